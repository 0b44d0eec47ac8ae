"""Positions for the tests that hold a player to its own view (issue 24): self-play states
where a player decides, and the same position with the other player's hidden cards lying
elsewhere, another real state that shows the seat the very same view."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import msgspec

import engine
from bot.tools.selfplay import positions, starter_setup
from engine.kernel.events import shown_in


def decisions(ruleset: str, seeds: Iterable[int], every: int, cap: int = 600) -> list[Any]:
    """Every ``every``-th state where a player decides, of fixed-seed self-play games (the
    pairing each seed picks)."""
    found = []
    for seed in seeds:
        states = positions(starter_setup(ruleset, seed), seed, cap)
        found += [state for step, state in enumerate(states) if step % every == 0]
    return found


def rival_faces_moved(state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the other player's hidden cards' faces moved among themselves (and
    Deus's draft record of theirs reordered): the seat's view is the same."""
    shown = {face.id for face in shown_in(engine.view(state, seat))}
    rival = 1 - seat
    places = [c for c, i in enumerate(state.setup.cards) if i.owner == rival and c not in shown]
    faces = [state.setup.cards[c].def_id for c in places]
    rng.shuffle(faces)
    cards = list(state.setup.cards)
    for card, face in zip(places, faces, strict=True):
        cards[card] = msgspec.structs.replace(cards[card], def_id=face)
    moved = engine.copy(state)
    moved.setup = msgspec.structs.replace(state.setup, cards=tuple(cards))
    draft = getattr(moved, "draft", None)
    if draft is not None:  # Deus: the other player's draft record is theirs alone
        draft.chosen[rival] = sorted(draft.chosen[rival], reverse=True)
    assert engine.view(moved, seat) == engine.view(state, seat)
    return moved
