"""Deck construction for mc20th [3]: 0-1 summoner [3-1], exactly 50 deck cards with at
most 3 of a name [3-2]; plus turning two valid decks into an engine ``Setup``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from carddb.decklist import CardIndex, DeckError, DeckList, DeckListError, parse_deck_list
from engine.kernel.state import CardInstance
from engine.moncolle.abilities import DeckLimit, Period
from engine.moncolle.cards import CardDef, SummonerDef
from engine.moncolle.state import Setup

DECK_SIZE = 50  # [3-2]
MAX_COPIES = 3  # [3-2]
MAX_SUMMONERS = 1  # [3-1]


@dataclass(frozen=True)
class Deck:
    """A validated deck: its summoner (if any) and its 50 deck cards, as card ids."""

    summoner: str | None
    cards: tuple[str, ...]


def validate_mc20th(deck: DeckList, index: CardIndex) -> Deck:
    """Check [3-1][3-2]; DeckListError names the lines at fault."""
    errors: list[DeckError] = []
    summoners = [
        e for e in deck.lines if isinstance(index.by_id[e.card_id.casefold()], SummonerDef)
    ]
    body = [e for e in deck.lines if e not in summoners]
    summoner_count = sum(e.count for e in summoners)
    if summoner_count > MAX_SUMMONERS:
        lines = tuple(e.line for e in summoners)
        errors.append(DeckError(summoners[0].line, "summoners", {"lines": lines}))
    by_name: dict[str, list[int]] = {}
    copies: dict[str, int] = {}
    allowed: dict[str, int] = {}
    for entry in body:
        face = index.by_id[entry.card_id.casefold()]
        by_name.setdefault(face.name, []).append(entry.line)
        copies[face.name] = copies.get(face.name, 0) + entry.count
        allowed[face.name] = max(allowed.get(face.name, 0), deck_limit(face))
    for name, count in copies.items():
        if count > allowed[name]:
            key = "too_many_copies" if allowed[name] == MAX_COPIES else "too_many_copies_text"
            found = {"name": name, "count": count, "lines": tuple(by_name[name])}
            errors.append(DeckError(by_name[name][0], key, {**found, "allowed": allowed[name]}))
    total = sum(e.count for e in body)
    if total != DECK_SIZE:
        errors.append(DeckError(0, "deck_size", {"count": total, "size": DECK_SIZE}))
    if errors:
        raise DeckListError(errors)
    cards = tuple(e.card_id for e in body for _ in range(e.count))
    return Deck(summoners[0].card_id if summoners else None, cards)


def deck_limit(face: CardDef) -> int:
    """The copies a card's own Deck text allows [11-1-1]; card text wins over [3-2] [1-1]."""
    found = [
        step.copies
        for ability in face.abilities
        if ability.period is Period.DECK
        for step in ability.effect
        if isinstance(step, DeckLimit)
    ]
    return max(found, default=MAX_COPIES)


def load_deck(text: str, index: CardIndex) -> Deck:
    return validate_mc20th(parse_deck_list(text, index), index)


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    names: tuple[str, str] = ("P1", "P2"),
    ruleset: str = "mc20th",
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
        if deck.summoner is not None:
            summoners.append(len(cards))
            cards.append(CardInstance(deck.summoner, seat))
        else:
            summoners.append(-1)
        for card_id in {*deck.cards, *([deck.summoner] if deck.summoner else [])}:
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
