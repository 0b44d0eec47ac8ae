"""One card face drawn large: its kind, name and every printed field of that kind (mc20th
[4-1]..[4-5]): race, attribute, level and the instant-summon mark, hero points, attack,
defence, advance type, statics [12] (item and spell slots, resist, weak), terrain limit,
item class, slot and bonuses, the ability texts wrapped, flavour text, rarity, block,
faction and number. Deus's ritual spell has its own frame [D-CARD-RS-1]; a token is framed
by its attribute and says it is a token [D-CARD-TOK-1].

It draws a ``CardDef`` the caller already may show (a card from a view, or a catalog entry
a player asked about); it looks nothing up. The words, in Japanese or English, and the card as
text lines come from renderer/cardtext.py (re-exported here for the layouts).
"""

from __future__ import annotations

from engine.moncolle.cards import (
    Ability,
    CardDef,
    ItemDef,
    RitualSpellDef,
    SpellDef,
    SummonerDef,
    TerrainDef,
    UnitDef,
)
from renderer.cardtext import (
    ability_head,
    ability_line,
    bonus_text,
    card_lines,
    fields,
    kind_name,
    label,
    level_text,
    static_texts,
)
from renderer.draw import BANNER, INK, MUTED, RGB, WHITE, Canvas, Picture
from renderer.fonts import FontPath

__all__ = [
    "ability_head",
    "ability_line",
    "bonus_text",
    "card_lines",
    "frame_colour",
    "kind_name",
    "level_text",
    "render_card",
    "static_texts",
]

WIDTH = 640
PAD = 24
FRAME = 12
TALL = 3000  # drawn on a tall canvas, then cut to the content
CJK = 0x3000  # from here on, characters of Japanese text: it breaks between any two

NAME, BIG, TEXT, SMALL = 40, 30, 25, 22

ATTRIBUTE_COLOURS: dict[str, RGB] = {
    "火": (200, 62, 40),
    "風": (54, 150, 84),
    "水": (40, 108, 200),
    "聖": (196, 160, 40),
    "土": (140, 98, 56),
    "魔": (110, 60, 150),
}
KIND_COLOURS: dict[type, RGB] = {
    TerrainDef: (92, 124, 70),
    ItemDef: (110, 116, 126),
    SummonerDef: (80, 64, 120),
    RitualSpellDef: (150, 110, 30),  # the summoner's large magic: a gold frame [D-CARD-RS-1]
}


def frame_colour(face: CardDef) -> RGB:
    if isinstance(face, UnitDef | SpellDef):
        return ATTRIBUTE_COLOURS.get(face.attribute.value, BANNER)
    return KIND_COLOURS.get(type(face), BANNER)


def render_card(face: CardDef, *, font: FontPath = None, lang: str = "ja") -> Picture:
    """``face`` drawn large, every printed field of its kind, in ``lang``."""
    canvas = Canvas(WIDTH, TALL, font, background=frame_colour(face))
    inner = WIDTH - 2 * FRAME
    y = _title(canvas, face, lang)
    y = _field_rows(canvas, face, y, lang)
    if isinstance(face, UnitDef):
        y = _power(canvas, face, y, lang)
    for ability in face.abilities:
        y = _ability(canvas, ability, y, lang)
    y = _flavor(canvas, face.printing.flavor_in(lang), y)
    y = _printing(canvas, face, y, lang)
    canvas.box((FRAME, y, FRAME + inner, y + FRAME), fill=frame_colour(face))
    return canvas.picture(height=y + FRAME)


def wrap(canvas: Canvas, text: str, size: int, max_width: float) -> list[str]:
    """Lines of ``text`` no wider than ``max_width``: Japanese broken anywhere
    (``Canvas.wrap``), other text between words (a word wider than a line inside it)."""
    if any(ord(ch) >= CJK for ch in text):
        return canvas.wrap(text, size, max_width)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            joined = f"{line} {word}" if line else word
            if line and canvas.measure(joined, size) > max_width:
                lines += canvas.wrap(line, size, max_width)
                joined = word
            line = joined
        lines += canvas.wrap(line, size, max_width)
    return lines


def _paper(canvas: Canvas, y: int, height: int) -> None:
    canvas.box((FRAME, y, WIDTH - FRAME, y + height), fill=WHITE)


def _title(canvas: Canvas, face: CardDef, lang: str) -> int:
    y = FRAME
    canvas.text(PAD, y + 22, kind_name(face, lang), TEXT, WHITE)
    canvas.text(WIDTH - PAD, y + 22, face.printing.rarity.value, TEXT, WHITE, "right")
    y += 46
    lines = wrap(canvas, face.name_in(lang), NAME, WIDTH - 2 * PAD)
    _paper(canvas, y, 20 + 54 * len(lines))
    for line in lines:
        canvas.text(PAD, y + 38, line, NAME, INK)
        y += 54
    return y + 20


def _field_rows(canvas: Canvas, face: CardDef, y: int, lang: str) -> int:
    for name, value in fields(face, lang):
        lines = wrap(canvas, value, TEXT, WIDTH - 2 * PAD - 190) or [""]
        _paper(canvas, y, 40 * len(lines))
        canvas.text(PAD, y + 20, name, SMALL, MUTED)
        for line in lines:
            canvas.text(PAD + 190, y + 20, line, TEXT, INK)
            y += 40
    return y


def _power(canvas: Canvas, face: UnitDef, y: int, lang: str) -> int:
    _paper(canvas, y, 76)
    half = (WIDTH - 2 * FRAME) // 2
    power = ((label("attack", lang), face.attack), (label("defence", lang), face.defence))
    for index, (name, value) in enumerate(power):
        x = FRAME + index * half + 12
        canvas.box((x, y + 8, x + half - 24, y + 68), fill=(240, 238, 232), radius=10)
        canvas.text(x + 14, y + 38, name, TEXT, MUTED)
        canvas.text(x + half - 40, y + 38, str(value), NAME, INK, "right")
    return y + 76


def _ability(canvas: Canvas, ability: Ability, y: int, lang: str) -> int:
    head = ability_head(ability, lang)
    lines = wrap(canvas, ability.text_in(lang), TEXT, WIDTH - 2 * PAD)
    height = 16 + (34 if head else 0) + 36 * len(lines)
    _paper(canvas, y, height)
    canvas.box((FRAME + 8, y + 8, WIDTH - FRAME - 8, y + height - 4), fill=(244, 241, 232))
    y += 12
    if head:
        canvas.text(PAD, y + 16, head, SMALL, MUTED)
        y += 34
    for line in lines:
        canvas.text(PAD, y + 18, line, TEXT, INK)
        y += 36
    return y + 4


def _flavor(canvas: Canvas, flavor: str, y: int) -> int:
    if not flavor:
        return y
    lines = wrap(canvas, flavor, SMALL, WIDTH - 2 * PAD)
    _paper(canvas, y, 12 + 32 * len(lines))
    y += 6
    for line in lines:
        canvas.text(PAD, y + 16, line, SMALL, MUTED)
        y += 32
    return y + 6


def _printing(canvas: Canvas, face: CardDef, y: int, lang: str) -> int:
    printing = face.printing
    faction = printing.faction_in(lang)
    parts = [printing.rarity.value, printing.block, faction, printing.number or face.id]
    text = "  ".join(part for part in parts if part)
    canvas.text(PAD, y + 22, text, SMALL, WHITE, max_width=WIDTH - 2 * PAD)
    return y + 44
