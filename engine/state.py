"""Kernel state shared by every ruleset: seats, card instances, zones, chance tasks, results.

State is plain msgspec data with integer ids and no object graph (DESIGN.md "State is
data"): a card instance id indexes ``MatchSetup.cards``; zones are lists of ids, index 0
being the top of a deck. The immutable part of a match (catalog, card instances, seed)
lives in the frozen ``MatchSetup`` which copies of a state share.
"""

from __future__ import annotations

import enum
from typing import Final

import msgspec

from engine.cards import CardDef

SEATS: Final = (0, 1)
CHANCE: Final = -2  # the decision-maker for dice and shuffles
SPECTATOR: Final = -1  # a viewer who is not a player


def other(seat: int) -> int:
    return 1 - seat


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


class CardInstance(msgspec.Struct, frozen=True):
    """One physical card in a match: which printed card, and who owns it."""

    def_id: str
    owner: int


class MatchSetup(msgspec.Struct, frozen=True, weakref=True):
    """What never changes during a match. ``summoners[p]`` is a card id or -1 for none."""

    ruleset: str
    seed: int
    catalog: dict[str, CardDef]
    cards: tuple[CardInstance, ...]
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    summoners: tuple[int, int]
    names: tuple[str, str] = ("P1", "P2")


class PlayerZones(msgspec.Struct):
    """A player's card zones [5]; ``deck[0]`` is the top card."""

    deck: list[int]
    hand: list[int] = []
    discard: list[int] = []
    removed: list[int] = []
    summoner: int = -1
    summoner_tapped: bool = False
    revealed: list[int] = []  # hand cards shown to everyone (used or targeted from the hand)
    hq_card: int = -1  # set at setup step 3 [8], placed into its area once seats are known
    mulliganed: bool = False


class ChanceKind(enum.Enum):
    ROLL = "roll"
    SHUFFLE = "shuffle"


class ChanceTask(msgspec.Struct):
    """A pending chance step: whose die or deck, and what the outcome is for."""

    kind: ChanceKind
    player: int
    purpose: str


class EndReason(enum.Enum):
    HQ_FALL = "hq_fall"  # mc20th [7-1]
    DECK_OUT = "deck_out"  # mc20th [7-2]
    REPETITION = "repetition"  # mc20th [17-3]
    RESIGNATION = "resignation"  # mc20th [17-3]


class Result(msgspec.Struct, frozen=True):
    """How a match ended; ``winner`` is None for a draw."""

    reason: EndReason
    winner: int | None
    detail: str = ""
