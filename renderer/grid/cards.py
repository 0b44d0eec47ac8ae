"""A grid card as text, in Japanese or English: one line of its printed fields (a hand
listing, a search hit) and the whole card a line each. Every card prints its cost, name,
familia and race [G-7.1][G-7.2][G-7.4], its effect text and flavour [G-7.5][G-7.6] and rarity
[G-7.8]; an entity its power [G-7.7], movement keyword (none = 王将 [G-6.2][G-R8]), 多点
[G-R13] and 射程 [G-R11](c); a base its life [G-11.3]; a spell what it targets and the area
laid out from the chosen square [G-10.2][G-10.4][G-R16].
"""

from __future__ import annotations

from typing import Final

from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef, Target
from engine.kernel.words import Table
from renderer.grid.names import (
    MOVEMENTS,
    MOVES,
    SHAPES,
    SIDES,
    TARGETS,
    field,
    flavor_in,
    kind_name,
    race_in,
)
from renderer.words import bracket

# how a field meets its value and a colon its value, and a side its target, in each language
MARKS: Final = Table("renderer.grid", "cards.MARKS")


def _pair(key: str, value: object, lang: str) -> str:
    """``コスト2`` / ``Cost 2``: a field and its value, glued as each language writes it."""
    return MARKS.say("pair", lang, field=field(key, lang), value=value)


def movement_name(face: EntityDef, lang: str) -> str:
    return MOVEMENTS.word(face.movement.value, lang)


def movement_text(face: EntityDef, lang: str) -> str:
    """``飛車（縦横に2マスまで）`` / ``Rook (up to 2 straight)`` [G-R8]."""
    name, how = movement_name(face, lang), MOVES.word(face.movement.value, lang)
    return name + bracket(how, lang)


def target_text(face: SpellDef, lang: str) -> str:
    """What the spell's user chooses [G-10.4]: ``敵のエンティティ1体`` / ``one entity (enemy)``."""
    target = TARGETS.word(face.target.value, lang)
    if face.target not in (Target.ENTITY, Target.BASE):
        return target
    side = SIDES.word(face.side.value, lang)
    return MARKS.say("sided_target", lang, side=side, target=target)


def area_text(face: SpellDef, lang: str) -> str:
    """The area a square spell covers, from the chosen square [G-R16]; "" for the others."""
    return SHAPES.word(face.shape.value, lang) if face.target is Target.SQUARE else ""


def type_line(face: CardDef, lang: str) -> str:
    """The type line, left to right: familia, kind, race [G-7.4]."""
    parts = (face.familia_in(lang), kind_name(face, lang), race_in(face, lang))
    return " / ".join(part for part in parts if part)


def stats(face: CardDef, lang: str) -> list[str]:
    """The numbers and keywords of the card's kind, each a short ``パワー3``."""
    if isinstance(face, EntityDef):
        found = [_pair("power", face.power, lang), movement_name(face, lang)]
        if face.hits > 1:
            found.append(_pair("hits", face.hits, lang))
        if face.reach:
            found.append(_pair("reach", face.reach, lang))
        return found
    if isinstance(face, BaseDef):
        return [_pair("life", face.life, lang)]
    colon = MARKS.word("colon", lang)
    found = [f"{field('target', lang)}{colon}{target_text(face, lang)}"]
    area = area_text(face, lang)
    if area:
        found.append(f"{field('area', lang)}{colon}{area}")
    return found


def effect_text(face: CardDef, lang: str) -> str:
    """The printed effect text; a card that prints none says nothing here (a spell's target
    and area are among its stats)."""
    return face.text_in(lang)


def describe_card(face: CardDef, lang: str = "ja") -> str:
    """One card's name and printed fields on one line, the name first."""
    parts = [face.name_in(lang), kind_name(face, lang), _pair("cost", face.cost, lang)]
    parts.append(face.familia_in(lang))
    race = race_in(face, lang)
    if race:
        parts.append(race)
    return " ".join([*parts, *stats(face, lang)])


def card_lines(face: CardDef, lang: str = "ja") -> list[str]:
    """The whole card as text, a line each: name, id and kind, then every printed field."""
    lines = [f"{face.name_in(lang)} ({face.id}) {kind_name(face, lang)}"]
    rows: list[tuple[str, object]] = [
        ("cost", face.cost),
        ("familia", face.familia_in(lang)),
        ("race", race_in(face, lang)),
    ]
    if isinstance(face, EntityDef):
        rows += [("power", face.power), ("movement", movement_text(face, lang))]
        rows += [("hits", face.hits if face.hits > 1 else ""), ("reach", face.reach or "")]
    elif isinstance(face, BaseDef):
        rows.append(("life", face.life))
    else:
        rows += [("target", target_text(face, lang)), ("area", area_text(face, lang))]
    rows += [("text", effect_text(face, lang)), ("flavor", flavor_in(face, lang))]
    rows.append(("rarity", face.rarity))
    lines += [f"{field(key, lang)}: {value}" for key, value in rows if value != ""]
    return lines
