"""bench/clicks.py drives a match through simulated Discord the way a phone player does; a
short run here keeps it working as the panel and the match flow change (the figure itself
is printed by the benchmark, never asserted)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import bot.idle

BENCH = Path(__file__).parent.parent / "bench" / "clicks.py"


async def test_the_clicks_bench_plays_decisions_through_the_panel(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("clicks", BENCH)
    assert spec is not None and spec.loader is not None
    clicks = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = clicks  # dataclasses look their module up
    spec.loader.exec_module(clicks)
    period = bot.idle.PERIOD
    try:
        decisions, tally, result = await clicks.play(5, "mc20th", tmp_path, cap=30)
    finally:
        bot.idle.PERIOD = period
    assert tally.chosen == 30 and decisions >= 30 and result == "unfinished"
    assert tally.counts["reopen"] >= 1  # the first decision opens the panel
    assert tally.interactions >= tally.chosen  # every choice took at least one interaction
