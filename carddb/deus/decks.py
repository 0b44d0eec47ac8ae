"""モンコレDeus deck lists [D-DECK-0][D-DECK-3c..3e][R18]: exactly one summoner, of one of the
deck's two factions; exactly 15 cards of each of two factions (30), no more copies of a card
than its half-deck holds, no token. Errors name their lines, in both languages
(carddb/deus/messages.py).

In a match the draft decides the decks (engine/deus/); an imported list is what the bot
offers during the draft, so ``build_setup`` gives the draft's setup whatever the lists hold.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList, DeckListError
from carddb.decks import Deck
from carddb.deus import messages as _messages  # noqa: F401  (the words of the errors below)
from carddb.deus.pool import draft_setup
from carddb.moncolle.decks import FamilyDeck
from engine.deus.state import DECK_PER_FACTION, DeusSetup
from engine.kernel.words import joiner
from engine.moncolle.cards import CardDef, Printing, SummonerDef, UnitDef

FACTIONS_PER_DECK = 2  # [D-DECK-0]
HALF_DECK_COPIES = 1  # a set prints each card of a half-deck once: one copy per id [R18]


@dataclass(frozen=True)
class _Factions:
    """Factions said as one parameter, each by its name in the reader's language."""

    printings: tuple[Printing, ...]

    def name_in(self, lang: str) -> str:
        return joiner(lang).join(p.faction_in(lang) for p in self.printings)


def validate(deck: DeckList, index: CardIndex) -> Deck:
    """Check [D-DECK-0][D-DECK-3c..3e][R18]; DeckListError names the lines at fault.

    A card's faction is its ``printing.faction``, so a list reads against any pool of Deus
    cards (the draft's six half-decks, pool.py, are not needed)."""
    face = {e.line: index.by_id[e.card_id.casefold()] for e in deck.lines}
    summoners = [e for e in deck.lines if isinstance(face[e.line], SummonerDef)]
    tokens = [e for e in deck.lines if _is_token(face[e.line])]
    body = [e for e in deck.lines if e not in summoners and e not in tokens]
    errors = _summoner_errors(summoners)
    errors += [
        DeckError(e.line, "deus_no_tokens", {"name": face[e.line], "lines": (e.line,)})
        for e in tokens
    ]
    counts: Counter[str] = Counter()
    printed: dict[str, Printing] = {}  # each faction as its first card prints it
    for entry in body:
        printing = face[entry.line].printing
        counts[printing.faction] += entry.count
        printed.setdefault(printing.faction, printing)
    if len(counts) != FACTIONS_PER_DECK:
        params = {"count": len(counts), "names": _Factions(tuple(printed.values()))}
        errors.append(DeckError(0, "deus_factions", params))
    if len(counts) <= FACTIONS_PER_DECK:
        errors += [
            DeckError(
                0,
                "deus_faction_size",
                {"faction": _Factions((printed[f],)), "count": n, "size": DECK_PER_FACTION},
            )
            for f, n in counts.items()
            if n != DECK_PER_FACTION
        ]
    errors += _copy_errors(body, face)
    if len(summoners) == 1 and len(counts) == FACTIONS_PER_DECK:
        summoner = face[summoners[0].line]
        if summoner.printing.faction not in counts:
            params = {"name": summoner}
            errors.append(DeckError(summoners[0].line, "deus_summoner_faction", params))
    if errors:
        raise DeckListError(sorted(errors, key=lambda e: e.line))
    cards = tuple(e.card_id for e in body for _ in range(e.count))
    return FamilyDeck(cards, summoners[0].card_id)


def _is_token(face: CardDef) -> bool:
    return isinstance(face, UnitDef) and face.token


def _summoner_errors(summoners: list[DeckLine]) -> list[DeckError]:
    """Exactly one summoner card [D-DECK-0][D-DECK-3e]."""
    count = sum(e.count for e in summoners)
    if count == 1:
        return []
    line = summoners[0].line if summoners else 0
    return [DeckError(line, "deus_summoner_count", {"count": count})]


def _copy_errors(body: list[DeckLine], face: dict[int, CardDef]) -> list[DeckError]:
    """No more copies of a card than its half-deck holds [D-DECK-3c][R18]."""
    lines: dict[str, list[int]] = {}
    copies: Counter[str] = Counter()
    for entry in body:
        lines.setdefault(entry.card_id, []).append(entry.line)
        copies[entry.card_id] += entry.count
    errors = []
    for card_id, count in copies.items():
        if count > HALF_DECK_COPIES:
            first = lines[card_id][0]
            params = {"name": face[first], "count": count, "lines": tuple(lines[card_id])}
            allowed = {"allowed": HALF_DECK_COPIES}
            errors.append(DeckError(first, "deus_copies", {**params, **allowed}))
    return errors


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
) -> DeusSetup:
    """The setup of a Deus match: the draft's (``draft_setup``); the lists are not dealt."""
    return draft_setup(index, seed, names)
