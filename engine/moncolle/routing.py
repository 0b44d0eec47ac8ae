"""The family's routing of actions whose meaning depends on the decision at hand, written once
for both games over the decision kinds they share by name (``TRIGGER``, ``MAIN``, ``CHAIN``,
``MANUAL``, ``DECLARE``, ``EFFECT_DISCARD``):

- ``use``: a [条件] at a trigger moment (mc20th [11-2-4], deus [D-TIM-COND-1]), a [儀式] in
  the main phase (mc20th [11-2-3], deus [D-TIM-RIT]), else a declaration in the game's
  battle timing;
- ``declare``: into the chain (mc20th [10-10], deus [D-CHAIN-0]), unanswerable when the
  ability's timing is the game's ``uncounterable`` one (mc20th's [普通(対抗不可)], Deus's
  [速攻] [D-CHAIN-Q]); a [条件] or [儀式] resolves at once;
- ``discard``: the cards an effect makes one discard, else a card of the active player's
  hand in hand adjustment (mc20th [9-1][9-4], deus [D-TURN-2][D-TURN-5]);
- ``done``, ``withdraw`` and ``pass``: the manual resolution's, the declaration's or the
  trigger moment's where one is open, else the game's own (``done``) or the family's.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.kernel.door import Pair, always, routed
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import chain, declare, manual, resolution, triggers
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Declare, Discard, Use
from engine.moncolle.events import Event
from engine.moncolle.state import FamilyState
from engine.moncolle.zones import discard_from_hand

Decide = Callable[[Any], Any]  # state -> the game's Decision (``actor``, ``kind``)
Check = Callable[[Any, Use], Refusal | None]


@dataclass(frozen=True, slots=True)
class Own:
    """The game's part: its ``done`` (its battle timings), its [儀式] check, its check of a
    declaration in its battle timings, and the timing no one may answer."""

    done: Pair
    ritual: Check
    declared: Check
    uncounterable: Timing


class Routes(NamedTuple):
    """The (check, perform) pairs of the routed verbs, for the game's door, and the use of a
    lone [条件(強制)] effect that runs by itself."""

    discard: Pair
    done: Pair
    withdraw: Pair
    passing: Pair
    use: Pair
    declare: Pair
    at_once: Callable[[Any, Use, list[Event]], None]


def _check_hand_discard(state: FamilyState, action: Discard) -> Refusal | None:
    if action.card not in state.players[state.active].hand:
        return refuse("not_in_hand", card=action.card)
    return None


def _perform_hand_discard(state: FamilyState, action: Discard, events: list[Event]) -> None:
    discard_from_hand(state, state.active, [action.card], "hand adjustment", events)


def _check_use(state: FamilyState, action: Use, kind: str, own: Own) -> Refusal | None:
    """A [条件] at a trigger moment, a [儀式] in the main phase, else a declaration in the
    game's battle timing."""
    if kind == "TRIGGER":
        return triggers.check_use(state, action)
    if kind == "MAIN":
        return own.ritual(state, action)
    return own.declared(state, action)


def _perform_use(state: FamilyState, action: Use, decision: Any) -> None:
    how = {"TRIGGER": "trigger", "MAIN": "ritual"}.get(decision.kind.name, "chain")
    declare.perform_use(state, action, decision.actor, how)


def _perform_declare(
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


def routes(decide: Decide, kinds: type[enum.Enum], own: Own) -> Routes:
    """The routes over the game's decisions and its decision kinds (by name)."""
    late = own.uncounterable

    def perform_declare(state: Any, action: Declare, events: list[Event]) -> None:
        _perform_declare(state, action, events, late)

    def at_once(state: Any, use: Use, events: list[Event]) -> None:
        """A lone [条件(強制)] effect without choices runs by itself (mc20th [11-2-4])."""
        declare.perform_use(state, use, triggers.actor(state), "trigger")
        _perform_declare(state, Declare(), events, late)

    return Routes(
        discard=routed(
            decide,
            (_check_hand_discard, _perform_hand_discard),
            {kinds["EFFECT_DISCARD"]: (resolution.check_discard, resolution.perform_discard)},
        ),
        done=routed(
            decide,
            own.done,
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
        use=(
            lambda state, action: _check_use(state, action, decide(state).kind.name, own),
            lambda state, action, events: _perform_use(state, action, decide(state)),
        ),
        declare=(declare.check_declare, perform_declare),
        at_once=at_once,
    )
