"""Control markers [D-CTRL-1][D-CTRL-2][D-BOARD-10]: a front-line area the active player held
when the turn began that has become empty takes the active player's control marker; it bars
interception there until the turn ends [R5]. Battle markers are placed by the battle
(battle.py [D-POST-2]); both go at the end declaration [D-TURN-6-2].
"""

from __future__ import annotations

from engine.deus.board import area_label
from engine.deus.events import MarkerPlaced
from engine.deus.state import MatchState, Phase
from engine.moncolle.events import Event


def settle(state: MatchState, events: list[Event]) -> bool:
    """Place the markers now due; True when one was placed."""
    if state.phase in (Phase.DRAFT, Phase.SETUP, Phase.OVER):
        return False
    placed = False
    for area, seat in sorted(state.start_held.items()):
        if seat == state.active and not state.areas[area].units and area not in state.control:
            state.control.append(area)
            events.append(MarkerPlaced(kind="control", area=area_label(area)))
            placed = True
    return placed
