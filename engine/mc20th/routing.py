"""Actions whose meaning depends on the decision at hand, routed to the module that owns
it: ``use`` (a [普通]/[対抗] in a battle window [11-2-1][11-2-2], a [条件] at a trigger moment
[11-2-4], a [儀式] in the main phase [11-2-3]), ``declare`` (into the chain, or resolving at
once), ``pass``, ``done``, ``withdraw`` and ``discard``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.door import Pair, routed
from engine.kernel.errors import Refusal
from engine.mc20th import battle, rituals, turn
from engine.mc20th.decision import Kind, current
from engine.mc20th.state import MatchState
from engine.moncolle import chain, declare, manual, resolution, triggers
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Action, Declare, Use
from engine.moncolle.events import Event
from engine.moncolle.usable import usable

NORMAL_TIMINGS = (Timing.NORMAL, Timing.NORMAL_UNCOUNTERABLE)
COUNTER_TIMINGS = (Timing.COUNTER, Timing.COUNTER_ATTACK)


def window(state: MatchState) -> tuple[int, tuple[Timing, ...]]:
    """Who may declare now and which timings fit: [普通] in a normal timing, [対抗] in a chain."""
    decision = current(state)
    timings = COUNTER_TIMINGS if decision.kind is Kind.CHAIN else NORMAL_TIMINGS
    return decision.actor, timings


def check_use(state: MatchState, action: Use) -> Refusal | None:
    kind = current(state).kind
    if kind is Kind.TRIGGER:
        return triggers.check_use(state, action)
    if kind is Kind.MAIN:
        return rituals.check_use(state, action)
    seat, timings = window(state)
    return declare.check_use(state, action, seat, timings)


def perform_use(state: MatchState, action: Use, events: list[Event]) -> None:
    decision = current(state)
    how = {Kind.TRIGGER: "trigger", Kind.MAIN: "ritual"}.get(decision.kind, "chain")
    declare.perform_use(state, action, decision.actor, how)


def perform_declare(state: MatchState, action: Declare, events: list[Event]) -> None:
    """A [普通]/[対抗] declaration joins the chain; a [条件] or [儀式] one resolves at once."""
    how = declare.how(state)
    link = declare.perform_declare(state, action, events)
    if how == "chain":
        timing = declare.ability_of(state, link.source, link.ability).timing
        chain.start(state, link, events, uncounterable=timing is Timing.NORMAL_UNCOUNTERABLE)
        return
    if how == "trigger":
        triggers.used(state, link.source, link.ability)
    declare.announce(state, link, -1, events)
    resolution.begin(state, link, -1, events)


def route(default: Pair, special: dict[Kind, Pair]) -> Pair:
    """The action goes to ``special[kind]`` in a decision of that kind, else to ``default``."""
    return routed(current, default, special)


def _always(state: MatchState, action: Action) -> Refusal | None:
    return None


DISCARD = route(
    (turn.check_discard, turn.perform_discard),
    {Kind.EFFECT_DISCARD: (resolution.check_discard, resolution.perform_discard)},
)
DONE = route(
    (_always, battle.perform_done),
    {
        Kind.MANUAL: (manual.check_done, manual.perform_done),
        Kind.DECLARE: (declare.check_done, declare.perform_done),
    },
)
WITHDRAW = route(
    (_always, declare.perform_withdraw_event),
    {Kind.MANUAL: (manual.check_back, manual.perform_back)},
)
PASS = route(
    (chain.check_pass, chain.perform_pass),
    {Kind.TRIGGER: (triggers.check_pass, triggers.perform_pass)},
)


def uses(state: MatchState) -> Iterator[Action]:
    seat, timings = window(state)
    for card, index in usable(state, seat, timings):
        yield Use(card, index)


def use_at_once(state: MatchState, use: Use, events: list[Event]) -> None:
    """A lone [条件(強制)] effect without choices runs by itself [11-2-4]."""
    declare.perform_use(state, use, triggers.actor(state), "trigger")
    perform_declare(state, Declare(), events)
