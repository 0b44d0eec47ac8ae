"""``rokumon play`` writes the result picture at the end of a match (issue 21), the same
picture the Discord bot posts (bot/presentation/ending.py, shared by bot/adapter/results.py and
bot/tools/pictures.py),
and says where it is; a match left unfinished has none. grid [G-1.1]: the piped game below
ends when a player's every base is destroyed (or a deck runs out, [G-R14])."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PIL import Image

import engine
from bot.adapter import results
from bot.presentation import ending
from bot.tools.pictures import PictureFolder
from bot.tools.selfplay import players_for, starter_setup
from engine.kernel.state import CHANCE
from renderer.result import HEIGHT, WIDTH


def finished(ruleset: str, seed: int) -> Any:
    """A match of the built-in players, played to its end."""
    state, _ = engine.new_match(starter_setup(ruleset, seed))
    players = players_for(ruleset, seed, random.Random(seed))
    while state.result is None:
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, _ = engine.apply(state, action)
    return state


def play(folder: Path, lines: int, lang: str) -> subprocess.CompletedProcess[str]:
    args = (
        "play",
        "--ruleset",
        "grid",
        "--vs-ai",
        "--level",
        "easy",
        "--seed",
        "5",
        "--lang",
        lang,
    )
    return subprocess.run(
        [sys.executable, "-m", "bot.tools.cli", *args, "--pictures", str(folder)],
        input="auto\n" * lines,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_g_1_1_rokumon_play_writes_the_result_picture_and_says_where(tmp_path: Path) -> None:
    """grid [G-1.1]: a game played to its end leaves result.png beside the board, in the
    console's language, and the last line names it."""
    folder = tmp_path / "pictures"
    done = play(folder, 3000, "ja")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    path = folder / ending.FILENAME
    assert done.stdout.rstrip().splitlines()[-1] == f"結果の画像: {path.resolve()}"
    with Image.open(io.BytesIO(path.read_bytes())) as picture:
        assert picture.size == (WIDTH, HEIGHT)
    assert (folder / "board.png").exists()


def test_an_unfinished_match_has_no_result_picture(tmp_path: Path) -> None:
    folder = tmp_path / "pictures"
    stopped = play(folder, 3, "en")
    assert stopped.returncode == 1
    assert (folder / "board.png").exists() and not (folder / ending.FILENAME).exists()
    assert "Result picture" not in stopped.stdout


def test_the_console_and_the_bot_draw_the_same_result(tmp_path: Path) -> None:
    """The offline picture is the bot's: same state, names and duration, same bytes."""
    state = finished("grid", 3)
    names = ("alice", "bob")
    end = datetime(2026, 11, 23, 21, 0)
    row = SimpleNamespace(
        status="finished", result=None, created_at=end - timedelta(seconds=754), updated_at=end
    )
    posted = results.result_of(SimpleNamespace(row=row, state=state), names, "en")
    assert posted is not None and "12 min 34 s" in posted.alt
    written = PictureFolder(tmp_path, {0}, lang="en").result(state, names, 754.0)
    assert written == tmp_path / ending.FILENAME
    assert written.read_bytes() == ending.drawn(posted)
    winner = state.result.winner
    assert posted.words.headline == (f"{names[winner]} wins" if winner is not None else "Draw")


def test_no_result_picture_before_the_end(tmp_path: Path) -> None:
    state, _ = engine.new_match(starter_setup("grid", 3))
    assert PictureFolder(tmp_path, {0}).result(state, ("P1", "P2"), 1.0) is None
    assert not (tmp_path / ending.FILENAME).exists()
