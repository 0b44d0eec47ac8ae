"""The card-data side of each ruleset, by id: how its decks are checked and how two decks
become the engine's setup. A game plugs in through the ``rokumon.carddb`` entry point group
(pyproject.toml), loaded the first time a ruleset is asked for (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.kernel.state import MatchSetup
from engine.registry import discover

if TYPE_CHECKING:
    from carddb.decklist import CardIndex, DeckList
    from carddb.decks import Deck

GROUP = "rokumon.carddb"


@dataclass(frozen=True)
class DeckRules:
    """One ruleset's deck construction and match setup."""

    id: str
    validate: Callable[[DeckList, CardIndex], Deck]  # DeckListError naming the lines
    build_setup: Callable[
        [tuple[Deck, Deck], CardIndex, int, str, tuple[str, str]], MatchSetup[Any]
    ]


_RULES: dict[str, DeckRules] = {}
_discovered = False


def register(rules: DeckRules) -> None:
    _RULES[rules.id] = rules


def get(ruleset_id: str) -> DeckRules:
    global _discovered
    if ruleset_id not in _RULES and not _discovered:
        _discovered = True
        discover(GROUP, register)
    try:
        return _RULES[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_RULES)) or "none"
        raise KeyError(f"no deck rules for ruleset '{ruleset_id}' (known: {known})") from None
