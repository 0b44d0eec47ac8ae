"""The cards a kokuryoku scenario's position creates (bot/tools/scenario/cards.py), by kind: units
and lands on the map [KV-1], weapons, magic and items attached to units [K-5.4], any
kokuryoku card in a deck, a hand, 戦場外 or 国外 [KV-18].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bot.tools.scenario.cards import CardMaker
from engine.kokuryoku.cards import AttachmentDef, CardDef, KokuCard, LandDef, UnitDef

CARD, UNIT, LAND, ATTACHMENT = "card", "unit", "land", "attachment"
_KIND_NAMES: Final = {
    CARD: "a kokuryoku card",
    UNIT: "a unit card (koku-unit)",
    LAND: "a land card (koku-land)",
    ATTACHMENT: "a weapon, magic or item card (koku-weapon, koku-magic, koku-item)",
}
_KINDS: Final = {CARD: KokuCard, UNIT: UnitDef, LAND: LandDef, ATTACHMENT: AttachmentDef}


@dataclass
class KokuCards(CardMaker[CardDef]):
    """The national-power game's kinds of card, for the shared position builder."""

    def kind_problem(self, face: CardDef, kind: object) -> str | None:
        return None if isinstance(face, _KINDS[str(kind)]) else _KIND_NAMES[str(kind)]
