"""Every grid scenario under tests/scenarios/grid/ passes, citing grid rule ids
(../shared/rules/grid-map.md: ``G-6.5``, rulings ``G-R12``); a grid ``[position]`` is read by
the grid game's own schema (bot/grid/scenario/), and a malformed one fails with a
ScenarioError naming where, never with a raw exception.

The grid game is registered with the engine, carddb and the bot for this module only, as its
entry points will register it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
import engine.grid
from bot.grid.scenario import start_position
from bot.tools.scenario import run_scenario
from bot.tools.scenario.runner import run_parsed
from bot.tools.scenario.schema import ScenarioError, ScenarioFile, convert
from carddb import load_file
from carddb.decklist import CardIndex

HERE = Path(__file__).resolve().parents[1] / "scenarios" / "grid"
SCENARIOS = sorted(HERE.glob("*.toml"))
GRID_ID = re.compile(r"^G-(R[0-9]{1,2}|FAQ-[0-9]|[0-9]{1,2}(\.[0-9]{1,2})?)$")


def _index() -> CardIndex:
    return CardIndex(list(load_file(HERE / "sets" / "proving_cards.toml").cards))


def test_g_8_1_the_proving_cards_are_grid_cards_of_every_kind() -> None:
    """[G-8.1][G-7.4][G-R8] the scenarios' set loads under the grid game's card rules: every
    kind, three familias, each movement keyword; every name and text in both languages."""
    cards = load_file(HERE / "sets" / "proving_cards.toml")
    assert cards.ruleset == "grid"
    faces = list(cards.cards)
    assert {type(c).__name__ for c in faces} == {"EntityDef", "SpellDef", "BaseDef"}
    assert {c.familia for c in faces} == {"暁", "宵", "霧"}
    assert {c.movement.value for c in faces if hasattr(c, "movement")} == {
        "王将",
        "飛車",
        "角",
        "香車",
    }
    assert all(c.name_en and c.familia_en and bool(c.text) == bool(c.text_en) for c in faces)


def test_there_are_grid_scenarios() -> None:
    """A scenario per rule area of the map (movement [G-R8], battle [G-R12], setup [G-R3]...)."""
    assert len(SCENARIOS) >= 12


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_grid_scenario(path: Path) -> None:
    """The file passes and cites the grid ids it proves ([G-6.5], [G-R12], [G-FAQ-4])."""
    outcome = run_scenario(path)
    assert outcome.failures == [], "\n".join(outcome.failures)
    assert outcome.rules, f"{path.name} does not say which rules it proves"
    assert all(GRID_ID.match(rule) for rule in outcome.rules), outcome.rules


HEAD = (
    '[scenario]\nname = "x"\nruleset = "grid"\nrules = ["G-R1"]\n'
    'sets = ["sets/proving_cards.toml"]\n'
)
# a legal position: a base and a deck each
LEGAL: dict[str, Any] = {
    "P1": {"deck": ["GT-010*3"]},
    "P2": {"deck": ["GT-030*3"]},
    "squares": {"B1": ["P1 暁の砦#1 life=GT-010*2"], "C5": ["P2 宵の塔#2 life=GT-030*2"]},
}


def _position(changes: dict[str, Any]) -> dict[str, Any]:
    """LEGAL with ``changes``: a table both have takes the keys of both, ``changes`` first;
    an empty table empties it."""
    merged = dict(LEGAL)
    for key, value in changes.items():
        old = merged.get(key)
        merged[key] = {**old, **value} if isinstance(old, dict) and value else value
    return merged


def _failures(tmp_path: Path, text: str) -> list[str]:
    """Run ``text`` as a scenario file beside a copy of the proving cards."""
    (tmp_path / "sets").mkdir(exist_ok=True)
    cards = (HERE / "sets" / "proving_cards.toml").read_text(encoding="utf-8")
    (tmp_path / "sets" / "proving_cards.toml").write_text(cards, encoding="utf-8")
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(path).failures


def test_g_r1_the_legal_position_starts_in_the_use_phase() -> None:
    """[G-R1][G-5.3] the position the refusals below break is itself fine: P1's turn 3."""
    state, labels, events = start_position(LEGAL, _index(), 1)
    assert (state.turn, state.active, state.first, state.phase.value) == (3, 0, 0, "use")
    assert state.squares[1] == [labels[1]] and state.squares[18] == [labels[2]]
    assert len(state.life[labels[1]]) == 2 and events == []


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"colour": 1}, "position: Object contains unknown field `colour`"),
        ({"P1": {"discard": ["GT-010"]}}, "unknown field `discard`"),  # Deus's word
        ({"P1": {"hand": [5]}}, "position.P1.hand[0]"),
        ({"phase": "main"}, "'main' is not one of supply, use, move"),
        ({"turn": 4, "active": "P1"}, "turn 4 is not P1's turn"),
        ({"first": "P2", "active": "P1", "turn": 3}, "turn 3 is not P1's turn"),
        ({"P1": {"resources": ["GT-010"], "tapped": 2}}, "2 tapped, but 1 resource"),
        ({"P1": {"resources": ["GT-010"], "tapped": ["#7"]}}, "'#7' is not a labelled"),
        ({"P1": {"resources": ["GT-010#7"], "tapped": ["#7", "#7"]}}, "'#7' is named twice"),
        ({"squares": {"Z9": ["P1 GT-010"]}}, "position.squares: 'Z9' is not a square"),
        ({"squares": {"b1": []}}, "B1 and b1 are the same square"),
        ({"squares": {"B2": ["P1 GT-010", "P2 GT-030"]}}, "both players' cards"),
        ({"squares": {"B2": ["P1 GT-050"]}}, "'GT-050' is not an entity or a base card"),
        ({"squares": {"B2": ["P1 GT-010 asleep"]}}, "'GT-010 asleep' is not one known"),
        ({"squares": {"B2": ["P1 GT-010 life=2"]}}, "'life=2' is a base's"),
        ({"squares": {"B2": ["P1 GT-010 boost=x"]}}, "'boost=x' needs a whole number"),
        ({"squares": {"B2": ["P1 GT-010 boost=500"]}}, "'boost=500' is out of -99..99"),
        ({"squares": {"B2": ["P3 GT-010"]}}, "'P3' is not a player"),
        ({"squares": {"B2": ["P1"]}}, "a square holds 'P1 <entity>"),
        ({"squares": {"B2": ["P1 moved"]}}, "'P1 moved' names no card"),
        ({"squares": {"A1": ["P1 GT-001 life=1", "P1 GT-010"]}}, "a base stands alone"),
        ({"squares": {"A2": ["P1 GT-001 life=1"]}}, "P1's base stands in P1's front row, row 1"),
        ({"squares": {"A1": ["P2 GT-002 life=1"]}}, "P2's base stands in P2's front row, row 5"),
        ({"squares": {"A1": ["P1 GT-001"]}}, "a base takes exactly one 'life='"),
        ({"squares": {"A1": ["P1 GT-001 life=1 moved"]}}, "exactly one 'life='"),
        ({"squares": {"A1": ["P1 GT-001 life=4"]}}, "deals from P1's deck, which holds 3"),
        ({"squares": {"A1": ["P1 GT-001 life=0"]}}, "'life=0' is out of 1..200"),
        ({"squares": {"A1": ["P1 GT-001 life=,"]}}, "'life=' lists 1 to 200 cards"),
        ({"squares": {"A1": ["P1 GT-001 life=GT-999"]}}, "A1 life: 'GT-999' is not one known"),
        ({"squares": {"A1": ["P1 GT-001 life=3"]}}, "position.P1.deck: an empty deck"),
        ({"squares": {"B1": []}}, "P1 has no base; without one they have lost"),
        ({"start": "turn", "phase": "move"}, "a turn start begins with its supply phase"),
        ({"start": "turn", "squares": {"B2": ["P1 GT-010 moved"]}}, "no used rights"),
        ({"stacked": True}, "only a setup start has shuffled decks"),
        ({"start": "later"}, "position.start"),
        ({"start": "setup"}, "a setup start takes only the players' decks"),
        ({"start": "setup", "squares": {}, "first": "P2"}, "the die decides the first player"),
        ({"start": "setup", "squares": {}, "P1": {"hand": ["GT-010"]}}, "only a deck"),
        ({"start": "setup", "squares": {}}, "position.P1.deck: holds no base card to choose"),
    ],
)
def test_a_malformed_grid_position_is_refused_naming_where(
    changes: dict[str, Any], says: str
) -> None:
    """[G-R1][G-R9][G-11.1][G-11.4][G-1.1][G-1.2][G-3.2] a position the rules cannot reach
    is refused, naming its place in the file."""
    with pytest.raises(ScenarioError) as caught:
        start_position(_position(changes), _index(), 1)
    assert says in str(caught.value)


def test_a_malformed_position_fails_the_scenario_not_the_runner(tmp_path: Path) -> None:
    """The runner turns the builder's refusal into one ``scenario error`` failure."""
    text = HEAD + '[position.squares]\nB2 = ["P1 GT-010", "P2 GT-030"]\n'
    failures = _failures(tmp_path, text)
    assert failures == [
        "scenario error: position.squares.B2: both players' cards are on one square [G-9.8][G-R9]"
    ]


WRONG = (
    '[position.P1]\ndeck = ["GT-010*3"]\nhand = ["GT-011#20"]\nresources = ["GT-010*2"]\n'
    "tapped = 1\n"
    '[position.P2]\ndeck = ["GT-030*3"]\n'
    "[position.squares]\n"
    'B1 = ["P1 暁の砦#1 life=GT-010#50,GT-010#51"]\nC5 = ["P2 宵の塔#2 life=GT-030*2"]\n'
    'B2 = ["P1 見習い兵#10 moved boost=2", "P1 盾持ち#11"]\n'
)


@pytest.mark.parametrize(
    ("expect", "says"),
    [
        (
            'squares = { B2 = ["P2 #10"] }',
            "cards on B2 are ['P1 #10', 'P1 #11'], expected ['P2 #10']",
        ),
        ("squares = { B3 = [] }", ""),  # an empty square, rightly expected
        ("squares = { Z9 = [] }", "'Z9' is not a square"),
        ("totals = { B2 = 3 }", "the power on B2 is 5, expected 3"),
        ('entities = { "#10" = { power = 1 } }', "#10.power is 3, expected 1"),
        ('entities = { "#10" = { boost = 0 } }', "#10.boost is 2, expected 0"),
        ('entities = { "#10" = { moved = false } }', "#10.moved is True, expected False"),
        ('entities = { "#11" = { attacked = true } }', "#11.attacked is False, expected True"),
        ('entities = { "#10" = { square = "B3" } }', "#10.square is B2, expected B3"),
        ('entities = { "#1" = { power = 1 } }', "#1 is not an entity on the battle zone"),
        ('bases = { "#1" = { life = 3 } }', "#1.life is 2, expected 3"),
        ('bases = { "#1" = { life_cards = ["#51", "#50"] } }', "#1.life_cards is ['#50', '#51']"),
        ('bases = { "#10" = { life = 1 } }', "#10 is not a base on the battle zone"),
        ('P1 = { hand = ["#10"] }', "P1.hand is ['#20'], expected ['#10']"),
        ("P1 = { tapped = 2 }", "P1.tapped is 1, expected 2"),
        ("P1 = { resources_count = 3 }", "P1.resources_count is 2, expected 3"),
        ("P2 = { deck_count = 1 }", "P2.deck_count is 3, expected 1"),
        ('P1 = { base = "#1" }', "P1.base is none, expected #1"),
        ("turn = 4", "turn is 3, expected 4"),
        ('active = "P2"', "the active player is P1, expected P2"),
        ('first = "P2"', "the first player is P1, expected P2"),
        ('picked = "#20"', "picked is none, expected #20"),
        ('phase = "move"', "phase is 'use', expected 'move'"),
        ('absent = ["#10"]', "#10 is still on the battle zone"),
        ('absent = ["#20"]', ""),  # in the hand: not on the battle zone
        ('decision = "P2 use"', "decision is 'P1 use', expected 'P2 use'"),
        ("nope = 1", "unknown expectation 'nope'"),
    ],
)
def test_a_wrong_grid_expectation_is_named(tmp_path: Path, expect: str, says: str) -> None:
    """Each grid expectation key fails, naming what it found, when the state differs
    [G-9.9][G-R10][G-R13][G-8.2]; and passes when it agrees."""
    failures = _failures(tmp_path, HEAD + WRONG + f"[[step]]\nexpect.{expect}\n")
    if not says:
        assert failures == []
    else:
        assert len(failures) == 1 and says in failures[0], failures


def test_g_11_4_life_dealt_from_the_deck_top_in_square_order() -> None:
    """[G-11.4][G-R13] ``life=N`` deals the owner's deck top as written, bases in square
    order; the rest stays the deck."""
    position = _position(
        {
            "P1": {"deck": ["GT-011#50", "GT-012#51", "GT-010#52", "GT-010#53"]},
            "squares": {"A1": ["P1 暁の砦#1 life=1"], "B1": ["P1 GT-003#3 life=2"]},
        }
    )
    state, labels, _ = start_position(position, _index(), 1)
    assert state.life[labels[1]] == [labels[50]]
    assert state.life[labels[3]] == [labels[51], labels[52]]
    assert state.zones[0].deck == [labels[53]]
    assert state.setup.decks[0] == (labels[53],)


def test_g_r10_used_rights_boosts_and_tapped_cards_are_built() -> None:
    """[G-R10][G-8.2] moved, attacked and boost= flags and tapped resource cards by label."""
    position = _position(
        {
            "P1": {"resources": ["GT-010#30", "GT-011#31", "GT-012#32"], "tapped": ["#32"]},
            "squares": {"B2": ["P1 GT-011#11 moved", "P1 GT-010#12 attacked boost=-3"]},
        }
    )
    state, labels, _ = start_position(position, _index(), 1)
    assert state.moved == [labels[11]] and state.attacked == [labels[12]]
    assert state.boost == {labels[12]: -3} and state.zones[0].tapped == [labels[32]]


def test_g_5_1_a_turn_start_untaps_and_draws() -> None:
    """[G-5.1][G-5.2] ``start = "turn"``: the resource zone untaps, the player draws, the
    supply phase begins; the turn is the one written."""
    position = _position({"start": "turn", "turn": 5, "P1": {"resources": ["GT-010"], "tapped": 1}})
    state, _, events = start_position(position, _index(), 1)
    assert (state.turn, state.phase.value, state.zones[0].tapped) == (5, "supply", [])
    assert len(state.zones[0].hand) == 1
    assert [type(e).__name__ for e in events][:2] == ["TurnStarted", "Untapped"]


def test_g_3_2_a_stacked_setup_deals_the_written_order() -> None:
    """[G-3.2][G-3.4][G-3.6] ``stacked``: after the base is chosen and the deck shuffled
    from the seed, the deck is in the written order (less the base)."""
    deck = ["暁の砦#1", *(f"GT-010#{n}" for n in range(10, 20))]
    position = {"start": "setup", "stacked": True, "P1": {"deck": deck}}
    position["P2"] = {"deck": ["宵の塔#2", "GT-030*4"]}
    state, labels, _ = start_position(position, _index(), 9)
    state, _ = engine.apply(state, engine.parse_action(state, f"base #{labels[1]}"))
    state, _ = engine.apply(state, engine.parse_action(state, "base #" + str(labels[2])))
    state, _ = engine.apply(state, engine.sample_chance(state))  # P1's shuffle
    assert state.zones[0].deck == [labels[n] for n in range(10, 20)]


UNITS = st.builds(
    lambda seat, card, flag: f"{seat} {card} {flag}".strip(),
    st.sampled_from(["P1", "P2", "P3"]),
    st.sampled_from(["GT-010", "GT-001#1", "GT-002", "GT-050", "盾持ち*2", "x"]),
    st.sampled_from(["", "moved", "attacked", "boost=2", "life=1", "life=GT-010,GT-011"]),
)
LABELS = st.sampled_from(["A1", "B1", "B2", "C5", "D5", "E9", ""])
ZONES = st.fixed_dictionaries(
    {},
    optional={
        "deck": st.lists(st.sampled_from(["GT-010", "GT-001", "GT-010*3", "x"]), max_size=3),
        "hand": st.lists(st.sampled_from(["GT-010#5", "GT-050"]), max_size=2),
        "resources": st.lists(st.sampled_from(["GT-010#6", "GT-011"]), max_size=2),
        "tapped": st.one_of(st.integers(-1, 3), st.lists(st.sampled_from(["#6", "#5"]))),
    },
)
POSITION = st.fixed_dictionaries(
    {},
    optional={
        "start": st.sampled_from(["position", "turn", "setup", "later"]),
        "first": st.sampled_from(["P1", "P2"]),
        "active": st.sampled_from(["P1", "P2", "P9"]),
        "turn": st.integers(-1, 1200),
        "phase": st.sampled_from(["supply", "use", "move", "end"]),
        "stacked": st.booleans(),
        "P1": ZONES,
        "P2": ZONES,
        "squares": st.dictionaries(LABELS, st.lists(UNITS, max_size=3), max_size=4),
    },
)
STEPS = st.lists(
    st.fixed_dictionaries(
        {},
        optional={
            "do": st.sampled_from(["done", "pick #1", "pass", "base #1", "move #5 B2"]),
            "expect": st.dictionaries(
                st.sampled_from(["squares", "entities", "bases", "P1", "totals", "absent"]),
                st.one_of(st.integers(), st.text(max_size=4), st.dictionaries(LABELS, LABELS)),
                max_size=2,
            ),
        },
    ),
    max_size=2,
)


@settings(max_examples=150)
@given(POSITION, STEPS)
def test_any_grid_position_runs_or_fails_with_a_scenario_error(
    position: dict[str, Any], steps: list[dict[str, Any]]
) -> None:
    """Any position table, legal or not [G-R1][G-R9], builds and runs or fails by name."""
    data = {
        "scenario": {"ruleset": "grid", "rules": ["G-R1"], "sets": ["sets/proving_cards.toml"]},
        "position": position,
        "step": steps,
    }
    try:
        parsed = convert(data, ScenarioFile, "scenario")
    except ScenarioError:
        return
    outcome = run_parsed(parsed, HERE, "generated")
    assert all(isinstance(f, str) and f for f in outcome.failures)
