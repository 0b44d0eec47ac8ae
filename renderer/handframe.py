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
from engine.kernel.words import Table
from renderer.draw import (
    BANNER,
    CONDENSE,
    INK,
    MUTED,
    RGB,
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
from renderer.words import card_name, sentences

WIDTH = 960
PAD = 8
TILE_W = (WIDTH - 3 * PAD) // 2
TITLE_LINE = 36
MORE_H = 40
ALT_LIMIT = 1000  # Discord's attachment description holds 1024

WORDS = Table("renderer", "handframe.WORDS")

# a card's tile at its top left, as tall as the last argument
DrawTile = Callable[[Canvas, Shown, tuple[int, int], int], None]
TileHeight = Callable[[Canvas, Shown], int]  # how tall a card's tile must be to hold its text
Line = tuple[str, int, RGB]  # a line of a tile's text: the words, their size and ink


@dataclass(frozen=True)
class HandFrame:
    """One game's hand picture: its tiles' least height, its tallest, the owner band's height,
    a line under the cards, and how wide the owner's name may be (None: the room the counts
    leave, the name narrowed before it is cut)."""

    tile_h: int
    max_height: int
    owner_h: int
    foot_line: int
    name_width: float | None = None


def _say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


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
    height: TileHeight | None = None,
) -> Picture:
    """The hand of ``view.viewer``, each card drawn by ``tile`` as tall as ``height`` says
    (at least the frame's ``tile_h``); ``notes`` go beside the card count, ``footer`` lines
    under the cards, both in the alt text too. ValueError when the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    hand: tuple[Shown, ...] = view.players[view.viewer].hand or ()
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = wrap(canvas, title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    head = PAD + TITLE_LINE * len(title_lines) + PAD
    foot = [line for text in footer for line in wrap(canvas, text, SMALL, WIDTH - 2 * PAD - 8)]
    foot_h = frame.foot_line * len(foot) + (PAD if foot else 0)
    tall = [max(frame.tile_h, height(canvas, c) if height else 0) for c in hand]
    steps = [max(tall[i : i + 2]) + PAD for i in range(0, len(hand), 2)]
    shown_steps = _rows_that_fit(steps, frame.max_height - head - frame.owner_h - PAD - foot_h)
    shown = hand[: 2 * len(shown_steps)]
    rest = len(hand) - len(shown)
    body = sum(shown_steps) if shown else frame.tile_h + PAD
    height_px = head + frame.owner_h + body + (MORE_H if rest else 0) + foot_h + PAD
    canvas = Canvas(WIDTH, height_px, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * (index + 0.5), line, TEXT, WHITE)
    _owner(canvas, view, frame, head, [_say("count", lang, n=len(hand)), *notes])
    top = head + frame.owner_h
    if not hand:
        canvas.text(WIDTH / 2, top + frame.tile_h / 2, _say("empty", lang), TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        row_top = top + sum(shown_steps[: index // 2])
        tile(
            canvas,
            card,
            (PAD + (index % 2) * (TILE_W + PAD), row_top),
            shown_steps[index // 2] - PAD,
        )
    y = top + body
    if rest:
        more = _say("more", lang, n=rest)
        canvas.text(WIDTH / 2, y + MORE_H / 2, more, SMALL, INK, "centre", WIDTH - 2 * PAD)
        y += MORE_H
    for line in foot:
        canvas.text(PAD + 4, y + frame.foot_line / 2, line, SMALL, INK)
        y += frame.foot_line
    return canvas.picture(alt=hand_alt(view, hand, [*notes, *footer], lang))


def _rows_that_fit(steps: list[int], room: int) -> list[int]:
    """The rows (their heights) drawn in ``room``: all when they fit, else the first ones
    that leave a line's room to count the rest."""
    if sum(steps) <= room:
        return steps
    kept: list[int] = []
    for step in steps:
        if sum(kept) + step > room - MORE_H:
            break
        kept.append(step)
    return kept


def wrap_after(canvas: Canvas, text: str, size: int, first: float, room: float) -> list[str]:
    """``text`` wrapped to ``first`` on its first line (beside a tag or a disc) and ``room``
    on the lines under it."""
    lines = wrap(canvas, text, size, first)
    if len(lines) <= 1 or not text.startswith(lines[0]):
        return lines
    rest = text[len(lines[0]) :].lstrip(" ")
    return [lines[0], *wrap(canvas, rest, size, room)]


def wrap_words(
    canvas: Canvas, words: Sequence[str], size: int, first: float, room: float, sep: str = " "
) -> list[str]:
    """``words`` (a card's fields: ``パワー2``, ``飛車`` ...) joined by ``sep`` into lines of
    ``first`` and then ``room`` wide, each word kept whole on one line unless it alone is
    wider than a line."""
    lines: list[str] = []
    line = ""
    for word in (w for w in words if w):
        joined = f"{line}{sep}{word}" if line else word
        if line and canvas.measure(joined, size) > (room if lines else first):
            lines.append(line)
            joined = word
        line = joined
        while canvas.measure(line, size) > (room if lines else first):
            head = canvas.wrap(line, size, room if lines else first)[0]
            lines.append(head)
            line = line[len(head) :]
    return [*lines, line] if line else lines


def draw_lines(canvas: Canvas, x: float, top: float, lines: Sequence[Line]) -> float:
    """Each line under the one before, ``line_height`` of its size apart; returns the y
    under the last."""
    for text, size, ink in lines:
        canvas.text(x, top + line_height(size) / 2, text, size, ink)
        top += line_height(size)
    return top


def line_height(size: int) -> int:
    """A text line's height: its size and a little air (27 px text: 32 px lines)."""
    return size + 5


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
