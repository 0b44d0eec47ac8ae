"""The grid game's battle zone (grid [G-2.1][G-R1]): 4 columns x 5 rows, labelled from the
first player's side (A1 is the first player's left corner; row 1 is the first player's front
row, row 5 the second player's, row 3 neutral), and the shapes laid out on it.

Movement [G-6.2][G-R8]: no keyword, one step to any of the 8 neighbours; 飛車 up to 2
orthogonally, 角 up to 2 diagonally, 香車 up to 2 forward (the owner's forward); a keyworded
card has no other moves. Passage [G-9.5][G-R9]: a square holding an enemy card ends a line
(it can be attacked, never passed or entered); own cards are passed.
"""

from __future__ import annotations

from collections.abc import Container
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


Rays = tuple[tuple[int, ...], ...]  # a square's rays, each nearest square first
LONGEST: Final = max(BOARD.columns, BOARD.rows) - 1  # no ray on the board is longer


def _never(square: int) -> bool:
    return False


def _rays(directions: tuple[Offset, ...], length: int) -> tuple[Rays, ...]:
    return tuple(
        tuple(ray for d in directions if (ray := BOARD.ray(s, d, length, _never)))
        for s in BOARD.squares
    )


# The rays never change with the cards on the board, only where they stop does: laid out
# once here, per square, so the move phase, which asks for every entity's reach on every
# look, only walks them (issue 23). Movement rays per keyword and facing (True: the first
# player's, G-R8 香車); 射程 lines per length.
MOVE_RAYS: Final[dict[tuple[Movement, bool], tuple[Rays, ...]]] = {
    (movement, first): _rays(
        facing(directions, 0, 0 if first else 1),
        1 if movement is Movement.KING else KEYWORD_LENGTH,
    )
    for movement, directions in _DIRECTIONS.items()
    for first in (True, False)
}
LINE_RAYS: Final = tuple(_rays(SURROUNDING, length) for length in range(LONGEST + 1))
NEIGHBOURS: Final = tuple(frozenset(BOARD.steps(s, SURROUNDING)) for s in BOARD.squares)
SAME_ROW: Final = tuple(
    tuple(BOARD.index(col, BOARD.row(s)) for col in range(BOARD.columns)) for s in BOARD.squares
)


def met(rays: Rays, stops: Container[int]) -> set[int]:
    """The squares of ``rays``, a square in ``stops`` the last of its ray: met (it can be
    attacked), never passed [G-R9]."""
    found: set[int] = set()
    for ray in rays:
        for square in ray:
            found.add(square)
            if square in stops:
                break
    return found


def reach(
    square: int, movement: Movement, seat: int, first: int, stops: Container[int]
) -> set[int]:
    """Every square a card of ``seat`` moving by ``movement`` from ``square`` meets, lines
    ending at a square of ``stops`` [G-R8][G-R9]. The caller keeps the legal destinations."""
    return met(MOVE_RAYS[movement, seat == first][square], stops)


def lines(square: int, length: int, stops: Container[int]) -> set[int]:
    """Straight lines of up to ``length`` squares in all 8 directions, ending at a square of
    ``stops`` (射程, [G-R11](c))."""
    return met(LINE_RAYS[max(0, min(length, LONGEST))][square], stops)


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
