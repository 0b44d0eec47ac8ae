"""Limit adjustment [17-4]: a side over a terrain's limit discards units one at a time.

Units instant-summoned this turn go first. The active player adjusts before the other
(decision.py orders them). The rulebook's "合計レベル ≥ リミット" is read as "until the total
is within the limit" (≤), the only reading that makes the step end.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.errors import Refusal, refuse
from engine.mc20th.decision import over_limit
from engine.mc20th.query import units_of
from engine.mc20th.state import MatchState
from engine.mc20th.zones import destroy_unit
from engine.moncolle.actions import LimitDiscard
from engine.moncolle.events import Event


def choices(state: MatchState) -> list[int]:
    excess = over_limit(state)
    if excess is None:
        return []
    seat, area = excess
    units = units_of(state, area, seat)
    instant = [u for u in units if state.units[u].instant_turn == state.turn]
    return sorted(instant or units)


def candidates(state: MatchState) -> Iterator[LimitDiscard]:
    for unit in choices(state):
        yield LimitDiscard(unit)


def check(state: MatchState, action: LimitDiscard) -> Refusal | None:
    if action.unit not in choices(state):
        return refuse("limit_choice", card=action.unit)
    return None


def perform(state: MatchState, action: LimitDiscard, events: list[Event]) -> None:
    destroy_unit(state, action.unit, "limit adjustment", events)


def settle(state: MatchState, events: list[Event]) -> bool:
    """A forced choice (one candidate) is made at once."""
    found = choices(state)
    if len(found) == 1:
        perform(state, LimitDiscard(found[0]), events)
        return True
    return False
