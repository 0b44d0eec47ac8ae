"""The Deus battlefield: 3x3 areas [D-BOARD-1], each player's territory row and the front
line between them [D-BOARD-2..4], and the advance ranges of 歩行 and 飛行 with enemy
territory removed [D-ADV-b][R1].

Drawn on the kernel's board (engine/kernel/board.py). Area index = row * 3 + col; row 0 is
the first player's territory, row 1 the front line, row 2 the second player's territory;
labels A1..C3 are counted from the first player's side [R1].
"""

from __future__ import annotations

from typing import Final

from engine.kernel.board import ORTHOGONAL, SURROUNDING, Board
from engine.moncolle.board import Areas
from engine.moncolle.cards import MoveType

BATTLEFIELD: Final = Board(columns=3, rows=3)
AREA_COUNT: Final = BATTLEFIELD.size
FRONT_ROW: Final = 1
FRONT_LINE: Final = BATTLEFIELD.row_squares(FRONT_ROW, 0, 0)  # A2, B2, C2 [D-BOARD-4]


AREAS: Final = Areas(BATTLEFIELD, "notation_area_deus")
area_label = AREAS.label
parse_area = AREAS.parse


def territory(seat: int, first_player: int) -> tuple[int, ...]:
    """The three areas on a player's side: its own territory [D-BOARD-2]."""
    known = _TERRITORIES.get((seat, first_player))
    return BATTLEFIELD.row_squares(0, seat, first_player) if known is None else known


_TERRITORIES: Final = {
    (seat, first): BATTLEFIELD.row_squares(0, seat, first) for seat in (0, 1) for first in (0, 1)
}


def in_territory(area: int, seat: int, first_player: int) -> bool:
    return BATTLEFIELD.rank(area, seat, first_player) == 0


def in_enemy_territory(area: int, seat: int, first_player: int) -> bool:
    return BATTLEFIELD.rank(area, seat, first_player) == 2


def is_front(area: int) -> bool:
    return area in FRONT_LINE


_STEPS: Final = {
    MoveType.WALK: tuple(BATTLEFIELD.steps(a, ORTHOGONAL) for a in BATTLEFIELD.squares),
    MoveType.FLY: tuple(BATTLEFIELD.steps(a, SURROUNDING) for a in BATTLEFIELD.squares),
}


def advance_range(area: int, move: MoveType, seat: int, first_player: int) -> tuple[int, ...]:
    """Areas a unit of ``seat`` in ``area`` may advance or intercept into, before limits
    [D-ADV-b][D-INT-i]: 歩行 the 4 orthogonal neighbours, 飛行 the 8 surrounding areas [R1],
    never enemy territory [D-BOARD-3]. Deus has no 長距離飛行 (a set refuses it); should one
    come it moves as 飛行. (Looked up: every unit's range is asked at every step.)"""
    known = _RANGES.get((seat, first_player))
    if known is None:  # no first player yet
        return _range(area, move, seat, first_player)
    return known.get(move, known[MoveType.FLY])[area]


def _range(area: int, move: MoveType, seat: int, first_player: int) -> tuple[int, ...]:
    steps = _STEPS.get(move, _STEPS[MoveType.FLY])[area]
    return tuple(a for a in steps if not in_enemy_territory(a, seat, first_player))


_RANGES: Final = {
    (seat, first): {
        move: tuple(_range(a, move, seat, first) for a in BATTLEFIELD.squares) for move in _STEPS
    }
    for seat in (0, 1)
    for first in (0, 1)
}
