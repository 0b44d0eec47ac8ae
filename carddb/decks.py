"""A validated deck of any ruleset, as card ids: what a ruleset's deck rules give back from a
deck list (``DeckRules.validate``, carddb/rulesets.py) and its match setup takes. A game
whose decks set a card apart says so in its own deck type (the Monster Collection family's
summoner: carddb/moncolle/decks.py ``FamilyDeck``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Deck:
    """A validated deck: its cards, as card ids."""

    cards: tuple[str, ...]
