"""The fields of a Monster Collection game's entry in the engine registry (engine/registry.py
``Ruleset``), taken the same way for mc20th and Deus: its names and state type, and from its
own modules setup (a new match), door (rules.py: the decision, check, legal actions, apply,
the trivial pass), view and notation; chance is the kernel's (dice and shuffles from the
seed [8][D-SET-*]). The game makes its ``Ruleset`` of them (the family layer imports no
registry, tests/shared/house/test_layering.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from engine.kernel.actions import Action
from engine.kernel.determinize import determinized
from engine.kernel.door import Door, sample_chance
from engine.kernel.events import Event
from engine.kernel.notation import Notation
from engine.kernel.words import Phrase
from engine.moncolle.determinize import being_declared


class Setup(Protocol):
    def new_state(self, setup: Any, /) -> tuple[Any, list[Event]]: ...


class Rules(Protocol):
    @property
    def DOOR(self) -> Door[Any, Any]: ...

    def trivial_pass(self, state: Any, /) -> Action | None: ...


class Viewing(Protocol):
    def view(self, state: Any, viewer: int, /) -> Any: ...


class Written(Protocol):
    @property
    def NOTATION(self) -> Notation: ...


def fields(
    names: tuple[str, Phrase],
    state_type: type,
    parts: tuple[Setup, Rules, Viewing, Written],
    determinize: Callable[[Any, int, random.Random], Any] | None = None,
) -> dict[str, Any]:
    """``Ruleset``'s fields: ``names`` the ruleset id and its title; the
    functions from the game's setup, rules, view and notation modules."""
    ruleset, title = names
    setup, rules, viewing, written = parts
    return {
        "id": ruleset,
        "title": title,
        "state_type": state_type,
        "new_match": setup.new_state,
        "decision": rules.DOOR.decision,
        "legal_actions": rules.DOOR.legal_actions,
        "check": rules.DOOR.check,
        "apply": rules.DOOR.apply,
        "copy": rules.DOOR.clone,
        "determinize": determinize or _dealt_again(viewing, rules),
        "sample_chance": sample_chance,
        "trivial_pass": rules.trivial_pass,
        "view": viewing.view,
        "format_action": written.NOTATION.format,
        "parse_action": written.NOTATION.parse,
    }


def _dealt_again(viewing: Viewing, rules: Rules) -> Callable[[Any, int, random.Random], Any]:
    """The family's determinization: the kernel's, the cards of a declaration being put
    together kept (engine/moncolle/determinize.py)."""

    def determinize(state: Any, seat: int, rng: random.Random) -> Any:
        parts = (viewing.view, rules.DOOR.clone)
        return determinized(state, seat, rng, parts, kept=being_declared)

    return determinize
