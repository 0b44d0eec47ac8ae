"""What the match service hands out and refuses with: a stored match with its decoded
state, an action's result, the service's error (a message key and its parameters), and the
result's text as the store keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import engine
from bot.store import MatchRow
from carddb import Deck
from engine.kernel.events import Event

MAX_BATCH: Final = 64  # actions in one step (a Deus deck is 30 cards and a summoner)
NO_DECK: Final = Deck(())  # what a player brings to a match that drafts its decks


class ServiceError(Exception):
    """A request that cannot be done; ``key`` and ``params`` feed the message tables."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True)
class Match:
    """A stored match with its decoded engine state."""

    row: MatchRow
    state: Any

    @property
    def id(self) -> int:
        return self.row.id

    def seat_of(self, user_id: int) -> int | None:
        players = self.row.players
        return players.index(user_id) if user_id in players else None

    def deciding_user(self) -> int | None:
        actor = engine.decision(self.state).actor
        return self.row.players[actor] if actor >= 0 and self.row.status == "active" else None


@dataclass(frozen=True)
class ActResult:
    match: Match
    events: list[Event]
    logged: list[tuple[int | None, str]]


def result_text(state: Any) -> str | None:
    result = state.result
    if result is None:
        return None
    winner = "draw" if result.winner is None else f"P{result.winner + 1}"
    return f"{winner} {result.reason} {result.detail}".strip()
