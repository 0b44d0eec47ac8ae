"""What one viewer may see of an mc20th match (DESIGN.md "view(state, viewer)").

The parts the family shares (units, the battle, the chain, declarations, triggers, the
decision) are engine/moncolle/view.py's. A player sees their own hand; everyone sees hand
and deck counts, discards, removed cards, summoners and the battlefield. The face-down HQ
and proxy terrain stay hidden from both players [5-3][9-2-1] (DESIGN.md). Only faces that
appear in the view are in its catalog, so a view never tells what else a deck holds.
"""

from __future__ import annotations

import msgspec

from engine.kernel.door import looked, once
from engine.kernel.state import SPECTATOR
from engine.mc20th.board import area_label
from engine.mc20th.decision import current
from engine.mc20th.state import MatchState
from engine.mc20th.terrain import area_limit
from engine.moncolle.events import Shown
from engine.moncolle.query import owner
from engine.moncolle.view import FamilyPlayerView, FamilyView, player_fields, unit_view, view_fields
from engine.moncolle.view import LinkView as LinkView  # the bot's mc20th presenter reads these
from engine.moncolle.view import ResolvingView as ResolvingView
from engine.moncolle.view import TriggeredView as TriggeredView
from engine.moncolle.view import UnitView as UnitView
from engine.moncolle.zones import shown


class AreaView(msgspec.Struct, frozen=True):
    label: str
    terrain: Shown | None  # None when empty or face down
    face_down: bool
    terrain_owner: int  # -1 for an empty area
    limit: int  # 0 for an empty area
    hq_of: int
    units: tuple[UnitView, ...]


class PlayerView(FamilyPlayerView, frozen=True, kw_only=True):
    removed: tuple[Shown, ...]
    summoner_tapped: bool = False


class View(FamilyView, frozen=True, kw_only=True):
    players: tuple[PlayerView, PlayerView]
    areas: tuple[AreaView, ...]


@once  # the same for every viewer: one look at a state may view it for each
def _areas(state: MatchState) -> tuple[AreaView, ...]:
    return tuple(_area_view(state, i) for i in range(len(state.areas)))


def _area_view(state: MatchState, index: int) -> AreaView:
    spot = state.areas[index]
    return AreaView(
        label=area_label(index),
        terrain=shown(state, spot.terrain) if spot.has_terrain and not spot.face_down else None,
        face_down=spot.face_down,
        terrain_owner=owner(state, spot.terrain) if spot.has_terrain else -1,
        limit=area_limit(state, index) if spot.has_terrain else 0,
        hq_of=spot.hq_of,
        units=tuple(unit_view(state, u) for u in spot.units),
    )


def _player_view(state: MatchState, seat: int, viewer: int) -> PlayerView:
    zones = state.players[seat]
    return PlayerView(
        **player_fields(state, seat, viewer),
        removed=tuple(shown(state, c) for c in zones.removed),
        summoner_tapped=zones.summoner_tapped,
    )


@looked  # each unit's values worked out once, whatever asks for them
def view(state: MatchState, viewer: int = SPECTATOR) -> View:
    """The match as ``viewer`` (a seat, or SPECTATOR) may see it."""
    players = (_player_view(state, 0, viewer), _player_view(state, 1, viewer))
    areas = _areas(state)
    family = view_fields(state, viewer, current(state), area_label, ((players, areas), ()))
    return View(players=players, areas=areas, **family)
