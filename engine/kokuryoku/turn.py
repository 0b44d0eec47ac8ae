"""The start of a national-power turn: the turn marker passes to the player whose turn it is
[K-3.9][K-3.10][K-7.6], and the turn opens with that player's power phase [K-4.3][KV-4]."""

from __future__ import annotations

from engine.kernel.events import Event
from engine.kokuryoku import events as ev
from engine.kokuryoku import power
from engine.kokuryoku.state import KokuState


def start_turn(state: KokuState, seat: int, events: list[Event]) -> None:
    """Turn ``state.turn + 1`` is ``seat``'s; the last turn's invasion marks are cleared
    (they mean "this invasion phase" [KV-11]); then ``seat``'s power phase [KV-4]."""
    state.turn += 1
    state.active = seat
    state.moved, state.acted, state.moved_again = [], [], []
    state.current = -1
    state.attack = None
    events.append(ev.TurnStarted(player=seat, turn=state.turn))
    power.begin(state, seat, events)
