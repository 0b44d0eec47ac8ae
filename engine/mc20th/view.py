"""What one viewer may see of an mc20th match (DESIGN.md "view(state, viewer)").

The parts the family shares (units, the battle, the chain, declarations, triggers, the
decision) are engine/moncolle/view.py's. A player sees their own hand; everyone sees hand
and deck counts, discards, removed cards, summoners and the battlefield. The face-down HQ
and proxy terrain stay hidden from both players [5-3][9-2-1] (DESIGN.md). Only faces that
appear in the view are in its catalog, so a view never tells what else a deck holds.
"""

from __future__ import annotations

import msgspec

from engine.kernel.state import SPECTATOR, Result
from engine.mc20th.board import area_label
from engine.mc20th.decision import current
from engine.mc20th.state import MatchState
from engine.mc20th.terrain import area_limit
from engine.moncolle.cards import CardDef
from engine.moncolle.events import Shown, shown_in
from engine.moncolle.query import owner
from engine.moncolle.view import (
    BattleView,
    DecisionView,
    DeclaringView,
    LinkView,
    ResolvingView,
    TriggeredView,
    UnitView,
    battle_view,
    chain_view,
    declaring_view,
    resolving_view,
    triggers_view,
    unit_view,
)
from engine.moncolle.zones import shown


class AreaView(msgspec.Struct, frozen=True):
    label: str
    terrain: Shown | None  # None when empty or face down
    face_down: bool
    terrain_owner: int  # -1 for an empty area
    limit: int  # 0 for an empty area
    hq_of: int
    units: tuple[UnitView, ...]


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    summoner: Shown | None
    hand: tuple[Shown, ...] | None  # None: not yours to see
    hand_count: int
    deck_count: int
    discard: tuple[Shown, ...]
    removed: tuple[Shown, ...]
    summoner_tapped: bool = False
    revealed: tuple[Shown, ...] = ()  # hand cards shown to everyone (used or targeted there)


class View(msgspec.Struct, frozen=True):
    ruleset: str
    viewer: int
    version: int
    turn: int
    active: int
    first_player: int
    phase: str
    decision: DecisionView
    players: tuple[PlayerView, PlayerView]
    areas: tuple[AreaView, ...]
    battle: BattleView | None
    plan: tuple[tuple[int, str], ...]
    result: Result | None
    catalog: dict[str, CardDef]
    chain: tuple[LinkView, ...] = ()
    effect_zone: tuple[Shown, ...] = ()
    declaring: DeclaringView | None = None
    triggers: tuple[TriggeredView, ...] = ()
    resolving: ResolvingView | None = None


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
        seat=seat,
        name=state.setup.names[seat],
        summoner=shown(state, zones.summoner) if zones.summoner >= 0 else None,
        hand=tuple(shown(state, c) for c in zones.hand) if viewer == seat else None,
        hand_count=len(zones.hand),
        deck_count=len(zones.deck),
        discard=tuple(shown(state, c) for c in zones.discard),
        removed=tuple(shown(state, c) for c in zones.removed),
        summoner_tapped=zones.summoner_tapped,
        revealed=tuple(shown(state, c) for c in zones.revealed),
    )


def view(state: MatchState, viewer: int = SPECTATOR) -> View:
    """The match as ``viewer`` (a seat, or SPECTATOR) may see it."""
    decision = current(state)
    players = (_player_view(state, 0, viewer), _player_view(state, 1, viewer))
    areas = tuple(_area_view(state, i) for i in range(len(state.areas)))
    battle = state.battle
    battle_now = (
        None
        if battle is None
        else battle_view(state, area_label, battle.step.value, battle.values, battle.bonuses)
    )
    chain = chain_view(state)
    zone = tuple(shown(state, c) for c in state.effect_zone)
    declaring = declaring_view(state, viewer)
    triggers = triggers_view(state)
    resolving = resolving_view(state)
    seen = (players, areas, chain, zone, declaring, triggers, resolving)
    faces = {card.def_id for card in shown_in(seen)}
    return View(
        ruleset=state.setup.ruleset,
        viewer=viewer,
        version=state.version,
        turn=state.turn,
        active=state.active,
        first_player=state.first_player,
        phase=state.phase.value,
        decision=DecisionView(
            decision.actor,
            decision.kind.value,
            area_label(decision.area) if decision.area >= 0 else "",
        ),
        players=players,
        areas=areas,
        battle=battle_now,
        plan=tuple((u, area_label(t)) for u, t in state.plan),
        result=state.result,
        catalog={d: state.setup.catalog[d] for d in sorted(faces)},
        chain=chain,
        effect_zone=zone,
        declaring=declaring,
        triggers=triggers,
        resolving=resolving,
    )
