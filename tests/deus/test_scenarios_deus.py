"""Every Deus scenario under tests/scenarios/deus/ passes, citing Deus rule ids
(../shared/rules/deus-map.md: ``D-ADV-d``, rulings ``R6``); a Deus ``[position]`` is read by
Deus's own schema (bot/deus/scenario/), and a malformed one fails with a ScenarioError naming
where, never with a raw exception.

Deus is registered with the engine, carddb and the bot for this module only, as its entry
points will register it: the Game is assembled here from bot/deus's pieces and its scenario
hooks.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
import engine.deus
from bot.deus.invariants import invariants
from bot.deus.scenario import start_position
from bot.deus.selfplay import places
from bot.tools.scenario import run_scenario
from bot.tools.scenario.runner import run_parsed
from bot.tools.scenario.schema import ScenarioError, ScenarioFile, convert
from carddb import load_file
from carddb.decklist import CardIndex

HERE = Path(__file__).resolve().parents[1] / "scenarios" / "deus"
SCENARIOS = sorted(HERE.glob("*.toml"))
DEUS_ID = re.compile(r"^(D-[A-Z0-9]+(-[A-Za-z0-9.]+)*|R[0-9]{1,2})$")


def test_there_are_deus_scenarios() -> None:
    assert len(SCENARIOS) >= 15


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_deus_scenario(path: Path) -> None:
    outcome = run_scenario(path)
    assert outcome.failures == [], "\n".join(outcome.failures)
    assert outcome.rules, f"{path.name} does not say which rules it proves"
    assert all(DEUS_ID.match(rule) for rule in outcome.rules), outcome.rules


HEAD = (
    '[scenario]\nname = "x"\nruleset = "deus"\nrules = ["R6"]\nsets = ["sets/proving_cards.toml"]\n'
)


def _failures(tmp_path: Path, text: str) -> list[str]:
    """Run ``text`` as a scenario file beside a copy of the proving cards."""
    (tmp_path / "sets").mkdir(exist_ok=True)
    cards = (HERE / "sets" / "proving_cards.toml").read_text(encoding="utf-8")
    (tmp_path / "sets" / "proving_cards.toml").write_text(cards, encoding="utf-8")
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(path).failures


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[position]\ncolour = 1\n", "position: Object contains unknown field `colour`"),
        ('[[position.area]]\nat = "B2"\n', "unknown field `area`"),  # mc20th's key
        ('[position.P1]\nhq = "DT-010"\n', "unknown field `hq`"),
        ("[position.P1]\nhand = [5]\n", "position.P1.hand[0]"),
        ('[position]\nphase = "lunch"\n', "'lunch' is not one of"),
        ('[position]\nphase = "power_charge"\n', "is not one of hand_adjust_1, main"),
        ('[position]\nturn = 4\nactive = "P1"\n', "turn 4 is not P1's turn"),
        ('[position.areas]\nZ9 = ["P1 DT-010"]\n', "position.areas.Z9"),
        ('[position.areas]\nA3 = ["P1 DT-010"]\n', "A3 is enemy territory for P1"),
        ('[position.areas]\nB2 = ["P1 DT-010", "P2 DT-011"]\n', "both players' units"),
        ('[position.areas]\nB2 = ["P1 DT-030"]\n', "'DT-030' is not a unit card"),
        ('[position.areas]\nB2 = ["P1 DT-010 asleep"]\n', "unknown unit flag 'asleep'"),
        ('[position.areas]\nB2 = ["P3 DT-010"]\n', "'P3' is not a player"),
        ('[position]\ncontrol = ["A1"]\n', "position.control: A1 is not on the front line"),
        ('[position]\nbattled = ["B2", "B2", "C2", "A2"]\n', "position.battled"),
        ('[position.start_held]\nB3 = "P1"\n', "position.start_held: B3 is not on the front"),
        ('[position.P1]\ntokens = ["DT-010"]\n', "is not a token card"),
        ('[position.P1]\nsummoner = "DT-010"\n', "is not a summoner"),
        ('[position.P1]\ndeck = ["DT-001"]\n', "is not a card a deck may hold"),
        ("[position.P1]\npower = -1\n", "position.P1.power"),
        ('[position]\nstart = "turn"\ncontrol = ["B2"]\n', "a turn starts with no markers"),
        ('[position]\nstart = "draft"\n[position.P1]\nhand = ["DT-010"]\n', "a draft start"),
        ('[position]\nstart = "draft"\n', "the faction '検証隊' has 10 deck cards"),
        ('[position]\nfactions = ["x"]\n', "factions and beginner belong to a draft start"),
        ('[position]\nstart = "later"\n', "position.start"),
    ],
)
def test_a_malformed_deus_position_fails_naming_where(tmp_path: Path, text: str, says: str) -> None:
    failures = _failures(tmp_path, HEAD + text)
    assert len(failures) == 1 and failures[0].startswith("scenario error:"), failures
    assert says in failures[0], failures


def test_the_position_is_a_table(tmp_path: Path) -> None:
    failures = _failures(tmp_path, "position = 5\n" + HEAD)
    assert failures == ["scenario error: case.toml: Expected `object`, got `int` - at `position`"]


def test_a_draft_names_factions_that_exist(tmp_path: Path) -> None:
    text = HEAD.replace('sets = ["sets/proving_cards.toml"]\n', "")
    failures = _failures(tmp_path, text + '[position]\nstart = "draft"\nfactions = ["無い勢力"]\n')
    assert failures == ["scenario error: position.factions: no card is of the faction '無い勢力'"]


@pytest.mark.parametrize(
    ("expect", "says"),
    [
        ("power = { P1 = 5 }", "P1 has 2 ★, expected 5"),
        ('areas = { B2 = ["P2 #10"] }', "units in B2 are ['P1 #10'], expected ['P2 #10']"),
        ('control = ["B2"]', "control markers on [], expected ['B2']"),
        ('start_held = { A2 = "P1" }', "held at turn start {'B2': 'P1'}, expected {'A2': 'P1'}"),
        ('intercept_at = "B2"', "interception is open at none, expected B2"),
        ('outcome = "A"', "the battle's outcome is none, expected A"),
        ('P1 = { summoner = "none" }', "P1.summoner is #1, expected none"),
        ('units = { "#10" = { tapped = true } }', "#10.tapped is False, expected True"),
        ('decision = "P2 main"', "decision is 'P1 main', expected 'P2 main'"),
        ("battle = { none = false }", "no battle is going on"),
        ("nope = 1", "unknown expectation 'nope'"),
    ],
)
def test_a_wrong_expectation_is_named(tmp_path: Path, expect: str, says: str) -> None:
    position = (
        '[position.P1]\nsummoner = "DT-001#1"\npower = 2\n[position.areas]\nB2 = ["P1 DT-010#10"]\n'
    )
    failures = _failures(tmp_path, HEAD + position + f"[[step]]\nexpect.{expect}\n")
    assert len(failures) == 1 and says in failures[0], failures


RICH = {
    "first": "P2",
    "active": "P2",
    "turn": 5,
    "phase": "summon",
    "P1": {"hand": ["DT-010*2"], "deck": ["DT-011*3"], "discard": ["DT-030"], "power": 4},
    "P2": {"summoner": "DT-001", "tokens": ["DT-040"], "hand": ["試しの人形#9"], "power": 1},
    "areas": {
        "A3": ["P1 DT-013#1 tapped", "P1 DT-017"],  # P1's territory: P2 went first [R1]
        "B2": ["P1 DT-040#2"],  # a token stands as a unit [R16]
        "C1": ["P2 DT-012#3 instant"],
    },
    "battled": ["A2"],
}


def test_a_built_position_is_a_whole_consistent_match() -> None:
    """Every card the position made is in exactly one place, tokens are their owner's
    [R16], the game's invariants hold, the front line held is the units' [R5], the state
    survives the engine's encoding, and settling it starts the limit adjustment due."""
    index = CardIndex(list(load_file(HERE / "sets" / "proving_cards.toml").cards))
    state, labels, _ = start_position(RICH, index, 7)
    assert sorted(card for card, _ in places(state)) == list(range(len(state.setup.cards)))
    assert labels[2] in state.setup.tokens[0] and labels[9] in state.setup.tokens[1]
    assert len(state.setup.tokens[1]) == 2 and labels[9] not in state.tokens[1]  # in the hand
    assert invariants(state) == []
    assert state.start_held == {4: 0}  # B2, held by P1's token
    assert state.units[labels[3]].instant_turn == 5 and state.units[labels[1]].tapped
    assert state.battled == [3] and state.power == [4, 1]  # A2
    assert engine.decode_state(engine.encode_state(state)) == state
    decision = engine.decision(state)  # A3 holds 4 + 6 levels: P1 adjusts [D-MISC-4a]
    assert (decision.actor, decision.kind.value, decision.area) == (0, "limit", 6)


DEUS_CARDS = st.sampled_from(["DT-010", "DT-013", "DT-001", "DT-030", "見習いの槍持ち", "x", ""])
SPECS = st.builds(
    lambda card, label, copies: card + label + copies,
    DEUS_CARDS,
    st.sampled_from(["", "#1", "#2", "#99999999999"]),
    st.sampled_from(["", "*2", "*0", "*100000000"]),
)
UNITS = st.builds(
    lambda seat, spec, flag: f"{seat} {spec} {flag}".strip(),
    st.sampled_from(["P1", "P2", "P3"]),
    SPECS,
    st.sampled_from(["", "tapped", "instant", "fly"]),
)
LABELS = st.sampled_from(["A1", "A2", "B2", "C2", "C3", "B4", ""])
ZONES = st.fixed_dictionaries(
    {},
    optional={
        "hand": st.lists(SPECS, max_size=3),
        "deck": st.lists(SPECS, max_size=3),
        "tokens": st.lists(SPECS, max_size=2),
        "summoner": SPECS,
        "power": st.integers(-2, 20_000),
    },
)
POSITION = st.fixed_dictionaries(
    {},
    optional={
        "start": st.sampled_from(["position", "turn", "draft", "later"]),
        "first": st.sampled_from(["P1", "P2"]),
        "active": st.sampled_from(["P1", "P2", "P9"]),
        "turn": st.integers(-1, 1200),
        "phase": st.sampled_from(["main", "summon", "hand_adjust_2", "turn_end"]),
        "P1": ZONES,
        "P2": ZONES,
        "areas": st.dictionaries(LABELS, st.lists(UNITS, max_size=3), max_size=3),
        "control": st.lists(LABELS, max_size=4),
        "start_held": st.dictionaries(LABELS, st.sampled_from(["P1", "P2", "P0"]), max_size=2),
        "beginner": st.booleans(),
    },
)
STEPS = st.lists(
    st.fixed_dictionaries(
        {},
        optional={
            "do": st.sampled_from(["end-main", "move #1 B2", "advance", "decline", "faction 1"]),
            "expect": st.dictionaries(
                st.sampled_from(["power", "areas", "P1", "control", "battle", "draft", "x"]),
                st.one_of(st.integers(), st.text(max_size=4), st.dictionaries(LABELS, LABELS)),
                max_size=2,
            ),
        },
    ),
    max_size=2,
)


@settings(max_examples=120)
@given(POSITION, STEPS)
def test_any_deus_position_runs_or_fails_with_a_scenario_error(
    position: dict[str, Any], steps: list[dict[str, Any]]
) -> None:
    data = {
        "scenario": {"ruleset": "deus", "rules": ["R5"], "sets": ["sets/proving_cards.toml"]},
        "position": position,
        "step": steps,
    }
    try:
        parsed = convert(data, ScenarioFile, "scenario")
    except ScenarioError:
        return
    outcome = run_parsed(parsed, HERE, "generated")
    assert all(isinstance(f, str) and f for f in outcome.failures)
