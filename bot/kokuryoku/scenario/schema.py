"""The national-power game's ``[position]`` table (docs/scenarios.md "Kokuryoku positions"),
read by bot/kokuryoku/scenario/position.py within the shared bounds (bot/tools/scenario/schema.py).

What a kokuryoku scenario may set up: each player's deck, hand, 戦場外 and 国外 [KV-18] and
their unused and used chip piles [K-3.6][KV-6]; the 3x4 map's squares [KV-1] with a unit
(its chips, waiting state, attachments, and this invasion phase's marks [KV-11]) and a land
each; who went first, whose turn it is, and the phase: either player's power phase at one
of its steps [K-4.3][KV-4][KV-5], the invasion phase [K-6.*] or a step of the end phase
[K-7.*]. A scenario may also start at the active player's turn start [K-3.10], or with a
new match built from the two decks [K-3.*].
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from bot.tools.scenario.schema import Seat, Specs, Strict, Text

SquareLabel = Annotated[str, Meta(min_length=1, max_length=4)]
Chips = Annotated[int, Meta(ge=0, le=20)]  # a player's 20 chips [K-3.6]


class Zones(Strict):
    """``[position.P1]`` / ``[position.P2]``: cards are written as in every game's positions
    (bot/tools/scenario/cards.py). ``unused`` and ``used`` are chip counts; what is not written
    is worked out so that the player's chips add up to 20 (``used`` defaults to 0)."""

    deck: Specs = msgspec.field(default_factory=list)  # top first
    hand: Specs = msgspec.field(default_factory=list)
    outside: Specs = msgspec.field(default_factory=list)  # 戦場外
    abroad: Specs = msgspec.field(default_factory=list)  # 国外
    unused: Chips | None = None
    used: Chips | None = None


class Position(Strict, rename={"p1": "P1", "p2": "P2"}):
    """``[position]``. ``start``: ``position`` (as written), ``turn`` (the active player's
    turn is entered from its start), ``setup`` (a new match from the two decks). ``first``
    defaults to P1, ``active`` to ``first``, ``turn`` to 3 or 4 to match ``active``,
    ``phase`` to ``power``; in the power phase ``power_seat`` defaults to ``active``,
    ``step`` to ``sortie`` and ``supported`` to 0."""

    start: Literal["position", "turn", "setup"] = "position"
    first: Seat | None = None
    active: Seat | None = None
    turn: Annotated[int, Meta(ge=1, le=1000)] | None = None
    phase: Text | None = None  # power | invasion | end_start | end | hand_limit
    power_seat: Seat | None = None
    step: Text | None = None  # sortie | land | support | attach
    supported: Annotated[int, Meta(ge=0, le=3)] | None = None
    stacked: bool = False
    p1: Zones = msgspec.field(default_factory=Zones)
    p2: Zones = msgspec.field(default_factory=Zones)
    # square label -> "P1 <unit>[#label] [chips=N] [waiting] [attach=<card>,...] [moved]
    # [acted] [again] [current]" and/or "[P1] land <land>[#label]"
    squares: Annotated[dict[SquareLabel, Specs], Meta(max_length=12)] = msgspec.field(
        default_factory=dict
    )
