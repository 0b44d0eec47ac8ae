"""The grid game's deck lists and match setup [G-3.1][G-3.2][G-R2]: exactly 40 cards counting
the bases, at most 4 copies of a name (bases included), at least one base card, and grid
cards only (carddb/deckshape.py checks them). Errors name their lines, in both languages
(carddb/grid/messages.py).

``build_setup`` numbers the cards in deck-list order, the first player's then the second's:
the engine itself has each player choose a base and shuffles the other 39 [G-3.2][G-R3].
"""

from __future__ import annotations

from typing import Final

from carddb import deckshape
from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList
from carddb.decks import Deck
from carddb.deckshape import DeckShape
from carddb.grid import messages as _messages  # noqa: F401  (the words of the errors below)
from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef
from engine.grid.state import COPIES, DECK_SIZE
from engine.kernel.state import MatchSetup


def grid_card(index: CardIndex, card_id: str) -> CardDef | None:
    """The grid card of an id, None when the index holds another game's card there."""
    card: object = index.by_id[card_id.casefold()]
    return card if isinstance(card, EntityDef | SpellDef | BaseDef) else None


def _base_errors(ours: list[tuple[DeckLine, CardDef]]) -> list[DeckError]:
    """At least one base card [G-3.1][G-R2]."""
    if any(isinstance(face, BaseDef) for _, face in ours):
        return []
    return [DeckError(0, "grid_no_base")]


# At most 4 of a name across all lines, bases included [G-3.1][G-R2].
SHAPE: Final = DeckShape[CardDef](
    size=DECK_SIZE,
    copies=COPIES,
    card_of=grid_card,
    foreign_key="grid_not_grid",
    copies_key="grid_copies",
    size_key="grid_deck_size",
    extra=_base_errors,
)


def validate(deck: DeckList, index: CardIndex) -> Deck:
    """Check [G-3.1][G-3.2][G-R2]; DeckListError names the lines at fault."""
    return SHAPE.validate(deck, index)


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
) -> MatchSetup[CardDef]:
    """The cards of both validated decks as instances, in deck-list order, P1's then P2's;
    ``decks`` holds each seat's instance ids in that order (the engine deals them)."""
    return deckshape.build_setup(decks, index, seed, ruleset, names, grid_card, "grid")
