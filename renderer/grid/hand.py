"""The private hand picture of a grid player, in that player's language: a caller-given title,
the owner's line (name, card count, and the untapped resource cards that pay costs now
[G-8.2][G-R6]), then each hand card as a tile: its cost [G-7.1] in a disc, kind [G-8.1], name
and the id to type ("#12"); its familia and race [G-7.4] and the numbers of its kind (an
entity's power, movement keyword, 多点 and 射程 [G-7.7][G-R8][G-R11][G-R13], a base's life
[G-11.3], a spell's target and area [G-10.4][G-R16]); and its effect text [G-7.5], as much as
two lines hold (``/card show`` gives the rest). At the setup, the base the player chose in
secret is named under the cards [G-R3].

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only. The
picture is ``WIDTH`` wide and at most ``MAX_HEIGHT`` tall: a bigger hand (no hand limit
[G-R20]) shows its first cards and counts the rest.
"""

from __future__ import annotations

from typing import Any

from engine.grid.cards import CardDef
from engine.kernel.events import Shown
from renderer.card import wrap
from renderer.draw import BANNER, INK, MUTED, RGB, WHITE, Canvas, Picture, seat_ink, seat_tint
from renderer.fonts import FontPath
from renderer.grid.cards import effect_text, stats
from renderer.grid.names import card_name, face_of, kind_name, race_in, sentences, word
from renderer.grid.picture import kind_colour
from renderer.grid.squares import CONDENSE, SMALL, TEXT
from renderer.words import pick

WIDTH = 960
MAX_HEIGHT = 1280
PAD = 8
TILE_W = (WIDTH - 3 * PAD) // 2
LINE = 34
TEXT_LINES = 2
TILE_H = 2 * LINE + TEXT_LINES * 32 + 14
TITLE_LINE = 36
OWNER_H = 44
MORE_H = 40
FOOT_LINE = 36
DISC = 36  # the cost's disc

WORDS = {
    "empty": ("手札はありません", "No cards in hand"),
    "count": ("手札 {n}枚", "{n} cards"),
    "pay": ("支払える リソース {n}/{of}", "Can pay {n} of {of} resources"),
    "more": ("ほか {n} 枚（番号と名前はメッセージの一覧へ）", "{n} more (listed in the message)"),
    "alt": ("{seat} の手札 {n}枚", "{seat}'s hand, {n} cards"),
}


def _say(key: str, lang: str, **params: object) -> str:
    return pick(WORDS, key, lang, **params)


def render_hand(view: Any, *, title: str, font: FontPath = None, lang: str = "ja") -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    player = view.players[view.viewer]
    hand: tuple[Shown, ...] = player.hand or ()
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = wrap(canvas, title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    head = PAD + TITLE_LINE * len(title_lines) + PAD
    footer = []
    if player.chosen_base is not None:
        footer.append(word("chosen", lang, name=card_name(view, player.chosen_base, lang)))
    foot_h = FOOT_LINE * len(footer) + (PAD if footer else 0)
    fits = 2 * ((MAX_HEIGHT - head - OWNER_H - PAD - foot_h) // (TILE_H + PAD))
    shown = hand if len(hand) <= fits else hand[: fits - 2]  # a row's room says "N more"
    rows = max(1, (len(shown) + 1) // 2)
    rest = len(hand) - len(shown)
    height = head + OWNER_H + rows * (TILE_H + PAD) + (MORE_H if rest else 0) + foot_h + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    pay = _say("pay", lang, n=player.untapped, of=len(player.resources))
    _owner(canvas, view, len(hand), head, pay, lang)
    top = head + OWNER_H
    if not hand:
        canvas.text(WIDTH / 2, top + TILE_H / 2, _say("empty", lang), TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        x = PAD + (index % 2) * (TILE_W + PAD)
        _tile(canvas, view, card, (x, top + (index // 2) * (TILE_H + PAD)), lang)
    y = top + rows * (TILE_H + PAD)
    if rest:
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, y + MORE_H / 2, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
        y += MORE_H
    for line in footer:
        canvas.text(PAD + 4, y + FOOT_LINE / 2, line, SMALL, INK, max_width=WIDTH - 2 * PAD)
        y += FOOT_LINE
    return canvas.picture(alt=_alt(view, hand, [pay, *footer], lang))


def _alt(view: Any, hand: tuple[Shown, ...], extra: list[str], lang: str) -> str:
    alt = _say("alt", lang, seat=f"{'▲●'[view.viewer]}P{view.viewer + 1}", n=len(hand))
    if hand:
        alt += ": " + ", ".join(f"#{c.id} {card_name(view, c, lang)}" for c in hand)
    return sentences([alt, *extra], lang)[:1000]


def _owner(canvas: Canvas, view: Any, count: int, y: int, pay: str, lang: str) -> None:
    seat = view.viewer
    canvas.box((0, y, WIDTH, y + OWNER_H), fill=seat_tint(seat))
    mid = y + OWNER_H / 2
    tag = f"{'▲●'[seat]}P{seat + 1}"
    x = PAD + 4 + canvas.tag(PAD + 4, mid, tag, SMALL, seat_ink(seat), WHITE) + 10
    right = WIDTH - PAD - 4
    right -= canvas.text(right, mid, _say("count", lang, n=count), SMALL, INK, "right") + 16
    right -= canvas.text(right, mid, pay, SMALL, INK, "right") + 16
    name = view.players[seat].name
    canvas.text(x, mid, name, TEXT, INK, max_width=right - x, condense=CONDENSE)


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
    number = f"#{card.id}"
    right -= canvas.measure(number, SMALL) + SMALL // 2
    canvas.tag(right, first, number, SMALL, BANNER, WHITE)
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
