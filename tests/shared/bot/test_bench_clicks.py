"""bench/clicks.py drives a match through simulated Discord the way a phone player does; a
short run here keeps it working as the panel and the match flow change (the figure itself
is printed by the benchmark, never asserted), and it presses a one-click choice of several
actions only when the built-in player would have made each of them."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from test_discord_quick_choices import two_moments

import engine

BENCH = Path(__file__).resolve().parents[3] / "bench" / "clicks.py"


@pytest.fixture
def clicks() -> Iterator[ModuleType]:
    """bench/clicks.py for one test, gone from sys.modules after it: hypothesis draws some
    examples from the constants of every project module in sys.modules, so a module left
    there would change the examples of the property tests that a worker runs after this one
    (which, under pytest-xdist, depends on the run)."""
    spec = importlib.util.spec_from_file_location("clicks", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


async def test_the_clicks_bench_plays_decisions_through_the_panel(
    clicks: ModuleType, tmp_path: Path
) -> None:
    decisions, tally, result = await clicks.play(5, "mc20th", tmp_path, cap=30)
    assert tally.chosen == 30 and decisions >= 30 and result == "unfinished"
    assert tally.counts["reopen"] >= 1  # the first decision opens the panel
    assert tally.counts["quick"] >= 1  # a phase was ended with one press of the board
    assert tally.interactions >= tally.chosen  # every choice took at least one interaction


class Scripted:
    """A player who answers with the next of its words (deep-copied by the harness)."""

    def __init__(self, words: list[str]) -> None:
        self.words = words

    def choose(self, state: Any, seat: int) -> Any:
        return engine.parse_action(state, self.words.pop(0))


class AlwaysAutoPass:
    async def auto_pass(self, user_id: int) -> bool:
        return True


async def test_the_bench_presses_a_choice_of_several_actions_only_if_the_player_makes_each(
    clicks: ModuleType,
) -> None:
    state, labels = two_moments(mine_only=True)
    bot = SimpleNamespace(store=AlwaysAutoPass())
    match = SimpleNamespace(state=state, row=SimpleNamespace(players=(1, 2)))
    # alice passes at both moments: one press does both, and the player has made both
    player = Scripted(["pass"])
    found = await clicks._shortcut(bot, match, player, 0, "pass")
    assert found is not None
    choice, after, steps = found
    assert choice.key == "pass-rest" and steps == 2 and after.words == [] and player.words
    # at the second moment she would use an effect: no shortcut, she passes the first alone
    found = await clicks._shortcut(bot, match, Scripted([f"use #{labels[10]} 1"]), 0, "pass")
    assert found is None


async def test_d_deck_3c_the_clicks_bench_plays_a_deus_draft_through_the_form(
    clicks: ModuleType, tmp_path: Path
) -> None:
    """deus [D-DECK-2d][D-DECK-3c]: a game that drafts its decks is challenged with no deck;
    the factions are picked with one press of the board and each faction's 15 cards (and
    the summoner) are one select of the private form, so the draft's many actions cost
    few interactions."""
    decisions, tally, result = await clicks.play(5, "deus", tmp_path, cap=6)
    # cap=6: four faction picks, then two builders of 2 x 15 cards and a summoner each
    assert result == "unfinished" and tally.chosen == 4 + 2 * 31 and decisions >= tally.chosen
    assert tally.counts["quick"] >= 2  # a faction taken with one press of the board
    form = tally.counts["select"] - (4 - tally.counts["quick"])  # the rest picked on the panel
    assert form == 2 * 3  # each builder: a select per faction and one for the summoner
    assert tally.interactions <= 4 + 6 + 2  # picks, form selects, the form opened twice
