"""The invasion phase (侵攻フェイズ), the active player's, once a turn [K-6.0][KV-4].

It opens with victory B: if the non-active player has no unit on the map, the active player
wins [KV-13][K-1.3]; otherwise every unit of the active player becomes ready at once [K-6.1].
Then units go one at a time, in any order, and none has to [K-6.0a][K-6.0b]: a unit is
activated when it first moves or acts [KV-11]; it may move then act, only move, only act, or
neither [K-6.0c]. Its processing step follows: 再移動 once (``move_again`` data) [K-6.4a] and
class change into the hand card its data names [KV-15]; after either, it neither moves nor
acts any more (the steps run in order, per unit [K-6.5]).

Moves [K-6.2][K-6.2a][KV-2]: a jump to a square of the unit's printed move range (offsets
mirrored for the second player), holding no unit and no land that bars its class; the squares
between do not matter. Attacks are engine/kokuryoku/attack.py's.

Activating another unit finishes the current one (activation.py, which attacks share): having
moved or acted, it is set to waiting [K-6.4] and cannot be activated again; victory A is then
checked: a unit set to waiting on an enemy sortie square wins at once [KV-12] (after 再移動 and
class change, which come before). ``Done`` finishes the current unit the same way and opens
the end phase, whichever step the caller hands in (turn.py wires the phases [KV-4]).

Class change [KV-15]: the hand card its data names replaces the unit (replacement.py, also
the primitive of 修練 [K-7.3] and of a generation change's first mode [KV-16]); K-5.6b's name
rule holds for the card arriving. A card whose data names another class change may change
again in the same processing step: nothing in the fragments limits it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.kernel.actions import Action, Done
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import Result, other
from engine.kernel.words import Table
from engine.kokuryoku import attack
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import AttackUnit, ClassChange, Move, MoveAgain
from engine.kokuryoku.activation import (
    activate,
    check_own_unit,
    finish_current,
    is_finished,
    may_act,
    may_move,
)
from engine.kokuryoku.board import BOARD, in_range
from engine.kokuryoku.cards import UnitDef
from engine.kokuryoku.replacement import replace_unit
from engine.kokuryoku.state import KokuState, Phase
from engine.kokuryoku.zones import (
    bars,
    face,
    names_on_field,
    occupants,
    owner,
    shown,
    unit_face,
    units_of,
)


# -- the phase's start [KV-13][K-6.1] --------------------------------------------------------
def begin(state: KokuState, events: list[Event]) -> None:
    """Victory B first [KV-13][K-1.3]; then all the active player's units become ready at
    once [K-6.1], and no unit is current yet [KV-11]."""
    seat = state.active
    if not units_of(state, other(seat)):
        state.result = Result("no_units", seat)
        return
    state.phase = Phase.INVASION
    state.current = -1
    state.moved, state.acted, state.moved_again = [], [], []
    state.attack = None
    state.picked = -1
    events.append(ev.PhaseStarted(player=seat, phase=Phase.INVASION.value))
    readied = 0
    for unit in units_of(state, seat):
        if state.units[unit].waiting:
            state.units[unit].waiting = False
            readied += 1
    events.append(ev.UnitsReadied(player=seat, count=readied))


def destinations(state: KokuState, unit: int) -> list[int]:
    """The squares of its printed move range (mirrored for the second player) holding no
    unit and no land barring its class [K-6.2][K-6.2a][KV-2]."""
    seat, square = owner(state, unit), state.units[unit].square
    printed = unit_face(state, unit)
    reach = in_range(square, printed.move, seat, state.first)
    taken, lands = occupants(state), state.lands
    return [s for s in reach if s not in taken and (s not in lands or not bars(state, s, unit))]


# -- moving [K-6.2][K-6.2a][KV-2] ------------------------------------------------------------
def check_move(state: KokuState, action: Move) -> Refusal | None:
    refusal = check_own_unit(state, action.unit)
    if refusal is not None:
        return refusal
    if not may_move(state, action.unit):
        return refuse("koku_invasion_move_used", card=action.unit)
    if action.to not in destinations(state, action.unit):
        return refuse("koku_invasion_cannot_reach", card=action.unit, at=BOARD.label(action.to))
    return None


def _move(state: KokuState, unit: int, to: int, again: bool, events: list[Event]) -> None:
    body = state.units[unit]
    start, body.square = body.square, to
    seat = owner(state, unit)
    events.append(ev.Moved(player=seat, unit=shown(state, unit), start=start, to=to, again=again))


def perform_move(state: KokuState, action: Move, events: list[Event]) -> None:
    """Activates the unit (finishing the current one) and moves it [KV-11][K-6.2]."""
    activate(state, action.unit, events)
    if state.result is not None:
        return
    _move(state, action.unit, action.to, False, events)
    state.moved.append(action.unit)


# -- the processing step: 再移動 [K-6.4a] ------------------------------------------------------
def _processing(state: KokuState, unit: int) -> Refusal | None:
    """Only the current unit, after it moved or acted, has a processing step [K-6.4a]."""
    refusal = check_own_unit(state, unit)
    if refusal is not None:
        return refusal
    if state.current != unit or (unit not in state.moved and unit not in state.acted):
        return refuse("koku_invasion_not_processing", card=unit)
    return None


def check_move_again(state: KokuState, action: MoveAgain) -> Refusal | None:
    refusal = _processing(state, action.unit)
    if refusal is not None:
        return refusal
    if not unit_face(state, action.unit).move_again:
        return refuse("koku_invasion_no_move_again", card=action.unit)
    if action.unit in state.moved_again:
        return refuse("koku_invasion_move_again_used", card=action.unit)
    if action.to not in destinations(state, action.unit):
        return refuse("koku_invasion_cannot_reach", card=action.unit, at=BOARD.label(action.to))
    return None


def perform_move_again(state: KokuState, action: MoveAgain, events: list[Event]) -> None:
    _move(state, action.unit, action.to, True, events)
    state.moved_again.append(action.unit)


# -- the processing step: class change [KV-15] -------------------------------------------------
def class_card(state: KokuState, unit: int) -> int:
    """The first hand card of the class change its data names, or -1 [KV-15]."""
    target = unit_face(state, unit).class_change
    if not target:
        return -1
    hand = state.zones[owner(state, unit)].hand
    return next((c for c in hand if state.setup.cards[c].def_id == target), -1)


def check_class_change(state: KokuState, action: ClassChange) -> Refusal | None:
    refusal = _processing(state, action.unit)
    if refusal is not None:
        return refusal
    target = unit_face(state, action.unit).class_change
    if not target:
        return refuse("koku_invasion_no_class_change", card=action.unit)
    return check_replacement(state, action.unit, action.card, target)


def check_replacement(state: KokuState, unit: int, card: int, target: str) -> Refusal | None:
    """``card`` is in the unit owner's hand, is the printed card ``target`` and keeps
    K-5.6b's name rule once ``unit`` has left [KV-15][KV-16]."""
    seat = owner(state, unit)
    if card not in state.zones[seat].hand or state.setup.cards[card].def_id != target:
        return refuse("koku_invasion_not_class_card", card=card)
    printed = face(state, card)
    if not isinstance(printed, UnitDef):
        return refuse("koku_invasion_not_class_card", card=card)
    if not printed.generic and printed.name in names_on_field(state, leaving=unit):
        return refuse("koku_invasion_same_name", name=printed.name)
    return None


def perform_class_change(state: KokuState, action: ClassChange, events: list[Event]) -> None:
    """The new card stands in the processing step: it neither moves nor acts any more and
    its 再移動, coming before the class change [K-6.4a][KV-12], is spent."""
    seat, square = owner(state, action.unit), state.units[action.unit].square
    old = shown(state, action.unit)
    replace_unit(state, action.unit, action.card, events)
    if action.card not in state.moved_again:
        state.moved_again.append(action.card)
    events.append(ev.ClassChanged(player=seat, old=old, new=shown(state, action.card), at=square))


# -- the phase's end [K-6.4][KV-12] ----------------------------------------------------------
def check_done(state: KokuState, action: Done) -> Refusal | None:
    if state.phase is not Phase.INVASION:
        return refuse("koku_invasion_not_now")
    return None


def perform_done(
    state: KokuState,
    action: Done,
    events: list[Event],
    then: Callable[[KokuState, list[Event]], None],
) -> None:
    """The current unit is finished (victory A [KV-12]), then ``then``: the end phase
    [K-7.*] (turn.py hands it in)."""
    state.picked = -1
    finish_current(state, events)
    if state.result is not None:
        return
    then(state, events)


# -- the two-step decision [KV-11] -----------------------------------------------------------
def moves(state: KokuState, piece: int = -1) -> list[Action]:
    """Every legal invasion move, unit by unit (card id order): moves, attacks, 再移動,
    class change; a finished unit has none [K-6.5]. Generated legal by construction: the
    conditions are each check's, asked once per unit (issue 23). Only unit ``piece``'s
    when one is named (a picked unit: no other unit's move is legal then)."""
    found: list[Action] = []
    for unit in units_of(state, state.active):
        if is_finished(state, unit) or (piece >= 0 and unit != piece):
            continue
        moving = may_move(state, unit)
        processing = state.current == unit and (unit in state.moved or unit in state.acted)
        reach = destinations(state, unit) if moving or processing else []
        if moving:
            found += [Move(unit, to) for to in reach]
        if may_act(state, unit):
            found += [AttackUnit(unit, at) for at in attack.targets(state, unit)]
        if processing:
            found += _processing_steps(state, unit, reach)
    return found


def _processing_steps(state: KokuState, unit: int, reach: list[int]) -> list[Action]:
    """The current unit's processing step, once it moved or acted: 再移動 to where it can
    reach, unless spent, then the class change its hand card allows [K-6.4a][KV-15]."""
    printed = unit_face(state, unit)
    found: list[Action] = []
    if printed.move_again and unit not in state.moved_again:
        found += [MoveAgain(unit, to) for to in reach]
    card = class_card(state, unit)
    if card >= 0 and check_replacement(state, unit, card, printed.class_change) is None:
        found.append(ClassChange(unit, card))
    return found


def piece_of(action: Action) -> int:
    assert isinstance(action, Move | AttackUnit | MoveAgain | ClassChange)
    return action.unit


def check_any(state: KokuState, action: Action) -> Refusal | None:
    """Any invasion move's own check (TwoStep's ``check_move``)."""
    if isinstance(action, Move):
        return check_move(state, action)
    if isinstance(action, AttackUnit):
        return attack.check_attack(state, action)
    if isinstance(action, MoveAgain):
        return check_move_again(state, action)
    assert isinstance(action, ClassChange)
    return check_class_change(state, action)


MESSAGES: Final = Table("engine.kokuryoku", "invasion.MESSAGES")
