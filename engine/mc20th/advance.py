"""Advance (進軍) in the main phase [9-2-2], planned move by move and then declared.

An advance may move several untapped units from several areas at once, also crossing each
other ("入れ替わるような同時進軍"), so the limit of each destination is checked exactly when
the advance is declared; while planning, a move is refused only when no completion of the
plan could keep it under the limit. An advance into an enemy-held terrain has that one
destination and starts a battle [10]; a terrain fought over this turn cannot be attacked
again, but one that both sides were wiped out of may be entered, unless it is the enemy HQ
[10-8-3]. Entering the enemy HQ when no enemy unit holds it takes it (DESIGN.md, [7-1]).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.mc20th import battle, turn
from engine.mc20th.board import AREA_COUNT, advance_range, area_label
from engine.mc20th.state import MatchState
from engine.mc20th.terrain import area_limit
from engine.moncolle.actions import AddMove, ClearMoves, DeclareAdvance
from engine.moncolle.events import Advanced, Event, MovesCleared, MovesPlanned
from engine.moncolle.limits import arrival_levels
from engine.moncolle.query import is_enemy_held, level, owner, unit_def, units_of
from engine.moncolle.state import EndReason
from engine.moncolle.zones import move_unit


class _Planned(NamedTuple):
    """What the plan so far says of every destination."""

    aims: set[int]  # the destinations planned
    fighting: bool  # one of them is enemy-held: the advance's only destination
    arriving: dict[int, int]  # the levels planned into each destination


@once  # asked by each planned move's check within one call
def _planned(state: MatchState) -> _Planned:
    arriving: dict[int, int] = {}
    for unit, to in state.plan:
        arriving[to] = arriving.get(to, 0) + level(state, unit)
    fighting = any(is_enemy_held(state, to, state.active) for to in arriving)
    return _Planned(set(arriving), fighting, arriving)


def _destination(state: MatchState, to: int, planned: _Planned) -> str | int:
    """Why no unit may be planned into ``to`` (a refusal's key), or else the levels that
    will certainly stand there: the planned arrivals and, where no enemy stands, the own
    units that have acted and stay."""
    seat = state.active
    spot = state.areas[to]
    if not spot.has_terrain:
        return "no_terrain_there"
    arriving = planned.arriving.get(to, 0)
    if is_enemy_held(state, to, seat):
        if planned.aims - {to}:
            return "one_battle_per_advance"
        if spot.terrain in state.record.battled:
            return "already_battled_there"
        return arriving  # [4-5] in a battle each side has the whole limit
    if planned.fighting:
        return "one_battle_per_advance"
    if spot.hq_of == other(seat) and spot.terrain in state.record.wiped:
        return "hq_wiped_this_turn"
    stuck = [u for u in units_of(state, to, seat) if state.units[u].tapped]
    return arriving + sum(level(state, u) for u in stuck)


@once  # each check of a planned move asks of its destination within one call
def _destination_of(state: MatchState, to: int) -> str | int:
    return _destination(state, to, _planned(state))


def check_add_move(state: MatchState, action: AddMove) -> Refusal | None:
    body = state.units.get(action.unit)
    if body is None or owner(state, action.unit) != state.active:
        return refuse("not_your_unit", card=action.unit)
    if body.tapped:
        return refuse("unit_tapped", card=action.unit)
    if any(u == action.unit for u, _ in state.plan):
        return refuse("already_planned", card=action.unit)
    if not 0 <= action.to < AREA_COUNT:
        return refuse("no_such_area")
    move = unit_def(state, action.unit).move
    if action.to not in advance_range(body.area, move):
        return refuse("out_of_range", card=action.unit, move=move.value, area=area_label(action.to))
    sure = _destination_of(state, action.to)
    if isinstance(sure, str):
        if sure == "one_battle_per_advance":
            return refuse(sure)
        return refuse(sure, area=area_label(action.to))
    if sure + level(state, action.unit) > area_limit(state, action.to):
        return refuse("over_limit", area=area_label(action.to), limit=area_limit(state, action.to))
    return None


def check_declare(state: MatchState, action: DeclareAdvance) -> Refusal | None:
    if not state.plan:
        return refuse("nothing_planned")
    for to, total in arrival_levels(state, state.plan, state.active).items():
        if total > area_limit(state, to):
            return refuse("over_limit", area=area_label(to), limit=area_limit(state, to))
    return None


def check_clear(state: MatchState, action: ClearMoves) -> Refusal | None:
    return None if state.plan else refuse("nothing_planned")


def candidates(state: MatchState) -> Iterator[AddMove | DeclareAdvance | ClearMoves]:
    """The planned moves ``check_add_move`` accepts, generated legal (issue 23): the active
    player's untapped unplanned units, each destination in range [9-2-2] asked once."""
    planned = {u for u, _ in state.plan}
    seat = state.active
    plan = _planned(state)
    room: dict[int, int] = {}  # the levels each destination still takes; -1: refused
    for unit in sorted(state.units):
        body = state.units[unit]
        if body.tapped or unit in planned or owner(state, unit) != seat:
            continue
        face = unit_def(state, unit)
        for to in advance_range(body.area, face.move):
            left = room.get(to)
            if left is None:
                sure = _destination(state, to, plan)
                left = room[to] = -1 if isinstance(sure, str) else area_limit(state, to) - sure
            if face.level <= left:
                yield AddMove(unit, to)
    if state.plan:
        yield DeclareAdvance()
        yield ClearMoves()


def perform_add_move(state: MatchState, action: AddMove, events: list[Event]) -> None:
    state.plan.append((action.unit, action.to))
    events.append(MovesPlanned(player=state.active, unit=action.unit, to=area_label(action.to)))


def perform_clear(state: MatchState, action: ClearMoves, events: list[Event]) -> None:
    state.plan = []
    events.append(MovesCleared(player=state.active))


def perform_declare(state: MatchState, action: DeclareAdvance, events: list[Event]) -> None:
    seat = state.active
    moves, state.plan = state.plan, []
    origins = {unit: state.units[unit].area for unit, _ in moves}
    for unit, to in moves:
        move_unit(state, unit, to)
    events.append(
        Advanced(
            player=seat,
            moves=tuple((u, area_label(origins[u]), area_label(t)) for u, t in moves),
        )
    )
    destinations = sorted({t for _, t in moves})
    fights = [t for t in destinations if is_enemy_held(state, t, seat)]
    if fights:
        battle.start(state, fights[0], origins, events)
        return
    for unit, _ in moves:
        state.units[unit].tapped = True  # [9-2-2] advanced units have acted
    if any(state.areas[t].hq_of == other(seat) for t in destinations):
        turn.end_match(state, EndReason.HQ_FALL, seat, "", events)
