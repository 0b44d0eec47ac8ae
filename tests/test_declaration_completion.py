"""Whether a declaration can be finished is decided without trying every combination of
targets: a [対抗] asking for many units, none of them appropriate [10-10-3], is refused
after looking at each group's candidates once."""

from __future__ import annotations

import pytest

from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.mc20th import fillable
from engine.moncolle.abilities import Ability, Selector, Timing

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
