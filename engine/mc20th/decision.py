"""Who must decide what right now (DESIGN.md "Decisions are explicit").

The order of precedence is the rulebook's: a pending chance step, then limit adjustment
[17-4] (active player first), then the battle in progress [10], then the turn's phase [9].
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NoReturn

from engine.kernel.door import once
from engine.kernel.enums import Enum
from engine.kernel.errors import InvariantError
from engine.mc20th.state import MatchState, Phase, SetupStep
from engine.moncolle import decision


class Kind(Enum):
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


if TYPE_CHECKING:
    Decision = decision.Decision[Kind]
else:  # calling a subscripted generic goes through typing's slow alias call (issue 23)
    Decision = decision.Decision


@once  # the same all through one check or legal_actions call
def current(state: MatchState) -> Decision:
    """The family's precedence (engine/moncolle/decision.py), then the battle [10] and the
    turn's phase [9]."""
    return decision.decide(state, Kind, _battle_or_phase)


_PHASE_KINDS: Final = decision.phase_kinds(Kind, Phase)


def _battle_or_phase(state: MatchState) -> Decision:
    if state.battle is not None:
        return _battle_decision(state)
    if state.phase is Phase.SETUP:
        if state.setup_step is SetupStep.MULLIGAN:
            return Decision(state.setup_seat, Kind.MULLIGAN)
        raise_unreachable(state)
    return Decision(state.active, _PHASE_KINDS[state.phase])


def _battle_decision(state: MatchState) -> Decision:
    battle = state.battle
    assert battle is not None
    normal = Kind.ATTACK if battle.substep == 0 else Kind.EFFECTS
    kind = decision.battle_kind(Kind, battle.step, normal)
    if kind is None:
        raise_unreachable(state)
    actor = battle.attacker if kind is Kind.RETURN else battle.side
    return Decision(actor, kind, battle.area)


def raise_unreachable(state: MatchState) -> NoReturn:
    raise InvariantError(
        f"no decision at phase={state.phase.value} setup={state.setup_step.value} "
        f"battle={state.battle!r}"
    )
