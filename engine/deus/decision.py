"""Who must decide what right now in a Deus match (DESIGN.md "Decisions are explicit").

Precedence: a pending chance step, then limit adjustment [D-MISC-4a..4c] (active player
first), a declaration being put together, the area a unit an effect summons goes into
[D-TURN-4-C], an effect asking for choices, [条件] windows, the
counter chain, a pending interception [D-INT-0], the battle in progress [D-BAT-FLOW], then
the draft [D-DECK-*] or the turn's phase [D-TURN-0].
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NoReturn

from engine.deus.state import (
    DECK_PER_FACTION,
    PICK_ORDER,
    DraftStep,
    MatchState,
    Phase,
)
from engine.kernel.door import once
from engine.kernel.enums import Enum
from engine.kernel.errors import InvariantError
from engine.moncolle import decision
from engine.moncolle.query import owner


class Kind(Enum):
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


_PHASE_KINDS: Final = decision.phase_kinds(Kind, Phase)
# at run time the plain class: calling a subscripted generic is slow (issue 23); mypy
# needs the if-block, not a conditional expression, to take Decision as a type alias
if not TYPE_CHECKING:  # noqa: SIM108
    Decision = decision.Decision
else:
    Decision = decision.Decision[Kind]


@once  # the same all through one check or legal_actions call
def current(state: MatchState) -> Decision:
    """The family's precedence (engine/moncolle/decision.py) with the draft and an effect's
    summon slotted in, then an interception, the battle and the turn's phase."""
    return decision.decide(state, Kind, _after_chain, first=_drafting, placing=_placing)


def _drafting(state: MatchState) -> Decision | None:
    return _draft_decision(state) if state.phase is Phase.DRAFT else None


def _placing(state: MatchState) -> Decision | None:
    return Decision(owner(state, state.placing[0]), Kind.INTO) if state.placing else None


def _after_chain(state: MatchState) -> Decision:
    if state.intercept_at >= 0:
        return Decision(1 - state.active, Kind.INTERCEPT, state.intercept_at)
    if state.battle is not None:
        return _battle_decision(state)
    kind = _PHASE_KINDS.get(state.phase)
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
    kind = decision.battle_kind(Kind, battle.step, Kind.ATTACK)
    if kind is None:
        raise_unreachable(state)
    return Decision(battle.side, kind, battle.area)


def raise_unreachable(state: MatchState) -> NoReturn:
    raise InvariantError(
        f"no decision at phase={state.phase.value} draft={state.draft.step.value} "
        f"battle={state.battle!r}"
    )
