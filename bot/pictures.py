"""``rokumon play`` keeps the same pictures the Discord bot posts in a folder: the public
board (and the formation during a battle) after every action, and each human player's hand.

A hand is written only for seats played at this keyboard, never the built-in player's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import engine
from bot import present
from engine.events import Event
from renderer.hand import render_hand


class PictureFolder:
    def __init__(self, folder: Path, humans: set[int], font: str | None = None) -> None:
        self.folder = folder
        self.humans = humans
        self.font = font
        folder.mkdir(parents=True, exist_ok=True)

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
            hand = render_hand(engine.view(state, seat), title=title, font=self.font)
            (self.folder / f"hand-P{seat + 1}.png").write_bytes(hand.png)
