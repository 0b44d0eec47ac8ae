"""Deus's answers to the family layer (engine/moncolle/policy.py): its 3x3 battlefield with a
limit of 8 in every area [D-BOARD-1]; where an effect may move a unit (its advance range
without enemy territory, no enemy unit there, room under the limit [D-ADV-b][D-MISC-4d]);
summoning by card text, the resolution waiting while its player chooses the area
(summon.py) [D-TURN-4-C]; no terrain or equipment [D-BOARD-12]; every unit target
of a [対抗] appropriate and no player [R11]; power counters (★) paid on declaring and
never refunded [R13]; tokens set aside to their owner's token area instead of a discard,
and instead of a hand where printed [D-CARD-TOK-4][D-CARD-TOK-5][R16]; and a declaration
whose user left the battle has no effect [D-CHAIN-REV-2][R12].
"""

from __future__ import annotations

from typing import Final, cast

from engine.deus.board import BATTLEFIELD, advance_range
from engine.deus.events import PowerChanged
from engine.deus.state import AREA_LIMIT, MatchState
from engine.deus.summon import by_effect
from engine.moncolle.cards import UnitDef
from engine.moncolle.events import Event
from engine.moncolle.policy import EVERY_UNIT, Policy
from engine.moncolle.query import card_def, is_enemy_held, owner, side_level, unit_def
from engine.moncolle.state import FamilyState


def _match(state: FamilyState) -> MatchState:
    return cast(MatchState, state)


def area_limit(state: FamilyState, area: int) -> int:
    return AREA_LIMIT


def reachable(state: FamilyState, unit: int) -> list[int]:
    seat, here = owner(state, unit), state.units[unit].area
    face = unit_def(state, unit)
    first = _match(state).first_player
    return [
        a
        for a in advance_range(here, face.move, seat, first)
        if not is_enemy_held(state, a, seat) and side_level(state, a, seat) + face.level <= 8
    ]


def summon(state: FamilyState, seat: int, card: int, events: list[Event]) -> bool:
    return by_effect(_match(state), seat, card, events)


def _no_equip(state: FamilyState, seat: int, card: int, unit: int, events: list[Event]) -> bool:
    return False  # [D-BOARD-12]: no items


def _no_terrain(state: FamilyState, seat: int, card: int, area: int, events: list[Event]) -> bool:
    return False  # [D-BOARD-12]: no terrain cards


def power(state: FamilyState, seat: int) -> int:
    return _match(state).power[seat]


def pay_power(state: FamilyState, seat: int, count: int, events: list[Event]) -> None:
    match = _match(state)
    match.power[seat] -= count
    events.append(PowerChanged(player=seat, delta=-count, total=match.power[seat], reason="cost"))


def redirect(state: FamilyState, card: int, to: str) -> bool:
    """A token bound for a discard, or (where printed) a hand, goes to its owner's token
    area [D-CARD-TOK-4][D-CARD-TOK-5]."""
    face = card_def(state, card)
    if not isinstance(face, UnitDef) or not face.token:
        return False
    if to == "hand" and not face.never_to_hand:
        return False
    _match(state).tokens[owner(state, card)].append(card)
    return True


def zone(state: FamilyState, seat: int, name: str) -> list[int]:
    return list(_match(state).tokens[seat]) if name == "tokens" else []


POLICY: Final = Policy(
    board=BATTLEFIELD,
    area_limit=area_limit,
    reachable=reachable,
    placeable_areas=lambda state, seat: [],
    summon=summon,
    equip=_no_equip,
    place_terrain=_no_terrain,
    slots_spent_on_unequip=lambda state: False,
    counter_targets=EVERY_UNIT,
    least_limit=lambda setup: AREA_LIMIT,
    power=power,
    pay_power=pay_power,
    redirect=redirect,
    zone=zone,
    user_must_remain=True,
    waiting=lambda state: bool(_match(state).placing),
)
