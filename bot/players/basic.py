"""The generic built-in players: a random legal player for self-play and benchmarks, for any
ruleset, and the greedy machinery the kernel games' smarter players share. Each ruleset's
smarter player lives in its own package (``bot.games``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from math import floor
from typing import Any

import engine
from engine.kernel.actions import Action, Done, Resign
from engine.kernel.game import GameState
from engine.kernel.staged import Pick, Unpick


class RandomPlayer:
    """Chooses an action kind at random, then an action of that kind uniformly.

    Picking the kind first keeps long lists (every discard, every move) from drowning the
    rare but important actions such as declaring an advance. ``pass_weight`` is the weight
    of the kinds that end a step (end-main, refill, done ...) against 1 for the others; below
    1 the player does more before moving on, so battles and their outcomes come up often.
    """

    def __init__(
        self,
        rng: random.Random,
        resign_chance: float = 0.0,
        pass_weight: float = 1.0,
        passing: Collection[str] = (),
    ) -> None:
        self.rng = rng
        self.resign_chance = resign_chance
        self.pass_weight = pass_weight
        self.passing = frozenset(passing)  # the ruleset's action kinds that end a step

    def choose(self, state: GameState, seat: int) -> Action:
        resigns = self.resign_chance and self.rng.random() < self.resign_chance
        if resigns and engine.check(state, Resign(seat)) is None:
            return Resign(seat)
        by_kind: dict[str, list[Action]] = {}
        for action in engine.legal_actions(state):
            name = type(action).__name__
            found = by_kind.get(name)
            if found is None:
                by_kind[name] = [action]
            else:
                found.append(action)
        kinds = sorted(by_kind)
        if self.pass_weight != 1.0 and not self.passing.isdisjoint(kinds):
            weights = [self.pass_weight if k in self.passing else 1.0 for k in kinds]
            kind = self.rng.choices(kinds, weights)[0]
        else:  # the very draw of choices() with every weight 1, without the weights
            kind = kinds[floor(self.rng.random() * len(kinds))]
        return self.rng.choice(by_kind[kind])


class GreedyPlayer:
    """A one-step greedy player for games on the kernel (grid, kokuryoku): it scores the
    state each choice leads to with the game's ``evaluate`` on its own view only, looking
    through a two-step choice's pick to the best move it opens (then plays that move) and
    ending the step (``Done``) when nothing beats standing still. ``settle`` plays on, in a
    copy, what follows an action before it is judged (an attack's answers). Ties are broken
    at random. ``evaluate`` scores a seat's view; a game subclasses it for its other
    decisions."""

    def __init__(self, rng: random.Random, evaluate: Callable[[Any, int], float]) -> None:
        self.rng = rng
        self.evaluate = evaluate
        self._planned: Action | None = None

    def settle(self, state: GameState, seat: int) -> GameState:
        return state

    def score(self, state: GameState, seat: int) -> float:
        return self.evaluate(engine.view(self.settle(state, seat), seat), seat)

    def planned(self, legal: list[Action]) -> Action | None:
        """The move chosen with the pick just made, if it is still legal."""
        if self._planned in legal:
            planned, self._planned = self._planned, None
            return planned
        return None

    def best(self, state: GameState, seat: int, legal: list[Action]) -> Action:
        scored = [(self.score(engine.apply(state, x)[0], seat), x) for x in legal]
        top = max(score for score, _ in scored)
        return self.rng.choice([x for score, x in scored if score == top])

    def two_step(self, state: Any, seat: int, legal: list[Action]) -> Action:
        """Through every pick to its best move; Done when no move beats standing still."""
        if state.picked >= 0:  # a pick made elsewhere (a restart): take its best move
            moves = [x for x in legal if not isinstance(x, Unpick)]
            return self.best(state, seat, moves) if moves else Unpick()
        here = self.evaluate(engine.view(state, seat), seat)
        best: tuple[float, Action, Action] | None = None
        for pick in (x for x in legal if isinstance(x, Pick)):
            picked, _ = engine.apply(state, pick)
            for move in engine.legal_actions(picked):
                if isinstance(move, Unpick):
                    continue
                after, _ = engine.apply(picked, move)
                score = self.score(after, seat) + self.rng.random() * 0.01
                if best is None or score > best[0]:
                    best = (score, pick, move)
        if best is None or best[0] <= here + 0.05:
            return Done()
        self._planned = best[2]
        return best[1]


def is_two_step(legal: list[Action]) -> bool:
    return any(isinstance(x, Pick | Unpick) for x in legal)
