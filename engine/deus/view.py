"""What one viewer may see of a Deus match (DESIGN.md "view(state, viewer)").

A player sees their own hand, their own draft choices and their own summoner while it is
face down [D-DECK-3e][R18]; everyone sees the factions taken, hand and deck counts,
discards, token areas, ★, the markers and the battlefield. The family's parts (units, the
battle, the chain) are engine/moncolle/view.py's. Only faces that appear in the view are in
its catalog, so a view never tells what else a deck holds.
"""

from __future__ import annotations

import msgspec

from engine.deus.board import area_label, is_front
from engine.deus.decision import current
from engine.deus.state import MatchState, Phase
from engine.kernel.state import SEATS, SPECTATOR, Result
from engine.moncolle.cards import CardDef
from engine.moncolle.events import Shown, shown_in
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

__all__ = [
    "BattleView",
    "DeclaringView",
    "LinkView",
    "ResolvingView",
    "TriggeredView",
    "View",
    "view",
]


class AreaView(msgspec.Struct, frozen=True):
    """An area: ``home`` the seat whose territory it is (-1: the front line), its markers."""

    label: str
    home: int
    control: bool
    battled: bool
    units: tuple[UnitView, ...]


class PlayerView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    summoner: Shown | None  # None: none, or still face down to this viewer
    summoner_hidden: bool  # chosen face down and not yet revealed [D-DECK-3e]
    hand: tuple[Shown, ...] | None  # None: not yours to see
    hand_count: int
    deck_count: int
    discard: tuple[Shown, ...]
    tokens: tuple[Shown, ...]
    power: int
    factions: tuple[str, ...]
    revealed: tuple[Shown, ...] = ()


class FactionView(msgspec.Struct, frozen=True):
    """A half-deck of the pool, who took it (-1: nobody), and its cards by slot."""

    name: str
    name_en: str
    attribute: str
    taken_by: int
    summoner: str
    cards: tuple[str, ...]


class DraftView(msgspec.Struct, frozen=True):
    """The draft: player A, the factions, and the viewer's own choices [R18]."""

    step: str
    a: int
    factions: tuple[FactionView, ...]
    chosen: tuple[tuple[int, int], ...]  # the viewer's (faction, slot) cards
    summoner: int  # the viewer's chosen faction's summoner, -1 if none yet
    built: tuple[bool, bool]
    beginner: bool


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
    plan_kind: str
    intercept_at: str
    result: Result | None
    catalog: dict[str, CardDef]
    draft: DraftView | None = None
    chain: tuple[LinkView, ...] = ()
    effect_zone: tuple[Shown, ...] = ()
    declaring: DeclaringView | None = None
    triggers: tuple[TriggeredView, ...] = ()
    resolving: ResolvingView | None = None
    intercepted: bool = False  # the battle came of an interception [D-INT-1]


def _home(state: MatchState, area: int) -> int:
    if is_front(area) or state.first_player < 0:
        return -1
    row = area // 3
    return state.first_player if row == 0 else 1 - state.first_player


def _area_view(state: MatchState, index: int) -> AreaView:
    return AreaView(
        label=area_label(index),
        home=_home(state, index),
        control=index in state.control,
        battled=index in state.battled,
        units=tuple(unit_view(state, u) for u in state.areas[index].units),
    )


def _player_view(state: MatchState, seat: int, viewer: int) -> PlayerView:
    zones = state.players[seat]
    hidden = state.phase is Phase.DRAFT and state.draft.summoner[seat] >= 0
    summoner: Shown | None = None
    if zones.summoner >= 0:
        summoner = shown(state, zones.summoner)
    return PlayerView(
        seat=seat,
        name=state.setup.names[seat],
        summoner=summoner,
        summoner_hidden=hidden,
        hand=tuple(shown(state, c) for c in zones.hand) if viewer == seat else None,
        hand_count=len(zones.hand),
        deck_count=len(zones.deck),
        discard=tuple(shown(state, c) for c in zones.discard),
        tokens=tuple(shown(state, c) for c in state.tokens[seat]),
        power=state.power[seat],
        factions=tuple(state.setup.pool[f].name for f in state.draft.factions[seat]),
        revealed=tuple(shown(state, c) for c in zones.revealed),
    )


def _draft_view(state: MatchState, viewer: int) -> DraftView | None:
    if state.phase is not Phase.DRAFT:
        return None
    draft = state.draft
    taken = {f: seat for seat in SEATS for f in draft.factions[seat]}
    own = viewer in SEATS
    return DraftView(
        step=draft.step.value,
        a=draft.a,
        factions=tuple(
            FactionView(
                name=f.name,
                name_en=f.name_en,
                attribute=f.attribute.value,
                taken_by=taken.get(i, -1),
                summoner=f.summoner,
                cards=f.cards,
            )
            for i, f in enumerate(state.setup.pool)
        ),
        chosen=tuple(draft.chosen[viewer]) if own else (),
        summoner=draft.summoner[viewer] if own else -1,
        built=(
            len(draft.chosen[0]) == 30 and draft.summoner[0] >= 0,
            len(draft.chosen[1]) == 30 and draft.summoner[1] >= 0,
        ),
        beginner=state.setup.beginner,
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
    draft = _draft_view(state, viewer)
    seen = (players, areas, chain, zone, declaring, triggers, resolving)
    faces = {card.def_id for card in shown_in(seen)}
    if draft is not None:  # the pool is public: every half-deck is on the table [D-DECK-1]
        faces |= {c for f in draft.factions for c in (f.summoner, *f.cards)}
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
        plan_kind=state.plan_kind.value,
        intercept_at=area_label(state.intercept_at) if state.intercept_at >= 0 else "",
        result=state.result,
        catalog={d: state.setup.catalog[d] for d in sorted(faces)},
        draft=draft,
        chain=chain,
        effect_zone=zone,
        declaring=declaring,
        triggers=triggers,
        resolving=resolving,
        intercepted=battle is not None and battle.intercepted,
    )
