"""Every kokuryoku scenario under tests/scenarios/kokuryoku/ passes, citing the national-power
game's rule ids (../shared/rules/kokuryoku-map.md: units ``K-5.6b``, variant rules ``KV-12``);
a kokuryoku ``[position]`` is read by the game's own schema (bot/kokuryoku/scenario/), and a
malformed one fails with a ScenarioError naming where, never with a raw exception.

The game is registered with the engine, carddb and the bot for this module only, as its entry
points will register it (each registry's entry points are loaded first, so undoing the patch
leaves it as it was).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
import engine.kokuryoku
from bot import games
from bot.kokuryoku import GAME
from bot.kokuryoku.scenario import start_position
from bot.tools.scenario import run_scenario
from bot.tools.scenario.runner import run_parsed
from bot.tools.scenario.schema import ScenarioError, ScenarioFile, convert
from carddb import load_file, rulesets
from carddb.decklist import CardIndex
from carddb.kokuryoku import RULES
from engine import registry
from engine.kernel.chance import sample_shuffle_key, shuffled
from engine.kokuryoku.state import Phase, Step

HERE = Path(__file__).resolve().parents[1] / "scenarios" / "kokuryoku"
SCENARIOS = sorted(HERE.glob("*.toml"))
KOKU_ID = re.compile(r"^(K-[0-9]\.[0-9]{1,2}[a-z]?|KV-[0-9]{1,2})$")


@pytest.fixture(scope="module", autouse=True)
def kokuryoku_registered() -> Iterator[None]:
    registry.ids()
    rulesets.ids()
    games._GAMES.ids()
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._RULESETS._items, "kokuryoku", engine.kokuryoku.RULESET)
        patch.setitem(rulesets._RULES._items, "kokuryoku", RULES)
        patch.setitem(games._GAMES._items, "kokuryoku", GAME)
        yield


def _index() -> CardIndex:
    return CardIndex(list(load_file(HERE / "sets" / "proving_cards.toml").cards))


def test_kv_7_the_proving_cards_are_kokuryoku_cards_of_every_kind() -> None:
    """[KV-7][KV-15][KV-16][K-6.4a][K-5.6b][K-7.4] the scenarios' set loads under the
    kokuryoku card rules: every kind; a generic soldier, 再移動, a two-hit unit, a unit with no
    attack, a class change with 修練, a parent with its child, a land barring a class, free
    magic, an item with 象徴, surprise cards of both timings; every word in both languages."""
    cards = load_file(HERE / "sets" / "proving_cards.toml")
    assert cards.ruleset == "kokuryoku"
    faces = {c.id: c for c in cards.cards}
    kinds = {type(c).__name__ for c in faces.values()}
    assert kinds == {"UnitDef", "LandDef", "WeaponDef", "MagicDef", "ItemDef", "SurpriseDef"}
    units = [c for c in faces.values() if type(c).__name__ == "UnitDef"]
    assert any(u.generic for u in units) and any(u.move_again for u in units)
    assert any(u.hits == 2 for u in units) and any(u.attack == 0 for u in units)
    squire = next(u for u in units if u.training)
    assert squire.class_change in faces
    elder = next(u for u in units if u.child)
    assert elder.child in faces and elder.support > 0
    assert {s.timing.value for s in faces.values() if type(s).__name__ == "SurpriseDef"} == {
        "end_phase_start",
        "attack_declared",
    }
    assert all(c.name_en and c.text and c.text_en for c in faces.values())


def test_there_are_kokuryoku_scenarios() -> None:
    """A scenario per rule area: setup and the redraw [K-3.5][K-1.1], the turn [KV-4], the
    power steps [KV-5], the invasion [K-6.*], attacks [KV-7], victories [KV-12]..[KV-14] and
    the end phase [K-7.*]."""
    assert len(SCENARIOS) >= 14


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_kokuryoku_scenario(path: Path) -> None:
    """The file passes and cites the kokuryoku ids it proves ([K-5.6b], [KV-12])."""
    outcome = run_scenario(path)
    assert outcome.failures == [], "\n".join(outcome.failures)
    assert outcome.rules, f"{path.name} does not say which rules it proves"
    assert all(KOKU_ID.match(rule) for rule in outcome.rules), outcome.rules


HEAD = (
    '[scenario]\nname = "x"\nruleset = "kokuryoku"\nrules = ["KV-1"]\n'
    'sets = ["sets/proving_cards.toml"]\n'
)
# a legal position: P1's own power phase of turn 3, a unit each
LEGAL: dict[str, Any] = {
    "P1": {"deck": ["KT-002*3"]},
    "P2": {"deck": ["KT-002*3"]},
    "squares": {"B1": ["P1 KT-001#10 chips=2"], "B4": ["P2 KT-004#20 chips=1"]},
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


def test_kv_1_the_legal_position_starts_in_the_first_players_power_phase() -> None:
    """[KV-1][K-3.6] the position the refusals below break is itself fine: P1's own power
    phase of turn 3 at the sortie step; each player's chips make 20."""
    state, labels, events = start_position(LEGAL, _index(), 1)
    assert (state.turn, state.active, state.first, state.phase) == (3, 0, 0, Phase.POWER)
    assert (state.power_seat, state.step, state.supported) == (0, Step.SORTIE, 0)
    assert state.units[labels[10]].square == 1 and state.units[labels[20]].square == 10
    assert [(z.unused, z.used) for z in state.zones] == [(18, 0), (19, 0)]
    assert events == []


UNIT = "P1 KT-006#12"


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"colour": 1}, "position: Object contains unknown field `colour`"),
        ({"P1": {"graveyard": ["KT-002"]}}, "unknown field `graveyard`"),  # grid's word
        ({"P1": {"hand": [5]}}, "position.P1.hand[0]"),
        ({"P1": {"used": 21}}, "position.P1.used"),
        ({"phase": "main"}, "'main' is not one of power, invasion, end_start, end, hand_limit"),
        ({"phase": "power", "step": "draw"}, "'draw' is not one of sortie, land, support"),
        ({"phase": "invasion", "step": "land"}, "position.step: only in the power phase"),
        ({"phase": "end", "power_seat": "P2"}, "position.power_seat: only in the power phase"),
        ({"turn": 4, "active": "P1"}, "turn 4 is not P1's turn"),
        ({"first": "P2", "active": "P1", "turn": 3}, "turn 3 is not P1's turn"),
        ({"squares": {"Z9": [UNIT]}}, "position.squares: 'Z9' is not a square (A1..C4)"),
        ({"squares": {"A4": [], "a4": []}}, "A4 and a4 are the same square"),
        ({"squares": {"B2": [UNIT, "P2 KT-004"]}}, "B2: a square holds at most one unit [KV-1]"),
        ({"squares": {"B2": ["land KT-020", "P2 land KT-021"]}}, "at most one land [KV-1]"),
        ({"squares": {"B2": ["P1 KT-020"]}}, "'KT-020' is not a unit card (koku-unit)"),
        ({"squares": {"B2": ["land KT-001"]}}, "'KT-001' is not a land card (koku-land)"),
        ({"squares": {"B2": [f"{UNIT} attach=KT-040"]}}, "'KT-040' is not a weapon, magic"),
        ({"squares": {"B2": [f"{UNIT} attach="]}}, "'attach=' names one or more cards"),
        ({"squares": {"B2": [f"{UNIT} asleep"]}}, "'KT-006#12 asleep' is not one known"),
        ({"squares": {"B2": [f"{UNIT} chips=x"]}}, "'chips=x' needs a whole number"),
        ({"squares": {"B2": [f"{UNIT} chips=21"]}}, "'chips=21' is out of 0..20"),
        ({"squares": {"B2": [f"{UNIT} chips=6"]}}, "holds 6 chips, above its maximum morale 5"),
        ({"squares": {"B2": [f"{UNIT} waiting waiting"]}}, "'waiting' is written twice"),
        ({"squares": {"B2": ["P3 KT-001"]}}, "'P3' is not a player"),
        ({"squares": {"B2": ["P1 KT-002*2"]}}, "a square holds one unit and one land, not copies"),
        ({"squares": {"B2": ["land KT-020*2"]}}, "not copies"),
        ({"squares": {"B2": [f"{UNIT} chips=1 chips=2"]}}, "'chips=' is written twice"),
        ({"squares": {"B2": ["P1"]}}, "a square holds 'P1 <unit>"),
        ({"squares": {"B2": ["P1 waiting"]}}, "'P1 waiting' names no card"),
        (
            {"squares": {"B2": [f"{UNIT} attach=KT-031"]}},
            "a unit of class 剣士 cannot hold 試練の書 [K-5.4][KV-17]",
        ),
        (
            {"squares": {"B2": ["P1 KT-003", "land KT-020"]}},
            "the land there keeps class 騎兵 out [K-6.2a][KV-3]",
        ),
        (
            {"squares": {"B2": [UNIT], "B3": ["P2 KT-006"]}},
            "a unit named 試練の剣聖 is already on B2",
        ),
        (
            {"P1": {"unused": 10, "used": 5}, "squares": {"B2": [f"{UNIT} chips=2"]}},
            "10 unused + 5 used + 4 on units cannot make 20 chips [K-3.6][KV-6]",
        ),
        ({"P2": {"used": 20}}, "position.P2: ? unused + 20 used + 1 on units cannot make 20"),
        (
            {"squares": {"B4": ["P1 KT-006"], "A4": ["P2 KT-004"]}},
            "a unit finished on an enemy sortie square has won already",
        ),
        ({"squares": {"B2": [f"{UNIT} moved"]}}, "'moved' is only in the invasion phase"),
        (
            {"phase": "invasion", "squares": {"B2": [f"{UNIT} current"], "B4": ["P2 KT-004"]}},
            "the current unit is one unit, not waiting, that moved or acted [KV-11]",
        ),
        (
            {"phase": "invasion", "squares": {"B2": [UNIT], "B4": ["P2 KT-004 acted"]}},
            "only the active player's units move or act [K-6.0]",
        ),
        (
            {"phase": "invasion", "squares": {"B2": [f"{UNIT} again"], "B4": ["P2 KT-004"]}},
            "'again' (the processing step) follows a move or an action [K-6.4a]",
        ),
        (
            {"phase": "invasion", "squares": {"B2": [f"{UNIT} waiting"], "B4": ["P2 KT-004"]}},
            "the invasion phase readied every unit of P1",
        ),
        ({"phase": "hand_limit"}, "the hand limit step comes only with more than 7 cards"),
        ({"start": "turn", "phase": "power"}, "a turn start begins with its power phase"),
        ({"start": "turn", "squares": {"B2": [f"{UNIT} acted"]}}, "not written at a turn start"),
        ({"stacked": True}, "only a setup start has shuffled decks"),
        ({"start": "later"}, "position.start"),
        ({"start": "setup"}, "a setup start takes only the players' decks"),
        ({"start": "setup", "squares": {}, "first": "P2"}, "the die decides the first player"),
        ({"start": "setup", "squares": {}, "P1": {"hand": ["KT-001"]}}, "only a deck"),
        ({"start": "setup", "squares": {}, "P1": {"used": 2}}, "every chip is unused"),
    ],
)
def test_a_malformed_kokuryoku_position_is_refused_naming_where(
    changes: dict[str, Any], says: str
) -> None:
    """[KV-1][KV-6][K-3.6][K-5.4][K-5.6b][K-6.2a][KV-11][KV-12][K-6.1][K-7.5] a position
    the rules cannot reach is refused, naming its place in the file."""
    with pytest.raises(ScenarioError) as caught:
        start_position(_position(changes), _index(), 1)
    assert says in str(caught.value)


def test_a_malformed_position_fails_the_scenario_not_the_runner(tmp_path: Path) -> None:
    """The runner turns the builder's refusal into one ``scenario error`` failure."""
    text = HEAD + '[position.squares]\nB2 = ["P1 KT-001", "P2 KT-004"]\n'
    assert _failures(tmp_path, text) == [
        "scenario error: position.squares.B2: a square holds at most one unit [KV-1]"
    ]


WRONG = (
    '[position]\nphase = "invasion"\n'
    '[position.P1]\ndeck = ["KT-002*3"]\nhand = ["KT-040#30"]\noutside = ["KT-041#31"]\n'
    'abroad = ["KT-042#32"]\nused = 2\n'
    '[position.P2]\ndeck = ["KT-002*3"]\n'
    "[position.squares]\n"
    'B2 = ["P1 KT-001#10 chips=3 attach=KT-030#11 moved current", "land KT-020#40"]\n'
    'B3 = ["P2 KT-004#20 chips=1 waiting"]\n'
)


@pytest.mark.parametrize(
    ("expect", "says"),
    [
        ('squares = { B2 = ["P2 #10"] }', "B2 holds ['P1 #10', 'land #40'], expected ['P2 #10']"),
        ("squares = { A3 = [] }", ""),  # an empty square, rightly expected
        ("squares = { Z9 = [] }", "'Z9' is not a square"),
        ('units = { "#10" = { chips = 1 } }', "#10.chips is 3, expected 1"),
        ('units = { "#10" = { square = "B3" } }', "#10.square is B2, expected B3"),
        ('units = { "#10" = { attack = 1 } }', "#10.attack is 2, expected 1"),
        ('units = { "#10" = { morale = 5 } }', "#10.morale is 4, expected 5"),
        ('units = { "#10" = { counter = 0 } }', "#10.counter is 1, expected 0"),
        ('units = { "#20" = { waiting = false } }', "#20.waiting is True, expected False"),
        ('units = { "#10" = { attachments = [] } }', "#10.attachments is ['#11'], expected []"),
        ('units = { "#10" = { moved = false } }', "#10.moved is True, expected False"),
        ('units = { "#10" = { acted = true } }', "#10.acted is False, expected True"),
        ('units = { "#10" = { again = true } }', "#10.again is False, expected True"),
        ('units = { "#30" = { chips = 1 } }', "#30 is not a unit on the map"),
        ('P1 = { hand = ["#31"] }', "P1.hand is ['#30'], expected ['#31']"),
        ("P1 = { outside = [] }", "P1.outside is ['#31'], expected []"),
        ("P1 = { abroad_count = 0 }", "P1.abroad_count is 1, expected 0"),
        ("P1 = { unused = 20 }", "P1.unused is 15, expected 20"),
        ("P1 = { used = 0 }", "P1.used is 2, expected 0"),
        ("P1 = { on_units = 0 }", "P1.on_units is 3, expected 0"),
        ("P2 = { deck_count = 1 }", "P2.deck_count is 3, expected 1"),
        ("turn = 4", "turn is 3, expected 4"),
        ('active = "P2"', "the active player is P1, expected P2"),
        ('first = "P2"', "the first player is P1, expected P2"),
        ('power_seat = "P1"', "the power phase's player is P2, expected P1"),
        ('step = "land"', "the power step is none, expected land"),
        ("supported = 2", "the chips supported is 0, expected 2"),
        ('current = "none"', "the current unit is #10, expected none"),
        ('current = "#10"', ""),
        ('picked = "#10"', "picked is none, expected #10"),
        ("attack = { none = false }", "the attack is none, expected none = false"),
        ('attack = { attacker = "#10" }', "no attack waits on its surprise window"),
        ('phase = "power"', "phase is 'invasion', expected 'power'"),
        ('absent = ["#10"]', "#10 is still on the battlefield"),
        ('absent = ["#30"]', ""),  # in the hand: not on the map
        ('decision = "P2 invasion"', "decision is 'P1 invasion', expected 'P2 invasion'"),
        ("nope = 1", "unknown expectation 'nope'"),
    ],
)
def test_a_wrong_kokuryoku_expectation_is_named(tmp_path: Path, expect: str, says: str) -> None:
    """Each kokuryoku expectation key fails, naming what it found, when the state differs
    [KV-1][KV-6][KV-11][KV-18][K-4.3]; and passes when it agrees."""
    failures = _failures(tmp_path, HEAD + WRONG + f"[[step]]\nexpect.{expect}\n")
    if not says:
        assert failures == []
    else:
        assert len(failures) == 1 and says in failures[0], failures


def test_kv_8_the_attack_in_its_window_is_expected(tmp_path: Path) -> None:
    """[KV-8] ``attack`` names the attack waiting on its surprise window and who passed."""
    steps = (
        '[[step]]\ndo = ["pick #10", "attack #10 B3", "pass"]\n'
        'expect.attack = { attacker = "#10", target = "#20", bonus = 0, guard = 0, '
        'passed = ["P2"] }\n'
        '[[step]]\ndo = "surprise #30"\nexpect.attack = { bonus = 2 }\n'
    )
    failures = _failures(tmp_path, HEAD + WRONG + steps)
    assert failures == ["step 2: attack.bonus is 1, expected 2"]


def test_k_6_1_invasion_marks_build_the_current_unit() -> None:
    """[K-6.1][KV-11][K-6.4a] ``moved``, ``acted``, ``again`` and ``current`` on the active
    player's units; a waiting unit of theirs has moved or acted; lands may have an owner."""
    position = _position(
        {
            "phase": "invasion",
            "squares": {
                "A2": ["P1 KT-003#11 chips=1 moved again current"],
                "B2": ["P1 KT-006#12 chips=2 acted waiting", "P2 land KT-021#40"],
                "B4": ["P2 KT-004#20 chips=1 waiting"],
                "C3": ["land KT-020#41"],
            },
        }
    )
    state, labels, _ = start_position(position, _index(), 1)
    assert state.current == labels[11]
    assert state.moved == [labels[11]] and state.acted == [labels[12]]
    assert state.moved_again == [labels[11]]
    assert state.power_seat == 1  # the other player's power phase came last [KV-4]
    cards = state.setup.cards
    assert cards[labels[40]].owner == 1 and cards[labels[41]].owner == 1  # C3: P2's half


def test_k_5_5_a_turn_start_returns_chips_and_draws() -> None:
    """[K-5.5][K-5.1][K-3.10] ``start = "turn"``: the marker passes, the used chips return,
    the draw; the turn is the one written."""
    position = _position({"start": "turn", "turn": 5, "P1": {"used": 4, "deck": ["KT-002#50"]}})
    state, labels, events = start_position(position, _index(), 1)
    assert (state.turn, state.phase, state.power_seat) == (5, Phase.POWER, 0)
    assert (state.zones[0].unused, state.zones[0].used) == (18, 0)
    assert state.zones[0].hand == [labels[50]]
    names = [type(e).__name__ for e in events]
    assert names[:3] == ["TurnStarted", "PhaseStarted", "ChipsReturned"]


def test_k_3_2_a_stacked_setup_deals_the_written_order() -> None:
    """[K-3.1][K-3.2][K-3.5] ``stacked``: after the owner's shuffle and the opponent's light
    shuffle, drawn from the seed, each deck is in the written order."""
    deck = [f"KT-001#{n}" for n in range(10, 30)]
    position = {"start": "setup", "stacked": True, "P1": {"deck": deck}}
    position["P2"] = {"deck": [f"KT-002#{n}" for n in range(30, 45)]}
    state, labels, _ = start_position(position, _index(), 9)
    for _ in range(4):
        state, _ = engine.apply(state, engine.sample_chance(state))
    assert state.zones[0].deck == [labels[n] for n in range(10, 30)]
    assert state.zones[1].deck == [labels[n] for n in range(30, 45)]


def test_a_stacked_deck_undoes_both_shuffles() -> None:
    """The two keys are chance steps 0 and 2 for P1, 1 and 3 for P2 [K-3.2]."""
    from bot.kokuryoku.scenario.newmatch import stacked

    for seat, steps in ((0, (0, 2)), (1, (1, 3))):
        written = list(range(100, 112))
        before = stacked(written, 5, seat)
        keys = [sample_shuffle_key(5, step) for step in steps]
        assert shuffled(shuffled(before, keys[0]), keys[1]) == written


UNITS = st.builds(
    lambda seat, card, flag: f"{seat} {card} {flag}".strip(),
    st.sampled_from(["P1", "P2", "P3", ""]),
    st.sampled_from(["KT-001", "KT-003#1", "KT-020", "land KT-020", "KT-002*2", "x"]),
    st.sampled_from(["", "chips=2", "chips=9", "waiting", "moved current", "attach=KT-030"]),
)
LABELS = st.sampled_from(["A1", "B1", "B2", "C4", "A4", "E9", ""])
ZONES = st.fixed_dictionaries(
    {},
    optional={
        "deck": st.lists(st.sampled_from(["KT-002", "KT-001", "KT-002*3", "x"]), max_size=3),
        "hand": st.lists(st.sampled_from(["KT-040#5", "KT-020"]), max_size=9),
        "outside": st.lists(st.sampled_from(["KT-001#6", "KT-011"]), max_size=2),
        "unused": st.integers(-1, 21),
        "used": st.integers(-1, 21),
    },
)
POSITION = st.fixed_dictionaries(
    {},
    optional={
        "start": st.sampled_from(["position", "turn", "setup", "later"]),
        "first": st.sampled_from(["P1", "P2"]),
        "active": st.sampled_from(["P1", "P2", "P9"]),
        "turn": st.integers(-1, 1200),
        "phase": st.sampled_from(["power", "invasion", "end_start", "end", "hand_limit", "x"]),
        "power_seat": st.sampled_from(["P1", "P2"]),
        "step": st.sampled_from(["sortie", "land", "support", "attach", "draw"]),
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
            "do": st.sampled_from(["done", "pick #1", "pass", "keep", "move #1 B2"]),
            "expect": st.dictionaries(
                st.sampled_from(["squares", "units", "P1", "attack", "step", "absent"]),
                st.one_of(st.integers(), st.text(max_size=4), st.dictionaries(LABELS, LABELS)),
                max_size=2,
            ),
        },
    ),
    max_size=2,
)


@settings(max_examples=150)
@given(POSITION, STEPS)
def test_any_kokuryoku_position_runs_or_fails_with_a_scenario_error(
    position: dict[str, Any], steps: list[dict[str, Any]]
) -> None:
    """Any position table, legal or not [KV-1][KV-6], builds and runs or fails by name."""
    data = {
        "scenario": {
            "ruleset": "kokuryoku",
            "rules": ["KV-1"],
            "sets": ["sets/proving_cards.toml"],
        },
        "position": position,
        "step": steps,
    }
    try:
        parsed = convert(data, ScenarioFile, "scenario")
    except ScenarioError:
        return
    outcome = run_parsed(parsed, HERE, "generated")
    assert all(isinstance(f, str) and f for f in outcome.failures)
