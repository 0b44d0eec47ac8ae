"""The Deus turn [D-TURN-0]: power charge [D-TURN-1] (every acted unit of both sides
untaps, the active player gains one ★ with no maximum [R13]), the two hand adjustments
[D-TURN-2][D-TURN-5], the main phase [D-TURN-3], the normal summon phase [D-TURN-4] and the
end declaration [D-TURN-6]: markers removed [D-TURN-6-2], every change used this turn ended
whatever its printed duration, nothing untapped [D-TURN-6-3][R24]. In each player's first
turn (turns 1 and 2) phases 1-3 are skipped [D-TURN-SKIP][D-FIG-TURN], so both players cut
their ten-card hands to six at the second adjustment [D-TURN-5].

At the end of every turn the front-line victory is checked [D-END-1][R8], then, when due,
the deck-out judgement (judgement.py) [D-END-2][R9]. Resignation is allowed at any time
[D-MISC-3]; Deus has no repetition rule.
"""

from __future__ import annotations

from typing import Final

from engine.deus import judgement, victory
from engine.deus.board import FRONT_LINE
from engine.deus.events import MarkersRemoved, PowerChanged
from engine.deus.state import HAND_LIMIT, MatchState, Phase
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import SEATS, other
from engine.moncolle import adjust
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import Resign
from engine.moncolle.effects import expire
from engine.moncolle.events import (
    Event,
    PhaseStarted,
    Resigned,
    TurnEnded,
    TurnStarted,
    UnitsUntapped,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import owner
from engine.moncolle.state import EndReason

FIRST_TURNS = 2  # each player's first turn skips phases 1-3 [D-TURN-SKIP]


def start_turn(state: MatchState, events: list[Event]) -> None:
    state.turn += 1
    state.active = state.first_player if state.turn % 2 == 1 else other(state.first_player)
    state.start_held = {
        area: owner(state, state.areas[area].units[0])
        for area in FRONT_LINE
        if state.areas[area].units
    }  # [R5][D-CTRL-1]: before the power charge
    events.append(TurnStarted(turn=state.turn, player=state.active))
    state.phase = Phase.TURN_START
    fire(state, Trigger.TURN_START)


def settle_turn_edges(state: MatchState, events: list[Event]) -> bool:
    """Once the [条件] effects of the turn's start or end are done, the turn goes on."""
    if state.phase is Phase.TURN_START:
        if state.turn <= FIRST_TURNS:
            enter_phase(state, Phase.SUMMON, events)
        else:
            _power_charge(state, events)
        return True
    if state.phase is Phase.TURN_END:
        _finish_turn(state, events)
        return True
    return False


def _power_charge(state: MatchState, events: list[Event]) -> None:
    """[D-TURN-1-1] both sides' acted units untap [D-TAP-2]; [D-TURN-1-2] one ★."""
    enter_phase(state, Phase.POWER_CHARGE, events)
    for body in state.units.values():
        body.tapped = False
    events.append(UnitsUntapped())
    seat = state.active
    state.power[seat] += 1
    events.append(PowerChanged(player=seat, delta=1, total=state.power[seat], reason="charge"))
    enter_phase(state, Phase.HAND_ADJUST_1, events)


def enter_phase(state: MatchState, phase: Phase, events: list[Event]) -> None:
    expire(state, "phase_end")  # an effect without a printed duration [D-MISC-2c]
    state.phase = phase
    events.append(PhaseStarted(phase=phase.value))


def _finish_turn(state: MatchState, events: list[Event]) -> None:
    """[D-TURN-6-2] markers go; [D-TURN-6-3] every change used this turn ends [R24]; then
    the front-line check [R8] and the deck-out judgement [R9]; then the next turn."""
    if state.control or state.battled:
        state.control, state.battled = [], []
        events.append(MarkersRemoved())
    expire(state, "turn_end")
    state.modifiers = []  # [R24]: whatever the printed duration
    events.append(TurnEnded(turn=state.turn, player=state.active))
    if victory.check(state, events):
        return
    if state.deck_out_turn and state.turn >= state.deck_out_turn:
        judgement.begin(state, events)
        return
    start_turn(state, events)


def check_resign(state: MatchState, action: Resign) -> Refusal | None:
    if action.player not in SEATS:
        return refuse("no_such_player")
    return None  # at any time, even once both decks are empty [D-MISC-3]


def perform_resign(state: MatchState, action: Resign, events: list[Event]) -> None:
    # [D-MISC-3] ends the match where it stands: a battle in progress stays recorded, so
    # the last position keeps both sides of it in its area as a battle [D-BAT-0].
    events.append(Resigned(player=action.player))
    victory.end_match(state, EndReason.RESIGNATION.value, other(action.player), "", events)


HAND: Final = adjust.Hand(HAND_LIMIT, "must_discard_down_deus", Phase, enter_phase)
