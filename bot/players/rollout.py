"""A player that looks ahead by playing on, without peeking (issue 24): a rollout player
(Bertsekas & Tsitsiklis's rollout algorithm; Tesauro & Galperin 1996 showed it on
backgammon) over determinized states, as Magarena's players deal the unseen cards again.

It deals the state again a number of times as it could believe it (``engine.determinize``:
its view unchanged, every card it cannot see and every die to come drawn anew). In each of
those worlds it tries every candidate action and lets the game's own built-in player play
on for both seats to the end of the match, or through ``turns`` turns counted from the
decision's (the one in progress counts as the first): a win counts 1, a loss 0, and a
match still going at the cap or the turn limit counts the game's evaluation of its own
view there, as a chance to win (as well calibrated as the game's ``scale``).
(In grid, stopping after a turn or two and judging there played worse than the built-in
player itself: the evaluation is good at telling two neighbouring positions apart, not at
telling who wins. In mc20th and Deus, whose matches run to 350-500 actions, playing on
through the next turn (``turns``) took a tenth of the time, and won 7 of 10 and 9 of 10
matches against the built-in player.) Every candidate
meets the same worlds (common random numbers), so two candidates differ by what they do,
not by the luck of the deal. It keeps the built-in player's own choice unless another is
better on average by ``margin``, and, with ``confirm``, better again on worlds dealt after
it was picked: the best of several noisy estimates is the one luck favoured most, and a
choice taken on luck alone is the rollout player's way of playing worse than its policy.

Candidates are the built-in player's choice, a choice that ends the step, and the actions
whose judgement one step on is best (``width`` in all; ties in the order dealt): a long
list of equal moves is not tried in full.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

import engine
from bot.games import Player
from engine.kernel.actions import Action
from engine.kernel.staged import Unpick
from engine.kernel.state import CHANCE

Evaluate = Callable[[Any, int], float]  # (a seat's view, that seat) -> a score, any scale


@dataclass(frozen=True)
class Lookahead:
    """How far a rollout player looks: worlds dealt per decision, candidates tried in each,
    turns played on, the margin a choice must beat the built-in one by, and a bound on a
    decision's time (None: the worlds alone, the same on any machine)."""

    worlds: int = 4
    width: int = 4
    turns: int = 0  # 0: to the end of the match (or ``cap``)
    margin: float = 0.1
    seconds: float | None = None
    cap: int = 600  # actions a rollout plays at most
    # worlds of their own on which the best candidate must beat the built-in choice again
    # (0: none); the time bound is shared between the two stages by their worlds
    confirm: int = 0

    def __post_init__(self) -> None:
        if self.worlds < 1 or self.width < 2 or self.confirm < 0 or self.turns < 0:
            raise ValueError(
                "a lookahead needs a world, two candidates, no negative confirm or turns"
            )


class RolloutPlayer:
    """Tries each candidate in the same dealt worlds, played on by ``policy``."""

    def __init__(
        self,
        rng: random.Random,
        evaluate: Evaluate,
        policy: Callable[[random.Random], Player],
        turn: Callable[[Any], object],
        lookahead: Lookahead = Lookahead(),
        scale: float = 30.0,
        passing: Collection[str] = (),
    ) -> None:
        self.rng = rng
        self.evaluate = evaluate
        self.policy = policy  # a built-in player, new for each rollout: both seats, dealt worlds
        self.turn = turn  # a state's turn, told apart from the next
        self.lookahead = lookahead
        self.scale = scale
        self._own: Player | None = None
        self.passing = frozenset(passing)  # the action kinds that end a step

    def choose(self, state: Any, seat: int) -> Action:
        legal = _considered(engine.legal_actions(state))
        if len(legal) == 1:
            return legal[0]
        look = self.lookahead
        started = time.perf_counter()
        share = look.worlds / (look.worlds + look.confirm)
        until = None if look.seconds is None else started + look.seconds * share
        default, results = self._tried(state, seat, legal, look.worlds, until)
        best = max(results, key=lambda action: _mean(results[action]))
        if not self._beats(results, best, default):
            return default
        if not look.confirm:
            return best
        # the best of several estimates is the one luck favoured most: it must win again
        # on worlds it was not chosen on, or the built-in choice stands; a confirmation
        # cut short by the bound (even in its first world) confirms nothing
        until = None
        if look.seconds is not None:
            until = started + look.seconds
            if until - time.perf_counter() < look.seconds / 4:
                return default  # no time left to confirm it
        pair = [default, best]
        _, again = self._tried(state, seat, pair, look.confirm, until, default, whole_first=False)
        return best if self._beats(again, best, default) else default

    def _beats(self, results: dict[Action, list[float]], best: Action, default: Action) -> bool:
        if not results[best] or best == default:
            return False
        return _mean(results[best]) >= _mean(results[default]) + self.lookahead.margin

    def chances(self, state: Any, seat: int) -> list[tuple[Action, float]]:
        """Each candidate with its estimated chance to win after it, best first (a hint): a
        share of wins where the rollouts play to the end, the evaluation's judgement turns
        on where they stop at ``turns``."""
        legal = _considered(engine.legal_actions(state))
        look = self.lookahead
        # every world the budget holds: a hint is one estimate, no choice to confirm
        until = None if look.seconds is None else time.perf_counter() + look.seconds
        _, results = self._tried(state, seat, legal, look.worlds + look.confirm, until)
        found = [(action, _mean(values)) for action, values in results.items()]
        found.sort(key=lambda pair: -pair[1])
        return found

    # -- the worlds ---------------------------------------------------------------------------
    def _tried(
        self,
        state: Any,
        seat: int,
        legal: list[Action],
        worlds: int,
        until: float | None,
        default: Action | None = None,
        whole_first: bool = True,
    ) -> tuple[Action, dict[Action, list[float]]]:
        """The built-in player's choice (unless given), and each candidate's result in
        every world (``worlds`` of them, until the clock reads ``until``; the first world
        whole whatever the time, unless not ``whole_first``)."""
        first = engine.determinize(state, seat, self.rng)
        # every candidate's turns count from the decision's, or one that ends the turn (its
        # settling starts the next) would be judged a whole turn later than the rest
        started = self.turn(state)
        if default is None:
            # one built-in player for the real decisions, keeping its memory from one to
            # the next (a declaration it withdrew is not started again in that turn)
            if self._own is None:
                self._own = self.policy(random.Random(self.rng.random()))
            default = self._own.choose(first, seat)
            if default not in legal:
                default = legal[0]
        candidates = self._candidates(first, seat, legal, default)
        results: dict[Action, list[float]] = {action: [] for action in candidates}
        for index in range(worlds):
            world = first if index == 0 else engine.determinize(state, seat, self.rng)
            seed = self.rng.random()
            found = []
            timed = index or not whole_first
            for action in candidates:
                if timed and until is not None and time.perf_counter() > until:
                    return default, results  # a world not tried in full counts for none
                after, _ = engine.apply(world, action)
                found.append(self._played_on(after, seat, random.Random(seed), started))
            for action, value in zip(candidates, found, strict=True):
                results[action].append(value)
        return default, results

    def _candidates(
        self, world: Any, seat: int, legal: list[Action], default: Action
    ) -> list[Action]:
        """The built-in choice and the best of the rest judged one step on."""
        width = self.lookahead.width
        if len(legal) <= width:
            return legal
        ending = next((a for a in legal if type(a).__name__ in self.passing), None)
        first = [default] if ending in (None, default) else [default, ending]
        order = list(range(len(legal)))
        self.rng.shuffle(order)  # equal judgements (every grid pick) in a dealt order
        judged = [(self._value(engine.apply(world, legal[i])[0], seat), i) for i in order]
        judged.sort(key=lambda pair: -pair[0])
        rest = [legal[i] for _, i in judged if legal[i] not in first]
        return first + rest[: width - len(first)]

    def _played_on(self, world: Any, seat: int, rng: random.Random, started: object) -> float:
        """The policy plays both seats to the end (or until ``turns`` turns have ended,
        counted from the turn ``started``, the decision's); the result there. The world's
        own seed decides its chance steps; ``rng`` the policy's ties, the same for every
        candidate of a world."""
        policy = self.policy(rng)
        turns = self.lookahead.turns
        current = started
        for _ in range(self.lookahead.cap):
            if world.result is not None:
                break
            if turns:
                now = self.turn(world)
                if now != current:
                    current, turns = now, turns - 1
                    if not turns:
                        break
            actor = engine.decision(world).actor
            if actor == CHANCE:
                action = engine.sample_chance(world)
            else:  # a choice of one is not worth the policy's look at the board
                legal = engine.legal_actions(world)
                action = legal[0] if len(legal) == 1 else policy.choose(world, actor)
            world, _ = engine.apply(world, action)
        return self._value(world, seat)

    def _value(self, world: Any, seat: int) -> float:
        """The seat's chance to win there, from its own view."""
        if world.result is not None:
            winner = world.result.winner
            return 0.5 if winner is None else float(winner == seat)
        score = self.evaluate(engine.view(world, seat), seat)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score / self.scale))))


def _considered(legal: list[Action]) -> list[Action]:
    """Taking a pick back only leads to where the pick was chosen: it stays when alone."""
    kept = [action for action in legal if not isinstance(action, Unpick)]
    return kept or legal


def _mean(values: Collection[float]) -> float:
    return sum(values) / len(values) if values else 0.0
