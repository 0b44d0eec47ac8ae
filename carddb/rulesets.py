"""The card-data side of each ruleset, by id: how its decks are checked and how two decks
become the engine's setup. A game plugs in through the ``rokumon.carddb`` entry point group
(pyproject.toml), loaded the first time a ruleset is asked for (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from carddb.schema import CardSchema
from engine.kernel.state import MatchSetup
from engine.registry import Plugins

if TYPE_CHECKING:
    from carddb.decklist import CardIndex, DeckList
    from carddb.decks import Deck


@dataclass(frozen=True)
class DeckRules:
    """One ruleset's card schema, deck construction and match setup."""

    id: str
    cards: CardSchema
    validate: Callable[[DeckList, CardIndex], Deck]  # DeckListError naming the lines
    build_setup: Callable[
        [tuple[Deck, Deck], CardIndex, int, str, tuple[str, str]], MatchSetup[Any]
    ]


_RULES: Plugins[DeckRules] = Plugins(
    "rokumon.carddb", "no deck rules for ruleset '{id}' (known: {known})"
)
register = _RULES.register
get = _RULES.get
ids = _RULES.ids
