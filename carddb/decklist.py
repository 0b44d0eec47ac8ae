"""Deck lists as text: one card per line with its count, every error naming its line.

Accepted line forms (after NFKC normalisation, so full-width digits, letters and spaces
work, and with invisible characters removed): ``3 カード名``, ``3カード名``, ``3 RK1-001``,
``カード名 x3``, ``カード名 ×3``, ``カード名 3枚``, ``3x カード名`` and a bare ``カード名`` for
one copy. ``#`` and ``//`` start comments. Names (a card's Japanese name or its English
``name_en``) match with spacing and case ignored; ids match case-insensitively. Counts are
ASCII digits.

A line is read with a constant number of passes over it (no backtracking pattern), and a
list is at most ``MAX_LIST_CHARS`` characters in ``MAX_LIST_LINES`` lines, so any input is
read in time proportional to its length. Errors carry a message key and parameters
(carddb/messages.py) so that they can be said in the reader's language.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from carddb.messages import render
from carddb.text import clean_text, normalise_name
from engine.kernel.digits import read_number

__all__ = ["normalise_name"]  # re-exported: the bot compares names the same way

MAX_LINE_COUNT: Final = 99  # copies written on one line
MAX_LIST_CHARS: Final = 20_000
MAX_LIST_LINES: Final = 200
MAX_LINE_CHARS: Final = 200  # after the comment is removed; a card name is at most 40
MAX_SUGGESTED: Final = 10  # unknown names given "did you mean": each costs a pass over the pool
_DIGITS: Final = "0123456789"
_MARKERS: Final = ("×", "*")  # between count and name; ``x`` and ``枚`` are read apart


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
    """One problem: its line (0 for the whole list), a message key and its parameters."""

    line: int
    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def message(self, lang: str = "en") -> str:
        problem = render(self.key, lang, self.params)
        if not self.line:
            return problem
        return render("at_line", lang, {"line": self.line, "problem": problem})

    def __str__(self) -> str:
        return self.message("en")


class DeckListError(ValueError):
    """A list or deck that cannot be used; ``errors`` lists every problem found."""

    def __init__(self, errors: list[DeckError]) -> None:
        self.errors = errors
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return "\n".join(e.message(lang) for e in self.errors)


class CardIndex:
    """Finds cards by id or name among the sets a deck may use; a card's English name
    (``name_en``) names it too, so a list may be written in either language. The cards are
    of one ruleset's kinds (its ``CardSchema``), each with an ``id`` and a ``name``."""

    def __init__(self, cards: Iterable[Any]) -> None:
        self.by_id: dict[str, Any] = {}
        self.by_name: dict[str, list[Any]] = {}
        self._written: dict[str, str] = {}  # a name's key -> the name as printed
        for card in cards:
            self.by_id[card.id.casefold()] = card
            for name in dict.fromkeys((card.name, getattr(card, "name_en", "") or card.name)):
                key = normalise_name(name)
                named = self.by_name.setdefault(key, [])
                if card not in named:
                    named.append(card)
                self._written.setdefault(key, name)
        self._name_keys = list(self.by_name)

    def find(self, text: str) -> Any:
        """The card a reference names; a list when a name is printed on several cards."""
        key = clean_text(text).strip()
        by_id = self.by_id.get(key.casefold())
        if by_id is not None:
            return by_id
        named = self.by_name.get(normalise_name(key), [])
        if len(named) == 1:
            return named[0]
        return named or None

    def suggestions(self, text: str) -> list[str]:
        keys = difflib.get_close_matches(normalise_name(text), self._name_keys, n=3)
        return [self._written[k] for k in keys]


def _strip_comment(text: str) -> str:
    for marker in ("#", "//"):
        at = text.find(marker)
        if at >= 0:
            text = text[:at]
    return text.strip()


def _is_x(text: str, at: int, beside: int) -> bool:
    """Whether the ``x`` at ``at`` means "copies": a letter x stands apart from the name by a
    space or a non-ASCII character beside it, so ``3 X-1`` and ``Box 3`` keep their x."""
    if text[at : at + 1] not in ("x", "X"):
        return False
    return not 0 <= beside < len(text) or text[beside].isspace() or not text[beside].isascii()


def _leading(body: str) -> tuple[str, str] | None:
    """``3 name``, ``3name``, ``3x name``, ``3 × name``, ``3枚 name``."""
    rest = body.lstrip(_DIGITS)
    digits = body[: len(body) - len(rest)]
    rest = rest.lstrip()
    if not digits or not rest:
        return None
    if rest.startswith((*_MARKERS, "枚")) or _is_x(rest, 0, 1):
        rest = rest[1:].lstrip()
    return (digits, rest) if rest else None


def _trailing(body: str) -> tuple[str, str] | None:
    """``name 3``, ``name x3``, ``name×3``, ``name 3枚``; digits glued to a name without a
    space or a mark (``RK1-001``) belong to the name."""
    text = body[:-1].rstrip() if body.endswith("枚") else body
    stem = text.rstrip(_DIGITS)
    digits = text[len(stem) :]
    name = stem.rstrip()
    if not digits or not name:
        return None
    if name.endswith(_MARKERS) or _is_x(name, len(name) - 1, len(name) - 2):
        name = name[:-1].rstrip()
    elif name == stem:
        return None
    return (digits, name) if name else None


def _split(body: str) -> tuple[str, str] | None:
    """(count digits, card reference) of a comment-free, stripped line; None when the line
    names no card."""
    if body.isascii() and body.isdigit():
        return None
    return _leading(body) or _trailing(body) or ("1", body)


def _count(digits: str) -> int | None:
    """The count, or None outside 1..MAX_LINE_COUNT."""
    return read_number(digits, MAX_LINE_COUNT) or None


def _resolve(
    index: CardIndex, ref: str, number: int, count: int, suggest: bool
) -> DeckLine | DeckError:
    found = index.find(ref)
    if isinstance(found, list):
        ids = ", ".join(c.id for c in found)
        return DeckError(number, "several_cards", {"ref": ref, "ids": ids})
    if found is None:
        hint = index.suggestions(ref) if suggest else []
        if hint:
            return DeckError(number, "unknown_card_hint", {"ref": ref, "hint": " / ".join(hint)})
        return DeckError(number, "unknown_card", {"ref": ref})
    return DeckLine(number, found.id, count)


def _read_line(index: CardIndex, body: str, number: int, suggest: bool) -> DeckLine | DeckError:
    if len(body) > MAX_LINE_CHARS:
        return DeckError(number, "line_too_long", {"limit": MAX_LINE_CHARS})
    split = _split(body)
    if split is None:
        return DeckError(number, "unreadable", {"text": body})
    count = _count(split[0])
    if count is None:
        return DeckError(number, "bad_count", {"limit": MAX_LINE_COUNT})
    return _resolve(index, split[1], number, count, suggest)


def _lines_within_limits(text: str) -> list[str]:
    if len(text) > MAX_LIST_CHARS:
        size = {"size": len(text), "limit": MAX_LIST_CHARS}
        raise DeckListError([DeckError(0, "list_too_long", size)])
    lines = text.splitlines()
    if len(lines) > MAX_LIST_LINES:
        many = {"count": len(lines), "limit": MAX_LIST_LINES}
        raise DeckListError([DeckError(0, "too_many_lines", many)])
    return lines


def parse_deck_list(text: str, index: CardIndex) -> DeckList:
    """Parse a whole list; DeckListError carries every bad line."""
    lines: list[DeckLine] = []
    errors: list[DeckError] = []
    for number, raw in enumerate(_lines_within_limits(text), start=1):
        body = _strip_comment(clean_text(raw))
        if not body:
            continue
        entry = _read_line(index, body, number, len(errors) < MAX_SUGGESTED)
        if isinstance(entry, DeckLine):
            lines.append(entry)
        else:
            errors.append(entry)
    if not lines and not errors:
        errors.append(DeckError(0, "empty"))
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
