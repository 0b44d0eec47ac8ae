"""Effect steps that move cards [16]: between zones, summoning from the hand, equipping and
unequipping. Each keeps the rule it stands in for: a summon respects the area's limit and
the hero rules and pays hero points [4-2][9-3]; equipment needs a free I slot [4-4]; an
I slot whose equipment is discarded from the initiative timing on counts as spent
[12-4-1]. A step applies in full only when every card it meant to move moved (for
``then`` [16]).
"""

from __future__ import annotations

from engine.mc20th.board import area_label
from engine.mc20th.query import (
    card_def,
    owner,
)
from engine.mc20th.state import BattleStep, MatchState, Target
from engine.mc20th.summon import attach, equip_refusal, put_into_play, room_refusal
from engine.mc20th.targets import reachable
from engine.mc20th.terrain import put
from engine.mc20th.usable import free_slots
from engine.mc20th.zones import (
    destroy_unit,
    discard_from_hand,
    discard_to_hand,
    move_unit,
    shown,
    to_discard,
    unit_to_hand,
)
from engine.moncolle.abilities import (
    AdvanceStep,
    EquipStep,
    MoveCard,
    PlaceTerrainStep,
    SummonStep,
    UnequipStep,
)
from engine.moncolle.cards import ItemSlot, UnitDef
from engine.moncolle.events import (
    CardsDiscarded,
    CardsMoved,
    Event,
    UnitsMoved,
)

BEFORE_INITIATIVE = (BattleStep.INSTANT, BattleStep.FORMATION)


Movement = MoveCard | SummonStep | EquipStep | UnequipStep | PlaceTerrainStep | AdvanceStep
MOVEMENTS = (MoveCard, SummonStep, EquipStep, UnequipStep, PlaceTerrainStep, AdvanceStep)


def apply_move(
    state: MatchState,
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
        return all([_summon(state, seat, c, events) for c in cards]) and bool(cards)
    if isinstance(step, EquipStep):
        units = [t.value for t in second if t.kind == "unit" and t.value in state.units]
        cards = [t.value for t in affected if t.kind == "card"]
        if not units or not cards:
            return False
        return all([_equip(state, seat, c, units[0], events) for c in cards])
    areas = [t.value for t in second if t.kind == "area"]
    if isinstance(step, PlaceTerrainStep):
        cards = [t.value for t in affected if t.kind == "card"]
        if not areas or len(cards) != 1 or cards[0] not in state.players[seat].hand:
            return False
        state.players[seat].hand.remove(cards[0])
        put(state, areas[0], cards[0], False, events, seat)
        return True
    if isinstance(step, AdvanceStep):
        units = [t.value for t in affected if t.kind == "unit" and t.value in state.units]
        return bool(areas) and all([_advance(state, u, areas[0], events) for u in units])
    units = [t.value for t in affected if t.kind == "unit" and t.value in state.units]
    return all([_unequip(state, u, events) for u in units]) and bool(units)


def _move(state: MatchState, target: Target, zone: str, events: list[Event]) -> bool:
    card = target.value
    if target.kind == "unit":
        if card not in state.units:
            return False
        if zone == "hand":
            unit_to_hand(state, card, events)
        else:
            destroy_unit(state, card, "effect", events)  # 破棄, not a death [16]
            if zone != "discard":
                _from_discard(state, card, zone, events)
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
        if zone != "discard":
            _from_discard(state, card, zone, events)
        return True
    return False


def _advance(state: MatchState, unit: int, area: int, events: list[Event]) -> bool:
    if area not in reachable(state, unit):
        return False
    start = state.units[unit].area
    move_unit(state, unit, area)
    events.append(
        UnitsMoved(player=owner(state, unit), moves=((unit, area_label(start), area_label(area)),))
    )
    return True


def _from_discard(state: MatchState, card: int, zone: str, events: list[Event]) -> None:
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


def _summon(state: MatchState, seat: int, card: int, events: list[Event]) -> bool:
    """Card text summons it, instant or not [1-1]; the limit and the hero rules still hold."""
    face = card_def(state, card)
    if not isinstance(face, UnitDef) or card not in state.players[seat].hand:
        return False
    if room_refusal(state, seat, face, card) is not None:
        return False
    put_into_play(state, seat, card, events)
    return True


def _equip(state: MatchState, seat: int, card: int, unit: int, events: list[Event]) -> bool:
    if equip_refusal(state, seat, card, unit) is not None:
        return False
    if state.battle is not None and ItemSlot.MULTI.value not in free_slots(state, unit):
        return False  # an I slot spent as a cost cannot take equipment [12-4-1]
    attach(state, seat, card, unit, events)
    return True


def _unequip(state: MatchState, unit: int, events: list[Event]) -> bool:
    body = state.units[unit]
    if not body.equipment:
        return False
    gone, body.equipment = body.equipment, []
    to_discard(state, gone)
    battle = state.battle
    if battle is not None and battle.step not in BEFORE_INITIATIVE:
        battle.spent.setdefault(unit, []).extend("I" for _ in gone)  # [12-4-1]
    events.append(
        CardsDiscarded(
            player=owner(state, unit), cards=tuple(shown(state, c) for c in gone), reason="effect"
        )
    )
    return True
