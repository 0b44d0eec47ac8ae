"""``rokumon bench load`` on a few matches: it runs, and what it reads back from the file is
every acknowledged action once (the figures themselves are printed, never asserted)."""

from __future__ import annotations

import re

import pytest

from bot.tools.bench import load_bench
from bot.tools.cli import main


async def test_the_load_bench_loses_nothing_and_applies_no_double_click() -> None:
    out = await load_bench("grid", matches=4, actions=40, seed=3)
    figures = dict(re.findall(r"(\w+)=([\w.]+)", out))
    assert figures["matches"] == "4" and int(figures["applied"]) > 0
    assert figures["lost"] == "0" and figures["double"] == "0"
    assert {"p50_ms", "p99_ms", "payload", "disk", "setup_bytes_per_match"} <= figures.keys()


def test_the_load_bench_takes_matches_and_a_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["bench", "load", "--matches", "2", "--actions", "6", "--ruleset", "kokuryoku"]
    assert main(argv) == 0
    assert "matches=2 " in capsys.readouterr().out


async def test_the_load_bench_runs_with_the_bots_collector_and_puts_it_back() -> None:
    import gc

    from bot.service import collector

    seen: list[tuple[int, int, int]] = []
    before = gc.get_threshold()
    real = collector.tune_for_hosting

    def watched() -> None:
        real()
        seen.append(gc.get_threshold())

    collector.tune_for_hosting = watched
    try:
        await load_bench("grid", matches=2, actions=6, seed=3)
    finally:
        collector.tune_for_hosting = real
    assert seen == [collector.THRESHOLDS]
    assert gc.get_threshold() == before
