"""The practice opponent thinks outside the event loop (issue 24 item 3): each decision of a
level player (bot/players/levels.py) runs in a pool of worker processes at a lower
priority, so the bot answers every other match's clicks while a practice match thinks.

The player travels to the worker with the state and comes back with its memory (a turn's
decision count, a declaration it withdrew): the service keeps it per match. A worker that
does not answer in ``timeout`` seconds, or fails, leaves the decision to the easy level in
the bot's own process (a few milliseconds): a practice match never hangs on its opponent.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import engine
from bot import games as registry
from bot.players.levels import LevelPlayer
from engine.kernel.actions import Action

log = logging.getLogger(__name__)
NICENESS = 19  # the lowest priority: a worker takes only what the bot leaves


def _started() -> None:
    """A worker's start: the lowest priority, and every game loaded before the first
    decision is asked for."""
    os.nice(NICENESS)
    for ruleset in registry.ids():
        registry.get(ruleset)


def _ready(pause: float) -> int:
    time.sleep(pause)  # holds this worker, so the next call starts another
    return os.getpid()


def _choose(player: LevelPlayer, body: bytes, ruleset: str, seat: int) -> tuple[str, LevelPlayer]:
    """In a worker: the player's choice, as notation, and the player as it is after it."""
    state = engine.decode_state(body, ruleset)
    return engine.format_action(state, player.choose(state, seat)), player


def _chances(player: LevelPlayer, body: bytes, ruleset: str, seat: int) -> list[tuple[str, float]]:
    """In a worker: the player's three best choices, as notation, with their chances."""
    state = engine.decode_state(body, ruleset)
    return [(engine.format_action(state, a), c) for a, c in player.chances(state, seat)]


class Thinker:
    """A pool of worker processes that choose for practice players."""

    def __init__(self, workers: int | None = None, timeout: float = 8.0) -> None:
        # one core is the bot's own: the workers take the others (at least one)
        self.workers = workers or max(1, (os.cpu_count() or 2) - 1)
        self.timeout = timeout
        self._pool = ProcessPoolExecutor(
            max_workers=self.workers,
            # a fresh interpreter: forking a process that runs an event loop and threads
            # can copy a lock held elsewhere
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_started,
        )

    async def warm(self) -> None:
        """Start every worker now rather than at the first decision (a start is an
        interpreter importing the games: a second or two of one core)."""
        loop = asyncio.get_running_loop()
        calls = [loop.run_in_executor(self._pool, _ready, 0.2) for _ in range(self.workers)]
        await asyncio.gather(*calls)

    async def choose(
        self, player: LevelPlayer, state: Any, seat: int
    ) -> tuple[Action, LevelPlayer]:
        """The player's action in ``state`` and the player after it."""
        ruleset = state.setup.ruleset
        loop = asyncio.get_running_loop()
        call = loop.run_in_executor(
            self._pool, _choose, player, engine.encode_state(state), ruleset, seat
        )
        try:
            text, after = await asyncio.wait_for(call, self.timeout)
            action = engine.parse_action(state, text)
            if engine.check(state, action, seat) is None:
                return action, after
            log.warning(
                "a practice player chose %r, which is not legal: the easy level plays", text
            )
        except Exception:  # a worker gone or slow: the match goes on without it
            log.exception("a practice player's worker failed: the easy level plays")
        fallback = LevelPlayer(ruleset, "easy", random.Random(state.version))
        return fallback.choose(state, seat), player

    async def chances(
        self, player: LevelPlayer, state: Any, seat: int
    ) -> Sequence[tuple[Action, float]]:
        """The three best choices for ``seat`` with their chances to win (a hint); none
        when the worker fails."""
        loop = asyncio.get_running_loop()
        call = loop.run_in_executor(
            self._pool, _chances, player, engine.encode_state(state), state.setup.ruleset, seat
        )
        try:
            found = await asyncio.wait_for(call, self.timeout)
        except Exception:
            log.exception("a hint's worker failed")
            return ()
        return [(engine.parse_action(state, text), chance) for text, chance in found]

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
