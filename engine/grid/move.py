"""The move phase [G-5.4][G-6.*][G-9.3]-[G-9.10]: each entity has one move right and one
attack right a turn, the attack with or after its move or without one, never a move after
its attack, in any order and even the turn it entered [G-6.1][G-9.4][G-FAQ-3][G-R10].

Moves [G-6.2][G-6.3][G-R8][G-R9]: by the card's own keyword (none: the 8 neighbours), never
passing an enemy card, never ending on an enemy card or on a base; onto own entities, which
makes a stack [G-9.8]. Several entities may move at once only to one square, each by its own
pattern, each spending its move right [G-9.10][G-FAQ-5][G-FAQ-8][G-FAQ-9][G-R18].

Attacks [G-6.4][G-9.6][G-R11][G-R12][G-R13]: on an enemy square adjacent (8 neighbours),
within the attacker's movement (passage as for moves) or its 射程; the attacker stays. Entities
fight square against square, each side the sum of its square [G-9.9][G-FAQ-4]; the lower loses
all its entities to the graveyard, equal both [G-6.5][G-6.6]. A base is not compared: its owner
takes life cards (1, or the attacker's 多点) into the hand, and at none it is destroyed
[G-6.7][G-R13]. Each entity of a stack attacks once, with the square's total [G-FAQ-6].

The phase's moves and attacks are listed legal as made, from one scan of the battle zone
per look (``sides``), so the door checks none of them again (issue 23).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.grid import events as ev
from engine.grid.actions import Attack, Move
from engine.grid.board import BOARD, NEIGHBOURS, lines, reach
from engine.grid.cards import BaseDef, EntityDef
from engine.grid.state import GridState
from engine.grid.zones import (
    base_at,
    destroy,
    face,
    is_entity,
    owner,
    shown,
    square_power,
    take_life,
    where,
)
from engine.kernel.actions import Action
from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import other


def _printed(state: GridState, piece: int) -> EntityDef:
    printed = face(state, piece)
    assert isinstance(printed, EntityDef)
    return printed


class Sides(NamedTuple):
    """The battle zone as one seat sees it in the move phase: the squares holding the other
    player's cards, the squares holding a base (either player's: no entity ends a move on
    one), and the seat's entities with their squares, in square then arrival order."""

    enemy: frozenset[int]
    bases: frozenset[int]
    own: tuple[tuple[int, int], ...]


@once  # every move and attack of a look asks it
def sides(state: GridState, seat: int) -> Sides:
    catalog, instances = state.setup.catalog, state.setup.cards
    opponent = other(seat)
    enemy, bases, own = set(), set(), []
    for square, cards in enumerate(state.squares):
        if not cards:
            continue
        first = instances[cards[0]]
        if first.owner == opponent:
            enemy.add(square)
        if isinstance(catalog[first.def_id], BaseDef):
            bases.add(square)
        for card in cards:
            instance = instances[card]
            if instance.owner == seat and isinstance(catalog[instance.def_id], EntityDef):
                own.append((card, square))
    return Sides(frozenset(enemy), frozenset(bases), tuple(own))


@once
def destinations(state: GridState, piece: int) -> tuple[int, ...]:
    """Where ``piece`` may move now by its own pattern [G-R8][G-R9]."""
    seat = owner(state, piece)
    return _destinations(state, piece, where(state, piece), seat, sides(state, seat))


def _destinations(
    state: GridState, piece: int, start: int, seat: int, seen: Sides
) -> tuple[int, ...]:
    met = reach(start, _printed(state, piece).movement, seat, state.first, seen.enemy)
    return tuple(sorted(met - seen.enemy - seen.bases))


@once
def attack_targets(state: GridState, piece: int) -> tuple[int, ...]:
    """Enemy squares ``piece`` may attack [G-6.4][G-R11]: (a) adjacent, (b) met by its
    movement (an enemy card ends a line), (c) met by its 射程 lines."""
    seat = owner(state, piece)
    return _attack_targets(state, piece, where(state, piece), seat, sides(state, seat).enemy)


def _attack_targets(
    state: GridState, piece: int, start: int, seat: int, enemy: frozenset[int]
) -> tuple[int, ...]:
    printed = _printed(state, piece)
    found = NEIGHBOURS[start] | reach(start, printed.movement, seat, state.first, enemy)
    if printed.reach:
        found |= lines(start, printed.reach, enemy)
    return tuple(sorted(found & enemy))


def can_move(state: GridState, piece: int) -> bool:
    """Its move right is unused and it has not attacked [G-R10]."""
    return piece not in state.moved and piece not in state.attacked


def _own_entity(state: GridState, piece: int) -> bool:
    return (
        where(state, piece) >= 0 and is_entity(state, piece) and owner(state, piece) == state.active
    )


def check_move(state: GridState, action: Move) -> Refusal | None:
    if not action.pieces or len(set(action.pieces)) != len(action.pieces):
        return refuse("grid_bad_group")
    for piece in action.pieces:
        if not _own_entity(state, piece):
            return refuse("grid_not_your_entity", card=piece)
        if not can_move(state, piece):
            return refuse("grid_move_used", card=piece)
        if action.to not in destinations(state, piece):
            return refuse("grid_cannot_reach", card=piece, at=BOARD.label(action.to))
    return None


def perform_move(state: GridState, action: Move, events: list[Event]) -> None:
    start = tuple(where(state, piece) for piece in action.pieces)
    for piece, square in zip(action.pieces, start, strict=True):
        state.squares[square].remove(piece)
        state.squares[action.to].append(piece)
        state.moved.append(piece)
    pieces = tuple(shown(state, piece) for piece in action.pieces)
    events.append(ev.Moved(player=state.active, pieces=pieces, start=start, to=action.to))


def check_attack(state: GridState, action: Attack) -> Refusal | None:
    if not _own_entity(state, action.piece):
        return refuse("grid_not_your_entity", card=action.piece)
    if action.piece in state.attacked:
        return refuse("grid_attack_used", card=action.piece)
    if action.at not in attack_targets(state, action.piece):
        return refuse("grid_not_in_range", card=action.piece, at=BOARD.label(action.at))
    return None


def perform_attack(state: GridState, action: Attack, events: list[Event]) -> None:
    seat, start = state.active, where(state, action.piece)
    state.attacked.append(action.piece)
    power = square_power(state, start)
    attacker = shown(state, action.piece)
    base = base_at(state, action.at)
    if base >= 0:  # no comparison [G-6.7][G-R13]
        events.append(
            ev.Attacked(player=seat, piece=attacker, start=start, at=action.at, power=power)
        )
        take_life(state, base, _printed(state, action.piece).hits, events)
        return
    defence = square_power(state, action.at)
    events.append(
        ev.Attacked(
            player=seat, piece=attacker, start=start, at=action.at, power=power, defence=defence
        )
    )
    lost = []
    if power <= defence:
        lost += list(state.squares[start])
    if defence <= power:
        lost += list(state.squares[action.at])
    destroy(state, lost, "battle", events)


def moves(state: GridState) -> list[Action]:
    """The move phase's actions, piece by piece in board order: each single move, the move
    of every entity able to reach the same square together [G-R18] (smaller groups are
    written in the notation), then each attack. Each is legal as made: a piece's own
    destinations and targets, its rights unused (issue 23)."""
    seat = state.active
    seen = sides(state, seat)
    reachable = {
        piece: _destinations(state, piece, square, seat, seen)
        for piece, square in seen.own
        if can_move(state, piece)
    }
    movers: dict[int, list[int]] = {}  # who can reach each square, in board order
    for piece, squares in reachable.items():
        for to in squares:
            movers.setdefault(to, []).append(piece)
    found: list[Action] = []
    for piece, square in seen.own:
        for to in reachable.get(piece, ()):
            found.append(Move((piece,), to))
            group = [p for p in movers[to] if p != piece]
            if group:
                found.append(Move((piece, *group), to))
        if piece not in state.attacked:
            targets = _attack_targets(state, piece, square, seat, seen.enemy)
            found += [Attack(piece, at) for at in targets]
    return found
