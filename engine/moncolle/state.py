"""The Monster Collection family's match data (mc20th, and Deus after it): the setup with
the players' summoners, a player's zones [5], and how a match can end [7][17-3].
"""

from __future__ import annotations

import enum

import msgspec

from engine.kernel.state import MatchSetup
from engine.moncolle.cards import CardDef


class Setup(MatchSetup[CardDef], frozen=True, weakref=True):
    """A family match's setup; ``summoners[p]`` is a card id or -1 for none."""

    summoners: tuple[int, int] = (-1, -1)


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


class EndReason(enum.Enum):
    HQ_FALL = "hq_fall"  # mc20th [7-1]
    DECK_OUT = "deck_out"  # mc20th [7-2]
    REPETITION = "repetition"  # mc20th [17-3]
    RESIGNATION = "resignation"  # mc20th [17-3]
