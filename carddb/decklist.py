"""Deck lists as text: one card per line with its count, every error naming its line.

Accepted line forms (after NFKC normalisation, so full-width digits, letters and spaces
work): ``3 カード名``, ``3カード名``, ``3 RK1-001``, ``カード名 x3``, ``カード名 ×3``,
``カード名 3枚``, ``3x カード名`` and a bare ``カード名`` for one copy. ``#`` and ``//``
start comments. Names match with spacing ignored; ids match case-insensitively.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from engine.cards import CardDef

_LEADING = re.compile(r"^(\d+)\s*(?:[x×*]|枚)?\s*(\D.*)$", re.IGNORECASE)
_TRAILING = re.compile(r"^(.+?)(?:\s*[x×*]\s*|\s+)(\d+)\s*枚?$", re.IGNORECASE)
_MAX_LINE_COUNT = 99


@dataclass(frozen=True)
class DeckLine:
    """One resolved line: which card, how many, and where it was written."""

    line: int
    card_id: str
    count: int


@dataclass(frozen=True)
class DeckList:
    lines: tuple[DeckLine, ...]

    def counts(self) -> dict[str, int]:
        totals: dict[str, int] = {}
        for entry in self.lines:
            totals[entry.card_id] = totals.get(entry.card_id, 0) + entry.count
        return totals


@dataclass(frozen=True)
class DeckError:
    line: int
    problem: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.problem}" if self.line else self.problem


class DeckListError(ValueError):
    def __init__(self, errors: list[DeckError]) -> None:
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


def normalise_name(text: str) -> str:
    """The form names are compared in: NFKC, no spaces, case-folded."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold()


class CardIndex:
    """Finds cards by id or name among the sets a deck may use."""

    def __init__(self, cards: Iterable[CardDef]) -> None:
        self.by_id: dict[str, CardDef] = {}
        self.by_name: dict[str, list[CardDef]] = {}
        for card in cards:
            self.by_id[card.id.casefold()] = card
            self.by_name.setdefault(normalise_name(card.name), []).append(card)

    def find(self, text: str) -> CardDef | list[CardDef] | None:
        """The card a reference names; a list when a name is printed on several cards."""
        key = unicodedata.normalize("NFKC", text).strip()
        by_id = self.by_id.get(key.casefold())
        if by_id is not None:
            return by_id
        named = self.by_name.get(normalise_name(key), [])
        if len(named) == 1:
            return named[0]
        return named or None

    def suggestions(self, text: str) -> list[str]:
        names = {cards[0].name: key for key, cards in self.by_name.items()}
        keys = difflib.get_close_matches(normalise_name(text), list(names.values()), n=3)
        return [self.by_name[k][0].name for k in keys]


def _strip_comment(text: str) -> str:
    for marker in ("#", "//"):
        at = text.find(marker)
        if at >= 0:
            text = text[:at]
    return text.strip()


def _split(text: str) -> tuple[int, str] | None:
    for pattern, count_group in ((_LEADING, 1), (_TRAILING, 2)):
        match = pattern.match(text)
        if match:
            name_group = 2 if count_group == 1 else 1
            return int(match.group(count_group)), match.group(name_group).strip()
    if text.isdigit():
        return None
    return 1, text


def _resolve(index: CardIndex, ref: str, number: int) -> DeckLine | DeckError:
    found = index.find(ref)
    if isinstance(found, list):
        ids = ", ".join(c.id for c in found)
        return DeckError(number, f"'{ref}' is the name of several cards ({ids}): write the id")
    if found is None:
        hint = index.suggestions(ref)
        more = f" (did you mean {' / '.join(hint)}?)" if hint else ""
        return DeckError(number, f"'{ref}' is not a known card{more}")
    return DeckLine(number, found.id, 0)


def parse_deck_list(text: str, index: CardIndex) -> DeckList:
    """Parse a whole list; DeckListError carries every bad line."""
    lines: list[DeckLine] = []
    errors: list[DeckError] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        body = _strip_comment(unicodedata.normalize("NFKC", raw))
        if not body:
            continue
        split = _split(body)
        if split is None:
            errors.append(DeckError(number, f"cannot read '{raw.strip()}': write '3 カード名'"))
            continue
        count, ref = split
        if not 1 <= count <= _MAX_LINE_COUNT:
            errors.append(DeckError(number, f"the count must be 1 to {_MAX_LINE_COUNT}"))
            continue
        resolved = _resolve(index, ref, number)
        if isinstance(resolved, DeckError):
            errors.append(resolved)
        else:
            lines.append(DeckLine(number, resolved.card_id, count))
    if not lines and not errors:
        errors.append(DeckError(0, "the deck list is empty"))
    if errors:
        raise DeckListError(errors)
    return DeckList(tuple(lines))


def format_deck_list(deck: DeckList, index: CardIndex) -> str:
    """The list back as text, one ``<count> <name>`` line per card, in its order."""
    out = []
    for card_id, count in deck.counts().items():
        card = index.by_id[card_id.casefold()]
        ambiguous = len(index.by_name[normalise_name(card.name)]) > 1
        out.append(f"{count} {card.id if ambiguous else card.name}")
    return "\n".join(out) + "\n"
