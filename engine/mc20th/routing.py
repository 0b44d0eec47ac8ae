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
from engine.mc20th import battle, rituals
from engine.mc20th.decision import Kind, current
from engine.mc20th.state import MatchState
from engine.moncolle import declare, routing
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Action, Use
from engine.moncolle.usable import usable

NORMAL_TIMINGS = (Timing.NORMAL, Timing.NORMAL_UNCOUNTERABLE)
COUNTER_TIMINGS = (Timing.COUNTER, Timing.COUNTER_ATTACK)


def window(state: MatchState) -> tuple[int, tuple[Timing, ...]]:
    """Who may declare now and which timings fit: [普通] in a normal timing, [対抗] in a chain."""
    decision = current(state)
    timings = COUNTER_TIMINGS if decision.kind is Kind.CHAIN else NORMAL_TIMINGS
    return decision.actor, timings


def _declared(state: MatchState, action: Use) -> Refusal | None:
    seat, timings = window(state)
    return declare.check_use(state, action, seat, timings)


ROUTES = routing.routes(
    current,
    Kind,
    routing.Own(
        done=(always, battle.perform_done),
        ritual=rituals.check_use,
        declared=_declared,
        uncounterable=Timing.NORMAL_UNCOUNTERABLE,  # [普通(対抗不可)]
    ),
)


def uses(state: MatchState) -> Iterator[Action]:
    seat, timings = window(state)
    for card, index in usable(state, seat, timings):
        yield Use(card, index)
