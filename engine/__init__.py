"""Rokumon's rules engine: pure, deterministic, driven through one door.

``legal_actions(state)`` lists what the deciding player (or chance) may do;
``apply(state, action)`` returns ``(new_state, events)`` or raises IllegalActionError and
leaves ``state`` alone; ``view(state, viewer)`` is what one player or a spectator may see.
No I/O, no clock, no global randomness (DESIGN.md "The engine").
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from engine import registry
from engine.kernel import body
from engine.kernel.actions import Action
from engine.kernel.errors import IllegalActionError, InvariantError, NotationError, Refusal
from engine.kernel.events import Event
from engine.kernel.game import Decision, GameState
from engine.kernel.state import CHANCE, SEATS, SPECTATOR, MatchSetup

__all__ = [
    "CHANCE",
    "SEATS",
    "SPECTATOR",
    "Action",
    "Event",
    "IllegalActionError",
    "InvariantError",
    "MatchSetup",
    "NotationError",
    "Refusal",
    "apply",
    "check",
    "copy",
    "decision",
    "decode_body",
    "decode_state",
    "determinize",
    "encode_body",
    "encode_state",
    "format_action",
    "legal_actions",
    "new_match",
    "parse_action",
    "ruleset_of",
    "sample_chance",
    "trivial_pass",
    "view",
]


def ruleset_of(state: GameState) -> registry.Ruleset[Any, Any]:
    return registry.get(state.setup.ruleset)


def new_match(setup: MatchSetup[Any]) -> tuple[GameState, list[Event]]:
    return registry.get(setup.ruleset).new_match(setup)


def decision(state: GameState) -> Decision:
    return ruleset_of(state).decision(state)


def legal_actions(state: GameState) -> list[Action]:
    return ruleset_of(state).legal_actions(state)


def check(state: GameState, action: Action, actor: int | None = None) -> Refusal | None:
    return ruleset_of(state).check(state, action, actor)


def apply(
    state: GameState, action: Action, actor: int | None = None
) -> tuple[GameState, list[Event]]:
    return ruleset_of(state).apply(state, action, actor)


def copy(state: GameState) -> GameState:
    """A deep copy of ``state`` to change: the engine keeps what it worked out from the state
    it looked at last, so a position is built by changing a copy, never a state looked at."""
    copied: GameState = ruleset_of(state).copy(state)
    return copied


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` as ``seat`` could believe it: the same view for ``seat``, every card it
    cannot see dealt again from those that could be there, and a new seed for the dice and
    shuffles to come (engine/kernel/determinize.py)."""
    made: GameState = ruleset_of(state).determinize(state, seat, rng)
    return made


def sample_chance(state: GameState) -> Action:
    return ruleset_of(state).sample_chance(state)


def trivial_pass(state: GameState) -> Action | None:
    """The only action a player holding a mere response right has, if that is all."""
    return ruleset_of(state).trivial_pass(state)


def view(state: GameState, viewer: int = SPECTATOR) -> Any:
    return ruleset_of(state).view(state, viewer)


def format_action(state: GameState, action: Action) -> str:
    return ruleset_of(state).format_action(action)


def parse_action(state: GameState, text: str) -> Action:
    return ruleset_of(state).parse_action(text)


class _SetupPeek(msgspec.Struct):
    ruleset: str


class _StatePeek(msgspec.Struct):
    setup: _SetupPeek


def encode_state(state: GameState) -> bytes:
    return msgspec.json.encode(state)


def decode_state(data: bytes | str, ruleset: str | None = None) -> GameState:
    """Decode a state written by ``encode_state``, whatever its ruleset; a caller that
    knows the ruleset names it and the text is read once instead of twice."""
    ruleset_id = ruleset or msgspec.json.decode(data, type=_StatePeek).setup.ruleset
    state: GameState = msgspec.json.decode(data, type=registry.get(ruleset_id).state_type)
    return state


def encode_body(state: GameState) -> bytes:
    """The state's JSON but for its setup (``"setup": null``): what a match writes at each
    version, the setup being written once (engine/kernel/body.py)."""
    return body.encode_body(state)


def decode_body(data: bytes | str, setup: MatchSetup[Any]) -> GameState:
    """The state ``encode_body`` wrote as ``data``, with its match's ``setup``."""
    state: GameState = body.decode_body(data, registry.get(setup.ruleset).state_type, setup)
    return state
