"""The use phase [G-5.3][G-R21]: any number of hand cards, in any order, while their costs can
be paid by tapping that many upright resource cards [G-8.2]; each only while a base of its
familia is on the battle zone — either player's, bases included, as the rulebook reads
[G-11.2][G-R5]. Entities enter an empty square of a row holding one of their user's bases or
the empty square directly in front of one [G-9.2][G-9.8][G-R4]; bases an empty square of the
front row, their life dealt at once [G-FAQ-1][G-R7][G-11.4]; spells are cast on a square, a
card or a player, resolve, and go to the graveyard [G-10.*][G-R16]. The trigger words each
fires are G-R17's.

A look lists only the uses the check would keep (``legal_uses``: the cards whose cost and
familia allow them, to their squares and targets), worked out once per look (issue 23).
"""

from __future__ import annotations

from engine.grid import effects, triggers
from engine.grid import events as ev
from engine.grid.actions import Build, Cast, CastFor, CastOn, Summon
from engine.grid.board import SAME_ROW, ahead, front_row
from engine.grid.cards import BaseDef, EntityDef, Shape, Side, SpellDef, Target
from engine.grid.setup import place_base
from engine.grid.state import GridState
from engine.grid.zones import bases, face, owner, shown, where
from engine.kernel.actions import Action
from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import SEATS

UseAction = Summon | Build | Cast | CastOn | CastFor


def untapped(state: GridState, seat: int) -> int:
    zones = state.zones[seat]
    return len(zones.resources) - len(zones.tapped)


def familia_present(state: GridState, familia: str) -> bool:
    """A base of this familia is on the battle zone, either player's [G-11.2][G-R5]."""
    return familia in _familias(state)


@once  # every hand card of a look asks it
def _familias(state: GridState) -> frozenset[str]:
    return frozenset(face(state, base).familia for base in bases(state))


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


@once
def entry_squares(state: GridState, seat: int) -> tuple[int, ...]:
    """Where ``seat`` may summon [G-9.2][G-R4]: empty squares of a row holding one of its
    bases (its front row, G-11.1), and the empty square directly in front of each base."""
    found: set[int] = set()
    for base in bases(state, seat):
        square = where(state, base)
        found.update(SAME_ROW[square])
        front = ahead(square, seat, state.first)
        if front is not None:
            found.add(front)
    return tuple(sorted(s for s in found if not state.squares[s]))


@once
def build_squares(state: GridState, seat: int) -> tuple[int, ...]:
    """Empty squares of ``seat``'s front row [G-11.1][G-R7]."""
    return tuple(s for s in front_row(seat, state.first) if not state.squares[s])


def spell_targets(state: GridState, spell: SpellDef) -> tuple[int, ...]:
    return _targets(state, spell.target, spell.side)


@once  # keyed by what decides the targets: a spell's whole record hashes slowly
def _targets(state: GridState, target: Target, side: Side) -> tuple[int, ...]:
    return tuple(effects.targets_of(state, state.active, target, side))


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


def uses(state: GridState) -> list[Action]:
    """The use phase's candidates: for each hand card, every square or target it may go to
    (unchecked; the check keeps the legal ones). A spell whose area is the whole battle zone
    lists one square, the first: any square lays it out the same [G-R16]."""
    seat = state.active
    return [use for card in state.zones[seat].hand for use in _uses_of(state, seat, card)]


@once  # a look lists them and the pieces' step asks again
def legal_uses(state: GridState) -> tuple[Action, ...]:
    """``uses`` as the check keeps them, made legal: only the hand cards whose cost can be
    paid and whose familia has a base out [G-8.2][G-11.2], each to the squares or targets
    it may go to (issue 23)."""
    seat = state.active
    have, present = untapped(state, seat), _familias(state)
    found: list[Action] = []
    for card in state.zones[seat].hand:
        printed = face(state, card)
        if printed.cost <= have and printed.familia in present:
            found += _uses_of(state, seat, card)
    return tuple(found)


def _uses_of(state: GridState, seat: int, card: int) -> list[Action]:
    printed = face(state, card)
    if isinstance(printed, EntityDef):
        return [Summon(card, at) for at in entry_squares(state, seat)]
    if isinstance(printed, BaseDef):
        return [Build(card, at) for at in build_squares(state, seat)]
    if printed.target is Target.SQUARE:
        squares = range(1 if printed.shape is Shape.ALL else len(state.squares))
        return [Cast(card, at) for at in squares]
    if printed.target is Target.PLAYER:
        return [CastFor(card, player) for player in SEATS]
    return [CastOn(card, target) for target in spell_targets(state, printed)]


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
