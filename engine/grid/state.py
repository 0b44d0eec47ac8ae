"""The grid game's match state: each player's zones (deck, hand, graveyard, resource zone with
its tapped cards [G-2.2][G-2.3]), the battle zone's 20 squares [G-2.1] with the life piles
beneath bases [G-11.4], each entity's used rights this turn [G-R10], the turn's phase
[G-5.*] and the setup's secret base choices [G-R3].

Everything is plain msgspec data with integer card ids (``MatchSetup.cards``); ``clone`` is
the per-action copy.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.grid.board import SQUARES
from engine.grid.cards import CardDef
from engine.kernel.copying import copier
from engine.kernel.enums import Enum
from engine.kernel.state import ChanceTask, MatchSetup, Result

DECK_SIZE: Final = 40  # [G-3.1][G-R2]
COPIES: Final = 4  # [G-3.1][G-R2]
OPENING_HAND: Final = 5  # [G-3.4]


class Phase(Enum):
    CHOOSE_BASE = "choose_base"  # [G-3.2][G-R3]
    PLACE_BASE = "place_base"  # [G-3.5]
    SUPPLY = "supply"  # [G-5.2]
    USE = "use"  # [G-5.3]
    MOVE = "move"  # [G-5.4]


class Zones(msgspec.Struct):
    """One player's cards off the battle zone. ``deck[0]`` is the top. ``tapped``: the
    resource cards turned sideways [G-8.2]. ``base``: the base chosen at setup, secret until
    placed [G-R3] (-1: none yet, or placed)."""

    deck: list[int]
    hand: list[int] = msgspec.field(default_factory=list)
    graveyard: list[int] = msgspec.field(default_factory=list)
    resources: list[int] = msgspec.field(default_factory=list)
    tapped: list[int] = msgspec.field(default_factory=list)
    base: int = -1
    decked: bool = False  # the deck became 0 [G-1.2][G-R14]


class GridState(msgspec.Struct):
    """A grid match. ``squares[s]``: the card ids on square ``s`` — one base, or the
    entities of one player in the order they arrived; ``life[base]``: its life cards, top
    first, hidden from both players [G-R19]; ``moved``/``attacked``: entities whose move and
    attack rights are used this turn [G-R10]; ``boost``: power until the end of the turn."""

    setup: MatchSetup[CardDef]
    zones: list[Zones]
    squares: list[list[int]] = msgspec.field(default_factory=lambda: [[] for _ in range(SQUARES)])
    life: dict[int, list[int]] = msgspec.field(default_factory=dict)
    moved: list[int] = msgspec.field(default_factory=list)
    attacked: list[int] = msgspec.field(default_factory=list)
    boost: dict[int, int] = msgspec.field(default_factory=dict)
    phase: Phase = Phase.CHOOSE_BASE
    turn: int = 0
    active: int = 0
    first: int = -1
    picked: int = -1
    chance: ChanceTask | None = None
    chance_count: int = 0
    result: Result | None = None
    version: int = 0


def clone(state: GridState) -> GridState:
    """A deep copy sharing only the frozen setup."""
    return _COPY(state)


# the per-action copy, written from the state's annotations; the setup is shared (issue 23)
_COPY: Final = copier(GridState, frozenset({"setup"}))
