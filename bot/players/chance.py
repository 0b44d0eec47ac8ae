"""What every driver of the engine does the same way: resolve the pending chance steps (dice,
shuffles) from the match seed, keeping the events and the notation of each for the log."""

from __future__ import annotations

from typing import Any

import engine
from engine.kernel.events import Event
from engine.kernel.state import CHANCE


def settle_chance(state: Any) -> tuple[Any, list[Event], list[tuple[int | None, str]]]:
    """Apply seeded dice and shuffles until a player decides; the events and the logged
    actions (actor None: chance) come back with the state."""
    events: list[Event] = []
    logged: list[tuple[int | None, str]] = []
    while state.result is None and engine.decision(state).actor == CHANCE:
        action = engine.sample_chance(state)
        state, more = engine.apply(state, action)
        events += more
        logged.append((None, engine.format_action(state, action)))
    return state, events, logged


def resolve_chance(state: Any) -> Any:
    """The state once chance has had its say, when the events are not wanted."""
    return settle_chance(state)[0]
