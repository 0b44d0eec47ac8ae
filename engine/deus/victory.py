"""The front-line victory [D-OV-3][D-END-1]: a player whose units stand in all three
front-line areas wins, checked after every completed advance (a declined interception
included), after every battle's after-battle processing and at every turn's end, for both
players [R8][D-POST-WIN]; and how a match ends.
"""

from __future__ import annotations

from engine.deus.board import FRONT_LINE
from engine.deus.state import MatchState, Phase
from engine.kernel.state import SEATS, Result
from engine.moncolle.events import Event, MatchEnded
from engine.moncolle.query import is_enemy_held, is_held_by

FRONT_LINE_REASON = "front_line"


def holder(state: MatchState) -> int | None:
    """The player whose units alone stand in every front-line area, if any."""
    for seat in SEATS:
        if all(controls(state, area, seat) for area in FRONT_LINE):
            return seat
    return None


def controls(state: MatchState, area: int, seat: int) -> bool:
    """Only this player's units stand there [D-END-J1][R9]."""
    return is_held_by(state, area, seat) and not is_enemy_held(state, area, seat)


def check(state: MatchState, events: list[Event]) -> bool:
    """End the match if a player holds the whole front line [R8]; True if it ended."""
    winner = holder(state)
    if winner is None:
        return False
    end_match(state, FRONT_LINE_REASON, winner, "", events)
    return True


def end_match(
    state: MatchState, reason: str, winner: int | None, detail: str, events: list[Event]
) -> None:
    state.result = Result(reason=reason, winner=winner, detail=detail)
    state.phase = Phase.OVER
    state.chance = None
    state.plan = []
    state.intercept_at = -1
    events.append(MatchEnded(reason=reason, winner=winner, detail=detail))
