"""Kokuryoku's built-in opponent for ``rokumon play --vs-ai`` and self-play (bot/players/basic.py's
greedy machinery). It reads only its own view: it judges a choice by the map it leads to —
its units and their chips against the enemy's, how near its units stand to the enemy's
sortie squares [KV-12], a player with no unit at the enemy's invasion [KV-13] — playing an
attack's surprise window on with passes before judging it [KV-8]. It keeps a hand holding a
unit, redraws one without [K-1.1][K-1.3], answers an attack with a fitting surprise card,
and discards its least useful cards at the hand limit [K-7.5].
"""

from __future__ import annotations

import random
from typing import Any

import engine
from bot.players.basic import GreedyPlayer, is_two_step
from engine.kernel.actions import Action, Pass
from engine.kokuryoku.actions import Discard, Keep, Redraw, SetAside, UseSurprise
from engine.kokuryoku.board import BOARD, sortie_squares
from engine.kokuryoku.cards import Surprise, SurpriseDef, UnitDef
from engine.kokuryoku.decision import Kind
from engine.kokuryoku.view import KokuView

SCALE = 30.0  # the evaluation's clear advantage, for the rollout player
PASSING = frozenset({"Done", "Pass", "Keep", "Unpick"})


def evaluate(seen: KokuView, seat: int) -> float:
    """The public map from ``seat``'s side."""
    if seen.result is not None:
        return 10_000.0 if seen.result.winner == seat else -10_000.0
    score = 0.0
    first = seen.first if seen.first >= 0 else 0
    targets = {s: sortie_squares(1 - s, first) for s in (0, 1)}
    for index, square in enumerate(seen.squares):
        unit = square.unit
        if unit is None:
            continue
        sign = 1.0 if unit.owner == seat else -1.0
        near = min(BOARD.distance(index, t) for t in targets[unit.owner])
        score += sign * (6 + 2.5 * unit.chips + unit.attack + 0.5 * unit.counter + 3 / (1 + near))
    mine, theirs = seen.players[seat], seen.players[1 - seat]
    score += 0.4 * (mine.unused - theirs.unused)
    return score


class SensiblePlayer(GreedyPlayer):
    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, evaluate)

    def settle(self, state: Any, seat: int) -> Any:
        """An attack waits on its window: judge it once both have passed [KV-8]."""
        for _ in range(4):
            if engine.decision(state).kind is not Kind.WINDOW:
                break
            state, _ = engine.apply(state, Pass())
        return state

    def choose(self, state: Any, seat: int) -> Action:
        legal = engine.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        planned = self.planned(legal)
        if planned is not None:
            return planned
        kind = engine.decision(state).kind
        if kind is Kind.REDRAW:
            return self._redraw(state, seat, legal)
        if kind in (Kind.WINDOW, Kind.END_START):
            return self._surprise(state, seat, legal)
        if kind is Kind.HAND_LIMIT:
            return self._discard(state, legal)
        if is_two_step(legal):
            return self.two_step(state, seat, legal)
        return self.best(state, seat, legal)

    def _face(self, state: Any, card: int) -> Any:
        return state.setup.catalog[state.setup.cards[card].def_id]

    def _redraw(self, state: Any, seat: int, legal: list[Action]) -> Action:
        """Keep a hand with a unit; otherwise set aside the rest and redraw [K-1.1]."""
        hand = engine.view(state, seat).players[seat].hand or ()
        if any(isinstance(self._face(state, c.id), UnitDef) for c in hand):
            if Redraw() in legal:
                return Redraw()
            return Keep() if Keep() in legal else legal[0]
        aside = [x for x in legal if isinstance(x, SetAside)]
        if aside and len(aside) > 1:
            return aside[0]
        return Redraw() if Redraw() in legal else (Keep() if Keep() in legal else legal[0])

    def _surprise(self, state: Any, seat: int, legal: list[Action]) -> Action:
        """Strike as the attacker, guard as the defender, rally and draw whenever offered."""
        attacking = state.active == seat
        for action in legal:
            if not isinstance(action, UseSurprise):
                continue
            face = self._face(state, action.card)
            assert isinstance(face, SurpriseDef)
            wanted = {
                Surprise.STRIKE: attacking,
                Surprise.GUARD: not attacking,
                Surprise.RALLY: True,
                Surprise.DRAW: True,
            }[face.effect]
            if wanted:
                return action
        return Pass() if Pass() in legal else legal[0]

    def _discard(self, state: Any, legal: list[Action]) -> Action:
        """Units are kept longest [K-7.5]."""
        discards = [x for x in legal if isinstance(x, Discard)]
        rest = [x for x in discards if not isinstance(self._face(state, x.card), UnitDef)]
        return self.rng.choice(rest or discards)
