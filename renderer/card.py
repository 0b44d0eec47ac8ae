"""One card face drawn large: its kind, name and every printed field of that kind (mc20th
[4-1]..[4-5]): race, attribute, level and the instant-summon mark, hero points, attack,
defence, advance type, statics [12] (item and spell slots, resist, weak), terrain limit,
item class, slot and bonuses, the ability texts wrapped, flavour text, rarity, block,
faction and number.

It draws a ``CardDef`` the caller already may show (a card from a view, or a catalog entry
a player asked about); it looks nothing up.
"""

from __future__ import annotations

from engine.moncolle.cards import (
    KIND_NAMES,
    Ability,
    CardDef,
    DamageModifier,
    ItemDef,
    SpellDef,
    Statics,
    SummonerDef,
    TerrainDef,
    UnitDef,
)
from renderer.draw import BANNER, INK, MUTED, RGB, WHITE, Canvas, Picture
from renderer.fonts import FontPath

WIDTH = 640
PAD = 24
FRAME = 12
TALL = 3000  # drawn on a tall canvas, then cut to the content

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
}


def kind_name(face: CardDef) -> str:
    return KIND_NAMES[type(face)]


def frame_colour(face: CardDef) -> RGB:
    if isinstance(face, UnitDef | SpellDef):
        return ATTRIBUTE_COLOURS.get(face.attribute.value, BANNER)
    return KIND_COLOURS.get(type(face), BANNER)


def _modifier(mod: DamageModifier, word: str) -> str:
    attribute = "全属性" if mod.attribute == "ALL" else mod.attribute
    return f"{attribute}({mod.amount}{word})"


def static_texts(statics: Statics) -> list[str]:
    """The statics as printed, e.g. ["イニシアチブ:1", "アイテム:I,II"] [12]."""
    out = []
    for name, value in (
        ("イニシアチブ", statics.initiative),
        ("チャージ", statics.charge),
        ("ディフェンダー", statics.defender),
    ):
        if value:
            out.append(f"{name}:{value}")
    if statics.item_slots:
        out.append("アイテム:" + ",".join(slot.value for slot in statics.item_slots))
    if statics.spell_slots:
        out.append("スペル:" + ",".join(statics.spell_slots))
    out += ["耐性:" + _modifier(m, "減") for m in statics.resist]
    out += ["弱点:" + _modifier(m, "増") for m in statics.weak]
    return out


def level_text(face: UnitDef) -> str:
    return f"Lv{face.level}" + ("(即時召喚可)" if face.instant else "")


def bonus_text(face: ItemDef) -> str:
    return f"攻{face.attack_bonus:+d}/防{face.defence_bonus:+d}"


def _fields(face: CardDef) -> list[tuple[str, str]]:
    """(label, value) rows for the printed fields of each kind."""
    if isinstance(face, UnitDef):
        rows = [("種族", face.race), ("属性", face.attribute.value), ("レベル", level_text(face))]
        if face.is_hero:
            rows.append(("英雄点", str(face.hero_points)))
        rows.append(("進軍タイプ", face.move.value))
        return rows + _statics_rows(face.statics)
    if isinstance(face, TerrainDef):
        return [("地形タイプ", face.type), ("リミット", str(face.limit))]
    if isinstance(face, ItemDef):
        rows = [("タイプ", face.type), ("分類", face.item_class.value)]
        rows.append(("必要アイテム枠", face.slot.value))
        if face.is_equipment:
            rows.append(("追加攻撃力", f"{face.attack_bonus:+d}"))
            rows.append(("追加防御力", f"{face.defence_bonus:+d}"))
        return rows + _statics_rows(face.statics, "追加常備能力")
    if isinstance(face, SpellDef):
        return [("タイプ", face.type), ("属性", face.attribute.value)]
    return [("二つ名", face.epithet), ("アルカナ", face.arcana), ("タイプ", face.type)]


def _statics_rows(statics: Statics, label: str = "常備能力") -> list[tuple[str, str]]:
    # one static a row: a wrapped "耐性:火炎(1減)" would be split in the middle
    return [(label if i == 0 else "", text) for i, text in enumerate(static_texts(statics))]


def render_card(face: CardDef, *, font: FontPath = None) -> Picture:
    """``face`` drawn large, every printed field of its kind."""
    canvas = Canvas(WIDTH, TALL, font, background=frame_colour(face))
    inner = WIDTH - 2 * FRAME
    y = _title(canvas, face)
    y = _field_rows(canvas, face, y)
    if isinstance(face, UnitDef):
        y = _power(canvas, face, y)
    for ability in face.abilities:
        y = _ability(canvas, ability, y)
    y = _flavor(canvas, face.printing.flavor, y)
    y = _printing(canvas, face, y)
    canvas.box((FRAME, y, FRAME + inner, y + FRAME), fill=frame_colour(face))
    return canvas.picture(height=y + FRAME)


def _paper(canvas: Canvas, y: int, height: int) -> None:
    canvas.box((FRAME, y, WIDTH - FRAME, y + height), fill=WHITE)


def _title(canvas: Canvas, face: CardDef) -> int:
    y = FRAME
    canvas.text(PAD, y + 22, kind_name(face), TEXT, WHITE)
    canvas.text(WIDTH - PAD, y + 22, face.printing.rarity.value, TEXT, WHITE, "right")
    y += 46
    lines = canvas.wrap(face.name, NAME, WIDTH - 2 * PAD)
    _paper(canvas, y, 20 + 54 * len(lines))
    for line in lines:
        canvas.text(PAD, y + 38, line, NAME, INK)
        y += 54
    return y + 20


def _field_rows(canvas: Canvas, face: CardDef, y: int) -> int:
    for label, value in _fields(face):
        lines = canvas.wrap(value, TEXT, WIDTH - 2 * PAD - 190) or [""]
        _paper(canvas, y, 40 * len(lines))
        canvas.text(PAD, y + 20, label, SMALL, MUTED)
        for line in lines:
            canvas.text(PAD + 190, y + 20, line, TEXT, INK)
            y += 40
    return y


def _power(canvas: Canvas, face: UnitDef, y: int) -> int:
    _paper(canvas, y, 76)
    half = (WIDTH - 2 * FRAME) // 2
    for index, (label, value) in enumerate((("攻撃力", face.attack), ("防御力", face.defence))):
        x = FRAME + index * half + 12
        canvas.box((x, y + 8, x + half - 24, y + 68), fill=(240, 238, 232), radius=10)
        canvas.text(x + 14, y + 38, label, TEXT, MUTED)
        canvas.text(x + half - 40, y + 38, str(value), NAME, INK, "right")
    return y + 76


def ability_head(ability: Ability) -> str:
    """An ability's period, timing and icon as the card prints them: ``[戦闘] 〔対抗〕``."""
    parts = (f"[{ability.period.value}]", f"〔{ability.timing.value}〕", ability.icon.value)
    return " ".join(part for part in parts if part)


def ability_line(ability: Ability) -> str:
    """An ability in a line: its text, after its period, timing and icon unless the text
    already begins with them (``Battle [普通]〈完了型〉…``, as most printed texts do)."""
    if ability.text.startswith(ability.period.value):
        return ability.text
    return f"{ability_head(ability)} {ability.text}"


def card_lines(face: CardDef) -> list[str]:
    """The whole card as text, a line each: its printed fields, each ability (numbered as
    ``use`` counts them) with its period, timing and text, and its flavour."""
    lines = [f"{face.name} ({face.id}) {kind_name(face)}"]
    lines += [f"{label}: {value}" if label else f"  {value}" for label, value in _fields(face)]
    if isinstance(face, UnitDef):
        lines.append(f"攻撃力 {face.attack} / 防御力 {face.defence}")
    for number, ability in enumerate(face.abilities, start=1):
        lines.append(f"{number}. {ability_line(ability)}")
    if face.printing.flavor:
        lines.append(face.printing.flavor)
    return lines


def _ability(canvas: Canvas, ability: Ability, y: int) -> int:
    head = ability_head(ability)
    lines = canvas.wrap(ability.text, TEXT, WIDTH - 2 * PAD)
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
    lines = canvas.wrap(flavor, SMALL, WIDTH - 2 * PAD)
    _paper(canvas, y, 12 + 32 * len(lines))
    y += 6
    for line in lines:
        canvas.text(PAD, y + 16, line, SMALL, MUTED)
        y += 32
    return y + 6


def _printing(canvas: Canvas, face: CardDef, y: int) -> int:
    printing = face.printing
    parts = [printing.rarity.value, printing.block, printing.faction, printing.number or face.id]
    text = "  ".join(part for part in parts if part)
    canvas.text(PAD, y + 22, text, SMALL, WHITE, max_width=WIDTH - 2 * PAD)
    return y + 44
