"""The private hand picture of a kokuryoku player, in that player's language: a caller-given
title, the owner's line (name, card count, deck count, unused chips [KV-6]), then each hand
card as a full-width tile: its kind in its colour, name and the id to type ("#12"); the values
of its kind (a unit's class, 気力, 攻 and 反 [KV-6][KV-7][KV-10]; a land's barred classes
[KV-3]; an attachment's bonuses and classes [K-5.4][KV-17]; a surprise card's timing
[K-7.1][KV-8]); its whole effect text, the tile as tall as it needs (issue 21: a phone
reads every line at 11 px or more); and, for a unit, its movement and attack ranges as small
diagrams, forward up [KV-2]. Cards chosen for the redraw are marked [K-1.1][KV-19].

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only. The
picture is ``WIDTH`` wide and at most ``MAX_HEIGHT`` tall: a bigger hand shows its first
cards and counts the rest.
"""

from __future__ import annotations

from typing import Any, Final

from engine.kernel.events import Shown
from engine.kernel.words import Table
from engine.kokuryoku.cards import UnitDef
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
    wrap,
)
from renderer.fonts import FontPath
from renderer.handframe import Line, draw_lines, hand_alt, line_height, wrap_words
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
from renderer.words import card_name, face_of

WIDTH = 960
MAX_HEIGHT = 1800
PAD = 8
LINE = 34
TILE_H = 124  # the least: a unit's range diagrams and their labels
TITLE_LINE = 36
OWNER_H = 44
MORE_H = 40
DIAGRAM = 80  # a range diagram's side
DIAGRAM_GAP = 14

WORDS: Final = Table("renderer.kokuryoku", "hand.WORDS")


def _say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


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
    tall = [_tile_height(canvas, view, card, lang) for card in cards]
    shown = _fitting(tall, MAX_HEIGHT - head - OWNER_H - PAD)
    rest = len(cards) - shown
    body = sum(h + PAD for h in tall[:shown]) if shown else TILE_H + PAD
    height = head + OWNER_H + body + (MORE_H if rest else 0) + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    _owner(canvas, view, len(hand), head, lang)
    top = head + OWNER_H + PAD
    if not cards:
        canvas.text(WIDTH / 2, top + TILE_H / 2, _say("empty", lang), TEXT, MUTED, "centre")
    y = top
    for card, tile_h in zip(cards[:shown], tall, strict=False):
        _tile(canvas, view, card, y, tile_h, card.id in aside, lang)
        y += tile_h + PAD
    if rest:
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, y + MORE_H / 2, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
    return canvas.picture(alt=_alt(view, hand, player.set_aside or (), lang))


def _fitting(tall: list[int], room: int) -> int:
    """How many tiles are drawn: all when they fit, else the first ones that leave a line's
    room to count the rest."""
    if sum(h + PAD for h in tall) <= room:
        return len(tall)
    used = count = 0
    while count < len(tall) and used + tall[count] + PAD <= room - MORE_H:
        used += tall[count] + PAD
        count += 1
    return count


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


def _tile(
    canvas: Canvas, view: Any, card: Shown, y: int, height: int, aside: bool, lang: str
) -> None:
    x0, x1 = PAD, WIDTH - PAD
    face = face_of(view, card)
    colour = kind_colour(face)
    outline = DEAD if aside else colour
    canvas.box(
        (x0, y, x1, y + height), fill=WHITE, outline=outline, width=4 if aside else 3, radius=10
    )
    canvas.box((x0, y, x0 + 10, y + height), fill=colour, radius=4)
    right = _text_right(face)
    if isinstance(face, UnitDef):
        _ranges(canvas, face, x1 - 10, y, lang)
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
    draw_lines(canvas, x0 + 18, y + 6 + LINE, _body(canvas, view, face, lang))


def _text_right(face: Any) -> float:
    """Where a tile's text ends: before a unit's range diagrams, else at the tile's edge.
    The diagrams' width is fixed (two of them at most), so the room is known before drawing."""
    right: float = WIDTH - PAD - 10
    if isinstance(face, UnitDef):
        right -= len(_shown_ranges(face)) * (DIAGRAM + DIAGRAM_GAP) - DIAGRAM_GAP + 12
    return right


def _body(canvas: Canvas, view: Any, face: Any, lang: str) -> list[Line]:
    """The lines under the tile's head, all of them: the values of its kind, then its whole
    effect text (a unit without one: its ranges in words)."""
    if face is None:
        return []
    room = _text_right(face) - PAD - 18
    lines: list[Line] = [
        (text, SMALL, INK)
        for text in wrap_words(canvas, stats(face, lang, view), SMALL, room, room, "  ")
    ]
    effect = effect_line(face, lang, view)
    if not effect and isinstance(face, UnitDef):
        effect = describe_ranges(face, lang)
    lines += [(text, SMALL, MUTED) for text in wrap(canvas, effect, SMALL, room)] if effect else []
    return lines


def _tile_height(canvas: Canvas, view: Any, card: Shown, lang: str) -> int:
    body = _body(canvas, view, face_of(view, card), lang)
    return max(TILE_H, 6 + LINE + sum(line_height(size) for _, size, _ in body) + 10)


def _shown_ranges(face: UnitDef) -> list[tuple[str, Any, Any]]:
    shown = [("move", face.move, MOVE_FILL)]
    if has_range(face):
        shown.append(("range", face.range, RANGE_FILL))
    return shown


def _ranges(canvas: Canvas, face: UnitDef, right: float, y: int, lang: str) -> float:
    """The unit's move and attack ranges as diagrams at the tile's right, each labelled
    under it; returns where they begin."""
    shown = _shown_ranges(face)
    radius = reach([o for _, offsets, _ in shown for o in offsets])
    cell = DIAGRAM // (2 * radius + 1)
    for key, offsets, fill in reversed(shown):
        side = cell * (2 * radius + 1)
        x = right - side
        diagram(canvas, offsets, x, y + 8, cell, fill, radius)
        canvas.text(x + side / 2, y + 8 + side + 17, field(key, lang), SMALL, fill, "centre")
        right = x - DIAGRAM_GAP
    return right + DIAGRAM_GAP
