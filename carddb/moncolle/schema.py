"""The Monster Collection family's card schema (mc20th, and Deus after it): set files of
kinds summoner, unit, spell, item and terrain decode into engine/moncolle/cards.py, then keep
the card rules [4-1]..[4-5], the effect language's rules (abilitycheck.py) and the maxima of
docs/cardsets.md (carddb/bounds.py).
"""

from __future__ import annotations

from typing import Final

from carddb.bounds import bound_problems
from carddb.messages import said
from carddb.moncolle.abilitycheck import ability_problems
from carddb.schema import CardSchema, Problem
from engine.moncolle.cards import (
    Attribute,
    CardDef,
    ItemDef,
    SpellDef,
    Statics,
    TerrainDef,
    UnitDef,
)

_SPELL_SLOTS: Final = frozenset({a.value for a in Attribute} | {"S"})


def card_problems(card: CardDef) -> list[Problem]:
    """Rules a well-formed family card must also keep [4-1]..[4-5]."""
    found: list[Problem] = []
    if isinstance(card, UnitDef):
        if card.level < 0:
            found.append(("level", said("at_least", least=0)))
        if card.defence < 1:
            found.append(("defence", said("printed_defence")))
        if card.hero_points < 0:
            found.append(("hero_points", said("at_least", least=0)))
        found += [(f"statics.{f}", p) for f, p in _statics_problems(card.statics)]
    elif isinstance(card, ItemDef):
        found += _item_problems(card)
    elif isinstance(card, TerrainDef) and card.limit < 1:
        found.append(("limit", said("at_least", least=1)))
    elif isinstance(card, SpellDef) and not card.type.strip():
        found.append(("type", said("not_empty")))
    found += ability_problems(card)
    return found


def _statics_problems(statics: Statics) -> list[Problem]:
    found = []
    for slot in statics.spell_slots:
        if slot not in _SPELL_SLOTS:
            attributes = "".join(a.value for a in Attribute)  # the words a file writes
            found.append(("spell_slots", said("bad_spell_slot", slot=slot, attributes=attributes)))
    for name, mods in (("resist", statics.resist), ("weak", statics.weak)):
        for mod in mods:
            if not mod.attribute.strip() or mod.amount < 1:
                found.append((name, said("bad_damage_modifier")))
    return found


def _item_problems(card: ItemDef) -> list[Problem]:
    found = [(f"statics.{f}", p) for f, p in _statics_problems(card.statics)]
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
    card_type=CardDef,
    problems=card_problems,
    bounds=bound_problems,
)
