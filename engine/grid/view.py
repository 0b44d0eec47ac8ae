"""What one viewer may see of a grid match (DESIGN.md "view(state, viewer)") [G-R19].

Public: the battle zone (entities with their powers and used rights, bases with their life
*counts*), resource zones (face up, tapped or not) [G-R6], graveyards, hand and deck counts.
A player sees their own hand and, before it is placed, their own chosen base [G-R3]. Life
cards are seen by nobody [G-3.6]. Only faces that appear in the view are in its catalog.
"""

from __future__ import annotations

import msgspec

from engine.grid.board import BOARD
from engine.grid.cards import CardDef
from engine.grid.decision import current
from engine.grid.setup import base_options
from engine.grid.state import GridState
from engine.grid.zones import base_at, holder, is_entity, owner, power, shown
from engine.kernel.events import Shown, shown_in
from engine.kernel.state import Result


class EntityView(msgspec.Struct, frozen=True):
    card: Shown
    power: int
    boost: int
    moved: bool
    attacked: bool


class SquareView(msgspec.Struct, frozen=True):
    """A square: whose cards (-1: empty), its entities and their total, or a base and how
    many life cards lie beneath it."""

    label: str
    owner: int
    entities: tuple[EntityView, ...] = ()
    total: int = 0
    base: Shown | None = None
    life: int = 0


class ResourceView(msgspec.Struct, frozen=True):
    card: Shown
    tapped: bool


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    hand: tuple[Shown, ...] | None  # None: not yours to see
    hand_count: int
    deck_count: int
    graveyard: tuple[Shown, ...]
    resources: tuple[ResourceView, ...]
    untapped: int
    base_chosen: bool
    chosen_base: Shown | None  # your own setup base before it is placed [G-R3]
    base_options: tuple[Shown, ...] = ()  # your deck's bases while you choose one [G-3.2]


class DecisionView(msgspec.Struct, frozen=True):
    actor: int
    kind: str


class GridView(msgspec.Struct, frozen=True):
    viewer: int
    ruleset: str
    turn: int
    active: int
    first: int
    phase: str
    decision: DecisionView
    picked: int
    squares: tuple[SquareView, ...]
    players: tuple[PlayerView, PlayerView]
    catalog: dict[str, CardDef]
    result: Result | None


def _square(state: GridState, square: int) -> SquareView:
    cards = state.squares[square]
    if not cards:  # most squares, in every view the practice opponent's rollouts take
        return _EMPTY[square]
    seat = holder(state, square)
    base = base_at(state, square)
    if base >= 0:
        life = len(state.life.get(base, []))
        return SquareView(BOARD.label(square), seat, base=shown(state, base), life=life)
    found = tuple(
        EntityView(
            shown(state, card),
            power(state, card),
            state.boost.get(card, 0),
            card in state.moved,
            card in state.attacked,
        )
        for card in cards
        if is_entity(state, card)
    )
    # the entities' powers summed, as square_power sums them [G-9.9]
    return SquareView(BOARD.label(square), seat, found, sum(e.power for e in found))


_EMPTY = tuple(SquareView(BOARD.label(square), -1) for square in BOARD.squares)


def _player(state: GridState, seat: int, viewer: int) -> PlayerView:
    zones = state.zones[seat]
    mine = viewer == seat
    return PlayerView(
        seat=seat,
        name=state.setup.names[seat],
        hand=tuple(shown(state, c) for c in zones.hand) if mine else None,
        hand_count=len(zones.hand),
        deck_count=len(zones.deck),
        graveyard=tuple(shown(state, c) for c in zones.graveyard),
        resources=tuple(ResourceView(shown(state, c), c in zones.tapped) for c in zones.resources),
        untapped=len(zones.resources) - len(zones.tapped),
        base_chosen=zones.base >= 0,
        chosen_base=shown(state, zones.base) if mine and zones.base >= 0 else None,
        base_options=tuple(shown(state, c) for c in base_options(state, viewer) if mine),
    )


def view(state: GridState, viewer: int) -> GridView:
    decision = current(state)
    picked = state.picked if state.picked < 0 or viewer == state.active else -1
    if picked >= 0 and owner(state, picked) != viewer:
        picked = -1
    squares = tuple(_square(state, s) for s in BOARD.squares)
    players = (_player(state, 0, viewer), _player(state, 1, viewer))
    faces = {s.def_id for s in shown_in((squares, players))}
    if picked >= 0:
        faces.add(state.setup.cards[picked].def_id)
    return GridView(
        viewer=viewer,
        ruleset=state.setup.ruleset,
        turn=state.turn,
        active=state.active,
        first=state.first,
        phase=state.phase.value,
        decision=DecisionView(decision.actor, decision.kind.value),
        picked=picked,
        squares=squares,
        players=players,
        catalog={d: state.setup.catalog[d] for d in sorted(faces)},
        result=state.result,
    )
