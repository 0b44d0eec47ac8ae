"""Deck construction for mc20th [3]: 0-1 summoner [3-1], exactly 50 deck cards with at
most 3 of a name [3-2], a card's own Deck text allowing more [11-1-1].
"""

from __future__ import annotations

from carddb.decklist import CardIndex, DeckError, DeckList, DeckListError
from carddb.decks import Deck
from carddb.moncolle.decks import FamilyDeck
from engine.moncolle.abilities import DeckLimit, Period
from engine.moncolle.cards import CardDef, SummonerDef

DECK_SIZE = 50  # [3-2]
MAX_COPIES = 3  # [3-2]
MAX_SUMMONERS = 1  # [3-1]


def validate(deck: DeckList, index: CardIndex) -> Deck:
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
    faces: dict[str, CardDef] = {}  # said by its name in the reader's language
    for entry in body:
        face = index.by_id[entry.card_id.casefold()]
        faces.setdefault(face.name, face)
        by_name.setdefault(face.name, []).append(entry.line)
        copies[face.name] = copies.get(face.name, 0) + entry.count
        allowed[face.name] = max(allowed.get(face.name, 0), deck_limit(face))
    for name, count in copies.items():
        if count > allowed[name]:
            key = "too_many_copies" if allowed[name] == MAX_COPIES else "too_many_copies_text"
            found = {"name": faces[name], "count": count, "lines": tuple(by_name[name])}
            errors.append(DeckError(by_name[name][0], key, {**found, "allowed": allowed[name]}))
    total = sum(e.count for e in body)
    if total != DECK_SIZE:
        errors.append(DeckError(0, "deck_size", {"count": total, "size": DECK_SIZE}))
    if errors:
        raise DeckListError(errors)
    cards = tuple(e.card_id for e in body for _ in range(e.count))
    return FamilyDeck(cards, summoners[0].card_id if summoners else None)


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
