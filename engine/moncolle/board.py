"""The words of a family battlefield's areas: labels ``A1``.. counted from the first
player's side, read case-insensitively (mc20th [5-2], deus [D-BOARD-1][R1]), on the kernel's
board (engine/kernel/board.py); an unknown area is a NotationError of the game's own key,
which says how large its board is.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.kernel.board import Board
from engine.kernel.errors import NotationError


class Areas(NamedTuple):
    board: Board
    unknown: str  # the message key of a label that is no area of this board

    def label(self, area: int) -> str:
        return self.board.label(area)

    def parse(self, text: str) -> int:
        """``"b2"`` or ``"B2"`` -> area index; NotationError for anything else."""
        try:
            return self.board.parse(text)
        except NotationError:
            raise NotationError(self.unknown, token=text[:20]) from None
