"""``rokumon play`` keeps the same pictures the Discord bot posts in a folder: the public
board (and the formation during a battle) and each human player's hand, brought up to date
whenever someone at the keyboard is asked for input and when the match ends.

The built-in player's actions and the dice in between are drawn together, all highlighted,
as the bot's board shows a batch of automatic steps. A hand is written only for seats
played at this keyboard, never the built-in player's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot import present
from engine.kernel.events import Event


class PictureFolder:
    def __init__(self, folder: Path, humans: set[int], font: str | None = None) -> None:
        self.folder = folder
        self.humans = humans
        self.font = font
        folder.mkdir(parents=True, exist_ok=True)

        self._state: Any = None
        self._events: list[Event] = []

    def note(self, state: Any, events: list[Event]) -> None:
        """Remember the latest state and what happened since the pictures were written."""
        self._state = state
        self._events += events

    def flush(self) -> None:
        """Write the pictures of the latest state, if anything changed since the last time."""
        if self._state is not None:
            self.write(self._state, self._events)
            self._state, self._events = None, []

    def write(self, state: Any, events: list[Event]) -> None:
        board, formation = present.public_pictures(state, events, font=self.font)
        (self.folder / "board.png").write_bytes(board.png)
        target = self.folder / "formation.png"
        if formation is not None:
            target.write_bytes(formation.png)
        elif target.exists():
            target.unlink()
        for seat in sorted(self.humans):
            title = f"P{seat + 1} — turn {state.turn}"
            hand = present.hand_picture(state, seat, title, self.font)
            (self.folder / f"hand-P{seat + 1}.png").write_bytes(hand.png)
