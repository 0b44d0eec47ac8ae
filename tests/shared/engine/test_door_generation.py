"""The door's fast paths against its plain definition (issue 23): over fixed-seed random
play of every game, ``legal_actions`` (candidates generated legal by construction, what a
call works out remembered for the call) lists exactly what checking every candidate lists,
each listed action passes ``check``, and neither call changes the state it looks at."""

from __future__ import annotations

import random

import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.door import Door, looking_at, once
from engine.kernel.state import CHANCE, SEATS

RULESETS = ("mc20th", "deus", "grid", "kokuryoku")
# the decisions whose generated candidates the games below must meet, by ruleset
GENERATED_IN = {
    "mc20th": {
        ("MAIN", "AddMove"),
        ("MAIN", "PlaceTerrain"),
        ("MAIN", "PlaceProxy"),
        ("MAIN", "SwapEquipment"),
        ("SUMMON", "Summon"),
        ("SUMMON", "Equip"),
        ("SUMMON", "DiscardEquipment"),
        ("DECLARE", "Choose"),
        ("TRIGGER", "Use"),
        ("MAIN", "Use"),
        ("HAND_ADJUST", "Discard"),
    },
    "kokuryoku": {("POWER", "Pick"), ("POWER", "Sortie"), ("INVASION", "Move"), ("END", "Done")},
    "grid": {("USE", "Pick"), ("MOVE", "Pick"), ("MOVE", "Move"), ("MOVE", "Attack")},
    "deus": {
        ("MAIN", "AddMove"),
        ("SUMMON", "AddMove"),
        ("INTERCEPT", "AddMove"),
        ("SUMMON", "SummonTo"),
        ("BUILD", "Include"),
        ("BUILD", "ChooseSummoner"),
        ("DECLARE", "Choose"),
        ("MAIN", "Use"),
        ("HAND_ADJUST", "Discard"),
    },
}


def _door(ruleset: str) -> Door:  # type: ignore[type-arg]
    door = getattr(engine.registry.get(ruleset).legal_actions, "__self__", None)
    assert isinstance(door, Door)
    return door


@pytest.mark.parametrize("ruleset", RULESETS)
def test_generated_actions_are_the_checked_candidates(ruleset: str) -> None:
    door, index = _door(ruleset), shipped_index(ruleset)
    looked = 0
    met: set[tuple[str, str]] = set()
    for game in range(2):
        rng = random.Random(40 + game)
        passing = registry.get(ruleset).passing
        players = {seat: RandomPlayer(rng, passing=passing) for seat in SEATS}
        state, _ = engine.new_match(starter_setup(ruleset, 40 + game, index))
        for _ in range(3000):
            if state.result is not None:
                break
            before = engine.encode_state(state)
            legal = engine.legal_actions(state)
            assert legal == door.checked_actions(state)
            kind = engine.decision(state).kind.name
            met |= {(kind, type(a).__name__) for a in legal if type(a) in door.generated}
            assert all(engine.check(state, action) is None for action in legal)
            engine.trivial_pass(state)
            assert engine.encode_state(state) == before, "a look changed the state"
            looked += 1
            actor = engine.decision(state).actor
            action = engine.sample_chance(state) if actor == CHANCE else None
            state, _ = engine.apply(state, action or players[actor].choose(state, actor))
    assert looked > 150
    assert GENERATED_IN.get(ruleset, set()) <= met


def test_once_remembers_within_a_call_only() -> None:
    calls: list[object] = []

    @once
    def worked_out(state: object, extra: int) -> int:
        calls.append(state)
        return extra * 2

    first, second = object(), object()
    assert worked_out(first, 1) == 2 and worked_out(first, 1) == 2
    assert len(calls) == 2  # outside a call: no memory
    with looking_at(first):
        assert worked_out(first, 1) == 2 and worked_out(first, 1) == 2
        assert worked_out(first, 3) == 6
        assert worked_out(second, 1) == 2 and worked_out(second, 1) == 2
        with looking_at(first):
            assert worked_out(first, 1) == 2
    assert len(calls) == 2 + 2 + 2  # first once per argument, second every time
    with looking_at(first):
        worked_out(first, 1)
    assert len(calls) == 7  # a new call starts afresh
