"""The grid game's built-in opponent for ``rokumon play --vs-ai`` and self-play. It picks from
``legal_actions`` only and judges each choice by the public board it leads to, seen through
its own ``view`` (bases and their life counts, the entities' powers and how near they stand
to the enemy's bases): so it never reads a hidden card. The use and move phases are two-step
choices; it looks through each pick to the best move it opens, plays that, and ends the
phase when nothing improves its position. Ties are broken at random.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import engine
from bot.players.basic import GreedyPlayer, is_two_step
from engine.grid.actions import Pass, SetBase, Supply
from engine.grid.board import BOARD
from engine.grid.cards import BaseDef, EntityDef
from engine.grid.view import GridView
from engine.kernel.actions import Action
from engine.kernel.state import other

SCALE = 30.0  # the evaluation's clear advantage, for the rollout player
PASSING = frozenset({"Done", "Pass", "Unpick"})
EARLY_SUPPLY = 6  # resource cards worth having before the hand is kept instead


def evaluate(seen: GridView, seat: int) -> float:
    """The public position from ``seat``'s side: bases and life first, then the powers on
    the board and how far forward they stand."""
    score = 0.0
    enemy_bases = [
        s for s in BOARD.squares if seen.squares[s].base and seen.squares[s].owner != seat
    ]
    for square in seen.squares:
        sign = 1 if square.owner == seat else -1
        if square.base is not None:
            score += sign * (40 + 6 * square.life)
        for entity in square.entities:
            score += sign * (3 * entity.power + 2)
    for index, square in enumerate(seen.squares):
        if square.owner == seat and square.entities and enemy_bases:
            near = min(BOARD.distance(index, b) for b in enemy_bases)
            score += 0.8 * square.total / (1 + near)
    opponent = seen.players[other(seat)]
    score += 0.5 * (len(seen.players[seat].resources) - len(opponent.resources))
    if seen.result is not None:
        score += 10_000 if seen.result.winner == seat else -10_000
    return score


class SensiblePlayer(GreedyPlayer):
    """Greedy on the public board, one pick-and-move at a time."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, evaluate)

    def choose(self, state: Any, seat: int) -> Action:
        legal = engine.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        planned = self.planned(legal)
        if planned is not None:
            return planned
        if is_two_step(legal):
            return self.two_step(state, seat, legal)
        if any(isinstance(x, Supply) for x in legal):
            return self._supply(state, seat, legal)
        if any(isinstance(x, SetBase) for x in legal):
            return self.best(state, seat, legal)
        return self._choose_base(state, seat, legal)

    def _choose_base(self, state: Any, seat: int, legal: list[Action]) -> Action:
        """The base of the familia most of its own other cards share, for only a familia
        with a base on the battle zone can be played from hand [G-11.2]; then the most
        life [G-3.2]. (Its own deck list is its own to know.)"""
        catalog, cards = state.setup.catalog, state.setup.cards
        familias = Counter(
            catalog[c.def_id].familia
            for c in cards
            if c.owner == seat and not isinstance(catalog[c.def_id], BaseDef)
        )

        def worth(action: Action) -> tuple[int, int]:
            face = catalog[cards[getattr(action, "card", 0)].def_id]
            if not isinstance(face, BaseDef):
                return (0, 0)
            return (familias[face.familia], face.life)

        top = max(worth(x) for x in legal)
        return self.rng.choice([x for x in legal if worth(x) == top])

    def _supply(self, state: Any, seat: int, legal: list[Action]) -> Action:
        """Supply early; later only from a full hand, the card it can least use."""
        seen = engine.view(state, seat)
        mine = seen.players[seat]
        if len(mine.resources) >= EARLY_SUPPLY and mine.hand_count <= 4:
            return Pass()
        familias = {seen.catalog[s.base.def_id].familia for s in seen.squares if s.base is not None}
        catalog, cards = state.setup.catalog, state.setup.cards

        def waste(action: Action) -> tuple[int, int]:
            face = catalog[cards[getattr(action, "card", 0)].def_id]
            unusable = face.familia not in familias and not isinstance(face, BaseDef)
            return (1 if unusable else 0, -face.cost if isinstance(face, EntityDef) else face.cost)

        options = [x for x in legal if isinstance(x, Supply)]
        top = max(waste(x) for x in options)
        return self.rng.choice([x for x in options if waste(x) == top])
