"""``hint`` at the offline prompt (issue 24 item 5): the three best choices of the level's
lookahead, each with its chance to win, in the console's language; ``auto`` plays at the level."""

from __future__ import annotations

import random
import re

import pytest

import engine
from bot.players import levels
from bot.players.rollout import Lookahead
from bot.tools.console import Console, said
from bot.tools.selfplay import starter_setup


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hint_lists_three_choices_with_their_chances(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(levels._BUDGETS, "normal", Lookahead(worlds=2, width=4, turns=1))
    state, _ = engine.new_match(starter_setup("kokuryoku", 2))
    typed = iter(["hint", "quit"])
    out: list[str] = []
    ask = lambda _: next(typed, None)  # noqa: E731
    Console(state, {0, 1}, ask, out.append, lang, 2, level="normal").run()
    start = out.index(said("hint", lang))
    lines = out[start + 1 : start + 4]
    chances = [float(m) for line in lines for m in re.findall(r"(\d+) %", line)]
    assert len(chances) == len(lines) and 1 <= len(lines) <= 3
    assert chances == sorted(chances, reverse=True)
    assert all(line.startswith(f"  {n}. ") for n, line in enumerate(lines, 1))
    assert ("勝率" in lines[0]) == (lang == "ja")


def test_auto_plays_the_levels_choice() -> None:
    state, _ = engine.new_match(starter_setup("grid", 3))
    typed = iter(["auto"] * 6 + ["quit"])
    console = Console(state, {0, 1}, lambda _: next(typed, None), lambda _: None, "en", 3)
    assert isinstance(console.helper, levels.LevelPlayer) and console.helper.level.name == "easy"
    asked: list[tuple[object, int, engine.Action]] = []
    choose = console.helper.choose

    def recorded(at: object, seat: int) -> engine.Action:
        asked.append((at, seat, choose(at, seat)))
        return asked[-1][2]

    console.helper.choose = recorded  # type: ignore[method-assign]
    console.run()
    assert len(asked) >= 4  # hot seat: handing the keyboard over takes a line too
    again = levels.LevelPlayer("grid", "easy", random.Random(3 + 1))  # the helper's seed
    assert [again.choose(at, seat) for at, seat, _ in asked] == [a for _, _, a in asked]
