"""One line telling what a Monster Collection action does (mc20th, Deus), for the Act
panel's select options and the console's ``legal`` list: the ability's period, timing and
text for ``use`` [11-2], the card's stats for an action on one card (summon, terrain, equip,
discard, a unit in the formation or on the move, a unit target); a unit on the field with its
current attack and defence, as the board shows them (equipment, modifiers and continuous
effects: engine/moncolle/query.py [12-1..12-3][10-6-1]). Only cards the deciding
player sees are described, in the reader's language (a card's English where its set prints
it: renderer/cardtext.py). A game adds its own one-card actions with ``describer``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import msgspec

from engine.kernel.actions import Action
from engine.moncolle import actions as a
from engine.moncolle import query
from engine.moncolle.cards import CardDef, UnitDef
from renderer.moncolle.cardtext import ability_line, describe_card

MAX_CHARS: Final = 100  # a select option's description
_ONE_CARD: Final[dict[type, str]] = {
    a.Summon: "card",
    a.Discard: "card",
    a.PlaceTerrain: "card",
    a.Equip: "card",
    a.DiscardEquipment: "card",
    a.PayCard: "card",
    a.PlaceInFormation: "unit",
    a.AddMove: "unit",
    a.ReturnTo: "unit",
    a.LimitDiscard: "unit",
}


def _face(state: Any, card: int) -> CardDef:
    setup = state.setup
    face: CardDef = setup.catalog[setup.cards[card].def_id]
    return face


def describer(
    extra: dict[type, str],
) -> Callable[[Any, dict[int, str], Action, str], str]:
    """``describe_action`` for a game whose own actions on one card are ``extra`` (action
    type -> the field naming the card or unit)."""
    fields = {**_ONE_CARD, **extra}

    def describe(state: Any, seen: dict[int, str], action: Action, lang: str) -> str:
        return describe_action(state, seen, action, lang, fields)

    return describe


def describe_action(
    state: Any,
    seen: dict[int, str],
    action: Action,
    lang: str,
    fields: dict[type, str] = _ONE_CARD,
) -> str:
    """``seen``: the card ids the deciding player sees (``card_names``)."""
    if isinstance(action, a.Use) and action.card in seen:
        abilities = _face(state, action.card).abilities
        if 0 <= action.ability < len(abilities):
            ability = abilities[action.ability]
            return ability_line(ability, lang)[:MAX_CHARS]
        return ""
    if isinstance(action, a.Choose):
        card = action.value if action.kind in ("unit", "card") else -1
    else:
        field = fields.get(type(action))
        card = getattr(action, field) if field else -1
    if card not in seen:
        return ""
    return describe_card(_current(state, card), lang)[:MAX_CHARS]


def _current(state: Any, card: int) -> CardDef:
    """The card as it stands: a unit on the field with the attack and defence the board
    shows, its printed values otherwise."""
    face = _face(state, card)
    if not isinstance(face, UnitDef) or card not in state.units:
        return face
    current = {"attack": query.attack(state, card), "defence": query.defence(state, card)}
    return msgspec.structs.replace(face, **current)
