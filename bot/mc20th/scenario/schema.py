"""mc20th's ``[position]`` table (docs/scenarios.md "mc20th positions"): the players' zones,
the active player's record of the turn and the areas with their terrain and units, read by
bot/mc20th/scenario/position.py within the shared bounds (bot/tools/scenario/schema.py).

The rule sections it lets a scenario set up: the HQ [5-3], proxy terrain [9-2-1], the
summoner's tapped state [13-1], the turn's record of terrains fought over [9-2-2][10-8-3],
the deck-out turn [7-2] and the preparation's stacked decks [8].
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from bot.tools.scenario.schema import Seat, Spec, Specs, Strict, Text


class Zones(Strict):
    """``[position.P1]`` / ``[position.P2]``."""

    hand: Specs = msgspec.field(default_factory=list)
    deck: Specs = msgspec.field(default_factory=list)
    discard: Specs = msgspec.field(default_factory=list)
    removed: Specs = msgspec.field(default_factory=list)
    summoner: Spec | None = None
    summoner_tapped: bool = False
    hq: Spec = "RK1-031"


class Record(Strict):
    """``[position.record]``: what the active player already did this turn."""

    terrain_from_hand: bool = False
    proxy_placed: bool = False
    battled: Annotated[list[Spec], Meta(max_length=12)] = msgspec.field(default_factory=list)
    wiped: Annotated[list[Spec], Meta(max_length=12)] = msgspec.field(default_factory=list)


class AreaTable(Strict):
    """One ``[[position.area]]``."""

    at: Spec
    terrain: Spec | None = None
    owner: Seat = "P1"
    proxy: bool = False
    units: Specs = msgspec.field(default_factory=list)


class Position(Strict, rename={"p1": "P1", "p2": "P2"}):
    """``[position]``. ``start``: ``position`` (as written), ``turn`` (the position's turn
    is entered from its start), ``preparation`` (a new match from the decks, [8])."""

    start: Literal["position", "turn", "preparation"] = "position"
    stacked: bool = False  # preparation: the decks are in this order after the shuffle
    first: Seat = "P1"
    active: Seat = "P1"
    turn: Annotated[int, Meta(ge=1, le=1000)] | None = None
    phase: Text = "main"
    summon_step: Text = "discard_equipment"
    deck_out_turn: Annotated[int, Meta(ge=0, le=1000)] = 0
    p1: Zones = msgspec.field(default_factory=Zones)
    p2: Zones = msgspec.field(default_factory=Zones)
    record: Record = msgspec.field(default_factory=Record)
    area: Annotated[list[AreaTable], Meta(max_length=12)] = msgspec.field(default_factory=list)
