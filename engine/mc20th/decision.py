"""Who must decide what right now (DESIGN.md "Decisions are explicit").

The order of precedence is the rulebook's: a pending chance step, then limit adjustment
[17-4] (active player first), then the battle in progress [10], then the turn's phase [9].
"""

from __future__ import annotations

import enum
from typing import NoReturn

import msgspec

from engine.kernel.errors import InvariantError
from engine.kernel.state import CHANCE
from engine.mc20th.state import BattleStep, MatchState, Phase, SetupStep
from engine.moncolle.limits import over_limit


class Kind(enum.Enum):
    CHANCE = "chance"
    MULLIGAN = "mulligan"
    HAND_ADJUST = "hand_adjust"
    MAIN = "main"
    SUMMON = "summon"
    INSTANT = "instant"
    FORMATION = "formation"
    ATTACK = "attack"  # the normal timing before the attack [10-4] step 1
    EFFECTS = "effects"  # the normal timing after the attack [10-4] step 3
    CHAIN = "chain"  # the right to respond [10-10-2]
    DECLARE = "declare"  # putting a declaration together
    TRIGGER = "trigger"  # using [条件] effects at a trigger moment [11-2-4]
    MANUAL = "manual"  # applying a manually resolved effect step by step
    EFFECT_DISCARD = "effect_discard"  # choosing the cards an effect makes one discard
    RETURN = "return"
    LIMIT = "limit"
    OVER = "over"


class Decision(msgspec.Struct, frozen=True):
    """``actor`` is a seat, CHANCE, or -1 when the match is over; ``area`` where relevant."""

    actor: int
    kind: Kind
    area: int = -1


def current(state: MatchState) -> Decision:
    if state.result is not None:
        return Decision(-1, Kind.OVER)
    if state.chance is not None:
        return Decision(CHANCE, Kind.CHANCE)
    excess = over_limit(state)
    if excess is not None:
        return Decision(excess[0], Kind.LIMIT, excess[1])
    if state.declaring is not None:
        return Decision(state.declaring.controller, Kind.DECLARE)
    resolving = state.resolution
    if resolving is not None and resolving.asking:
        return Decision(resolving.asking[0], Kind.EFFECT_DISCARD)
    if resolving is not None and resolving.manual:
        return Decision(resolving.link.controller, Kind.MANUAL)
    if state.windows and state.windows[0].pending:
        return Decision(state.windows[0].pending[0].seat, Kind.TRIGGER)
    if state.chain is not None and not state.chain.resolving:
        return Decision(state.chain.right, Kind.CHAIN)
    battle = state.battle
    if battle is not None:
        return _battle_decision(state)
    if state.phase is Phase.SETUP:
        if state.setup_step is SetupStep.MULLIGAN:
            return Decision(state.setup_seat, Kind.MULLIGAN)
        raise_unreachable(state)
    kind = {
        Phase.HAND_ADJUST_1: Kind.HAND_ADJUST,
        Phase.HAND_ADJUST_2: Kind.HAND_ADJUST,
        Phase.MAIN: Kind.MAIN,
        Phase.SUMMON: Kind.SUMMON,
    }[state.phase]
    return Decision(state.active, kind)


def _battle_decision(state: MatchState) -> Decision:
    battle = state.battle
    assert battle is not None
    kind = {
        BattleStep.INSTANT: Kind.INSTANT,
        BattleStep.FORMATION: Kind.FORMATION,
        BattleStep.NORMAL: Kind.ATTACK if battle.substep == 0 else Kind.EFFECTS,
        BattleStep.RETURN: Kind.RETURN,
    }.get(battle.step)
    if kind is None:
        raise_unreachable(state)
    actor = battle.attacker if kind is Kind.RETURN else battle.side
    return Decision(actor, kind, battle.area)


def raise_unreachable(state: MatchState) -> NoReturn:
    raise InvariantError(
        f"no decision at phase={state.phase.value} setup={state.setup_step.value} "
        f"battle={state.battle!r}"
    )
