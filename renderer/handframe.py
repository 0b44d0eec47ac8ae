"""The frame of every game's private hand picture, in the viewer's language: a caller-given
title (server, channel, turn) on the banner, wrapped to two lines; the owner's band (side,
name, card count and the game's notes beside it, e.g. ★ or the resources that pay now); the
hand cards as tiles two a row, each drawn by the game; the game's lines under them (a base
chosen in secret, a token area); and the alt text naming every card.

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only. The
picture is ``WIDTH`` wide and at most the game's ``max_height`` tall: a hand bigger than that
holds shows its first cards and counts the rest (the message lists them all).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.kernel.events import Shown
from renderer.draw import (
    BANNER,
    CONDENSE,
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
from renderer.words import card_name, pick, sentences

WIDTH = 960
PAD = 8
TILE_W = (WIDTH - 3 * PAD) // 2
TITLE_LINE = 36
MORE_H = 40
ALT_LIMIT = 1000  # Discord's attachment description holds 1024

WORDS = {
    "empty": ("手札はありません", "No cards in hand"),
    "count": ("手札 {n}枚", "{n} cards"),
    "more": ("ほか {n} 枚（番号と名前はメッセージの一覧へ）", "{n} more (listed in the message)"),
    "alt": ("{seat} の手札 {n}枚", "{seat}'s hand, {n} cards"),
}

DrawTile = Callable[[Canvas, Shown, tuple[int, int]], None]  # a card's tile at its top left


@dataclass(frozen=True)
class HandFrame:
    """One game's hand picture: its tiles' height, its tallest, the owner band's height,
    a line under the cards, and how wide the owner's name may be (None: the room the counts
    leave, the name narrowed before it is cut)."""

    tile_h: int
    max_height: int
    owner_h: int
    foot_line: int
    name_width: float | None = None


def _say(key: str, lang: str, **params: object) -> str:
    return pick(WORDS, key, lang, **params)


def render_hand_frame(
    view: Any,
    frame: HandFrame,
    tile: DrawTile,
    *,
    title: str,
    font: FontPath = None,
    lang: str = "ja",
    notes: Sequence[str] = (),
    footer: Sequence[str] = (),
) -> Picture:
    """The hand of ``view.viewer``, each card drawn by ``tile``; ``notes`` go beside the
    card count, ``footer`` lines under the cards, both in the alt text too. ValueError when
    the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    hand: tuple[Shown, ...] = view.players[view.viewer].hand or ()
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = wrap(canvas, title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    head = PAD + TITLE_LINE * len(title_lines) + PAD
    foot = [line for text in footer for line in wrap(canvas, text, SMALL, WIDTH - 2 * PAD - 8)]
    foot_h = frame.foot_line * len(foot) + (PAD if foot else 0)
    step = frame.tile_h + PAD
    fits = 2 * ((frame.max_height - head - frame.owner_h - PAD - foot_h) // step)
    shown = hand if len(hand) <= fits else hand[: fits - 2]  # a row's room says "N more"
    rows = max(1, (len(shown) + 1) // 2)
    rest = len(hand) - len(shown)
    height = head + frame.owner_h + rows * step + (MORE_H if rest else 0) + foot_h + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    _owner(canvas, view, frame, head, [_say("count", lang, n=len(hand)), *notes])
    top = head + frame.owner_h
    if not hand:
        canvas.text(WIDTH / 2, top + frame.tile_h / 2, _say("empty", lang), TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        tile(canvas, card, (PAD + (index % 2) * (TILE_W + PAD), top + (index // 2) * step))
    y = top + rows * step
    if rest:
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, y + MORE_H / 2, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
        y += MORE_H
    for line in foot:
        canvas.text(PAD + 4, y + frame.foot_line / 2, line, SMALL, INK)
        y += frame.foot_line
    return canvas.picture(alt=hand_alt(view, hand, [*notes, *footer], lang))


def _owner(canvas: Canvas, view: Any, frame: HandFrame, y: int, counts: list[str]) -> None:
    """The owner's side and name at the left, ``counts`` from the right."""
    seat = view.viewer
    canvas.box((0, y, WIDTH, y + frame.owner_h), fill=seat_tint(seat))
    mid = y + frame.owner_h / 2
    x = PAD + 4 + canvas.tag(PAD + 4, mid, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 10
    name = view.players[seat].name
    if frame.name_width is not None:  # a fixed width: the name goes first, as read
        canvas.text(x, mid, name, TEXT, INK, max_width=frame.name_width)
    right = WIDTH - PAD - 4
    for text in counts:
        right -= canvas.text(right, mid, text, SMALL, INK, "right") + 16
    if frame.name_width is None:
        canvas.text(x, mid, name, TEXT, INK, max_width=right - x, condense=CONDENSE)


def hand_alt(view: Any, hand: Sequence[Shown], extra: Sequence[str], lang: str) -> str:
    """The hand in words: whose, how many, each card's id and name, then ``extra``."""
    alt = _say("alt", lang, seat=seat_tag(view.viewer), n=len(hand))
    if hand:
        alt += ": " + ", ".join(f"#{c.id} {card_name(view, c, lang)}" for c in hand)
    return sentences([alt, *extra], lang)[:ALT_LIMIT]
