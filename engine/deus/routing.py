"""Actions whose meaning depends on the decision at hand, routed to the module that owns
it: ``use`` (a [速攻] in the 速攻 timing [D-TIM-QUICK], an [攻撃前] in one's normal timing
[D-TIM-PRE-1] ([普通] on old cards is the same [D-BAT-5-N]), a [対抗] in a chain
[D-TIM-CTR], a [条件] at a trigger moment [D-TIM-COND-1], a [儀式] in the main phase
[D-TIM-RIT]), ``declare`` (a [速攻] resolves at once and is never answered [D-CHAIN-Q];
[攻撃前] and [対抗] join the chain [D-CHAIN-0]; [条件] and [儀式] resolve at once),
``add``/``clear`` (advance, interception or rearrangement), ``pass``, ``done``,
``withdraw`` and ``discard``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.deus import advance, battle, rituals, summon, turn
from engine.deus.decision import Kind, current
from engine.deus.state import MatchState
from engine.kernel.door import Pair, routed
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import chain, declare, manual, resolution, triggers
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Action, Declare, Use
from engine.moncolle.events import Event
from engine.moncolle.usable import usable

TIMINGS: dict[Kind, tuple[Timing, ...]] = {
    Kind.QUICK: (Timing.QUICK,),
    Kind.ATTACK: (Timing.PRE_ATTACK, Timing.NORMAL),
    Kind.CHAIN: (Timing.COUNTER,),
}


def window(state: MatchState) -> tuple[int, tuple[Timing, ...]]:
    decision = current(state)
    return decision.actor, TIMINGS.get(decision.kind, ())


def check_use(state: MatchState, action: Use) -> Refusal | None:
    kind = current(state).kind
    if kind is Kind.TRIGGER:
        return triggers.check_use(state, action)
    if kind is Kind.MAIN:
        return rituals.check_use(state, action)
    seat, timings = window(state)
    if action.card == state.players[seat].summoner:
        return refuse("summoner_rituals_only")  # [R15]: a summoner has [儀式] only
    return declare.check_use(state, action, seat, timings)


def perform_use(state: MatchState, action: Use, events: list[Event]) -> None:
    decision = current(state)
    how = {Kind.TRIGGER: "trigger", Kind.MAIN: "ritual"}.get(decision.kind, "chain")
    declare.perform_use(state, action, decision.actor, how)


def perform_declare(state: MatchState, action: Declare, events: list[Event]) -> None:
    how = declare.how(state)
    link = declare.perform_declare(state, action, events)
    if how == "chain":
        timing = declare.ability_of(state, link.source, link.ability).timing
        chain.start(state, link, events, uncounterable=timing is Timing.QUICK)
        return
    if how == "trigger":
        triggers.used(state, link.source, link.ability)
    declare.announce(state, link, -1, events)
    resolution.begin(state, link, -1, events)


def route(default: Pair, special: dict[Kind, Pair]) -> Pair:
    """The action goes to ``special[kind]`` in a decision of that kind, else to ``default``."""
    return routed(current, default, special)


DISCARD = route(
    (turn.check_discard, turn.perform_discard),
    {Kind.EFFECT_DISCARD: (resolution.check_discard, resolution.perform_discard)},
)
DONE = route(
    (battle.check_done, battle.perform_done),
    {
        Kind.MANUAL: (manual.check_done, manual.perform_done),
        Kind.DECLARE: (declare.check_done, declare.perform_done),
    },
)
WITHDRAW = route(
    (lambda s, a: None, declare.perform_withdraw_event),
    {Kind.MANUAL: (manual.check_back, manual.perform_back)},
)
PASS = route(
    (chain.check_pass, chain.perform_pass),
    {Kind.TRIGGER: (triggers.check_pass, triggers.perform_pass)},
)
ADD_MOVE = route(
    (advance.check_add_move, advance.perform_add_move),
    {
        Kind.INTERCEPT: (advance.check_intercept_move, advance.perform_add_move),
        Kind.SUMMON: (summon.check_rearrange_move, summon.perform_rearrange_move),
    },
)


def uses(state: MatchState) -> Iterator[Action]:
    seat, timings = window(state)
    summoner = state.players[seat].summoner
    for card, index in usable(state, seat, timings):
        if card != summoner:  # [R15]: the summoner is not in the battle
            yield Use(card, index)


def use_at_once(state: MatchState, use: Use, events: list[Event]) -> None:
    """A lone [条件(強制)] effect without choices runs by itself."""
    declare.perform_use(state, use, triggers.actor(state), "trigger")
    perform_declare(state, Declare(), events)
