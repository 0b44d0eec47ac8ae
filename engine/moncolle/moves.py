"""Effect steps that move cards [16]: between zones, summoning from the hand, equipping and
unequipping, placing a terrain, moving a unit. Each keeps the rule it stands in for, as the
ruleset's policy (policy.py) states it: mc20th's summon respects the area's limit and the
hero rules and pays hero points [4-2][9-3], its equipment needs a free I slot [4-4], and an
I slot whose equipment is discarded from the initiative timing on counts as spent [12-4-1].
A step applies in full only when every card it meant to move moved (for ``then`` [16]).
"""

from __future__ import annotations

from engine.moncolle import policy
from engine.moncolle.abilities import (
    AdvanceStep,
    EquipStep,
    MoveCard,
    PlaceTerrainStep,
    SummonStep,
    UnequipStep,
)
from engine.moncolle.events import (
    CardsDiscarded,
    CardsMoved,
    Event,
    UnitsMoved,
)
from engine.moncolle.query import (
    owner,
)
from engine.moncolle.state import FamilyState, Target
from engine.moncolle.targets import reachable
from engine.moncolle.zones import (
    destroy_unit,
    discard_from_hand,
    discard_to_hand,
    move_unit,
    shown,
    to_discard,
    unit_to_hand,
)

Movement = MoveCard | SummonStep | EquipStep | UnequipStep | PlaceTerrainStep | AdvanceStep
MOVEMENTS = (MoveCard, SummonStep, EquipStep, UnequipStep, PlaceTerrainStep, AdvanceStep)


def apply_move(
    state: FamilyState,
    seat: int,
    step: Movement,
    affected: list[Target],
    second: list[Target],
    events: list[Event],
) -> bool:
    if isinstance(step, MoveCard):
        moving = [t for t in affected if t.kind in ("unit", "card")]
        return all([_move(state, t, step.zone, events) for t in moving]) and bool(moving)
    if isinstance(step, SummonStep):
        cards = [t.value for t in affected if t.kind == "card"]
        summon = policy.of(state).summon
        return all([summon(state, seat, c, events) for c in cards]) and bool(cards)
    if isinstance(step, EquipStep):
        units = [t.value for t in second if t.kind == "unit" and t.value in state.units]
        cards = [t.value for t in affected if t.kind == "card"]
        if not units or not cards:
            return False
        equip = policy.of(state).equip
        return all([equip(state, seat, c, units[0], events) for c in cards])
    areas = [t.value for t in second if t.kind == "area"]
    if isinstance(step, PlaceTerrainStep):
        cards = [t.value for t in affected if t.kind == "card"]
        if not areas or len(cards) != 1:
            return False
        return policy.of(state).place_terrain(state, seat, cards[0], areas[0], events)
    if isinstance(step, AdvanceStep):
        units = [t.value for t in affected if t.kind == "unit" and t.value in state.units]
        return bool(areas) and all([_advance(state, u, areas[0], events) for u in units])
    units = [t.value for t in affected if t.kind == "unit" and t.value in state.units]
    return all([_unequip(state, u, events) for u in units]) and bool(units)


def _move(state: FamilyState, target: Target, zone: str, events: list[Event]) -> bool:
    card = target.value
    if target.kind == "unit":
        if card not in state.units:
            return False
        if zone == "hand":
            unit_to_hand(state, card, events)
        else:
            destroy_unit(state, card, "effect", events)  # 破棄, not a death [16]
            _onwards(state, card, zone, events)
        return True
    zones = state.players[owner(state, card)]
    if card in zones.discard:
        if zone == "hand":
            discard_to_hand(state, card, events)
        elif zone != "discard":
            _from_discard(state, card, zone, events)
        return True
    if card in zones.hand and zone != "hand":
        discard_from_hand(state, owner(state, card), [card], "effect", events)
        _onwards(state, card, zone, events)
        return True
    return False


def _onwards(state: FamilyState, card: int, zone: str, events: list[Event]) -> None:
    """From the discard on to ``zone``; a card the ruleset set aside instead of discarding
    (a Deus token, to its token area [D-CARD-TOK-2]) stays where it went."""
    if zone != "discard" and card in state.players[owner(state, card)].discard:
        _from_discard(state, card, zone, events)


def _advance(state: FamilyState, unit: int, area: int, events: list[Event]) -> bool:
    if area not in reachable(state, unit):
        return False
    start = state.units[unit].area
    move_unit(state, unit, area)
    label = policy.of(state).board.label
    events.append(UnitsMoved(player=owner(state, unit), moves=((unit, label(start), label(area)),)))
    return True


def _from_discard(state: FamilyState, card: int, zone: str, events: list[Event]) -> None:
    seat = owner(state, card)
    zones = state.players[seat]
    zones.discard.remove(card)
    if zone == "deck_top":
        zones.deck.insert(0, card)
    elif zone == "deck_bottom":
        zones.deck.append(card)
    else:
        zones.removed.append(card)
    where = "deck" if zone.startswith("deck") else zone
    events.append(CardsMoved(player=seat, cards=(shown(state, card),), source="discard", to=where))


def _unequip(state: FamilyState, unit: int, events: list[Event]) -> bool:
    body = state.units[unit]
    if not body.equipment:
        return False
    gone, body.equipment = body.equipment, []
    to_discard(state, gone)
    battle = state.battle
    if battle is not None and policy.of(state).slots_spent_on_unequip(state):
        battle.spent.setdefault(unit, []).extend("I" for _ in gone)  # [12-4-1]
    events.append(
        CardsDiscarded(
            player=owner(state, unit), cards=tuple(shown(state, c) for c in gone), reason="effect"
        )
    )
    return True
