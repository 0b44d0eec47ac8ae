"""One grid card drawn large, framed in its kind's colour [G-8.1]: its cost in a disc [G-7.1]
and kind, its name [G-7.2], the type line (familia, kind, race, left to right [G-7.4]), the
numbers of its kind (an entity's power [G-7.7], movement keyword and how it moves [G-6.2]
[G-R8], 多点 [G-R13] and 射程 [G-R11](c); a base's life [G-11.3]; a spell's target and area
[G-10.4][G-R16]), its effect text [G-7.5] wrapped, its flavour [G-7.6], rarity [G-7.8] and id.

It draws a ``CardDef`` the caller may already show (a card of a view, or a catalog entry a
player asked about) and looks nothing up. Drawn on a tall canvas, then cut to its content.
"""

from __future__ import annotations

from engine.grid.cards import BaseDef, CardDef, EntityDef
from renderer.cardface import (
    BIG,
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
from renderer.draw import INK, MUTED, RGB, WHITE, Canvas, Picture, wrap
from renderer.fonts import FontPath
from renderer.grid.cards import area_text, effect_text, movement_text, target_text, type_line
from renderer.grid.names import field, flavor_in, kind_name
from renderer.words import sentences

LABEL_W = 150
STAT_FILL: RGB = (240, 238, 232)

KIND_COLOURS: dict[type, RGB] = {
    EntityDef: (168, 70, 40),
    BaseDef: (40, 112, 96),
}
SPELL_COLOUR: RGB = (96, 62, 150)


def kind_colour(face: CardDef) -> RGB:
    return KIND_COLOURS.get(type(face), SPELL_COLOUR)


def render_card(face: CardDef, *, font: FontPath = None, lang: str = "ja") -> Picture:
    """``face`` drawn large, every printed field of its kind, in ``lang``."""
    colour = kind_colour(face)
    canvas = Canvas(WIDTH, TALL, font, background=colour)
    y = _title(canvas, face, colour, lang)
    y = field_rows(canvas, _fields(face, lang), y, LABEL_W)
    if isinstance(face, EntityDef | BaseDef):
        y = _big_number(canvas, face, y, lang)
    y = _text(canvas, effect_text(face, lang), y, TEXT, INK, boxed=True)
    y = _text(canvas, flavor_in(face, lang), y, SMALL, MUTED, boxed=False)
    y = foot_line(canvas, "  ".join(part for part in (face.rarity, face.id) if part), y)
    alt = sentences([face.name_in(lang), kind_name(face, lang), type_line(face, lang)], lang)
    return canvas.picture(height=y, alt=alt)


def _title(canvas: Canvas, face: CardDef, colour: RGB, lang: str) -> int:
    y = FRAME
    disc = 52
    canvas.pen.ellipse((PAD - 6, y, PAD - 6 + disc, y + disc), fill=WHITE)
    canvas.text(PAD - 6 + disc / 2, y + disc / 2, str(face.cost), BIG, colour, "centre")
    label = f"{field('cost', lang)} {face.cost}"
    canvas.text(PAD + disc + 4, y + disc / 2, label, SMALL, WHITE)
    canvas.text(WIDTH - PAD, y + disc / 2, kind_name(face, lang), TEXT, WHITE, "right")
    return name_block(canvas, face.name_in(lang), y + disc + 10)


def _fields(face: CardDef, lang: str) -> list[tuple[str, str]]:
    rows = [
        ("familia", face.familia_in(lang)),
        ("race", face.race_en if lang == "en" and face.race_en else face.race),
    ]
    if isinstance(face, EntityDef):
        rows.append(("movement", movement_text(face, lang)))
        if face.hits > 1:
            rows.append(("hits", str(face.hits)))
        if face.reach:
            rows.append(("reach", str(face.reach)))
    elif not isinstance(face, BaseDef):
        rows += [("target", target_text(face, lang)), ("area", area_text(face, lang))]
    return [(field(key, lang), value) for key, value in rows if value]


def _big_number(canvas: Canvas, face: EntityDef | BaseDef, y: int, lang: str) -> int:
    """An entity's power or a base's life, large."""
    paper(canvas, y, 76)
    key, value = ("power", face.power) if isinstance(face, EntityDef) else ("life", face.life)
    canvas.box((FRAME + 12, y + 8, WIDTH - FRAME - 12, y + 68), fill=STAT_FILL, radius=10)
    canvas.text(FRAME + 26, y + 38, field(key, lang), TEXT, MUTED)
    canvas.text(WIDTH - FRAME - 30, y + 38, str(value), NAME, INK, "right")
    return y + 76


def _text(canvas: Canvas, text: str, y: int, size: int, ink: RGB, boxed: bool) -> int:
    if not text:
        return y
    step = size + 11
    lines = wrap(canvas, text, size, WIDTH - 2 * PAD)
    height = 16 + step * len(lines)
    paper(canvas, y, height)
    if boxed:
        canvas.box((FRAME + 8, y + 6, WIDTH - FRAME - 8, y + height - 4), fill=(244, 241, 232))
    y += 8
    for line in lines:
        canvas.text(PAD, y + step / 2, line, size, ink)
        y += step
    return y + 8
