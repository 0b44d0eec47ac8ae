"""A player that searches without peeking (issue 24): Information Set MCTS (Cowling, Powley
& Whitehouse 2012, "single observer") over the engine's own ``legal_actions`` and ``apply``.

Each iteration deals the state again as the player could believe it
(``engine.determinize``: its view unchanged, every card it cannot see and every die to come
drawn anew), walks the one tree of its choices and its opponent's down that world, choosing
by UCB1 among the actions that world allows (each child counts how often it was available,
so a rare action is not starved), adds one action, plays on at random for a few actions and
judges where that leaves it with the game's evaluation of its own view. It never reads the
real state but to deal it again: the same seed gives the same choices in every real state
that shows it the same view (tests/shared/bot/test_search_player.py).

A whole match is 100-350 actions, so a playout is cut after ``depth`` actions and judged
there; a finished match counts 1 for a win and 0 for a loss. Chance steps are taken as they
come, the world's own seed deciding them. The answer is the most visited action at the root.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

import engine
from engine.kernel.actions import Action
from engine.kernel.staged import Unpick
from engine.kernel.state import CHANCE

Evaluate = Callable[[Any, int], float]  # (a seat's view, that seat) -> a score, any scale
PASS_MARGIN = 1e-9  # as good: no better by more than rounding


@dataclass
class _Node:
    """One choice in the tree: who made it, and what came of it for the searching seat."""

    actor: int
    visits: int = 0
    total: float = 0.0  # the searching seat's results, summed
    available: int = 0  # iterations in which the action could be chosen
    # keyed by who chooses too: in another world a die or a hidden card may hand the same
    # action (a pass, an attack) to the other player
    children: dict[tuple[int, Action], _Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Budget:
    """How hard a search looks: iterations per decision, playout length, UCB's exploration."""

    iterations: int = 200
    depth: int = 20
    exploration: float = 0.7


class SearchPlayer:
    """ISMCTS over determinized states, judged by ``evaluate`` on the player's own view;
    ``scale`` is the evaluation's size of a clear advantage (its score mapped to a win
    chance by a logistic curve)."""

    def __init__(
        self,
        rng: random.Random,
        evaluate: Evaluate,
        budget: Budget = Budget(),
        scale: float = 30.0,
        passing: Collection[str] = (),
    ) -> None:
        self.rng = rng
        self.evaluate = evaluate
        self.budget = budget
        self.scale = scale
        self.passing = frozenset(passing)  # the ruleset's action kinds that end a step

    def choose(self, state: Any, seat: int) -> Action:
        legal = engine.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        root = self._searched(state, seat)
        best = max(legal, key=lambda a: _visits(root, a))  # ties: the first listed
        # as the greedy players do: when ending the step is as good, end it (setting a card
        # aside and taking it back again, say, would otherwise go on for ever); taking a
        # pick back ends nothing
        for action in legal:
            ends = type(action).__name__ in self.passing and not isinstance(action, Unpick)
            if ends and _mean(root, action) >= _mean(root, best) - PASS_MARGIN:
                return action
        return best

    def chances(self, state: Any, seat: int) -> list[tuple[Action, float]]:
        """Each root action searched, with the estimated chance to win after it, best first
        (a hint's answer); the search's budget as for ``choose``."""
        root = self._searched(state, seat)
        searched = [
            (n.visits, a, n.total / n.visits) for (_, a), n in root.children.items() if n.visits
        ]
        searched.sort(key=lambda found: -found[0])
        return [(action, chance) for _, action, chance in searched]

    def _searched(self, state: Any, seat: int) -> _Node:
        """The tree of the budget's iterations, each in a world dealt again for ``seat``."""
        root = _Node(actor=seat)
        for _ in range(self.budget.iterations):
            self._iterate(root, engine.determinize(state, seat, self.rng), seat)
        return root

    # -- one iteration ----------------------------------------------------------------------
    def _iterate(self, root: _Node, world: Any, seat: int) -> None:
        path = [root]
        node = root
        while world.result is None:
            decision = engine.decision(world)
            if decision.actor == CHANCE:
                world, _ = engine.apply(world, engine.sample_chance(world))
                continue
            actor = decision.actor
            legal = engine.legal_actions(world)
            for action in legal:
                child = node.children.get((actor, action))
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if (actor, a) not in node.children]
            if untried:
                action = untried[int(self.rng.random() * len(untried))]
                node.children[actor, action] = _Node(actor=actor, available=1)
                node = node.children[actor, action]
                path.append(node)
                world, _ = engine.apply(world, action)
                break
            action = max(legal, key=lambda a: self._ucb(node.children[actor, a], seat))
            node = node.children[actor, action]
            path.append(node)
            world, _ = engine.apply(world, action)
        value = self._value(self._played_on(world), seat)
        for visited in path:
            visited.visits += 1
            visited.total += value

    def _ucb(self, child: _Node, seat: int) -> float:
        mean = child.total / child.visits
        if child.actor != seat:
            mean = 1.0 - mean  # the opponent chooses what is worst for the searching seat
        spread = math.sqrt(math.log(max(child.available, 1)) / child.visits)
        return mean + self.budget.exploration * spread

    def _played_on(self, world: Any) -> Any:
        """A few random actions further, chance as it comes."""
        for _ in range(self.budget.depth):
            if world.result is not None:
                break
            if engine.decision(world).actor == CHANCE:
                action = engine.sample_chance(world)
            else:
                legal = engine.legal_actions(world)
                action = legal[int(self.rng.random() * len(legal))]
            world, _ = engine.apply(world, action)
        return world

    def _value(self, world: Any, seat: int) -> float:
        """The searching seat's chance to win where the playout stopped, from its view."""
        if world.result is not None:
            winner = world.result.winner
            return 0.5 if winner is None else float(winner == seat)
        score = self.evaluate(engine.view(world, seat), seat)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score / self.scale))))


def _visits(root: _Node, action: Action) -> int:
    child = root.children.get((root.actor, action))
    return 0 if child is None else child.visits


def _mean(root: _Node, action: Action) -> float:
    child = root.children.get((root.actor, action))
    return 0.0 if child is None or not child.visits else child.total / child.visits
