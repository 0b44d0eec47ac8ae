"""Card-set files (TOML or JSON): reading them into engine card definitions, with errors
that name the file, the card and the field.

A set file has a ``[set]`` table (id, name, ruleset) and a ``[[card]]`` array; each card is
one engine definition (engine/cards.py) chosen by its ``kind``. docs/cardsets.md describes
every field, and the maxima of every number, text and list (carddb/bounds.py). Loading is
all-or-nothing: any error rejects the whole set, and all errors are reported together; no
input makes it raise anything but CardSetError.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import msgspec

from carddb.abilitycheck import ability_problems
from carddb.bounds import (
    ID_PATTERN,
    MAX_CARDS_PER_SET,
    MAX_ID_CHARS,
    MAX_SET_NAME_CHARS,
    bound_problems,
    raw_problems,
)
from carddb.text import normalise_name
from engine.cards import Attribute, CardDef, ItemDef, SpellDef, Statics, TerrainDef, UnitDef

_CARD_TYPE: Any = CardDef
_SPELL_SLOTS = frozenset({a.value for a in Attribute} | {"S"})


@dataclass(frozen=True)
class CardError:
    """One problem: where (file, card, field) and what."""

    source: str
    card: str
    field: str
    problem: str

    def __str__(self) -> str:
        where = self.source
        if self.card:
            where += f": card {self.card}"
        if self.field:
            where += f": field '{self.field}'"
        return f"{where}: {self.problem}"


class CardSetError(ValueError):
    """A set that cannot be loaded; ``errors`` lists every problem found."""

    def __init__(self, errors: list[CardError]) -> None:
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


@dataclass(frozen=True)
class CardSet:
    id: str
    name: str
    ruleset: str
    cards: tuple[CardDef, ...]
    source: str


def _parse_document(text: str, source: str, fmt: str) -> dict[str, Any]:
    try:
        data = tomllib.loads(text) if fmt == "toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        problem = f"not valid {fmt.upper()}: {exc}"
    except RecursionError:
        problem = "tables or arrays are nested too deeply to read"
    except ValueError:  # the only other one: int() refuses more than 4300 digits
        problem = "a number has thousands of digits; numbers on cards have one or two"
    else:
        if isinstance(data, dict):
            return data
        problem = "the file must hold a table"
    raise CardSetError([CardError(source, "", "", problem)])


def _header(data: dict[str, Any], source: str, errors: list[CardError]) -> tuple[str, str, str]:
    head = data.get("set")
    if not isinstance(head, dict):
        errors.append(CardError(source, "", "set", "missing [set] table (id, name, ruleset)"))
        return "", "", ""
    values = []
    for key, most in (("id", MAX_ID_CHARS), ("name", MAX_SET_NAME_CHARS), ("ruleset", 20)):
        value = head.get(key)
        if not isinstance(value, str) or not value.strip():
            errors.append(CardError(source, "", f"set.{key}", "must be a non-empty string"))
            value = ""
        elif len(value.strip()) > most:
            errors.append(CardError(source, "", f"set.{key}", f"is longer than {most} characters"))
        values.append(value.strip())
    return values[0], values[1], values[2]


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


_ENUM_HINTS = {
    "attribute": "火, 風, 水, 聖, 土, 魔",
    "move": "歩行, 飛行, 長距離飛行",
    "item_slots": "I, II, III",
    "slot": "I, II, III",
    "item_class": "装備品, 消耗品, 錬金弾",
    "rarity": "▲, ◆, ★, ♣",
}


# msgspec's message, then where: the path holds only field names of ours and indices, while
# the message may quote a key of the file, which can hold any character (even " - at `$")
_AT_PATH: Final = re.compile(r"(?s)(?P<problem>.*) - at `\$(?P<path>[A-Za-z0-9_.\[\]]*)`")


def _field_of(message: str) -> tuple[str, str]:
    """Turn msgspec's "Expected ... - at `$.x.y`" into (field path, problem)."""
    at = _AT_PATH.fullmatch(message)
    problem, field = (at["problem"], at["path"].lstrip(".")) if at else (message, "")
    for prefix, text in (
        ("Object missing required field `", "is required"),
        ("Object contains unknown field `", "is not a field of this card kind"),
    ):
        if problem.startswith(prefix) and problem.endswith("`"):
            name = problem[len(prefix) : -1]  # the whole key, backticks and all
            return (f"{field}.{name}" if field else name), text
    if problem.startswith("Invalid enum value"):
        key = field.split(".")[-1].split("[")[0]
        hint = _ENUM_HINTS.get(key)
        if hint:
            problem = f"{problem.removeprefix('Invalid enum value ')} is not one of {hint}"
    return field, problem


def _decode_card(raw: object, label: str, source: str) -> CardDef | CardError:
    if not isinstance(raw, dict):
        return CardError(source, label, "", "each [[card]] must be a table")
    if raw.get("kind") not in ("summoner", "unit", "spell", "item", "terrain"):
        return CardError(
            source, label, "kind", "must be one of summoner, unit, spell, item, terrain"
        )
    too_big = raw_problems(raw)
    if too_big:
        return CardError(source, label, *too_big[0])
    try:
        card: CardDef = msgspec.convert(raw, _CARD_TYPE, strict=True)
    except msgspec.ValidationError as exc:
        field, problem = _field_of(str(exc))
        return CardError(source, label, field, problem)
    return card


def _semantic_errors(card: CardDef, label: str, source: str) -> list[CardError]:
    """Rules a well-formed card must also keep [4-1]..[4-5]."""
    found: list[tuple[str, str]] = []
    if not card.id.strip():
        found.append(("id", "must not be empty"))
    elif len(card.id) <= MAX_ID_CHARS and not ID_PATTERN.fullmatch(card.id):
        found.append(("id", "is letters, digits, '-', '_' and '.' only (like RK1-001)"))
    if not normalise_name(card.name):
        found.append(("name", "must not be empty"))
    if isinstance(card, UnitDef):
        if card.level < 0:
            found.append(("level", "must be 0 or more"))
        if card.defence < 1:
            found.append(("defence", "a printed defence is at least 1"))
        if card.hero_points < 0:
            found.append(("hero_points", "must be 0 or more"))
        found += [(f"statics.{f}", p) for f, p in _statics_problems(card.statics)]
    elif isinstance(card, ItemDef):
        found += _item_problems(card)
    elif isinstance(card, TerrainDef) and card.limit < 1:
        found.append(("limit", "must be 1 or more"))
    elif isinstance(card, SpellDef) and not card.type.strip():
        found.append(("type", "must not be empty"))
    found += ability_problems(card)
    found += [b for b in bound_problems(card) if not _covered(b[0], found)]
    return [CardError(source, label, f, p) for f, p in found]


def _covered(field: str, found: list[tuple[str, str]]) -> bool:
    """Whether a rule check already spoke about this field (or a field holding it): one
    message per field is enough."""
    return any(field == f or field.startswith((f + ".", f + "[")) for f, _ in found)


def _statics_problems(statics: Statics) -> list[tuple[str, str]]:
    found = []
    for slot in statics.spell_slots:
        if slot not in _SPELL_SLOTS:
            found.append(("spell_slots", f"'{slot}' is not an attribute (火風水聖土魔) or S"))
    for name, mods in (("resist", statics.resist), ("weak", statics.weak)):
        for mod in mods:
            if not mod.attribute.strip() or mod.amount < 1:
                found.append((name, "needs a damage attribute and an amount of 1 or more"))
    return found


def _item_problems(card: ItemDef) -> list[tuple[str, str]]:
    found = [(f"statics.{f}", p) for f, p in _statics_problems(card.statics)]
    if card.is_equipment:
        if card.slot.value != "I":
            found.append(("slot", "equipment is equipped in an I slot [12-4-1]"))
        if card.statics.item_slots:
            found.append(("statics.item_slots", "equipment cannot grant item slots"))
    elif card.attack_bonus or card.defence_bonus or card.statics != Statics():
        found.append(("item_class", "only equipment has bonuses or granted statics [4-4]"))
    return found


def load_text(text: str, source: str, fmt: str = "toml") -> CardSet:
    """Load one set from its text; CardSetError lists every problem."""
    data = _parse_document(text, source, fmt)
    errors: list[CardError] = []
    set_id, name, ruleset = _header(data, source, errors)
    raw_cards = data.get("card", [])
    if not isinstance(raw_cards, list) or not raw_cards:
        errors.append(CardError(source, "", "card", "the set has no [[card]] entries"))
        raw_cards = []
    elif len(raw_cards) > MAX_CARDS_PER_SET:
        problem = f"the set has {len(raw_cards)} cards; a set holds at most {MAX_CARDS_PER_SET}"
        errors.append(CardError(source, "", "card", problem))
        raw_cards = []
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for index, raw in enumerate(raw_cards):
        label = _card_label(raw, index)
        decoded = _decode_card(raw, label, source)
        if isinstance(decoded, CardError):
            errors.append(decoded)
            continue
        errors += _semantic_errors(decoded, label, source)
        key = decoded.id.casefold()  # deck lists find ids case-insensitively
        if key in seen:
            errors.append(CardError(source, label, "id", f"repeats the id of {seen[key]}"))
        seen[key] = label
        cards.append(decoded)
    if errors:
        raise CardSetError(errors)
    return CardSet(set_id, name, ruleset, tuple(cards), source)


def load_file(path: Path) -> CardSet:
    fmt = "json" if path.suffix.lower() == ".json" else "toml"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardSetError([CardError(str(path), "", "", f"cannot read: {exc}")]) from None
    return load_text(text, path.name, fmt)
