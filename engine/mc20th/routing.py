"""Actions whose meaning depends on the decision at hand, routed by the family
(engine/moncolle/routing.py) with mc20th's timings: ``use`` (a [普通]/[対抗] in a battle
window [11-2-1][11-2-2], a [条件] at a trigger moment [11-2-4], a [儀式] in the main phase
[11-2-3]), ``declare`` (into the chain, [普通(対抗不可)] unanswerable, or resolving at
once), ``pass``, ``done``, ``withdraw`` and ``discard``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.door import always
from engine.kernel.errors import Refusal
from engine.mc20th import battle, rituals, turn
from engine.mc20th.decision import Kind, current
from engine.mc20th.state import MatchState
from engine.moncolle import declare, routing
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Action, Declare, Use
from engine.moncolle.events import Event
from engine.moncolle.usable import usable

NORMAL_TIMINGS = (Timing.NORMAL, Timing.NORMAL_UNCOUNTERABLE)
COUNTER_TIMINGS = (Timing.COUNTER, Timing.COUNTER_ATTACK)
UNCOUNTERABLE = Timing.NORMAL_UNCOUNTERABLE


def window(state: MatchState) -> tuple[int, tuple[Timing, ...]]:
    """Who may declare now and which timings fit: [普通] in a normal timing, [対抗] in a chain."""
    decision = current(state)
    timings = COUNTER_TIMINGS if decision.kind is Kind.CHAIN else NORMAL_TIMINGS
    return decision.actor, timings


def _declared(state: MatchState, action: Use) -> Refusal | None:
    seat, timings = window(state)
    return declare.check_use(state, action, seat, timings)


def check_use(state: MatchState, action: Use) -> Refusal | None:
    return routing.check_use(
        state, action, current(state), rituals.check_use, lambda: _declared(state, action)
    )


def perform_use(state: MatchState, action: Use, events: list[Event]) -> None:
    routing.perform_use(state, action, current(state))


def perform_declare(state: MatchState, action: Declare, events: list[Event]) -> None:
    routing.perform_declare(state, action, events, UNCOUNTERABLE)


ROUTES = routing.routes(
    current,
    Kind,
    discard=(turn.check_discard, turn.perform_discard),
    done=(always, battle.perform_done),
)


def uses(state: MatchState) -> Iterator[Action]:
    seat, timings = window(state)
    for card, index in usable(state, seat, timings):
        yield Use(card, index)


def use_at_once(state: MatchState, use: Use, events: list[Event]) -> None:
    """A lone [条件(強制)] effect without choices runs by itself [11-2-4]."""
    routing.use_at_once(state, use, events, UNCOUNTERABLE)
