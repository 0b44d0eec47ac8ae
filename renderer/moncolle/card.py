"""One card face drawn large: its kind, name and every printed field of that kind (mc20th
[4-1]..[4-5]): race, attribute, level and the instant-summon mark, hero points, attack,
defence, advance type, statics [12] (item and spell slots, resist, weak), terrain limit,
item class, slot and bonuses, the ability texts wrapped, flavour text, rarity, block,
faction and number. Deus's ritual spell has its own frame [D-CARD-RS-1]; a token is framed
by its attribute and says it is a token [D-CARD-TOK-1].

It draws a ``CardDef`` the caller already may show (a card from a view, or a catalog entry
a player asked about); it looks nothing up. The words, in Japanese or English, and the card
as text lines come from renderer/moncolle/cardtext.py (re-exported here for the layouts); the
card's frame, name block, field rows and foot line are every game's (renderer/cardface.py).
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
from renderer.cardface import (
    FRAME,
    NAME,
    PAD,
    SMALL,
    TALL,
    TEXT,
    WIDTH,
    field_rows,
    foot_line,
    name_block,
    paper,
)
from renderer.draw import BANNER, INK, MUTED, RGB, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.moncolle.cardtext import (
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
    "wrap",
]

LABEL_W = 190  # a field's label column

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
    y = field_rows(canvas, fields(face, lang), y, LABEL_W)
    if isinstance(face, UnitDef):
        y = _power(canvas, face, y, lang)
    for ability in face.abilities:
        y = _ability(canvas, ability, y, lang)
    y = _flavor(canvas, face.printing.flavor_in(lang), y)
    y = foot_line(canvas, _printing(face, lang), y)
    canvas.box((FRAME, y, FRAME + inner, y + FRAME), fill=frame_colour(face))
    return canvas.picture(height=y + FRAME)


def _title(canvas: Canvas, face: CardDef, lang: str) -> int:
    y = FRAME
    canvas.text(PAD, y + 22, kind_name(face, lang), TEXT, WHITE)
    canvas.text(WIDTH - PAD, y + 22, face.printing.rarity.value, TEXT, WHITE, "right")
    return name_block(canvas, face.name_in(lang), y + 46)


def _power(canvas: Canvas, face: UnitDef, y: int, lang: str) -> int:
    paper(canvas, y, 76)
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
    paper(canvas, y, height)
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
    paper(canvas, y, 12 + 32 * len(lines))
    y += 6
    for line in lines:
        canvas.text(PAD, y + 16, line, SMALL, MUTED)
        y += 32
    return y + 6


def _printing(face: CardDef, lang: str) -> str:
    printing = face.printing
    faction = printing.faction_in(lang)
    parts = [printing.rarity.value, printing.block, faction, printing.number or face.id]
    return "  ".join(part for part in parts if part)
