"""Hand adjustment, the same in both games: the active player discards down to the hand
limit, then draws up to it, a short deck giving what it has; after the first adjustment the
main phase begins, after the second the turn's end with its [条件] effects (mc20th
[9-1][9-4][9-5], deus [D-TURN-2][D-TURN-5][D-TURN-6]). An empty hand has nothing to discard
and refills at once (hand sizes are public). Discarding is routed in moncolle/routing.py.

The game's ``Hand`` names its limit, the message refusing a refill over it, its phases
(looked up by name: ``HAND_ADJUST_1``, ``HAND_ADJUST_2``, ``MAIN``, ``TURN_END``) and how it
enters a phase.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, NamedTuple

from engine.kernel.errors import Refusal, refuse
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import Refill
from engine.moncolle.events import Event
from engine.moncolle.moments import fire
from engine.moncolle.state import FamilyState
from engine.moncolle.zones import draw


class Hand(NamedTuple):
    limit: int
    refusal: str  # the message key of a refill over the limit
    phases: type[enum.Enum]
    enter_phase: Callable[[Any, Any, list[Event]], None]  # (state, phase, events)

    def check_refill(self, state: FamilyState, action: Refill) -> Refusal | None:
        excess = len(state.players[state.active].hand) - self.limit
        if excess > 0:
            return refuse(self.refusal, count=excess, limit=self.limit)
        return None

    def perform_refill(self, state: Any, action: Refill, events: list[Event]) -> None:
        draw(state, state.active, self.limit - len(state.players[state.active].hand), events)
        if state.phase is self.phases["HAND_ADJUST_1"]:
            self.enter_phase(state, self.phases["MAIN"], events)
        else:
            self.enter_phase(state, self.phases["TURN_END"], events)
            fire(state, Trigger.TURN_END)  # the turn's end: its effects first

    def settle(self, state: Any, events: list[Event]) -> bool:
        """An empty hand refills at once; True when it did."""
        adjusting = state.phase in (self.phases["HAND_ADJUST_1"], self.phases["HAND_ADJUST_2"])
        if adjusting and state.battle is None and not state.players[state.active].hand:
            self.perform_refill(state, Refill(), events)
            return True
        return False
