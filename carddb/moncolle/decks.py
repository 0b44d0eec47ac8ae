"""The Monster Collection family's deck: its cards and the summoner set apart from them
(mc20th [3-1][8-1], deus [D-DECK-1]), or none (mc20th allows a deck without one, and a Deus
deck drafted under the beginner option has none).
"""

from __future__ import annotations

from dataclasses import dataclass

from carddb.decks import Deck


@dataclass(frozen=True)
class FamilyDeck(Deck):
    summoner: str | None = None


def summoner_of(deck: Deck) -> str | None:
    """The summoner a deck sets apart: a family deck's, or none (a deck any game's shared
    code made, e.g. the empty deck a drafting match starts from)."""
    return deck.summoner if isinstance(deck, FamilyDeck) else None
