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

from engine.deus import advance, battle, rituals, summon
from engine.deus.decision import Kind, current
from engine.deus.state import MatchState
from engine.kernel.door import routed
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import declare, routing
from engine.moncolle.abilities import Timing
from engine.moncolle.actions import Action, Use
from engine.moncolle.usable import usable

TIMINGS: dict[Kind, tuple[Timing, ...]] = {
    Kind.QUICK: (Timing.QUICK,),
    Kind.ATTACK: (Timing.PRE_ATTACK, Timing.NORMAL),
    Kind.CHAIN: (Timing.COUNTER,),
}


def window(state: MatchState) -> tuple[int, tuple[Timing, ...]]:
    decision = current(state)
    return decision.actor, TIMINGS.get(decision.kind, ())


def _declared(state: MatchState, action: Use) -> Refusal | None:
    seat, timings = window(state)
    if action.card == state.players[seat].summoner:
        return refuse("summoner_rituals_only")  # [R15]: a summoner has [儀式] only
    return declare.check_use(state, action, seat, timings)


ROUTES = routing.routes(
    current,
    Kind,
    routing.Own(
        done=(battle.check_done, battle.perform_done),
        ritual=rituals.check_use,
        declared=_declared,
        uncounterable=Timing.QUICK,  # a [速攻] is never answered [D-CHAIN-Q]
    ),
)
ADD_MOVE = routed(
    current,
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
