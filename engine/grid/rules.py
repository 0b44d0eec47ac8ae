"""The grid game's door (engine/kernel/door.py): the handler of each action in the decisions
it belongs to, the candidates of each decision, and the state-based checks run after every
action — victory when a player has no base left [G-1.1] or their deck became 0 [G-1.2], both
at once a draw [G-R14].

The use and move phases are two-step decisions (engine/kernel/staged.py): pick a hand card
or an entity, then its square or target; ``done`` ends the phase [G-R21][G-R10]. Every
decision's candidates are made legal, not filtered (issue 23): the door checks only the
action a player sends.
"""

from __future__ import annotations

from typing import Any

from engine.grid import move, setup, turn, use
from engine.grid.actions import (
    Attack,
    Build,
    Cast,
    CastFor,
    CastOn,
    ChooseBase,
    Done,
    Move,
    Pass,
    Resign,
    Roll,
    SetBase,
    Shuffle,
    Summon,
    Supply,
)
from engine.grid.decision import Decision, Kind, current
from engine.grid.state import GridState, Phase, clone
from engine.grid.zones import losers
from engine.kernel.actions import Action
from engine.kernel.door import Door, Handler, always, chance_candidates
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.staged import Pick, TwoStep, Unpick
from engine.kernel.state import Result, other

PLAY = frozenset({Kind.USE, Kind.MOVE})
USE, MOVE = frozenset({Kind.USE}), frozenset({Kind.MOVE})


def _moves(state: GridState) -> Any:
    return use.uses(state) if state.phase is Phase.USE else move.moves(state)


def _legal(state: GridState) -> Any:
    """The phase's moves as made legal (the move phase's are all legal as listed)."""
    return use.legal_uses(state) if state.phase is Phase.USE else move.moves(state)


def _piece_of(action: Any) -> int:
    if isinstance(action, Move):
        return action.pieces[0]
    return action.piece if isinstance(action, Attack) else action.card


def _check_any(state: GridState, action: Any) -> Refusal | None:
    if isinstance(action, Move):
        return move.check_move(state, action)
    if isinstance(action, Attack):
        return move.check_attack(state, action)
    return use.check_use(state, action)


TWO_STEP = TwoStep(moves=_moves, piece_of=_piece_of, check_move=_check_any, legal=_legal)


def _resign(state: GridState, action: Resign, events: list[Event]) -> None:
    state.result = Result("resignation", other(action.player))


def _check_resign(state: GridState, action: Resign) -> Refusal | None:
    return None if action.player in (0, 1) else refuse("grid_not_a_target_player")


def _check_done(state: GridState, action: Done) -> Refusal | None:
    """A picked card or entity is put back first (``unpick``), so ``done`` is never lost
    in a half-made choice."""
    return refuse("grid_unpick_first") if state.picked >= 0 else None


def settle(state: GridState, events: list[Event]) -> None:
    """[G-1.1][G-1.2][G-R14]: checked after every action; simultaneous losses draw."""
    if state.result is not None:
        return
    lost = losers(state)
    if len(lost) == 2:
        state.result = Result("simultaneous", None)
    elif lost:
        seat = lost.pop()
        reason = "deck_out" if state.zones[seat].decked else "bases_destroyed"
        state.result = Result(reason, other(seat))


def candidates(state: GridState, decision: Decision) -> list[Action]:
    kind = decision.kind
    if kind is Kind.CHANCE:
        return chance_candidates(state)
    if kind is Kind.CHOOSE_BASE:
        return list(setup.base_choices(state))
    if kind is Kind.PLACE_BASE:
        return list(setup.base_squares(state))
    if kind is Kind.SUPPLY:
        return [*turn.supply_choices(state), Pass()]
    if kind in PLAY:
        found = TWO_STEP.candidates(state)
        return found if state.picked >= 0 else [*found, Done()]
    return []


_PLAYS: dict[type[Action], Handler] = {
    Summon: Handler(use.check_use, use.perform_summon, USE),
    Build: Handler(use.check_use, use.perform_build, USE),
    Cast: Handler(use.check_use, use.perform_cast, USE),
    CastOn: Handler(use.check_use, use.perform_cast, USE),
    CastFor: Handler(use.check_use, use.perform_cast, USE),
    Move: Handler(move.check_move, move.perform_move, MOVE),
    Attack: Handler(move.check_attack, move.perform_attack, MOVE),
}

DOOR: Door[GridState, Decision] = Door(
    handlers={
        Roll: Handler(setup.check_roll, setup.perform_roll, frozenset({Kind.CHANCE})),
        Shuffle: Handler(setup.check_shuffle, setup.perform_shuffle, frozenset({Kind.CHANCE})),
        ChooseBase: Handler(
            setup.check_choose, setup.perform_choose, frozenset({Kind.CHOOSE_BASE})
        ),
        SetBase: Handler(setup.check_set, setup.perform_set, frozenset({Kind.PLACE_BASE})),
        Supply: Handler(turn.check_supply, turn.perform_supply, frozenset({Kind.SUPPLY})),
        Pass: Handler(always, turn.perform_pass, frozenset({Kind.SUPPLY})),
        **TWO_STEP.handlers(
            _PLAYS, PLAY, others={Done: Handler(_check_done, turn.perform_done, PLAY)}
        ),
        Resign: Handler(_check_resign, _resign, frozenset()),
    },
    decide=current,
    candidates=candidates,
    settle=settle,
    clone=clone,
    # every decision's candidates are made legal (issue 23): the chance outcomes as the
    # task asks, the deck's bases, the empty front row squares, the hand, the two steps'
    # pieces and moves from ``_legal``, Unpick only with a pick and Done only without one
    generated=frozenset(
        {Roll, Shuffle, ChooseBase, SetBase, Supply, Pass, Pick, Unpick, Done, *_PLAYS}
    ),
)

check = DOOR.check
apply = DOOR.apply
legal_actions = DOOR.legal_actions


def trivial_pass(state: GridState) -> Action | None:
    """None: a phase with nothing to do still waits for its one click (``done``, or no
    supply), so a player sees the board before their turn moves on; the Act panel and the
    board's quick button make that click."""
    return None
