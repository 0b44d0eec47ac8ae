"""The end phase (エンドフェイズ) of the active player [K-7.*], in the rulebook's order:

1. ``END_START``: the active player's surprise cards timed for the end phase's start, any
   number, until they pass [K-7.1][KV-8];
2. ``END``: generation change [K-7.2][KV-16] — (1) a child card from the hand replaces its
   parent unit on the field [K-7.2a]; (2) a parent card from the hand goes to 戦場外 and its
   child unit on the field gains the parent's support chips from the unused pile, never above
   its maximum, the 3-chip support cap not counting [K-7.2b] — and 修練, the class change of a
   unit whose card prints it [K-7.3][KV-15]; any number of each, until ``Done``;
3. 象徴: each attachment printing a symbol gives its unit that many chips from the unused
   pile, never above its maximum [K-7.4][KV-6];
4. ``HAND_LIMIT``: with 8 or more cards the active player puts cards of their choice into
   戦場外 until 7 remain; never the other player [K-7.5][K-7.5a];
5. the turn ends and the turn marker passes to the other player [K-7.6].

A replacement (generation change mode 1, class change) keeps the square, the chips up to
the new maximum (the rest to the used pile [KV-6]), the attachments the new card may hold
(the others to 戦場外) and the waiting state; the old card goes to 戦場外 [KV-15][KV-16].
A card arriving keeps K-5.6b's name rule [KV-16] (修練 too, as the processing step's class
change does: one primitive [KV-15]). The replacement itself is replacement.py's, which
that step's class change uses as well. The turn's end hands the marker on through the step
the caller passes in (turn.py, which wires the phases [K-7.6][KV-4]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.kernel.actions import Action, Done, Pass
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.words import Table
from engine.kokuryoku import events as ev
from engine.kokuryoku import surprise
from engine.kokuryoku.actions import (
    Bolster,
    ClassChange,
    Discard,
    Succeed,
    UseSurprise,
)
from engine.kokuryoku.cards import AttachmentDef, Timing, UnitDef
from engine.kokuryoku.replacement import replace_unit
from engine.kokuryoku.state import HAND_LIMIT, KokuState, Phase
from engine.kokuryoku.zones import (
    face,
    give_chips,
    names_on_field,
    owner,
    shown,
    unit_face,
    units_of,
)


def begin(state: KokuState, events: list[Event]) -> None:
    """The active player's end phase opens with its surprise-card timing [K-7.1]."""
    state.picked = -1
    _enter(state, Phase.END_START, events)


def _enter(state: KokuState, phase: Phase, events: list[Event]) -> None:
    state.phase = phase
    events.append(ev.PhaseStarted(player=state.active, phase=phase.value))


def candidates(state: KokuState) -> list[Action]:
    """The end phase's legal choices at its current step, generated legal by construction
    (issue 23): each pair's printed link is matched here, the name rule asked only of a
    matching pair."""
    seat = state.active
    hand = state.zones[seat].hand
    if state.phase is Phase.END_START:
        timing = Timing.END_PHASE_START
        found: list[Action] = [
            UseSurprise(card) for card in hand if surprise.usable(state, seat, card, timing) is None
        ]
        return [*found, Pass()]
    if state.phase is Phase.HAND_LIMIT:  # [K-7.5]: only above the limit
        return [Discard(card) for card in hand] if len(hand) > HAND_LIMIT else []
    return [*_changes(state, units_of(state, seat), hand), Done()]


def _changes(state: KokuState, units: list[int], hand: list[int]) -> list[Action]:
    """Generation changes and 修練 whose printed links hold: each unit and each unit card in
    the hand with its printed card once, then every pair matched [K-7.2][K-7.3]."""
    on_field = [(unit, unit_face(state, unit), _def_id(state, unit)) for unit in units]
    in_hand: list[tuple[int, UnitDef, str]] = []
    for card in hand:
        printed = face(state, card)
        if isinstance(printed, UnitDef):
            in_hand.append((card, printed, _def_id(state, card)))
    found: list[Action] = [
        Succeed(unit, card)
        for unit, parent, _ in on_field
        for card, _, child in in_hand
        if parent.child == child and _arrives(state, unit, card) is None
    ]
    found += [
        Bolster(card, unit)
        for card, parent, _ in in_hand
        for unit, _, child in on_field
        if parent.child == child and parent.support > 0
    ]
    found += [
        ClassChange(unit, card)
        for unit, old, _ in on_field
        for card, _, new in in_hand
        if old.training and old.class_change == new and _arrives(state, unit, card) is None
    ]
    return found


# -- 1. end-phase-start surprise cards [K-7.1] ------------------------------------------------
def check_use_surprise(state: KokuState, action: UseSurprise) -> Refusal | None:
    return surprise.usable(state, state.active, action.card, Timing.END_PHASE_START)


def perform_use_surprise(state: KokuState, action: UseSurprise, events: list[Event]) -> None:
    surprise.use(state, state.active, action.card, events)


def check_pass(state: KokuState, action: Pass) -> Refusal | None:
    return None


def perform_pass(state: KokuState, action: Pass, events: list[Event]) -> None:
    """No more surprise cards: on to generation change and 修練 [K-7.2][K-7.3]."""
    _enter(state, Phase.END, events)


# -- 2. generation change [K-7.2][KV-16] and 修練 [K-7.3][KV-15] ----------------------------------
def _own_unit(state: KokuState, unit: int) -> Refusal | None:
    if unit not in state.units or owner(state, unit) != state.active:
        return refuse("koku_end_not_your_unit", card=unit)
    return None


def _hand_unit(state: KokuState, card: int) -> Refusal | None:
    if card not in state.zones[state.active].hand:
        return refuse("koku_end_not_in_hand", card=card)
    if not isinstance(face(state, card), UnitDef):
        return refuse("koku_end_not_a_unit", card=card)
    return None


def _def_id(state: KokuState, card: int) -> str:
    return state.setup.cards[card].def_id


def check_succeed(state: KokuState, action: Succeed) -> Refusal | None:
    refusal = _own_unit(state, action.unit) or _hand_unit(state, action.card)
    if refusal is not None:
        return refusal
    if unit_face(state, action.unit).child != _def_id(state, action.card):
        return refuse("koku_end_not_its_child", card=action.card, unit=action.unit)
    return _arrives(state, action.unit, action.card)


def perform_succeed(state: KokuState, action: Succeed, events: list[Event]) -> None:
    """Mode 1: the child takes its parent's place; the parent goes to 戦場外 [K-7.2a]."""
    replace_unit(state, action.unit, action.card, events)
    chips = state.units[action.card].chips
    parent, child = shown(state, action.unit), shown(state, action.card)
    events.append(
        ev.GenerationChanged(player=state.active, parent=parent, child=child, mode=1, chips=chips)
    )


def check_bolster(state: KokuState, action: Bolster) -> Refusal | None:
    refusal = _hand_unit(state, action.card) or _own_unit(state, action.unit)
    if refusal is not None:
        return refusal
    parent = unit_face(state, action.card)
    if parent.child != _def_id(state, action.unit):
        return refuse("koku_end_not_its_parent", card=action.card, unit=action.unit)
    if parent.support <= 0:
        return refuse("koku_end_no_support", card=action.card)
    return None


def perform_bolster(state: KokuState, action: Bolster, events: list[Event]) -> None:
    """Mode 2: the parent card to 戦場外; its child gains the parent's support chips from
    unused, up to its maximum; the 3-chip support cap is the power phase's, not this
    [K-7.2b][KV-16][KV-6]."""
    seat = state.active
    zones = state.zones[seat]
    zones.hand.remove(action.card)
    zones.outside.append(action.card)
    gained = give_chips(state, action.unit, unit_face(state, action.card).support)
    parent, child = shown(state, action.card), shown(state, action.unit)
    events.append(
        ev.GenerationChanged(player=seat, parent=parent, child=child, mode=2, chips=gained)
    )


def check_class_change(state: KokuState, action: ClassChange) -> Refusal | None:
    refusal = _own_unit(state, action.unit) or _hand_unit(state, action.card)
    if refusal is not None:
        return refusal
    printed = unit_face(state, action.unit)
    if not printed.training:
        return refuse("koku_end_no_training", card=action.unit)
    if printed.class_change != _def_id(state, action.card):
        return refuse("koku_end_not_its_class_change", card=action.card, unit=action.unit)
    return _arrives(state, action.unit, action.card)


def _arrives(state: KokuState, leaving: int, card: int) -> Refusal | None:
    """K-5.6b's name rule for a card taking a unit's place [KV-16] (and for 修練, the same
    primitive as the processing step's class change [KV-15])."""
    printed = unit_face(state, card)
    if not printed.generic and printed.name in names_on_field(state, leaving=leaving):
        return refuse("koku_end_same_name", name=printed.name)
    return None


def perform_class_change(state: KokuState, action: ClassChange, events: list[Event]) -> None:
    """修練: the class change in the end phase, with KV-15's carry-over [K-7.3][KV-15]."""
    at = state.units[action.unit].square
    replace_unit(state, action.unit, action.card, events)
    old, new = shown(state, action.unit), shown(state, action.card)
    events.append(ev.ClassChanged(player=state.active, old=old, new=new, at=at))


# -- 3. 象徴 [K-7.4] and 4. the hand limit [K-7.5] ------------------------------------------
def check_done(state: KokuState, action: Done) -> Refusal | None:
    return None


def perform_done(
    state: KokuState,
    action: Done,
    events: list[Event],
    next_turn: Callable[[KokuState, list[Event]], None],
) -> None:
    """Generation change and 修練 are over: 象徴 chips [K-7.4], then the hand limit
    [K-7.5] or the turn's end [K-7.6], and ``next_turn``."""
    seat = state.active
    for unit in units_of(state, seat):
        for card in list(state.units[unit].attachments):
            printed = face(state, card)
            assert isinstance(printed, AttachmentDef)
            gained = give_chips(state, unit, printed.symbol) if printed.symbol > 0 else 0
            if gained:
                events.append(
                    ev.SymbolChips(
                        player=seat, card=shown(state, card), unit=shown(state, unit), chips=gained
                    )
                )
    if len(state.zones[seat].hand) > HAND_LIMIT:
        _enter(state, Phase.HAND_LIMIT, events)
    else:
        _end_turn(state, events, next_turn)


def check_discard(state: KokuState, action: Discard) -> Refusal | None:
    zones = state.zones[state.active]
    if action.card not in zones.hand:
        return refuse("koku_end_not_in_hand", card=action.card)
    if len(zones.hand) <= HAND_LIMIT:
        return refuse("koku_end_hand_within_limit", limit=HAND_LIMIT)
    return None


def perform_discard(
    state: KokuState,
    action: Discard,
    events: list[Event],
    next_turn: Callable[[KokuState, list[Event]], None],
) -> None:
    """The chosen card to 戦場外 [K-7.5a]; at 7 cards the turn ends, and ``next_turn``."""
    seat = state.active
    zones = state.zones[seat]
    zones.hand.remove(action.card)
    zones.outside.append(action.card)
    events.append(ev.Discarded(player=seat, card=shown(state, action.card)))
    if len(zones.hand) <= HAND_LIMIT:
        _end_turn(state, events, next_turn)


def _end_turn(
    state: KokuState, events: list[Event], next_turn: Callable[[KokuState, list[Event]], None]
) -> None:
    """The end of the turn is declared, then ``next_turn``: the marker passes [K-7.6]."""
    events.append(ev.TurnEnded(player=state.active, turn=state.turn))
    next_turn(state, events)


MESSAGES: Final = Table("engine.kokuryoku", "endphase.MESSAGES")
