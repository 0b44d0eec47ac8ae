"""The largest Monster Collection family card (docs/cardsets.md "Limits"): every number, text
and list of a decoded family card (mc20th's and Deus's kinds) against its documented range,
by the field's name (``bound_problems``, the family's ``CardSchema.bounds``), and "then"
steps nested at most ``MAX_THEN_DEPTH`` deep. The dice of an amount are bounded in the
engine itself (``engine.moncolle.abilities.MAX_DICE``); what every game's cards keep
(nesting, huge integers, ids) is carddb/bounds.py's.
"""

from __future__ import annotations

import enum
from typing import Final, TypeVar

import msgspec

from carddb.bounds import MAX_ID_CHARS
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

MAX_THEN_DEPTH: Final = 4  # "then" inside "then"

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
