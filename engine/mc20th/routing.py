"""Actions whose meaning depends on the decision at hand, routed to the module that owns
it: ``use`` (a [普通]/[対抗] in a battle window [11-2-1][11-2-2], a [条件] at a trigger moment
[11-2-4], a [儀式] in the main phase [11-2-3]), ``declare`` (into the chain, or resolving at
once), ``pass``, ``done``, ``withdraw`` and ``discard``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.abilities import Timing
from engine.actions import Action, Declare, Discard, Done, Pass, Use, Withdraw
from engine.errors import Refusal, refuse
from engine.events import Event
from engine.mc20th import (
    battle,
    chain,
    declare,
    manual,
    resolution,
    rituals,
    triggers,
    turn,
)
from engine.mc20th.decision import Kind, current
from engine.mc20th.state import MatchState
from engine.mc20th.usable import usable

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


def check_discard(state: MatchState, action: Discard) -> Refusal | None:
    if current(state).kind is Kind.EFFECT_DISCARD:
        return resolution.check_discard(state, action)
    return turn.check_discard(state, action)


def perform_discard(state: MatchState, action: Discard, events: list[Event]) -> None:
    if current(state).kind is Kind.EFFECT_DISCARD:
        resolution.perform_discard(state, action, events)
    else:
        turn.perform_discard(state, action, events)


def check_done(state: MatchState, action: Done) -> Refusal | None:
    if current(state).kind is Kind.MANUAL and state.resolution and state.resolution.picked:
        return refuse("not_manual_step")
    return None


def perform_done(state: MatchState, action: Done, events: list[Event]) -> None:
    if current(state).kind is Kind.MANUAL:
        manual.perform_done(state, action, events)
    else:
        battle.perform_done(state, action, events)


def check_withdraw(state: MatchState, action: Withdraw) -> Refusal | None:
    if current(state).kind is Kind.MANUAL:
        return manual.check_back(state, action)
    return None


def perform_withdraw(state: MatchState, action: Withdraw, events: list[Event]) -> None:
    if current(state).kind is Kind.MANUAL:
        manual.perform_back(state, action, events)
    else:
        declare.perform_withdraw(state, action)


def check_pass(state: MatchState, action: Pass) -> Refusal | None:
    if current(state).kind is Kind.TRIGGER:
        return triggers.check_pass(state, action)
    return chain.check_pass(state, action)


def perform_pass(state: MatchState, action: Pass, events: list[Event]) -> None:
    if current(state).kind is Kind.TRIGGER:
        triggers.perform_pass(state, action, events)
    else:
        chain.perform_pass(state, action, events)


def uses(state: MatchState) -> Iterator[Action]:
    seat, timings = window(state)
    for card, index in usable(state, seat, timings):
        yield Use(card, index)


def use_at_once(state: MatchState, use: Use, events: list[Event]) -> None:
    """A lone [条件(強制)] effect without choices runs by itself [11-2-4]."""
    declare.perform_use(state, use, triggers.actor(state), "trigger")
    perform_declare(state, Declare(), events)
