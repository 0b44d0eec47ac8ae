"""The generic built-in player: a random legal player for self-play and benchmarks, for any
ruleset. Each ruleset's smarter player lives in its own package (``bot.games``).
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Collection

import engine
from engine.kernel.actions import Action, Resign


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

    def choose(self, state: object, seat: int) -> Action:
        resigns = self.resign_chance and self.rng.random() < self.resign_chance
        if resigns and engine.check(state, Resign(seat)) is None:
            return Resign(seat)
        by_kind: dict[str, list[Action]] = defaultdict(list)
        for action in engine.legal_actions(state):
            by_kind[type(action).__name__].append(action)
        kinds = sorted(by_kind)
        weights = [self.pass_weight if k in self.passing else 1.0 for k in kinds]
        kind = self.rng.choices(kinds, weights)[0]
        return self.rng.choice(by_kind[kind])
