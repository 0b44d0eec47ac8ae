"""The door's fast paths against its plain definition (issue 23): over fixed-seed random
play of every game, ``legal_actions`` (candidates generated legal by construction, what a
call works out remembered for the call) lists exactly what checking every candidate lists,
each listed action passes ``check``, and neither call changes the state it looks at."""

from __future__ import annotations

import enum
import random
from typing import Any, NamedTuple

import msgspec
import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel import door
from engine.kernel.actions import Done
from engine.kernel.door import Door, Handler, always, looking_at, once
from engine.kernel.errors import InvariantError
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
            # each listed action passes the whole check, the decision's kind and the
            # ruleset's gate too: what lets check take a listed action as checked
            assert all(door.plainly_checked(state, action) is None for action in legal)
            assert all(engine.check(state, action) is None for action in legal)
            engine.trivial_pass(state)
            assert engine.encode_state(state) == before, "a look changed the state"
            looked += 1
            actor = engine.decision(state).actor
            action = engine.sample_chance(state) if actor == CHANCE else None
            state, _ = engine.apply(state, action or players[actor].choose(state, actor))
    assert looked > 150
    assert GENERATED_IN.get(ruleset, set()) <= met


def test_once_remembers_within_a_call_and_for_the_state_looked_at_last() -> None:
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
    assert len(calls) == 6  # a new call on the state looked at last remembers
    with looking_at(second):
        worked_out(second, 1)
    with looking_at(first):
        worked_out(first, 1)
    assert len(calls) == 8  # another state was looked at since: worked out afresh


def test_a_state_changed_in_place_after_a_look_is_caught(setup) -> None:  # type: ignore[no-untyped-def]
    state, _ = engine.new_match(setup)
    engine.decision(state)
    state.turn += 1
    with pytest.raises(InvariantError, match="changed in place after the door looked at it"):
        engine.legal_actions(state)


class _Kind(enum.Enum):
    GO = "go"


class _Decided(NamedTuple):
    actor: int
    kind: _Kind


class _Toy(msgspec.Struct):
    """A state of a game of one action that counts how often it was played."""

    setup: None = None
    result: None = None
    chance: None = None
    chance_count: int = 0
    version: int = 0
    count: int = 0


@once
def _count_seen(state: _Toy) -> int:
    return state.count


def _settle_looking_first(state: _Toy, events: list[Any]) -> None:
    with looking_at(state):  # a settle step that looks at the copy...
        _count_seen(state)
    state.count += 1  # ...and then changes it further


_TOY = Door(
    handlers={Done: Handler(always, lambda state, action, events: None, frozenset({_Kind.GO}))},
    decide=lambda state: _Decided(0, _Kind.GO),
    candidates=lambda state, decision: [Done()],
    settle=_settle_looking_first,
    clone=lambda state: msgspec.structs.replace(state),
)


def test_a_setup_swapped_after_a_look_is_caught(setup) -> None:  # type: ignore[no-untyped-def]
    state, _ = engine.new_match(setup)
    engine.decision(state)
    state.setup = msgspec.structs.replace(state.setup)
    with pytest.raises(InvariantError, match="changed in place"):
        engine.decision(state)


def test_a_look_made_with_the_check_off_is_not_taken_for_a_change(setup, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    state, _ = engine.new_match(setup)
    monkeypatch.setattr(door, "CHECK_UNCHANGED", False)
    engine.decision(state)
    monkeypatch.setattr(door, "CHECK_UNCHANGED", True)
    engine.legal_actions(state)  # noted as it is now, not refused
    state.turn += 1
    with pytest.raises(InvariantError, match="changed in place"):
        engine.legal_actions(state)


def test_apply_forgets_what_it_saw_of_the_copy_it_changes() -> None:
    new, _ = _TOY.apply(_Toy(), Done())
    with looking_at(new):
        assert _count_seen(new) == 1  # not the 0 its settle saw before the change


def test_check_takes_an_action_legal_actions_listed_for_that_state(setup) -> None:  # type: ignore[no-untyped-def]
    state, _ = engine.new_match(setup)
    while engine.decision(state).actor == CHANCE:
        state, _ = engine.apply(state, engine.sample_chance(state))
    legal = engine.legal_actions(state)
    first = legal[0]
    legal.clear()  # the caller's list is its own: what was listed stays listed
    assert engine.check(state, first) is None
    other = 1 - engine.decision(state).actor
    assert engine.check(state, first, other) is not None  # listed, but not for that seat
    after, _ = engine.apply(state, first)
    assert engine.check(after, first) == _door(setup.ruleset).plainly_checked(after, first)
