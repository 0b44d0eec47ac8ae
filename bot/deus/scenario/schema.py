"""Deus's ``[position]`` table (docs/scenarios.md "Deus positions"), read by
bot/deus/scenario/position.py within the shared bounds (bot/tools/scenario/schema.py).

What a Deus scenario may set up: each player's hand, deck, discard pile, token area
[D-BOARD-8][R16], summoner [D-SET-1] and power counters (★) [D-BOARD-9][R13]; the 3x3
battlefield's units by area [D-BOARD-1] with their acted state [D-TAP-1] and whether they
were instant-summoned this turn [D-MISC-4b]; control and battle markers
[D-CTRL-1][D-POST-2]; the front-line areas held when the turn began [R5]; the deck-out
turn [D-END-2][R9]; and where the scenario starts: as written, at the entry of its turn
[D-TURN-0][D-TURN-SKIP], or at the draft of a new match [D-DECK-2a] with the beginner
option [D-DECK-3a][R17].
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from bot.tools.scenario.schema import Count, Seat, Spec, Specs, Strict, Text

AreaLabel = Annotated[str, Meta(min_length=1, max_length=4)]
Markers = Annotated[list[AreaLabel], Meta(max_length=3)]  # the front line's three areas
Faction = Annotated[str, Meta(min_length=1, max_length=60)]


class Zones(Strict):
    """``[position.P1]`` / ``[position.P2]``: cards are written as in mc20th's positions."""

    hand: Specs = msgspec.field(default_factory=list)
    deck: Specs = msgspec.field(default_factory=list)  # top first
    discard: Specs = msgspec.field(default_factory=list)
    tokens: Specs = msgspec.field(default_factory=list)  # the token area [D-CARD-TOK-3]
    summoner: Spec | None = None  # revealed [D-SET-1]; none: the beginner option [D-DECK-3b]
    power: Count = 0  # ★ [D-BOARD-9]


class Position(Strict, rename={"p1": "P1", "p2": "P2"}):
    """``[position]``. ``start``: ``position`` (as written), ``turn`` (the position's turn
    is entered from its start), ``draft`` (a new match from the pool, at the draft's dice)."""

    start: Literal["position", "turn", "draft"] = "position"
    first: Seat = "P1"
    active: Seat = "P1"
    turn: Annotated[int, Meta(ge=1, le=1000)] | None = None
    phase: Text = "main"
    deck_out_turn: Annotated[int, Meta(ge=0, le=1000)] = 0
    p1: Zones = msgspec.field(default_factory=Zones)
    p2: Zones = msgspec.field(default_factory=Zones)
    # area label -> its units, "P1 <card>[#label] [tapped] [instant]"
    areas: Annotated[dict[AreaLabel, Specs], Meta(max_length=9)] = msgspec.field(
        default_factory=dict
    )
    control: Markers = msgspec.field(default_factory=list)  # 支配中マーカー [D-CTRL-1]
    battled: Markers = msgspec.field(default_factory=list)  # 戦闘済マーカー [D-POST-2]
    # front-line area -> who held it when the turn began [R5]; omitted: from the units
    start_held: Annotated[dict[AreaLabel, Seat], Meta(max_length=3)] | None = None
    # draft only: the pool's factions by printed name, in the order ``faction N`` counts
    # them (default: every faction of the scenario's cards); the beginner option [R17]
    factions: Annotated[list[Faction], Meta(max_length=12)] = msgspec.field(default_factory=list)
    beginner: bool = False
