"""How good a Deus position looks from one seat's side, judged on that seat's view only:
what the practice opponent (bot/players/rollout.py) judges a candidate by one step on, and
a rollout that reaches its cap by.

The match is won by standing alone in all three front-line areas [D-END-1]; once both decks
are empty the judgement counts the front-line areas held, then the units there
[D-END-J1][D-END-J2]. So a front-line area held alone counts most, two of them more than
twice one (the third wins), and units count for their strength, more on the front line.
Cards in hand and ★ are options.
"""

from __future__ import annotations

from typing import Any

import engine
from engine.deus.board import FRONT_LINE
from engine.deus.decision import Kind
from engine.deus.state import Phase
from engine.deus.view import View
from engine.kernel.state import other

WON = 10_000.0
SCALE = 30.0  # a clear advantage: a front-line area held, or two good units
HELD = (0.0, 12.0, 30.0, WON)  # front-line areas held alone: none, one, two, three


def searches(state: Any) -> bool:
    """The practice opponent looks ahead from the board on; the draft and deck building are
    the easy player's (the evaluation sees no board yet), and so are the hand adjustments
    [D-TURN-2][D-TURN-5]: in four matches against easy, with rollouts to the match's end,
    the lookahead never overrode the choice of what to keep there in 27 decisions, which
    took a sixteenth of its thinking time."""
    return state.phase is not Phase.DRAFT and engine.decision(state).kind is not Kind.HAND_ADJUST


def evaluate(seen: View, seat: int) -> float:
    """The position from ``seat``'s side: positive is good for it."""
    if seen.result is not None:
        winner = seen.result.winner
        return 0.0 if winner is None else (WON if winner == seat else -WON)
    if seen.draft is not None:
        return 0.0  # nothing on the board yet
    score = 0.0
    held = [0, 0]
    for index, area in enumerate(seen.areas):
        owners = {unit.owner for unit in area.units}
        if index in FRONT_LINE and len(owners) == 1:
            held[owners.pop()] += 1
        for unit in area.units:
            worth = 5.0 + 2.0 * unit.level + 0.7 * max(0, unit.attack) + 0.7 * unit.defence
            if index in FRONT_LINE:
                worth += 3.0
            if not unit.tapped:
                worth += 1.0
            score += worth if unit.owner == seat else -worth
    score += HELD[held[seat]] - HELD[held[other(seat)]]
    mine, theirs = seen.players[seat], seen.players[other(seat)]
    score += 1.0 * (min(mine.hand_count, 8) - min(theirs.hand_count, 8))
    score += 1.5 * (min(mine.power, 6) - min(theirs.power, 6))
    return score
