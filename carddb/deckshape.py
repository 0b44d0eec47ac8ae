"""Deck lists of a fixed shape, checked alike for every game on the kernel that has one (grid
[G-3.1][G-R2], kokuryoku [KV-19]): exactly so many cards, at most so many copies of a card
name across all lines, and only the game's own cards. Each game gives its numbers, the
predicate that finds its cards and its message keys; the errors name their lines, in the
reader's language (the game's messages module holds their words).

``build_setup`` numbers the cards of two validated decks in deck-list order, the first
player's then the second's; the engine deals or shuffles them itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, cast

from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList, DeckListError
from carddb.decks import Deck
from engine.kernel.cards import CardFace
from engine.kernel.state import CardInstance, MatchSetup


class Named(Protocol):
    """What every game's card records print (CardFace itself names no field)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


C = TypeVar("C", bound=CardFace)


def _named(face: CardFace) -> Named:
    return cast(Named, face)


@dataclass(frozen=True)
class DeckShape(Generic[C]):
    """A game's deck rules: ``card_of`` gives the game's card of an id (None for another
    game's), ``extra`` any further check of the game's own cards; the keys name the
    messages of a foreign card, too many copies and a wrong size."""

    size: int
    copies: int
    card_of: Callable[[CardIndex, str], C | None]
    foreign_key: str
    copies_key: str
    size_key: str
    extra: Callable[[list[tuple[DeckLine, C]]], list[DeckError]] = lambda ours: []

    def validate(self, deck: DeckList, index: CardIndex) -> Deck:
        """The deck's cards as ids; DeckListError names the lines at fault."""
        ours: list[tuple[DeckLine, C]] = []
        foreign: list[DeckLine] = []
        for entry in deck.lines:
            face = self.card_of(index, entry.card_id)
            if face is None:
                foreign.append(entry)
            else:
                ours.append((entry, face))
        errors = self._foreign_errors(foreign, index)
        errors += self.extra(ours)
        errors += self._copy_errors(ours)
        total = sum(e.count for e in deck.lines)
        if total != self.size:
            errors.append(DeckError(0, self.size_key, {"count": total, "size": self.size}))
        if errors:
            raise DeckListError(sorted(errors, key=lambda e: e.line))
        return Deck(tuple(e.card_id for e in deck.lines for _ in range(e.count)))

    def _foreign_errors(self, foreign: list[DeckLine], index: CardIndex) -> list[DeckError]:
        """Another game's cards, one error per card naming all its lines."""
        lines: dict[str, list[int]] = {}
        for entry in foreign:
            lines.setdefault(entry.card_id, []).append(entry.line)
        return [
            DeckError(
                at[0],
                self.foreign_key,
                {"name": index.by_id[card_id.casefold()], "lines": tuple(at)},
            )
            for card_id, at in lines.items()
        ]

    def _copy_errors(self, ours: list[tuple[DeckLine, C]]) -> list[DeckError]:
        """At most ``copies`` of a name across all lines."""
        lines: dict[str, list[int]] = {}
        copies: Counter[str] = Counter()
        named: dict[str, C] = {}  # said by its name in the reader's language
        for entry, face in ours:
            name = _named(face).name
            named.setdefault(name, face)
            lines.setdefault(name, []).append(entry.line)
            copies[name] += entry.count
        return [
            DeckError(
                lines[name][0],
                self.copies_key,
                {
                    "name": named[name],
                    "count": n,
                    "lines": tuple(lines[name]),
                    "allowed": self.copies,
                },
            )
            for name, n in copies.items()
            if n > self.copies
        ]


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
    card_of: Callable[[CardIndex, str], C | None],
    game: str,
) -> MatchSetup[C]:
    """The cards of both validated decks as instances, in deck-list order, P1's then P2's;
    ``decks`` holds each seat's instance ids in that order; a card that is not ``game``'s
    (``card_of`` gives None) is a ValueError."""
    cards: list[CardInstance] = []
    dealt: list[tuple[int, ...]] = []
    catalog: dict[str, C] = {}
    for seat, deck in enumerate(decks):
        start = len(cards)
        for card_id in deck.cards:
            face = card_of(index, card_id)
            if face is None:
                raise ValueError(f"'{card_id}' is not a {game} card")
            face_id = _named(face).id
            catalog[face_id] = face
            cards.append(CardInstance(face_id, seat))
        dealt.append(tuple(range(start, len(cards))))
    return MatchSetup[C](
        ruleset=ruleset,
        seed=seed,
        catalog=dict(sorted(catalog.items())),
        cards=tuple(cards),
        decks=(dealt[0], dealt[1]),
        names=names,
    )
