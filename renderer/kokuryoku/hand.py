"""The private hand picture of a kokuryoku player, in that player's language: a caller-given
title, the owner's line (name, card count, deck count, unused chips [KV-6]), then each hand
card as a full-width tile: its kind in its colour, name and the id to type ("#12"); the values
of its kind (a unit's class, 気力, 攻 and 反 [KV-6][KV-7][KV-10]; a land's barred classes
[KV-3]; an attachment's bonuses and classes [K-5.4][KV-17]; a surprise card's timing
[K-7.1][KV-8]); a short effect line; and, for a unit, its movement and attack ranges as small
diagrams, forward up [KV-2]. Cards chosen for the redraw are marked [K-1.1][KV-19].

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only. The
picture is ``WIDTH`` wide and at most ``MAX_HEIGHT`` tall: a bigger hand shows its first
cards and counts the rest.
"""

from __future__ import annotations

from typing import Any, Final

from engine.kernel.events import Shown
from engine.kokuryoku.cards import UnitDef
from renderer.card import wrap
from renderer.draw import (
    BANNER,
    CONDENSE,
    DEAD,
    INK,
    MUTED,
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
from renderer.handframe import hand_alt
from renderer.kokuryoku.cards import (
    describe_ranges,
    effect_line,
    field,
    has_range,
    reach,
    stats,
)
from renderer.kokuryoku.marks import MOVE_FILL, RANGE_FILL, diagram, kind_colour
from renderer.kokuryoku.names import kind_name
from renderer.words import Pair, card_name, face_of, pick

WIDTH = 960
MAX_HEIGHT = 1500
PAD = 8
LINE = 34
TILE_H = 124
TITLE_LINE = 36
OWNER_H = 44
MORE_H = 40
DIAGRAM = 80  # a range diagram's side
DIAGRAM_GAP = 14

WORDS: Final[dict[str, Pair]] = {
    "empty": ("手札はありません", "No cards in hand"),
    "count": ("手札 {n}枚", "{n} cards"),
    "deck": ("山札 {n}", "Deck {n}"),
    "unused": ("未使用チップ {n}", "Unused chips {n}"),
    "redraw": ("引き直し", "Redraw"),
    "redraw_alt": ("引き直しに選んだカード: {cards}", "chosen for the redraw: {cards}"),
    "more": ("ほか {n} 枚（番号と名前はメッセージの一覧へ）", "{n} more (listed in the message)"),
}


def _say(key: str, lang: str, **params: object) -> str:
    return pick(WORDS, key, lang, **params)


def render_hand(view: Any, *, title: str, font: FontPath = None, lang: str = "ja") -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    player = view.players[view.viewer]
    hand: tuple[Shown, ...] = player.hand or ()
    aside = {card.id for card in player.set_aside or ()}
    # a card chosen for the redraw is shown whether the engine keeps it in the hand or not
    cards = (*hand, *(c for c in player.set_aside or () if c.id not in {h.id for h in hand}))
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = wrap(canvas, title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    head = PAD + TITLE_LINE * len(title_lines) + PAD
    fits = (MAX_HEIGHT - head - OWNER_H - PAD - MORE_H) // (TILE_H + PAD)
    shown = cards if len(cards) <= fits else cards[:fits]
    rest = len(cards) - len(shown)
    rows = max(1, len(shown))
    height = head + OWNER_H + rows * (TILE_H + PAD) + (MORE_H if rest else 0) + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    _owner(canvas, view, len(hand), head, lang)
    top = head + OWNER_H + PAD
    if not cards:
        canvas.text(WIDTH / 2, top + TILE_H / 2, _say("empty", lang), TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        _tile(canvas, view, card, top + index * (TILE_H + PAD), card.id in aside, lang)
    if rest:
        y = top + len(shown) * (TILE_H + PAD)
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, y + MORE_H / 2, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
    return canvas.picture(alt=_alt(view, hand, player.set_aside or (), lang))


def _alt(view: Any, hand: tuple[Shown, ...], aside: tuple[Shown, ...], lang: str) -> str:
    extra = []
    if aside:
        names = ", ".join(f"#{c.id} {card_name(view, c, lang)}" for c in aside)
        extra.append(_say("redraw_alt", lang, cards=names))
    return hand_alt(view, hand, extra, lang)


def _owner(canvas: Canvas, view: Any, count: int, y: int, lang: str) -> None:
    seat = view.viewer
    player = view.players[seat]
    canvas.box((0, y, WIDTH, y + OWNER_H), fill=seat_tint(seat))
    mid = y + OWNER_H / 2
    x = PAD + 4 + canvas.tag(PAD + 4, mid, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 10
    right = WIDTH - PAD - 4
    for text in (
        _say("unused", lang, n=player.unused),
        _say("deck", lang, n=player.deck_count),
        _say("count", lang, n=count),
    ):
        right -= canvas.text(right, mid, text, SMALL, INK, "right") + 16
    canvas.text(x, mid, player.name, TEXT, INK, max_width=right - x, condense=CONDENSE)


def _tile(canvas: Canvas, view: Any, card: Shown, y: int, aside: bool, lang: str) -> None:
    x0, x1 = PAD, WIDTH - PAD
    face = face_of(view, card)
    colour = kind_colour(face)
    outline = DEAD if aside else colour
    canvas.box(
        (x0, y, x1, y + TILE_H), fill=WHITE, outline=outline, width=4 if aside else 3, radius=10
    )
    canvas.box((x0, y, x0 + 10, y + TILE_H), fill=colour, radius=4)
    right: float = x1 - 10
    if isinstance(face, UnitDef):
        right = _ranges(canvas, face, right, y, lang) - 12
    first = y + 6 + LINE / 2
    number = f"#{card.id}"
    end = right - canvas.measure(number, SMALL) - SMALL // 2
    canvas.tag(end, first, number, SMALL, BANNER, WHITE)
    if aside:
        mark = _say("redraw", lang)
        end -= canvas.measure(mark, SMALL) + SMALL // 2 + 8
        canvas.tag(end, first, mark, SMALL, DEAD, WHITE)
    left = x0 + 18
    if face is None:  # a view always carries the faces it shows; draw the bare id if not
        canvas.text(left, first, card.def_id, TEXT, INK)
        return
    left += canvas.tag(left, first, kind_name(face, lang), SMALL, colour, WHITE) + 10
    canvas.text(
        left, first, face.name_in(lang), TEXT, INK, max_width=end - left - 10, condense=CONDENSE
    )
    second, third = first + LINE, first + 2 * LINE
    room = right - x0 - 18
    canvas.text(
        x0 + 18,
        second,
        "  ".join(stats(face, lang, view)),
        SMALL,
        INK,
        max_width=room,
        condense=0.8,
    )
    effect = effect_line(face, lang)
    if not effect and isinstance(face, UnitDef):
        effect = describe_ranges(face, lang)
    if effect:
        canvas.text(x0 + 18, third, effect, SMALL, MUTED, max_width=room, condense=0.85)


def _ranges(canvas: Canvas, face: UnitDef, right: float, y: int, lang: str) -> float:
    """The unit's move and attack ranges as diagrams at the tile's right, each labelled
    under it; returns where they begin."""
    shown = [("move", face.move, MOVE_FILL)]
    if has_range(face):
        shown.append(("range", face.range, RANGE_FILL))
    radius = reach([o for _, offsets, _ in shown for o in offsets])
    cell = DIAGRAM // (2 * radius + 1)
    for key, offsets, fill in reversed(shown):
        side = cell * (2 * radius + 1)
        x = right - side
        diagram(canvas, offsets, x, y + 8, cell, fill, radius)
        canvas.text(x + side / 2, y + 8 + side + 17, field(key, lang), SMALL, fill, "centre")
        right = x - DIAGRAM_GAP
    return right + DIAGRAM_GAP
