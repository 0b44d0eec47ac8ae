"""Printed traits shared by card faces and abilities: attributes [2], move types [9-2-2],
item slots and classes [4-4][12-4], rarity [4-1], and the static abilities of [12].

Enum values are the printed Japanese words so that set files read like the cards.
"""

from __future__ import annotations

import msgspec

from engine.kernel.enums import Enum


class Attribute(Enum):
    """The six attributes of [2]."""

    FIRE = "火"
    WIND = "風"
    WATER = "水"
    HOLY = "聖"
    EARTH = "土"
    DARK = "魔"


class MoveType(Enum):
    """進軍タイプ [9-2-2]; ranges are DESIGN.md's ruling."""

    WALK = "歩行"
    FLY = "飛行"
    LONG_FLY = "長距離飛行"


class ItemSlot(Enum):
    """アイテム枠 [12-4]."""

    MULTI = "I"  # equips equipment or pays <cost: I> [12-4-1]
    CONSUMABLE = "II"  # [12-4-2]
    BULLET = "III"  # [12-4-3]


class ItemClass(Enum):
    """アイテム分類 [4-4]."""

    EQUIPMENT = "装備品"
    CONSUMABLE = "消耗品"
    ALCHEMY_BULLET = "錬金弾"


class Rarity(Enum):
    """出現頻度, most common first [4-1]."""

    COMMON = "▲"
    UNCOMMON = "◆"
    RARE = "★"
    CLUB = "♣"


class DamageModifier(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """One 耐性:x (n減) or 弱点:x (n増) [12-6][12-7]; ``attribute`` may be "ALL".
    ``attribute_en`` is its optional English, for display only."""

    attribute: str
    amount: int
    attribute_en: str = ""

    def attribute_in(self, lang: str) -> str:
        return self.attribute_en if lang == "en" and self.attribute_en else self.attribute


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
