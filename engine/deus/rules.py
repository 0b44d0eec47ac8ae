"""Deus's door (engine/kernel/door.py): which module handles each action in which decisions,
the candidate actions of each decision, and settle.

Settle runs the family's steps (engine/moncolle/door.py: defence 0 [D-DMG-4], limit
adjustment [D-MISC-4a..4c][R21], effects resolving, [条件] windows, the counter chain) with
control markers [D-CTRL-1] before effects resolve, then battle steps that need no choice,
the front-line check after a battle [R8], the turn's edges and empty-hand refills. While
an advance, an interception or a rearrangement is being planned nothing else may happen in
that decision [D-ADV-f][R20].
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from engine.deus import (
    advance,
    battle,
    draft,
    judgement,
    markers,
    rituals,
    routing,
    setup,
    summon,
    turn,
    victory,
)
from engine.deus.actions import (
    ChooseSummoner,
    Decline,
    Include,
    Intercept,
    PickFaction,
    Rearrange,
    SummonInto,
    SummonTo,
)
from engine.deus.decision import Decision, Kind, current
from engine.deus.state import MatchState, Phase, clone
from engine.kernel.door import Door, Handler, always
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import door, formation
from engine.moncolle.actions import (
    Action,
    AddMove,
    Attack,
    ClearMoves,
    DeclareAdvance,
    Done,
    EndMain,
    EndSummon,
    Summon,
    Use,
)
from engine.moncolle.events import Event

ROLLS: Final[dict[str, door.Record]] = {
    "draft": draft.record_roll,
    "first": setup.record_first_roll,
    "initiative": battle.record_initiative_roll,
    "judge": judgement.record_roll,
}
PARTS: Final = door.Modules(setup=setup, turn=turn, advance=advance, battle=battle, routing=routing)


def _kinds(*kinds: Kind) -> frozenset[Kind]:
    return frozenset(kinds)


def _check_clear(state: MatchState, action: ClearMoves) -> Refusal | None:
    return advance.check_clear(state, action)


HANDLERS: dict[type[Action], Handler] = {
    **door.handlers(Kind, Phase, PARTS, ROLLS),
    PickFaction: Handler(draft.check_pick, draft.perform_pick, _kinds(Kind.PICK_FACTION)),
    Include: Handler(draft.check_include, draft.perform_include, _kinds(Kind.BUILD)),
    ChooseSummoner: Handler(draft.check_summoner, draft.perform_summoner, _kinds(Kind.BUILD)),
    AddMove: Handler(*routing.ADD_MOVE, _kinds(Kind.MAIN, Kind.INTERCEPT, Kind.SUMMON)),
    ClearMoves: Handler(
        _check_clear, advance.perform_clear, _kinds(Kind.MAIN, Kind.INTERCEPT, Kind.SUMMON)
    ),
    Intercept: Handler(advance.check_intercept, advance.perform_intercept, _kinds(Kind.INTERCEPT)),
    Decline: Handler(always, advance.perform_decline, _kinds(Kind.INTERCEPT)),
    Rearrange: Handler(summon.check_rearrange, summon.perform_rearrange, _kinds(Kind.SUMMON)),
    SummonTo: Handler(summon.check_summon_to, summon.perform_summon_to, _kinds(Kind.SUMMON)),
    SummonInto: Handler(summon.check_into, summon.perform_into, _kinds(Kind.INTO)),
    Summon: Handler(summon.check_instant, summon.perform_instant, _kinds(Kind.INSTANT)),
    Done: Handler(
        *routing.ROUTES.done,
        _kinds(Kind.INSTANT, Kind.FORMATION, Kind.QUICK, Kind.ATTACK, Kind.MANUAL, Kind.DECLARE),
    ),
    Use: Handler(
        *routing.ROUTES.use,
        _kinds(Kind.QUICK, Kind.ATTACK, Kind.CHAIN, Kind.TRIGGER, Kind.MAIN),
    ),
}

_PLANNING = (AddMove, DeclareAdvance, ClearMoves, Rearrange)


def _finish_plan_first(state: MatchState, action: Action, decision: Decision) -> Refusal | None:
    """A planned advance or rearrangement is declared or cleared before anything else."""
    planning = decision.kind in (Kind.MAIN, Kind.SUMMON)
    if planning and state.plan and not isinstance(action, _PLANNING):
        return refuse("finish_plan_first")
    return None


def _main_candidates(state: MatchState) -> Iterator[Action]:
    yield from advance.candidates(state)
    if state.plan:
        return
    yield from rituals.choices(state)
    yield EndMain()


def _summon_candidates(state: MatchState) -> Iterator[Action]:
    yield from summon.rearrange_candidates(state)
    if state.plan:
        return
    yield from summon.summon_candidates(state)
    yield EndSummon()


CANDIDATES: Final[dict[Kind, door.Candidates]] = {
    **door.candidates(Kind, PARTS),
    Kind.PICK_FACTION: draft.pick_candidates,
    Kind.BUILD: draft.build_candidates,
    Kind.MAIN: _main_candidates,
    Kind.SUMMON: _summon_candidates,
    Kind.INTERCEPT: advance.intercept_candidates,
    Kind.INSTANT: lambda s: [*summon.instant_candidates(s), Done()],
    Kind.FORMATION: lambda s: [*formation.candidates(s), Done()],
    Kind.QUICK: lambda s: [*routing.uses(s), Done()],
    Kind.ATTACK: lambda s: [Attack(), *routing.uses(s), Done()],
    Kind.INTO: summon.into_candidates,
}


def _candidates(state: MatchState, decision: Decision) -> Iterable[Action]:
    found = CANDIDATES.get(decision.kind)
    return found(state) if found is not None else ()


def _own_steps(state: MatchState, events: list[Event]) -> bool:
    """Battle steps that need no choice, the front-line check after a battle [R8], the
    turn's edges and empty-hand refills."""
    if battle.settle(state, events):
        return True
    if state.check_front and state.battle is None:
        state.check_front = False
        return not victory.check(state, events)
    return turn.settle_turn_edges(state, events)


SETTLING: Final = door.Settling(
    use_at_once=routing.ROUTES.at_once,
    own=_own_steps,
    hand=turn.HAND,
    first=markers.settle,
    held=lambda state: state.phase in (Phase.DRAFT, Phase.SETUP),
)
# planned moves (an advance, an interception, a rearrangement), summons to an area and the
# deck building are generated legal
_BUILT: Final[tuple[type[Action], ...]] = (AddMove, SummonTo, Include, ChooseSummoner)
GENERATED: Final = frozenset(_BUILT) | door.DECLARED
DOOR: Door[MatchState, Decision] = door.door(
    HANDLERS, current, _candidates, SETTLING, (clone, _finish_plan_first), GENERATED
)
check = DOOR.check
legal_actions = DOOR.legal_actions
apply = DOOR.apply


def trivial_pass(state: MatchState) -> Action | None:
    """The pass a player would make with nothing else to do: no [対抗] in a chain, no woken
    [条件] to use (engine/moncolle/door.py)."""
    return door.trivial_pass(state, current, ("CHAIN", "TRIGGER"), legal_actions)


def settle(state: MatchState, events: list[Event]) -> None:
    door.settle(state, events, SETTLING)
