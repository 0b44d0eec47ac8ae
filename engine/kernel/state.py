"""Kernel state every ruleset shares: seats, card instances, the match setup, chance tasks,
results.

State is plain msgspec data with integer ids and no object graph (DESIGN.md "State is
data"): a card instance id indexes ``MatchSetup.cards``; zones are lists of ids, index 0
being the top of a deck. The immutable part of a match (catalog, card instances, seed)
lives in the frozen ``MatchSetup`` which copies of a state share; its catalog holds the
ruleset's own card kinds (a ruleset's state names the setup type it uses).
"""

from __future__ import annotations

from typing import Final, Generic, TypeVar

import msgspec

from engine.kernel.cards import CardFace
from engine.kernel.enums import Enum

SEATS: Final = (0, 1)
CHANCE: Final = -2  # the decision-maker for dice and shuffles
SPECTATOR: Final = -1  # a viewer who is not a player

C = TypeVar("C", bound=CardFace)


def other(seat: int) -> int:
    return 1 - seat


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


class CardInstance(msgspec.Struct, frozen=True):
    """One physical card in a match: which printed card, and who owns it."""

    def_id: str
    owner: int


class MatchSetup(msgspec.Struct, Generic[C], frozen=True, weakref=True):
    """What never changes during a match: its ruleset, seed, printed cards (``catalog``, of
    the ruleset's card kinds), card instances, the decks as dealt, and the players' names."""

    ruleset: str
    seed: int
    catalog: dict[str, C]
    cards: tuple[CardInstance, ...]
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    names: tuple[str, str] = ("P1", "P2")


class ChanceKind(Enum):
    ROLL = "roll"
    SHUFFLE = "shuffle"


class ChanceTask(msgspec.Struct):
    """A pending chance step: whose die or deck, and what the outcome is for."""

    kind: ChanceKind
    player: int
    purpose: str


class Result(msgspec.Struct, frozen=True):
    """How a match ended: the ruleset's name for the reason, the winner (None for a draw)."""

    reason: str
    winner: int | None
    detail: str = ""
