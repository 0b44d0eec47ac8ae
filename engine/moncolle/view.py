"""What a viewer may see of the parts of a match the Monster Collection family shares: a unit
on the battlefield, the battle in progress (formation, initiative, the damage each unit would
take), the counter chain, a declaration being put together (its card only to its author),
[条件] effects waiting, an effect resolving, and the decision; and what both games show of a
player (their own hand only to them; hand and deck counts, the discard, the summoner and the
hand cards shown to everyone to all) and of the match (``FamilyView``, its catalog holding
only the faces the view shows, so a view never tells what else a deck holds). Each game's
view module (engine/<game>/view.py) extends ``FamilyView`` and ``FamilyPlayerView`` with its
board and what else its players keep (DESIGN.md "view(state, viewer)").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from engine.kernel.state import SEATS, Result, other
from engine.moncolle.cards import CardDef
from engine.moncolle.damage import attack_damage, damage_down_formation
from engine.moncolle.effects import dice_bonus
from engine.moncolle.events import Shown, shown_in
from engine.moncolle.query import attack, defence, initiative, owner, unit_def, units_of
from engine.moncolle.state import FamilyState
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


def unit_view(state: FamilyState, unit: int) -> UnitView:
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


def triggers_view(state: FamilyState) -> tuple[TriggeredView, ...]:
    if not state.windows:
        return ()
    return tuple(
        TriggeredView(t.seat, shown(state, t.card), t.ability, t.forced)
        for t in state.windows[0].pending
    )


def resolving_view(state: FamilyState) -> ResolvingView | None:
    res = state.resolution
    if res is None:
        return None
    return ResolvingView(res.link.controller, shown(state, res.link.source), res.manual)


def battle_view(
    state: FamilyState,
    area_label: Callable[[int], str],
    step: str,
    decided: tuple[int, int] | None,
    bonuses: tuple[int, int] | None,
) -> BattleView | None:
    """The battle in progress; ``step`` the ruleset's name for its step, ``decided`` and
    ``bonuses`` the initiative values and dice effects it was decided with, if it was."""
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
        step=step,
        side=battle.side,
        formation=(tuple(battle.formation[0]), tuple(battle.formation[1])),
        rolls=tuple(battle.rolls),
        first=battle.first,
        simultaneous=battle.simultaneous,
        initiative=(values[0], values[1]),
        incoming=incoming,
        bonus=bonuses or (dice_bonus(state, 0), dice_bonus(state, 1)),
        decided=decided,
        pending=(pending[0], pending[1]),
    )


def chain_view(state: FamilyState) -> tuple[LinkView, ...]:
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


def declaring_view(state: FamilyState, viewer: int) -> DeclaringView | None:
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


class FamilyPlayerView(msgspec.Struct, frozen=True, kw_only=True):
    """What everyone sees of a player, and their hand only they see."""

    seat: int
    name: str
    summoner: Shown | None  # None: none (Deus: or still face down to this viewer)
    hand: tuple[Shown, ...] | None  # None: not yours to see
    hand_count: int
    deck_count: int
    discard: tuple[Shown, ...]
    revealed: tuple[Shown, ...] = ()  # hand cards shown to everyone (used or targeted there)


def player_fields(state: FamilyState, seat: int, viewer: int) -> dict[str, Any]:
    """``FamilyPlayerView``'s fields of ``seat`` as ``viewer`` sees them."""
    zones = state.players[seat]
    return {
        "seat": seat,
        "name": state.setup.names[seat],
        "summoner": shown(state, zones.summoner) if zones.summoner >= 0 else None,
        "hand": tuple(shown(state, c) for c in zones.hand) if viewer == seat else None,
        "hand_count": len(zones.hand),
        "deck_count": len(zones.deck),
        "discard": tuple(shown(state, c) for c in zones.discard),
        "revealed": tuple(shown(state, c) for c in zones.revealed),
    }


class FamilyView(msgspec.Struct, frozen=True, kw_only=True):
    """What a viewer sees of a match of the family; a game's ``View`` adds its players and
    areas and what else it keeps."""

    ruleset: str
    viewer: int
    version: int
    turn: int
    active: int
    first_player: int
    phase: str
    decision: DecisionView
    battle: BattleView | None
    plan: tuple[tuple[int, str], ...]
    result: Result | None
    catalog: dict[str, CardDef]
    chain: tuple[LinkView, ...] = ()
    effect_zone: tuple[Shown, ...] = ()
    declaring: DeclaringView | None = None
    triggers: tuple[TriggeredView, ...] = ()
    resolving: ResolvingView | None = None


def view_fields(
    state: Any,
    viewer: int,
    decision: Any,
    area_label: Callable[[int], str],
    shown_too: tuple[tuple[Any, ...], Iterable[str]],
) -> dict[str, Any]:
    """``FamilyView``'s fields: ``decision`` the game's current one; ``shown_too`` what else
    the view shows (its players and areas) and the faces it names besides (Deus's pool)."""
    battle = state.battle
    battle_now = (
        None
        if battle is None
        else battle_view(state, area_label, battle.step.value, battle.values, battle.bonuses)
    )
    parts, more_faces = shown_too
    chain = chain_view(state)
    zone = tuple(shown(state, c) for c in state.effect_zone)
    declaring = declaring_view(state, viewer)
    triggers = triggers_view(state)
    resolving = resolving_view(state)
    seen = (*parts, chain, zone, declaring, triggers, resolving)
    faces = {card.def_id for card in shown_in(seen)} | set(more_faces)
    return {
        "ruleset": state.setup.ruleset,
        "viewer": viewer,
        "version": state.version,
        "turn": state.turn,
        "active": state.active,
        "first_player": state.first_player,
        "phase": state.phase.value,
        "decision": DecisionView(
            decision.actor,
            decision.kind.value,
            area_label(decision.area) if decision.area >= 0 else "",
        ),
        "battle": battle_now,
        "plan": tuple((u, area_label(t)) for u, t in state.plan),
        "result": state.result,
        "catalog": {d: state.setup.catalog[d] for d in sorted(faces)},
        "chain": chain,
        "effect_zone": zone,
        "declaring": declaring,
        "triggers": triggers,
        "resolving": resolving,
    }
