"""The ruleset registry: each game the engine plays, by id (DESIGN.md "One ruleset registry").

Drivers never branch on a ruleset id; they look the ruleset up here and call its functions.
A game plugs in as a package named by the ``rokumon.engine`` entry point group of the
installed distribution (pyproject.toml), loaded the first time a ruleset is asked for: no
module outside the game's own packages imports it (docs/architecture.md "Registries").
Reading that list is the engine's only touch of the installation, and it happens once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any, Generic, Protocol, TypeVar

from engine.kernel.actions import Action
from engine.kernel.errors import Refusal
from engine.kernel.events import Event
from engine.kernel.game import Decision, GameState
from engine.kernel.words import Phrase

S = TypeVar("S", bound=GameState)  # the game's state type
V = TypeVar("V")  # the game's view type


@dataclass(frozen=True)
class Ruleset(Generic[S, V]):
    """One game: how to start a match and the functions that drive it, over its own state
    type ``S`` and view type ``V``."""

    id: str
    title: Phrase  # the game's name, from the game's catalogs
    state_type: type[S]
    new_match: Callable[[Any], tuple[S, list[Event]]]  # the ruleset's own setup type
    decision: Callable[[S], Decision]
    legal_actions: Callable[[S], list[Action]]
    check: Callable[[S, Action, int | None], Refusal | None]
    apply: Callable[[S, Action, int | None], tuple[S, list[Event]]]
    copy: Callable[[S], S]  # a deep copy to change: a state looked at is never changed
    # the state as a seat could believe it, its hidden cards dealt again (issue 24)
    determinize: Callable[[S, int, random.Random], S]
    sample_chance: Callable[[S], Action]
    trivial_pass: Callable[[S], Action | None]
    view: Callable[[S, int], V]
    format_action: Callable[[Action], str]
    parse_action: Callable[[str], Action]

    def title_in(self, lang: str) -> str:
        return self.title.in_(lang)


class Identified(Protocol):
    @property
    def id(self) -> str: ...


T = TypeVar("T", bound=Identified)


class Plugins(Generic[T]):
    """One layer's plugins by ruleset id, from an entry point group (pyproject.toml), loaded
    in name order the first time an id is missed. Each layer keeps one: the engine's rulesets
    here, carddb's deck rules, renderer's layouts, the bot's games."""

    def __init__(self, group: str, missing: str) -> None:
        self.group = group
        self.missing = missing  # the KeyError's text, with {id} and {known}
        self._items: dict[str, T] = {}
        self._loaded = False

    def register(self, item: T) -> None:
        self._items[item.id] = item

    def _load(self) -> None:
        if not self._loaded:
            self._loaded = True
            for point in sorted(entry_points(group=self.group), key=lambda p: p.name):
                self.register(point.load())

    def get(self, ruleset_id: str) -> T:
        try:
            return self._items[ruleset_id]
        except KeyError:
            self._load()
        try:
            return self._items[ruleset_id]
        except KeyError:
            known = ", ".join(self.ids()) or "none"
            raise KeyError(self.missing.format(id=ruleset_id, known=known)) from None

    def ids(self) -> list[str]:
        self._load()
        return sorted(self._items)


_RULESETS: Plugins[Ruleset[Any, Any]] = Plugins(
    "rokumon.engine", "unknown ruleset '{id}' (known: {known})"
)
register = _RULESETS.register
get = _RULESETS.get
ids = _RULESETS.ids
