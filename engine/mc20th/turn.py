"""The turn [9]: its phases in order, both hand-adjust phases [9-1][9-4], the end
declaration [9-5], and the end-of-game judgements [7][17-3] including resignation.

The first player's first turn has neither the first hand-adjust phase nor the main phase
[9] steps 1-2. Repetition (千日手 [17-3]) follows DESIGN.md's ruling: a turn repeats when
no player's hand, deck, discard or removed zone changed during it; six such turns in a row
end the match with the same judgement as a deck-out.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import SEATS, Result, other
from engine.mc20th.board import in_territory
from engine.mc20th.state import HAND_LIMIT, MatchState, Phase, SummonStep, TurnRecord
from engine.moncolle import adjust
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import Resign
from engine.moncolle.effects import expire
from engine.moncolle.events import (
    Event,
    MatchEnded,
    PhaseStarted,
    Resigned,
    TurnEnded,
    TurnStarted,
    UnitsUntapped,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import owner
from engine.moncolle.state import EndReason

REPETITION_TURNS = 6  # [17-3]


def start_turn(state: MatchState, events: list[Event]) -> None:
    state.turn += 1
    state.active = state.first_player if state.turn % 2 == 1 else other(state.first_player)
    state.record = TurnRecord()
    if state.turn == 1:
        state.fingerprint = fingerprint(state)
    events.append(TurnStarted(turn=state.turn, player=state.active))
    state.phase = Phase.TURN_START
    fire(state, Trigger.TURN_START)  # its effects come before the first phase


def settle_turn_edges(state: MatchState, events: list[Event]) -> bool:
    """Once the [条件] effects of the turn's start or end are done, the turn goes on."""
    if state.phase is Phase.TURN_START:
        enter_phase(state, Phase.SUMMON if state.turn == 1 else Phase.HAND_ADJUST_1, events)
        return True
    if state.phase is Phase.TURN_END:
        _finish_turn(state, events)
        return True
    return False


def enter_phase(state: MatchState, phase: Phase, events: list[Event]) -> None:
    expire(state, "phase_end")  # changes given "until the phase ends" [16][17-2]
    state.phase = phase
    if phase is Phase.SUMMON:
        state.summon_step = SummonStep.DISCARD_EQUIPMENT
    events.append(PhaseStarted(phase=phase.value))


def _finish_turn(state: MatchState, events: list[Event]) -> None:
    """[9-5] steps 1-3: changes lasting to the turn's end go, every summoner and unit of
    both sides untaps, then the judgements, then the turn passes."""
    expire(state, "turn_end")
    for body in state.units.values():
        body.tapped = False
    for zones in state.players:
        zones.summoner_tapped = False
    events.append(UnitsUntapped())
    events.append(TurnEnded(turn=state.turn, player=state.active))
    if _judged_at_turn_end(state, events):
        return
    start_turn(state, events)


def fingerprint(state: MatchState) -> int:
    """The zones whose change breaks a repetition [17-3]."""
    return hash(
        tuple(
            (tuple(sorted(p.hand)), tuple(p.deck), tuple(p.discard), tuple(p.removed))
            for p in state.players
        )
    )


def _judged_at_turn_end(state: MatchState, events: list[Event]) -> bool:
    if state.deck_out_turn and state.turn >= state.deck_out_turn:
        judge(state, EndReason.DECK_OUT, events)  # [7-2]
        return True
    now = fingerprint(state)
    state.repeats = state.repeats + 1 if now == state.fingerprint else 0
    state.fingerprint = now
    if state.repeats >= REPETITION_TURNS:
        judge(state, EndReason.REPETITION, events)
        return True
    return False


def units_in_enemy_territory(state: MatchState, seat: int) -> int:
    enemy = other(seat)
    return sum(
        1
        for unit, body in state.units.items()
        if owner(state, unit) == seat and in_territory(body.area, enemy, state.first_player)
    )


def judge(state: MatchState, reason: EndReason, events: list[Event]) -> None:
    """勝利判定 [7-2]: more units in the enemy territory wins; equal is a draw."""
    counts = [units_in_enemy_territory(state, seat) for seat in SEATS]
    winner = None if counts[0] == counts[1] else (0 if counts[0] > counts[1] else 1)
    end_match(state, reason, winner, f"{counts[0]}-{counts[1]}", events)


def end_match(
    state: MatchState, reason: EndReason, winner: int | None, detail: str, events: list[Event]
) -> None:
    state.result = Result(reason=reason.value, winner=winner, detail=detail)
    state.phase = Phase.OVER
    state.chance = None
    state.plan = []
    events.append(MatchEnded(reason=reason.value, winner=winner, detail=detail))


def check_resign(state: MatchState, action: Resign) -> Refusal | None:
    if action.player not in SEATS:
        return refuse("no_such_player")
    if state.deck_out_turn:
        return refuse("no_resign_after_deck_out")  # [17-3] 投了
    return None


def perform_resign(state: MatchState, action: Resign, events: list[Event]) -> None:
    events.append(Resigned(player=action.player))
    state.battle = None
    end_match(state, EndReason.RESIGNATION, other(action.player), "", events)


HAND: Final = adjust.Hand(HAND_LIMIT, "must_discard_down", Phase, enter_phase)
