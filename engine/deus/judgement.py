"""The deck-out judgement [D-END-2][D-END-J0..J6][R9]: at the end of the turn after the one
in which the second deck ran out, the first of these that separates the players decides:
1 more controlled front-line areas, 2 more units on the front line, 3 higher total level
there, 4 more units on the battlefield (tokens count), 5 higher total level there, 6 a die
each, the active player first [D-MISC-1], rolled again until they differ. Never a draw.
The result's detail names the deciding step and its figures.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.deus.board import FRONT_LINE
from engine.deus.state import MatchState
from engine.deus.victory import controls, end_match
from engine.kernel.state import SEATS, ChanceKind, ChanceTask, other
from engine.moncolle.events import Event
from engine.moncolle.query import level, owner
from engine.moncolle.state import EndReason

DECK_OUT = EndReason.DECK_OUT.value


def _units(state: MatchState, seat: int, front_only: bool) -> list[int]:
    return [
        u
        for u, body in state.units.items()
        if owner(state, u) == seat and (body.area in FRONT_LINE or not front_only)
    ]


STEPS: tuple[Callable[[MatchState, int], int], ...] = (
    lambda s, p: sum(1 for a in FRONT_LINE if controls(s, a, p)),  # [D-END-J1]
    lambda s, p: len(_units(s, p, True)),  # [D-END-J2]
    lambda s, p: sum(level(s, u) for u in _units(s, p, True)),  # [D-END-J3]
    lambda s, p: len(_units(s, p, False)),  # [D-END-J4]
    lambda s, p: sum(level(s, u) for u in _units(s, p, False)),  # [D-END-J5]
)


def begin(state: MatchState, events: list[Event]) -> None:
    """Steps 1-5; a tie on all of them goes to the dice of step 6."""
    for number, step in enumerate(STEPS, start=1):
        figures = [step(state, seat) for seat in SEATS]
        if figures[0] != figures[1]:
            winner = 0 if figures[0] > figures[1] else 1
            end_match(state, DECK_OUT, winner, f"{number}:{figures[0]}-{figures[1]}", events)
            return
    state.judge_rolls = []
    state.chance = ChanceTask(ChanceKind.ROLL, state.active, "judge")


def record_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[D-END-J6]: the active player's die, then the other's; equal dice again."""
    state.judge_rolls.append(value)
    if len(state.judge_rolls) == 1:
        state.chance = ChanceTask(ChanceKind.ROLL, other(state.active), "judge")
        return
    mine, theirs = state.judge_rolls
    if mine == theirs:
        state.judge_rolls = []
        state.chance = ChanceTask(ChanceKind.ROLL, state.active, "judge")
        return
    winner = state.active if mine > theirs else other(state.active)
    rolls = {state.active: mine, other(state.active): theirs}
    end_match(state, DECK_OUT, winner, f"6:{rolls[0]}-{rolls[1]}", events)
