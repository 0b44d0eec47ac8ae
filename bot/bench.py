"""Benchmarks (figures printed, never asserted in tests).

``engine``: applied actions per second in self-play on one core, random legal players,
each step including ``legal_actions`` and the per-action state copy inside ``apply``. The
floor measured in the same run is the copy alone, so the ratio says how many copies' worth
of time one whole step costs, whatever the machine's speed. Target: ≥ 2,000 actions/s.
"""

from __future__ import annotations

import random
import time

import engine
from bot.ai import RandomPlayer
from bot.selfplay import starter_setup
from carddb import shipped_index
from engine.mc20th.state import clone
from engine.state import CHANCE, SEATS


def engine_bench(seconds: float = 5.0, seed: int = 1) -> str:
    index = shipped_index("mc20th")
    actions = games = 0
    copy_seconds = 0.0
    copies = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        rng = random.Random(seed + games)
        players = {seat: RandomPlayer(rng) for seat in SEATS}
        state, _ = engine.new_match(starter_setup(seed + games, index))
        while state.result is None and actions < 10**9:
            decision = engine.decision(state)
            if decision.actor == CHANCE:
                action = engine.sample_chance(state)
            else:
                action = players[decision.actor].choose(state, decision.actor)
            state, _ = engine.apply(state, action)
            actions += 1
            if actions % 50 == 0:
                tick = time.perf_counter()
                for _ in range(20):
                    clone(state)
                copy_seconds += time.perf_counter() - tick
                copies += 20
        games += 1
    elapsed = time.perf_counter() - started - copy_seconds
    per_action = elapsed / actions
    per_copy = copy_seconds / copies
    return (
        f"games={games} actions={actions} seconds={elapsed:.2f} "
        f"actions_per_s={actions / elapsed:.0f} copy_us={per_copy * 1e6:.1f} "
        f"ratio={per_action / per_copy:.1f}"
    )
