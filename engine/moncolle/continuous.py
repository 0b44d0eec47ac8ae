"""[常時] effects [11-2-5]: on while their card is face up on the battlefield — a unit as a
unit, a terrain as a terrain, equipment as equipment — and lost the moment it leaves.

A ``Battle`` [常時] works only in a battle, only from a card in that battle, and only on
what is in it [11-1-2]; a ``Field`` one only while no battle is going on [11-1-3]. Their
changes are worked out whenever a value is asked for, never stored, so nothing has to undo
them; a simultaneous attack switches them off with every other change [17-2] (query.py).
"""

from __future__ import annotations

from engine.kernel.door import once
from engine.moncolle.abilities import Ability, Grant, Modify, Period, Step, Survive, Timing
from engine.moncolle.selectors import period_holds, unit_matches
from engine.moncolle.state import FamilyState, Modifier, Setup
from engine.moncolle.tables import tables


def always_cards(setup: Setup) -> tuple[int, ...]:
    """The card instances of a match that have a [常時] ability (worked out once)."""
    return tables(setup).always


def always_abilities(state: FamilyState, card: int) -> list[Ability]:
    face = state.setup.catalog[state.setup.cards[card].def_id]
    return [a for a in face.abilities if a.timing is Timing.ALWAYS]


def continuous(
    state: FamilyState, unit: int, placed: dict[int, int] | None = None
) -> list[Modifier]:
    """The changes [常時] effects make to the unit now; ``placed`` is ``placed_always`` of
    this very state, when a caller asking for many units worked it out once."""
    cards = always_cards(state.setup)
    if not cards:
        return []
    found: list[Modifier] = []
    if placed is None:
        placed = placed_always(state)
    for card in cards:
        area = placed.get(card, -1)
        if area < 0:
            continue  # not on the battlefield, or a face-down terrain
        seat = state.setup.cards[card].owner
        for ability in always_abilities(state, card):
            if not _period_holds(state, ability, area, unit):
                continue
            for step in ability.effect:
                if _reaches(state, seat, card, area, step, unit):
                    found.append(_change(unit, step))
    return found


@once  # a view asks for every unit's values
def placed_always(state: FamilyState) -> dict[int, int]:
    """Where each [常時] card of the match is face up on the battlefield now."""
    cards = always_cards(state.setup)
    return _placed(state, cards) if cards else {}


def _placed(state: FamilyState, cards: tuple[int, ...]) -> dict[int, int]:
    """The area of each of ``cards`` that is face up on the battlefield (as source_area
    finds it), in one pass over the battlefield rather than one per card."""
    wanted = set(cards)
    found: dict[int, int] = {}
    for unit, body in state.units.items():
        if unit in wanted:
            found[unit] = body.area
        for card in body.equipment:
            if card in wanted:
                found[card] = body.area
    for index, spot in enumerate(state.areas):
        if spot.terrain in wanted and not spot.face_down:
            found.setdefault(spot.terrain, index)
    return found


def _period_holds(state: FamilyState, ability: Ability, area: int, unit: int) -> bool:
    """A Battle [常時] also touches only what is in the battle [11-1-2]."""
    if not period_holds(state, ability.period, area):
        return False
    return ability.period is not Period.BATTLE or state.units[unit].area == area


def _reaches(state: FamilyState, seat: int, card: int, area: int, step: Step, unit: int) -> bool:
    if step.to == "self":
        return unit == card or card in state.units[unit].equipment
    if step.to == "all" and step.among is not None:
        if step.among.other_than_self and (unit == card or card in state.units[unit].equipment):
            return False
        return unit_matches(state, seat, step.among, unit, here=area)
    return False


def _change(unit: int, step: Step) -> Modifier:
    change = Modifier(unit=unit, until="always")
    if isinstance(step, Modify):
        change.attack, change.defence = step.attack, step.defence
    elif isinstance(step, Grant):
        change.statics = step.statics
    elif isinstance(step, Survive):
        change.survive = True
    return change
