"""Card definitions: the printed faces of the five card kinds, as frozen data.

Covers mc20th [4-1] summoner, [4-2] unit (with hero points and the instant-summon level
mark), [4-3] battle spell, [4-4] item (equipment, consumable, alchemy bullet), [4-5] terrain,
and the static abilities of [12] that a card can print or an equipment can grant; and Deus's
ritual spell [D-CARD-RS-1] and token cards (a unit face marked ``token`` [D-CARD-TOK-1][R16]).

The engine reads these; carddb builds them from set files. Enum values are the printed
Japanese words so that set files read like the cards. The ``*_en`` fields are the optional
English of a card's free text (docs/cardsets.md "English"): the engine never reads them; the
``*_in(lang)`` methods give a reader of ``lang`` the English where the set prints it, else the
Japanese.
"""

from __future__ import annotations

from typing import Final, Protocol

import msgspec

from engine.kernel.cards import CardFace
from engine.kernel.words import Table
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
    "RitualSpellDef",
    "SpellDef",
    "Statics",
    "SummonerDef",
    "TerrainDef",
    "UnitDef",
    "in_lang",
]


def in_lang(japanese: str, english: str, lang: str) -> str:
    """``english`` for a reader of English when there is one, else ``japanese``."""
    return english if lang == "en" and english else japanese


class _Named(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def name_en(self) -> str: ...


class _Typed(Protocol):
    @property
    def type(self) -> str: ...
    @property
    def type_en(self) -> str: ...


class Named:
    """``name_in`` for every card kind (a mixin: msgspec Structs take one without fields)."""

    __slots__ = ()

    def name_in(self: _Named, lang: str) -> str:
        """The card's name for a reader of ``lang``: ``name_en`` in English when printed."""
        return in_lang(self.name, self.name_en, lang)


class Typed:
    """``type_in`` for the kinds that print a type (spell, item, terrain, summoner)."""

    __slots__ = ()

    def type_in(self: _Typed, lang: str) -> str:
        return in_lang(self.type, self.type_en, lang)


class Printing(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Collector fields every card prints: rarity, block symbol, faction, number."""

    rarity: Rarity = Rarity.COMMON
    block: str = ""
    faction: str = "ALL"
    number: str = ""
    flavor: str = ""
    faction_en: str = ""
    flavor_en: str = ""

    def faction_in(self, lang: str) -> str:
        return in_lang(self.faction, self.faction_en, lang)

    def flavor_in(self, lang: str) -> str:
        return in_lang(self.flavor, self.flavor_en, lang)


class SummonerDef(
    CardFace,
    Named,
    Typed,
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
    name_en: str = ""
    epithet_en: str = ""
    arcana_en: str = ""
    type_en: str = ""

    def epithet_in(self, lang: str) -> str:
        return in_lang(self.epithet, self.epithet_en, lang)

    def arcana_in(self, lang: str) -> str:
        return in_lang(self.arcana, self.arcana_en, lang)


class UnitDef(
    CardFace,
    Named,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="unit",
    omit_defaults=True,
):
    """ユニットカード [4-2]. ``hero_points`` > 0 marks a hero; ``instant`` the black level.

    ``token`` marks a Deus token card [D-CARD-TOK-1]: never in a deck, set aside to its
    owner's token area instead of a discard; ``never_to_hand`` sends it there also instead of
    a hand, where printed [D-CARD-TOK-5][R16]."""

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
    name_en: str = ""
    race_en: str = ""
    token: bool = False
    never_to_hand: bool = False

    def race_in(self, lang: str) -> str:
        return in_lang(self.race, self.race_en, lang)

    @property
    def is_hero(self) -> bool:
        return self.hero_points > 0


class SpellDef(
    CardFace,
    Named,
    Typed,
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
    name_en: str = ""
    type_en: str = ""


class ItemDef(
    CardFace,
    Named,
    Typed,
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
    name_en: str = ""
    type_en: str = ""

    @property
    def is_equipment(self) -> bool:
        return self.item_class is ItemClass.EQUIPMENT


class TerrainDef(
    CardFace,
    Named,
    Typed,
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
    name_en: str = ""
    type_en: str = ""


class RitualSpellDef(
    CardFace,
    Named,
    Typed,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="kind",
    tag="ritual",
    omit_defaults=True,
):
    """儀式スペルカード, Deus [D-CARD-RS-1][D-CARD-RS-2]: the summoner's magic, used from the
    hand in the main phase; no attribute."""

    id: str
    name: str
    type: str
    abilities: tuple[Ability, ...] = ()
    printing: Printing = Printing()
    name_en: str = ""
    type_en: str = ""


CardDef = SummonerDef | UnitDef | SpellDef | ItemDef | TerrainDef | RitualSpellDef

# each kind by its msgspec tag, as the rulebook names it [4]
KINDS: Final = Table("engine.moncolle", "cards.KINDS")


def kind_name(face: CardDef, lang: str) -> str:
    """The card's kind as a reader of ``lang`` calls it [4]."""
    return KINDS.word(str(type(face).__struct_config__.tag), lang)


def used_from_hand(face: CardDef) -> bool:
    """Battle spells, consumables and alchemy bullets: used from the hand, through the effect
    zone [4-3][4-4][5-9]; Deus's ritual spells likewise [D-CARD-RS-1]."""
    if isinstance(face, SpellDef | RitualSpellDef):
        return True
    return isinstance(face, ItemDef) and not face.is_equipment
