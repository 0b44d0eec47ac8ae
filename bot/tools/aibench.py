"""``rokumon bench ai``: how strong a practice level plays (issue 24 item 6). A level plays
whole matches against each opponent named (easy, normal, hard or random play) from the
shipped starter decks, each deal twice with the seats swapped; the bench prints the win
rate, how the matches ended and the level's decision time (p50, p99, max over every
decision it thought about: more than one legal action). Matches run in ``jobs`` processes,
each decision on one core.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.players.levels import LevelPlayer
from bot.tools.bench import percentile
from bot.tools.selfplay import starter_setup
from engine.kernel.state import CHANCE

OPPONENTS = ("easy", "normal", "hard", "random")


@dataclass(frozen=True)
class Played:
    """One match of the bench: who won from the level's side, how it ended, its timings."""

    won: bool
    lost: bool
    reason: str  # the result's reason, "unfinished" past the cap
    actions: int
    thinking: tuple[float, ...]  # seconds per decision of the level's, where it had a choice


def play_one(ruleset: str, level: str, opponent: str, seed: int, seat: int, cap: int) -> Played:
    """One match of the deal ``seed``, the level in ``seat``."""
    rng = random.Random(seed * 2 + seat)
    game = registry.get(ruleset)
    mine = LevelPlayer(ruleset, level, random.Random(rng.random()))
    theirs: Any
    if opponent == "random":
        theirs = RandomPlayer(random.Random(rng.random()), passing=game.passing)
    else:
        theirs = LevelPlayer(ruleset, opponent, random.Random(rng.random()))
    state, _ = engine.new_match(starter_setup(ruleset, seed))
    thinking: list[float] = []
    actions = 0
    while state.result is None and actions < cap:
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        elif decision.actor == seat:
            started = time.perf_counter()
            action = mine.choose(state, seat)
            if len(engine.legal_actions(state)) > 1:
                thinking.append(time.perf_counter() - started)
        else:
            action = theirs.choose(state, decision.actor)
        state, _ = engine.apply(state, action)
        actions += 1
    result = state.result
    if result is None:
        return Played(False, False, "unfinished", actions, tuple(thinking))
    won = result.winner == seat
    lost = result.winner is not None and not won
    return Played(won, lost, result.reason, actions, tuple(thinking))


def summary(level: str, opponent: str, played: Sequence[Played]) -> str:
    """A line of results against one opponent."""
    won = sum(p.won for p in played)
    lost = sum(p.lost for p in played)
    drawn = len(played) - won - lost
    endings = Counter(p.reason for p in played)
    ended = ", ".join(f"{reason} {count}" for reason, count in sorted(endings.items()))
    rate = 100.0 * won / len(played) if played else 0.0
    actions = sum(p.actions for p in played) / max(len(played), 1)
    return (
        f"  {level} vs {opponent}: won {won}, lost {lost}, drawn or unfinished {drawn} "
        f"of {len(played)} ({rate:.1f} % won); ended by {ended}; {actions:.0f} actions a match"
    )


def timing(played: Sequence[Played]) -> str:
    """The level's decision times over every match played."""
    times = [t for p in played for t in p.thinking]
    return (
        f"  decisions: {len(times)} thought about, p50 {percentile(times, 0.5) * 1000:.0f} ms, "
        f"p99 {percentile(times, 0.99) * 1000:.0f} ms, max {max(times, default=0.0) * 1000:.0f} ms"
    )


def ai_bench(
    ruleset: str,
    games: int,
    level: str,
    against: Sequence[str] = ("easy", "random"),
    seed: int = 1,
    jobs: int = 1,
    cap: int = 3000,
) -> str:
    """Every opponent's ``games`` matches; the report's lines."""
    lines = [f"bench ai {ruleset}: level {level}, {games} matches per opponent, seed {seed}"]
    every: list[Played] = []
    for opponent in against:
        # each deal twice, the level in either seat: a deal that favours a seat favours
        # both players once
        args = [(ruleset, level, opponent, seed + g // 2, g % 2, cap) for g in range(games)]
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as pool:
                played = list(pool.map(_play_args, args, chunksize=1))
        else:
            played = [play_one(*a) for a in args]
        every += played
        lines.append(summary(level, opponent, played))
    lines.append(timing(every))
    return "\n".join(lines)


def _play_args(args: tuple[str, str, str, int, int, int]) -> Played:
    return play_one(*args)
