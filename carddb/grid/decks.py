"""The grid game's deck lists and match setup [G-3.1][G-3.2][G-R2]: exactly 40 cards counting
the bases, at most 4 copies of a name (bases included), at least one base card, and grid
cards only. Errors name their lines, in both languages (carddb/grid/messages.py).

``build_setup`` numbers the cards in deck-list order, the first player's then the second's:
the engine itself has each player choose a base and shuffles the other 39 [G-3.2][G-R3].
"""

from __future__ import annotations

from collections import Counter

from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList, DeckListError
from carddb.decks import Deck
from carddb.grid import messages as _messages  # noqa: F401  (the words of the errors below)
from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef
from engine.grid.state import COPIES, DECK_SIZE
from engine.kernel.state import CardInstance, MatchSetup


def grid_card(index: CardIndex, card_id: str) -> CardDef | None:
    """The grid card of an id, None when the index holds another game's card there."""
    card: object = index.by_id[card_id.casefold()]
    return card if isinstance(card, EntityDef | SpellDef | BaseDef) else None


def validate(deck: DeckList, index: CardIndex) -> Deck:
    """Check [G-3.1][G-3.2][G-R2]; DeckListError names the lines at fault."""
    ours: list[tuple[DeckLine, CardDef]] = []
    foreign: list[DeckLine] = []
    for entry in deck.lines:
        face = grid_card(index, entry.card_id)
        if face is None:
            foreign.append(entry)
        else:
            ours.append((entry, face))
    errors = _foreign_errors(foreign, index)
    if not any(isinstance(face, BaseDef) for _, face in ours):
        errors.append(DeckError(0, "grid_no_base"))
    errors += _copy_errors(ours)
    total = sum(e.count for e in deck.lines)
    if total != DECK_SIZE:
        errors.append(DeckError(0, "grid_deck_size", {"count": total, "size": DECK_SIZE}))
    if errors:
        raise DeckListError(sorted(errors, key=lambda e: e.line))
    return Deck(None, tuple(e.card_id for e in deck.lines for _ in range(e.count)))


def _foreign_errors(foreign: list[DeckLine], index: CardIndex) -> list[DeckError]:
    """Another game's cards, one error per card naming all its lines."""
    lines: dict[str, list[int]] = {}
    for entry in foreign:
        lines.setdefault(entry.card_id, []).append(entry.line)
    return [
        DeckError(
            at[0], "grid_not_grid", {"name": index.by_id[card_id.casefold()], "lines": tuple(at)}
        )
        for card_id, at in lines.items()
    ]


def _copy_errors(ours: list[tuple[DeckLine, CardDef]]) -> list[DeckError]:
    """At most 4 of a name across all lines, bases included [G-3.1][G-R2]."""
    lines: dict[str, list[int]] = {}
    copies: Counter[str] = Counter()
    named: dict[str, CardDef] = {}  # said by its name in the reader's language
    for entry, face in ours:
        named.setdefault(face.name, face)
        lines.setdefault(face.name, []).append(entry.line)
        copies[face.name] += entry.count
    return [
        DeckError(
            lines[name][0],
            "grid_copies",
            {"name": named[name], "count": n, "lines": tuple(lines[name]), "allowed": COPIES},
        )
        for name, n in copies.items()
        if n > COPIES
    ]


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
) -> MatchSetup[CardDef]:
    """The cards of both validated decks as instances, in deck-list order, P1's then P2's;
    ``decks`` holds each seat's instance ids in that order (the engine deals them)."""
    cards: list[CardInstance] = []
    dealt: list[tuple[int, ...]] = []
    catalog: dict[str, CardDef] = {}
    for seat, deck in enumerate(decks):
        start = len(cards)
        for card_id in deck.cards:
            face = grid_card(index, card_id)
            if face is None:
                raise ValueError(f"'{card_id}' is not a grid card")
            catalog[face.id] = face
            cards.append(CardInstance(face.id, seat))
        dealt.append(tuple(range(start, len(cards))))
    return MatchSetup[CardDef](
        ruleset=ruleset,
        seed=seed,
        catalog=dict(sorted(catalog.items())),
        cards=tuple(cards),
        decks=(dealt[0], dealt[1]),
        names=names,
    )
