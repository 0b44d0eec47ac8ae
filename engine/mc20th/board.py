"""The battlefield's geometry: 3 columns x 4 rows of areas [5-2], territories [9-2-1],
HQ positions [5-3], and the advance ranges of the three move types [9-2-2].

The diagrams were lost; DESIGN.md fixes the layout and ranges. Area index = row * 3 + col;
row 0 is the first player's back row. Labels are absolute: columns A-C, rows 1-4 counted
from the first player's side ("B1" is the first player's HQ, "B4" the second player's).
"""

from __future__ import annotations

from typing import Final

from engine.cards import MoveType
from engine.errors import NotationError

COLUMNS: Final = 3
ROWS: Final = 4
AREA_COUNT: Final = COLUMNS * ROWS
COLUMN_LETTERS: Final = "ABC"


def area_index(col: int, row: int) -> int:
    return row * COLUMNS + col


def area_col(area: int) -> int:
    return area % COLUMNS


def area_row(area: int) -> int:
    return area // COLUMNS


def area_label(area: int) -> str:
    return f"{COLUMN_LETTERS[area_col(area)]}{area_row(area) + 1}"


def parse_area(text: str) -> int:
    """``"b3"`` or ``"B3"`` -> area index; NotationError for anything else."""
    t = text.strip().upper()
    # an ASCII digit only: str.isdigit() also takes digits int() cannot read, such as '᧚'
    if len(t) == 2 and t[0] in COLUMN_LETTERS and "0" <= t[1] <= "9":
        col, row = COLUMN_LETTERS.index(t[0]), int(t[1]) - 1
        if 0 <= row < ROWS:
            return area_index(col, row)
    raise NotationError(f"'{text}' is not an area: use A1..C4 (columns A-C, rows 1-4).")


def territory_rows(seat: int, first_player: int) -> tuple[int, int]:
    """The two rows nearest a player: its territory (自軍領土) [9-2-1]."""
    return (0, 1) if seat == first_player else (2, 3)


def hq_area(seat: int, first_player: int) -> int:
    """The centre of the player's back row [8] step 3."""
    return area_index(1, 0) if seat == first_player else area_index(1, ROWS - 1)


def in_territory(area: int, seat: int, first_player: int) -> bool:
    return area_row(area) in territory_rows(seat, first_player)


def _on_board(col: int, row: int) -> bool:
    return 0 <= col < COLUMNS and 0 <= row < ROWS


def _offsets_to_areas(area: int, offsets: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    col, row = area_col(area), area_row(area)
    found = [area_index(col + dc, row + dr) for dc, dr in offsets if _on_board(col + dc, row + dr)]
    return tuple(sorted(found))


_ORTHOGONAL = ((0, -1), (-1, 0), (1, 0), (0, 1))
_SURROUNDING = tuple((dc, dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dc, dr) != (0, 0))
_TWO_STRAIGHT = ((0, -2), (-2, 0), (2, 0), (0, 2))

ORTHOGONAL: Final = tuple(_offsets_to_areas(a, _ORTHOGONAL) for a in range(AREA_COUNT))
_RANGES: Final = {
    MoveType.WALK: ORTHOGONAL,
    MoveType.FLY: tuple(_offsets_to_areas(a, _SURROUNDING) for a in range(AREA_COUNT)),
    MoveType.LONG_FLY: tuple(
        _offsets_to_areas(a, _SURROUNDING + _TWO_STRAIGHT) for a in range(AREA_COUNT)
    ),
}


def advance_range(area: int, move: MoveType) -> tuple[int, ...]:
    """Areas a unit in ``area`` may advance into, before terrain and limits [9-2-2].

    歩行: the 4 orthogonal neighbours; 飛行: the 8 surrounding areas; 長距離飛行: those plus
    the areas exactly two steps straight away, jumping over what lies between (DESIGN.md).
    """
    return _RANGES[move][area]
