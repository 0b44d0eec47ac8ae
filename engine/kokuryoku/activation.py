"""A unit's turn in the invasion phase, which the phase's moves and its attacks share
[K-6.0][KV-11]: units go one at a time; a unit is activated when it first moves or acts, and
activating another finishes the current one, which, having moved or acted, is set to waiting
[K-6.4] and cannot be activated again [K-6.5]; victory A is checked then: a unit set to
waiting on an enemy sortie square wins at once [KV-12]. A unit moves once, before acting, and
acts once, both before its processing step [K-6.0c][K-6.5].

It lies below invasion.py (the phase, its moves and processing step) and attack.py (an
attack, which activates its unit like a move does), so neither imports the other to ask.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import Result, other
from engine.kernel.words import Table
from engine.kokuryoku import events as ev
from engine.kokuryoku.board import sortie_squares
from engine.kokuryoku.state import KokuState, Phase
from engine.kokuryoku.zones import owner, shown


# -- activation and finishing [KV-11][K-6.4][K-6.5][KV-12] -----------------------------------
def finish_current(state: KokuState, events: list[Event]) -> None:
    """The current unit's turn is over: having moved or acted it waits [K-6.4], and on an
    enemy sortie square its controller wins at once [KV-12]."""
    unit, state.current = state.current, -1
    if unit < 0 or unit not in state.units:
        return
    if unit not in state.moved and unit not in state.acted:
        return
    body, seat = state.units[unit], owner(state, unit)
    body.waiting = True
    events.append(ev.UnitWaiting(player=seat, unit=shown(state, unit), at=body.square))
    if body.square in sortie_squares(other(seat), state.first):
        state.result = Result("sortie_square", seat)


def activate(state: KokuState, unit: int, events: list[Event]) -> None:
    """``unit`` moves or acts: if another unit is current, it is finished first (and may win:
    then nothing more happens) [KV-11]."""
    if state.current not in (-1, unit):
        finish_current(state, events)
        if state.result is not None:
            return
    state.current = unit


def is_finished(state: KokuState, unit: int) -> bool:
    """Set to waiting this phase: it cannot be activated again [K-6.5] (every own unit was
    readied at the phase's start [K-6.1])."""
    return state.units[unit].waiting


def in_processing(state: KokuState, unit: int) -> bool:
    """It reached its processing step (再移動 or class change): no more moving or acting."""
    return unit in state.moved_again


def may_move(state: KokuState, unit: int) -> bool:
    """Once, before acting, before its processing step [K-6.0c][K-6.5]."""
    done = state.moved + state.acted
    return not is_finished(state, unit) and unit not in done and not in_processing(state, unit)


def may_act(state: KokuState, unit: int) -> bool:
    """Once, with or without a move first, before its processing step [K-6.0c][K-6.5]."""
    return (
        not is_finished(state, unit) and unit not in state.acted and not in_processing(state, unit)
    )


def _own_unit(state: KokuState, unit: int) -> Refusal | None:
    if state.phase is not Phase.INVASION:
        return refuse("koku_invasion_not_now")
    if unit not in state.units or owner(state, unit) != state.active:
        return refuse("koku_invasion_not_your_unit", card=unit)
    return None


def check_own_unit(state: KokuState, unit: int) -> Refusal | None:
    """An own unit on the map, in the invasion phase, not finished yet [K-6.5]."""
    refusal = _own_unit(state, unit)
    if refusal is None and is_finished(state, unit):
        return refuse("koku_invasion_finished", card=unit)
    return refusal


MESSAGES: Final = Table("engine.kokuryoku", "activation.MESSAGES")
