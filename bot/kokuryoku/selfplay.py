"""Kokuryoku's self-play hooks and invariants (bot/tools/selfplay.py runs the shared ones): where
every card is — deck, hand, 戦場外, 国外, set aside for a redraw, a unit on the map, attached
to a unit, a land — and which cards a viewer may not see (decks, the other player's hand and
redraw choices). Kokuryoku's own invariants: each player's 20 chips in exactly one place
[K-3.6][KV-6], no unit above its maximum morale [KV-6], at most one unit and one land per
square [KV-1], attachments only on their owner's units, an attack only in its window [KV-8].
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from engine.kokuryoku.board import label
from engine.kokuryoku.state import CHIPS, Phase
from engine.kokuryoku.zones import chip_total, max_morale, owner

REVEALS: tuple[str, ...] = ()
ENDINGS = ("sortie_square", "no_units", "deck_out", "resignation")  # [KV-12]..[KV-14]


def places(state: Any) -> Iterator[tuple[int, str]]:
    for seat, zones in enumerate(state.zones):
        for name in ("deck", "hand", "outside", "abroad", "set_aside"):
            for card in getattr(zones, name):
                yield card, f"P{seat + 1}.{name}"
    for unit, body in state.units.items():
        yield unit, f"unit@{label(body.square)}"
        for card in body.attachments:
            yield card, f"attached to #{unit}"
    for square, land in state.lands.items():
        yield land, f"land@{label(square)}"


def hidden_from(state: Any, viewer: int) -> set[int]:
    hidden: set[int] = set()
    for seat, zones in enumerate(state.zones):
        hidden.update(zones.deck)
        if seat != viewer:
            hidden.update(zones.hand)
            hidden.update(zones.set_aside)
    return hidden


def invariants(state: Any) -> list[str]:
    errors = []
    for seat in (0, 1):
        total = chip_total(state, seat)
        if total != CHIPS:
            errors.append(f"P{seat + 1} has {total} chips in all, not {CHIPS}")
        zones = state.zones[seat]
        if zones.unused < 0 or zones.used < 0:
            errors.append(f"P{seat + 1} has a negative chip pile")
    squares = Counter(body.square for body in state.units.values())
    errors += [f"two units on {label(s)}" for s, n in squares.items() if n > 1]
    for unit, body in state.units.items():
        if body.chips > max_morale(state, unit):
            errors.append(f"#{unit} holds {body.chips} chips, above its maximum")
        errors += [
            f"#{card} attached to #{unit} belongs to the other player"
            for card in body.attachments
            if owner(state, card) != owner(state, unit)
        ]
    if (state.attack is not None) != (state.phase is Phase.WINDOW):
        errors.append("an attack is pending outside its surprise window, or none in it")
    return errors
