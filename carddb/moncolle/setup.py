"""The Monster Collection family's match setup from two validated decks: every physical card
numbered in a seeded order, the summoners set apart (mc20th [8-1]); mc20th's
``DeckRules.build_setup``.
"""

from __future__ import annotations

import random

from carddb.decklist import CardIndex
from carddb.decks import Deck
from carddb.moncolle.decks import summoner_of
from engine.kernel.state import CardInstance
from engine.moncolle.cards import CardDef
from engine.moncolle.state import Setup


def build_family_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
) -> Setup:
    """Number every physical card and freeze what the match needs.

    Instance ids are dealt in a seeded order within each player's cards, so an id never
    tells where a card stood in the deck list.
    """
    rng = random.Random(seed)
    cards: list[CardInstance] = []
    deck_ids: list[tuple[int, ...]] = []
    summoners: list[int] = []
    catalog: dict[str, CardDef] = {}
    for seat, deck in enumerate(decks):
        order = list(deck.cards)
        for i in range(len(order) - 1, 0, -1):
            j = int(rng.random() * (i + 1))
            order[i], order[j] = order[j], order[i]
        start = len(cards)
        for card_id in order:
            cards.append(CardInstance(card_id, seat))
        deck_ids.append(tuple(range(start, len(cards))))
        summoner = summoner_of(deck)
        if summoner is not None:
            summoners.append(len(cards))
            cards.append(CardInstance(summoner, seat))
        else:
            summoners.append(-1)
        for card_id in {*deck.cards, *([summoner] if summoner else [])}:
            catalog[card_id] = index.by_id[card_id.casefold()]
    return Setup(
        ruleset=ruleset,
        seed=seed,
        catalog=dict(sorted(catalog.items())),
        cards=tuple(cards),
        decks=(deck_ids[0], deck_ids[1]),
        summoners=(summoners[0], summoners[1]),
        names=names,
    )
