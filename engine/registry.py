"""The ruleset registry: each game the engine plays, by id (DESIGN.md "One ruleset registry").

Drivers never branch on a ruleset id; they look the ruleset up here and call its functions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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


_RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> None:
    _RULESETS[ruleset.id] = ruleset


def get(ruleset_id: str) -> Ruleset:
    try:
        return _RULESETS[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(_RULESETS)) or "none"
        raise KeyError(f"unknown ruleset '{ruleset_id}' (known: {known})") from None


def ids() -> list[str]:
    return sorted(_RULESETS)
