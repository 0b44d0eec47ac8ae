"""The family's part of a game's door (engine/kernel/door.py), written once for mc20th and
Deus: the handlers and candidate actions of the decisions both games have alike, settle's
family steps, the trivial pass, and forgetting revealed cards that left the hand.

Handlers: dice and shuffles [8][D-SET-*], hand adjustment (mc20th [9-1][9-4], deus
[D-TURN-2][D-TURN-5]), declaring an advance (mc20th [9-2-2], deus [D-ADV-*]), the end of
the main and summon phases, placing in formation, the attack and the return (mc20th
[10-4][10-8], deus [D-BAT-*][D-POST-*]), limit adjustment (mc20th [17-4], deus
[D-MISC-4a..4c]), resignation, and putting a declaration together, resolving by hand,
withdrawing and passing (mc20th [10-10][11-2], deus [D-CHAIN-*][D-TIM-*]).

Settle runs, to a fixed point: defence 0 destroys (mc20th [15-3], deus [D-DMG-4]), forced
limit adjustment, nothing while a chance step or a declaration is pending, the game's own
steps before effects (Deus's control markers [D-CTRL-1]), effects resolving, [条件] windows
(mc20th [11-2-4], deus [D-TIM-COND-1]) and the counter chain; then the game's own (its
battle steps, turn edges and end checks).

A game's modules are passed as they are (``turn``, ``battle``, ``routing``, ``advance``,
``setup``: the functions of the same names in each game) and its decision kinds and phases by name.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from engine.kernel.door import Door, Handler, always, chance_candidates
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
    Attack,
    Choose,
    Declare,
    DeclareAdvance,
    Discard,
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
    Use,
    Withdraw,
)
from engine.moncolle.adjust import Hand
from engine.moncolle.events import Event
from engine.moncolle.limits import over_limit
from engine.moncolle.routing import Routes
from engine.moncolle.state import FamilyState
from engine.moncolle.zones import discard_broken_units

Candidates = Callable[[Any], Iterable[Action]]
Perform = Callable[[Any, Any, list[Event]], None]


@dataclass(frozen=True, slots=True)
class Modules:
    """The game's modules the family's handlers call into."""

    setup: ModuleType  # perform_shuffle
    turn: ModuleType  # HAND, check_resign, perform_resign, enter_phase
    advance: ModuleType  # check_declare, perform_declare
    battle: ModuleType  # check_attack, perform_attack, check_return, perform_return,
    # return_candidates
    routing: ModuleType  # ROUTES, uses


Record = Callable[[Any, int, list[Event]], None]  # a die's value recorded: (state, value, events)


def _roll(rolls: Mapping[str, Record]) -> Perform:
    def perform(state: Any, action: Roll, events: list[Event]) -> None:
        task = chancesteps.take_roll(state, action, events)
        record = rolls.get(task.purpose)
        if record is None:
            resolution.record_die(state, action.value)  # an effect's die
        else:
            record(state, action.value, events)

    return perform


def handlers(
    kinds: type[enum.Enum], phases: type[enum.Enum], parts: Modules, rolls: Mapping[str, Record]
) -> dict[type[Action], Handler]:
    """The handlers both games share, over the game's decision kinds and phases (by name);
    ``rolls`` records a die by what it was rolled for (an effect's die by default)."""

    def only(*names: str) -> frozenset[Any]:
        return frozenset(kinds[name] for name in names)

    def to_phase(name: str) -> Perform:
        return lambda state, action, events: parts.turn.enter_phase(state, phases[name], events)

    turn, battle = parts.turn, parts.battle
    routes: Routes = parts.routing.ROUTES
    return {
        Roll: Handler(chancesteps.check_roll, _roll(rolls), only("CHANCE")),
        Shuffle: Handler(chancesteps.check_shuffle, parts.setup.perform_shuffle, only("CHANCE")),
        Discard: Handler(*routes.discard, only("HAND_ADJUST", "EFFECT_DISCARD")),
        Refill: Handler(turn.HAND.check_refill, turn.HAND.perform_refill, only("HAND_ADJUST")),
        DeclareAdvance: Handler(
            parts.advance.check_declare, parts.advance.perform_declare, only("MAIN")
        ),
        EndMain: Handler(always, to_phase("SUMMON"), only("MAIN")),
        EndSummon: Handler(always, to_phase("HAND_ADJUST_2"), only("SUMMON")),
        PlaceInFormation: Handler(
            formation.check_place, formation.perform_place, only("FORMATION")
        ),
        Attack: Handler(battle.check_attack, battle.perform_attack, only("ATTACK")),
        ReturnTo: Handler(battle.check_return, battle.perform_return, only("RETURN")),
        LimitDiscard: Handler(limits.check, limits.perform, only("LIMIT")),
        Resign: Handler(turn.check_resign, turn.perform_resign, frozenset(kinds)),
        Choose: Handler(declare.check_choose, declare.perform_choose_event, only("DECLARE")),
        Pay: Handler(declare.check_pay, declare.perform_pay_event, only("DECLARE")),
        PayCard: Handler(declare.check_pay_card, declare.perform_pay_card_event, only("DECLARE")),
        Declare: Handler(*routes.declare, only("DECLARE")),
        Withdraw: Handler(*routes.withdraw, only("DECLARE", "MANUAL")),
        Manual: Handler(manual.check, manual.perform, only("MANUAL")),
        Pass: Handler(*routes.passing, only("CHAIN", "TRIGGER")),
    }


def _hand_adjust(state: FamilyState) -> list[Action]:
    hand = sorted(state.players[state.active].hand)
    return [*(Discard(c) for c in hand), Refill()]


def candidates(kinds: type[enum.Enum], parts: Modules) -> dict[Any, Candidates]:
    """The candidate actions of the decisions both games share, by the game's kinds."""
    uses = parts.routing.uses
    return {
        kinds["CHANCE"]: chance_candidates,
        kinds["HAND_ADJUST"]: _hand_adjust,
        kinds["CHAIN"]: lambda state: [*uses(state), Pass()],
        kinds["TRIGGER"]: lambda state: [*triggers.choices(state), Pass()],
        kinds["MANUAL"]: manual.choices,
        kinds["EFFECT_DISCARD"]: resolution.discard_choices,
        kinds["DECLARE"]: declare.candidates,
        kinds["RETURN"]: parts.battle.return_candidates,
        kinds["LIMIT"]: limits.candidates,
    }


# the effects usable now (a trigger's, a ritual's, a battle timing's), a declaration's
# targets and payments, the cards a hand adjustment, an effect or a limit discards and a
# manual step: the candidates are the very lists their checks ask about (issue 23)
DECLARED: frozenset[type[Action]] = frozenset(
    {Use, Choose, Pay, PayCard, Discard, LimitDiscard, Manual}
)


def _nothing(state: Any, events: list[Event]) -> bool:
    return False


def _never(state: Any) -> bool:
    return False


@dataclass(frozen=True, slots=True)
class Settling:
    """A game's steps around the family's in settle: ``own`` its battle and turn steps
    (True: something happened), ``first`` its steps before effects resolve (Deus's control
    markers), ``held`` whether nothing settles yet (Deus's draft and setup)."""

    use_at_once: Callable[[Any, Any, list[Event]], None]
    own: Callable[[Any, list[Event]], bool]
    hand: Hand  # an empty hand refills at once, the last of the steps
    first: Callable[[Any, list[Event]], bool] = _nothing
    held: Callable[[Any], bool] = _never


def _family_step(state: FamilyState, events: list[Event], game: Settling) -> bool | None:
    """True: something happened; False: a decision is needed; None: the family has nothing
    to do, the game's own steps go on."""
    if discard_broken_units(state, events):
        return True
    if state.chance is None and over_limit(state) is not None:
        return limits.settle(state, events)
    if state.chance is not None or state.declaring is not None:
        return False  # a declaration being put together holds everything else back
    if game.first(state, events):
        return True
    if state.resolution is not None:
        return resolution.settle(state, events)
    if state.windows:
        outcome = triggers.settle(state)
        if isinstance(outcome, Use):
            game.use_at_once(state, outcome, events)
        return outcome is not None
    if chain.settle(state, events):
        return True
    return None


def settle(state: FamilyState, events: list[Event], game: Settling) -> None:
    """Run state-based checks and automatic steps until a decision is needed."""
    while state.result is None and not game.held(state):
        step = _family_step(state, events, game)
        if step is None:
            step = game.own(state, events) or (
                state.result is None and game.hand.settle(state, events)
            )
        if not step:
            return


def door(
    handlers: dict[type[Action], Handler],
    decide: Callable[[Any], Any],
    candidates: Callable[[Any, Any], Iterable[Action]],
    game: Settling,
    rest: tuple[Callable[[Any], Any], Callable[[Any, Action, Any], Any]],
    generated: frozenset[type[Action]] = frozenset(),
) -> Door[Any, Any]:
    """The game's door with the family's settle and ``finish``; ``rest``: the game's clone
    and its gate; ``generated``: the action types its candidates list legal already."""
    clone, gate = rest
    return Door(
        handlers=handlers,
        decide=decide,
        candidates=candidates,
        settle=lambda state, events: settle(state, events, game),
        clone=clone,
        gate=gate,
        finish=forget_revealed,
        generated=generated,
    )


def forget_revealed(state: FamilyState) -> None:
    for zones in state.players:
        if zones.revealed:  # a shown card that left the hand is no longer "in hand, known"
            zones.revealed = [c for c in zones.revealed if c in zones.hand]


def trivial_pass(
    state: Any, decide: Callable[[Any], Any], passing: tuple[str, ...], legal: Candidates
) -> Action | None:
    """The pass a player would make with nothing else to do, in a decision of the game's
    ``passing`` kinds (by name): the only legal action there. Drivers may apply it for
    players who want that (the bot's auto-pass); the engine itself always asks, so the
    timing reveals nothing."""
    if decide(state).kind.name not in passing:
        return None
    found = list(legal(state))
    return found[0] if len(found) == 1 else None
