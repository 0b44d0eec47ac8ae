"""``rokumon play`` keeps the same pictures the Discord bot posts in a folder: the public
board (and the formation during a battle) and each human player's hand, brought up to date
whenever someone at the keyboard is asked for input and when the match ends. In hot seat
only the hand of the player at the keyboard is in the folder.

When the match ends it also holds the result picture (result.png,
bot/presentation/ending.py: the one the bot posts), whose path the console prints.

The built-in player's actions and the dice in between are drawn together, all highlighted,
as the bot's board shows a batch of automatic steps. A hand is written only for seats
played at this keyboard, never the built-in player's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from bot.presentation import ending, present
from engine.kernel.events import Event
from engine.kernel.words import Table

WORDS: Final = Table("bot.tools", "pictures.WORDS")


class PictureFolder:
    def __init__(
        self, folder: Path, humans: set[int], font: str | None = None, lang: str = "ja"
    ) -> None:
        self.folder = folder
        self.humans = humans
        self.font = font
        self.lang = lang  # the pictures' language, the console's
        folder.mkdir(parents=True, exist_ok=True)

        self._state: Any = None
        self._events: list[Event] = []
        self._latest: Any = None  # the state last drawn
        self._keyboard = -1  # the seat whose hand is on disk (hot seat)

    def note(self, state: Any, events: list[Event]) -> None:
        """Remember the latest state and what happened since the pictures were written."""
        self._state = state
        self._events += events

    def flush(self, at_keyboard: int = -1) -> None:
        """Write the pictures of the latest state, if anything changed since the last time;
        in hot seat only the hand of the player at the keyboard is on disk."""
        if at_keyboard != self._keyboard and len(self.humans) > 1:
            self._keyboard = at_keyboard
            if self._latest is not None:
                self._hands(self._latest, at_keyboard)
        if self._state is not None:
            self.write(self._state, self._events, at_keyboard)
            self._state, self._events = None, []

    def write(self, state: Any, events: list[Event], at_keyboard: int = -1) -> None:
        board, formation = present.public_pictures(state, events, self.lang, self.font)
        (self.folder / "board.png").write_bytes(board.png)
        target = self.folder / "formation.png"
        if formation is not None:
            target.write_bytes(formation.png)
        elif target.exists():
            target.unlink()
        self._latest = state
        self._hands(state, at_keyboard)

    def result(self, state: Any, names: tuple[str, str], seconds: float) -> Path | None:
        """Write the result picture of a finished match; its path, or None without a result."""
        found = ending.result_words(state, names, self.lang, seconds)
        if found is None:
            return None
        path = self.folder / ending.FILENAME
        path.write_bytes(ending.drawn(found, self.font))
        return path

    def _hands(self, state: Any, at_keyboard: int) -> None:
        """Each human's hand; in hot seat only the one at the keyboard's, the other's file
        removed, so the next player finds no other hand on disk."""
        for seat in sorted(self.humans):
            path = self.folder / f"hand-P{seat + 1}.png"
            if len(self.humans) > 1 and seat != at_keyboard:
                path.unlink(missing_ok=True)
                continue
            title = WORDS.say("hand_title", self.lang, seat=seat + 1, turn=state.turn)
            hand = present.hand_picture(state, seat, title, self.font, self.lang)
            path.write_bytes(hand.png)
