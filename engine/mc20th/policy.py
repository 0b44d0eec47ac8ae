"""mc20th's answers to the family layer (engine/moncolle/policy.py): its 3x4 battlefield
[5-2], area limits from terrain and the HQ [5-3][5-4], where an effect may move a unit
[9-2-2][7-1], summoning and equipping by card text [1-1][4-2][4-4][9-3][12-4-1], terrain
placed by an effect [9-2-1], and one appropriate unit per [対抗] group [10-10-3] (DESIGN.md).

The family passes its own state type; every mc20th match state is a ``MatchState``, so
the hooks that need mc20th's fields (the battle's step, the summon area) narrow it.
"""

from __future__ import annotations

from typing import Final, cast

from engine.kernel.state import other
from engine.mc20th.board import BATTLEFIELD, advance_range
from engine.mc20th.state import BattleStep, MatchState
from engine.mc20th.summon import attach, equip_refusal, put_into_play, room_refusal
from engine.mc20th.terrain import area_limit, least_limit, limit_of, placeable_areas, put
from engine.moncolle.cards import ItemSlot, UnitDef
from engine.moncolle.events import Event
from engine.moncolle.policy import ONE_PER_GROUP, Policy
from engine.moncolle.query import card_def, is_enemy_held, owner, side_level, unit_def
from engine.moncolle.state import FamilyState
from engine.moncolle.usable import free_slots

_BEFORE_INITIATIVE: Final = (BattleStep.INSTANT, BattleStep.FORMATION)


def reachable(state: FamilyState, unit: int) -> list[int]:
    """Where a unit may move by an effect: its advance range [9-2-2], areas with terrain,
    no enemy unit, and room under the area's limit [5-4]."""
    seat, here = owner(state, unit), state.units[unit].area
    face = unit_def(state, unit)
    return [
        a
        for a in advance_range(here, face.move)
        if state.areas[a].has_terrain
        and state.areas[a].hq_of != other(seat)  # an effect's move never takes an HQ [7-1]
        and not is_enemy_held(state, a, seat)
        and side_level(state, a, seat) + face.level <= area_limit(state, a)
    ]


def summon(state: FamilyState, seat: int, card: int, events: list[Event]) -> bool:
    """Card text summons it, instant or not [1-1]; the limit and the hero rules still hold."""
    match = cast(MatchState, state)
    face = card_def(state, card)
    if not isinstance(face, UnitDef) or card not in state.players[seat].hand:
        return False
    if room_refusal(match, seat, face, card) is not None:
        return False
    put_into_play(match, seat, card, events)
    return True


def equip(state: FamilyState, seat: int, card: int, unit: int, events: list[Event]) -> bool:
    match = cast(MatchState, state)
    if equip_refusal(match, seat, card, unit) is not None:
        return False
    if state.battle is not None and ItemSlot.MULTI.value not in free_slots(state, unit):
        return False  # an I slot spent as a cost cannot take equipment [12-4-1]
    attach(match, seat, card, unit, events)
    return True


def place_terrain(state: FamilyState, seat: int, card: int, area: int, events: list[Event]) -> bool:
    if card not in state.players[seat].hand:
        return False
    state.players[seat].hand.remove(card)
    put(cast(MatchState, state), area, card, False, events, seat)
    return True


def slots_spent_on_unequip(state: FamilyState) -> bool:
    """Equipment discarded from the initiative timing on spends its I slot [12-4-1]."""
    battle = cast(MatchState, state).battle
    return battle is not None and battle.step not in _BEFORE_INITIATIVE


POLICY: Final = Policy(
    board=BATTLEFIELD,
    area_limit=limit_of,
    reachable=reachable,
    placeable_areas=placeable_areas,
    summon=summon,
    equip=equip,
    place_terrain=place_terrain,
    slots_spent_on_unequip=slots_spent_on_unequip,
    counter_targets=ONE_PER_GROUP,
    least_limit=least_limit,
)
