"""The private hand picture of a grid player, in that player's language: a caller-given title, the
owner's line (name, card count, and the untapped resource cards that pay costs now
[G-8.2][G-R6]), then each hand card as a tile: its cost [G-7.1] in a disc, kind [G-8.1], name
and the id to type ("#12"); its familia and race [G-7.4] and the numbers of its kind (an
entity's power, movement keyword, 多点 and 射程 [G-7.7][G-R8][G-R11][G-R13], a base's life
[G-11.3], a spell's target and area [G-10.4][G-R16]); and its whole effect text [G-7.5], the
tile as tall as its text needs (issue 21: a phone reads every line at 11 px or more). At the
setup, the base the player chose in secret is named under the cards [G-R3].

The frame (title, owner band, "N more", the line under the cards, alt text) is every game's
(renderer/handframe.py), drawn from the viewer's own hand only; the picture is at most
``MAX_HEIGHT`` tall: a bigger hand (no hand limit [G-R20]) shows its first cards and counts the
rest.
"""

from __future__ import annotations

from typing import Any

from engine.grid.cards import CardDef
from engine.kernel.events import Shown
from engine.kernel.words import Table
from renderer.draw import BANNER, CONDENSE, INK, RGB, SMALL, TEXT, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.grid.cards import effect_text, stats
from renderer.grid.names import kind_name, race_in, word
from renderer.grid.picture import kind_colour
from renderer.handframe import (
    TILE_W,
    HandFrame,
    Line,
    draw_lines,
    line_height,
    render_hand_frame,
    wrap_words,
)
from renderer.words import card_name, face_of

MAX_HEIGHT = 1600
LINE = 34
TILE_H = 2 * LINE + 14  # the least: the head line and the line of fields
ROOM = TILE_W - 30  # a tile's text width
FRAME = HandFrame(TILE_H, MAX_HEIGHT, owner_h=44, foot_line=36)
DISC = 36  # the cost's disc

WORDS = Table("renderer.grid", "hand.WORDS")


def render_hand(view: Any, *, title: str, font: FontPath = None, lang: str = "ja") -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    player = view.players[view.viewer]
    pay = WORDS.say("pay", lang, n=player.untapped, of=len(player.resources))
    footer = []
    if player.chosen_base is not None:
        footer.append(word("chosen", lang, name=card_name(view, player.chosen_base, lang)))

    def tile(canvas: Canvas, card: Shown, at: tuple[int, int], height: int) -> None:
        _tile(canvas, view, card, at, height, lang)

    def tall(canvas: Canvas, card: Shown) -> int:
        face = face_of(view, card)
        body = _body(canvas, face, lang) if face is not None else []
        return 6 + LINE + sum(line_height(size) for _, size, _ in body) + 12

    return render_hand_frame(
        view,
        FRAME,
        tile,
        title=title,
        font=font,
        lang=lang,
        notes=[pay],
        footer=footer,
        height=tall,
    )


def cost_disc(canvas: Canvas, cost: int, x: float, mid: float, fill: RGB) -> int:
    """The cost in a disc at ``x``; returns its width."""
    canvas.pen.ellipse((x, mid - DISC / 2, x + DISC, mid + DISC / 2), fill=fill)
    canvas.text(x + DISC / 2, mid, str(cost), TEXT, WHITE, "centre")
    return DISC


def _tile(
    canvas: Canvas, view: Any, card: Shown, at: tuple[int, int], height: int, lang: str
) -> None:
    x, y = at
    face: CardDef | None = face_of(view, card)
    colour = kind_colour(face) if face is not None else BANNER
    canvas.box((x, y, x + TILE_W, y + height), fill=WHITE, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + 10, y + height), fill=colour, radius=4)
    first = y + 6 + LINE / 2
    right = x + TILE_W - 8
    right -= canvas.tag(right, first, f"#{card.id}", SMALL, BANNER, WHITE, "right")
    left = x + 18
    if face is None:  # a view always carries the faces it shows; draw the bare id if not
        canvas.text(left, first, card.def_id, TEXT, INK)
        return
    left += cost_disc(canvas, face.cost, left, first, BANNER) + 8
    name = face.name_in(lang)
    canvas.text(left, first, name, TEXT, INK, max_width=right - left - 8, condense=CONDENSE)
    fields, *rest = _body(canvas, face, lang)
    second = y + 6 + LINE + line_height(SMALL) / 2
    left = x + 18 + canvas.tag(x + 18, second, kind_name(face, lang), SMALL, colour, WHITE) + 8
    canvas.text(left, second, fields[0], SMALL, INK)
    draw_lines(canvas, x + 18, y + 6 + LINE + line_height(SMALL), rest)


def _body(canvas: Canvas, face: CardDef, lang: str) -> list[Line]:
    """The tile's lines under its head, all of them: the fields (the first after the kind's
    tag), then the whole effect text."""
    kinds = " / ".join(part for part in (face.familia_in(lang), race_in(face, lang)) if part)
    fields = [*kinds.split(" "), *stats(face, lang)]
    tag = canvas.measure(kind_name(face, lang), SMALL) + SMALL // 2 + 8
    body: list[Line] = [
        (t, SMALL, INK) for t in wrap_words(canvas, fields, SMALL, ROOM - tag, ROOM)
    ]
    text = effect_text(face, lang)
    body += [(t, SMALL, INK) for t in wrap(canvas, text, SMALL, ROOM)] if text else []
    return body
