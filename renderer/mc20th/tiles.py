"""The areas of mc20th's landscape board: each area drawn as a header (label, terrain,
limit used/limit [17-4]) over the family's compact unit tiles (renderer/moncolle/tiles.py,
which also shares the fixed picture among the 3x4 areas: ``pack``).

The board is turned a quarter: the nearer side's back row is the left column and columns
A-C run top to bottom, so the board's three columns share the picture's height and its four
rows its width.
"""

from __future__ import annotations

from engine.mc20th.view import AreaView, View
from renderer.draw import (
    BANNER,
    CONDENSE,
    DEAD,
    INK,
    MUTED,
    RULE,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    seat_ink,
    seat_mark,
    seat_tint,
)
from renderer.mc20th.names import card_name, word
from renderer.moncolle.tiles import (
    HEAD_LINE,
    MARK_W,
    Packing,
    draw_mark,
    draw_units,
    pack,
    used,
)
from renderer.pieces import Cell

__all__ = ["draw_area", "limit_text", "pack", "terrain_text"]


def terrain_text(view: View, spot: AreaView, lang: str) -> str:
    if spot.hq_of >= 0:
        return word("hq", lang)
    if spot.face_down:
        return word("proxy", lang)
    if spot.terrain is None:
        return word("empty", lang)
    return card_name(view, spot.terrain, lang)


def limit_text(spot: AreaView) -> str:
    """``5/6``; ``▲3 ●5/8`` when both sides are there or the units are not the terrain's
    owner's."""
    if not spot.limit:
        return ""
    levels = used(spot)
    if set(levels) <= {spot.terrain_owner}:
        return f"{levels.get(spot.terrain_owner, 0)}/{spot.limit}"
    parts = " ".join(f"{seat_mark(s)}{n}" for s, n in sorted(levels.items()))
    return f"{parts}/{spot.limit}"


def draw_area(
    canvas: Canvas,
    view: View,
    spot: AreaView,
    cell: Cell,
    packing: Packing,
    across: int,
    lang: str,
    plan: dict[int, str],
) -> None:
    x, y, w, h = cell.x, cell.y, cell.w, cell.h
    canvas.box((x, y, x + w, y + h), fill=WHITE, outline=RULE, width=2)
    owner = spot.terrain_owner
    head_h = packing.head_lines * HEAD_LINE
    canvas.box((x + 2, y + 2, x + w - 2, y + head_h), fill=seat_tint(owner))
    mid = y + HEAD_LINE / 2 + 1
    tag_fill = seat_ink(owner) if owner in (0, 1) else BANNER
    left = x + 6 + canvas.tag(x + 6, mid, spot.label, SMALL, tag_fill, WHITE) + 6
    if owner in (0, 1):
        draw_mark(canvas, owner, left, mid, seat_ink(owner))
        left += MARK_W + 4
    limit = limit_text(spot)
    over = any(n > spot.limit for n in used(spot).values()) if spot.limit else False
    limit_ink = DEAD if over else INK
    name_ink = MUTED if spot.limit == 0 else INK
    name = terrain_text(view, spot, lang)
    if packing.head_lines == 2:
        canvas.text(left, mid, name, TEXT, name_ink, max_width=x + w - left - 6, condense=CONDENSE)
        second = mid + HEAD_LINE
        if limit:
            canvas.text(x + 10, second, limit, SMALL, limit_ink)
        if view.battle is not None and view.battle.area == spot.label:
            battle = word("battle", lang)
            canvas.tag(x + w - 8, second, battle, SMALL, DEAD, WHITE, "right")
    else:
        right = x + w - 6
        if limit:  # before the terrain's name, which /card and the alt text also give
            room = right - left - 4
            right -= canvas.text(right, mid, limit, SMALL, limit_ink, "right", room, CONDENSE)
        canvas.text(left, mid, name, SMALL, name_ink, max_width=right - left - 6, condense=CONDENSE)
    draw_units(canvas, view, spot.units, cell, packing, across, lang, plan)
