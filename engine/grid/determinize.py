"""The grid game as one seat could believe it (issue 24; engine/kernel/determinize.py): the
other player's secret base [G-3.2][G-R3] is dealt again from the bases among their hidden
cards, the life cards beneath every base [G-11.4], the decks and the other hand from the
rest.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.grid.cards import BaseDef
from engine.grid.rules import DOOR
from engine.grid.state import GridState
from engine.grid.view import view
from engine.kernel.determinize import determinized


def determinize(state: GridState, seat: int, rng: random.Random) -> GridState:
    return determinized(state, seat, rng, (view, DOOR.clone), _base_only)


def _base_only(state: GridState, card: int) -> Callable[[str], bool] | None:
    """A player's chosen base takes a base's face; any other hidden card takes any face."""
    if card not in (zones.base for zones in state.zones):
        return None
    return lambda face: isinstance(state.setup.catalog[face], BaseDef)
