"""Pieces that every game's board pictures draw alike: which side is drawn nearest the viewer,
a cell of a board grid and its outline, each side's shape (▲ first seat, ● second, so no one
needs colour to tell the sides apart), a side's panel, and the banner's "next" line (who
decides what now, and what the viewer has under way beside it).

Each game keeps its own sizes and words; these draw what those give them the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.kernel.state import SPECTATOR
from renderer.draw import (
    CONDENSE,
    HIGHLIGHT,
    RGB,
    SMALL,
    WHITE,
    Canvas,
    seat_ink,
    seat_tag,
    seat_tint,
)

PAD = 8  # the margin of every 960 px picture
STRIPE = 6  # a side panel's band of its colour, at its left


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
