"""mc20th's door (engine/kernel/door.py): which module handles each action in which
decisions, the candidate actions of each decision, and settle.

Settle runs state-based checks and automatic steps to a fixed point: defence 0 [15-3],
forced limit adjustment [17-4], the steps of an effect resolving (moncolle/resolution.py),
trigger windows (moncolle/triggers.py [11-2-4]), the counter chain [10-10], battle steps
that need no choice [10], setup seats without a mulligan [8]. While an advance is being
planned nothing else may happen in the main phase [9-2-2]. Actions whose meaning depends on
the decision are routed by routing.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.kernel.door import Door, Handler, always, chance_candidates
from engine.kernel.errors import Refusal, refuse
from engine.mc20th import advance, battle, rituals, routing, setup, summon, terrain, turn
from engine.mc20th.decision import Decision, Kind, current
from engine.mc20th.state import MatchState, Phase, SummonStep, clone
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
    DiscardEquipment,
    Done,
    EndMain,
    EndSummon,
    Equip,
    KeepHand,
    LimitDiscard,
    Manual,
    Mulligan,
    Pass,
    Pay,
    PayCard,
    PlaceInFormation,
    PlaceProxy,
    PlaceTerrain,
    Refill,
    Resign,
    ReturnTo,
    Roll,
    Shuffle,
    Summon,
    SwapEquipment,
    Use,
    Withdraw,
)
from engine.moncolle.events import Event
from engine.moncolle.limits import over_limit
from engine.moncolle.zones import discard_broken_units

_always = always


def _perform_roll(state: MatchState, action: Roll, events: list[Event]) -> None:
    task = setup.take_roll(state, action, events)
    if task.purpose == "initiative":
        battle.record_initiative_roll(state, action.value, events)
    elif task.purpose == "effect":
        resolution.record_die(state, action.value)
    else:
        setup.perform_first_roll(state, action, events)


def _end_main(state: MatchState, action: EndMain, events: list[Event]) -> None:
    turn.enter_phase(state, Phase.SUMMON, events)


def _end_summon(state: MatchState, action: EndSummon, events: list[Event]) -> None:
    turn.enter_phase(state, Phase.HAND_ADJUST_2, events)


def _kinds(*kinds: Kind) -> frozenset[Kind]:
    return frozenset(kinds)


HANDLERS: dict[type[Action], Handler] = {
    Roll: Handler(chancesteps.check_roll, _perform_roll, _kinds(Kind.CHANCE)),
    Shuffle: Handler(chancesteps.check_shuffle, setup.perform_shuffle, _kinds(Kind.CHANCE)),
    Mulligan: Handler(setup.check_mulligan, setup.perform_mulligan, _kinds(Kind.MULLIGAN)),
    KeepHand: Handler(_always, setup.perform_keep, _kinds(Kind.MULLIGAN)),
    Discard: Handler(
        *routing.DISCARD,
        _kinds(Kind.HAND_ADJUST, Kind.EFFECT_DISCARD),
    ),
    Refill: Handler(turn.check_refill, turn.perform_refill, _kinds(Kind.HAND_ADJUST)),
    PlaceTerrain: Handler(
        terrain.check_place_terrain, terrain.perform_place_terrain, _kinds(Kind.MAIN)
    ),
    PlaceProxy: Handler(terrain.check_place_proxy, terrain.perform_place_proxy, _kinds(Kind.MAIN)),
    AddMove: Handler(advance.check_add_move, advance.perform_add_move, _kinds(Kind.MAIN)),
    ClearMoves: Handler(advance.check_clear, advance.perform_clear, _kinds(Kind.MAIN)),
    DeclareAdvance: Handler(advance.check_declare, advance.perform_declare, _kinds(Kind.MAIN)),
    SwapEquipment: Handler(
        summon.check_swap, summon.perform_swap, _kinds(Kind.MAIN, Kind.SUMMON, Kind.FORMATION)
    ),
    EndMain: Handler(_always, _end_main, _kinds(Kind.MAIN)),
    DiscardEquipment: Handler(
        summon.check_discard_equipment,
        summon.perform_discard_equipment,
        _kinds(Kind.SUMMON, Kind.INSTANT),
    ),
    Summon: Handler(summon.check_summon, summon.perform_summon, _kinds(Kind.SUMMON, Kind.INSTANT)),
    Equip: Handler(summon.check_equip, summon.perform_equip, _kinds(Kind.SUMMON, Kind.INSTANT)),
    EndSummon: Handler(_always, _end_summon, _kinds(Kind.SUMMON)),
    Done: Handler(
        *routing.DONE,
        _kinds(Kind.INSTANT, Kind.FORMATION, Kind.EFFECTS, Kind.MANUAL, Kind.DECLARE),
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
        _kinds(Kind.ATTACK, Kind.EFFECTS, Kind.CHAIN, Kind.TRIGGER, Kind.MAIN),
    ),
    Choose: Handler(declare.check_choose, declare.perform_choose_event, _kinds(Kind.DECLARE)),
    Pay: Handler(declare.check_pay, declare.perform_pay_event, _kinds(Kind.DECLARE)),
    PayCard: Handler(declare.check_pay_card, declare.perform_pay_card_event, _kinds(Kind.DECLARE)),
    Declare: Handler(declare.check_declare, routing.perform_declare, _kinds(Kind.DECLARE)),
    Withdraw: Handler(*routing.WITHDRAW, _kinds(Kind.DECLARE, Kind.MANUAL)),
    Manual: Handler(manual.check, manual.perform, _kinds(Kind.MANUAL)),
    Pass: Handler(*routing.PASS, _kinds(Kind.CHAIN, Kind.TRIGGER)),
}

_PLANNING = (AddMove, DeclareAdvance, ClearMoves)


def _finish_advance_first(state: MatchState, action: Action, decision: Decision) -> Refusal | None:
    """A planned advance is declared or cleared before anything else in the main phase."""
    if decision.kind is Kind.MAIN and state.plan and not isinstance(action, _PLANNING):
        return refuse("finish_advance_first")
    return None


def _forget_revealed(state: MatchState) -> None:
    for zones in state.players:
        if zones.revealed:  # a shown card that left the hand is no longer "in hand, known"
            zones.revealed = [c for c in zones.revealed if c in zones.hand]


def _candidates(state: MatchState, decision: Decision) -> Iterable[Action]:
    kind = decision.kind
    if kind is Kind.CHANCE:
        return chance_candidates(state)
    if kind is Kind.MULLIGAN:
        return (Mulligan(), KeepHand())
    if kind is Kind.HAND_ADJUST:
        hand = sorted(state.players[state.active].hand)
        return [*(Discard(c) for c in hand), Refill()]
    if kind is Kind.MAIN:
        return _main_candidates(state)
    if kind is Kind.SUMMON:
        return _summon_candidates(state)
    if kind is Kind.INSTANT:
        return _instant_candidates(state)
    if kind is Kind.FORMATION:
        return [*formation.candidates(state), *summon.swap_candidates(state), Done()]
    if kind is Kind.ATTACK:
        return [Attack(), *routing.uses(state)]
    if kind is Kind.EFFECTS:
        return [*routing.uses(state), Done()]
    if kind is Kind.CHAIN:
        return [*routing.uses(state), Pass()]
    if kind is Kind.TRIGGER:
        return [*triggers.choices(state), Pass()]
    if kind is Kind.MANUAL:
        return manual.choices(state)
    if kind is Kind.EFFECT_DISCARD:
        return resolution.discard_choices(state)
    if kind is Kind.DECLARE:
        return declare.candidates(state)
    if kind is Kind.RETURN:
        return battle.return_candidates(state)
    if kind is Kind.LIMIT:
        return limits.candidates(state)
    return ()


def _main_candidates(state: MatchState) -> Iterator[Action]:
    if state.plan:
        yield from advance.candidates(state)
        return
    yield from terrain.candidates(state)
    yield from advance.candidates(state)
    yield from summon.swap_candidates(state)
    yield from rituals.choices(state)
    yield EndMain()


def _summon_candidates(state: MatchState) -> Iterator[Action]:
    if state.summon_step is SummonStep.DISCARD_EQUIPMENT:
        yield from summon.discard_equipment_candidates(state)
    yield from summon.summon_candidates(state)
    yield from summon.swap_candidates(state)
    yield EndSummon()


def _instant_candidates(state: MatchState) -> Iterator[Action]:
    assert state.battle is not None
    if state.battle.substep == 0:
        yield from summon.discard_equipment_candidates(state)
    yield from summon.summon_candidates(state)
    yield Done()


def settle(state: MatchState, events: list[Event]) -> None:
    """Run state-based checks and automatic steps until a decision is needed."""
    while state.result is None:
        if discard_broken_units(state, events):
            continue
        if state.chance is None and over_limit(state) is not None:
            if limits.settle(state, events):
                continue
            return
        if state.chance is not None or state.declaring is not None:
            return  # a declaration being put together holds everything else back
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
        if chain.settle(state, events):
            continue
        if battle.settle(state, events) or setup.settle_setup(state):
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
    gate=_finish_advance_first,
    finish=_forget_revealed,
)
check = DOOR.check
legal_actions = DOOR.legal_actions
apply = DOOR.apply


def trivial_pass(state: MatchState) -> Action | None:
    """The pass a player would make with nothing else to do: no [対抗] to declare in a chain,
    no [普通] to use after the attack, no woken [条件] they can use. Drivers may apply it for
    players who want that (the bot's auto-pass); the engine itself always asks, so the
    timing reveals nothing."""
    kind = current(state).kind
    if kind not in (Kind.CHAIN, Kind.EFFECTS, Kind.TRIGGER):
        return None
    legal = legal_actions(state)
    return legal[0] if len(legal) == 1 else None
