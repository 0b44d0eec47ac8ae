"""The national-power turn's order: the turn marker passes to the player whose turn it is
[K-3.9][K-3.10][K-7.6] and the turn opens with that player's power phase; the other player's
power phase follows, then the active player's invasion and end phases [K-4.3][KV-4], and the
end phase's last step starts the other player's turn [K-7.6].

Each phase module ends its phase through the step handed in here, so none of them imports the
one after it: this module lies above power.py, invasion.py and endphase.py and wires them, and
rules.py's door takes the phase ends from here.
"""

from __future__ import annotations

from engine.kernel.actions import Done
from engine.kernel.events import Event
from engine.kernel.state import other
from engine.kokuryoku import endphase, invasion, power
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import Discard
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


def next_turn(state: KokuState, events: list[Event]) -> None:
    """The turn has ended: the marker passes to the other player [K-7.6]."""
    start_turn(state, other(state.active), events)


def end_power_phase(state: KokuState, action: Done, events: list[Event]) -> None:
    """``done`` in a power phase: the other player's power phase, or after it the active
    player's invasion phase [KV-4]."""
    power.perform_done(state, action, events, invasion.begin)


def end_invasion_phase(state: KokuState, action: Done, events: list[Event]) -> None:
    """``done`` in the invasion phase: the current unit finishes, then the end phase
    [K-6.4][KV-12][K-7.*]."""
    invasion.perform_done(state, action, events, endphase.begin)


def end_end_phase(state: KokuState, action: Done, events: list[Event]) -> None:
    """``done`` after generation change and 修練: 象徴, then the hand limit or the next turn
    [K-7.4][K-7.5][K-7.6]."""
    endphase.perform_done(state, action, events, next_turn)


def discard(state: KokuState, action: Discard, events: list[Event]) -> None:
    """A card over the hand limit to 戦場外; at 7 the next turn [K-7.5a][K-7.6]."""
    endphase.perform_discard(state, action, events, next_turn)
