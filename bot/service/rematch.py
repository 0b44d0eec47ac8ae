"""What a rematch is played with (issue 10, "End of match"): the two decks exactly as the
finished match dealt them, read back from its setup, whatever became of the players' saved
decks or the server's card sets since.

A match's setup keeps every physical card with its owner and the printed cards it used
(``MatchSetup.cards`` and ``catalog``), so each player's deck list is the cards they owned,
checked again by the ruleset's own deck rules (``carddb.rulesets``) against that catalog.
Nothing here asks which game it is.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from carddb import Deck, rulesets
from carddb.decklist import CardIndex, DeckLine, DeckList


def decks_of(setup: Any) -> tuple[tuple[Deck, Deck], CardIndex]:
    """Each seat's deck as the match with this setup was dealt (P1's first), and the index
    of the printed cards it used. DeckListError when the ruleset's rules refuse them now."""
    index = CardIndex(setup.catalog.values())
    rules = rulesets.get(setup.ruleset)
    decks = []
    for seat in (0, 1):
        owned = Counter(card.def_id for card in setup.cards if card.owner == seat)
        # sorted: the same match always gives the same list (the new seed shuffles it)
        lines = tuple(
            DeckLine(line, card_id, count)
            for line, (card_id, count) in enumerate(sorted(owned.items()), start=1)
        )
        decks.append(rules.validate(DeckList(lines), index))
    return (decks[0], decks[1]), index
