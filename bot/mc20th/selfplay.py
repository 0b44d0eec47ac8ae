"""mc20th's self-play hooks: where every card is, and which cards a viewer may not see
(decks, HQs, face-down proxy terrain, the other player's unrevealed hand: mc20th [5-3][8]),
for the shared invariants of bot/tools/selfplay.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

REVEALS = ("MulliganDeclared",)  # events whose whole purpose is to show hidden cards [8]
ENDINGS = ("hq_fall", "deck_out", "repetition", "resignation")  # [9-1][18-1][18-2][7]


def zone_owners(state: Any) -> Iterator[tuple[int, str]]:
    """Every card id the state holds, with where it is."""
    for seat, zones in enumerate(state.players):
        for name in ("deck", "hand", "discard", "removed"):
            for card in getattr(zones, name):
                yield card, f"P{seat + 1}.{name}"
        for name in ("summoner", "hq_card"):
            if getattr(zones, name) >= 0:
                yield getattr(zones, name), f"P{seat + 1}.{name}"
    for index, spot in enumerate(state.areas):
        if spot.has_terrain:
            yield spot.terrain, f"area{index}.terrain"
    for card in state.effect_zone:
        yield card, "effect zone"
    for unit, body in state.units.items():
        yield unit, f"unit@{body.area}"
        for card in body.equipment:
            yield card, f"equipment of #{unit}"


def hidden_from(state: Any, viewer: int) -> set[int]:
    """Card ids ``viewer`` may not see: decks, HQs, proxy terrain, other hands."""
    hidden: set[int] = set()
    for seat, zones in enumerate(state.players):
        hidden.update(zones.deck)
        if zones.hq_card >= 0:
            hidden.add(zones.hq_card)
        if seat != viewer:
            hidden.update(set(zones.hand) - set(zones.revealed))
    hidden.update(spot.terrain for spot in state.areas if spot.has_terrain and spot.face_down)
    return hidden
