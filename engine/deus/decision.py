"""Who must decide what right now in a Deus match (DESIGN.md "Decisions are explicit").

Precedence: a pending chance step, then limit adjustment [D-MISC-4a..4c] (active player
first), a declaration being put together, the area a unit an effect summons goes into
[D-TURN-4-C], an effect asking for choices, [条件] windows, the
counter chain, a pending interception [D-INT-0], the battle in progress [D-BAT-FLOW], then
the draft [D-DECK-*] or the turn's phase [D-TURN-0].
"""

from __future__ import annotations

import enum
from typing import NoReturn

import msgspec

from engine.deus.state import (
    DECK_PER_FACTION,
    PICK_ORDER,
    BattleStep,
    DraftStep,
    MatchState,
    Phase,
)
from engine.kernel.errors import InvariantError
from engine.kernel.state import CHANCE
from engine.moncolle.limits import over_limit
from engine.moncolle.query import owner


class Kind(enum.Enum):
    CHANCE = "chance"
    PICK_FACTION = "pick_faction"  # [D-DECK-2b..2d]
    BUILD = "build"  # [D-DECK-3c][D-DECK-3e]
    HAND_ADJUST = "hand_adjust"
    MAIN = "main"
    SUMMON = "summon"  # normal summon and rearrangement [D-TURN-4]
    INTERCEPT = "intercept"  # [D-INT-0]
    INSTANT = "instant"
    FORMATION = "formation"
    QUICK = "quick"  # 速攻 [D-BAT-3a]
    ATTACK = "normal"  # a side's normal timing: [攻撃前] and the attack [D-BAT-5-1]
    CHAIN = "chain"
    DECLARE = "declare"
    TRIGGER = "trigger"
    MANUAL = "manual"
    EFFECT_DISCARD = "effect_discard"
    INTO = "effect_summon"  # where a unit an effect summons goes [D-TURN-4-C]
    RETURN = "return"  # [D-POST-C][D-POST-E][R19]
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
    if state.phase is Phase.DRAFT:
        return _draft_decision(state)
    excess = over_limit(state)
    if excess is not None:
        return Decision(excess[0], Kind.LIMIT, excess[1])
    if state.declaring is not None:
        return Decision(state.declaring.controller, Kind.DECLARE)
    if state.placing:
        return Decision(owner(state, state.placing[0]), Kind.INTO)
    resolving = state.resolution
    if resolving is not None and resolving.asking:
        return Decision(resolving.asking[0], Kind.EFFECT_DISCARD)
    if resolving is not None and resolving.manual:
        return Decision(resolving.link.controller, Kind.MANUAL)
    if state.windows and state.windows[0].pending:
        return Decision(state.windows[0].pending[0].seat, Kind.TRIGGER)
    if state.chain is not None and not state.chain.resolving:
        return Decision(state.chain.right, Kind.CHAIN)
    if state.intercept_at >= 0:
        return Decision(1 - state.active, Kind.INTERCEPT, state.intercept_at)
    if state.battle is not None:
        return _battle_decision(state)
    kind = {
        Phase.HAND_ADJUST_1: Kind.HAND_ADJUST,
        Phase.HAND_ADJUST_2: Kind.HAND_ADJUST,
        Phase.MAIN: Kind.MAIN,
        Phase.SUMMON: Kind.SUMMON,
    }.get(state.phase)
    if kind is None:
        raise_unreachable(state)
    return Decision(state.active, kind)


def _draft_decision(state: MatchState) -> Decision:
    draft = state.draft
    if draft.step is DraftStep.PICK:
        return Decision(picker(state), Kind.PICK_FACTION)
    if draft.step is DraftStep.BUILD:
        return Decision(builder(state), Kind.BUILD)
    raise_unreachable(state)


def picker(state: MatchState) -> int:
    """A picks one faction, B two, A the last [D-DECK-2b..2d]."""
    draft = state.draft
    taken = len(draft.factions[0]) + len(draft.factions[1])
    return draft.a if PICK_ORDER[taken] == 0 else 1 - draft.a


def builder(state: MatchState) -> int:
    """Player A builds first, then B [D-MISC-1]."""
    a = state.draft.a
    return a if not is_built(state, a) else 1 - a


def is_built(state: MatchState, seat: int) -> bool:
    """15 cards of each of one's two factions and a summoner chosen [D-DECK-0]."""
    draft = state.draft
    return len(draft.chosen[seat]) == 2 * DECK_PER_FACTION and draft.summoner[seat] >= 0


def _battle_decision(state: MatchState) -> Decision:
    battle = state.battle
    assert battle is not None
    kind = {
        BattleStep.INSTANT: Kind.INSTANT,
        BattleStep.FORMATION: Kind.FORMATION,
        BattleStep.QUICK: Kind.QUICK,
        BattleStep.NORMAL: Kind.ATTACK,
        BattleStep.RETURN: Kind.RETURN,
    }.get(battle.step)
    if kind is None:
        raise_unreachable(state)
    return Decision(battle.side, kind, battle.area)


def raise_unreachable(state: MatchState) -> NoReturn:
    raise InvariantError(
        f"no decision at phase={state.phase.value} draft={state.draft.step.value} "
        f"battle={state.battle!r}"
    )
