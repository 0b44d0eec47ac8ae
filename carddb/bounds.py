"""The largest card data a set may hold (docs/cardsets.md "Limits"): every number, text,
list and nesting depth of a card has a documented maximum, checked when the set is loaded.

A card that passes can therefore never make a match loop, a picture overflow or a message
grow without bound. Numbers are checked in two places: ``raw_problems`` before the card is
decoded (a table nested without end, an integer of thousands of digits), ``bound_problems``
on the decoded card (each field against its range, by the field's name). The dice of an
amount are bounded in the engine itself (``engine.moncolle.abilities.MAX_DICE``).
"""

from __future__ import annotations

import enum
import re
from typing import Final, TypeVar

import msgspec

from carddb.messages import said
from carddb.schema import Problem
from engine.moncolle.abilities import (
    Ability,
    Cost,
    DeckLimit,
    DiceBonus,
    DiscardStep,
    Draw,
    Selector,
)
from engine.moncolle.abilities import StepBase as Step
from engine.moncolle.cards import CardDef, Printing, TerrainDef, UnitDef
from engine.moncolle.traits import DamageModifier, Statics

MAX_CARDS_PER_SET: Final = 300
MAX_DEPTH: Final = 24  # tables and arrays inside one card
MAX_THEN_DEPTH: Final = 4  # "then" inside "then"
MAX_ID_CHARS: Final = 32  # a card's id and a set's id
MAX_SET_NAME_CHARS: Final = 80
ID_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_RAW_INT_BITS: Final = 63  # beyond any range below; decoding larger ones fails in msgspec

# (owner, field) -> (least, most); ``object`` stands for any owner. Unlisted numbers: ±99.
RANGES: Final[dict[tuple[type, str], tuple[int, int]]] = {
    (UnitDef, "level"): (0, 20),
    (UnitDef, "defence"): (1, 99),
    (UnitDef, "hero_points"): (0, 50),  # paid from a 50-card deck
    (TerrainDef, "limit"): (1, 20),
    (Statics, "initiative"): (-20, 20),
    (Statics, "charge"): (-20, 20),
    (Statics, "defender"): (-20, 20),
    (DamageModifier, "amount"): (1, 99),
    (Cost, "discard"): (0, 10),
    (Cost, "deck"): (0, 10),
    (Selector, "count"): (1, 10),
    (Selector, "min_level"): (0, 99),
    (Selector, "max_level"): (0, 99),
    (Draw, "count"): (1, 20),
    (DiscardStep, "count"): (1, 20),
    (DiceBonus, "amount"): (-20, 20),
    (DeckLimit, "copies"): (1, 50),
    (object, ""): (-99, 99),
}
# (owner, field) -> most characters. Unlisted texts: 40. English takes more letters than
# Japanese for the same words: each ``*_en`` text has room for about half again as much.
TEXT_LENGTHS: Final[dict[tuple[type, str], int]] = {
    (object, "id"): MAX_ID_CHARS,
    (object, "name"): 40,
    (object, "name_en"): 60,
    (Ability, "text"): 500,
    (Ability, "text_en"): 800,
    (Printing, "flavor"): 500,
    (Printing, "flavor_en"): 800,
    (object, ""): 40,
    (object, "_en"): 60,
}
# (owner, field) -> most entries. Unlisted lists: 10.
LIST_LENGTHS: Final[dict[tuple[type, str], int]] = {
    (object, "abilities"): 8,
    (Ability, "effect"): 10,
    (Step, "then"): 10,
    (object, ""): 10,
}


T = TypeVar("T")


def _limit(table: dict[tuple[type, str], T], owner: type, name: str) -> T:
    for kind in owner.__mro__:
        if (kind, name) in table:
            return table[(kind, name)]
    other = (object, "_en") if name.endswith("_en") and (object, "_en") in table else (object, "")
    return table.get((object, name), table[other])


def raw_problems(raw: object) -> list[Problem]:
    """Nesting deeper than MAX_DEPTH and integers too large for any field, found without
    recursion before the card is decoded (decoding a deep card would recurse as deep)."""
    found: list[Problem] = []
    stack: list[tuple[object, str, int]] = [(raw, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, int) and not isinstance(value, bool):
            if value.bit_length() > _RAW_INT_BITS:
                found.append((path, said("huge_number")))
            continue
        children = _children(value, path)
        if children and depth >= MAX_DEPTH:
            found.append((path, said("nested_deep", limit=MAX_DEPTH)))
            continue
        stack.extend((child, at, depth + 1) for at, child in reversed(children))
    return found


def _children(value: object, path: str) -> list[tuple[str, object]]:
    if isinstance(value, dict):
        return [(f"{path}.{key}" if path else str(key), item) for key, item in value.items()]
    if isinstance(value, list):
        return [(f"{path}[{index}]", item) for index, item in enumerate(value)]
    return []


def bound_problems(card: CardDef) -> list[Problem]:
    """Every field of a decoded card against its documented maximum."""
    found: list[Problem] = []
    _struct(card, "", 0, found)
    return found


def _struct(value: msgspec.Struct, path: str, then_depth: int, found: list[Problem]) -> None:
    for name in value.__struct_fields__:
        at = f"{path}.{name}" if path else name
        _field(type(value), name, getattr(value, name), at, then_depth, found)


def _field(
    owner: type, name: str, value: object, at: str, then_depth: int, found: list[Problem]
) -> None:
    if isinstance(value, bool | enum.Enum):
        return
    if isinstance(value, int):
        least, most = _limit(RANGES, owner, name)
        if not least <= value <= most:
            found.append((at, said("out_of_range", least=least, most=most)))
    elif isinstance(value, str):
        most = _limit(TEXT_LENGTHS, owner, name)
        if len(value) > most:
            found.append((at, said("too_long", limit=most)))
    elif isinstance(value, msgspec.Struct):
        _struct(value, at, then_depth, found)
    elif isinstance(value, tuple):
        _items(owner, name, value, at, then_depth, found)


def _items(
    owner: type, name: str, items: tuple[object, ...], at: str, depth: int, found: list[Problem]
) -> None:
    most = _limit(LIST_LENGTHS, owner, name)
    if len(items) > most:
        found.append((at, said("too_many_entries", limit=most)))
        return
    if name == "then" and items:
        depth += 1
        if depth > MAX_THEN_DEPTH:
            found.append((at, said("then_too_deep", limit=MAX_THEN_DEPTH)))
            return
    for index, item in enumerate(items):
        _field(owner, name, item, f"{at}[{index}]", depth, found)
