"""docs/discord.md says how big each game's pictures are; these are the sizes drawn (issue 21:
grid's and kokuryoku's boards are portrait, mc20th's and Deus's landscape)."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import engine
from bot.presentation import present
from bot.tools.selfplay import players_for, starter_setup
from engine.kernel.state import CHANCE

DOC = Path(__file__).resolve().parents[3] / "docs" / "discord.md"
GAMES = ("mc20th", "deus", "grid", "kokuryoku")


def stated(picture: str) -> dict[str, tuple[int, int, str]]:
    """The size column of a row of the Sizes table: game -> (width, height, orientation)."""
    row = next(
        line
        for line in DOC.read_text(encoding="utf-8").splitlines()
        if line.startswith(f"| {picture} |")
    )
    cell = row.split("|")[2]
    found = {}
    for part in cell.split(";"):
        games_said, _, size = part.partition(":")
        match = re.search(r"(\d+)x(\d+), (landscape|portrait)", size)
        if match:
            for game in re.findall(r"[a-z0-9]+", games_said.split("(")[0]):
                found[game] = (int(match[1]), int(match[2]), match[3])
    return found


def pictures_after(ruleset: str, steps: int, seed: int = 2) -> tuple[Any, Any]:
    """The public pictures (board, battle or None) after the built-in players' first steps,
    stopping early at a battle picture."""
    state, _ = engine.new_match(starter_setup(ruleset, seed))
    players = players_for(ruleset, seed, random.Random(seed))
    board, battle = present.public_pictures(state, [], "en", None)
    for _ in range(steps):
        if state.result is not None:
            break
        decision = engine.decision(state)
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = players[decision.actor].choose(state, decision.actor)
        state, events = engine.apply(state, action)
        board, battle = present.public_pictures(state, events, "en", None)
        if battle is not None:
            break
    return board, battle


@pytest.mark.parametrize("ruleset", GAMES)
def test_the_board_is_the_size_the_doc_states(ruleset: str) -> None:
    width, height, orientation = stated("board")[ruleset]
    board, _ = pictures_after(ruleset, 30)
    assert (board.width, board.height) == (width, height)
    assert (width > height) == (orientation == "landscape")


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "kokuryoku"])
def test_the_battle_picture_is_the_size_the_doc_states(ruleset: str) -> None:
    width, height, orientation = stated("battle")[ruleset]
    battles = (pictures_after(ruleset, 600, seed)[1] for seed in (2, 1, 3))
    battle = next((b for b in battles if b is not None), None)
    assert battle is not None
    assert (battle.width, battle.height) == (width, height)
    assert (width > height) == (orientation == "landscape")


def test_grid_draws_no_battle_picture_as_stated() -> None:
    assert "grid: none" in DOC.read_text(encoding="utf-8")
    _, battle = pictures_after("grid", 200)
    assert battle is None
