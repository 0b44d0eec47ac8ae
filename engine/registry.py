"""The ruleset registry: each game the engine plays, by id (DESIGN.md "One ruleset registry").

Drivers never branch on a ruleset id; they look the ruleset up here and call its functions.
A game plugs in as a package named by the ``rokumon.engine`` entry point group of the
installed distribution (pyproject.toml), loaded the first time a ruleset is asked for: no
module outside the game's own packages imports it (docs/architecture.md "Registries").
Reading that list is the engine's only touch of the installation, and it happens once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from engine.kernel.actions import Action
from engine.kernel.errors import Refusal
from engine.kernel.events import Event


@dataclass(frozen=True)
class Ruleset:
    """One game: how to start a match and the functions that drive it."""

    id: str
    title: str
    state_type: type
    new_match: Callable[[Any], tuple[Any, list[Event]]]  # the ruleset's own setup type
    decision: Callable[[Any], Any]
    legal_actions: Callable[[Any], list[Action]]
    check: Callable[[Any, Action, int | None], Refusal | None]
    apply: Callable[[Any, Action, int | None], tuple[Any, list[Event]]]
    sample_chance: Callable[[Any], Action]
    trivial_pass: Callable[[Any], Action | None]
    view: Callable[[Any, int], Any]
    format_action: Callable[[Action], str]
    parse_action: Callable[[str], Action]


GROUP = "rokumon.engine"
_RULESETS: dict[str, Ruleset] = {}
_discovered = False


def register(ruleset: Ruleset) -> None:
    _RULESETS[ruleset.id] = ruleset


def discover(group: str, add: Callable[[Any], None]) -> None:
    """Load every plugin of an entry point group, in name order, and hand each to ``add``."""
    for point in sorted(entry_points(group=group), key=lambda p: p.name):
        add(point.load())


def _ensure() -> None:
    global _discovered
    if not _discovered:
        _discovered = True
        discover(GROUP, register)


def get(ruleset_id: str) -> Ruleset:
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        _ensure()
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_RULESETS)) or "none"
        raise KeyError(f"unknown ruleset '{ruleset_id}' (known: {known})") from None


def ids() -> list[str]:
    _ensure()
    return sorted(_RULESETS)
