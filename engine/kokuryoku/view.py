"""What one viewer may see of a kokuryoku match (DESIGN.md "view(state, viewer)").

Public: the map (units with their chips, ready or waiting, attachments; lands), every
player's chip piles [KV-6], 戦場外 and 国外 [KV-18], hand and deck counts, whose turn and
whose phase it is [K-3.10], an attack in its window. A player sees their own hand and the
cards they chose for a redraw. Only faces that appear in the view are in its catalog.
"""

from __future__ import annotations

import msgspec

from engine.kernel.events import Shown, shown_in
from engine.kernel.state import Result
from engine.kokuryoku.board import BOARD, sortie_squares
from engine.kokuryoku.cards import CardDef, UnitDef
from engine.kokuryoku.decision import current
from engine.kokuryoku.state import KokuState
from engine.kokuryoku.zones import (
    attack_value,
    counter_value,
    max_morale,
    owner,
    shown,
    unit_at,
)


class UnitView(msgspec.Struct, frozen=True):
    card: Shown
    owner: int
    chips: int
    morale: int  # the most it may hold now
    attack: int
    counter: int
    waiting: bool
    attachments: tuple[Shown, ...]
    moved: bool
    acted: bool


class SquareView(msgspec.Struct, frozen=True):
    """A square: ``sortie`` the seat whose sortie square it is (-1: none), its land and
    unit."""

    label: str
    sortie: int
    land: Shown | None = None
    unit: UnitView | None = None


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    hand: tuple[Shown, ...] | None  # None: not yours to see
    hand_count: int
    deck_count: int
    outside: tuple[Shown, ...]
    abroad: tuple[Shown, ...]
    set_aside: tuple[Shown, ...] | None
    unused: int
    used: int


class AttackView(msgspec.Struct, frozen=True):
    attacker: Shown
    target: Shown
    bonus: int
    guard: int


class DecisionView(msgspec.Struct, frozen=True):
    actor: int
    kind: str


class KokuView(msgspec.Struct, frozen=True):
    viewer: int
    ruleset: str
    turn: int
    active: int  # whose turn (the turn marker [K-3.10])
    first: int
    phase: str
    power_seat: int  # whose power phase, in either turn [K-4.3]
    decision: DecisionView
    current: int
    picked: int
    squares: tuple[SquareView, ...]
    players: tuple[PlayerView, PlayerView]
    attack: AttackView | None
    catalog: dict[str, CardDef]
    result: Result | None


def _unit(state: KokuState, card: int) -> UnitView:
    body = state.units[card]
    return UnitView(
        card=shown(state, card),
        owner=owner(state, card),
        chips=body.chips,
        morale=max_morale(state, card),
        attack=attack_value(state, card),
        counter=counter_value(state, card),
        waiting=body.waiting,
        attachments=tuple(shown(state, a) for a in body.attachments),
        moved=card in state.moved,
        acted=card in state.acted,
    )


def _square(state: KokuState, square: int) -> SquareView:
    sortie = next(
        (s for s in (0, 1) if state.first >= 0 and square in sortie_squares(s, state.first)), -1
    )
    land = state.lands.get(square, -1)
    unit = unit_at(state, square)
    return SquareView(
        label=BOARD.label(square),
        sortie=sortie,
        land=shown(state, land) if land >= 0 else None,
        unit=_unit(state, unit) if unit >= 0 else None,
    )


def _player(state: KokuState, seat: int, viewer: int) -> PlayerView:
    zones = state.zones[seat]
    mine = seat == viewer
    return PlayerView(
        seat=seat,
        name=state.setup.names[seat],
        hand=tuple(shown(state, c) for c in zones.hand) if mine else None,
        hand_count=len(zones.hand),
        deck_count=len(zones.deck),
        outside=tuple(shown(state, c) for c in zones.outside),
        abroad=tuple(shown(state, c) for c in zones.abroad),
        set_aside=tuple(shown(state, c) for c in zones.set_aside) if mine else None,
        unused=zones.unused,
        used=zones.used,
    )


def _named_by(catalog: dict[str, CardDef], faces: set[str]) -> set[str]:
    """The cards a shown unit's printed text names (its class change [KV-15], its child
    [KV-16]): printed cards, public, so a picture can write them by name."""
    found: set[str] = set()
    for def_id in faces:
        face = catalog[def_id]
        if isinstance(face, UnitDef):
            found |= {d for d in (face.class_change, face.child) if d and d in catalog}
    return found


def view(state: KokuState, viewer: int) -> KokuView:
    decision = current(state)
    attack = None
    if state.attack is not None:
        a = state.attack
        attack = AttackView(shown(state, a.attacker), shown(state, a.target), a.bonus, a.guard)
    picked = state.picked if decision.actor >= 0 and viewer == decision.actor else -1
    squares = tuple(_square(state, s) for s in BOARD.squares)
    players = (_player(state, 0, viewer), _player(state, 1, viewer))
    faces = {s.def_id for s in shown_in((squares, players, attack))}
    if picked >= 0:
        faces.add(state.setup.cards[picked].def_id)
    faces |= _named_by(state.setup.catalog, faces)
    return KokuView(
        viewer=viewer,
        ruleset=state.setup.ruleset,
        turn=state.turn,
        active=state.active,
        first=state.first,
        phase=state.phase.value,
        power_seat=state.power_seat,
        decision=DecisionView(decision.actor, decision.kind.value),
        current=state.current,
        picked=picked,
        squares=squares,
        players=players,
        attack=attack,
        catalog={d: state.setup.catalog[d] for d in sorted(faces)},
        result=state.result,
    )
