"""Small drawings kokuryoku's pictures share: a card kind's colour, morale chips as pips (held
ones filled, the room up to the unit's maximum hollow [KV-6]; a pile as rows of pips), and a
range as an offset diagram, forward up, the unit in the middle [KV-2][KV-7].
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.kernel.board import Offset
from engine.kokuryoku.cards import CardDef
from renderer.draw import INK, MUTED, RGB, WHITE, Canvas

KIND_COLOURS: dict[str, RGB] = {  # a card's frame and tags, by its kind
    "koku-unit": (168, 70, 40),
    "koku-land": (60, 118, 56),
    "koku-weapon": (96, 100, 110),
    "koku-magic": (120, 70, 170),
    "koku-item": (160, 110, 40),
    "koku-surprise": (36, 104, 150),
}
MOVE_FILL: RGB = (54, 140, 84)  # squares a unit may move to
RANGE_FILL: RGB = (206, 84, 40)  # squares a unit may attack
GRID_FILL: RGB = (236, 234, 228)


def kind_colour(face: CardDef | None) -> RGB:
    if face is None:
        return MUTED
    return KIND_COLOURS.get(str(type(face).__struct_config__.tag), MUTED)


def pips(
    canvas: Canvas,
    held: int,
    room: int,
    x: float,
    middle: float,
    width: float,
    ink: RGB,
    size: int = 18,
) -> float:
    """``held`` filled pips then ``room - held`` hollow ones in one row from ``x``, closer
    together when ``width`` is short; returns where the row ends."""
    count = max(held, room)
    if count <= 0:
        return x
    step = min(size + 4.0, (width - size) / max(1, count - 1)) if count > 1 else 0.0
    size = max(6, min(size, round(step) if count > 1 else size))
    for index in range(count):
        left = x + index * step
        box = (left, middle - size / 2, left + size, middle + size / 2)
        if index < held:
            canvas.pen.ellipse(box, fill=ink, outline=WHITE, width=1)
        else:
            canvas.pen.ellipse(box, fill=WHITE, outline=MUTED, width=2)
    return x + (count - 1) * step + size


def pile(canvas: Canvas, count: int, x: float, middle: float, ink: RGB, per_row: int = 10) -> float:
    """A chip pile as two rows of pips (20 chips in all [K-3.6]); returns its right edge."""
    size, step = 11, 14
    rows = 2
    shown = min(count, per_row * rows)
    for index in range(shown):
        row, col = divmod(index, per_row)
        cx = x + col * step + (step - size) / 2
        cy = middle - step / 2 + row * step
        canvas.pen.ellipse((cx, cy - size / 2, cx + size, cy + size / 2), fill=ink)
    return x + per_row * step


def diagram(
    canvas: Canvas,
    offsets: Iterable[Offset],
    x: float,
    y: float,
    cell: int,
    fill: RGB,
    radius: int = 2,
) -> int:
    """A range as a (2 radius + 1)-square diagram from (x, y), forward up: the unit's own
    square dark in the middle, each square of ``offsets`` filled; returns its side."""
    found = set(offsets)
    side = (2 * radius + 1) * cell
    for row, dr in enumerate(range(radius, -radius - 1, -1)):
        for col, dc in enumerate(range(-radius, radius + 1)):
            left, top = x + col * cell, y + row * cell
            box = (left, top, left + cell - 2, top + cell - 2)
            if (dc, dr) == (0, 0):
                colour = INK
            elif (dc, dr) in found:
                colour = fill
            else:
                colour = GRID_FILL
            canvas.box(box, fill=colour)
    return side
