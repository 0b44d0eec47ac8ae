"""The battlefield's geometry: 3 columns x 4 rows of areas [5-2], territories [9-2-1],
HQ positions [5-3], and the advance ranges of the three move types [9-2-2].

The diagrams were lost; DESIGN.md fixes the layout and ranges, drawn on the kernel's board
(engine/kernel/board.py). Area index = row * 3 + col; row 0 is the first player's back row.
Labels are absolute: columns A-C, rows 1-4 counted from the first player's side ("B1" is
the first player's HQ, "B4" the second player's).
"""

from __future__ import annotations

from typing import Final

from engine.kernel.board import ORTHOGONAL as ORTHOGONAL_STEPS
from engine.kernel.board import SURROUNDING, TWO_STRAIGHT, Board
from engine.moncolle.board import Areas
from engine.moncolle.cards import MoveType

BATTLEFIELD: Final = Board(columns=3, rows=4)
COLUMNS: Final = BATTLEFIELD.columns
ROWS: Final = BATTLEFIELD.rows
AREA_COUNT: Final = BATTLEFIELD.size
TERRITORY_ROWS: Final = 2  # [9-2-1] each player's two nearest rows


def area_index(col: int, row: int) -> int:
    return BATTLEFIELD.index(col, row)


def area_col(area: int) -> int:
    return BATTLEFIELD.col(area)


def area_row(area: int) -> int:
    return BATTLEFIELD.row(area)


AREAS: Final = Areas(BATTLEFIELD, "notation_area")
area_label = AREAS.label
parse_area = AREAS.parse


def territory_rows(seat: int, first_player: int) -> tuple[int, int]:
    """The two rows nearest a player: its territory (自軍領土) [9-2-1]."""
    return (0, 1) if seat == first_player else (ROWS - 2, ROWS - 1)


def hq_area(seat: int, first_player: int) -> int:
    """The centre of the player's back row [8] step 3."""
    return BATTLEFIELD.row_squares(0, seat, first_player)[1]


def in_territory(area: int, seat: int, first_player: int) -> bool:
    return BATTLEFIELD.rank(area, seat, first_player) < TERRITORY_ROWS


ORTHOGONAL: Final = tuple(BATTLEFIELD.steps(a, ORTHOGONAL_STEPS) for a in BATTLEFIELD.squares)
_RANGES: Final = {
    MoveType.WALK: ORTHOGONAL,
    MoveType.FLY: tuple(BATTLEFIELD.steps(a, SURROUNDING) for a in BATTLEFIELD.squares),
    MoveType.LONG_FLY: tuple(
        BATTLEFIELD.steps(a, SURROUNDING + TWO_STRAIGHT) for a in BATTLEFIELD.squares
    ),
}


def advance_range(area: int, move: MoveType) -> tuple[int, ...]:
    """Areas a unit in ``area`` may advance into, before terrain and limits [9-2-2].

    歩行: the 4 orthogonal neighbours; 飛行: the 8 surrounding areas; 長距離飛行: those plus
    the areas exactly two steps straight away, jumping over what lies between (DESIGN.md).
    """
    return _RANGES[move][area]
