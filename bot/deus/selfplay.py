"""Deus's self-play hooks: where every card is (the token area and the summoner included
[D-BOARD-8]), and which cards a viewer may not see (decks, the other player's unrevealed
hand [D-BOARD-5][D-BOARD-6]), for the shared invariants of bot/tools/selfplay.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

REVEALS: tuple[str, ...] = ()  # Deus has no event whose purpose is to show hidden cards
ENDINGS = ("front_line", "deck_out", "resignation")  # [D-END-1][D-END-2][D-MISC-3]


def places(state: Any) -> Iterator[tuple[int, str]]:
    """Every card id the state holds, with where it is."""
    for seat, zones in enumerate(state.players):
        for name in ("deck", "hand", "discard"):
            for card in getattr(zones, name):
                yield card, f"P{seat + 1}.{name}"
        if zones.summoner >= 0:
            yield zones.summoner, f"P{seat + 1}.summoner"
        for card in state.tokens[seat]:
            yield card, f"P{seat + 1}.tokens"
    for card in state.effect_zone:
        yield card, "effect zone"
    for unit, body in state.units.items():
        yield unit, f"unit@{body.area}"


def hidden_from(state: Any, viewer: int) -> set[int]:
    """Card ids ``viewer`` may not see: decks and the other player's unrevealed hand."""
    hidden: set[int] = set()
    for seat, zones in enumerate(state.players):
        hidden.update(zones.deck)
        if seat != viewer:
            hidden.update(set(zones.hand) - set(zones.revealed))
    return hidden
