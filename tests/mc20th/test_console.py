"""``rokumon play``: whole matches to a win, hot seat and against the built-in player."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import engine
from bot.mc20th.selfplay import hidden_from
from bot.players.chance import settle_chance
from bot.tools.console import TEXT, Console
from bot.tools.selfplay import starter_setup

CARD_REF = re.compile(r"#(\d+)")


class Script:
    """Feeds the console: some fixed lines first, then 'auto' forever (with a safety cap)."""

    def __init__(self, first: list[str], cap: int = 20_000) -> None:
        self.lines: Iterator[str] = iter(first)
        self.cap = cap
        self.console: Console | None = None
        self.said: list[str] = []
        self.leaks: list[str] = []

    def ask(self, prompt: str) -> str | None:
        self.cap -= 1
        if self.cap < 0:
            return None
        return next(self.lines, "auto")

    def say(self, text: str) -> None:
        self.said.append(text)
        console = self.console
        if (
            console is None
            or console.at_keyboard < 0
            or text in (TEXT["help"].in_("ja"), TEXT["help"].in_("en"))
        ):
            return
        hidden = hidden_from(console.state, console.at_keyboard)
        for line in text.splitlines():
            if "マリガン" in line:
                continue  # a mulligan shows the hand on purpose [8]
            leaked = {int(n) for n in CARD_REF.findall(line)} & hidden
            if leaked:
                self.leaks.append(line)


def play(humans: set[int], first: list[str], seed: int) -> tuple[Console, Script]:
    state, _ = engine.new_match(starter_setup("mc20th", seed))
    script = Script(first)
    console = Console(state, humans, script.ask, script.say, "ja", seed)
    script.console = console
    assert console.run() == 0, "the input ran out before the match ended"
    return console, script


def test_hot_seat_match_to_a_win_never_shows_the_other_hand() -> None:
    console, script = play({0, 1}, ["help", "legal", "board", "hand", "log"], seed=12)
    assert console.state.result is not None and console.state.result.winner is not None
    assert script.leaks == []
    assert any("キーボードを渡して" in text for text in script.said)
    assert any(" 1. " in text for text in script.said)  # the legal list was shown


def test_vs_ai_match_to_a_win() -> None:
    console, script = play({0}, [], seed=4)
    result: Any = console.state.result
    assert result is not None and result.winner is not None
    assert script.leaks == []
    assert not any("キーボードを渡して" in text for text in script.said)


def test_an_illegal_action_is_refused_with_its_reason() -> None:
    state, _ = engine.new_match(starter_setup("mc20th", 4))
    script = Script(["attack", "move #1 Z9", "resign", "no", "resign", "yes"])
    console = Console(state, {0, 1}, script.ask, script.say, "en", 4)
    script.console = console
    console.run()
    said = "\n".join(script.said)
    assert "You cannot do that now" in said
    assert "not an area" in said
    assert "Not resigned." in said  # resign asks first; "no" keeps playing
    assert console.state.result is not None and console.state.result.reason == "resignation"


def test_the_rokumon_command_plays_a_match_from_piped_input(tmp_path: Path) -> None:
    folder = tmp_path / "pictures"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.tools.cli",
            "play",
            "--vs-ai",
            "--level",
            "easy",
            "--seed",
            "3",
            "--pictures",
            str(folder),
        ],
        input="auto\n" * 5000,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "対戦終了" in result.stdout
    # the same pictures as on Discord, and only the human's hand
    assert (folder / "board.png").read_bytes().startswith(b"\x89PNG")
    assert (folder / "hand-P1.png").exists() and not (folder / "hand-P2.png").exists()


def test_odd_digits_and_numbers_are_answered_not_crashed() -> None:
    """'᧚' passes str.isdigit() but int() cannot read it; the console says so and goes on."""
    state, _ = engine.new_match(starter_setup("mc20th", 3))
    script = Script(["᧚", "99999999999", "0", "move #3 B᧚"], cap=4)
    console = Console(state, {0}, script.ask, script.say, "en", 3)
    assert console.run() == 1  # the input ended, the console did not crash
    said = "\n".join(script.said)
    assert "Unknown action '᧚'" in said and "'B᧚' is not an area" in said


def test_before_each_prompt_the_player_reads_what_happened_since_their_last_move() -> None:
    """Issue 10 item 8: the opponent's actions, as this player may see them, come first."""
    state, _ = engine.new_match(starter_setup("mc20th", 7))
    script = Script([], cap=4000)
    console = Console(state, {0}, script.ask, script.say, "ja", 7)  # P2 is the built-in player
    script.console = console
    console.run()
    feeds = [text for text in script.said if text.startswith("-- 前回の入力から --")]
    assert feeds, "no what-happened feed"
    assert any("P2" in text for text in feeds)  # the built-in player's doings are told
    assert script.leaks == []  # and nothing P1 may not see


def test_hot_seat_keeps_only_the_current_players_hand_on_disk(tmp_path: Path) -> None:
    from bot.tools.pictures import PictureFolder

    state, _ = engine.new_match(starter_setup("mc20th", 11))
    folder = PictureFolder(tmp_path, {0, 1})
    on_disk: list[set[str]] = []
    script = Script([], cap=60)  # the first hand-overs are enough

    def ask(prompt: str) -> str | None:
        folder.flush(console.at_keyboard)
        hands = {p.name for p in tmp_path.glob("hand-*.png")}
        on_disk.append(hands)
        if console.at_keyboard >= 0:
            assert hands <= {f"hand-P{console.at_keyboard + 1}.png"}, hands
        else:  # handing the keyboard over: no hand at all
            assert hands == set(), hands
        return script.ask(prompt)

    console = Console(state, {0, 1}, ask, script.say, "ja", 11)
    console.on_change = folder.note
    script.console = console
    console.run()
    assert {"hand-P1.png"} in on_disk and {"hand-P2.png"} in on_disk
    assert any(text.startswith("\x1b[H\x1b[2J\x1b[3J") for text in script.said)  # cleared


def test_the_picture_folder_draws_in_the_consoles_language(tmp_path: Path) -> None:
    """``rokumon play --lang en`` writes English pictures, the same the bot would post."""
    from bot.presentation import present
    from bot.tools.pictures import PictureFolder

    state, _ = engine.new_match(starter_setup("mc20th", 11))
    for lang in ("ja", "en"):
        folder = PictureFolder(tmp_path / lang, {0}, lang=lang)
        folder.note(state, [])
        folder.flush(0)
        board, _ = present.public_pictures(state, [], lang)
        assert (tmp_path / lang / "board.png").read_bytes() == board.png
    assert (tmp_path / "ja" / "board.png").read_bytes() != (
        tmp_path / "en" / "board.png"
    ).read_bytes()


def test_a_number_names_an_entry_of_the_list_shown_for_this_state() -> None:
    """A number typed after the match moved on from the list it was read from is refused
    with the list as it is now (issue 21: an action applies only to the state its sender
    saw); read from the list of this state, it applies."""
    state, _, _ = settle_chance(engine.new_match(starter_setup("mc20th", 5))[0])
    script = Script(["1", "legal", "1"], cap=3)
    console = Console(state, {0, 1}, script.ask, script.say, "en", 5)
    script.console = console
    console.run()
    refused = [i for i, text in enumerate(script.said) if text == TEXT["moved_on_list"].in_("en")]
    assert len(refused) == 1
    # the first '1' did nothing but show the list; the second applied its first entry
    first = engine.format_action(state, engine.legal_actions(state)[0])
    assert console.state.version > state.version
    assert any(first in text for text in script.said[refused[0] + 1 :])


def test_a_line_typed_before_its_prompt_appeared_is_refused_once_the_match_moved_on() -> None:
    """Typeahead: 'keep' typed twice at once by the first player; the second was typed
    before the state it would answer was shown, so it is refused, not applied to that state."""
    state, _, _ = settle_chance(engine.new_match(starter_setup("mc20th", 5))[0])
    # what the terminal holds as each prompt is about to be shown: nothing at the first
    early = [["keep"], []]
    script = Script(["keep", ""], cap=2)  # P1 keeps; the keyboard passes to P2 (Enter)
    console = Console(state, {0, 1}, script.ask, script.say, "en", 5)
    console.typed_ahead = lambda: early.pop() if early else []
    script.console = console
    console.run()
    assert any("'keep' was not done" in text for text in script.said)
    kept, _ = engine.apply(state, engine.parse_action(state, "keep"))
    assert engine.decision(console.state) == engine.decision(kept)  # P2's keep never applied
    assert not early


def test_typed_ahead_reads_only_what_waits_at_a_terminal() -> None:
    import os
    import pty

    from bot.tools.play import typed_ahead

    main_fd, terminal = pty.openpty()
    try:
        assert typed_ahead(terminal) == []
        os.write(main_fd, b"done\npass\n")
        assert typed_ahead(terminal) == ["done", "pass"]
        assert typed_ahead(terminal) == []
    finally:
        os.close(main_fd)
        os.close(terminal)
    reading, writing = os.pipe()
    try:
        os.write(writing, b"done\n")
        assert typed_ahead(reading) == []  # a pipe's lines are all meant, in their order
    finally:
        os.close(reading)
        os.close(writing)
