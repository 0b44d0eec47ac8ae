"""The unit tiles of the family's landscape boards, and how a grid of areas shares a fixed
picture: ``pack`` finds the roomiest way to show every unit however crowded the board:
two-line tiles (name; number, level, attack/defence, equipment) when they fit, otherwise
one-line tiles, with a crowded board row split into several tile columns. No unit is ever
left out; only names are cut (the tile keeps level and attack/defence).

A board is turned a quarter: its rows are the picture's columns (the nearer side's at the
left) and its columns A-C the picture's rows. Each tile carries its owner's colour and shape
(▲ first seat, ● second), and an acted (tapped) unit is grey and hatched (mc20th [6], deus
[D-TAP-1]). The area headers are each game's (renderer/<game>/).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any

from engine.kernel.words import Table
from engine.moncolle.view import UnitView
from renderer import pieces
from renderer.draw import (
    BANNER,
    CONDENSE,
    INK,
    MUTED,
    RGB,
    SMALL,
    TAPPED,
    WHITE,
    Canvas,
    seat_ink,
    seat_tint,
)
from renderer.moncolle.names import card_name, word
from renderer.pieces import Cell
from renderer.words import listing

# a unit's level, attack and defence on a two-line tile
WORDS = Table("renderer.moncolle", "tiles.WORDS")
HEAD_LINE = 38
FULL_H, COMPACT_H, GAP = 66, 36, 3
MARK_W = 14  # the owner's shape, drawn (not text) so it reads without colour
NAME_ROOM = 216  # eight full-width characters: room beyond this buys nothing
STATS_W = 80  # "L3 3/6" on a one-line tile
MAX_ACROSS = 4
ARROW_W = 16  # a planned advance's arrow on a tile
MIN_TILE = 150  # a one-line tile: its mark, two characters and "L3 3/6"
MIN_NAME = 92  # three characters narrowed to 70% and an ellipsis
FULL_MIN = 228  # a two-line tile's second line: "#123 Lv3 攻4/防3 +"
HEAD_FIXED = 80  # a header's label, owner mark and margins
LIMIT_W = 64  # "10/10" beside the terrain on a one-line header
HATCH = (178, 178, 178)  # a tapped tile's stripes over its grey


@dataclass(frozen=True)
class Packing:
    full: bool  # two-line tiles
    head_lines: int
    across: tuple[int, ...]  # tile columns in each picture column (board row), left first
    heights: tuple[int, ...]  # each picture row (board column A-C), top first
    widths: tuple[int, ...]


def used(spot: Any) -> dict[int, int]:
    """Each side's total level in the area, the figure its limit bounds (mc20th [17-4], deus
    [D-BOARD-1])."""
    levels: dict[int, int] = {}
    for unit in spot.units:
        levels[unit.owner] = levels.get(unit.owner, 0) + unit.level
    return levels


def name_room(packing: Packing) -> int:
    """The room a packing leaves for the narrowest unit name (at most ``NAME_ROOM``)."""
    tile_w = min(w // k for w, k in zip(packing.widths, packing.across, strict=True))
    return min(tile_w - MARK_W - 20 - (0 if packing.full else STATS_W), NAME_ROOM)


def _tile_h(full: bool) -> int:
    return (FULL_H if full else COMPACT_H) + GAP


def _row_height(counts: list[int], across: tuple[int, ...], full: bool, head: int) -> int:
    deepest = max(math.ceil(n / k) for n, k in zip(counts, across, strict=True))
    return head * HEAD_LINE + deepest * _tile_h(full) + 2 * GAP


def pack(
    counts: list[list[int]],
    width: int,
    height: int,
    *,
    head_fixed: int = HEAD_FIXED,
    limit_w: int = LIMIT_W,
    heads: tuple[int, ...] = (2, 1),
) -> Packing:
    """``counts[i][j]``: units in picture row ``i``, picture column ``j``. The layout that
    leaves the most room for the narrowest name (a unit's on its tile, the header's name
    beside ``head_fixed`` px of label and marks, and ``limit_w`` px more on a one-line
    header), then the most header lines of ``heads``, then two-line tiles."""
    columns = len(counts[0])
    best: tuple[tuple[int, ...], Packing] | None = None
    for full, head in itertools.product((True, False), heads):
        for across in itertools.product(range(1, MAX_ACROSS + 1), repeat=columns):
            tile_w = width // sum(across)
            if tile_w < (FULL_MIN if full else MIN_TILE):
                continue
            heights = [_row_height(row, across, full, head) for row in counts]
            if sum(heights) > height:
                continue
            unit_room = tile_w - MARK_W - 20 - (0 if full else STATS_W)
            head_room = tile_w - head_fixed - (0 if head == 2 else limit_w)
            room = min(unit_room, head_room, NAME_ROOM)
            score = (room, head, full, height - sum(heights))
            if best is None or score > best[0]:
                widths = tuple(tile_w * k for k in across)
                best = (score, Packing(full, head, across, tuple(heights), widths))
    if best is None:  # more units than the rules allow: the last resort counts the rest
        crowded = max(range(columns), key=lambda j: max(row[j] for row in counts))
        across = tuple(2 if j == crowded else 1 for j in range(columns))
        tile_w = width // sum(across)
        last = [tile_w * k for k in across]
        last[-1] += width - sum(last)
        even = tuple(height // len(counts) for _ in counts)
        return Packing(False, 1, across, even, tuple(last))
    packing = best[1]
    spare = (height - sum(packing.heights)) // len(counts)
    grown = tuple(h + spare for h in packing.heights)
    filled = list(packing.widths)
    filled[-1] += width - sum(filled)
    return Packing(packing.full, packing.head_lines, packing.across, grown, tuple(filled))


def draw_units(
    canvas: Canvas,
    view: Any,
    units: tuple[UnitView, ...],
    cell: Cell,
    packing: Packing,
    across: int,
    lang: str,
    plan: dict[int, str],
) -> None:
    """The area's units as tiles under its header, ``across`` tile columns; a unit in
    ``plan`` (id -> destination) carries an arrow."""
    x, y, w, h = cell.x, cell.y, cell.w, cell.h
    head_h = packing.head_lines * HEAD_LINE
    tile_w = (w - 8) // across
    tile_h = FULL_H if packing.full else COMPACT_H
    lines = max(1, (h - head_h - GAP) // (tile_h + GAP))
    shown = units
    if len(units) > lines * across:  # only a crowd beyond the rules: count the rest
        shown = units[: lines * across - 1]
        more = f"+{len(units) - len(shown)}"
        place = len(shown)
        mx = x + 4 + (place % across) * tile_w + tile_w / 2
        my = y + head_h + GAP + (place // across) * (tile_h + GAP) + tile_h / 2
        canvas.text(mx, my, more, SMALL, INK, "centre")
    for place, unit in enumerate(shown):
        column, line = place % across, place // across
        tx = x + 4 + column * tile_w
        ty = y + head_h + GAP + line * (tile_h + GAP)
        box = (tx, ty, tx + tile_w - GAP, ty + tile_h)
        to = plan.get(unit.card.id, "")
        if packing.full:
            _full_tile(canvas, view, unit, box, to, lang)
        else:
            _compact_tile(canvas, view, unit, box, to, lang)


def tag_w(canvas: Canvas, text: str) -> int:
    return canvas.measure(text, SMALL) + SMALL // 2


def draw_mark(canvas: Canvas, seat: int, x: float, middle: float, fill: RGB) -> None:
    """The side's shape, ``MARK_W`` px wide from ``x``."""
    pieces.draw_mark(canvas, seat, x + MARK_W / 2, middle, MARK_W / 2 - 1, fill)


def _tile_frame(canvas: Canvas, unit: UnitView, box: tuple[int, int, int, int]) -> int:
    """The tile's body and its owner's band with the owner's shape; returns where text
    starts."""
    x0, y0, x1, y1 = box
    canvas.box(box, fill=TAPPED if unit.tapped else seat_tint(unit.owner), radius=5)
    if unit.tapped:  # hatched as well as grey: tapped reads without colour [6]
        left, tall = x0 + MARK_W, y1 - y0
        for x in range(left + 8, x1 + tall, 14):  # lines at 45°, clipped to the tile
            top = (min(x, x1), y0 + max(0, x - x1))
            bottom = (max(x - tall, left), y1 - max(0, left - (x - tall)))
            canvas.pen.line((*top, *bottom), fill=HATCH, width=3)
        canvas.box(box, outline=TAPPED, width=2, radius=5)
    canvas.box((x0, y0, x0 + MARK_W + 4, y1), fill=seat_ink(unit.owner), radius=5)
    draw_mark(canvas, unit.owner, x0 + 2, (y0 + y1) / 2, WHITE)
    return x0 + MARK_W + 9


def _badges(canvas: Canvas, unit: UnitView, to: str, lang: str, right: int, middle: float) -> int:
    """The instant-summon mark and, for a unit in the planned advance, an arrow (its
    destination is in the banner); from the right, returning the x where they begin."""
    if to:
        right -= ARROW_W
        tip, half = right + ARROW_W - 2, 11
        points = [(right, middle - half), (tip, middle), (right, middle + half)]
        canvas.pen.polygon(points, fill=BANNER)
        right -= 4
    if unit.instant_summoned:
        badge = word("instant", lang)
        right -= canvas.tag(right, middle, badge, SMALL, seat_ink(unit.owner), WHITE, "right") + 3
    return right


def _badges_w(canvas: Canvas, unit: UnitView, to: str, lang: str) -> int:
    instant = tag_w(canvas, word("instant", lang)) + 3 if unit.instant_summoned else 0
    return instant + (ARROW_W + 4 if to else 0)


def stats_text(unit: UnitView, lang: str, short: bool) -> str:
    if short:
        return f"L{unit.level} {unit.attack}/{unit.defence}"
    return WORDS.say("stats", lang, level=unit.level, attack=unit.attack, defence=unit.defence)


def _full_tile(
    canvas: Canvas, view: Any, unit: UnitView, box: tuple[int, int, int, int], to: str, lang: str
) -> None:
    _x0, y0, x1, _ = box
    left = _tile_frame(canvas, unit, box)
    first, second = y0 + 17, y0 + 49
    name_right = _badges(canvas, unit, to, lang, x1 - 4, first)
    name = card_name(view, unit.card, lang)
    canvas.text(left, first, name, SMALL, INK, max_width=name_right - left - 4, condense=CONDENSE)
    stats = stats_text(unit, lang, False)
    number = f"#{unit.card.id}"
    x = left
    if canvas.measure(f"{number} {stats}", SMALL) + 8 <= x1 - left:
        x += canvas.text(left, second, number, SMALL, MUTED) + 8
    x += canvas.text(x, second, stats, SMALL, INK, max_width=x1 - x - 4, condense=CONDENSE) + 8
    if unit.equipment and x < x1 - 40:
        gear = "+" + listing(lang).join(card_name(view, e, lang) for e in unit.equipment)
        canvas.text(x, second, gear, SMALL, INK, max_width=x1 - x - 4, condense=CONDENSE)


def _compact_tile(
    canvas: Canvas, view: Any, unit: UnitView, box: tuple[int, int, int, int], to: str, lang: str
) -> None:
    _x0, y0, x1, y1 = box
    left = _tile_frame(canvas, unit, box)
    middle = (y0 + y1) / 2
    stats = stats_text(unit, lang, True) + ("+" if unit.equipment else "")
    badges = _badges_w(canvas, unit, to, lang)
    if x1 - 4 - badges - canvas.measure(stats, SMALL) - left < MIN_NAME:
        # a badge crowds the name out: the level goes (the header's used/limit counts it)
        stats = stats.split(" ", 1)[1]
    right = x1 - 4
    if right - badges - canvas.measure(stats, SMALL) - left >= MIN_NAME:
        # the name comes first; the banner and the alt text also list the planned advance
        right = _badges(canvas, unit, to, lang, right, middle)
    right -= canvas.text(right, middle, stats, SMALL, INK, "right") + 6
    name = card_name(view, unit.card, lang)
    canvas.text(left, middle, name, SMALL, INK, max_width=right - left, condense=CONDENSE)
