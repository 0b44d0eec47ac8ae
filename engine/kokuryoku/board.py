"""The national-power game's map [KV-1]: 3 columns x 4 rows labelled from the first player's
side (A1 is the first player's left corner); each player's nearest row holds their three
sortie squares [K-5.6] (the first player's A1-C1, the second player's A4-C4). Ranges are
offsets written from the first player's side and turned for the second [KV-2]; a move jumps
straight to a range square (no passage rule survives).

The geometry never changes, so each (square, pattern, seat, first player) is worked out once
and remembered: the legal moves ask it for every unit at every decision (issue 23).
"""

from __future__ import annotations

from functools import cache
from typing import Final

from engine.kernel.board import Board, Offset, facing

BOARD: Final = Board(columns=3, rows=4)


def label(square: int) -> str:
    return BOARD.label(square)


@cache
def sortie_squares(seat: int, first: int) -> tuple[int, ...]:
    """The three squares of the row nearest ``seat`` [K-5.6][KV-1]."""
    return BOARD.row_squares(0, seat, first)


@cache
def in_range(square: int, offsets: tuple[Offset, ...], seat: int, first: int) -> tuple[int, ...]:
    """The squares at ``seat``'s offsets from ``square`` (mirrored for the second player)."""
    return BOARD.steps(square, facing(offsets, seat, first))


def rows_toward_home(square: int, seat: int, first: int) -> int:
    """How far the square's row stands from ``seat``'s own edge (0: its sortie row)."""
    return BOARD.rank(square, seat, first)


@cache
def front_rows(front: int, seat: int, first: int) -> tuple[int, ...]:
    """The squares of the row ``front`` rows from ``seat``'s edge and of the one row behind
    it (none behind the sortie row): where a land may go [KV-3]."""
    ranks = [front] if front == 0 else [front, front - 1]
    return tuple(sq for rank in ranks for sq in BOARD.row_squares(rank, seat, first))
