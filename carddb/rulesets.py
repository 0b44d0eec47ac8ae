"""The card-data side of each ruleset, by id: how its decks are checked and how two decks
become the engine's setup (``load_deck`` and ``build_setup`` dispatch by ruleset). A game
plugs in through the ``rokumon.carddb`` entry point group (pyproject.toml), loaded the first
time a ruleset is asked for (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from carddb.decklist import CardIndex, DeckList, parse_deck_list
from carddb.decks import Deck
from carddb.messages import Message
from carddb.schema import CardSchema
from engine.kernel.state import MatchSetup
from engine.registry import Plugins


def _as_is(setup: MatchSetup[Any], options: tuple[str, ...]) -> MatchSetup[Any]:
    return setup


def _none(setup: MatchSetup[Any]) -> tuple[str, ...]:
    return ()


def _fine(cards: Sequence[Any]) -> Message | None:
    return None


@dataclass(frozen=True)
class DeckRules:
    """One ruleset's card schema, deck construction and match setup.

    ``deck_at_challenge``: whether each player brings a saved deck to a match (a game whose
    decks are built inside the match, by a draft, does not). ``options``: the match settings
    a challenge may name (Deus's beginner option), ``with_options`` puts them into a setup
    and ``options_of`` reads them back (a rematch keeps them)."""

    id: str
    cards: CardSchema
    validate: Callable[[DeckList, CardIndex], Deck]  # DeckListError naming the lines
    build_setup: Callable[
        [tuple[Deck, Deck], CardIndex, int, str, tuple[str, str]], MatchSetup[Any]
    ]
    deck_at_challenge: bool = True
    options: tuple[str, ...] = ()
    with_options: Callable[[MatchSetup[Any], tuple[str, ...]], MatchSetup[Any]] = _as_is
    options_of: Callable[[MatchSetup[Any]], tuple[str, ...]] = _none
    # what is wrong with a server's whole card pool of the game, if anything (Deus: it must
    # make six half-decks, one per attribute); a card set that would break it is refused
    pool_problem: Callable[[Sequence[Any]], Message | None] = _fine


_RULES: Plugins[DeckRules] = Plugins(
    "rokumon.carddb", "no deck rules for ruleset '{id}' (known: {known})"
)
register = _RULES.register
get = _RULES.get
ids = _RULES.ids


def load_deck(text: str, index: CardIndex, ruleset: str) -> Deck:
    """Parse a deck list and check it by its ruleset's deck rules; DeckListError if not."""
    return get(ruleset).validate(parse_deck_list(text, index), index)


def build_setup(
    decks: tuple[Deck, Deck],
    index: CardIndex,
    seed: int,
    ruleset: str,
    names: tuple[str, str] = ("P1", "P2"),
) -> MatchSetup[Any]:
    """The engine setup of a match of ``ruleset`` between two validated decks."""
    return get(ruleset).build_setup(decks, index, seed, ruleset, names)
