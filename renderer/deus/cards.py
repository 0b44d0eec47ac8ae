"""A Deus card on one line: the family's one-line fields (renderer/moncolle/cardtext.py) with what a
Deus player needs at a glance: a unit's statics, イニシアチブ and スペル slots with ※
[D-STAT-0][D-STAT-SP-1][D-STAT-SP-3], and a battle spell's kind and attribute (the slot it
needs) [D-CARD-BS-2]. Ritual spells and tokens are the card text's own [D-CARD-RS-2][R16].
"""

from __future__ import annotations

from engine.moncolle.cards import CardDef, SpellDef, UnitDef
from renderer.moncolle import cardtext


def describe_card(face: CardDef, lang: str = "ja") -> str:
    line = cardtext.describe_card(face, lang)
    if isinstance(face, UnitDef):
        return " ".join([line, *cardtext.static_texts(face.statics, lang)])
    if isinstance(face, SpellDef):
        attribute = cardtext.value_name(face.attribute.value, lang)
        return f"{line} {cardtext.kind_name(face, lang)} {attribute}"
    return line
