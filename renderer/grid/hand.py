"""The private hand picture of a grid player, in that player's language: a caller-given title,
the owner's line (name, card count, and the untapped resource cards that pay costs now
[G-8.2][G-R6]), then each hand card as a tile: its cost [G-7.1] in a disc, kind [G-8.1], name
and the id to type ("#12"); its familia and race [G-7.4] and the numbers of its kind (an
entity's power, movement keyword, 多点 and 射程 [G-7.7][G-R8][G-R11][G-R13], a base's life
[G-11.3], a spell's target and area [G-10.4][G-R16]); and its effect text [G-7.5], as much as
two lines hold (``/card show`` gives the rest). At the setup, the base the player chose in
secret is named under the cards [G-R3].

The frame (title, owner band, "N more", the line under the cards, alt text) is every game's
(renderer/handframe.py), drawn from the viewer's own hand only; the picture is at most
``MAX_HEIGHT`` tall: a bigger hand (no hand limit [G-R20]) shows its first cards and counts
the rest.
"""

from __future__ import annotations

from typing import Any

from engine.grid.cards import CardDef
from engine.kernel.events import Shown
from renderer.draw import BANNER, CONDENSE, INK, RGB, SMALL, TEXT, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.grid.cards import effect_text, stats
from renderer.grid.names import kind_name, race_in, word
from renderer.grid.picture import kind_colour
from renderer.handframe import TILE_W, HandFrame, render_hand_frame
from renderer.words import card_name, face_of, pick

MAX_HEIGHT = 1280
LINE = 34
TEXT_LINES = 2
TILE_H = 2 * LINE + TEXT_LINES * 32 + 14
FRAME = HandFrame(TILE_H, MAX_HEIGHT, owner_h=44, foot_line=36)
DISC = 36  # the cost's disc

WORDS = {
    "pay": ("支払える リソース {n}/{of}", "Can pay {n} of {of} resources"),
}


def render_hand(view: Any, *, title: str, font: FontPath = None, lang: str = "ja") -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    player = view.players[view.viewer]
    pay = pick(WORDS, "pay", lang, n=player.untapped, of=len(player.resources))
    footer = []
    if player.chosen_base is not None:
        footer.append(word("chosen", lang, name=card_name(view, player.chosen_base, lang)))

    def tile(canvas: Canvas, card: Shown, at: tuple[int, int]) -> None:
        _tile(canvas, view, card, at, lang)

    return render_hand_frame(
        view, FRAME, tile, title=title, font=font, lang=lang, notes=[pay], footer=footer
    )


def cost_disc(canvas: Canvas, cost: int, x: float, mid: float, fill: RGB) -> int:
    """The cost in a disc at ``x``; returns its width."""
    canvas.pen.ellipse((x, mid - DISC / 2, x + DISC, mid + DISC / 2), fill=fill)
    canvas.text(x + DISC / 2, mid, str(cost), TEXT, WHITE, "centre")
    return DISC


def _tile(canvas: Canvas, view: Any, card: Shown, at: tuple[int, int], lang: str) -> None:
    x, y = at
    face: CardDef | None = face_of(view, card)
    colour = kind_colour(face) if face is not None else BANNER
    canvas.box((x, y, x + TILE_W, y + TILE_H), fill=WHITE, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + 10, y + TILE_H), fill=colour, radius=4)
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
    room = TILE_W - 30
    second = first + LINE
    left = x + 18 + canvas.tag(x + 18, second, kind_name(face, lang), SMALL, colour, WHITE) + 8
    kinds = " / ".join(part for part in (face.familia_in(lang), race_in(face, lang)) if part)
    fields = " ".join([kinds, *stats(face, lang)])
    canvas.text(left, second, fields, SMALL, INK, max_width=x + TILE_W - 10 - left, condense=0.8)
    lines = wrap(canvas, effect_text(face, lang), SMALL, room) if effect_text(face, lang) else []
    if len(lines) > TEXT_LINES:
        cut = canvas.fit(lines[TEXT_LINES - 1] + "……", SMALL, room)
        lines = [*lines[: TEXT_LINES - 1], cut]
    for index, line in enumerate(lines):
        canvas.text(x + 18, first + 2 * LINE + 32 * index, line, SMALL, INK)
