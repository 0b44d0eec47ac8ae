"""The result picture of a finished match (issue 10, "End of match"), for any ruleset: a
banner, who won (or that it was a draw), both players by seat, and a few facts (how it
ended, the turns played, how long it took).

It draws words the caller has already chosen, in the caller's language, so it knows no game
and no language. Landscape, 960x540: Discord shows it about 400 px wide on a phone, and the
smallest text here (28 px) is still 11.7 px tall at that width.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderer.draw import (
    BANNER,
    HIGHLIGHT,
    INK,
    MUTED,
    PAPER,
    RULE,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
    seat_tint,
)
from renderer.fonts import FontPath

WIDTH, HEIGHT = 960, 540
MARGIN = 40
SMALLEST = 28  # px: 11.7 px at 400 px wide, the floor for anything to be read
BANNER_HEIGHT = 96
HEADLINE_SIZES = (72, 64, 56, 48, 40)  # the first one the headline fits in
NAME_SIZES = (40, 36, 32, SMALLEST)
VALUE_SIZES = (40, 36, 32, SMALLEST)


@dataclass(frozen=True)
class ResultWords:
    """Everything the picture says, already worded.

    ``marks`` stand beside each seat's name (won / lost / draw); ``facts`` are
    (label, value) rows, in the order they are drawn."""

    title: str
    subtitle: str
    headline: str
    players: tuple[str, str]
    marks: tuple[str, str]
    winner: int | None
    facts: tuple[tuple[str, str], ...]


def _size_for(canvas: Canvas, text: str, sizes: tuple[int, ...], width: float) -> int:
    """The largest of ``sizes`` at which ``text`` fits ``width`` (else the smallest, where
    the canvas cuts it with an ellipsis)."""
    for size in sizes:
        if canvas.measure(text, size) <= width:
            return size
    return sizes[-1]


def _banner(canvas: Canvas, words: ResultWords) -> None:
    canvas.box((0, 0, WIDTH, BANNER_HEIGHT), fill=BANNER)
    middle = BANNER_HEIGHT / 2
    used = canvas.text(MARGIN, middle, words.title, 40, WHITE, max_width=WIDTH / 2)
    room = WIDTH - 2 * MARGIN - used - 32
    canvas.text(WIDTH - MARGIN, middle, words.subtitle, SMALLEST, PAPER, "right", room)


def _headline(canvas: Canvas, words: ResultWords, middle: float) -> None:
    ink = INK if words.winner is None else seat_ink(words.winner)
    width = WIDTH - 2 * MARGIN
    size = _size_for(canvas, words.headline, HEADLINE_SIZES, width)
    canvas.text(WIDTH / 2, middle, words.headline, size, ink, "centre", width)


def _player(canvas: Canvas, words: ResultWords, seat: int, box: tuple[int, int, int, int]) -> None:
    """One seat: its P1/P2 chip and the player's name on the seat's tint, its mark on the
    panel's top edge (out of the name's way); the winner's panel outlined, its mark lit."""
    x0, y0, x1, y1 = box
    won = words.winner == seat
    outline = HIGHLIGHT if won else RULE
    canvas.box(box, fill=seat_tint(seat), outline=outline, width=5 if won else 2, radius=14)
    middle = (y0 + y1) / 2
    chip = canvas.tag(x0 + 18, middle, seat_tag(seat), 32, seat_ink(seat), WHITE)
    mark = words.marks[seat]
    if mark:
        fill, ink = (HIGHLIGHT, INK) if won else (PAPER, MUTED)
        width = canvas.measure(mark, SMALLEST) + SMALLEST // 2
        canvas.tag(x1 - 24 - width, y0, mark, SMALLEST, fill, ink)
    left = x0 + 18 + chip + 16
    room = x1 - 18 - left
    name = words.players[seat]
    size = _size_for(canvas, name, NAME_SIZES, room)
    canvas.text(left, middle, name, size, INK, max_width=room)


def _facts(canvas: Canvas, facts: tuple[tuple[str, str], ...], top: int, bottom: int) -> None:
    """The facts as rows of a table: the label muted on the left, the value on the right."""
    if not facts:
        return
    row = (bottom - top) / len(facts)
    label_width = max(canvas.measure(label, SMALLEST) for label, _ in facts)
    label_width = min(label_width, (WIDTH - 2 * MARGIN) // 3)
    value_x = MARGIN + 24 + label_width + 32
    room = WIDTH - MARGIN - 24 - value_x
    for i, (label, value) in enumerate(facts):
        middle = top + row * (i + 0.5)
        if i:
            canvas.box((MARGIN, top + row * i, WIDTH - MARGIN, top + row * i), outline=RULE)
        canvas.text(MARGIN + 24, middle, label, SMALLEST, MUTED, max_width=label_width)
        size = _size_for(canvas, value, VALUE_SIZES, room)
        canvas.text(value_x, middle, value, size, INK, max_width=room)


def render_result(words: ResultWords, font: FontPath = None) -> Picture:
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, words)
    _headline(canvas, words, BANNER_HEIGHT + 58)
    half = (WIDTH - 2 * MARGIN - 24) // 2
    for seat in (0, 1):
        x0 = MARGIN + seat * (half + 24)
        _player(canvas, words, seat, (x0, 240, x0 + half, 320))
    _facts(canvas, words.facts, 340, HEIGHT - 16)
    return canvas.picture()
