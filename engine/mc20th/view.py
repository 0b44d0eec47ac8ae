"""What one viewer may see of an mc20th match (DESIGN.md "view(state, viewer)").

A player sees their own hand; everyone sees hand and deck counts, discards, removed cards,
summoners and the battlefield. The face-down HQ and proxy terrain stay hidden from both
players [5-3][9-2-1] (DESIGN.md). Only faces that appear in the view are in its catalog, so
a view never tells what else a deck holds.
"""

from __future__ import annotations

import msgspec

from engine.kernel.state import SEATS, SPECTATOR, Result, other
from engine.mc20th.board import area_label
from engine.mc20th.decision import current
from engine.mc20th.state import MatchState
from engine.mc20th.terrain import area_limit
from engine.moncolle.cards import CardDef
from engine.moncolle.damage import attack_damage, damage_down_formation
from engine.moncolle.effects import dice_bonus
from engine.moncolle.events import Shown, shown_in
from engine.moncolle.query import attack, defence, initiative, owner, unit_def, units_of
from engine.moncolle.targets import label
from engine.moncolle.zones import shown


class UnitView(msgspec.Struct, frozen=True):
    card: Shown
    owner: int
    tapped: bool
    level: int
    attack: int
    defence: int
    initiative: int
    equipment: tuple[Shown, ...]
    instant_summoned: bool


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


class BattleView(msgspec.Struct, frozen=True):
    area: str
    attacker: int
    defender: int
    step: str
    side: int
    formation: tuple[tuple[int, ...], tuple[int, ...]]
    rolls: tuple[int, ...]
    first: int
    simultaneous: bool
    initiative: tuple[int, int]  # each side's units' イニシアチブ now
    incoming: dict[int, int]  # damage each unit takes from a declared attack, else if
    # the other side attacked now with its untapped units
    # each side's dice-result effects on the die [16]: as counted when the initiative was
    # decided, before that the ones waiting for the die
    bonus: tuple[int, int] = (0, 0)
    decided: tuple[int, int] | None = None  # the values the initiative was decided by
    pending: tuple[bool, bool] = (False, False)  # a declared attack is coming at the side


class LinkView(msgspec.Struct, frozen=True):
    """A declaration in the counter chain; ``card`` None for an attack."""

    controller: int
    card: Shown | None
    ability: int
    targets: tuple[str, ...]
    payments: tuple[str, ...]
    cancelled: bool


class DeclaringView(msgspec.Struct, frozen=True):
    """A declaration being put together; only its author sees which card it is."""

    controller: int
    card: Shown | None
    ability: int
    targets: tuple[str, ...]
    payments: tuple[str, ...]


class TriggeredView(msgspec.Struct, frozen=True):
    """A [条件] effect waiting at the current trigger moment [11-2-4]."""

    seat: int
    card: Shown
    ability: int
    forced: bool


class ResolvingView(msgspec.Struct, frozen=True):
    """An effect taking effect now; ``manual`` while its controller applies it by hand."""

    controller: int
    card: Shown
    manual: bool


class DecisionView(msgspec.Struct, frozen=True):
    actor: int
    kind: str
    area: str


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


def _unit_view(state: MatchState, unit: int) -> UnitView:
    body = state.units[unit]
    return UnitView(
        card=shown(state, unit),
        owner=owner(state, unit),
        tapped=body.tapped,
        level=unit_def(state, unit).level,
        attack=attack(state, unit),
        defence=defence(state, unit),
        initiative=initiative(state, unit),
        equipment=tuple(shown(state, e) for e in body.equipment),
        instant_summoned=body.instant_turn == state.turn,
    )


def _area_view(state: MatchState, index: int) -> AreaView:
    spot = state.areas[index]
    return AreaView(
        label=area_label(index),
        terrain=shown(state, spot.terrain) if spot.has_terrain and not spot.face_down else None,
        face_down=spot.face_down,
        terrain_owner=owner(state, spot.terrain) if spot.has_terrain else -1,
        limit=area_limit(state, index) if spot.has_terrain else 0,
        hq_of=spot.hq_of,
        units=tuple(_unit_view(state, u) for u in spot.units),
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


def _triggers_view(state: MatchState) -> tuple[TriggeredView, ...]:
    if not state.windows:
        return ()
    return tuple(
        TriggeredView(t.seat, shown(state, t.card), t.ability, t.forced)
        for t in state.windows[0].pending
    )


def _resolving_view(state: MatchState) -> ResolvingView | None:
    res = state.resolution
    if res is None:
        return None
    return ResolvingView(res.link.controller, shown(state, res.link.source), res.manual)


def _battle_view(state: MatchState) -> BattleView | None:
    battle = state.battle
    if battle is None:
        return None
    incoming: dict[int, int] = {}
    pending = [False, False]
    links = list(state.chain.links) if state.chain is not None else []
    if state.resolution is not None:
        links.append(state.resolution.link)
    for seat in SEATS:
        order = battle.formation[seat] or units_of(state, battle.area, seat)
        # an attack declared and not yet resolved [10-9] is what the side will take
        declared = [
            link.attackers
            for link in links
            if link.source < 0 and link.controller == other(seat) and not link.cancelled
        ]
        if declared:
            pending[seat] = True
            attackers = [u for group in declared for u in group if u in state.units]
        else:
            attackers = [
                u for u in units_of(state, battle.area, other(seat)) if not state.units[u].tapped
            ]
        total = attack_damage(state, attackers)
        incoming.update(damage_down_formation(state, total, order))
    values = tuple(
        sum(initiative(state, u) for u in units_of(state, battle.area, seat)) for seat in SEATS
    )
    return BattleView(
        area=area_label(battle.area),
        attacker=battle.attacker,
        defender=battle.defender,
        step=battle.step.value,
        side=battle.side,
        formation=(tuple(battle.formation[0]), tuple(battle.formation[1])),
        rolls=tuple(battle.rolls),
        first=battle.first,
        simultaneous=battle.simultaneous,
        initiative=(values[0], values[1]),
        incoming=incoming,
        bonus=battle.bonuses or (dice_bonus(state, 0), dice_bonus(state, 1)),
        decided=battle.values,
        pending=(pending[0], pending[1]),
    )


def _chain_view(state: MatchState) -> tuple[LinkView, ...]:
    links = state.chain.links if state.chain is not None else []
    return tuple(
        LinkView(
            controller=link.controller,
            card=shown(state, link.source) if link.source >= 0 else None,
            ability=link.ability,
            targets=tuple(label(state, t) for group in link.targets for t in group)
            or tuple(f"#{u}" for u in link.attackers),
            payments=tuple(f"#{p.unit}:{p.slot}" for p in link.payments),
            cancelled=link.cancelled,
        )
        for link in links
    )


def _declaring_view(state: MatchState, viewer: int) -> DeclaringView | None:
    pending = state.declaring
    if pending is None:
        return None
    if viewer != pending.controller:
        return DeclaringView(pending.controller, None, -1, (), ())
    return DeclaringView(
        controller=pending.controller,
        card=shown(state, pending.source),
        ability=pending.ability,
        targets=tuple(label(state, t) for group in pending.targets for t in group),
        payments=tuple(f"#{p.unit}:{p.slot}" for p in pending.payments),
    )


def view(state: MatchState, viewer: int = SPECTATOR) -> View:
    """The match as ``viewer`` (a seat, or SPECTATOR) may see it."""
    decision = current(state)
    players = (_player_view(state, 0, viewer), _player_view(state, 1, viewer))
    areas = tuple(_area_view(state, i) for i in range(len(state.areas)))
    battle = _battle_view(state)
    chain = _chain_view(state)
    zone = tuple(shown(state, c) for c in state.effect_zone)
    declaring = _declaring_view(state, viewer)
    triggers = _triggers_view(state)
    resolving = _resolving_view(state)
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
        battle=battle,
        plan=tuple((u, area_label(t)) for u, t in state.plan),
        result=state.result,
        catalog={d: state.setup.catalog[d] for d in sorted(faces)},
        chain=chain,
        effect_zone=zone,
        declaring=declaring,
        triggers=triggers,
        resolving=resolving,
    )
