"""The practice opponent thinks in worker processes (bot/service/thinker.py, issue 24 item
3): the event loop goes on answering while a decision is made, the choice is the same as
the player's own in the bot's process, the player's memory comes back, and a worker that
fails or is too slow leaves the decision to the easy level. The workers here run at the
bot's own priority: at their lowest, the tests running beside them would starve them."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import pytest
from dealt import decisions

import engine
from bot.players.levels import LevelPlayer
from bot.service.thinker import Thinker, _ready


@pytest.fixture(scope="module")
def thinker() -> Iterator[Thinker]:
    pool = Thinker(workers=2, niceness=0)
    yield pool
    pool.close()


def _position() -> Any:
    return next(s for s in decisions("grid", [6], every=3) if len(engine.legal_actions(s)) > 3)


async def test_the_loop_answers_while_a_practice_player_thinks(thinker: Thinker) -> None:
    state = _position()
    seat = engine.decision(state).actor
    player = LevelPlayer("grid", "normal", random.Random(7))
    ticks: list[float] = []

    async def ticking() -> None:
        while True:
            ticks.append(time.perf_counter())
            await asyncio.sleep(0.005)

    ticker = asyncio.create_task(ticking())
    started = time.perf_counter()
    action, after = await thinker.choose(player, state, seat)
    thought = time.perf_counter() - started
    ticker.cancel()
    assert engine.check(state, action, seat) is None
    gaps = [b - a for a, b in pairwise(ticks)]
    assert thought > 0.2 and len(ticks) > thought / 0.05  # the loop ran all along
    assert max(gaps) < 0.25
    assert after is not player and after.level.name == "normal"


async def test_the_worker_chooses_as_the_player_would_here(thinker: Thinker) -> None:
    state = _position()
    seat = engine.decision(state).actor
    action, after = await thinker.choose(LevelPlayer("grid", "easy", random.Random(3)), state, seat)
    assert action == LevelPlayer("grid", "easy", random.Random(3)).choose(state, seat)
    assert after._count == 1  # the turn's decision count came back


async def test_a_slow_decision_falls_back_and_does_not_hold_up_the_next() -> None:
    state = _position()
    seat = engine.decision(state).actor
    slow = Thinker(workers=1, timeout=0.05, niceness=0)
    try:
        await slow.warm()
        player = LevelPlayer("grid", "hard", random.Random(1))
        started = time.perf_counter()
        action, kept = await slow.choose(player, state, seat)
        assert time.perf_counter() - started < 1.0  # the hard level takes seconds here
        assert engine.check(state, action, seat) is None
        assert kept is player and slow.fallbacks == 1
        # the abandoned decision still runs: the next waits for it, then has its own time
        slow.timeout = 8.0
        easy = LevelPlayer("grid", "easy", random.Random(3))
        action, _ = await slow.choose(easy, state, seat)
        assert slow.fallbacks == 1
        assert action == LevelPlayer("grid", "easy", random.Random(3)).choose(state, seat)
    finally:
        slow.close()


async def test_a_decision_waits_for_a_busy_worker_no_longer_than_the_timeout() -> None:
    """Every worker taken (other practice matches, a hint): the decision does not queue
    behind them for ever, the easy level takes it once the timeout is over."""
    state = _position()
    seat = engine.decision(state).actor
    pool = Thinker(workers=1, timeout=0.5, niceness=0)
    try:
        await pool.warm()
        holding = asyncio.ensure_future(pool._run(_ready, 2.5, limit=None))
        await asyncio.sleep(0.1)
        assert pool.busy
        started = time.perf_counter()
        action, _ = await pool.choose(LevelPlayer("grid", "easy", random.Random(3)), state, seat)
        assert time.perf_counter() - started < 1.5 and pool.fallbacks == 1
        assert engine.check(state, action, seat) is None
        await holding
        assert not pool.busy
    finally:
        pool.close()


async def test_a_dead_worker_falls_back_once_and_a_new_pool_takes_over() -> None:
    state = _position()
    seat = engine.decision(state).actor
    pool = Thinker(workers=1, niceness=0)
    try:
        await pool.warm()
        for process in list(pool._pool._processes.values()):
            process.kill()
            process.join()
        player = LevelPlayer("grid", "easy", random.Random(5))
        action, _ = await pool.choose(player, state, seat)
        assert engine.check(state, action, seat) is None and pool.fallbacks == 1
        action, _ = await pool.choose(player, state, seat)
        assert engine.check(state, action, seat) is None and pool.fallbacks == 1
    finally:
        pool.close()


async def test_a_hint_comes_back_as_legal_actions(thinker: Thinker) -> None:
    state = _position()
    seat = engine.decision(state).actor
    found = await thinker.chances(LevelPlayer("grid", "easy", random.Random(2)), state, seat)
    assert 1 <= len(found) <= 3
    assert all(engine.check(state, a, seat) is None for a, _ in found)
