"""The Monster Collection family's card rules, and mc20th's card schema on them: set files of
kinds summoner, unit, spell, item and terrain decode into engine/moncolle/cards.py, then keep
the card rules [4-1]..[4-5], the effect language's rules (abilitycheck.py) and the maxima of
docs/cardsets.md (bounds.py).

``family_problems(card, profile)`` is shared with モンコレDeus (carddb/deus/schema.py), whose
``Profile`` says what its cards print; ``FAMILY_CARDS`` reads mc20th's vocabulary (profile
``TCG``), which refuses Deus's ritual spells, tokens, 速攻/攻撃前, ★ costs, ※ slots and
token area [D-CARD-RS-1][D-CARD-TOK-1][D-TIM-0][D-COST-1][D-STAT-SP-1][D-BOARD-8].
"""

from __future__ import annotations

from typing import Final

from carddb.messages import said
from carddb.moncolle.abilitycheck import TCG, Profile, ability_problems
from carddb.moncolle.bounds import bound_problems
from carddb.schema import CardSchema, Problem
from engine.moncolle.cards import (
    Attribute,
    CardDef,
    ItemDef,
    SpellDef,
    Statics,
    SummonerDef,
    TerrainDef,
    UnitDef,
)

_ATTRIBUTES: Final = frozenset(a.value for a in Attribute)
# the printed words a family field takes, shown after a value it does not know
ENUM_HINTS: Final = {
    "attribute": "火, 風, 水, 聖, 土, 魔",
    "move": "歩行, 飛行, 長距離飛行",
    "item_slots": "I, II, III",
    "slot": "I, II, III",
    "item_class": "装備品, 消耗品, 錬金弾",
    "rarity": "▲, ◆, ★, ♣",
}


def card_problems(card: CardDef) -> list[Problem]:
    """Rules a well-formed mc20th card must also keep [4-1]..[4-5]."""
    return family_problems(card, TCG)


def family_problems(card: CardDef, profile: Profile) -> list[Problem]:
    """Rules a well-formed family card keeps [4-1]..[4-5], in the words ``profile`` allows."""
    found: list[Problem] = []
    if isinstance(card, UnitDef):
        if card.level < 0:
            found.append(("level", said("at_least", least=0)))
        if card.defence < 1:
            found.append(("defence", said("printed_defence")))
        if card.hero_points < 0:
            found.append(("hero_points", said("at_least", least=0)))
        found += [(f"statics.{f}", p) for f, p in statics_problems(card.statics, profile)]
    elif isinstance(card, ItemDef):
        found += _item_problems(card, profile)
    elif isinstance(card, TerrainDef) and card.limit < 1:
        found.append(("limit", said("at_least", least=1)))
    elif isinstance(card, SpellDef) and not card.type.strip():
        found.append(("type", said("not_empty")))
    found += profile.card(card)
    found += ability_problems(card, profile)
    return found


def statics_problems(statics: Statics, profile: Profile) -> list[Problem]:
    """Spell slots in the profile's words [12-5], and well-formed 耐性/弱点 [12-6][12-7]."""
    found = []
    for slot in statics.spell_slots:
        if slot not in _ATTRIBUTES and slot not in profile.spell_slots:
            attributes = "".join(a.value for a in Attribute)  # the words a file writes
            found.append(("spell_slots", said(profile.bad_slot, slot=slot, attributes=attributes)))
    for name, mods in (("resist", statics.resist), ("weak", statics.weak)):
        for mod in mods:
            if not mod.attribute.strip() or mod.amount < 1:
                found.append((name, said("bad_damage_modifier")))
    return found


def _item_problems(card: ItemDef, profile: Profile) -> list[Problem]:
    found = [(f"statics.{f}", p) for f, p in statics_problems(card.statics, profile)]
    if card.is_equipment:
        if card.slot.value != "I":
            found.append(("slot", said("equipment_slot")))
        if card.statics.item_slots:
            found.append(("statics.item_slots", said("equipment_item_slots")))
    elif card.attack_bonus or card.defence_bonus or card.statics != Statics():
        found.append(("item_class", said("bonus_not_equipment")))
    return found


FAMILY_CARDS: Final = CardSchema(
    kinds=("summoner", "unit", "spell", "item", "terrain"),
    card_type=SummonerDef | UnitDef | SpellDef | ItemDef | TerrainDef,
    problems=card_problems,
    bounds=bound_problems,
    enum_hints=ENUM_HINTS,
)
"""mc20th's cards: the family's kinds without Deus's ritual spell."""
