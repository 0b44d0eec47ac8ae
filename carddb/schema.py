"""A ruleset's card schema: which ``kind`` tags its set files use, the card type they decode
into, and the rules a well-formed card of it must also keep. ``carddb/cardset.py`` reads the
header of a set, then decodes and checks its cards with the schema of the set's ruleset
(``DeckRules.cards``, carddb/rulesets.py), so every game brings its own card kinds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from carddb.messages import Message

Problem = tuple[str, Message]  # (field path, what is wrong)


def _none(card: Any) -> list[Problem]:
    return []


@dataclass(frozen=True)
class CardSchema:
    """``card_type`` is a msgspec tagged union over ``kinds``; ``problems`` the card rules
    beyond its shape; ``bounds`` the maxima of its numbers, texts and lists (the family's:
    carddb/moncolle/bounds.py),
    said only where ``problems`` said nothing about the field; ``enum_hints`` the words a
    field of that name takes, shown after a value it does not know."""

    kinds: tuple[str, ...]
    card_type: Any
    problems: Callable[[Any], list[Problem]] = _none
    bounds: Callable[[Any], list[Problem]] = _none
    enum_hints: Mapping[str, str] = field(default_factory=dict)
