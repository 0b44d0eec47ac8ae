"""Deus's door (engine/kernel/door.py): which module handles each action in which decisions,
the candidate actions of each decision, and settle.

Settle runs state-based checks and automatic steps to a fixed point: defence 0 [D-DMG-4],
limit adjustment [D-MISC-4a..4c][R21], effects resolving, [条件] windows, the counter chain,
control markers [D-CTRL-1], battle steps that need no choice, the front-line check after a
battle [R8], the turn's edges and empty-hand refills. While an advance, an interception or a
rearrangement is being planned nothing else may happen in that decision [D-ADV-f][R20].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

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
from engine.kernel.door import Door, Handler, always, chance_candidates
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import (
    chain,
    chancesteps,
    declare,
    formation,
    limits,
    manual,
    resolution,
    triggers,
)
from engine.moncolle.actions import (
    Action,
    AddMove,
    Attack,
    Choose,
    ClearMoves,
    Declare,
    DeclareAdvance,
    Discard,
    Done,
    EndMain,
    EndSummon,
    LimitDiscard,
    Manual,
    Pass,
    Pay,
    PayCard,
    PlaceInFormation,
    Refill,
    Resign,
    ReturnTo,
    Roll,
    Shuffle,
    Summon,
    Use,
    Withdraw,
)
from engine.moncolle.events import Event
from engine.moncolle.limits import over_limit
from engine.moncolle.zones import discard_broken_units


def _perform_roll(state: MatchState, action: Roll, events: list[Event]) -> None:
    task = setup.take_roll(state, action, events)
    record = {
        "draft": draft.record_roll,
        "first": setup.record_first_roll,
        "initiative": battle.record_initiative_roll,
        "judge": judgement.record_roll,
    }.get(task.purpose)
    if record is None:
        resolution.record_die(state, action.value)
    else:
        record(state, action.value, events)


def _end_main(state: MatchState, action: EndMain, events: list[Event]) -> None:
    turn.enter_phase(state, Phase.SUMMON, events)


def _end_summon(state: MatchState, action: EndSummon, events: list[Event]) -> None:
    turn.enter_phase(state, Phase.HAND_ADJUST_2, events)


def _kinds(*kinds: Kind) -> frozenset[Kind]:
    return frozenset(kinds)


def _check_clear(state: MatchState, action: ClearMoves) -> Refusal | None:
    return advance.check_clear(state, action)


HANDLERS: dict[type[Action], Handler] = {
    Roll: Handler(chancesteps.check_roll, _perform_roll, _kinds(Kind.CHANCE)),
    Shuffle: Handler(chancesteps.check_shuffle, setup.perform_shuffle, _kinds(Kind.CHANCE)),
    PickFaction: Handler(draft.check_pick, draft.perform_pick, _kinds(Kind.PICK_FACTION)),
    Include: Handler(draft.check_include, draft.perform_include, _kinds(Kind.BUILD)),
    ChooseSummoner: Handler(draft.check_summoner, draft.perform_summoner, _kinds(Kind.BUILD)),
    Discard: Handler(*routing.DISCARD, _kinds(Kind.HAND_ADJUST, Kind.EFFECT_DISCARD)),
    Refill: Handler(turn.check_refill, turn.perform_refill, _kinds(Kind.HAND_ADJUST)),
    AddMove: Handler(*routing.ADD_MOVE, _kinds(Kind.MAIN, Kind.INTERCEPT, Kind.SUMMON)),
    ClearMoves: Handler(
        _check_clear, advance.perform_clear, _kinds(Kind.MAIN, Kind.INTERCEPT, Kind.SUMMON)
    ),
    DeclareAdvance: Handler(advance.check_declare, advance.perform_declare, _kinds(Kind.MAIN)),
    Intercept: Handler(advance.check_intercept, advance.perform_intercept, _kinds(Kind.INTERCEPT)),
    Decline: Handler(always, advance.perform_decline, _kinds(Kind.INTERCEPT)),
    Rearrange: Handler(summon.check_rearrange, summon.perform_rearrange, _kinds(Kind.SUMMON)),
    SummonTo: Handler(summon.check_summon_to, summon.perform_summon_to, _kinds(Kind.SUMMON)),
    SummonInto: Handler(summon.check_into, summon.perform_into, _kinds(Kind.INTO)),
    Summon: Handler(summon.check_instant, summon.perform_instant, _kinds(Kind.INSTANT)),
    EndMain: Handler(always, _end_main, _kinds(Kind.MAIN)),
    EndSummon: Handler(always, _end_summon, _kinds(Kind.SUMMON)),
    Done: Handler(
        *routing.DONE,
        _kinds(Kind.INSTANT, Kind.FORMATION, Kind.QUICK, Kind.ATTACK, Kind.MANUAL, Kind.DECLARE),
    ),
    PlaceInFormation: Handler(
        formation.check_place, formation.perform_place, _kinds(Kind.FORMATION)
    ),
    Attack: Handler(battle.check_attack, battle.perform_attack, _kinds(Kind.ATTACK)),
    ReturnTo: Handler(battle.check_return, battle.perform_return, _kinds(Kind.RETURN)),
    LimitDiscard: Handler(limits.check, limits.perform, _kinds(Kind.LIMIT)),
    Resign: Handler(turn.check_resign, turn.perform_resign, frozenset(Kind)),
    Use: Handler(
        routing.check_use,
        routing.perform_use,
        _kinds(Kind.QUICK, Kind.ATTACK, Kind.CHAIN, Kind.TRIGGER, Kind.MAIN),
    ),
    Choose: Handler(declare.check_choose, declare.perform_choose_event, _kinds(Kind.DECLARE)),
    Pay: Handler(declare.check_pay, declare.perform_pay_event, _kinds(Kind.DECLARE)),
    PayCard: Handler(declare.check_pay_card, declare.perform_pay_card_event, _kinds(Kind.DECLARE)),
    Declare: Handler(declare.check_declare, routing.perform_declare, _kinds(Kind.DECLARE)),
    Withdraw: Handler(*routing.WITHDRAW, _kinds(Kind.DECLARE, Kind.MANUAL)),
    Manual: Handler(manual.check, manual.perform, _kinds(Kind.MANUAL)),
    Pass: Handler(*routing.PASS, _kinds(Kind.CHAIN, Kind.TRIGGER)),
}

_PLANNING = (AddMove, DeclareAdvance, ClearMoves, Rearrange)


def _finish_plan_first(state: MatchState, action: Action, decision: Decision) -> Refusal | None:
    """A planned advance or rearrangement is declared or cleared before anything else."""
    planning = decision.kind in (Kind.MAIN, Kind.SUMMON)
    if planning and state.plan and not isinstance(action, _PLANNING):
        return refuse("finish_plan_first")
    return None


def _forget_revealed(state: MatchState) -> None:
    for zones in state.players:
        if zones.revealed:
            zones.revealed = [c for c in zones.revealed if c in zones.hand]


def _candidates(state: MatchState, decision: Decision) -> Iterable[Action]:
    kind = decision.kind
    simple: dict[Kind, Callable[[MatchState], Iterable[Action]]] = {
        Kind.CHANCE: chance_candidates,
        Kind.PICK_FACTION: draft.pick_candidates,
        Kind.BUILD: draft.build_candidates,
        Kind.MAIN: _main_candidates,
        Kind.SUMMON: _summon_candidates,
        Kind.INTERCEPT: advance.intercept_candidates,
        Kind.INSTANT: lambda s: [*summon.instant_candidates(s), Done()],
        Kind.FORMATION: lambda s: [*formation.candidates(s), Done()],
        Kind.QUICK: lambda s: [*routing.uses(s), Done()],
        Kind.ATTACK: lambda s: [Attack(), *routing.uses(s), Done()],
        Kind.CHAIN: lambda s: [*routing.uses(s), Pass()],
        Kind.TRIGGER: lambda s: [*triggers.choices(s), Pass()],
        Kind.MANUAL: manual.choices,
        Kind.EFFECT_DISCARD: resolution.discard_choices,
        Kind.INTO: summon.into_candidates,
        Kind.DECLARE: declare.candidates,
        Kind.RETURN: battle.return_candidates,
        Kind.LIMIT: limits.candidates,
    }
    if kind is Kind.HAND_ADJUST:
        hand = sorted(state.players[state.active].hand)
        return [*(Discard(c) for c in hand), Refill()]
    found = simple.get(kind)
    return found(state) if found is not None else ()


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


def settle(state: MatchState, events: list[Event]) -> None:
    """Run state-based checks and automatic steps until a decision is needed."""
    while state.result is None:
        if state.phase is Phase.DRAFT or state.phase is Phase.SETUP:
            return
        if discard_broken_units(state, events):
            continue
        if state.chance is None and over_limit(state) is not None:
            if limits.settle(state, events):
                continue
            return
        if state.chance is not None or state.declaring is not None:
            return
        if markers.settle(state, events):
            continue
        if state.resolution is not None:
            if resolution.settle(state, events):
                continue
            return
        if state.windows:
            outcome = triggers.settle(state)
            if isinstance(outcome, Use):
                routing.use_at_once(state, outcome, events)
            if outcome is None:
                return
            continue
        if chain.settle(state, events) or battle.settle(state, events):
            continue
        if state.check_front and state.battle is None:
            state.check_front = False
            if victory.check(state, events):
                return
            continue
        if turn.settle_turn_edges(state, events) or turn.settle_hand_adjust(state, events):
            continue
        return


DOOR: Door[MatchState, Decision] = Door(
    handlers=HANDLERS,
    decide=current,
    candidates=_candidates,
    settle=settle,
    clone=clone,
    gate=_finish_plan_first,
    finish=_forget_revealed,
)
check = DOOR.check
legal_actions = DOOR.legal_actions
apply = DOOR.apply


def trivial_pass(state: MatchState) -> Action | None:
    """The pass a player would make with nothing else to do: no [対抗] in a chain, no woken
    [条件] to use. Drivers may apply it for players who want that; the engine always asks."""
    kind = current(state).kind
    if kind not in (Kind.CHAIN, Kind.TRIGGER):
        return None
    legal = legal_actions(state)
    return legal[0] if len(legal) == 1 else None
