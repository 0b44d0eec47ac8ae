"""The 3x3 battlefield of Deus's board picture [D-BOARD-1]: each area a header over the
family's unit tiles (renderer/moncolle/tiles.py). The header names the area (label, the front
line [D-BOARD-4] or whose territory [D-BOARD-2][R1]), each side's level used of the limit 8
[D-BOARD-1], and its markers as badges with an icon and a word: the control marker
[D-CTRL-1] (a flag, in the colour of the active player who placed it), the battle marker
[D-POST-2] (crossed swords), the battle in progress, and the area an interception may go into
[D-INT-0].

As mc20th's board, the grid is turned a quarter: the nearer side's territory is the left
column, the front line the middle one, and columns A-C run top to bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.deus.state import AREA_LIMIT
from engine.deus.view import AreaView, View
from renderer.deus.names import is_front, word
from renderer.draw import (
    BANNER,
    CONDENSE,
    DEAD,
    HIGHLIGHT,
    INK,
    RGB,
    RULE,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    seat_ink,
    seat_mark,
    seat_tag,
    seat_tint,
)
from renderer.moncolle.names import bottom_is_first
from renderer.moncolle.tiles import HEAD_LINE, Packing, draw_units, name_room, pack, used
from renderer.pieces import Cell, outline

PAD = 8
FRONT_TINT: RGB = (246, 234, 190)  # the front line: a sand colour that is neither side's
FRONT_INK: RGB = (120, 92, 20)
BATTLED_INK: RGB = (84, 84, 92)
ICON_W = 20
MARKER_COST = 30  # a marker's words are worth about a character of every unit's name


@dataclass(frozen=True)
class Badge:
    icon: str  # "flag", "swords" or ""
    text: str
    fill: RGB


def board_rows(view: View) -> list[int]:
    """Board rows left to right: the nearer side's territory first."""
    return [0, 1, 2] if bottom_is_first(view) else [2, 1, 0]


def used_text(spot: AreaView) -> str:
    """``▲5/8``, ``▲3 ●2/8`` in a battle, ``0/8`` when empty: each side's own limit."""
    levels = used(spot)
    if not levels:
        return f"0/{AREA_LIMIT}"
    parts = " ".join(f"{seat_mark(s)}{n}" for s, n in sorted(levels.items()))
    return f"{parts}/{AREA_LIMIT}"


def area_name(view: View, spot: AreaView, lang: str) -> str:
    if spot.home in (0, 1):
        return word("territory_of", lang, seat=seat_tag(spot.home))
    if is_front(spot.label):
        return word("front", lang)
    return word("territory", lang)


def badges(view: View, spot: AreaView, lang: str) -> list[Badge]:
    found = []
    if view.battle is not None and view.battle.area == spot.label:
        found.append(Badge("swords", word("battle", lang), DEAD))
    if view.intercept_at == spot.label:
        found.append(Badge("", word("may_intercept", lang), seat_ink(1 - view.active)))
    if spot.control:  # placed by the active player [D-CTRL-1]
        found.append(Badge("flag", word("control", lang), seat_ink(view.active)))
    if spot.battled:
        found.append(Badge("swords", word("battled", lang), BATTLED_INK))
    return found


def draw_grid(
    canvas: Canvas, view: View, marked: set[str], top: int, height: int, lang: str
) -> None:
    rows = board_rows(view)
    counts = [[len(view.areas[row * 3 + col].units) for row in rows] for col in range(3)]
    packing = _packing(counts, canvas.width - 2 * PAD, height - PAD, view, lang)
    plan = dict(view.plan)
    outlines = []
    y = top + PAD // 2
    for col in range(3):
        x = PAD
        for j, row in enumerate(rows):
            spot = view.areas[row * 3 + col]
            cell = Cell(x, y, packing.widths[j], packing.heights[col])
            _header(canvas, view, spot, cell, packing, lang)
            draw_units(canvas, view, spot.units, cell, packing, packing.across[j], lang, plan)
            if spot.label in marked:
                outlines.append((cell, HIGHLIGHT))
            elif view.battle is not None and view.battle.area == spot.label:
                outlines.append((cell, DEAD))
            elif view.intercept_at == spot.label:
                outlines.append((cell, seat_ink(1 - view.active)))
            x += cell.w
        y += packing.heights[col]
    for cell, colour in outlines:  # last, so that a neighbour never covers them
        outline(canvas, cell, colour)


def _packing(counts: list[list[int]], width: int, height: int, view: View, lang: str) -> Packing:
    """One header line, or two when a marker needs the second for its words and the units'
    names lose no more than ``MARKER_COST`` for it (a one-line header shows the badges after
    the label, their icons alone when crowded); the area's name never decides it: the
    tint, the label and the alt text say it too."""
    one = pack(counts, width, height, head_fixed=0, limit_w=0, heads=(1,))
    if not any(badges(view, spot, lang) for spot in view.areas):
        return one
    two = pack(counts, width, height, head_fixed=0, limit_w=0, heads=(2,))
    return two if name_room(two) >= name_room(one) - MARKER_COST else one


def _header(
    canvas: Canvas, view: View, spot: AreaView, cell: Cell, packing: Packing, lang: str
) -> None:
    x, y, w, h = cell.x, cell.y, cell.w, cell.h
    front = is_front(spot.label)
    canvas.box((x, y, x + w, y + h), fill=WHITE, outline=RULE, width=2)
    head_h = packing.head_lines * HEAD_LINE
    tint = FRONT_TINT if front else seat_tint(spot.home)
    canvas.box((x + 2, y + 2, x + w - 2, y + head_h), fill=tint)
    mid = y + HEAD_LINE / 2 + 1
    fill = FRONT_INK if front else seat_ink(spot.home) if spot.home in (0, 1) else BANNER
    left = x + 6 + canvas.tag(x + 6, mid, spot.label, SMALL, fill, WHITE) + 6
    right = x + w - 6
    levels = used(spot)
    over = any(n > AREA_LIMIT for n in levels.values())
    right -= canvas.text(right, mid, used_text(spot), SMALL, DEAD if over else INK, "right") + 8
    name = area_name(view, spot, lang)
    found = badges(view, spot, lang)
    if packing.head_lines == 2:
        canvas.text(left, mid, name, TEXT, INK, max_width=right - left, condense=CONDENSE)
        _badge_row(canvas, found, x + 8, x + w - 8, mid + HEAD_LINE)
        return
    if found:
        _badge_row(canvas, found, left, right, mid)
        return
    canvas.text(left, mid, name, SMALL, INK, max_width=right - left, condense=CONDENSE)


def _badge_w(canvas: Canvas, badge: Badge, words: bool) -> int:
    icon = ICON_W + 4 if badge.icon else 0
    return icon + (canvas.measure(badge.text, SMALL) if words or not badge.icon else 0) + 12


def _badge_row(
    canvas: Canvas,
    found: list[Badge],
    left: float,
    right: float,
    mid: float,
) -> None:
    """The badges in a row from ``left``, with their words where they fit before ``right``
    (else the icons alone: the alt text names them)."""
    words = sum(_badge_w(canvas, b, True) + 4 for b in found) <= right - left
    x = left
    for badge in found:
        width = _badge_w(canvas, badge, words)
        _badge(canvas, badge, x, mid, width, words)
        x += width + 4


def _badge(canvas: Canvas, badge: Badge, x: float, mid: float, width: int, words: bool) -> None:
    half = round(SMALL * 0.68)
    box = (round(x), round(mid) - half, round(x) + width, round(mid) + half)
    canvas.box(box, fill=badge.fill, radius=SMALL // 4)
    inner = x + 6
    if badge.icon:
        _icon(canvas, badge.icon, inner, mid)
        inner += ICON_W + 4
    if words or not badge.icon:
        canvas.text(inner, mid, badge.text, SMALL, WHITE)


def _icon(canvas: Canvas, kind: str, x: float, mid: float) -> None:
    """A marker's icon in white: a flag (control) or crossed swords (battle)."""
    top, bottom = mid - 10, mid + 10
    pen = canvas.pen
    if kind == "flag":
        pen.line((x + 3, top, x + 3, bottom), fill=WHITE, width=3)
        pen.polygon([(x + 4, top), (x + ICON_W - 1, top + 5), (x + 4, top + 10)], fill=WHITE)
        return
    pen.line((x + 1, top + 1, x + ICON_W - 2, bottom - 1), fill=WHITE, width=3)
    pen.line((x + ICON_W - 2, top + 1, x + 1, bottom - 1), fill=WHITE, width=3)
    # the hilts' guards
    pen.line((x + 1, bottom - 7, x + 7, bottom - 1), fill=WHITE, width=3)
    pen.line((x + ICON_W - 8, bottom - 1, x + ICON_W - 2, bottom - 7), fill=WHITE, width=3)
