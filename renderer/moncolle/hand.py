"""The family's private hand picture, sent to one player only, in that player's language: the
shared frame (renderer/handframe.py: title, owner band, "N more", lines under the cards) with
the family's tiles: the card id to type ("#12"), the kind, the name, the fields that matter in
play (unit level with the instant-summon mark, attack/defence, advance type, hero points;
terrain limit; item class and bonuses: cardtext.py) and each ability's whole text (its
period, timing and any ★ cost first: mc20th [11-2], deus [D-TIM-0][D-COST-1]), the tile as tall
as its text needs (issue 21: a phone reads every line at 11 px or more); a game may add a note
(deus: ★) and lines under the cards (deus: the token area [D-BOARD-8]). At most ``MAX_HEIGHT``
tall.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.kernel.events import Shown
from engine.moncolle.cards import CardDef
from renderer.draw import BANNER, CONDENSE, INK, SMALL, TEXT, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.handframe import (
    TILE_W,
    WIDTH,
    HandFrame,
    Line,
    draw_lines,
    line_height,
    render_hand_frame,
    wrap_after,
    wrap_words,
)
from renderer.moncolle.card import frame_colour
from renderer.moncolle.cardtext import ability_line, describe_card, kind_name
from renderer.moncolle.names import face_of

__all__ = ["MAX_HEIGHT", "WIDTH", "render_hand"]

MAX_HEIGHT = 1600
LINE = 33
TILE_H = 2 * LINE + 12  # the least: a head line and a line of fields
ROOM = TILE_W - 28  # a tile's text width
# the name is cut at half the width, as the family's hand has always drawn it
FRAME = HandFrame(TILE_H, MAX_HEIGHT, owner_h=42, foot_line=34, name_width=WIDTH / 2)


def render_hand(
    view: Any,
    *,
    title: str,
    font: FontPath = None,
    lang: str = "ja",
    note: str = "",
    footer: Sequence[str] = (),
    describe: Callable[[CardDef, str], str] = describe_card,
) -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player. ``note``
    goes after the card count (a game's resource, e.g. ★), ``footer`` lines under the
    cards (a game's other zone the player keeps in mind, e.g. its token area); both are in
    the alt text. ``describe`` gives a card's one-line fields (the game's own)."""

    def tile(canvas: Canvas, card: Shown, at: tuple[int, int], height: int) -> None:
        _tile(canvas, view, card, at, height, _body(canvas, view, card, describe, lang), lang)

    def tall(canvas: Canvas, card: Shown) -> int:
        body = _body(canvas, view, card, describe, lang)
        return 4 + LINE + sum(line_height(size) for _, size, _ in body) + 10

    notes = [note] if note else []
    return render_hand_frame(
        view,
        FRAME,
        tile,
        title=title,
        font=font,
        lang=lang,
        notes=notes,
        footer=footer,
        height=tall,
    )


def _tile(
    canvas: Canvas,
    view: Any,
    card: Shown,
    at: tuple[int, int],
    height: int,
    body: list[Line],
    lang: str,
) -> None:
    x, y = at
    face = face_of(view, card)
    colour = frame_colour(face) if face is not None else BANNER
    canvas.box((x, y, x + TILE_W, y + height), fill=WHITE, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + 10, y + height), fill=colour, radius=4)
    right = x + TILE_W - 8
    first = y + 4 + LINE / 2
    right -= canvas.tag(right, first, f"#{card.id}", SMALL, BANNER, WHITE, "right")
    left = x + 18
    if face is None:  # a view always carries the faces it shows; draw the bare id if not
        canvas.text(left, first, card.def_id, TEXT, INK)
        return
    left += canvas.tag(left, first, kind_name(face, lang), SMALL, colour, WHITE) + 8
    room = _name_room(canvas, face, card, lang)
    name = _name_lines(canvas, face.name_in(lang), room)[0]
    canvas.text(left, first, name, TEXT, INK, max_width=room, condense=CONDENSE)
    draw_lines(canvas, x + 18, y + 4 + LINE, body)


def _body(
    canvas: Canvas, view: Any, card: Shown, describe: Callable[[CardDef, str], str], lang: str
) -> list[Line]:
    """The tile's lines under its head, all of them: the rest of a long name, the fields,
    each ability's whole text."""
    face = face_of(view, card)
    if face is None:
        return []
    name = _name_lines(canvas, face.name_in(lang), _name_room(canvas, face, card, lang))
    lines: list[Line] = [(text, TEXT, INK) for text in name[1:]]
    fields = _fields(face, describe, lang)
    lines += [(t, SMALL, INK) for t in wrap_words(canvas, fields.split(" "), SMALL, ROOM, ROOM)]
    for ability in face.abilities:
        lines += [(t, SMALL, INK) for t in wrap(canvas, ability_line(ability, lang), SMALL, ROOM)]
    return lines


def _name_room(canvas: Canvas, face: CardDef, card: Shown, lang: str) -> float:
    """The head line's room for the name: the tile's less the kind tag and the id tag
    (a tag is its text and half its size wide) and the gaps around them."""
    tags = canvas.measure(kind_name(face, lang), SMALL) + canvas.measure(f"#{card.id}", SMALL)
    return ROOM - 40 - tags - 2 * (SMALL // 2)


def _name_lines(canvas: Canvas, name: str, room: float) -> list[str]:
    """The name on one line, narrowed (長体) if it must; a name too long even so wraps."""
    if canvas.measure(name, TEXT) * CONDENSE <= room:
        return [name]
    return wrap_after(canvas, name, TEXT, room, ROOM)


def _fields(face: CardDef, describe: Callable[[CardDef, str], str], lang: str) -> str:
    """The one-line fields without the name and kind the tile already shows."""
    line = describe(face, lang)
    for known in (face.name_in(lang), kind_name(face, lang)):
        line = line.replace(known, "", 1).strip()
    return line
