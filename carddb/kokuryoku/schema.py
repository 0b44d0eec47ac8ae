"""The national-power game's card schema: set files of kinds ``koku-unit``, ``koku-land``,
``koku-weapon``, ``koku-magic``, ``koku-item`` and ``koku-surprise`` decode into
engine/kokuryoku/cards.py, and keep the rules a well-formed kokuryoku card keeps beyond its
shape, each said in Japanese and English naming the field (carddb/kokuryoku/messages.py).

The fragments print no card anatomy, so the numbers are the variant's [KV-1]..[KV-19] and
our card design's. A unit: 気力 ``morale`` 1 to 9 (the chips it may hold [KV-6]), ``attack``
0 to 6 and ``hits`` 1 to 3 (1 without an attack) [KV-7], 反 ``counter`` 0 to 4 [KV-10];
``move`` and ``range`` are offsets from the first player's side [KV-2], each inside the 3x4
map (a column offset of at most 2, a row offset of at most 3), never (0, 0), none twice, at
most 12; a unit with an attack or a counter has a range; a class [KV-3]; ``class_change`` and
``child`` name a card id, not its own [KV-15][KV-16]; ``support`` 0 to 5 and only on a
parent [K-7.2b]; ``training`` only with a class change [K-7.3]. A land bars at least one
class [K-6.2a][KV-3]. An attachment's bonuses and 象徴 are 0 to 3 and it does something
[K-5.4][K-7.4][KV-17] (``free`` exists on magic only: the card kinds refuse it elsewhere). A
surprise card's strike and guard work inside an attack only (timing ``attack_declared``)
and its amount is 1 to 5 [K-7.1][KV-8]. A card that does anything prints a text.

Whether ``class_change`` and ``child`` name cards that exist is a question of the whole pool
(carddb/kokuryoku/decks.py ``pool_problem``). ``koku_bounds`` holds the sizes of texts and
lists (docs/cardsets.md "kokuryoku sets").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from carddb.bounds import ID_PATTERN, MAX_ID_CHARS
from carddb.fieldbounds import FieldBounds
from carddb.kokuryoku import messages as _messages  # noqa: F401  (its words, for said())
from carddb.messages import said
from carddb.schema import CardSchema, Problem
from engine.kernel.board import Offset
from engine.kokuryoku.cards import (
    KINDS,
    AttachmentDef,
    CardDef,
    LandDef,
    MagicDef,
    Surprise,
    SurpriseDef,
    Timing,
    UnitDef,
)

MORALE: Final = (1, 9)  # [KV-6]
ATTACK: Final = (0, 6)  # [KV-7]
HITS: Final = (1, 3)  # [KV-7]
COUNTER: Final = (0, 4)  # [KV-10]
SUPPORT: Final = (0, 5)  # [KV-16]
BONUS: Final = (0, 3)  # [KV-17]
SYMBOL: Final = (0, 3)  # [K-7.4]
AMOUNT: Final = (1, 5)  # [KV-8]
MAX_COLUMN_OFFSET: Final = 2  # 3 columns [KV-1]
MAX_ROW_OFFSET: Final = 3  # 4 rows [KV-1]
MAX_OFFSETS: Final = 12  # the 3x4 map's squares
IN_ATTACK: Final = frozenset({Surprise.STRIKE, Surprise.GUARD})  # act on state.attack

TEXT_LENGTHS: Final = {
    "name": 40,
    "name_en": 60,
    "text": 500,
    "text_en": 800,
    "flavor": 500,
    "flavor_en": 800,
}
OTHER_TEXT: Final = 40  # class, rarity, a class named by a land or an attachment
OTHER_TEXT_EN: Final = 60
LIST_LENGTHS: Final = {"move": MAX_OFFSETS, "range": MAX_OFFSETS, "bars": 10, "classes": 10}
OTHER_NUMBER: Final = 99  # a number no rule above bounds (none today)
_BOUNDS: Final = FieldBounds(
    TEXT_LENGTHS, OTHER_TEXT, OTHER_TEXT_EN, LIST_LENGTHS, other_number=OTHER_NUMBER
)


def card_problems(card: CardDef) -> list[Problem]:
    """Rules a well-formed kokuryoku card keeps beyond its shape (see the module docstring)."""
    found: list[Problem] = []
    if isinstance(card, UnitDef):
        found += _unit(card)
    elif isinstance(card, LandDef):
        found += _classes(card.bars, "bars")
        if not card.bars:
            found.append(("bars", said("koku_bars_empty")))
    elif isinstance(card, AttachmentDef):
        found += _attachment(card)
    else:
        found += _surprise(card)
    if not card.text.strip() and _does_something(card):
        found.append(("text", said("koku_needs_text")))
    return found


def _does_something(card: CardDef) -> bool:
    """A unit's move, range and numbers show on its card; anything more is said in text."""
    if isinstance(card, UnitDef):
        keyworded = card.generic or card.move_again or card.hits > 1 or card.training
        return bool(keyworded or card.class_change or card.child or card.support)
    return True


def _within(value: int, bounds: tuple[int, int]) -> bool:
    return bounds[0] <= value <= bounds[1]


def _number(card: object, field: str, bounds: tuple[int, int], key: str) -> list[Problem]:
    if _within(getattr(card, field), bounds):
        return []
    return [(field, said(key, least=bounds[0], most=bounds[1]))]


def _unit(card: UnitDef) -> list[Problem]:
    """[KV-6][KV-7][KV-10][KV-2][KV-3][KV-15][KV-16][K-7.3]"""
    found = _number(card, "morale", MORALE, "koku_morale")
    found += _number(card, "attack", ATTACK, "koku_attack")
    found += _number(card, "hits", HITS, "koku_hits")
    if card.attack == 0 and card.hits != 1 and _within(card.hits, HITS):
        found.append(("hits", said("koku_hits_no_attack")))
    found += _number(card, "counter", COUNTER, "koku_counter")
    found += _number(card, "support", SUPPORT, "koku_support")
    found += _offsets(card.move, "move")
    found += _offsets(card.range, "range")
    if not card.range and (card.attack or card.counter):
        found.append(("range", said("koku_range_empty")))
    if not card.unit_class.strip():
        found.append(("unit_class", said("koku_class")))
    for field in ("class_change", "child"):
        found += _reference(card, field)
    if card.training and not card.class_change:
        found.append(("training", said("koku_training_no_change")))
    if card.support and not card.child:
        found.append(("support", said("koku_support_no_child")))
    return found


def _offsets(offsets: tuple[Offset, ...], field: str) -> list[Problem]:
    """Squares relative to the unit, inside the 3x4 map, each once [KV-1][KV-2]."""
    if len(offsets) > MAX_OFFSETS:
        return [(field, said("koku_offsets_many", most=MAX_OFFSETS))]
    found: list[Problem] = []
    seen: set[Offset] = set()
    for index, (dc, dr) in enumerate(offsets):
        at = f"{field}[{index}]"
        if abs(dc) > MAX_COLUMN_OFFSET or abs(dr) > MAX_ROW_OFFSET:
            problem = said(
                "koku_offset_off_map",
                dc=dc,
                dr=dr,
                columns=MAX_COLUMN_OFFSET,
                rows=MAX_ROW_OFFSET,
            )
            found.append((at, problem))
        elif (dc, dr) == (0, 0):
            found.append((at, said("koku_offset_zero")))
        elif (dc, dr) in seen:
            found.append((at, said("koku_offset_repeated", dc=dc, dr=dr)))
        seen.add((dc, dr))
    return found


def _reference(card: UnitDef, field: str) -> list[Problem]:
    """A card id [KV-15][KV-16]; whether it exists is the pool's question."""
    value: str = getattr(card, field)
    if not value:
        return []
    if len(value) > MAX_ID_CHARS or not ID_PATTERN.fullmatch(value):
        return [(field, said("koku_card_ref", field=field, most=MAX_ID_CHARS))]
    if value.casefold() == card.id.casefold():
        return [(field, said("koku_ref_self", field=field))]
    return []


def _classes(names: Iterable[str], field: str) -> list[Problem]:
    found: list[Problem] = []
    seen: set[str] = set()
    for index, name in enumerate(names):
        if not name.strip():
            found.append((f"{field}[{index}]", said("koku_class_blank")))
        elif name.strip() in seen:
            found.append((f"{field}[{index}]", said("koku_class_repeated", name=name)))
        seen.add(name.strip())
    return found


def _attachment(card: AttachmentDef) -> list[Problem]:
    """[K-5.4][K-7.4][KV-17]"""
    found: list[Problem] = []
    for field in ("attack_bonus", "counter_bonus", "morale_bonus"):
        found += _number(card, field, BONUS, f"koku_{field}")
    found += _number(card, "symbol", SYMBOL, "koku_symbol")
    found += _classes(card.classes, "classes")
    free = isinstance(card, MagicDef) and card.free
    gives = card.attack_bonus or card.counter_bonus or card.morale_bonus or card.symbol
    if not found and not gives and not free:
        found.append(("", said("koku_attachment_nothing")))
    return found


def _surprise(card: SurpriseDef) -> list[Problem]:
    """[K-7.1][KV-8]: strike and guard change the attack in progress."""
    found = _number(card, "amount", AMOUNT, "koku_surprise_amount")
    if card.effect in IN_ATTACK and card.timing is not Timing.ATTACK_DECLARED:
        found.append(("timing", said("koku_surprise_timing", effect=card.effect.value)))
    return found


def koku_bounds(card: CardDef) -> list[Problem]:
    """Every text and list of a card against its documented maximum."""
    return _BOUNDS.problems(card)


KOKU_CARDS: Final = CardSchema(
    kinds=KINDS,
    card_type=CardDef,
    problems=card_problems,
    bounds=koku_bounds,
)
"""The national-power game's cards: units, lands, weapons, magic, items and surprise cards."""
