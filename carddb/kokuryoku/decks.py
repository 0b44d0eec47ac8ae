"""The national-power game's deck lists, match setup and card pool [KV-19][K-3.1][K-3.2]:
exactly 45 cards, at most 3 copies of a card name, kokuryoku cards only. Errors name their
lines, in both languages (carddb/kokuryoku/messages.py).

``build_setup`` numbers the cards in deck-list order, the first player's then the second's:
the engine shuffles each deck itself, by its owner and lightly by the opponent [K-3.1][K-3.2].
``pool_problem`` finds a pool whose units name a class change [KV-15] or a child [KV-16]
that is not a unit card of the pool (the engine matches the id as written).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from carddb.decklist import CardIndex, DeckError, DeckLine, DeckList, DeckListError
from carddb.decks import Deck
from carddb.kokuryoku import messages as _messages  # noqa: F401  (the words of the errors)
from engine.kernel.state import CardInstance, MatchSetup
from engine.kokuryoku.cards import (
    CardDef,
    ItemDef,
    LandDef,
    MagicDef,
    SurpriseDef,
    UnitDef,
    WeaponDef,
)
from engine.kokuryoku.state import COPIES, DECK_SIZE

_KINDS = (UnitDef, LandDef, WeaponDef, MagicDef, ItemDef, SurpriseDef)


def koku_card(index: CardIndex, card_id: str) -> CardDef | None:
    """The kokuryoku card of an id, None when the index holds another game's card there."""
    card: object = index.by_id[card_id.casefold()]
    return card if isinstance(card, _KINDS) else None


def validate(deck: DeckList, index: CardIndex) -> Deck:
    """Check [KV-19]; DeckListError names the lines at fault."""
    ours: list[tuple[DeckLine, CardDef]] = []
    foreign: list[DeckLine] = []
    for entry in deck.lines:
        face = koku_card(index, entry.card_id)
        if face is None:
            foreign.append(entry)
        else:
            ours.append((entry, face))
    errors = _foreign_errors(foreign, index)
    errors += _copy_errors(ours)
    total = sum(e.count for e in deck.lines)
    if total != DECK_SIZE:
        errors.append(DeckError(0, "koku_deck_size", {"count": total, "size": DECK_SIZE}))
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
            at[0], "koku_not_koku", {"name": index.by_id[card_id.casefold()], "lines": tuple(at)}
        )
        for card_id, at in lines.items()
    ]


def _copy_errors(ours: list[tuple[DeckLine, CardDef]]) -> list[DeckError]:
    """At most 3 of a name across all lines [KV-19]; 一般兵 too (K-5.6b is about the field)."""
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
            "koku_copies",
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
    ``decks`` holds each seat's instance ids in that order (the engine shuffles them)."""
    cards: list[CardInstance] = []
    dealt: list[tuple[int, ...]] = []
    catalog: dict[str, CardDef] = {}
    for seat, deck in enumerate(decks):
        start = len(cards)
        for card_id in deck.cards:
            face = koku_card(index, card_id)
            if face is None:
                raise ValueError(f"'{card_id}' is not a kokuryoku card")
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


def pool_problem(cards: Sequence[object]) -> str | None:
    """The first unit of the pool whose ``class_change`` or ``child`` is not the id of a unit
    card of the pool [KV-15][KV-16], said in Japanese and English (the caller quotes it in
    both languages), or None."""
    units = {card.id: card for card in cards if isinstance(card, UnitDef)}
    for card in units.values():
        for field, rule in (("class_change", "KV-15"), ("child", "KV-16")):
            target = getattr(card, field)
            if target and target not in units:
                return (
                    f"{card.id} の {field}「{target}」はプールのユニットカードのIDではありません"
                    f" / {card.id}'s {field} '{target}' is not the id of a unit card of the "
                    f"pool [{rule}]"
                )
    return None
