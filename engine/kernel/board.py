"""Board geometry shared by every game: rectangular boards of areas or squares, labels from
the first player's side, each seat's forward, and movement patterns.

A board knows no game. Squares are numbered ``row * columns + col``; row 0 is the row nearest
the first player, so labels read the same for everyone (``A1`` is the first player's left
corner as they see it; mc20th [5-2] and DESIGN.md, deus R1, grid G-R1, kokuryoku KV-1).
Patterns are offsets ``(columns, rows)`` written from the first player's side; a seat's own
patterns (kokuryoku KV-2, grid 香車) are turned to face that seat's enemy by ``facing``.

Movement patterns (DESIGN.md rulings):
- ``steps``: offsets taken as they are, whatever lies between (歩行 = the 4 orthogonal
  neighbours, 飛行 = the 8 surrounding squares, mc20th 長距離飛行's straight jumps of two,
  kokuryoku's printed ranges);
- ``rays``: straight lines of up to n squares in given directions; a blocking square ends a
  line after itself (it can be met, as a target, but not passed: grid 飛車/角/香車, G-R9).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from engine.kernel.errors import NotationError

Offset = tuple[int, int]  # (columns, rows), rows counted towards the second player
LETTERS: Final = "ABCDEFGHIJ"

ORTHOGONAL: Final[tuple[Offset, ...]] = ((0, -1), (-1, 0), (1, 0), (0, 1))
DIAGONAL: Final[tuple[Offset, ...]] = ((-1, -1), (1, -1), (-1, 1), (1, 1))
SURROUNDING: Final[tuple[Offset, ...]] = tuple(
    (dc, dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dc, dr) != (0, 0)
)
TWO_STRAIGHT: Final[tuple[Offset, ...]] = ((0, -2), (-2, 0), (2, 0), (0, 2))
FORWARD: Final[Offset] = (0, 1)  # from the first player's side; see ``facing``


def facing(offsets: Iterable[Offset], seat: int, first_player: int) -> tuple[Offset, ...]:
    """A seat's own pattern on the board: as written for the first player, turned half a
    circle for the other, who sits across the board (so "forward" points at the enemy)."""
    if seat == first_player:
        return tuple(offsets)
    return tuple((-dc, -dr) for dc, dr in offsets)


@dataclass(frozen=True)
class Board:
    """A rectangle of ``columns`` x ``rows`` squares (areas in mc20th and deus)."""

    columns: int
    rows: int

    def __post_init__(self) -> None:
        if not (1 <= self.columns <= len(LETTERS) and 1 <= self.rows <= 9):
            raise ValueError("a board has 1-10 columns and 1-9 rows")

    @property
    def size(self) -> int:
        return self.columns * self.rows

    @property
    def squares(self) -> range:
        return range(self.size)

    # -- coordinates and labels ------------------------------------------------------------
    def index(self, col: int, row: int) -> int:
        return row * self.columns + col

    def col(self, square: int) -> int:
        return square % self.columns

    def row(self, square: int) -> int:
        return square // self.columns

    def on_board(self, col: int, row: int) -> bool:
        return 0 <= col < self.columns and 0 <= row < self.rows

    def label(self, square: int) -> str:
        return f"{LETTERS[self.col(square)]}{self.row(square) + 1}"

    def parse(self, text: str) -> int:
        """``"b3"`` or ``"B3"`` -> the square; NotationError for anything else (ASCII only:
        ``str.isdigit`` also takes digits ``int`` cannot read)."""
        t = text.strip().upper()
        letters = LETTERS[: self.columns]
        if len(t) == 2 and t[0] in letters and "1" <= t[1] <= "9":
            row = int(t[1]) - 1
            if row < self.rows:
                return self.index(letters.index(t[0]), row)
        raise NotationError(
            "notation_square",
            token=text[:20],
            last=f"{letters[-1]}{self.rows}",
            column=letters[-1],
            rows=self.rows,
        )

    # -- seats -------------------------------------------------------------------------------
    def forward(self, seat: int, first_player: int) -> int:
        """+1 when the seat's forward is towards higher rows (the first player), else -1."""
        return 1 if seat == first_player else -1

    def rank(self, square: int, seat: int, first_player: int) -> int:
        """How far from the seat's own edge the square's row is: 0 is the nearest row."""
        row = self.row(square)
        return row if seat == first_player else self.rows - 1 - row

    def row_squares(self, rank: int, seat: int, first_player: int) -> tuple[int, ...]:
        """The squares of the row ``rank`` rows from the seat's own edge, left to right."""
        row = rank if seat == first_player else self.rows - 1 - rank
        return tuple(self.index(col, row) for col in range(self.columns))

    # -- movement patterns -------------------------------------------------------------------
    def steps(self, square: int, offsets: Iterable[Offset]) -> tuple[int, ...]:
        """The squares at these offsets that lie on the board, whatever is between."""
        col, row = self.col(square), self.row(square)
        found = {
            self.index(col + dc, row + dr)
            for dc, dr in offsets
            if self.on_board(col + dc, row + dr)
        }
        return tuple(sorted(found))

    def ray(
        self, square: int, direction: Offset, length: int, blocks: Callable[[int], bool]
    ) -> tuple[int, ...]:
        """Up to ``length`` squares straight in ``direction``; a square that ``blocks`` is
        the last one (it may be met but not passed)."""
        found = []
        col, row = self.col(square), self.row(square)
        dc, dr = direction
        for distance in range(1, length + 1):
            c, r = col + dc * distance, row + dr * distance
            if not self.on_board(c, r):
                break
            found.append(self.index(c, r))
            if blocks(found[-1]):
                break
        return tuple(found)

    def rays(
        self,
        square: int,
        directions: Iterable[Offset],
        length: int,
        blocks: Callable[[int], bool],
    ) -> tuple[int, ...]:
        """Every square of the rays in ``directions`` (see ``ray``), sorted."""
        found = {s for d in directions for s in self.ray(square, d, length, blocks)}
        return tuple(sorted(found))

    def between(self, start: int, end: int) -> tuple[int, ...]:
        """The squares strictly between two squares on one straight line (orthogonal or
        diagonal), nearest first; () when they are neighbours or not on a line."""
        dc, dr = self.col(end) - self.col(start), self.row(end) - self.row(start)
        distance = max(abs(dc), abs(dr))
        if distance < 2 or (dc and dr and abs(dc) != abs(dr)):
            return ()
        step_c, step_r = (dc > 0) - (dc < 0), (dr > 0) - (dr < 0)
        col, row = self.col(start), self.row(start)
        return tuple(self.index(col + step_c * k, row + step_r * k) for k in range(1, distance))

    def distance(self, first: int, second: int) -> int:
        """King-move distance (the 8-neighbour ring is distance 1)."""
        return max(abs(self.col(first) - self.col(second)), abs(self.row(first) - self.row(second)))
