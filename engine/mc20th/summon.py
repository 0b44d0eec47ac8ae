"""Summoning and equipment: the normal summon phase [9-3], the instant summon timing
[10-1], heroes [4-2], equipment in item slots [4-4][12-4], and the equipment swap
[9-2-3][9-3-4][10-2-2].

Outside a battle the acting player is the active one and summons go to their HQ (limit 10);
inside a battle (instant summon timing) the side whose step it is summons units with the
instant-summon level into the battle terrain, each side having the whole limit. Equipment
rides in the unit's I slots; the discard-equipment step comes before any summon or equip.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.errors import Refusal, refuse
from engine.mc20th.board import area_label, hq_area
from engine.mc20th.state import MatchState, Phase, SummonStep
from engine.mc20th.terrain import area_limit
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import DiscardEquipment, Equip, Summon, SwapEquipment
from engine.moncolle.cards import ItemDef, UnitDef
from engine.moncolle.events import (
    CardsDiscarded,
    EquipmentEquipped,
    EquipmentSwapped,
    Event,
    UnitSummoned,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import (
    card_def,
    equipment_capacity,
    has_item_slot,
    owner,
    same_name_hero_on_field,
    side_level,
)
from engine.moncolle.state import Unit
from engine.moncolle.zones import pay_from_deck_top, shown, to_discard


def acting_seat(state: MatchState) -> int:
    return state.battle.side if state.battle is not None else state.active


def summon_area(state: MatchState, seat: int) -> int:
    if state.battle is not None:
        return state.battle.area
    return hq_area(seat, state.first_player)


def _own_units(state: MatchState, seat: int) -> list[int]:
    """Own units this step may touch: all of them, or in a battle those fighting."""
    battle = state.battle
    return sorted(
        u
        for u, body in state.units.items()
        if owner(state, u) == seat and (battle is None or body.area == battle.area)
    )


def check_summon(state: MatchState, action: Summon) -> Refusal | None:
    seat = acting_seat(state)
    if action.card not in state.players[seat].hand:
        return refuse("not_in_hand", card=action.card)
    face = card_def(state, action.card)
    if not isinstance(face, UnitDef):
        return refuse("not_a_unit", card=action.card)
    if state.battle is not None and not face.instant:
        return refuse("not_instant", card=action.card)
    return room_refusal(state, seat, face, action.card)


def room_refusal(state: MatchState, seat: int, face: UnitDef, card: int) -> Refusal | None:
    """What an area's limit [5-4] and the hero rules [4-2] say against summoning ``card``
    (by the summon step or by an effect) into where it would go."""
    area = summon_area(state, seat)
    if side_level(state, area, seat) + face.level > area_limit(state, area):
        return refuse("over_limit", area=area_label(area), limit=area_limit(state, area))
    if face.is_hero:
        if len(state.players[seat].deck) < face.hero_points:
            return refuse("hero_points_short", card=card, points=face.hero_points)
        if same_name_hero_on_field(state, seat, face.name):
            return refuse("hero_same_name", card=card)
    return None


def perform_summon(state: MatchState, action: Summon, events: list[Event]) -> None:
    put_into_play(state, acting_seat(state), action.card, events)
    _leave_discard_step(state)


def put_into_play(state: MatchState, seat: int, card: int, events: list[Event]) -> None:
    """A unit card from the hand onto the battlefield: hero points paid [4-2], into the
    battle as an instant summon during one, else into the own HQ [9-3]."""
    face = card_def(state, card)
    assert isinstance(face, UnitDef)
    if face.is_hero:
        pay_from_deck_top(state, seat, face.hero_points, "hero points", events)
    area = summon_area(state, seat)
    instant = state.battle is not None
    state.players[seat].hand.remove(card)
    state.units[card] = Unit(area=area, instant_turn=state.turn if instant else 0)
    state.areas[area].units.append(card)
    events.append(
        UnitSummoned(player=seat, card=shown(state, card), area=area_label(area), instant=instant)
    )
    fire(state, Trigger.SUMMONED, card)  # このユニットの召喚時


def _leave_discard_step(state: MatchState) -> None:
    if state.battle is not None:
        state.battle.substep = 1
    else:
        state.summon_step = SummonStep.SUMMON


def check_equip(state: MatchState, action: Equip) -> Refusal | None:
    seat = acting_seat(state)
    if action.unit in state.units and action.unit not in _own_units(state, seat):
        return refuse("not_your_unit", card=action.unit)
    return equip_refusal(state, seat, action.card, action.unit)


def equip_refusal(state: MatchState, seat: int, card: int, unit: int) -> Refusal | None:
    """Equipment from the hand onto an own unit with room in its I slots [4-4][12-4-1]."""
    if card not in state.players[seat].hand:
        return refuse("not_in_hand", card=card)
    face = card_def(state, card)
    if not isinstance(face, ItemDef) or not face.is_equipment:
        return refuse("not_equipment", card=card)
    if unit not in state.units or owner(state, unit) != seat:
        return refuse("not_your_unit", card=unit)
    if len(state.units[unit].equipment) >= equipment_capacity(state, unit):
        return refuse("no_free_item_slot", card=unit)
    return None


def perform_equip(state: MatchState, action: Equip, events: list[Event]) -> None:
    attach(state, acting_seat(state), action.card, action.unit, events)
    _leave_discard_step(state)


def attach(state: MatchState, seat: int, card: int, unit: int, events: list[Event]) -> None:
    state.players[seat].hand.remove(card)
    state.units[unit].equipment.append(card)
    events.append(EquipmentEquipped(player=seat, card=shown(state, card), unit=unit))


def _carrier(state: MatchState, seat: int, card: int) -> int | None:
    for unit in _own_units(state, seat):
        if card in state.units[unit].equipment:
            return unit
    return None


def check_discard_equipment(state: MatchState, action: DiscardEquipment) -> Refusal | None:
    if state.battle is not None and state.battle.substep != 0:
        return refuse("discard_equipment_first")
    if state.battle is None and state.summon_step is not SummonStep.DISCARD_EQUIPMENT:
        return refuse("discard_equipment_first")
    if _carrier(state, acting_seat(state), action.card) is None:
        return refuse("not_your_equipment", card=action.card)
    return None


def perform_discard_equipment(
    state: MatchState, action: DiscardEquipment, events: list[Event]
) -> None:
    seat = acting_seat(state)
    unit = _carrier(state, seat, action.card)
    assert unit is not None
    state.units[unit].equipment.remove(action.card)
    to_discard(state, [action.card])
    events.append(
        CardsDiscarded(player=seat, cards=(shown(state, action.card),), reason="equipment")
    )


def check_swap(state: MatchState, action: SwapEquipment) -> Refusal | None:
    seat = acting_seat(state)
    own = _own_units(state, seat)
    for unit in (action.first, action.second):
        if unit not in own:
            return refuse("not_your_unit", card=unit)
        if not has_item_slot(state, unit):
            return refuse("no_item_slot", card=unit)
    a, b = state.units[action.first], state.units[action.second]
    if action.first == action.second or a.area != b.area:
        return refuse("swap_same_terrain")
    if not a.equipment and not b.equipment:
        return refuse("swap_nothing")
    if len(b.equipment) > equipment_capacity(state, action.first) or len(
        a.equipment
    ) > equipment_capacity(state, action.second):
        return refuse("no_free_item_slot", card=action.first)
    return None


def perform_swap(state: MatchState, action: SwapEquipment, events: list[Event]) -> None:
    a, b = state.units[action.first], state.units[action.second]
    a.equipment, b.equipment = b.equipment, a.equipment
    if state.battle is None and state.phase is Phase.SUMMON:
        state.summon_step = SummonStep.SUMMON
    events.append(EquipmentSwapped(player=acting_seat(state), units=(action.first, action.second)))


def summon_candidates(state: MatchState) -> Iterator[Summon | Equip]:
    """The summons and equippings ``check_summon`` and ``check_equip`` accept, generated
    legal (issue 23)."""
    seat = acting_seat(state)
    hand = sorted(state.players[seat].hand)
    fighting = state.battle is not None
    for card in hand:
        face = card_def(state, card)
        if not isinstance(face, UnitDef) or (fighting and not face.instant):
            continue
        if room_refusal(state, seat, face, card) is None:
            yield Summon(card)
    units = [
        u
        for u in _own_units(state, seat)
        if len(state.units[u].equipment) < equipment_capacity(state, u)
    ]
    for card in hand:
        face = card_def(state, card)
        if isinstance(face, ItemDef) and face.is_equipment:
            for unit in units:
                yield Equip(card, unit)


def discard_equipment_candidates(state: MatchState) -> Iterator[DiscardEquipment]:
    """Legal as generated: asked only at the step that discards equipment (rules.py)."""
    for unit in _own_units(state, acting_seat(state)):
        for card in state.units[unit].equipment:
            yield DiscardEquipment(card)


def swap_candidates(state: MatchState) -> Iterator[SwapEquipment]:
    """The swaps ``check_swap`` accepts, generated legal (issue 23)."""
    units = [u for u in _own_units(state, acting_seat(state)) if has_item_slot(state, u)]
    for i, first in enumerate(units):
        a = state.units[first]
        for second in units[i + 1 :]:
            b = state.units[second]
            if a.area != b.area or not (a.equipment or b.equipment):
                continue
            fits = len(b.equipment) <= equipment_capacity(state, first)
            if fits and len(a.equipment) <= equipment_capacity(state, second):
                yield SwapEquipment(first, second)
