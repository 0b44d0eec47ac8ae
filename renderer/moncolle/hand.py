"""The family's private hand picture, sent to one player only, in that player's language: the
shared frame (renderer/handframe.py: title, owner band, "N more", lines under the cards) with
the family's tiles: the card id to type ("#12"), the kind, the name, the fields that matter in
play (unit level with the instant-summon mark, attack/defence, advance type, hero points;
terrain limit; item class and bonuses: renderer/cardtext.py) and each ability's text (its
period, timing and any ★ cost first: mc20th [11-2], deus [D-TIM-0][D-COST-1]), as much of it
as the tile holds (``/card show`` gives the rest); a game may add a note (deus: ★) and lines
under the cards (deus: the token area [D-BOARD-8]). At most ``MAX_HEIGHT`` tall.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.kernel.events import Shown
from engine.moncolle.cards import CardDef
from renderer.card import frame_colour
from renderer.cardtext import ability_line, describe_card, kind_name
from renderer.draw import BANNER, CONDENSE, INK, MUTED, SMALL, TEXT, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.handframe import TILE_W, WIDTH, HandFrame, render_hand_frame
from renderer.moncolle.names import face_of

__all__ = ["MAX_HEIGHT", "WIDTH", "render_hand"]

MAX_HEIGHT = 960
LINE = 33
TEXT_LINE = 31
TEXT_LINES = 3  # ability text per tile; the card's whole text is one /card show away
TILE_H = 2 * LINE + TEXT_LINES * TEXT_LINE + 12
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

    def tile(canvas: Canvas, card: Shown, at: tuple[int, int]) -> None:
        _tile(canvas, view, card, at, describe, lang)

    notes = [note] if note else []
    return render_hand_frame(
        view, FRAME, tile, title=title, font=font, lang=lang, notes=notes, footer=footer
    )


def _tile(
    canvas: Canvas,
    view: Any,
    card: Shown,
    at: tuple[int, int],
    describe: Callable[[CardDef, str], str],
    lang: str,
) -> None:
    x, y = at
    face = face_of(view, card)
    colour = frame_colour(face) if face is not None else BANNER
    canvas.box((x, y, x + TILE_W, y + TILE_H), fill=WHITE, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + 10, y + TILE_H), fill=colour, radius=4)
    right = x + TILE_W - 8
    number = f"#{card.id}"
    first = y + 4 + LINE / 2
    right -= canvas.tag(right, first, number, SMALL, BANNER, WHITE, "right")
    left = x + 18
    if face is None:  # a view always carries the faces it shows; draw the bare id if not
        canvas.text(left, first, card.def_id, TEXT, INK)
        return
    left += canvas.tag(left, first, kind_name(face, lang), SMALL, colour, WHITE) + 8
    name = face.name_in(lang)
    canvas.text(left, first, name, TEXT, INK, max_width=right - left - 8, condense=CONDENSE)
    fields = _fields(face, describe, lang)
    if fields:
        canvas.text(x + 18, first + LINE, fields, SMALL, INK, max_width=TILE_W - 28, condense=0.85)
        _abilities(canvas, face, x + 18, first + 2 * LINE - 2, TILE_W - 28, lang, TEXT_LINES)
    else:  # a spell prints no more than its kind and name: its text starts at once
        _abilities(canvas, face, x + 18, first + LINE, TILE_W - 28, lang, TEXT_LINES + 1)


def _fields(face: CardDef, describe: Callable[[CardDef, str], str], lang: str) -> str:
    """The one-line fields without the name and kind the tile already shows."""
    line = describe(face, lang)
    for known in (face.name_in(lang), kind_name(face, lang)):
        line = line.replace(known, "", 1).strip()
    return line


def _abilities(
    canvas: Canvas, face: CardDef, x: int, y: float, room: int, lang: str, most: int
) -> None:
    lines: list[str] = []
    for ability in face.abilities:
        lines += wrap(canvas, ability_line(ability, lang), SMALL, room)
    if len(lines) > most:
        lines = [*lines[: most - 1], canvas.fit(lines[most - 1] + "……", SMALL, room)]
    for line in lines:
        canvas.text(x, y, line, SMALL, MUTED if not line else INK)
        y += TEXT_LINE
