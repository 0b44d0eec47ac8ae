"""Pieces that every game's board pictures draw alike: which side is drawn nearest the viewer,
a cell of a board grid and its outline, each side's shape (▲ first seat, ● second, so no one
needs colour to tell the sides apart), a side's panel and its first line, and the banner's
"next" line (who decides what now, and what the viewer has under way beside it). For the
portrait boards of the games on the kernel (grid, kokuryoku): their rows, the caption strip
at the foot and the alt text that shortens its squares to fit.

Each game keeps its own sizes and words; these draw what those give them the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.kernel.state import SPECTATOR
from renderer.draw import (
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    seat_ink,
    seat_tag,
    seat_tint,
    wrap,
)
from renderer.words import rejoined, sentences

PAD = 8  # the margin of every 960 px picture
STRIPE = 6  # a side panel's band of its colour, at its left
CAPTION_FILL: RGB = (236, 233, 226)


def first_nearest(viewer: int, first: int) -> bool:
    """Whether the first player's side is drawn nearest (at the bottom, or at the left of a
    landscape board): for the first player, a spectator, and before the first player
    is known; the second player sees their own side nearest."""
    return viewer in (SPECTATOR, first) or first < 0


def near_seat(viewer: int, first: int) -> int:
    """The seat whose side is drawn nearest (seat 0 before the first player is known)."""
    near = first if first_nearest(viewer, first) else viewer
    return near if near in (0, 1) else 0


@dataclass(frozen=True)
class Cell:
    """A cell of a board grid, in pixels."""

    x: int
    y: int
    w: int
    h: int


def outline(canvas: Canvas, cell: Cell, colour: RGB, width: int = 5) -> None:
    """A cell outlined inside its edge (the last action's, the battle's); drawn after every
    cell, so that no neighbour covers it."""
    box = (cell.x + 2, cell.y + 2, cell.x + cell.w - 2, cell.y + cell.h - 2)
    canvas.box(box, None, colour, width)


def draw_mark(
    canvas: Canvas, seat: int, centre: float, middle: float, half: float, fill: RGB
) -> None:
    """The side's shape, ``half`` px from its centre: a triangle for the first seat, a disc
    for the second."""
    if seat == 0:
        points = [
            (centre, middle - half),
            (centre + half, middle + half * 0.8),
            (centre - half, middle + half * 0.8),
        ]
        canvas.pen.polygon(points, fill=fill)
    else:
        canvas.pen.ellipse((centre - half, middle - half, centre + half, middle + half), fill=fill)


def side_panel(canvas: Canvas, box: tuple[int, int, int, int], seat: int) -> None:
    """A side's panel: its tint, with a stripe of its colour at the left."""
    x0, top, x1, bottom = box
    canvas.box((x0, top, x1, bottom), fill=seat_tint(seat))
    canvas.box((x0, top, x0 + STRIPE, bottom), fill=seat_ink(seat))


def next_line(
    canvas: Canvas,
    middle: float,
    label: str,
    decision: str,
    actor: int,
    size: int,
    extra: str = "",
) -> None:
    """A banner's line of who decides what next: ``label`` ("次"), the deciding side as its
    chip, ``decision`` without the side it starts with, and ``extra`` (what is under way:
    a planned advance, a picked piece) in the highlight colour after it, the decision taking
    at most half the room then."""
    x = PAD + 4 + canvas.text(PAD + 4, middle, label, size, HIGHLIGHT) + 12
    if actor in (0, 1):
        x += canvas.tag(x, middle, seat_tag(actor), size, seat_ink(actor), WHITE) + 8
        decision = decision.removeprefix(seat_tag(actor) + " ")
    end = canvas.width - PAD
    room = end - x if not extra else min(canvas.measure(decision, size), (canvas.width - x) // 2)
    x += canvas.text(x, middle, decision, size, WHITE, max_width=room) + 16
    if extra:
        canvas.text(x, middle, extra, SMALL, HIGHLIGHT, max_width=end - x, condense=CONDENSE)


def panel_head(
    canvas: Canvas,
    box: tuple[int, int, int, int],
    seat: int,
    line: int,
    name: str,
    counts: str,
    *,
    you: str = "",
    marker: str = "",
) -> float:
    """A side's panel and its first line, ``line`` px high: the side's chip, ``marker`` (if
    any) beside it, the player's name, and at the right the ``counts`` with ``you`` (if
    any) before them; returns the middle of the second line."""
    x0, top, x1, _ = box
    side_panel(canvas, box, seat)
    first, second = top + 4 + line / 2, top + 4 + line * 1.5
    x = x0 + PAD + 8
    x += canvas.tag(x, first, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 10
    if marker:
        x += canvas.tag(x, first, marker, SMALL, HIGHLIGHT, INK) + 10
    right = x1 - PAD - 4
    right -= canvas.text(right, first, counts, SMALL, INK, "right") + 16
    if you:
        right -= canvas.tag(right, first, you, SMALL, INK, WHITE, "right") + 10
    canvas.text(x, first, name, TEXT, INK, max_width=right - x, condense=CONDENSE)
    return second


@dataclass(frozen=True)
class Portrait:
    """A portrait board picture's rows, top to bottom: a banner of two lines, the far side's
    panel, the board, the near side's panel and a caption of two lines."""

    width: int
    banner_line: int
    panel_line: int
    board_h: int
    caption_line: int

    @property
    def panel_h(self) -> int:
        return 2 * self.panel_line + 8

    @property
    def caption_h(self) -> int:
        return 2 * self.caption_line + 10

    @property
    def height(self) -> int:
        return 2 * self.banner_line + 2 * self.panel_h + self.board_h + 2 * PAD + self.caption_h

    @property
    def far_top(self) -> int:
        return 2 * self.banner_line

    @property
    def board_box(self) -> tuple[int, int, int, int]:
        """The board's left, top, width and height."""
        top = self.far_top + self.panel_h + PAD
        return (PAD, top, self.width - 2 * PAD, self.board_h)

    @property
    def near_top(self) -> int:
        return self.far_top + self.panel_h + PAD + self.board_h + PAD

    @property
    def caption_top(self) -> int:
        return self.height - self.caption_h


def caption_strip(canvas: Canvas, rows: Portrait, caption: str, empty: str, lang: str) -> None:
    """The last log line at the foot, wrapped to two lines (the second cut to fit: the alt
    text and the log hold the rest); ``empty`` in grey when there is none."""
    top, line = rows.caption_top, rows.caption_line
    canvas.box((0, top, rows.width, rows.height), fill=CAPTION_FILL)
    if not caption:
        canvas.text(PAD + 8, top + 5 + line / 2, empty, SMALL, MUTED)
        return
    room = rows.width - 2 * PAD - 16
    lines = wrap(canvas, caption, SMALL, room)
    if len(lines) > 2:
        rest = rejoined(lines[1:], lang)
        lines = [lines[0], canvas.fit(rest, SMALL, room)]
    for index, text in enumerate(lines):
        canvas.text(PAD + 8, top + 5 + line * (index + 0.5), text, SMALL, INK)


def fitted_alt(
    head: Sequence[str],
    squares: Callable[[bool], list[str]],
    empty: str,
    tail: Sequence[str],
    lang: str,
    limit: int,
) -> str:
    """A board's alt text as sentences: ``head``, the squares (``empty`` when none), ``tail``;
    the squares said short (``squares(True)``) when the whole would pass ``limit``, and cut
    last of all."""
    text = ""
    for short in (False, True):
        said = squares(short) or [empty]
        text = sentences([*head, *said, *tail], lang)
        if len(text) <= limit:
            return text
    return text[: limit - 1] + "…"
