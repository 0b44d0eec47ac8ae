"""The power phase (国力フェイズ), which both players have in every turn, the active player's
first [K-4.3][K-4.5][KV-4], in the variant's step order [KV-5]:

1. own turn only, at the phase's start: every used chip goes back to unused [K-5.5];
2. the mandatory draw [K-5.1] (from an empty deck the player loses [KV-14]);
3. sortie: at most one unit card from the hand onto an empty own sortie square, never with
   the name of a non-generic unit on the field, either side's [K-5.6][K-5.6a][K-5.6b];
4. own turn only: at most one land on an empty square (no unit, no land) of the row of the
   player's frontmost unit or the one row behind it; none without a unit [K-5.2][KV-3];
5. support: one chip at a time from unused onto an own unit, at most 3 in the phase, never
   above the unit's maximum [K-5.3][K-5.3a][KV-6];
6. attach weapon, magic and item cards from the hand to own units whose class they allow, and
   detach (リムーブ) attached ones to 戦場外; any number [K-5.4][KV-17].

Steps 1-2 run at once in ``begin``. The optional ones are two-step moves (pick the card or
unit, then what it does); ``state.step`` is the furthest step reached and an action of an
earlier step is refused: a player moves on through them and never goes back [KV-5]. A sortie
closes the sortie step and a land the land step (each allows one). ``Done`` ends the phase:
the other player's power phase follows the active player's, the invasion phase the other's
[KV-4] (which step comes after the other player's is handed in: turn.py wires the phases).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.kernel.actions import Action, Done
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import other
from engine.kernel.words import Table
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import Attach, Detach, PlaceLand, Sortie, Support
from engine.kokuryoku.board import BOARD, front_rows, rows_toward_home, sortie_squares
from engine.kokuryoku.cards import AttachmentDef, LandDef, UnitDef
from engine.kokuryoku.state import SUPPORT_LIMIT, KokuState, Phase, Step, Unit
from engine.kokuryoku.zones import (
    bars,
    face,
    give_chips,
    mandatory_draw,
    max_morale,
    names_on_field,
    owner,
    shown,
    take_chips,
    unit_at,
    unit_face,
    units_of,
)


def begin(state: KokuState, seat: int, events: list[Event]) -> None:
    """``seat``'s power phase: in their own turn the used chips return first [K-5.5]; then
    the mandatory draw [K-5.1] (an empty deck loses [KV-14]); then the optional steps."""
    state.phase = Phase.POWER
    state.power_seat = seat
    state.step = Step.SORTIE
    state.supported = 0
    state.picked = -1
    events.append(ev.PhaseStarted(player=seat, phase=Phase.POWER.value))
    zones = state.zones[seat]
    if seat == state.active and zones.used:
        events.append(ev.ChipsReturned(player=seat, count=zones.used))
        zones.unused, zones.used = zones.unused + zones.used, 0
    mandatory_draw(state, seat, events)


# -- the moves: every (card or unit, what) pair, unchecked ------------------------------------
def moves(state: KokuState) -> list[Action]:
    """The power decision's candidate moves in step order [KV-5], for the lead's TwoStep."""
    seat = state.power_seat
    hand = state.zones[seat].hand
    mine = units_of(state, seat)
    found: list[Action] = []
    for card in hand:
        if isinstance(face(state, card), UnitDef):
            found.extend(Sortie(card, at) for at in sortie_squares(seat, state.first))
    for card in hand:
        if isinstance(face(state, card), LandDef):
            found.extend(PlaceLand(card, at) for at in BOARD.squares)
    found.extend(Support(unit) for unit in mine)
    for card in hand:
        if isinstance(face(state, card), AttachmentDef):
            found.extend(Attach(card, unit) for unit in mine)
    for unit in mine:
        found.extend(Detach(card) for card in state.units[unit].attachments)
    return found


def legal(state: KokuState, piece: int = -1) -> list[Action]:
    """``moves`` filtered by ``check_move``, in the same order, generated legal by
    construction: each hand card's printed card, each step's bars (steps passed, the names
    on the field, the squares taken, the land rows, the chips) worked out once, not once
    per pair [KV-5]. Only ``piece``'s moves when one is named (a picked piece: no other
    piece's move is legal then), else every piece's."""
    seat, step, every = state.power_seat, state.step, piece < 0
    hand = [(card, face(state, card)) for card in state.zones[seat].hand if every or card == piece]
    mine = units_of(state, seat)
    found: list[Action] = []
    if step <= Step.SORTIE:
        found += _sorties(state, seat, [(c, p) for c, p in hand if isinstance(p, UnitDef)])
    lands = [card for card, printed in hand if isinstance(printed, LandDef)]
    if lands and step <= Step.LAND and seat == state.active and mine:
        taken = {body.square for body in state.units.values()}
        free = set(land_squares(state, seat)) - taken - state.lands.keys()
        squares = [at for at in BOARD.squares if at in free]
        found += [PlaceLand(card, at) for card in lands for at in squares]
    zones, units = state.zones[seat], state.units
    if step <= Step.SUPPORT and state.supported < SUPPORT_LIMIT and zones.unused > 0:
        found += [
            Support(u)
            for u in mine
            if (every or u == piece) and units[u].chips < max_morale(state, u)
        ]
    # step never passes ATTACH, the last: attaching and detaching stay open [KV-5]
    attachments = [(c, p) for c, p in hand if isinstance(p, AttachmentDef)]
    if attachments:
        classes = [(unit, unit_face(state, unit).unit_class) for unit in mine]
        for card, printed in attachments:
            allowed = printed.classes  # none printed: any class may hold it
            found += [Attach(card, u) for u, cls in classes if not allowed or cls in allowed]
    for unit in mine:
        found += [Detach(c) for c in units[unit].attachments if every or c == piece]
    return found


def _sorties(state: KokuState, seat: int, cards: list[tuple[int, UnitDef]]) -> list[Action]:
    """The legal sorties of these unit cards: one whose name the field does not hold, onto
    an empty own sortie square no land there bars it from [K-5.6][K-5.6b]."""
    if not cards:
        return []
    names = names_on_field(state)
    taken = {body.square for body in state.units.values()}
    squares = [at for at in sortie_squares(seat, state.first) if at not in taken]
    lands = state.lands
    found: list[Action] = []
    for card, printed in cards:
        if printed.generic or printed.name not in names:
            found += [
                Sortie(card, at) for at in squares if at not in lands or not bars(state, at, card)
            ]
    return found


def piece_of(action: Action) -> int:
    """The hand card or the unit the move is about (an attached card for a detach)."""
    if isinstance(action, Support):
        return action.unit
    assert isinstance(action, (Sortie, PlaceLand, Attach, Detach))
    return action.card


def _step_passed(state: KokuState, step: Step) -> Refusal | None:
    """Steps go only forward [KV-5]."""
    if state.step > step:
        return refuse("koku_power_step_passed")
    return None


def _hand_card(state: KokuState, card: int, kind: type, key: str) -> Refusal | None:
    if card not in state.zones[state.power_seat].hand:
        return refuse("koku_power_not_in_hand", card=card)
    if not isinstance(face(state, card), kind):
        return refuse(key, card=card)
    return None


def _own_unit(state: KokuState, unit: int) -> Refusal | None:
    if unit not in state.units or owner(state, unit) != state.power_seat:
        return refuse("koku_power_not_your_unit", card=unit)
    return None


# -- 3. sortie [K-5.6][K-5.6a][K-5.6b] ---------------------------------------------------------
def check_sortie(state: KokuState, action: Sortie) -> Refusal | None:
    refusal = _step_passed(state, Step.SORTIE) or _hand_card(
        state, action.card, UnitDef, "koku_power_not_a_unit"
    )
    if refusal is not None:
        return refusal
    # the card's own bar before the square's: a refused pick then names it (TwoStep.why_not)
    printed = unit_face(state, action.card)
    if not printed.generic and printed.name in names_on_field(state):
        return refuse("koku_power_same_name", name=printed.name)
    if action.at not in sortie_squares(state.power_seat, state.first):
        return refuse("koku_power_not_sortie_square", at=action.at)
    if unit_at(state, action.at) >= 0:
        return refuse("koku_power_square_has_unit", at=action.at)
    if bars(state, action.at, action.card):
        return refuse("koku_power_land_bars", at=action.at)
    return None


def perform_sortie(state: KokuState, action: Sortie, events: list[Event]) -> None:
    """The unit stands on the square, ready, with no chip; the sortie step is over (one
    unit per power phase [K-5.6a])."""
    seat = state.power_seat
    state.zones[seat].hand.remove(action.card)
    state.units[action.card] = Unit(square=action.at)
    events.append(ev.Sortied(player=seat, card=shown(state, action.card), at=action.at))
    state.step = Step.LAND


# -- 4. land [K-5.2][KV-3] ----------------------------------------------------------------------
def land_squares(state: KokuState, seat: int) -> tuple[int, ...]:
    """The squares of the row of ``seat``'s frontmost unit and the one row behind it; none
    without a unit on the field [KV-3]."""
    units, first = state.units, state.first
    ranks = [rows_toward_home(units[u].square, seat, first) for u in units_of(state, seat)]
    return front_rows(max(ranks), seat, first) if ranks else ()


def check_place_land(state: KokuState, action: PlaceLand) -> Refusal | None:
    if state.power_seat != state.active:
        return refuse("koku_power_land_own_turn")
    refusal = _step_passed(state, Step.LAND) or _hand_card(
        state, action.card, LandDef, "koku_power_not_a_land"
    )
    if refusal is not None:
        return refusal
    if not units_of(state, state.power_seat):
        return refuse("koku_power_land_no_unit")
    if action.at not in land_squares(state, state.power_seat):
        return refuse("koku_power_land_row", at=action.at)
    if unit_at(state, action.at) >= 0 or action.at in state.lands:
        return refuse("koku_power_land_not_empty", at=action.at)
    return None


def perform_place_land(state: KokuState, action: PlaceLand, events: list[Event]) -> None:
    """The land lies on the square; the land step is over (one land [K-5.2])."""
    seat = state.power_seat
    state.zones[seat].hand.remove(action.card)
    state.lands[action.at] = action.card
    events.append(ev.LandPlaced(player=seat, card=shown(state, action.card), at=action.at))
    state.step = Step.SUPPORT


# -- 5. support [K-5.3][K-5.3a][KV-6] -----------------------------------------------------------
def check_support(state: KokuState, action: Support) -> Refusal | None:
    refusal = _step_passed(state, Step.SUPPORT) or _own_unit(state, action.unit)
    if refusal is not None:
        return refusal
    if state.supported >= SUPPORT_LIMIT:
        return refuse("koku_power_support_limit", limit=SUPPORT_LIMIT)
    if state.zones[state.power_seat].unused <= 0:
        return refuse("koku_power_no_unused_chip")
    if state.units[action.unit].chips >= max_morale(state, action.unit):
        return refuse("koku_power_unit_full", card=action.unit)
    return None


def perform_support(state: KokuState, action: Support, events: list[Event]) -> None:
    """One chip from the unused pile onto the unit (any split of the 3 [K-5.3a])."""
    seat = state.power_seat
    state.supported += give_chips(state, action.unit, 1)
    chips = state.units[action.unit].chips
    events.append(ev.Supported(player=seat, unit=shown(state, action.unit), chips=chips))
    state.step = Step.SUPPORT


# -- 6. attach and detach [K-5.4][KV-17] ----------------------------------------------------------
def check_attach(state: KokuState, action: Attach) -> Refusal | None:
    refusal = (
        _step_passed(state, Step.ATTACH)
        or _hand_card(state, action.card, AttachmentDef, "koku_power_not_an_attachment")
        or _own_unit(state, action.unit)
    )
    if refusal is not None:
        return refusal
    if not may_hold(state, action.unit, action.card):
        unit_class = unit_face(state, action.unit).unit_class
        return refuse("koku_power_class_cannot_hold", card=action.card, cls=unit_class)
    return None


def may_hold(state: KokuState, unit_card: int, attachment: int) -> bool:
    """Whether the unit card's class may hold the attachment (no classes printed: any)."""
    printed = face(state, attachment)
    assert isinstance(printed, AttachmentDef)
    return not printed.classes or unit_face(state, unit_card).unit_class in printed.classes


def perform_attach(state: KokuState, action: Attach, events: list[Event]) -> None:
    seat = state.power_seat
    state.zones[seat].hand.remove(action.card)
    state.units[action.unit].attachments.append(action.card)
    card, unit = shown(state, action.card), shown(state, action.unit)
    events.append(ev.Attached(player=seat, card=card, unit=unit))
    state.step = Step.ATTACH


def _holder(state: KokuState, card: int) -> int:
    return next((u for u, body in state.units.items() if card in body.attachments), -1)


def check_detach(state: KokuState, action: Detach) -> Refusal | None:
    refusal = _step_passed(state, Step.ATTACH)
    if refusal is not None:
        return refusal
    holder = _holder(state, action.card)
    if holder < 0 or owner(state, holder) != state.power_seat:
        return refuse("koku_power_not_attached", card=action.card)
    return None


def perform_detach(state: KokuState, action: Detach, events: list[Event]) -> None:
    """The card goes to 戦場外 [KV-17]; chips above the unit's new maximum go to the used
    pile, as every chip leaving a unit does [KV-6]."""
    seat = state.power_seat
    unit = _holder(state, action.card)
    state.units[unit].attachments.remove(action.card)
    state.zones[seat].outside.append(action.card)
    card, holder = shown(state, action.card), shown(state, unit)
    events.append(ev.Detached(player=seat, card=card, unit=holder))
    take_chips(state, unit, state.units[unit].chips - max_morale(state, unit))
    state.step = Step.ATTACH


# -- the phase's end [KV-4] -----------------------------------------------------------------------
def check_done(state: KokuState, action: Done) -> Refusal | None:
    return None


def perform_done(
    state: KokuState,
    action: Done,
    events: list[Event],
    then: Callable[[KokuState, list[Event]], None],
) -> None:
    """After the active player's power phase, the other player's; after that ``then``: the
    active player's invasion phase [KV-4] (turn.py hands it in)."""
    state.picked = -1
    if state.power_seat == state.active:
        begin(state, other(state.active), events)
    else:
        then(state, events)


def check_move(state: KokuState, action: Action) -> Refusal | None:
    """Any power move's own check (what TwoStep's ``check_move`` wants)."""
    if isinstance(action, Sortie):
        return check_sortie(state, action)
    if isinstance(action, PlaceLand):
        return check_place_land(state, action)
    if isinstance(action, Support):
        return check_support(state, action)
    if isinstance(action, Attach):
        return check_attach(state, action)
    assert isinstance(action, Detach)
    return check_detach(state, action)


MESSAGES: Final = Table("engine.kokuryoku", "power.MESSAGES")
