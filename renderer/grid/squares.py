"""The battle zone of the grid board picture: 4 columns x 5 rows of squares [G-2.1][G-R1],
row 1 (the first player's front row) at the bottom for the first player and spectators, the
second player's front row at the bottom for the second player (names.py ``bottom_is_first``).

Each square carries its label (A1 ..; a front row's label in its owner's colour [G-4]) and:
- a base [G-11.*]: its name, familia, and its life COUNT as that many card backs beside the
  number (never a face [G-3.6][G-R19]);
- entities, each a tile in its owner's colour and shape (▲ first seat, ● second) with its
  name, its power in a box (green or red while boosted this turn) and a tag for each used
  right (移 move, 攻 attack [G-R10]; grey once both are used). One or two entities get
  two-line tiles: the name has the whole width (a lone entity's long name two lines), then
  the movement keyword [G-R8], the boost, the tags and the power. A stack of three or four
  gets one-line tiles: name, tags, power. The square's total power heads a stack [G-9.9]
  [G-FAQ-4]; more entities than four (beyond any real game) show three and count the rest.
- the viewer's picked piece of a two-step move is outlined in the highlight colour.
"""

from __future__ import annotations

from typing import Any

from engine.grid.cards import EntityDef
from engine.grid.view import EntityView, SquareView
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
    seat_tint,
    wrap,
)
from renderer.grid.cards import movement_name
from renderer.grid.names import board_rows, word
from renderer.pieces import Cell, draw_mark, outline
from renderer.words import card_name, face_of

HEAD = 38
LINE, NAME_LINE, GAP = 36, 33, 3
BAND = 20  # the owner's band with its shape, at a tile's left
MARK_HALF = 6.5  # the owner's shape on the band
BOOST_UP: RGB = (20, 130, 60)
BOOST_DOWN: RGB = (190, 30, 30)
LIFE_BACK: RGB = (52, 62, 120)  # a face-down life card's back
SPENT_TINT: RGB = (226, 226, 226)  # an entity whose two rights are used this turn


def draw_battle_zone(
    canvas: Canvas, view: Any, marked: set[str], box: tuple[int, int, int, int], lang: str
) -> None:
    """The 20 squares inside ``box`` (x, y, width, height); squares named in ``marked``
    outlined (the last action's)."""
    x0, y0, width, height = box
    w, h = width // 4, height // 5
    outlines = []
    for line, row in enumerate(board_rows(view)):
        for col in range(4):
            square = view.squares[row * 4 + col]
            cell = Cell(x0 + col * w, y0 + line * h, w, h)
            _square(canvas, view, square, row, cell, lang)
            if square.label in marked:
                outlines.append(cell)
    for cell in outlines:  # last, so that no neighbour covers them
        outline(canvas, cell, HIGHLIGHT, 6)


def front_of(view: Any, row: int) -> int:
    """The seat whose front row ``row`` is [G-4][G-R1], or -1."""
    first: int = view.first
    if first not in (0, 1) or row not in (0, 4):
        return -1
    return first if row == 0 else 1 - first


def _square(canvas: Canvas, view: Any, square: SquareView, row: int, cell: Cell, lang: str) -> None:
    x, y, w, h = cell.x, cell.y, cell.w, cell.h
    body = seat_tint(square.owner) if square.base is not None else WHITE
    canvas.box((x, y, x + w, y + h), fill=body, outline=RULE, width=2)
    front = front_of(view, row)
    mid = y + HEAD / 2 + 1
    label_fill = seat_ink(front) if front >= 0 else BANNER
    right = x + w - 6
    canvas.tag(x + 6, mid, square.label, SMALL, label_fill, WHITE)
    if square.base is not None:
        canvas.tag(right, mid, word("base", lang), SMALL, seat_ink(square.owner), WHITE, "right")
        _base(canvas, view, square, cell, lang)
        return
    if len(square.entities) >= 2:
        total = word("total", lang, n=square.total)
        canvas.tag(right, mid, total, SMALL, INK, WHITE, "right")
    _entities(canvas, view, square, cell, lang)


def _base(canvas: Canvas, view: Any, square: SquareView, cell: Cell, lang: str) -> None:
    """The base's name, familia and life count with as many card backs [G-11.3][G-R19]."""
    assert square.base is not None
    x, y, w = cell.x, cell.y + HEAD, cell.w
    seat = square.owner
    canvas.box((x + 4, y + 4, x + 4 + BAND, y + 3 * LINE), fill=seat_ink(seat), radius=5)
    _mark(canvas, seat, x + 7, y + 4 + LINE / 2)
    left, room = x + BAND + 12, w - BAND - 20
    name = card_name(view, square.base, lang)
    canvas.text(left, y + 4 + LINE / 2, name, TEXT, INK, max_width=room, condense=CONDENSE)
    face = face_of(view, square.base)
    if face is not None:
        familia = face.familia_in(lang)
        canvas.text(
            left, y + 4 + 1.5 * LINE, familia, SMALL, MUTED, max_width=room, condense=CONDENSE
        )
    life_mid = y + 4 + 2.5 * LINE + 8
    life = word("life", lang, n=square.life)
    left += canvas.text(left, life_mid, life, SMALL, INK) + 8
    _backs(canvas, square.life, left, life_mid, x + w - 8)


def _backs(canvas: Canvas, count: int, left: float, mid: float, right: float) -> None:
    """``count`` face-down cards in a row, overlapping when the room is short."""
    if count <= 0:
        return
    card_w, card_h = 16, 26
    step = min(card_w + 4, (right - left - card_w) / max(1, count - 1)) if count > 1 else 0
    for index in range(count):
        cx = round(left + index * step)
        box = (cx, round(mid - card_h / 2), cx + card_w, round(mid + card_h / 2))
        canvas.box(box, fill=LIFE_BACK, outline=WHITE, width=2, radius=3)


def _entities(canvas: Canvas, view: Any, square: SquareView, cell: Cell, lang: str) -> None:
    entities = square.entities
    if not entities:
        return
    name_lines = 1
    if len(entities) == 1:  # a long name alone on its square takes a second line
        room = cell.w - 8 - BAND - 12
        name = card_name(view, entities[0].card, lang)
        name_lines = min(2, len(wrap(canvas, name, SMALL, room)))
    tile_h = LINE + name_lines * NAME_LINE if len(entities) <= 2 else LINE
    room = (cell.h - HEAD - GAP) // (tile_h + GAP)
    shown = entities if len(entities) <= room else entities[: room - 1]
    top = cell.y + HEAD + GAP
    for index, entity in enumerate(shown):
        ty = top + index * (tile_h + GAP)
        box = (cell.x + 4, ty, cell.x + cell.w - 4, ty + tile_h)
        if len(entities) <= 2:
            _full_tile(canvas, view, square.owner, entity, box, name_lines, lang)
        else:
            _line_tile(canvas, view, square.owner, entity, box, lang)
    if len(shown) < len(entities):
        more = f"+{len(entities) - len(shown)}"
        middle = top + len(shown) * (tile_h + GAP) + tile_h / 2
        canvas.text(cell.x + cell.w / 2, middle, more, SMALL, INK, "centre")


def _mark(canvas: Canvas, seat: int, x: float, middle: float) -> None:
    """The side's shape in white on its band, 14 px wide from ``x``."""
    draw_mark(canvas, seat, x + MARK_HALF + 0.5, middle, MARK_HALF, WHITE)


def _frame(
    canvas: Canvas, view: Any, seat: int, entity: EntityView, box: tuple[int, int, int, int]
) -> int:
    """The tile's body (grey once both rights are used), its owner's band and shape, and a
    highlight when it is the viewer's picked piece; returns where the text starts."""
    x0, y0, _, y1 = box
    spent = entity.moved and entity.attacked
    canvas.box(box, fill=SPENT_TINT if spent else seat_tint(seat), radius=5)
    canvas.box((x0, y0, x0 + BAND, y1), fill=seat_ink(seat), radius=5)
    _mark(canvas, seat, x0 + 3, y0 + min(LINE, y1 - y0) / 2)
    if entity.card.id == view.picked:
        canvas.box(box, outline=HIGHLIGHT, width=4, radius=5)
    elif spent:
        canvas.box(box, outline=TAPPED, width=2, radius=5)
    return x0 + BAND + 6


def _rights(canvas: Canvas, entity: EntityView, right: float, mid: float, lang: str) -> float:
    """A tag for each used right, from the right [G-R10]; returns where they begin."""
    for used, key, fill in (
        (entity.attacked, "attacked", BOOST_DOWN),
        (entity.moved, "moved", BANNER),
    ):
        if used:
            right -= canvas.tag(right, mid, word(key, lang), SMALL, fill, WHITE, "right") + 3
    return right


def power_ink(entity: EntityView) -> RGB:
    return BOOST_UP if entity.boost > 0 else BOOST_DOWN if entity.boost < 0 else INK


def _power(
    canvas: Canvas, entity: EntityView, right: float, mid: float, lang: str, boost: bool = True
) -> float:
    """The entity's power in a white box at the right, green or red while boosted this
    turn (the boost beside it when ``boost``); returns where it begins."""
    text = str(entity.power)
    width = max(canvas.measure(text, TEXT) + 10, 32)
    box = (round(right - width), round(mid - 16), round(right), round(mid + 16))
    canvas.box(box, fill=WHITE, outline=power_ink(entity), width=2, radius=6)
    canvas.text(right - width / 2, mid, text, TEXT, power_ink(entity), "centre")
    right -= width + 4
    if boost and entity.boost:
        amount = word("boost", lang, n=f"{entity.boost:+d}").strip()
        right -= canvas.text(right, mid, amount, SMALL, power_ink(entity), "right") + 4
    return right


def _name(canvas: Canvas, text: str, left: float, top: float, room: float, lines: int) -> None:
    """The name in up to ``lines`` lines, the last one narrowed, then cut."""
    wrapped = wrap(canvas, text, SMALL, room) if lines > 1 else [text]
    if len(wrapped) > lines:
        joiner = " " if text.isascii() else ""
        wrapped = [*wrapped[: lines - 1], joiner.join(wrapped[lines - 1 :])]
    for index, line in enumerate(wrapped):
        middle = top + NAME_LINE * (index + 0.5)
        canvas.text(left, middle, line, SMALL, INK, max_width=room, condense=CONDENSE)


def _full_tile(
    canvas: Canvas,
    view: Any,
    seat: int,
    entity: EntityView,
    box: tuple[int, int, int, int],
    name_lines: int,
    lang: str,
) -> None:
    """The name on its own lines; then the movement keyword, used rights and power."""
    _, y0, x1, y1 = box
    left = _frame(canvas, view, seat, entity, box)
    _name(canvas, card_name(view, entity.card, lang), left, y0 + 1, x1 - left - 6, name_lines)
    second = y1 - LINE / 2 - 1
    right = _power(canvas, entity, x1 - 4, second, lang)
    right = _rights(canvas, entity, right - 2, second, lang)
    face = face_of(view, entity.card)
    if isinstance(face, EntityDef) and right - left > 40:
        keyword = movement_name(face, lang)
        canvas.text(
            left, second, keyword, SMALL, MUTED, max_width=right - left - 6, condense=CONDENSE
        )


def _line_tile(
    canvas: Canvas,
    view: Any,
    seat: int,
    entity: EntityView,
    box: tuple[int, int, int, int],
    lang: str,
) -> None:
    """Name, used rights and power on one line (a stack of three or more)."""
    _, y0, x1, y1 = box
    left = _frame(canvas, view, seat, entity, box)
    mid = (y0 + y1) / 2
    right = _power(canvas, entity, x1 - 3, mid, lang, boost=False)  # the name needs the room
    right = _rights(canvas, entity, right - 1, mid, lang) - 3
    name = card_name(view, entity.card, lang)
    canvas.text(left, mid, name, SMALL, INK, max_width=right - left, condense=CONDENSE)
