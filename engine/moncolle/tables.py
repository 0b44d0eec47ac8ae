"""Facts of a match's card setup that never change, worked out once per setup (issue 23):
each card instance's owner, printed level (a unit's level is never modified: mc20th
[17-4] and deus [D-LIM] sum printed levels) and printed defence, the cards with a [常時]
ability [11-2-5] and those with a [儀式] used on the field [11-2-3], and the most defence
all the [常時] abilities together could take from one unit. State checks asked at every
decision (limits.py, continuous.py, the defence-0 check of zones.py, the [儀式] choices)
read these tables instead of looking each card's face up again.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Final, NamedTuple, TypeVar

from engine.moncolle.abilities import Modify, Period, Timing, Trigger
from engine.moncolle.cards import CardDef, ItemDef, UnitDef
from engine.moncolle.state import Setup


class Tables(NamedTuple):
    owner: tuple[int, ...]  # by card instance
    level: tuple[int | None, ...]  # printed level; None for a card that is not a unit
    defence: tuple[int | None, ...]  # printed defence; None for a card that is not a unit
    always: tuple[int, ...]  # the instances with a [常時] ability, in instance order
    # the sum of every [常時] defence loss in the match: no unit can lose more to them at once
    always_loss: int
    # no unit of the match can reach defence 0 but by a loss given to it: every unit card's
    # printed defence is above every [常時] loss together, and no item takes defence away
    sturdy: bool
    woken: dict[Trigger, frozenset[int]]  # the instances with an ability each moment wakes
    rituals: frozenset[int]  # the instances with a [儀式] ability used on the field


T = TypeVar("T")


def per_setup(work: Callable[[Setup], T]) -> Callable[[Setup], T]:
    """``work(setup)`` worked out once per match setup, which never changes: remembered by
    the setup's identity (setups hold dicts, so no hash) and dropped with the setup."""
    known: Final[dict[int, tuple[weakref.ref[Setup], T]]] = {}

    def remembered(setup: Setup) -> T:
        key = id(setup)
        found = known.get(key)
        if found is not None and found[0]() is setup:
            return found[1]
        value = work(setup)
        known[key] = (weakref.ref(setup, lambda _: known.pop(key, None)), value)
        return value

    return remembered


@per_setup
def tables(setup: Setup) -> Tables:
    faces = [setup.catalog[instance.def_id] for instance in setup.cards]
    always = [[a for a in face.abilities if a.timing is Timing.ALWAYS] for face in faces]
    always_loss = sum(
        min(0, step.defence)
        for abilities in always
        for ability in abilities
        for step in ability.effect
        if isinstance(step, Modify)
    )
    printed = [face.defence for face in faces if isinstance(face, UnitDef)]
    item_losses = [face.defence_bonus for face in faces if isinstance(face, ItemDef)]
    return Tables(
        owner=tuple(instance.owner for instance in setup.cards),
        level=tuple(face.level if isinstance(face, UnitDef) else None for face in faces),
        defence=tuple(face.defence if isinstance(face, UnitDef) else None for face in faces),
        always=tuple(card for card, abilities in enumerate(always) if abilities),
        always_loss=always_loss,
        sturdy=min(printed, default=1) + always_loss > 0 and min(item_losses, default=0) >= 0,
        woken=_woken(faces),
        rituals=frozenset(
            card
            for card, face in enumerate(faces)
            if any(a.timing is Timing.RITUAL and a.period is Period.FIELD for a in face.abilities)
        ),
    )


def _woken(faces: list[CardDef]) -> dict[Trigger, frozenset[int]]:
    found: dict[Trigger, set[int]] = {}
    for card, face in enumerate(faces):
        for ability in face.abilities:
            found.setdefault(ability.trigger, set()).add(card)
    return {trigger: frozenset(cards) for trigger, cards in found.items()}
