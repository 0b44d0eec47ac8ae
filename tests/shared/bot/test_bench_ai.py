"""``rokumon bench ai`` (bot/tools/aibench.py, issue 24 item 6): whole matches of a level
against each opponent, each deal twice with the seats swapped; the win rate, how matches
ended and the level's decision times."""

from __future__ import annotations

import re

import pytest

from bot.tools.aibench import Played, play_one, summary
from bot.tools.cli import main


def test_the_bench_plays_every_deal_from_both_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "ai", "--ruleset", "kokuryoku", "--games", "4", "--level", "easy",
                 "--against", "random,easy"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "bench ai kokuryoku: level easy, 4 matches per opponent, seed 1"
    for opponent in ("random", "easy"):
        line = next(x for x in lines if x.startswith(f"  easy vs {opponent}: "))
        won, lost, other = map(
            int, re.findall(r"won (\d+), lost (\d+), drawn or unfinished (\d+)", line)[0]
        )
        assert won + lost + other == 4
        assert "ended by " in line
    assert re.search(r"decisions: \d+ thought about, p50 \d+ ms, p99 \d+ ms, max \d+ ms", out)


def test_each_deal_is_played_from_both_seats_and_the_level_beats_random_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from bot.tools import aibench

    dealt: list[tuple[int, int]] = []
    monkeypatch.setattr(
        aibench, "play_one", lambda *a: dealt.append(a[3:5]) or Played(True, False, "x", 1, ())
    )
    aibench.ai_bench("grid", 4, "easy", ["random"], seed=7)
    assert dealt == [(7, 0), (7, 1), (8, 0), (8, 1)]
    monkeypatch.undo()
    first = play_one("grid", "easy", "random", 3, 0, 3000)
    second = play_one("grid", "easy", "random", 3, 1, 3000)
    assert first.won and second.won  # the greedy player beats random play from both seats
    assert first.thinking and all(t >= 0 for t in first.thinking)


def test_the_summary_counts_each_ending() -> None:
    played = [
        Played(True, False, "hq_fall", 100, (0.1,)),
        Played(False, True, "deck_out", 300, (0.2,)),
        Played(False, False, "unfinished", 3000, ()),
    ]
    line = summary("normal", "easy", played)
    assert "won 1, lost 1, drawn or unfinished 1 of 3 (33.3 % won)" in line
    assert "deck_out 1, hq_fall 1, unfinished 1" in line


def test_an_unknown_level_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "ai", "--ruleset", "grid", "--level", "expert"]) == 2
    assert "unknown level or opponent: expert" in capsys.readouterr().out
