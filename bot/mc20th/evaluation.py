"""How good an mc20th position looks from one seat's side, judged on that seat's view only:
what the practice opponent (bot/players/rollout.py) judges a candidate by one step on, and
a rollout that reaches its cap by.

The match is won by taking the enemy HQ [7-1] or, once both decks are empty, by having more
units in enemy territory [7-2]; so a unit counts for its strength, for how far forward it
stands, and more in enemy territory the nearer the decks are to empty. Cards in hand are
options, terrain of one's own on the board is room to advance into [9-2-1].

``searches`` says where the practice opponent looks ahead at all.
"""

from __future__ import annotations

from typing import Any

import engine
from engine.kernel.state import other
from engine.mc20th.board import BATTLEFIELD, TERRITORY_ROWS
from engine.mc20th.decision import Kind
from engine.mc20th.view import View

WON = 10_000.0
SCALE = 30.0  # a clear advantage: about two good units
DRAINING = 20  # cards left in the smaller deck from which the judgement [7-2] starts to count


def evaluate(seen: View, seat: int) -> float:
    """The position from ``seat``'s side: positive is good for it."""
    if seen.result is not None:
        winner = seen.result.winner
        return 0.0 if winner is None else (WON if winner == seat else -WON)
    first = seen.first_player
    decks = min(player.deck_count for player in seen.players)
    judged = 1.0 + 3.0 * max(0, DRAINING - decks) / DRAINING
    score = 0.0
    for index, area in enumerate(seen.areas):
        for unit in area.units:
            rank = BATTLEFIELD.rank(index, unit.owner, first)
            worth = 6.0 + 2.0 * unit.level + 0.8 * max(0, unit.attack) + 0.8 * unit.defence
            worth += 2.5 * rank  # nearer the enemy HQ
            if rank >= BATTLEFIELD.rows - TERRITORY_ROWS:
                worth += 5.0 * judged
            if not unit.tapped:
                worth += 1.0  # still free to act or defend
            score += worth if unit.owner == seat else -worth
        if area.terrain_owner >= 0 and area.hq_of != area.terrain_owner:
            score += 1.5 if area.terrain_owner == seat else -1.5
    mine, theirs = seen.players[seat], seen.players[other(seat)]
    score += 1.2 * (min(mine.hand_count, 8) - min(theirs.hand_count, 8))
    return score


def searches(state: Any) -> bool:
    """Everywhere but the hand adjustments [9-1][9-4]: over four matches against easy, with
    rollouts to the match's end, the lookahead overrode the choice of what to discard there
    once in 188 decisions, which took a fifth of its thinking time."""
    return engine.decision(state).kind is not Kind.HAND_ADJUST
