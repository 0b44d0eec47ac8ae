"""Card definitions: the printed faces of the five card kinds, as frozen data.

Covers mc20th [4-1] summoner, [4-2] unit (with hero points and the instant-summon level
mark), [4-3] battle spell, [4-4] item (equipment, consumable, alchemy bullet), [4-5] terrain,
and the static abilities of [12] that a card can print or an equipment can grant.

The engine reads these; carddb builds them from set files. Enum values are the printed
Japanese words so that set files read like the cards.
"""

from __future__ import annotations

import enum

import msgspec


class Attribute(enum.Enum):
    """The six attributes of [2]."""

    FIRE = "火"
    WIND = "風"
    WATER = "水"
    HOLY = "聖"
    EARTH = "土"
    DARK = "魔"


class MoveType(enum.Enum):
    """進軍タイプ [9-2-2]; ranges are DESIGN.md's ruling."""

    WALK = "歩行"
    FLY = "飛行"
    LONG_FLY = "長距離飛行"


class ItemSlot(enum.Enum):
    """アイテム枠 [12-4]."""

    MULTI = "I"  # equips equipment or pays <cost: I> [12-4-1]
    CONSUMABLE = "II"  # [12-4-2]
    BULLET = "III"  # [12-4-3]


class ItemClass(enum.Enum):
    """アイテム分類 [4-4]."""

    EQUIPMENT = "装備品"
    CONSUMABLE = "消耗品"
    ALCHEMY_BULLET = "錬金弾"


class Rarity(enum.Enum):
    """出現頻度, most common first [4-1]."""

    COMMON = "▲"
    UNCOMMON = "◆"
    RARE = "★"
    CLUB = "♣"


class DamageModifier(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One 耐性:x (n減) or 弱点:x (n増) [12-6][12-7]; ``attribute`` may be "ALL"."""

    attribute: str
    amount: int


class Statics(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """常備能力 [12]: printed on a unit or granted by equipment (追加常備能力 [4-4]).

    Several イニシアチブ values on one unit are summed into one [12-1]; charge and defender
    likewise. Spell slots hold attribute words or "S" (the wild slot [12-5]).
    """

    initiative: int = 0
    charge: int = 0
    defender: int = 0
    item_slots: tuple[ItemSlot, ...] = ()
    spell_slots: tuple[str, ...] = ()
    resist: tuple[DamageModifier, ...] = ()
    weak: tuple[DamageModifier, ...] = ()


NO_STATICS = Statics()


class AbilityText(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """A printed special ability kept verbatim.

    ``period`` is the validity period (Deck/Battle/Field [11-1]), ``timing`` the bracketed
    timing word ([11-2], e.g. "普通"), ``icon`` one of 完了型/宣言型/手札 [13].
    """

    text: str
    period: str = ""
    timing: str = ""
    icon: str = ""


class Printing(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Collector fields every card prints: rarity, block symbol, faction, number."""

    rarity: Rarity = Rarity.COMMON
    block: str = ""
    faction: str = "ALL"
    number: str = ""
    flavor: str = ""


class SummonerDef(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="summoner",
    omit_defaults=True,
):
    """召喚術師カード [4-1]."""

    id: str
    name: str
    epithet: str = ""
    arcana: str = ""
    type: str = ""
    abilities: tuple[AbilityText, ...] = ()
    printing: Printing = Printing()


class UnitDef(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="unit",
    omit_defaults=True,
):
    """ユニットカード [4-2]. ``hero_points`` > 0 marks a hero; ``instant`` the black level."""

    id: str
    name: str
    race: str
    attribute: Attribute
    level: int
    attack: int
    defence: int
    move: MoveType
    instant: bool = False
    hero_points: int = 0
    statics: Statics = NO_STATICS
    abilities: tuple[AbilityText, ...] = ()
    printing: Printing = Printing()

    @property
    def is_hero(self) -> bool:
        return self.hero_points > 0


class SpellDef(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="spell",
    omit_defaults=True,
):
    """戦闘スペルカード [4-3]."""

    id: str
    name: str
    type: str
    attribute: Attribute
    abilities: tuple[AbilityText, ...] = ()
    printing: Printing = Printing()


class ItemDef(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="item",
    omit_defaults=True,
):
    """アイテムカード [4-4]: bonuses and granted statics apply to equipment only."""

    id: str
    name: str
    type: str
    slot: ItemSlot
    item_class: ItemClass
    attack_bonus: int = 0
    defence_bonus: int = 0
    statics: Statics = NO_STATICS
    abilities: tuple[AbilityText, ...] = ()
    printing: Printing = Printing()

    @property
    def is_equipment(self) -> bool:
        return self.item_class is ItemClass.EQUIPMENT


class TerrainDef(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="terrain",
    omit_defaults=True,
):
    """地形カード [4-5]."""

    id: str
    name: str
    type: str
    limit: int
    abilities: tuple[AbilityText, ...] = ()
    printing: Printing = Printing()


CardDef = SummonerDef | UnitDef | SpellDef | ItemDef | TerrainDef

KIND_NAMES: dict[type, str] = {
    SummonerDef: "召喚術師",
    UnitDef: "ユニット",
    SpellDef: "戦闘スペル",
    ItemDef: "アイテム",
    TerrainDef: "地形",
}
