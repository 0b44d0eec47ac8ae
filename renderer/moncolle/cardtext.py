"""A Monster Collection family card as words, in Japanese or English: the printed values of
its kind (attribute [2], advance type [9-2-2], item class [4-4], timing [11-2], icon [13]),
its statics [12], its field labels, each ability's head and line, and the whole card as text
lines ([4-1]..[4-5]). Deus's kinds too: the ritual spell [D-CARD-RS-1][D-CARD-RS-2], token
units [D-CARD-TOK-1..5][R16], the summoner without an arcana [D-CARD-SUM], the ★ cost
[D-COST-1][R13], the ※ spell slot [D-STAT-SP-3] and the timings [速攻] and [攻撃前]
[D-TIM-QUICK][D-TIM-PRE-1].

Japanese is the printed card. English uses the set's ``*_en`` fields where it gives them
(``name_in``, ``text_in`` ...: engine/moncolle/cards.py) and the words below for the values
every card shares (docs/glossary.md); a free text the set left untranslated is shown as
printed.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table
from engine.moncolle.cards import (
    Ability,
    CardDef,
    DamageModifier,
    ItemDef,
    RitualSpellDef,
    SpellDef,
    Statics,
    SummonerDef,
    TerrainDef,
    UnitDef,
)
from engine.moncolle.cards import kind_name as _kind_name
from engine.moncolle.messages import WORDS

LABELS: Final = Table("renderer.moncolle", "cardtext.LABELS")
# statics [12]: their names, and the words after a resist / weak amount
STATIC_NAMES: Final = Table("renderer.moncolle", "cardtext.STATIC_NAMES")
# a resist / weak amount, an item's bonus, the token rule's joiner, a timing and an icon as each
# language writes them (Japanese as the card prints them)
MARKS: Final = Table("renderer.moncolle", "cardtext.MARKS")


def label(key: str, lang: str) -> str:
    return LABELS.word(key, lang)


def value_name(value: str, lang: str) -> str:
    """A printed enum value (火, 歩行, 装備品, 対抗 ...) as a reader of ``lang`` says it."""
    return WORDS.word(value, lang)


def kind_name(face: CardDef, lang: str = "ja") -> str:
    """The card's kind; a Deus token says so rather than "unit" [D-CARD-TOK-1]."""
    if isinstance(face, UnitDef) and face.token:
        return label("token", lang)
    return _kind_name(face, lang)


def _static(key: str, lang: str) -> str:
    return STATIC_NAMES.word(key, lang)


def _modifier(mod: DamageModifier, lang: str, weak: bool) -> str:
    attribute = label("all_attributes", lang) if mod.attribute == "ALL" else mod.attribute_in(lang)
    key = "weak_amount" if weak else "resist_amount"
    return MARKS.say(key, lang, attribute=attribute, amount=mod.amount)


def static_texts(statics: Statics, lang: str = "ja") -> list[str]:
    """The statics as printed, e.g. ["イニシアチブ:1", "アイテム:I,II"] [12]
    (["Initiative:1", "Item:I,II"] in English)."""
    out = []
    for key in ("initiative", "charge", "defender"):
        value = getattr(statics, key)
        if value:
            out.append(f"{_static(key, lang)}:{value}")
    if statics.item_slots:
        slots = ",".join(slot.value for slot in statics.item_slots)
        out.append(f"{_static('item_slots', lang)}:{slots}")
    if statics.spell_slots:
        slots = ",".join(value_name(slot, lang) for slot in statics.spell_slots)
        out.append(f"{_static('spell_slots', lang)}:{slots}")
    out += [f"{_static('resist', lang)}:{_modifier(m, lang, False)}" for m in statics.resist]
    out += [f"{_static('weak', lang)}:{_modifier(m, lang, True)}" for m in statics.weak]
    return out


def level_text(face: UnitDef, lang: str = "ja") -> str:
    return f"Lv{face.level}" + (label("instant", lang) if face.instant else "")


def bonus_text(face: ItemDef, lang: str = "ja") -> str:
    attack, defence = f"{face.attack_bonus:+d}", f"{face.defence_bonus:+d}"
    return MARKS.say("bonus", lang, attack=attack, defence=defence)


def fields(face: CardDef, lang: str = "ja") -> list[tuple[str, str]]:
    """(label, value) rows for the printed fields of each kind."""
    if isinstance(face, UnitDef):
        rows = [
            (label("race", lang), face.race_in(lang)),
            (label("attribute", lang), value_name(face.attribute.value, lang)),
            (label("level", lang), level_text(face, lang)),
        ]
        if face.is_hero:
            rows.append((label("hero_points", lang), str(face.hero_points)))
        rows.append((label("move", lang), value_name(face.move.value, lang)))
        if face.token:  # [D-CARD-TOK-2][D-CARD-TOK-4][D-CARD-TOK-5]
            rule = label("token_rule", lang)
            if face.never_to_hand:
                rule += MARKS.word("rule_joiner", lang) + label("never_to_hand", lang)
            rows.append((label("token", lang), rule))
        return rows + statics_rows(face.statics, label("statics", lang), lang)
    if isinstance(face, TerrainDef):
        return [
            (label("terrain_type", lang), face.type_in(lang)),
            (label("limit", lang), str(face.limit)),
        ]
    if isinstance(face, ItemDef):
        rows = [
            (label("type", lang), face.type_in(lang)),
            (label("item_class", lang), value_name(face.item_class.value, lang)),
            (label("slot", lang), face.slot.value),
        ]
        if face.is_equipment:
            rows.append((label("attack_bonus", lang), f"{face.attack_bonus:+d}"))
            rows.append((label("defence_bonus", lang), f"{face.defence_bonus:+d}"))
        return rows + statics_rows(face.statics, label("granted", lang), lang)
    if isinstance(face, SpellDef):
        return [
            (label("type", lang), face.type_in(lang)),
            (label("attribute", lang), value_name(face.attribute.value, lang)),
        ]
    if isinstance(face, RitualSpellDef):  # no attribute [D-CARD-RS-2]
        return [(label("type", lang), face.type_in(lang))]
    assert isinstance(face, SummonerDef)
    rows = [
        (label("epithet", lang), face.epithet_in(lang)),
        (label("arcana", lang), face.arcana_in(lang)),
        (label("type", lang), face.type_in(lang)),
    ]
    # a Deus summoner prints no arcana [D-CARD-SUM]: an empty row says nothing
    return [row for row in rows if row[0] != label("arcana", lang) or row[1]]


def statics_rows(statics: Statics, title: str, lang: str = "ja") -> list[tuple[str, str]]:
    # one static a row: a wrapped "耐性:火炎(1減)" would be split in the middle
    return [(title if i == 0 else "", text) for i, text in enumerate(static_texts(statics, lang))]


def power_cost(ability: Ability, lang: str = "ja") -> str:
    """``〈コスト：★2〉`` when the ability costs power counters and its text does not print
    them (deus [D-COST-1][R13]), else nothing: the printed text is the card."""
    power = ability.cost.power
    if not power or "★" in ability.text_in(lang):
        return ""
    return LABELS.say("cost", lang, cost=f"★{power}")


def ability_head(ability: Ability, lang: str = "ja") -> str:
    """An ability's period, timing and icon as the card prints them: ``[Battle] 〔対抗〕 手札``
    (``[Battle] [Response] <Hand>`` in English), and a ★ cost its text leaves out."""
    timing, icon = ability.timing.value, ability.icon.value
    shown_icon = MARKS.say("icon", lang, icon=value_name(icon, lang)) if icon else ""
    shown_timing = MARKS.say("timing", lang, timing=value_name(timing, lang))
    parts = (f"[{ability.period.value}]", shown_timing, shown_icon)
    return " ".join(part for part in (*parts, power_cost(ability, lang)) if part)


def ability_line(ability: Ability, lang: str = "ja") -> str:
    """An ability in a line: its text, after its period, timing and icon unless the text
    already begins with them (``Battle [普通]〈完了型〉…``, as most printed texts do)."""
    text = ability.text_in(lang)
    if text.startswith(ability.period.value):
        cost = power_cost(ability, lang)
        return f"{cost} {text}" if cost else text
    return f"{ability_head(ability, lang)} {text}"


def card_lines(face: CardDef, lang: str = "ja") -> list[str]:
    """The whole card as text, a line each: its printed fields, each ability (numbered as
    ``use`` counts them) with its period, timing and text, and its flavour."""
    lines = [f"{face.name_in(lang)} ({face.id}) {kind_name(face, lang)}"]
    rows = fields(face, lang)
    lines += [f"{name}: {value}" if name else f"  {value}" for name, value in rows]
    if isinstance(face, UnitDef):
        attack, defence = label("attack", lang), label("defence", lang)
        lines.append(f"{attack} {face.attack} / {defence} {face.defence}")
    for number, ability in enumerate(face.abilities, start=1):
        lines.append(f"{number}. {ability_line(ability, lang)}")
    flavor = face.printing.flavor_in(lang)
    if flavor:
        lines.append(flavor)
    return lines


# the one-line forms, formatted with the card's fields
SHORT: Final = Table("renderer.moncolle", "cardtext.SHORT")


def _short(key: str, lang: str, **params: object) -> str:
    return SHORT.say(key, lang, **params)


def describe_card(face: CardDef, lang: str = "ja") -> str:
    """One card's name and main printed fields on one line (a hand listing, a search hit)."""
    name, kind = face.name_in(lang), kind_name(face, lang)
    if isinstance(face, UnitDef):
        instant = _short("instant", lang) if face.instant else ""
        hero = _short("hero", lang, points=face.hero_points) if face.is_hero else ""
        power = _short("power", lang, attack=face.attack, defence=face.defence)
        attribute, move = value_name(face.attribute.value, lang), value_name(face.move.value, lang)
        return f"{name} {kind} {attribute} Lv{face.level}{instant} {power} {move}{hero}"
    if isinstance(face, TerrainDef):
        return f"{name} {kind} {_short('limit', lang, limit=face.limit)}"
    if isinstance(face, ItemDef):
        bonus = ""
        if face.is_equipment:
            bonus = _short("bonus", lang, attack=face.attack_bonus, defence=face.defence_bonus)
        return f"{name} {value_name(face.item_class.value, lang)}{bonus}"
    if isinstance(face, RitualSpellDef):  # its type is /card's; the kind is what tells
        return f"{name} {kind}"
    return name
