"""Card definitions, card-set files, deck lists and deck validation (DESIGN.md "carddb").

Shipped sets live in ``carddb/data/<ruleset>/``; every function here produces engine types.
"""

from carddb.cardset import CardError, CardSet, CardSetError, load_file, load_text
from carddb.catalog import shipped_cards, shipped_index, shipped_sets, starter_deck_text
from carddb.decklist import CardIndex, DeckList, DeckListError, parse_deck_list
from carddb.decks import Deck
from carddb.rulesets import build_setup, load_deck

__all__ = [
    "CardError",
    "CardIndex",
    "CardSet",
    "CardSetError",
    "Deck",
    "DeckList",
    "DeckListError",
    "build_setup",
    "load_deck",
    "load_file",
    "load_text",
    "parse_deck_list",
    "shipped_cards",
    "shipped_index",
    "shipped_sets",
    "starter_deck_text",
]
