"""The grid game's turn [G-5.*]: its start (the resource zone untaps, then a draw — not in the
first player's first turn [G-5.1][G-FAQ-2][G-R15]), the supply phase (at most one hand card,
of any familia, to the resource zone, face up and upright, usable at once [G-5.2][G-R6][G-R5]),
the use and move phases [G-5.3][G-5.4], and the end, where "at end of turn" abilities resolve
and this turn's boosts and used rights lapse [G-5.5][G-R10]. No hand limit [G-R20].
"""

from __future__ import annotations

from engine.grid import events as ev
from engine.grid import triggers
from engine.grid.actions import Done, Pass, Supply
from engine.grid.state import GridState, Phase
from engine.grid.zones import draw, losers, shown
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import other


def start_turn(state: GridState, seat: int, events: list[Event]) -> None:
    state.turn += 1
    state.active = seat
    state.moved, state.attacked, state.boost = [], [], {}
    events.append(ev.TurnStarted(player=seat, turn=state.turn))
    zones = state.zones[seat]
    events.append(ev.Untapped(player=seat, count=len(zones.tapped)))
    zones.tapped = []
    if state.turn > 1:  # the first player's first turn has no draw [G-FAQ-2][G-R15]
        draw(state, seat, 1, events)
    if not losers(state):  # a draw that emptied the deck ends the match here [G-R14]
        _enter(state, Phase.SUPPLY, events)


def _enter(state: GridState, phase: Phase, events: list[Event]) -> None:
    state.phase = phase
    events.append(ev.PhaseStarted(player=state.active, phase=phase.value))


def supply_choices(state: GridState) -> list[Supply]:
    return [Supply(card) for card in state.zones[state.active].hand]


def check_supply(state: GridState, action: Supply) -> Refusal | None:
    if action.card not in state.zones[state.active].hand:
        return refuse("grid_not_in_hand", card=action.card)
    return None


def perform_supply(state: GridState, action: Supply, events: list[Event]) -> None:
    zones = state.zones[state.active]
    zones.hand.remove(action.card)
    zones.resources.append(action.card)
    events.append(ev.Supplied(player=state.active, card=shown(state, action.card)))
    _enter(state, Phase.USE, events)


def perform_pass(state: GridState, action: Pass, events: list[Event]) -> None:
    """No supply this turn [G-5.2] (it is optional)."""
    _enter(state, Phase.USE, events)


def perform_done(state: GridState, action: Done, events: list[Event]) -> None:
    """The use phase ends, or the move phase and with it the turn [G-5.5]."""
    if state.phase is Phase.USE:
        _enter(state, Phase.MOVE, events)
        return
    seat = state.active
    triggers.end_of_turn(state, seat, events)
    events.append(ev.TurnEnded(player=seat, turn=state.turn))
    if not losers(state):  # a loss at the turn's end is not met again by the next draw [G-R14]
        start_turn(state, other(seat), events)
