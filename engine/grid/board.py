"""The grid game's battle zone (grid [G-2.1][G-R1]): 4 columns x 5 rows, labelled from the
first player's side (A1 is the first player's left corner; row 1 is the first player's front
row, row 5 the second player's, row 3 neutral), and the shapes laid out on it.

Movement [G-6.2][G-R8]: no keyword, one step to any of the 8 neighbours; 飛車 up to 2
orthogonally, 角 up to 2 diagonally, 香車 up to 2 forward (the owner's forward); a keyworded
card has no other moves. Passage [G-9.5][G-R9]: a square holding an enemy card ends a line
(it can be attacked, never passed or entered); own cards are passed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.grid.cards import Movement, Shape
from engine.kernel.board import DIAGONAL, FORWARD, ORTHOGONAL, SURROUNDING, Board, Offset, facing

BOARD: Final = Board(columns=4, rows=5)
SQUARES: Final = BOARD.size
KEYWORD_LENGTH: Final = 2  # [G-R8]

_DIRECTIONS: Final[dict[Movement, tuple[Offset, ...]]] = {
    Movement.KING: SURROUNDING,
    Movement.ROOK: ORTHOGONAL,
    Movement.BISHOP: DIAGONAL,
    Movement.LANCE: (FORWARD,),
}


def label(square: int) -> str:
    return BOARD.label(square)


def front_row(seat: int, first: int) -> tuple[int, ...]:
    """The 4 squares of the row nearest ``seat`` [G-4][G-R1]."""
    return BOARD.row_squares(0, seat, first)


def ahead(square: int, seat: int, first: int, distance: int = 1) -> int | None:
    """The square ``distance`` squares forward of ``square`` for ``seat``, if on the board."""
    col, row = BOARD.col(square), BOARD.row(square) + distance * BOARD.forward(seat, first)
    return BOARD.index(col, row) if BOARD.on_board(col, row) else None


def reach(
    square: int, movement: Movement, seat: int, first: int, blocks: Callable[[int], bool]
) -> tuple[int, ...]:
    """Every square a card moving by ``movement`` from ``square`` meets: lines end at (and
    include) a square that ``blocks`` [G-R9]. The caller keeps the legal destinations."""
    directions = facing(_DIRECTIONS[movement], seat, first)
    length = 1 if movement is Movement.KING else KEYWORD_LENGTH
    return BOARD.rays(square, directions, length, blocks)


def lines(square: int, length: int, blocks: Callable[[int], bool]) -> tuple[int, ...]:
    """Straight lines of up to ``length`` squares in all 8 directions (射程, [G-R11](c))."""
    return BOARD.rays(square, SURROUNDING, length, blocks)


def area(shape: Shape, square: int, seat: int, first: int) -> tuple[int, ...]:
    """The squares of ``shape`` laid out from ``square``, oriented from ``seat``'s side
    [G-10.2][G-R16]; the square itself is always part of it."""
    col, row = BOARD.col(square), BOARD.row(square)
    if shape is Shape.SQUARE:
        found: set[int] = set()
    elif shape is Shape.AROUND:
        found = set(BOARD.steps(square, SURROUNDING))
    elif shape is Shape.ORTHOGONAL:
        found = set(BOARD.steps(square, ORTHOGONAL))
    elif shape is Shape.DIAGONAL:
        found = set(BOARD.steps(square, DIAGONAL))
    elif shape is Shape.FORWARD:
        found = {s for d in (1, 2) if (s := ahead(square, seat, first, d)) is not None}
    elif shape is Shape.COLUMN:
        found = {BOARD.index(col, r) for r in range(BOARD.rows)}
    elif shape is Shape.ROW:
        found = {BOARD.index(c, row) for c in range(BOARD.columns)}
    else:
        found = set(BOARD.squares)
    return tuple(sorted(found | {square}))
