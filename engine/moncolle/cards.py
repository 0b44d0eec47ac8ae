"""Card definitions: the printed faces of the five card kinds, as frozen data.

Covers mc20th [4-1] summoner, [4-2] unit (with hero points and the instant-summon level
mark), [4-3] battle spell, [4-4] item (equipment, consumable, alchemy bullet), [4-5] terrain,
and the static abilities of [12] that a card can print or an equipment can grant.

The engine reads these; carddb builds them from set files. Enum values are the printed
Japanese words so that set files read like the cards.
"""

from __future__ import annotations

import msgspec

from engine.kernel.cards import CardFace
from engine.moncolle.abilities import Ability
from engine.moncolle.traits import (
    NO_STATICS,
    Attribute,
    DamageModifier,
    ItemClass,
    ItemSlot,
    MoveType,
    Rarity,
    Statics,
)

__all__ = [
    "NO_STATICS",
    "Ability",
    "Attribute",
    "CardDef",
    "DamageModifier",
    "ItemClass",
    "ItemDef",
    "ItemSlot",
    "MoveType",
    "Rarity",
    "SpellDef",
    "Statics",
    "SummonerDef",
    "TerrainDef",
    "UnitDef",
]


class Printing(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Collector fields every card prints: rarity, block symbol, faction, number."""

    rarity: Rarity = Rarity.COMMON
    block: str = ""
    faction: str = "ALL"
    number: str = ""
    flavor: str = ""


class SummonerDef(
    CardFace,
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
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()


class UnitDef(
    CardFace,
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
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()

    @property
    def is_hero(self) -> bool:
        return self.hero_points > 0


class SpellDef(
    CardFace,
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
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()


class ItemDef(
    CardFace,
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
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()

    @property
    def is_equipment(self) -> bool:
        return self.item_class is ItemClass.EQUIPMENT


class TerrainDef(
    CardFace,
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
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()


CardDef = SummonerDef | UnitDef | SpellDef | ItemDef | TerrainDef

KIND_NAMES: dict[type, str] = {
    SummonerDef: "召喚術師",
    UnitDef: "ユニット",
    SpellDef: "戦闘スペル",
    ItemDef: "アイテム",
    TerrainDef: "地形",
}


def used_from_hand(face: CardDef) -> bool:
    """Battle spells, consumables and alchemy bullets: used from the hand, through the effect
    zone [4-3][4-4][5-9]."""
    return isinstance(face, SpellDef) or (isinstance(face, ItemDef) and not face.is_equipment)
