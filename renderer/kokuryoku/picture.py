"""One kokuryoku card drawn large, framed in its kind's colour: its kind and rarity, its name,
the fields of its kind (cards.py ``rows``: a unit's class, 気力, attack, counter, ranges and
traits [KV-2][KV-6][KV-7][KV-10][KV-15][KV-16][K-5.6b][K-6.4a]; a land's barred classes
[KV-3]; an attachment's bonuses, holders and 象徴 [K-5.4][K-7.4][KV-17]; a surprise card's
timing and effect [K-7.1][KV-8]), a unit's three numbers large and its movement and attack
ranges as diagrams (forward up, the unit dark in the middle [KV-2]), its text, flavour and id.

It draws a ``CardDef`` the caller may already show (a card of a view, or a catalog entry a
player asked about); the cards it points at are named from the ``catalog`` given, if any.
Drawn on a tall canvas, then cut to its content.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kokuryoku.cards import CardDef, UnitDef
from renderer.draw import INK, MUTED, RGB, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.kokuryoku.cards import field, has_range, looked, reach, rows
from renderer.kokuryoku.marks import MOVE_FILL, RANGE_FILL, diagram, kind_colour
from renderer.kokuryoku.names import kind_name
from renderer.words import sentences

WIDTH = 640
PAD = 24
FRAME = 12
TALL = 3000
NAME, BIG, TEXT, SMALL = 40, 30, 25, 22  # 22 px at 640 wide: 13.75 px on a phone
LABEL_W = 170
STAT_FILL: RGB = (240, 238, 232)
CELL = 34  # a diagram's square
CONDENSE = 0.8


def render_card(
    face: CardDef,
    *,
    font: FontPath = None,
    lang: str = "ja",
    catalog: Mapping[str, Any] | None = None,
) -> Picture:
    """``face`` drawn large, every printed field of its kind, in ``lang``."""
    colour = kind_colour(face)
    canvas = Canvas(WIDTH, TALL, font, background=colour)
    y = _title(canvas, face, lang)
    printed = rows(face, lang, looked(catalog))
    texts = {field(key, lang) for key in ("text", "flavor", "rarity")}
    large = {field(key, lang) for key in ("morale", "attack", "counter")}  # drawn large
    y = _rows(canvas, [r for r in printed if r[0] not in texts | large], y)
    if isinstance(face, UnitDef):
        y = _numbers(canvas, face, y, lang)
        y = _diagrams(canvas, face, y, lang)
    y = _text(canvas, face.text_in(lang), y, TEXT, INK, boxed=True)
    flavor = face.flavor_en if lang == "en" and face.flavor_en else face.flavor
    y = _text(canvas, flavor, y, SMALL, MUTED, boxed=False)
    footer = "  ".join(part for part in (face.rarity, face.id) if part)
    canvas.text(PAD, y + 22, footer, SMALL, WHITE, max_width=WIDTH - 2 * PAD)
    y += 44
    summary = [f"{name} {value}" for name, value in printed if name not in texts]
    alt = sentences([face.name_in(lang), kind_name(face, lang), *summary], lang)
    return canvas.picture(height=y, alt=alt[:1000])


def _paper(canvas: Canvas, y: float, height: float, fill: RGB = WHITE) -> None:
    canvas.box((FRAME, y, WIDTH - FRAME, y + height), fill=fill)


def _title(canvas: Canvas, face: CardDef, lang: str) -> int:
    y = FRAME
    canvas.text(PAD, y + 22, kind_name(face, lang), TEXT, WHITE)
    if face.rarity:
        canvas.text(WIDTH - PAD, y + 22, face.rarity, TEXT, WHITE, "right")
    y += 46
    name, room = face.name_in(lang), WIDTH - 2 * PAD
    # a name a little too long narrows (長体) rather than leave a word or two on a line
    short = canvas.measure(name, NAME) * CONDENSE <= room
    lines = [name] if short else wrap(canvas, name, NAME, room)
    _paper(canvas, y, 20 + 54 * len(lines))
    for line in lines:
        canvas.text(PAD, y + 38, line, NAME, INK, max_width=room, condense=CONDENSE)
        y += 54
    return y + 20


def _rows(canvas: Canvas, found: list[tuple[str, str]], y: int) -> int:
    for name, value in found:
        lines = wrap(canvas, value, TEXT, WIDTH - 2 * PAD - LABEL_W) or [""]
        _paper(canvas, y, 40 * len(lines))
        canvas.text(PAD, y + 20, name, SMALL, MUTED, max_width=LABEL_W - 8)
        for line in lines:
            canvas.text(PAD + LABEL_W, y + 20, line, TEXT, INK)
            y += 40
    return y


def _numbers(canvas: Canvas, face: UnitDef, y: int, lang: str) -> int:
    """気力, 攻 and 反 large, side by side [KV-6][KV-7][KV-10]."""
    _paper(canvas, y, 84)
    attack = f"{face.attack}×{face.hits}" if face.hits > 1 else str(face.attack)
    numbers = (("morale", str(face.morale)), ("attack", attack), ("counter", str(face.counter)))
    third = (WIDTH - 2 * FRAME - 24) // 3
    for index, (key, value) in enumerate(numbers):
        x = FRAME + 12 + index * third
        canvas.box((x, y + 8, x + third - 10, y + 76), fill=STAT_FILL, radius=10)
        canvas.text(x + 12, y + 42, field(key, lang), SMALL, MUTED, max_width=third - 70)
        canvas.text(x + third - 22, y + 42, value, NAME, INK, "right")
    return y + 84


def _diagrams(canvas: Canvas, face: UnitDef, y: int, lang: str) -> int:
    """The movement range and, for a unit that attacks or counters, the attack range."""
    shown = [("move", face.move, MOVE_FILL)]
    if has_range(face):
        shown.append(("range", face.range, RANGE_FILL))
    radius = reach([o for _, offsets, _ in shown for o in offsets])
    cell = min(CELL, 180 // (2 * radius + 1))
    side = cell * (2 * radius + 1)
    height = side + 64
    _paper(canvas, y, height)
    half = (WIDTH - 2 * FRAME) // 2
    for index, (key, offsets, fill) in enumerate(shown):
        x = FRAME + index * half + (half - side) / 2
        canvas.text(x + side / 2, y + 22, field(key, lang), TEXT, fill, "centre")
        diagram(canvas, offsets, x, y + 44, cell, fill, radius)
    return y + height


def _text(canvas: Canvas, text: str, y: int, size: int, ink: RGB, boxed: bool) -> int:
    if not text:
        return y
    step = size + 11
    lines = wrap(canvas, text, size, WIDTH - 2 * PAD)
    height = 16 + step * len(lines)
    _paper(canvas, y, height)
    if boxed:
        canvas.box((FRAME + 8, y + 6, WIDTH - FRAME - 8, y + height - 4), fill=(244, 241, 232))
    y += 8
    for line in lines:
        canvas.text(PAD, y + step / 2, line, size, ink)
        y += step
    return y + 8
