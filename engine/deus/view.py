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
from engine.kernel.door import looked, once
from engine.kernel.state import SEATS, SPECTATOR
from engine.moncolle.events import Shown
from engine.moncolle.view import (
    BattleView,
    DeclaringView,
    FamilyPlayerView,
    FamilyView,
    LinkView,
    ResolvingView,
    TriggeredView,
    UnitView,
    player_fields,
    unit_view,
    view_fields,
)
from engine.moncolle.zones import shown

__all__ = [
    "BattleView",
    "DeclaringView",
    "LinkView",
    "ResolvingView",
    "TriggeredView",
    "UnitView",
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


class PlayerView(FamilyPlayerView, frozen=True, kw_only=True):
    summoner_hidden: bool  # chosen face down and not yet revealed [D-DECK-3e]
    tokens: tuple[Shown, ...]
    power: int
    factions: tuple[str, ...]


class FactionView(msgspec.Struct, frozen=True):
    """A half-deck of the pool, who took it (-1: nobody), and its cards by slot."""

    name: str
    name_en: str
    attribute: str
    taken_by: int
    summoner: str
    cards: tuple[str, ...]

    def name_in(self, lang: str) -> str:
        """The faction's name as its card set gives it in ``lang`` (Japanese where the set
        gives no English)."""
        return self.name_en if lang == "en" and self.name_en else self.name


class DraftView(msgspec.Struct, frozen=True):
    """The draft: player A, the factions, and the viewer's own choices [R18]."""

    step: str
    a: int
    factions: tuple[FactionView, ...]
    chosen: tuple[tuple[int, int], ...]  # the viewer's (faction, slot) cards
    summoner: int  # the viewer's chosen faction's summoner, -1 if none yet
    built: tuple[bool, bool]
    beginner: bool


class View(FamilyView, frozen=True, kw_only=True):
    players: tuple[PlayerView, PlayerView]
    areas: tuple[AreaView, ...]
    plan_kind: str
    intercept_at: str
    draft: DraftView | None = None
    intercepted: bool = False  # the battle came of an interception [D-INT-1]


def _home(state: MatchState, area: int) -> int:
    if is_front(area) or state.first_player < 0:
        return -1
    row = area // 3
    return state.first_player if row == 0 else 1 - state.first_player


@once  # the same for every viewer: one look at a state may view it for each
def _areas(state: MatchState) -> tuple[AreaView, ...]:
    return tuple(_area_view(state, i) for i in range(len(state.areas)))


def _area_view(state: MatchState, index: int) -> AreaView:
    return AreaView(
        label=area_label(index),
        home=_home(state, index),
        control=index in state.control,
        battled=index in state.battled,
        units=tuple(unit_view(state, u) for u in state.areas[index].units),
    )


def _player_view(state: MatchState, seat: int, viewer: int) -> PlayerView:
    return PlayerView(
        **player_fields(state, seat, viewer),
        summoner_hidden=state.phase is Phase.DRAFT and state.draft.summoner[seat] >= 0,
        tokens=tuple(shown(state, c) for c in state.tokens[seat]),
        power=state.power[seat],
        factions=tuple(state.setup.pool[f].name for f in state.draft.factions[seat]),
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


@looked  # each unit's values worked out once, whatever asks for them
def view(state: MatchState, viewer: int = SPECTATOR) -> View:
    """The match as ``viewer`` (a seat, or SPECTATOR) may see it."""
    players = (_player_view(state, 0, viewer), _player_view(state, 1, viewer))
    areas = _areas(state)
    draft = _draft_view(state, viewer)
    # the pool is public while drafting: every half-deck is on the table [D-DECK-1]
    pool = () if draft is None else [c for f in draft.factions for c in (f.summoner, *f.cards)]
    family = view_fields(state, viewer, current(state), area_label, ((players, areas), pool))
    return View(
        players=players,
        areas=areas,
        plan_kind=state.plan_kind.value,
        intercept_at=area_label(state.intercept_at) if state.intercept_at >= 0 else "",
        draft=draft,
        intercepted=state.battle is not None and state.battle.intercepted,
        **family,
    )
