"""The family's routing of actions whose meaning depends on the decision at hand, written once
for both games over the decision kinds they share by name (``TRIGGER``, ``MAIN``, ``CHAIN``,
``MANUAL``, ``DECLARE``, ``EFFECT_DISCARD``):

- ``use``: a [条件] at a trigger moment (mc20th [11-2-4], deus [D-TIM-COND-1]), a [儀式] in
  the main phase (mc20th [11-2-3], deus [D-TIM-RIT]), else a declaration in the game's
  battle timing;
- ``declare``: into the chain (mc20th [10-10], deus [D-CHAIN-0]), unanswerable when the
  ability's timing is the game's ``uncounterable`` one (mc20th's [普通(対抗不可)], Deus's
  [速攻] [D-CHAIN-Q]); a [条件] or [儀式] resolves at once;
- ``discard``, ``done``, ``withdraw`` and ``pass``: the effect's, the manual resolution's,
  the declaration's or the trigger moment's where one is open, else the game's own.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, NamedTuple

from engine.kernel.door import Pair, always, routed
from engine.kernel.errors import Refusal
from engine.moncolle import chain, declare, manual, resolution, triggers
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Declare, Use
from engine.moncolle.events import Event
from engine.moncolle.state import FamilyState

Decide = Callable[[Any], Any]  # state -> the game's Decision (``actor``, ``kind``)


def check_use(
    state: FamilyState,
    action: Use,
    decision: Any,
    ritual: Callable[[Any, Use], Refusal | None],
    declared: Callable[[], Refusal | None],
) -> Refusal | None:
    """A [条件] at a trigger moment, a [儀式] (the game's ``ritual`` check) in the main phase,
    else ``declared``: the game's check of a declaration in its battle timing."""
    kind = decision.kind.name
    if kind == "TRIGGER":
        return triggers.check_use(state, action)
    if kind == "MAIN":
        return ritual(state, action)
    return declared()


def perform_use(state: FamilyState, action: Use, decision: Any) -> None:
    how = {"TRIGGER": "trigger", "MAIN": "ritual"}.get(decision.kind.name, "chain")
    declare.perform_use(state, action, decision.actor, how)


def perform_declare(
    state: FamilyState, action: Declare, events: list[Event], uncounterable: Timing
) -> None:
    """A battle declaration joins the chain; a [条件] or [儀式] one resolves at once."""
    how = declare.how(state)
    link = declare.perform_declare(state, action, events)
    if how == "chain":
        timing = declare.ability_of(state, link.source, link.ability).timing
        chain.start(state, link, events, uncounterable=timing is uncounterable)
        return
    if how == "trigger":
        triggers.used(state, link.source, link.ability)
    declare.announce(state, link, -1, events)
    resolution.begin(state, link, -1, events)


def use_at_once(state: FamilyState, use: Use, events: list[Event], uncounterable: Timing) -> None:
    """A lone [条件(強制)] effect without choices runs by itself (mc20th [11-2-4])."""
    declare.perform_use(state, use, triggers.actor(state), "trigger")
    perform_declare(state, Declare(), events, uncounterable)


class Routes(NamedTuple):
    """The (check, perform) pairs of the routed verbs, for the game's door."""

    discard: Pair
    done: Pair
    withdraw: Pair
    passing: Pair


def routes(decide: Decide, kinds: type[enum.Enum], discard: Pair, done: Pair) -> Routes:
    """``kinds``: the game's decision kinds (by name); ``discard`` and ``done`` are the
    game's own (hand adjustment, the battle's timings)."""
    return Routes(
        discard=routed(
            decide,
            discard,
            {kinds["EFFECT_DISCARD"]: (resolution.check_discard, resolution.perform_discard)},
        ),
        done=routed(
            decide,
            done,
            {
                kinds["MANUAL"]: (manual.check_done, manual.perform_done),
                kinds["DECLARE"]: (declare.check_done, declare.perform_done),
            },
        ),
        withdraw=routed(
            decide,
            (always, declare.perform_withdraw_event),
            {kinds["MANUAL"]: (manual.check_back, manual.perform_back)},
        ),
        passing=routed(
            decide,
            (chain.check_pass, chain.perform_pass),
            {kinds["TRIGGER"]: (triggers.check_pass, triggers.perform_pass)},
        ),
    )
