"""The private hand picture, sent to one player only, in that player's language: a
caller-given title (server, channel, turn), then the viewer's hand cards as tiles with the
card id to type ("#12"), the kind, the name, the fields that matter in play (unit level with
the instant-summon mark, attack/defence, advance type, hero points; terrain limit; item class
and bonuses: renderer/cardtext.py) and each ability's text (its period, timing and any ★ cost
first: mc20th [11-2], deus [D-TIM-0][D-COST-1]), as much of it as the tile holds (``/card
show`` gives the rest); a game may add a note (deus: ★) and lines under the cards (deus: the
token area [D-BOARD-8]).

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only.
The picture is ``WIDTH`` wide and at most ``MAX_HEIGHT`` tall: a hand bigger than the
picture holds shows its first cards and counts the rest (the message lists them all).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.kernel.events import Shown
from engine.moncolle.cards import CardDef
from renderer.card import frame_colour, wrap
from renderer.cardtext import ability_line, describe_card, kind_name
from renderer.draw import BANNER, INK, MUTED, WHITE, Canvas, Picture, seat_ink, seat_tint
from renderer.fonts import FontPath
from renderer.moncolle.names import face_of, seat_tag, sentences
from renderer.moncolle.tiles import CONDENSE, SMALL, TEXT
from renderer.words import pick

WIDTH = 960
MAX_HEIGHT = 960
PAD = 8
TILE_W = (WIDTH - 3 * PAD) // 2
LINE = 33
TEXT_LINE = 31
TEXT_LINES = 3  # ability text per tile; the card's whole text is one /card show away
TILE_H = 2 * LINE + TEXT_LINES * TEXT_LINE + 12
TITLE_LINE = 36
OWNER_H = 42
MORE_H = 40
FOOT_LINE = 34

WORDS = {
    "empty": ("手札はありません", "No cards in hand"),
    "count": ("手札 {n}枚", "{n} cards"),
    "more": ("ほか {n} 枚（番号と名前はメッセージの一覧へ）", "{n} more (listed in the message)"),
    "alt": ("{seat} の手札 {n}枚", "{seat}'s hand, {n} cards"),
}


def _say(key: str, lang: str, **params: object) -> str:
    return pick(WORDS, key, lang, **params)


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
    goes before the card count (a game's resource, e.g. ★), ``footer`` lines under the
    cards (a game's other zone the player keeps in mind, e.g. its token area); both are in
    the alt text. ``describe`` gives a card's one-line fields (the game's own)."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    hand = view.players[view.viewer].hand or ()
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = wrap(canvas, title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    head = PAD + TITLE_LINE * len(title_lines) + PAD
    foot = [line for text in footer for line in wrap(canvas, text, SMALL, WIDTH - 2 * PAD - 8)]
    foot_h = FOOT_LINE * len(foot) + (PAD if foot else 0)
    fits = 2 * ((MAX_HEIGHT - head - OWNER_H - PAD - foot_h) // (TILE_H + PAD))
    shown = hand if len(hand) <= fits else hand[: fits - 2]  # a row's room says "N more"
    rows = max(1, (len(shown) + 1) // 2)
    rest = len(hand) - len(shown)
    height = head + OWNER_H + rows * (TILE_H + PAD) + (MORE_H if rest else 0) + foot_h + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    _owner(canvas, view, len(hand), head, lang, note)
    top = head + OWNER_H
    if not hand:
        canvas.text(WIDTH / 2, top + TILE_H / 2, _say("empty", lang), TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        x = PAD + (index % 2) * (TILE_W + PAD)
        _tile(canvas, view, card, (x, top + (index // 2) * (TILE_H + PAD)), describe, lang)
    if rest:
        middle = top + rows * (TILE_H + PAD) + MORE_H / 2
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, middle, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
    y = top + rows * (TILE_H + PAD) + (MORE_H if rest else 0)
    for line in foot:
        canvas.text(PAD + 4, y + FOOT_LINE / 2, line, SMALL, INK)
        y += FOOT_LINE
    alt = _say("alt", lang, seat=seat_tag(view.viewer), n=len(hand))
    faces = [face_of(view, card) for card in hand]
    names = ", ".join(
        f"#{c.id} {f.name_in(lang) if f else c.def_id}" for c, f in zip(hand, faces, strict=True)
    )
    alt = f"{alt}: {names}" if hand else alt
    extra = [text for text in (note, *footer) if text]
    if extra:
        alt = sentences([alt, *extra], lang)
    return canvas.picture(alt=alt[:1000])


def _owner(canvas: Canvas, view: Any, count: int, y: int, lang: str, note: str) -> None:
    seat = view.viewer
    canvas.box((0, y, WIDTH, y + OWNER_H), fill=seat_tint(seat))
    mid = y + OWNER_H / 2
    x = PAD + 4 + canvas.tag(PAD + 4, mid, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 10
    canvas.text(x, mid, view.players[seat].name, TEXT, INK, max_width=WIDTH / 2)
    right = WIDTH - PAD - 4
    right -= canvas.text(right, mid, _say("count", lang, n=count), SMALL, INK, "right")
    if note:
        canvas.text(right - 16, mid, note, SMALL, INK, "right")


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
    right -= canvas.measure(number, SMALL) + SMALL // 2
    canvas.tag(right, first, number, SMALL, BANNER, WHITE)
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
