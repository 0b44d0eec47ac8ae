"""Kokuryoku's door (engine/kernel/door.py): the handler of each action in the decisions it
belongs to, and the candidates of each decision. Victory is decided where it happens — an
empty deck at a mandatory draw [KV-14], a unit set to waiting on an enemy sortie square
[KV-12], a player without units when the opponent's invasion phase begins [KV-13] — so the
door's settle has nothing left to check.

The power and invasion phases are two-step decisions (engine/kernel/staged.py): pick the hand
card or the unit, then what it does; ``done`` ends the phase. ``pass``, a surprise card and
a class change mean what the decision at hand makes them (the window or the end phase; the
processing step or 修練).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from engine.kernel.actions import Action
from engine.kernel.door import Door, Handler, chance_candidates, routed
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.staged import TwoStep
from engine.kernel.state import Result, other
from engine.kokuryoku import attack, endphase, invasion, power, setup, turn
from engine.kokuryoku.actions import (
    Attach,
    AttackUnit,
    Bolster,
    ClassChange,
    Detach,
    Discard,
    Done,
    Keep,
    Move,
    MoveAgain,
    Pass,
    PlaceLand,
    Redraw,
    Resign,
    Roll,
    SetAside,
    Shuffle,
    Sortie,
    Succeed,
    Support,
    TakeBack,
    UseSurprise,
)
from engine.kokuryoku.decision import Decision, Kind, current
from engine.kokuryoku.state import KokuState, Phase, clone

POWER, INVASION = frozenset({Kind.POWER}), frozenset({Kind.INVASION})
TWO_STEP_KINDS = POWER | INVASION


def _moves(state: KokuState) -> Any:
    return power.moves(state) if state.phase is Phase.POWER else invasion.moves(state)


def _legal(state: KokuState) -> Any:
    """The legal moves; once a piece is picked, only its own (TwoStep's gate refuses every
    other piece's), so no other piece's moves are generated only to be dropped."""
    if state.phase is Phase.POWER:
        return power.legal(state, state.picked)
    return invasion.moves(state, state.picked)


# the field naming the piece of each move type: what TwoStep asks of every legal move
_PIECES: dict[type[Action], Callable[[Any], int]] = {
    kind: attrgetter("card") for kind in (Sortie, PlaceLand, Attach, Detach)
} | {kind: attrgetter("unit") for kind in (Support, Move, AttackUnit, MoveAgain, ClassChange)}


def _piece_of(action: Action) -> int:
    return _PIECES[type(action)](action)


def _check_any(state: KokuState, action: Action) -> Refusal | None:
    if state.phase is Phase.POWER:
        return power.check_move(state, action)
    return invasion.check_any(state, action)


TWO_STEP = TwoStep(moves=_moves, piece_of=_piece_of, check_move=_check_any, legal=_legal)


def _resign(state: KokuState, action: Resign, events: list[Event]) -> None:
    state.result = Result("resignation", other(action.player))
    state.picked = -1  # a picked hand card stays the player's secret after the end


def _check_resign(state: KokuState, action: Resign) -> Refusal | None:
    return None if action.player in (0, 1) else refuse("koku_not_a_player")


def _unpicked(check: Any) -> Any:
    """A phase ends only with nothing picked (``unpick`` first)."""

    def checked(state: KokuState, action: Action) -> Refusal | None:
        return refuse("koku_unpick_first") if state.picked >= 0 else check(state, action)

    return checked


def _settle(state: KokuState, events: list[Event]) -> None:
    return None


def candidates(state: KokuState, decision: Decision) -> list[Action]:
    kind = decision.kind
    if kind is Kind.CHANCE:
        return chance_candidates(state)
    if kind is Kind.REDRAW:
        return setup.candidates(state)
    if kind in TWO_STEP_KINDS:
        found = TWO_STEP.candidates(state)
        return found if state.picked >= 0 else [*found, Done()]
    if kind is Kind.WINDOW:
        return attack.candidates(state)
    if kind in (Kind.END_START, Kind.END, Kind.HAND_LIMIT):
        return endphase.candidates(state)
    return []


_STEPS: dict[type[Action], Handler] = {
    Sortie: Handler(power.check_sortie, power.perform_sortie, POWER),
    PlaceLand: Handler(power.check_place_land, power.perform_place_land, POWER),
    Support: Handler(power.check_support, power.perform_support, POWER),
    Attach: Handler(power.check_attach, power.perform_attach, POWER),
    Detach: Handler(power.check_detach, power.perform_detach, POWER),
    Move: Handler(invasion.check_move, invasion.perform_move, INVASION),
    AttackUnit: Handler(attack.check_attack, attack.perform_attack, INVASION),
    MoveAgain: Handler(invasion.check_move_again, invasion.perform_move_again, INVASION),
    ClassChange: Handler(invasion.check_class_change, invasion.perform_class_change, INVASION),
}
_STAGED = TWO_STEP.handlers(_STEPS, TWO_STEP_KINDS)
_CHANGE = routed(
    current,
    (_STAGED[ClassChange].check, _STAGED[ClassChange].perform),
    {Kind.END: (endphase.check_class_change, endphase.perform_class_change)},
)
_DONE = routed(
    current,
    (_unpicked(power.check_done), turn.end_power_phase),
    {
        Kind.INVASION: (_unpicked(invasion.check_done), turn.end_invasion_phase),
        Kind.END: (endphase.check_done, turn.end_end_phase),
    },
)
_PASS = routed(
    current,
    (attack.check_pass, attack.perform_pass),
    {Kind.END_START: (endphase.check_pass, endphase.perform_pass)},
)
_SURPRISE = routed(
    current,
    (attack.check_surprise, attack.perform_surprise),
    {Kind.END_START: (endphase.check_use_surprise, endphase.perform_use_surprise)},
)
CHANCE = frozenset({Kind.CHANCE})
REDRAW = frozenset({Kind.REDRAW})
END = frozenset({Kind.END})
HAND = frozenset({Kind.HAND_LIMIT})

_HANDLERS: dict[type[Action], Handler] = {
    Roll: Handler(setup.check_roll, setup.perform_roll, CHANCE),
    Shuffle: Handler(setup.check_shuffle, setup.perform_shuffle, CHANCE),
    SetAside: Handler(setup.check_set_aside, setup.perform_set_aside, REDRAW),
    TakeBack: Handler(setup.check_take_back, setup.perform_take_back, REDRAW),
    Redraw: Handler(setup.check_redraw, setup.perform_redraw, REDRAW),
    Keep: Handler(setup.check_keep, setup.perform_keep, REDRAW),
    **_STAGED,
    ClassChange: Handler(*_CHANGE, TWO_STEP_KINDS | END),
    Done: Handler(*_DONE, TWO_STEP_KINDS | END),
    Pass: Handler(*_PASS, frozenset({Kind.WINDOW, Kind.END_START})),
    UseSurprise: Handler(*_SURPRISE, frozenset({Kind.WINDOW, Kind.END_START})),
    Succeed: Handler(endphase.check_succeed, endphase.perform_succeed, END),
    Bolster: Handler(endphase.check_bolster, endphase.perform_bolster, END),
    Discard: Handler(endphase.check_discard, turn.discard, frozenset({Kind.HAND_LIMIT})),
    Resign: Handler(_check_resign, _resign, frozenset()),
}

# every decision's candidates are generated legal (issue 23): the two-step moves by
# power.legal and invasion.moves, the others filtered with what their checks ask; resigning
# is never listed
DOOR: Door[KokuState, Decision] = Door(
    handlers=_HANDLERS,
    decide=current,
    candidates=candidates,
    settle=_settle,
    clone=clone,
    generated=frozenset(_HANDLERS) - {Resign},
)

check = DOOR.check
apply = DOOR.apply
legal_actions = DOOR.legal_actions


def trivial_pass(state: KokuState) -> Action | None:
    """None: every step waits for its player's click (the board's quick button)."""
    return None
