"""The extra game's pictures and console screen, drawn with the shared toolkit only
(renderer/draw.py's ``Canvas``, renderer/pieces.py's portrait rows, panels, marks, outline and
caption, renderer/screen.py's boxed grid) and gathered by ``renderer.layouts.drawn_by``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.kernel.words import Table
from extra_game.rules import BOARD, RULESET_ID, Piece, View
from renderer.draw import (
    BANNER,
    HIGHLIGHT,
    INK,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.layouts import Layout, drawn_by
from renderer.pieces import (
    PAD,
    Cell,
    Portrait,
    caption_strip,
    draw_mark,
    first_nearest,
    next_line,
    outline,
    panel_head,
)
from renderer.screen import grid_text
from renderer.words import sentences

ROWS: Final = Portrait(width=960, banner_line=44, panel_line=40, board_h=5 * 180, caption_line=36)
# its picture's words, in tests/extra_game/locale/
WORDS: Final = Table("extra_game", "picture.WORDS")


def said(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def _cell(square: int, near_first: bool) -> Cell:
    left, top, width, height = ROWS.board_box
    col, row = BOARD.col(square), BOARD.row(square)
    if near_first:  # the first player's row 0 at the bottom
        col, row = col, BOARD.rows - 1 - row
    else:
        col = BOARD.columns - 1 - col
    w, h = width // BOARD.columns, height // BOARD.rows
    return Cell(left + col * w, top + row * h, w, h)


def _piece(canvas: Canvas, view: View, square: int, cell: Cell, lang: str) -> None:
    card = view.squares[square]
    if card is None:
        return
    seat, face = view.owners[card.id], view.catalog[card.def_id]
    canvas.box((cell.x + 6, cell.y + 6, cell.x + cell.w - 6, cell.y + cell.h - 6), seat_tint(seat))
    draw_mark(canvas, seat, cell.x + cell.w / 2, cell.y + 62, 30, seat_ink(seat))
    name = f"#{card.id} {face.name_in(lang)}"
    canvas.text(cell.x + cell.w / 2, cell.y + 122, name, TEXT, INK, "centre", cell.w - 16)


def render_board(
    view: View, *, highlight: Iterable[str], caption: str, font: FontPath, lang: str
) -> Picture:
    canvas = Canvas(ROWS.width, ROWS.height, font)
    canvas.box((0, 0, ROWS.width, ROWS.far_top), fill=BANNER)
    canvas.text(PAD + 4, ROWS.banner_line / 2, said("title", lang), TEXT, WHITE)
    doing = said("over" if view.result else "move", lang)
    next_line(canvas, ROWS.banner_line * 1.5, said("next", lang), doing, view.active, SMALL)
    near_first, marked = first_nearest(view.viewer, 0), set(highlight)
    for seat, top in ((0, ROWS.near_top), (1, ROWS.far_top)):
        if not near_first:
            top = ROWS.far_top if seat == 0 else ROWS.near_top
        on = sum(1 for c in view.squares if c is not None and view.owners[c.id] == seat)
        off = sum(1 for c in view.taken if view.owners[c.id] == seat)
        box = (0, top, ROWS.width, top + ROWS.panel_h)
        panel_head(
            canvas, box, seat, ROWS.panel_line, view.names[seat], said("left", lang, on=on, off=off)
        )
    for square in BOARD.squares:
        cell = _cell(square, near_first)
        canvas.box((cell.x, cell.y, cell.x + cell.w, cell.y + cell.h), WHITE, INK, 2)
        _piece(canvas, view, square, cell, lang)
        canvas.text(cell.x + 10, cell.y + 22, BOARD.label(square), SMALL, INK)
    for square in BOARD.squares:
        if BOARD.label(square) in marked:
            outline(canvas, _cell(square, near_first), HIGHLIGHT)
    caption_strip(canvas, ROWS, caption, said("empty", lang), lang)
    alt = sentences([said("title", lang), doing, caption], lang)
    return canvas.picture(alt=alt)


def describe_card(face: Piece, lang: str) -> str:
    return f"{face.name_in(lang)} ({said('king' if face.king else 'mover', lang)})"


def card_lines(face: Piece, lang: str) -> list[str]:
    return [face.name_in(lang), said("king" if face.king else "mover", lang)]


def render_card(face: Piece, *, font: FontPath, lang: str) -> Picture:
    canvas = Canvas(480, 200, font)
    for number, line in enumerate(card_lines(face, lang)):
        canvas.text(PAD + 8, 40 + 60 * number, line, TEXT, INK)
    return canvas.picture(alt=describe_card(face, lang))


def render_hand(view: View, *, title: str, font: FontPath, lang: str) -> Picture:
    canvas = Canvas(ROWS.width, 120, font)
    canvas.text(PAD + 8, 40, title, TEXT, INK)
    canvas.text(PAD + 8, 90, said("hand", lang), SMALL, INK)
    return canvas.picture(alt=said("hand", lang))


def screen(view: View, lang: str) -> str:
    """The board as boxed cells, the viewer's side at the bottom."""
    rows: list[list[list[str]]] = []
    for row in reversed(range(BOARD.rows)):
        cells = []
        for col in range(BOARD.columns):
            square = BOARD.index(col, row)
            card = view.squares[square]
            if card is None:
                cells.append([BOARD.label(square)])
            else:
                mark = seat_tag(view.owners[card.id])
                cells.append(
                    [
                        BOARD.label(square),
                        f"{mark} #{card.id}",
                        view.catalog[card.def_id].name_in(lang),
                    ]
                )
        rows.append(cells)
    if view.viewer == 1:
        rows = [list(reversed(cells)) for cells in reversed(rows)]
    return said("title", lang) + "\n" + grid_text(rows, 14)


LAYOUT: Final[Layout] = drawn_by(
    RULESET_ID,
    render_board=render_board,
    render_hand=render_hand,
    render_card=render_card,
    describe_card=describe_card,
    card_lines=card_lines,
    screen=screen,
)
