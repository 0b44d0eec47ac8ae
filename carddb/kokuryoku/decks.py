"""The national-power game's deck lists, match setup and card pool [KV-19][K-3.1][K-3.2]:
exactly 45 cards, at most 3 copies of a card name, kokuryoku cards only (carddb/deckshape.py
checks them). Errors name their lines, in both languages (carddb/kokuryoku/messages.py).

``build_setup`` numbers the cards in deck-list order, the first player's then the second's:
the engine shuffles each deck itself, by its owner and lightly by the opponent [K-3.1][K-3.2].
``pool_problem`` finds a pool whose units name a class change [KV-15] or a child [KV-16]
that is not a unit card of the pool (the engine matches the id as written).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

import msgspec

from carddb import deckshape
from carddb.decklist import CardIndex, DeckList
from carddb.decks import Deck
from carddb.deckshape import DeckShape
from carddb.kokuryoku import messages as _messages  # noqa: F401  (the words of the errors)
from carddb.messages import Message, said
from engine.kernel.state import MatchSetup
from engine.kokuryoku.cards import (
    CardDef,
    ItemDef,
    LandDef,
    MagicDef,
    SurpriseDef,
    UnitDef,
    WeaponDef,
)
from engine.kokuryoku.state import COPIES, DECK_SIZE

_KINDS = (UnitDef, LandDef, WeaponDef, MagicDef, ItemDef, SurpriseDef)


def koku_card(index: CardIndex, card_id: str) -> CardDef | None:
    """The kokuryoku card of an id, None when the index holds another game's card there."""
    card: object = index.by_id[card_id.casefold()]
    return card if isinstance(card, _KINDS) else None


# At most 3 of a name across all lines [KV-19]; 一般兵 too (K-5.6b is about the field).
SHAPE: Final = DeckShape[CardDef](
    size=DECK_SIZE,
    copies=COPIES,
    card_of=koku_card,
    foreign_key="koku_not_koku",
    copies_key="koku_copies",
    size_key="koku_deck_size",
)


def validate(deck: DeckList, index: CardIndex) -> Deck:
    """Check [KV-19]; DeckListError names the lines at fault."""
    return SHAPE.validate(deck, index)


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
) -> MatchSetup[CardDef]:
    """The cards of both validated decks as instances, in deck-list order, P1's then P2's;
    ``decks`` holds each seat's instance ids in that order (the engine shuffles them)."""
    setup: MatchSetup[CardDef] = deckshape.build_setup(
        decks, index, seed, ruleset, names, koku_card, "kokuryoku"
    )
    return msgspec.structs.replace(setup, catalog=_with_named(setup.catalog, index))


def _with_named(catalog: Mapping[str, object], index: CardIndex) -> dict[str, Any]:
    """The catalog with every card its units name (their class changes [KV-15] and children
    [KV-16], and theirs in turn): printed cards, so a unit's text names them whatever the
    decks hold, and whether a name shows says nothing about a hidden deck."""
    found: dict[str, Any] = dict(catalog)
    waiting = list(catalog.values())
    while waiting:
        face = waiting.pop()
        if not isinstance(face, UnitDef):
            continue
        for target in (face.class_change, face.child):
            card = koku_card(index, target) if target and target.casefold() in index.by_id else None
            if card is not None and card.id not in found:
                found[card.id] = card
                waiting.append(card)
    return dict(sorted(found.items()))


def pool_problem(cards: Sequence[object]) -> Message | None:
    """The first unit of the pool whose ``class_change`` or ``child`` is not the id of a unit
    card of the pool [KV-15][KV-16], or None."""
    units = {card.id: card for card in cards if isinstance(card, UnitDef)}
    for card in units.values():
        for field, rule in (("class_change", "KV-15"), ("child", "KV-16")):
            target = getattr(card, field)
            if target and target not in units:
                return said("koku_pool_ref", card=card.id, field=field, target=target, rule=rule)
    return None
