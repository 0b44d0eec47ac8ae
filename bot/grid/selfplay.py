"""The grid game's self-play hooks and invariants (bot/tools/selfplay.py runs the shared ones):
where every card is — deck, hand, graveyard, resource zone, the secret base choice, a square,
a life pile — and which cards a viewer may not see: decks, the other player's hand and base
choice [G-R3], and every life card, from both players [G-3.6][G-R19]. Grid's own invariants:
no two players' cards on a square, a base alone on its square and only in its owner's front
row [G-11.1][G-R9], no base without life [G-R13], tapped cards in the resource zone, used
rights only of entities on the battle zone [G-R10], and no view that shows a life card.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import engine
from engine.grid.board import front_row, label
from engine.grid.setup import base_options
from engine.grid.zones import is_base, is_entity, owner
from engine.kernel.events import shown_in
from engine.kernel.state import SEATS, SPECTATOR

REVEALS: tuple[str, ...] = ()  # drawn cards and life cards go to their owner's hand only
ENDINGS = ("bases_destroyed", "deck_out", "simultaneous", "resignation")  # [G-1.*][G-R14]


def places(state: Any) -> Iterator[tuple[int, str]]:
    for seat, zones in enumerate(state.zones):
        for name in ("deck", "hand", "graveyard", "resources"):
            for card in getattr(zones, name):
                yield card, f"P{seat + 1}.{name}"
        if zones.base >= 0:
            yield zones.base, f"P{seat + 1}.chosen base"
    for square, cards in enumerate(state.squares):
        for card in cards:
            yield card, f"square {label(square)}"
    for base, pile in state.life.items():
        for card in pile:
            yield card, f"life under #{base}"


def hidden_from(state: Any, viewer: int) -> set[int]:
    hidden = {card for pile in state.life.values() for card in pile}
    for seat, zones in enumerate(state.zones):
        hidden.update(zones.deck)
        if seat == viewer:  # one's own deck's bases, while choosing one of them [G-3.2]
            hidden.difference_update(base_options(state, seat))
        if seat != viewer:
            hidden.update(zones.hand)
            if zones.base >= 0:
                hidden.add(zones.base)
    return hidden


def _square_errors(state: Any, square: int, cards: list[int]) -> list[str]:
    where = label(square)
    errors = []
    if len({owner(state, c) for c in cards}) > 1:
        errors.append(f"both players' cards stand on {where}")
    bases = [c for c in cards if is_base(state, c)]
    if bases and len(cards) > 1:
        errors.append(f"the base on {where} shares its square")
    for base in bases:
        if square not in front_row(owner(state, base), state.first):
            errors.append(f"base #{base} stands off its owner's front row, on {where}")
        if not state.life.get(base):
            errors.append(f"base #{base} on {where} has no life left")
    return errors


def invariants(state: Any) -> list[str]:
    errors = []
    for square, cards in enumerate(state.squares):
        errors += _square_errors(state, square, cards)
    on_board = {c for cards in state.squares for c in cards}
    for base in state.life:
        if base not in on_board:
            errors.append(f"a life pile lies under #{base}, which is not on the battle zone")
    for seat in SEATS:
        zones = state.zones[seat]
        if not set(zones.tapped) <= set(zones.resources):
            errors.append(f"P{seat + 1} has tapped cards outside the resource zone")
    for card in (*state.moved, *state.attacked):
        if card not in on_board or not is_entity(state, card):
            errors.append(f"#{card} has used rights but is no entity on the battle zone")
    life = {card for pile in state.life.values() for card in pile}
    for viewer in (*SEATS, SPECTATOR):
        shown = {s.id for s in shown_in(engine.view(state, viewer))} & life
        if shown:
            errors.append(f"a view shows life cards {sorted(shown)}")
    return errors
