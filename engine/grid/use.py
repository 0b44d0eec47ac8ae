"""The use phase [G-5.3][G-R21]: any number of hand cards, in any order, while their costs can
be paid by tapping that many upright resource cards [G-8.2]; each only while a base of its
familia is on the battle zone — either player's, bases included, as the rulebook reads
[G-11.2][G-R5]. Entities enter an empty square of a row holding one of their user's bases or
the empty square directly in front of one [G-9.2][G-9.8][G-R4]; bases an empty square of the
front row, their life dealt at once [G-FAQ-1][G-R7][G-11.4]; spells are cast on a square, a
card or a player, resolve, and go to the graveyard [G-10.*][G-R16]. The trigger words each
fires are G-R17's.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.grid import effects, triggers
from engine.grid import events as ev
from engine.grid.actions import Build, Cast, CastFor, CastOn, Summon
from engine.grid.board import BOARD, ahead, front_row
from engine.grid.cards import BaseDef, EntityDef, Shape, SpellDef, Target
from engine.grid.setup import place_base
from engine.grid.state import GridState
from engine.grid.zones import bases, face, owner, shown, where
from engine.kernel.actions import Action
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import SEATS

UseAction = Summon | Build | Cast | CastOn | CastFor


def untapped(state: GridState, seat: int) -> int:
    zones = state.zones[seat]
    return len(zones.resources) - len(zones.tapped)


def familia_present(state: GridState, familia: str) -> bool:
    """A base of this familia is on the battle zone, either player's [G-11.2][G-R5]."""
    return any(face(state, base).familia == familia for base in bases(state))


def usable(state: GridState, card: int) -> Refusal | None:
    """Whether the active player may use ``card`` from the hand now (any target aside)."""
    seat = state.active
    if card not in state.zones[seat].hand:
        return refuse("grid_not_in_hand", card=card)
    printed = face(state, card)
    if printed.cost > untapped(state, seat):
        return refuse("grid_cannot_pay", cost=printed.cost, have=untapped(state, seat))
    if not familia_present(state, printed.familia):
        return refuse("grid_no_familia_base", familia=printed.familia)
    return None


def entry_squares(state: GridState, seat: int) -> list[int]:
    """Where ``seat`` may summon [G-9.2][G-R4]: empty squares of a row holding one of its
    bases (its front row, G-11.1), and the empty square directly in front of each base."""
    found: set[int] = set()
    for base in bases(state, seat):
        square = where(state, base)
        found.update(s for s in BOARD.squares if BOARD.row(s) == BOARD.row(square))
        front = ahead(square, seat, state.first)
        if front is not None:
            found.add(front)
    return sorted(s for s in found if not state.squares[s])


def build_squares(state: GridState, seat: int) -> list[int]:
    """Empty squares of ``seat``'s front row [G-11.1][G-R7]."""
    return [s for s in front_row(seat, state.first) if not state.squares[s]]


def spell_targets(state: GridState, spell: SpellDef) -> list[int]:
    return effects.targets(state, state.active, spell)


def _kind_refusal(action: UseAction, printed: object) -> Refusal | None:
    wanted = {
        Summon: EntityDef,
        Build: BaseDef,
        Cast: SpellDef,
        CastOn: SpellDef,
        CastFor: SpellDef,
    }[type(action)]
    if not isinstance(printed, wanted):
        return refuse("grid_wrong_kind", card=action.card)
    if isinstance(printed, SpellDef):
        expected = {Cast: (Target.SQUARE,), CastOn: (Target.ENTITY, Target.BASE)}
        if printed.target not in expected.get(type(action), (Target.PLAYER,)):
            return refuse("grid_wrong_target", card=action.card)
    return None


def check_use(state: GridState, action: UseAction) -> Refusal | None:
    refusal = usable(state, action.card) or _kind_refusal(action, face(state, action.card))
    if refusal is not None:
        return refusal
    seat = state.active
    if isinstance(action, Summon) and action.at not in entry_squares(state, seat):
        return refuse("grid_not_an_entry_square")
    if isinstance(action, Build) and action.at not in build_squares(state, seat):
        return refuse("grid_not_front_row_empty")
    if isinstance(action, Cast) and not 0 <= action.at < len(state.squares):
        return refuse("grid_no_such_square")
    printed = face(state, action.card)
    if (
        isinstance(action, CastOn)
        and isinstance(printed, SpellDef)
        and action.target not in spell_targets(state, printed)
    ):
        return refuse("grid_not_a_target", card=action.target)
    if isinstance(action, CastFor) and action.player not in SEATS:
        return refuse("grid_not_a_target_player")
    return None


def uses(state: GridState) -> Iterator[Action]:
    """The use phase's candidates: for each hand card, every square or target it may go to
    (unchecked; the check keeps the legal ones). A spell whose area is the whole battle zone
    lists one square, the first: any square lays it out the same [G-R16]."""
    seat = state.active
    for card in state.zones[seat].hand:
        printed = face(state, card)
        if isinstance(printed, EntityDef):
            yield from (Summon(card, at) for at in entry_squares(state, seat))
        elif isinstance(printed, BaseDef):
            yield from (Build(card, at) for at in build_squares(state, seat))
        elif printed.target is Target.SQUARE:
            squares = range(1 if printed.shape is Shape.ALL else len(state.squares))
            yield from (Cast(card, at) for at in squares)
        elif printed.target is Target.PLAYER:
            yield from (CastFor(card, player) for player in SEATS)
        else:
            yield from (CastOn(card, target) for target in spell_targets(state, printed))


def _pay(state: GridState, card: int, events: list[Event]) -> None:
    """Tap as many upright resource cards as the cost [G-8.2], oldest first."""
    seat, zones = state.active, state.zones[state.active]
    upright = [c for c in zones.resources if c not in zones.tapped]
    paid = upright[: face(state, card).cost]
    zones.tapped.extend(paid)
    zones.hand.remove(card)
    if paid:
        events.append(ev.Paid(player=seat, cards=tuple(shown(state, c) for c in paid)))


def perform_summon(state: GridState, action: Summon, events: list[Event]) -> None:
    _pay(state, action.card, events)
    state.squares[action.at].append(action.card)
    events.append(ev.Summoned(player=state.active, card=shown(state, action.card), at=action.at))
    triggers.on_summon(state, action.card, events)


def perform_build(state: GridState, action: Build, events: list[Event]) -> None:
    _pay(state, action.card, events)
    place_base(state, action.card, action.at, events)
    triggers.on_build(state, action.card, events)


def perform_cast(state: GridState, action: Cast | CastOn | CastFor, events: list[Event]) -> None:
    """[G-10.2] pay, resolve from the chosen square (or on the card or player), to the
    graveyard; then 使う fires [G-R17]."""
    _pay(state, action.card, events)
    seat, spell = state.active, face(state, action.card)
    assert isinstance(spell, SpellDef)
    card = shown(state, action.card)
    if isinstance(action, Cast):
        events.append(ev.SpellCast(player=seat, card=card, at=action.at))
        effects.resolve_spell(state, seat, spell, events, at=action.at)
    elif isinstance(action, CastOn):
        events.append(ev.SpellCast(player=seat, card=card, target=shown(state, action.target)))
        effects.resolve_spell(state, seat, spell, events, target=action.target)
    else:
        events.append(ev.SpellCast(player=seat, card=card, target_player=action.player))
        effects.resolve_spell(state, seat, spell, events, player=action.player)
    state.zones[owner(state, action.card)].graveyard.append(action.card)
    triggers.on_cast(state, action.card, events)
