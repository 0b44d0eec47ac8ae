"""The grid game's ``[position]`` table (docs/scenarios.md "Grid positions"), read by
bot/grid/scenario/position.py within the shared bounds (bot/tools/scenario/schema.py).

What a grid scenario may set up: each player's deck, hand, graveyard and resource zone with
its tapped cards [G-2.2][G-2.3][G-8.2]; the 4x5 battle zone's squares [G-2.1][G-R1] with
entities (their used move and attack rights and this turn's boosts [G-R10]) and bases with
the life cards beneath them [G-11.4]; who went first, whose turn and which phase [G-5.*];
and where the scenario starts: as written, at the active player's turn start [G-5.1], or at
the secret base choice of a new match [G-3.2][G-R3].
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from bot.tools.scenario.schema import Count, Seat, Specs, Strict, Text

SquareLabel = Annotated[str, Meta(min_length=1, max_length=4)]


class Zones(Strict):
    """``[position.P1]`` / ``[position.P2]``: cards are written as in every game's positions
    (bot/tools/scenario/cards.py). ``tapped``: how many resource cards are tapped (the first ones
    written), or which of them by label."""

    deck: Specs = msgspec.field(default_factory=list)  # top first
    hand: Specs = msgspec.field(default_factory=list)
    graveyard: Specs = msgspec.field(default_factory=list)
    resources: Specs = msgspec.field(default_factory=list)
    tapped: Count | Specs = 0


class Position(Strict, rename={"p1": "P1", "p2": "P2"}):
    """``[position]``. ``start``: ``position`` (as written), ``turn`` (the active player's
    turn is entered from its start), ``setup`` (a new match from the two decks, at the
    secret base choice). ``first`` defaults to P1, ``active`` to ``first``, ``turn`` to 3 or
    4 to match ``active``, ``phase`` to ``use``."""

    start: Literal["position", "turn", "setup"] = "position"
    first: Seat | None = None
    active: Seat | None = None
    turn: Annotated[int, Meta(ge=1, le=1000)] | None = None
    phase: Text | None = None  # supply | use | move
    stacked: bool = False  # setup: each deck is in this order after its shuffle
    p1: Zones = msgspec.field(default_factory=Zones)
    p2: Zones = msgspec.field(default_factory=Zones)
    # square label -> its cards, "P1 <card>[#label] [moved] [attacked] [boost=N]" or
    # "P1 <base>[#label] life=N" / "life=<card>[#label],<card>*2"
    squares: Annotated[dict[SquareLabel, Specs], Meta(max_length=20)] = msgspec.field(
        default_factory=dict
    )
