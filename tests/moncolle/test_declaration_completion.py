"""Whether a declaration can be finished is decided without trying every combination of
targets: a [対抗] asking for many units, none of them appropriate [10-10-3], is refused
after looking at each group's candidates once."""

from __future__ import annotations

from dataclasses import replace

import msgspec
import pytest

from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.mc20th.policy import POLICY
from engine.moncolle import fillable, policy, targets
from engine.moncolle.abilities import Ability, Selector, Timing
from engine.moncolle.policy import CounterTargets
from engine.moncolle.state import FamilyState, Target

UNITS = [f"P1 火花の小鬼#{n}" for n in range(10, 26)]  # sixteen own units on the field
POSITION = {
    "active": "P1",
    "area": [
        {"at": at, "terrain": "古の城塞", "units": UNITS[i * 4 : i * 4 + 4]}
        for i, at in enumerate(("A2", "C2", "A3", "C3"))
    ],
}


def _counter(count: int) -> Ability:
    own = Selector(side="own", where="field", count=count)
    return Ability(text="test", timing=Timing.COUNTER, targets=(own,))


@pytest.mark.parametrize("count", [3, 10])
def test_10_10_3_a_counter_with_no_appropriate_unit_is_settled_at_once(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch, count: int
) -> None:
    """[10-10-3] Sixteen own units, none used or targeted in a chain: never usable."""
    state, _ = build_position(POSITION, index, 1)
    calls = []
    real = fillable.candidates
    monkeypatch.setattr(fillable, "candidates", lambda *a: calls.append(1) or real(*a))
    assert not fillable.completable(state, 0, -1, _counter(count), [[]])
    assert len(calls) == 1


def test_10_10_3_the_appropriate_unit_may_be_any_of_the_picks(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """[10-10-3] One appropriate unit among the group's picks is enough (DESIGN.md)."""
    state, labels = build_position(POSITION, index, 1)
    ability = _counter(3)
    monkeypatch.setattr(fillable, "appropriate_units", lambda s: {labels[10]})
    assert fillable.completable(state, 0, -1, ability, [[]])
    others = [t for t in fillable.candidates(state, 0, -1, ability, 0) if t.value != labels[10]]
    picked = [others[:2]]
    assert fillable.completable(state, 0, -1, ability, picked)  # the third pick must be #10
    assert not fillable.completable(state, 0, -1, ability, [others[:3]])  # full, none fits


def _under(
    monkeypatch: pytest.MonkeyPatch, state: FamilyState, rule: CounterTargets
) -> FamilyState:
    """The same position judged by a ruleset whose [対抗] policy is ``rule``."""
    name = "mc20th-with-another-counter-policy"
    monkeypatch.setitem(policy._POLICIES, name, replace(POLICY, counter_targets=rule))
    state.setup = msgspec.structs.replace(state.setup, ruleset=name)
    return state


def test_r11_every_unit_target_of_a_counter_must_be_appropriate(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """deus [R11] as a family policy: one appropriate pick is no longer enough."""
    state, labels = build_position(POSITION, index, 1)
    state = _under(monkeypatch, state, policy.EVERY_UNIT)
    fitting = {labels[10], labels[11], labels[12]}
    monkeypatch.setattr(fillable, "appropriate_units", lambda s: fitting)
    monkeypatch.setattr(targets, "appropriate_units", lambda s: fitting)
    three, four = _counter(3), _counter(4)
    assert fillable.completable(state, 0, -1, three, [[]])
    assert not fillable.completable(state, 0, -1, four, [[]])  # only three are appropriate
    stray = next(t for t in fillable.candidates(state, 0, -1, three, 0) if t.value not in fitting)
    assert not fillable.completable(state, 0, -1, three, [[stray]])
    chosen = [[Target("unit", u) for u in sorted(fitting)]]
    assert targets.is_appropriate(state, chosen)
    assert not targets.is_appropriate(state, [[*chosen[0][:2], stray]])


def test_r11_a_counter_names_no_player_under_the_every_unit_policy(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """deus [R11]: a player target is refused; mc20th's ruling accepts one."""
    state, _ = build_position(POSITION, index, 1)
    player = Ability(text="test", timing=Timing.COUNTER, targets=(Selector(kind="player"),))
    assert fillable.completable(state, 0, -1, player, [[]])
    assert targets.is_appropriate(state, [[Target("player", 1)]])
    state = _under(monkeypatch, state, policy.EVERY_UNIT)
    assert not fillable.completable(state, 0, -1, player, [[]])
    assert not targets.is_appropriate(state, [[Target("player", 1)]])


def test_10_10_3_a_policy_without_player_targets_still_needs_one_appropriate_unit(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refusing players alone keeps one appropriate unit per group (mc20th's ruling)."""
    state, labels = build_position(POSITION, index, 1)
    state = _under(monkeypatch, state, CounterTargets(every_unit=False, players=False))
    monkeypatch.setattr(fillable, "appropriate_units", lambda s: set())
    assert not fillable.completable(state, 0, -1, _counter(3), [[]])
    monkeypatch.setattr(fillable, "appropriate_units", lambda s: {labels[10]})
    assert fillable.completable(state, 0, -1, _counter(3), [[]])
