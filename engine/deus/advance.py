"""Advance (進軍) and interception (迎撃) in the main phase [D-ADV-*][D-INT-*][D-CTRL-*].

An advance is planned move by move and then declared, as in the 20th: several unacted units
from several areas may move at once, merging or swapping [D-ADV-a][D-ADV-f]; only into
areas within range, on the front line or in one's own territory [D-ADV-b]; with at most 8
levels of one's own units in each destination once all have moved [D-ADV-c] (checked
exactly at the declaration, and during planning only against what will surely stand there).
An empty or enemy-held front-line area is the advance's only destination [D-ADV-d][R7]; one
with a battle marker is closed while it is enemy-held or empty [D-ADV-e][R23].

Into an empty front-line area that had no units when the turn began and has no control
marker, the defender may intercept [D-INT-0][R5]: plan unacted units in range, from any of
their areas, up to 8 levels [D-INT-h..l], then declare (a battle always follows [D-INT-1])
or decline (no battle, no marker; the advance completes as after [A] [D-INT-DECL][R6]).
A defender with no unit able to intercept is not asked. Advanced and intercepting units
become acted when the advance or the battle ends [D-ADV-2].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.deus import battle, victory
from engine.deus.actions import Decline, Intercept
from engine.deus.board import AREA_COUNT, advance_range, area_label, is_front
from engine.deus.events import Intercepted, InterceptionDeclined, InterceptionOffered
from engine.deus.state import AREA_LIMIT, MatchState, PlanKind
from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.moncolle.actions import AddMove, ClearMoves, DeclareAdvance
from engine.moncolle.events import Advanced, Event, MovesCleared, MovesPlanned
from engine.moncolle.limits import arrival_levels
from engine.moncolle.query import is_enemy_held, level, owner, unit_def, units_of
from engine.moncolle.zones import move_unit


def in_range(state: MatchState, unit: int, seat: int) -> tuple[int, ...]:
    body = state.units[unit]
    return advance_range(body.area, unit_def(state, unit).move, seat, state.first_player)


def is_exclusive(state: MatchState, area: int, seat: int) -> bool:
    """An empty or enemy-held front-line area: the advance's only destination [R7]."""
    return is_front(area) and (not state.areas[area].units or is_enemy_held(state, area, seat))


def is_closed(state: MatchState, area: int, seat: int) -> bool:
    """A battle marker closes an enemy-held or empty area for the turn [D-ADV-e][R23]."""
    return area in state.battled and (
        not state.areas[area].units or is_enemy_held(state, area, seat)
    )


def _mover_refusal(state: MatchState, unit: int, seat: int) -> Refusal | None:
    body = state.units.get(unit)
    if body is None or owner(state, unit) != seat:
        return refuse("not_your_unit", card=unit)
    if body.tapped:
        return refuse("unit_tapped", card=unit)  # [D-ADV-a][D-INT-h]
    if any(u == unit for u, _ in state.plan):
        return refuse("already_planned", card=unit)
    return None


def _sure_level(state: MatchState, to: int, seat: int, extra: int) -> int:
    """Own levels certain to stand in ``to``: planned arrivals and acted stayers, and
    ``extra``."""
    return extra + _sure_here(state, to, seat)


def _sure_at(state: MatchState, to: int, seat: int) -> int:
    arriving = sum(level(state, u) for u, t in state.plan if t == to)
    stuck = [u for u in units_of(state, to, seat) if state.units[u].tapped]
    return arriving + sum(level(state, u) for u in stuck)


def check_add_move(state: MatchState, action: AddMove) -> Refusal | None:
    seat = state.active
    refusal = _mover_refusal(state, action.unit, seat)
    if refusal is not None:
        return refusal
    if not 0 <= action.to < AREA_COUNT:
        return refuse("no_such_area_deus")
    if action.to not in in_range(state, action.unit, seat):  # [D-ADV-b]
        move = unit_def(state, action.unit).move.value
        return refuse("out_of_range_deus", card=action.unit, move=move, area=area_label(action.to))
    refusal = _destination_refusal(state, action.to, seat)
    if refusal is not None:
        return refusal
    if _sure_level(state, action.to, seat, level(state, action.unit)) > AREA_LIMIT:
        return refuse("over_limit_deus", area=area_label(action.to), limit=AREA_LIMIT)
    return None


def _refusal_at(state: MatchState, to: int, seat: int) -> Refusal | None:
    if is_closed(state, to, seat):
        return refuse("battle_marker_closed", area=area_label(to))
    planned = {t for _, t in state.plan}
    if is_exclusive(state, to, seat):
        if planned - {to}:
            return refuse("one_destination", area=area_label(to))
    elif any(is_exclusive(state, t, seat) for t in planned):
        return refuse("one_destination", area=area_label(sorted(planned)[0]))
    return None


# each check of a planned move asks of its destination; candidates asks each once, itself
_sure_here = once(_sure_at)
_destination_refusal = once(_refusal_at)


def check_plan_fits(state: MatchState, seat: int) -> Refusal | None:
    if not state.plan:
        return refuse("nothing_planned")
    for to, total in arrival_levels(state, state.plan, seat).items():
        if total > AREA_LIMIT:  # [D-ADV-c][D-INT-j][D-TURN-4-D]
            return refuse("over_limit_deus", area=area_label(to), limit=AREA_LIMIT)
    return None


def check_declare(state: MatchState, action: DeclareAdvance) -> Refusal | None:
    return check_plan_fits(state, state.active)


def check_clear(state: MatchState, action: ClearMoves) -> Refusal | None:
    return None if state.plan else refuse("nothing_planned")


def perform_add_move(state: MatchState, action: AddMove, events: list[Event]) -> None:
    seat = owner(state, action.unit)
    state.plan.append((action.unit, action.to))
    events.append(MovesPlanned(player=seat, unit=action.unit, to=area_label(action.to)))


def perform_clear(state: MatchState, action: ClearMoves, events: list[Event]) -> None:
    seat = owner(state, state.plan[0][0])
    state.plan = []
    if state.plan_kind is PlanKind.REARRANGE:
        state.plan_kind = PlanKind.ADVANCE
    events.append(MovesCleared(player=seat))


def candidates(state: MatchState) -> Iterator[AddMove | DeclareAdvance | ClearMoves]:
    """The planned moves ``check_add_move`` accepts, generated legal (issue 23): each
    destination's marker, the plan's one destination and the sure levels asked once."""
    seat = state.active
    planned = {u for u, _ in state.plan}
    room: dict[int, int] = {}  # the levels each destination still takes; -1: refused
    for unit in sorted(state.units):
        body = state.units[unit]
        if body.tapped or unit in planned or owner(state, unit) != seat:
            continue
        extra = level(state, unit)
        for to in in_range(state, unit, seat):
            left = room.get(to)
            if left is None:
                refused = _refusal_at(state, to, seat) is not None
                left = room[to] = -1 if refused else AREA_LIMIT - _sure_at(state, to, seat)
            if extra <= left:
                yield AddMove(unit, to)
    if state.plan:
        yield DeclareAdvance()
        yield ClearMoves()


def _carry_out(state: MatchState) -> tuple[list[tuple[int, int]], dict[int, int]]:
    moves, state.plan = state.plan, []
    origins = {unit: state.units[unit].area for unit, _ in moves}
    for unit, to in moves:
        move_unit(state, unit, to)
    return moves, origins


def _labelled(
    moves: list[tuple[int, int]], origins: dict[int, int]
) -> tuple[tuple[int, str, str], ...]:
    return tuple((u, area_label(origins[u]), area_label(t)) for u, t in moves)


def perform_declare(state: MatchState, action: DeclareAdvance, events: list[Event]) -> None:
    seat = state.active
    destinations = sorted({t for _, t in state.plan})
    exclusive = [t for t in destinations if is_exclusive(state, t, seat)]
    moves, origins = _carry_out(state)
    events.append(Advanced(player=seat, moves=_labelled(moves, origins)))
    if exclusive and is_enemy_held(state, exclusive[0], seat):
        battle.start(state, exclusive[0], origins, False, events)
        return
    if exclusive and can_be_intercepted(state, exclusive[0]):
        state.intercept_at = exclusive[0]
        state.advance_origins = origins
        state.plan_kind = PlanKind.INTERCEPT
        events.append(InterceptionOffered(player=other(seat), area=area_label(exclusive[0])))
        return
    complete(state, [u for u, _ in moves], events)


def complete(state: MatchState, movers: list[int], events: list[Event]) -> None:
    """The advance is over without a battle: its units have acted [D-ADV-2]; the front
    line is checked [R8]."""
    for unit in movers:
        if unit in state.units:
            state.units[unit].tapped = True
    state.plan_kind = PlanKind.ADVANCE
    victory.check(state, events)


# -- interception ---------------------------------------------------------------------------
def can_be_intercepted(state: MatchState, area: int) -> bool:
    """[D-INT-0][D-INT-k][R5], and some defender unit could go there [D-INT-h..j]."""
    if area in state.start_held or area in state.control:
        return False
    if units_of(state, area, other(state.active)):
        return False
    return any(True for _ in _interceptors(state, area))


def _interceptors(state: MatchState, area: int) -> Iterator[int]:
    seat = other(state.active)
    planned = {u for u, _ in state.plan}
    for unit in sorted(state.units):
        body = state.units[unit]
        if owner(state, unit) != seat or body.tapped or unit in planned:
            continue
        if area in in_range(state, unit, seat) and level(state, unit) <= AREA_LIMIT:
            yield unit


def check_intercept_move(state: MatchState, action: AddMove) -> Refusal | None:
    seat = other(state.active)
    refusal = _mover_refusal(state, action.unit, seat)
    if refusal is not None:
        return refusal
    if action.to != state.intercept_at:
        return refuse("intercept_there_only", area=area_label(state.intercept_at))
    if action.to not in in_range(state, action.unit, seat):  # [D-INT-i]
        move = unit_def(state, action.unit).move.value
        return refuse("out_of_range_deus", card=action.unit, move=move, area=area_label(action.to))
    if _sure_level(state, action.to, seat, level(state, action.unit)) > AREA_LIMIT:
        return refuse("over_limit_deus", area=area_label(action.to), limit=AREA_LIMIT)
    return None


def intercept_candidates(state: MatchState) -> Iterator[AddMove | Intercept | Decline | ClearMoves]:
    """The interceptions ``check_intercept_move`` accepts, generated legal (issue 23)."""
    to, seat = state.intercept_at, other(state.active)
    for unit in _interceptors(state, to):
        if _sure_level(state, to, seat, level(state, unit)) <= AREA_LIMIT:
            yield AddMove(unit, to)
    if state.plan:
        yield Intercept()
        yield ClearMoves()
    yield Decline()


def check_intercept(state: MatchState, action: Intercept) -> Refusal | None:
    return check_plan_fits(state, other(state.active))


def perform_intercept(state: MatchState, action: Intercept, events: list[Event]) -> None:
    """[D-INT-1]: the interceptors move in and a battle begins."""
    area, state.intercept_at = state.intercept_at, -1
    moves, origins = _carry_out(state)
    events.append(Intercepted(player=other(state.active), moves=_labelled(moves, origins)))
    state.plan_kind = PlanKind.ADVANCE
    battle.start(state, area, {**state.advance_origins, **origins}, True, events)
    state.advance_origins = {}


def perform_decline(state: MatchState, action: Decline, events: list[Event]) -> None:
    """[D-INT-DECL][R6]: no battle and no marker; the advance completes."""
    area, state.intercept_at = state.intercept_at, -1
    state.plan = []
    events.append(InterceptionDeclined(player=other(state.active), area=area_label(area)))
    movers = list(state.advance_origins)
    state.advance_origins = {}
    complete(state, movers, events)
