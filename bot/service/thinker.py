"""The practice opponent thinks outside the event loop (issue 24 item 3): each decision of a
level player (bot/players/levels.py) runs in a pool of worker processes at a lower
priority, so the bot answers every other match's clicks while a practice match thinks.

The player travels to the worker with the state and comes back with its memory (a turn's
decision count, a declaration it withdrew), for the caller to keep with its match. A worker
that does not answer in ``timeout`` seconds, or fails, leaves the decision to the player's
easy level in the bot's own process (a few milliseconds): a practice match never hangs on
its opponent. The bot's practice matches
(bot/adapter/opponent.py) and ``rokumon bench load --thinking`` use it.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import engine
from bot import games as registry
from bot.players.levels import LevelPlayer
from engine.kernel.actions import Action

log = logging.getLogger(__name__)
T = TypeVar("T")
NICENESS = 19  # the lowest priority: a worker takes only what the bot leaves


def _started(niceness: int) -> None:
    """A worker's start: its lower priority, and every game loaded before the first
    decision is asked for."""
    os.nice(niceness)
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
    """A pool of worker processes that choose for practice players. A request waits for a
    free worker in the event loop, not in the pool's queue: the timeout counts a worker's
    own time only, and a worker keeps its place until its job is really over (a job the
    caller gave up on still runs to its end)."""

    def __init__(
        self, workers: int | None = None, timeout: float = 8.0, niceness: int = NICENESS
    ) -> None:
        # one core is the bot's own: the workers take the others (at least one)
        cores = len(os.sched_getaffinity(0))  # the cores this process may run on
        self.workers = max(1, cores - 1) if workers is None else max(1, workers)
        self.timeout = timeout
        # a worker takes what the bot leaves: while the bot is busy a decision may starve
        # into the easy level's, and the bot answers first
        self.niceness = niceness
        self.fallbacks = 0  # decisions the easy level took over
        self._slots: tuple[asyncio.AbstractEventLoop, asyncio.Semaphore] | None = None
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            # a fresh interpreter: forking a process that runs an event loop and threads
            # can copy a lock held elsewhere
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_started,
            initargs=(self.niceness,),
        )

    def _free(self) -> asyncio.Semaphore:
        """The free workers, counted in the running loop (a semaphore belongs to one)."""
        loop = asyncio.get_running_loop()
        if self._slots is None or self._slots[0] is not loop:
            self._slots = (loop, asyncio.Semaphore(self.workers))
        return self._slots[1]

    @property
    def busy(self) -> bool:
        """Whether every worker is taken (what can wait, a hint, is then refused)."""
        return self._slots is not None and self._slots[1].locked()

    async def warm(self) -> None:
        """Start every worker now rather than at the first decision (a start is an
        interpreter importing the games: a second or two of one core)."""
        await asyncio.gather(*(self._run(_ready, 0.2, limit=None) for _ in range(self.workers)))

    async def _run(self, work: Callable[..., T], *args: Any, limit: float | None = -1.0) -> T:
        """``work`` in a free worker, within ``timeout`` (or ``limit``: None for none) once
        it started there, after waiting at most as long for a worker to be free (while
        other practice matches or hints hold every worker, the caller's fallback decides
        rather than a queue that only grows). A pool a dead worker broke is replaced for
        the next request."""
        free = self._free()
        bound = self.timeout if limit is not None and limit < 0 else limit
        await asyncio.wait_for(free.acquire(), bound)
        try:
            # submitted to the pool itself, not through the loop's run_in_executor, which a
            # simulated Discord wraps in what a worker process cannot be sent
            job = asyncio.wrap_future(self._pool.submit(work, *args))
        except BrokenProcessPool:
            free.release()
            self._pool = self._new_pool()
            raise
        job.add_done_callback(lambda _: free.release())
        try:
            return await asyncio.wait_for(asyncio.shield(job), bound)
        except BrokenProcessPool:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = self._new_pool()
            raise

    async def choose(
        self, player: LevelPlayer, state: Any, seat: int
    ) -> tuple[Action, LevelPlayer]:
        """The player's action in ``state`` and the player after it."""
        body = engine.encode_state(state)
        try:
            text, after = await self._run(_choose, player, body, state.setup.ruleset, seat)
            action = engine.parse_action(state, text)
            if engine.check(state, action, seat) is None:
                return action, after
            log.warning("a practice player chose %r, not legal: the easy level plays", text)
        except TimeoutError:
            log.warning("no answer from a worker in %.0f s: the easy level plays", self.timeout)
        except Exception:  # a worker gone: the match goes on without it
            log.exception("a practice player's worker failed: the easy level plays")
        self.fallbacks += 1
        return player.choose_easily(state, seat), player

    async def chances(
        self, player: LevelPlayer, state: Any, seat: int
    ) -> Sequence[tuple[Action, float]]:
        """The three best choices for ``seat`` with their chances to win (a hint); none
        when the worker fails."""
        body = engine.encode_state(state)
        try:
            found = await self._run(_chances, player, body, state.setup.ruleset, seat)
            chances = [(engine.parse_action(state, text), chance) for text, chance in found]
        except TimeoutError:
            log.warning("no hint from a worker in %.0f s", self.timeout)
            return ()
        except Exception:
            log.exception("a hint's worker failed")
            return ()
        return [(a, c) for a, c in chances if engine.check(state, a, seat) is None]

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
