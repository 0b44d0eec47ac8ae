"""The 3x4 map of the kokuryoku board picture [KV-1], seen from the viewer's side
(names.py ``board_rows``/``board_columns``), labelled A-C / 1-4 from the first player's side.

Each square carries its label (a sortie square's [K-5.6] in its owner's colour, with the
owner's shape, and its body tinted that colour; an empty one says whose sortie square it is),
a land's name and the classes it bars on a green strip [KV-3][K-6.2a], and its unit as a tile
in its owner's colour and shape:
- the name (two lines when the tile has room), and a tag: 待機 for a waiting unit, whose tile
  is grey [K-6.4], or 行動中 for the unit being activated, outlined dark [KV-11];
- its class, attack (攻, ×hits) and counter (反) [KV-7][KV-10];
- its chips as pips, held ones filled and the room up to its maximum hollow, and the count
  ``3/5`` [KV-6];
- its attachments, one a line, a colour square for the kind [K-5.4]; more than the tile holds
  are counted.
The viewer's picked piece is outlined in the highlight colour, as are the squares of the last
action.
"""

from __future__ import annotations

from typing import Any

from engine.kokuryoku.cards import LandDef, UnitDef
from engine.kokuryoku.view import SquareView, UnitView
from renderer.draw import (
    BANNER,
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    RULE,
    SMALL,
    TAPPED,
    TEXT,
    WHITE,
    Canvas,
    seat_ink,
    seat_tag,
    seat_tint,
    wrap,
)
from renderer.kokuryoku.cards import bars_text
from renderer.kokuryoku.marks import kind_colour, pips
from renderer.kokuryoku.names import COLUMNS, board_columns, board_rows, word
from renderer.pieces import Cell, draw_mark, outline
from renderer.words import card_name, face_of

HEAD = 40
NAME_LINE, STAT_LINE, PIP_LINE, ATTACH_LINE = 32, 34, 32, 30
BAND = 20  # the owner's band with its shape, at a tile's left
WAITING_TINT: RGB = (222, 222, 222)
LAND_FILL: RGB = (214, 228, 196)
LAND_INK: RGB = (44, 88, 36)
BARRED: RGB = (150, 40, 40)  # what a land keeps out


def draw_map(
    canvas: Canvas, view: Any, marked: set[str], box: tuple[int, int, int, int], lang: str
) -> None:
    """The 12 squares inside ``box`` (x, y, width, height); squares named in ``marked``
    outlined (the last action's)."""
    x0, y0, width, height = box
    rows = board_rows(view)
    w, h = width // COLUMNS, height // len(rows)
    outlines = []
    for line, row in enumerate(rows):
        for place, col in enumerate(board_columns(view)):
            square = view.squares[row * COLUMNS + col]
            cell = Cell(x0 + place * w, y0 + line * h, w, h)
            _square(canvas, view, square, cell, lang)
            if square.label in marked:
                outlines.append(cell)
    for cell in outlines:  # last, so that no neighbour covers them
        outline(canvas, cell, HIGHLIGHT, 6)


def _square(canvas: Canvas, view: Any, square: SquareView, cell: Cell, lang: str) -> None:
    x, y, w, h = cell.x, cell.y, cell.w, cell.h
    sortie = square.sortie
    body = seat_tint(sortie) if sortie in (0, 1) else WHITE
    canvas.box((x, y, x + w, y + h), fill=body, outline=RULE, width=2)
    mid = y + HEAD / 2 + 1
    fill = seat_ink(sortie) if sortie in (0, 1) else BANNER
    left = x + 6 + canvas.tag(x + 6, mid, square.label, SMALL, fill, WHITE) + 4
    if sortie in (0, 1):
        draw_mark(canvas, sortie, left + 8, mid, 8, seat_ink(sortie))
        left += 22
    if square.land is not None:
        _land(canvas, view, square, (left, y + 4, x + w - 4, y + HEAD - 2), lang)
    if square.unit is not None:
        tile = (x + 4, y + HEAD + 2, x + w - 4, y + h - 4)
        draw_unit(canvas, view, square.unit, tile, lang)
    elif sortie in (0, 1):
        text = word("sortie_square", lang, seat=seat_tag(sortie))
        canvas.text(x + w / 2, y + (HEAD + h) / 2, text, SMALL, seat_ink(sortie), "centre", w - 12)


def land_label(view: Any, square: SquareView, lang: str) -> str:
    """``沼地: 騎兵不可`` / ``Marsh: no Rider``."""
    assert square.land is not None
    name = card_name(view, square.land, lang)
    face = face_of(view, square.land)
    if isinstance(face, LandDef) and face.bars:
        return word("land", lang, name=name, bars=bars_text(face, lang, view))
    return word("land_open", lang, name=name)


def _land(
    canvas: Canvas, view: Any, square: SquareView, box: tuple[float, float, float, float], lang: str
) -> None:
    """The land's name on a green strip, what it bars in a tag at its right: the bar is what
    a player must read, so a long name gives way to it [KV-3][K-6.2a]."""
    assert square.land is not None
    left, top, right, bottom = box
    canvas.box(box, fill=LAND_FILL, outline=LAND_INK, width=2, radius=6)
    mid = (top + bottom) / 2
    face = face_of(view, square.land)
    if isinstance(face, LandDef) and face.bars:
        bars = word("bars", lang, classes=bars_text(face, lang, view))
        width = min(canvas.measure(bars, SMALL), (right - left) * 0.6)
        tag_left = right - 4 - width - SMALL // 2
        canvas.box((tag_left, top + 3, right - 3, bottom - 3), fill=BARRED, radius=5)
        canvas.text(
            tag_left + SMALL // 4, mid, bars, SMALL, WHITE, max_width=width, condense=CONDENSE
        )
        right = tag_left - 4
    name = card_name(view, square.land, lang)
    canvas.text(
        left + 8, mid, name, SMALL, LAND_INK, max_width=right - left - 10, condense=CONDENSE
    )


def stat_box(canvas: Canvas, text: str, right: float, mid: float, ink: RGB = INK) -> float:
    """A value in a white box ending at ``right``; returns where the box begins."""
    width = canvas.measure(text, SMALL) + 12
    box = (round(right - width), round(mid - 15), round(right), round(mid + 15))
    canvas.box(box, fill=WHITE, outline=ink, width=2, radius=6)
    canvas.text(right - width / 2, mid, text, SMALL, ink, "centre")
    return right - width


def stat_texts(view: Any, unit: UnitView, lang: str) -> tuple[str, str]:
    """``攻2`` (``攻2×2`` with more hits) and ``反1``, the values with attachments."""
    face = face_of(view, unit.card)
    hits = face.hits if isinstance(face, UnitDef) else 1
    attack = (
        word("attack_hits", lang, n=unit.attack, hits=hits)
        if hits > 1
        else word("attack", lang, n=unit.attack)
    )
    return attack, word("counter", lang, n=unit.counter)


def status_tag(view: Any, unit: UnitView, lang: str) -> tuple[str, RGB] | None:
    """待機 (grey) for a waiting unit [K-6.4], 行動中 for the activated one [KV-11]."""
    if unit.waiting:
        return word("waiting", lang), MUTED
    if unit.card.id == view.current:
        return word("acting", lang), INK
    return None


def draw_unit(
    canvas: Canvas, view: Any, unit: UnitView, box: tuple[int, int, int, int], lang: str
) -> None:
    """A unit's tile in ``box``: name and state, class and values, chips, attachments."""
    x0, y0, x1, y1 = box
    seat = unit.owner
    canvas.box(box, fill=WAITING_TINT if unit.waiting else seat_tint(seat), radius=6)
    canvas.box((x0, y0, x0 + BAND, y1), fill=seat_ink(seat), radius=6)
    draw_mark(canvas, seat, x0 + BAND / 2, y0 + NAME_LINE / 2 + 2, 6.5, WHITE)
    left, right = x0 + BAND + 6, x1 - 6
    attachments = unit.attachments
    tag = status_tag(view, unit, lang)
    name_right = right
    if tag is not None:
        name_right -= canvas.measure(tag[0], SMALL) + SMALL // 2
        canvas.tag(name_right, y0 + 4 + NAME_LINE / 2, tag[0], SMALL, tag[1], WHITE)
        name_right -= 6
    name = card_name(view, unit.card, lang)
    lines = 2 if len(attachments) <= 2 else 1
    y = _name(canvas, name, left, y0 + 4, name_right - left, right - left, lines)
    mid = y + STAT_LINE / 2
    attack, counter = stat_texts(view, unit, lang)
    at = stat_box(canvas, counter, right, mid) - 6
    at = stat_box(canvas, attack, at, mid) - 8
    face = face_of(view, unit.card)
    if isinstance(face, UnitDef):
        canvas.text(
            left, mid, face.class_in(lang), SMALL, MUTED, max_width=at - left, condense=CONDENSE
        )
    y += STAT_LINE
    mid = y + PIP_LINE / 2
    count = f"{unit.chips}/{unit.morale}"
    width = canvas.text(right, mid, count, TEXT, INK, "right")
    pips(canvas, unit.chips, unit.morale, left, mid, right - width - 10 - left, seat_ink(seat))
    y += PIP_LINE
    _attachments(canvas, view, attachments, left, y, right, y1, lang)
    if unit.card.id == view.picked:
        canvas.box(box, outline=HIGHLIGHT, width=4, radius=6)
    elif unit.card.id == view.current:
        canvas.box(box, outline=INK, width=5, radius=6)
    elif unit.waiting:
        canvas.box(box, outline=TAPPED, width=2, radius=6)


def _name(
    canvas: Canvas, name: str, left: float, top: float, first: float, room: float, lines: int
) -> float:
    """The name on one line beside the tag, or two when it needs them and the tile has the
    room (the second line the tile's whole width); returns the y below it."""
    if lines == 1 or canvas.measure(name, SMALL) <= first:
        canvas.text(left, top + NAME_LINE / 2, name, SMALL, INK, max_width=first, condense=CONDENSE)
        return top + NAME_LINE
    wrapped = wrap(canvas, name, SMALL, first)
    head = wrapped[0]
    rest = name[len(head) :].strip()
    canvas.text(left, top + NAME_LINE / 2, head, SMALL, INK, max_width=first, condense=CONDENSE)
    canvas.text(left, top + 1.5 * NAME_LINE, rest, SMALL, INK, max_width=room, condense=CONDENSE)
    return top + 2 * NAME_LINE


def _attachments(
    canvas: Canvas,
    view: Any,
    attachments: tuple[Any, ...],
    left: float,
    top: float,
    right: float,
    bottom: float,
    lang: str,
) -> None:
    room = int((bottom - top) // ATTACH_LINE)
    shown = attachments if len(attachments) <= room else attachments[: max(0, room - 1)]
    for index, card in enumerate(shown):
        mid = top + ATTACH_LINE * (index + 0.5)
        face = face_of(view, card)
        colour = kind_colour(face)
        canvas.box((left, mid - 6, left + 12, mid + 6), fill=colour, radius=2)
        name = card_name(view, card, lang)
        canvas.text(
            left + 18, mid, name, SMALL, INK, max_width=right - left - 18, condense=CONDENSE
        )
    if len(shown) < len(attachments):
        mid = top + ATTACH_LINE * (len(shown) + 0.5)
        more = word("more", lang, n=len(attachments) - len(shown))
        canvas.text(left + 18, mid, more, SMALL, MUTED)
