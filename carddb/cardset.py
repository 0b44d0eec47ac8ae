"""Card-set files (TOML or JSON): reading them into engine card definitions, with errors
that name the file, the card and the field.

A set file has a ``[set]`` table (id, name, ruleset, optional name_en) and a ``[[card]]``
array; each card is one definition of the set's ruleset, chosen by its ``kind`` and checked
by that ruleset's card schema (carddb/schema.py; the Monster Collection family's:
carddb/moncolle/schema.py), its English fields by carddb/english.py.
docs/cardsets.md describes every field, and the maxima of every number, text and list
(carddb/bounds.py, and each schema's ``bounds``). Loading is all-or-nothing: any error
rejects the whole set, and all errors are reported together (the cards are read once the
set's ruleset is known: without it their kinds mean nothing); no input makes it raise
anything but CardSetError.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import msgspec

from carddb import rulesets
from carddb.bounds import (
    ID_PATTERN,
    MAX_CARDS_PER_SET,
    MAX_ID_CHARS,
    MAX_SET_NAME_CHARS,
    raw_problems,
)
from carddb.english import english_problems
from carddb.messages import Message, render, said
from carddb.schema import CardSchema, Problem
from carddb.text import has_japanese, normalise_name


@dataclass(frozen=True)
class CardError:
    """One problem: where (file, card, field) and what, said in either language."""

    source: str
    card: str
    field: str
    problem: Message

    def message(self, lang: str = "en") -> str:
        where = "in_card" if self.card else "in_file"
        if self.field:
            where = "in_card_field" if self.card else "in_field"
        params = {"source": self.source, "card": self.card, "field": self.field}
        return render(where, lang, {**params, "problem": self.problem})

    def __str__(self) -> str:
        return self.message("en")


class CardSetError(ValueError):
    """A set that cannot be loaded; ``errors`` lists every problem found. ``str()`` is
    English, ``message("ja")`` Japanese."""

    def __init__(self, errors: list[CardError]) -> None:
        self.errors = errors
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        return "\n".join(e.message(lang) for e in self.errors)


@dataclass(frozen=True)
class CardSet:
    id: str
    name: str
    ruleset: str
    cards: tuple[Any, ...]  # of the ruleset's card kinds (its CardSchema)
    source: str
    name_en: str = ""  # the set's optional English name

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" and self.name_en else self.name


def _parse_document(text: str, source: str, fmt: str) -> dict[str, Any]:
    try:
        data = tomllib.loads(text) if fmt == "toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        problem = said("not_valid", format=fmt.upper(), detail=str(exc))
    except RecursionError:
        problem = said("nested_too_deeply")
    except ValueError:  # the only other one: int() refuses more than 4300 digits
        problem = said("huge_digits")
    else:
        if isinstance(data, dict):
            return data
        problem = said("not_a_table")
    raise CardSetError([CardError(source, "", "", problem)])


def _header(data: dict[str, Any], source: str, errors: list[CardError]) -> tuple[str, str, str]:
    head = data.get("set")
    if not isinstance(head, dict):
        errors.append(CardError(source, "", "set", said("no_set_table")))
        return "", "", ""
    values = []
    for key, most in (("id", MAX_ID_CHARS), ("name", MAX_SET_NAME_CHARS), ("ruleset", 20)):
        value = head.get(key)
        if not isinstance(value, str) or not value.strip():
            errors.append(CardError(source, "", f"set.{key}", said("not_a_text")))
            value = ""
        elif len(value.strip()) > most:
            errors.append(CardError(source, "", f"set.{key}", said("too_long", limit=most)))
        values.append(value.strip())
    return values[0], values[1], values[2]


def _english_name(data: dict[str, Any], source: str, errors: list[CardError]) -> str:
    """The optional ``set.name_en``: English, like a card's ``*_en`` fields."""
    head = data.get("set")
    value = head.get("name_en", "") if isinstance(head, dict) else ""
    if not isinstance(value, str):
        problem = said("not_a_text")
    elif len(value.strip()) > MAX_SET_NAME_CHARS:
        problem = said("too_long", limit=MAX_SET_NAME_CHARS)
    elif value and not value.strip():
        problem = said("blank_english")
    elif has_japanese(value):
        problem = said("japanese_in_english")
    else:
        return value.strip()
    errors.append(CardError(source, "", "set.name_en", problem))
    return ""


def _schema(ruleset: str, source: str, errors: list[CardError]) -> CardSchema | None:
    """The card schema of the set's ruleset; an error at ``set.ruleset`` if it has none."""
    if not ruleset:
        return None
    try:
        return rulesets.get(ruleset).cards
    except KeyError:
        known = ", ".join(rulesets.ids())
        errors.append(
            CardError(
                source, "", "set.ruleset", said("unknown_ruleset", ruleset=ruleset, known=known)
            )
        )
        return None


def _card_label(raw: object, index: int) -> str:
    if isinstance(raw, dict):
        ident, name = raw.get("id"), raw.get("name")
        if isinstance(ident, str) and isinstance(name, str):
            return f"{_short(ident)} ({_short(name)})"
        if isinstance(ident, str):
            return _short(ident)
    return f"#{index + 1}"


def _short(text: str, most: int = 40) -> str:
    """A label fit for an error line, however long the field it quotes."""
    return text if len(text) <= most else text[: most - 1] + "…"


# msgspec's message, then where: the path holds only field names of ours and indices, while
# the message may quote a key of the file, which can hold any character (even " - at `$")
_AT_PATH: Final = re.compile(r"(?s)(?P<problem>.*) - at `\$(?P<path>[A-Za-z0-9_.\[\]]*)`")
_WRONG_TYPE: Final = re.compile(r"Expected `(?P<expected>[^`]*)`, got `(?P<got>[^`]*)`")


def _field_of(message: str, hints: Mapping[str, str]) -> tuple[str, Message]:
    """Turn msgspec's "Expected ... - at `$.x.y`" into (field path, problem); ``hints``: the
    schema's words for an enum field, by name."""
    at = _AT_PATH.fullmatch(message)
    problem, field = (at["problem"], at["path"].lstrip(".")) if at else (message, "")
    for prefix, key in (
        ("Object missing required field `", "required"),
        ("Object contains unknown field `", "unknown_field"),
    ):
        if problem.startswith(prefix) and problem.endswith("`"):
            name = problem[len(prefix) : -1]  # the whole key, backticks and all
            return (f"{field}.{name}" if field else name), said(key)
    return field, _decode_problem(problem, field, hints)


def _decode_problem(problem: str, field: str, hints: Mapping[str, str]) -> Message:
    """msgspec's sentence as a message; one it words otherwise is kept as it is."""
    wrong = _WRONG_TYPE.fullmatch(problem)
    if wrong:
        return said("wrong_type", expected=wrong["expected"], got=wrong["got"])
    for prefix, key in (("Invalid enum value '", "bad_enum"), ("Invalid value '", "bad_value")):
        if problem.startswith(prefix) and problem.endswith("'"):
            value = problem[len(prefix) : -1]
            hint = hints.get(field.split(".")[-1].split("[")[0])
            if hint and key == "bad_enum":
                return said("not_one_of", value=value, hint=hint)
            return said(key, value=value)
    return said("unreadable_value", detail=problem)


def _decode_card(schema: CardSchema, raw: object, label: str, source: str) -> Any:
    """The card ``raw`` describes, of the schema's kinds; a CardError if it is not one."""
    if not isinstance(raw, dict):
        return CardError(source, label, "", said("card_not_table"))
    if raw.get("kind") not in schema.kinds:
        return CardError(source, label, "kind", said("bad_kind", kinds=", ".join(schema.kinds)))
    too_big = raw_problems(raw)
    if too_big:
        return CardError(source, label, *too_big[0])
    try:
        card = msgspec.convert(raw, schema.card_type, strict=True)
    except msgspec.ValidationError as exc:
        field, problem = _field_of(str(exc), schema.enum_hints)
        return CardError(source, label, field, problem)
    return card


def _semantic_errors(schema: CardSchema, card: Any, label: str, source: str) -> list[CardError]:
    """Rules every card keeps (a usable id and name), then its ruleset's own."""
    found: list[Problem] = []
    if not card.id.strip():
        found.append(("id", said("not_empty")))
    elif len(card.id) <= MAX_ID_CHARS and not ID_PATTERN.fullmatch(card.id):
        found.append(("id", said("bad_id")))
    if not normalise_name(card.name):
        found.append(("name", said("not_empty")))
    found += schema.problems(card)
    found += english_problems(card)
    found += [b for b in schema.bounds(card) if not _covered(b[0], found)]
    return [CardError(source, label, f, p) for f, p in found]


def _covered(field: str, found: list[Problem]) -> bool:
    """Whether a rule check already spoke about this field (or a field holding it): one
    message per field is enough."""
    return any(field == f or field.startswith((f + ".", f + "[")) for f, _ in found)


def load_text(text: str, source: str, fmt: str = "toml") -> CardSet:
    """Load one set from its text; CardSetError lists every problem."""
    data = _parse_document(text, source, fmt)
    errors: list[CardError] = []
    set_id, name, ruleset = _header(data, source, errors)
    name_en = _english_name(data, source, errors)
    schema = _schema(ruleset, source, errors)
    raw_cards = data.get("card", [])
    if not isinstance(raw_cards, list) or not raw_cards:
        errors.append(CardError(source, "", "card", said("no_cards")))
        raw_cards = []
    elif len(raw_cards) > MAX_CARDS_PER_SET:
        problem = said("too_many_cards", count=len(raw_cards), limit=MAX_CARDS_PER_SET)
        errors.append(CardError(source, "", "card", problem))
        raw_cards = []
    cards: list[Any] = []
    seen: dict[str, str] = {}
    for index, raw in enumerate(raw_cards):
        label = _card_label(raw, index)
        if schema is None:
            break
        decoded = _decode_card(schema, raw, label, source)
        if isinstance(decoded, CardError):
            errors.append(decoded)
            continue
        errors += _semantic_errors(schema, decoded, label, source)
        key = decoded.id.casefold()  # deck lists find ids case-insensitively
        if key in seen:
            errors.append(CardError(source, label, "id", said("repeated_id", other=seen[key])))
        seen[key] = label
        cards.append(decoded)
    if errors:
        raise CardSetError(errors)
    return CardSet(set_id, name, ruleset, tuple(cards), source, name_en)


def load_file(path: Path) -> CardSet:
    fmt = "json" if path.suffix.lower() == ".json" else "toml"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problem = said("unreadable_file", detail=str(exc))
        raise CardSetError([CardError(str(path), "", "", problem)]) from None
    return load_text(text, path.name, fmt)
