"""Attack damage [10-9] and death [15]: the total goes down the formation, front first.

A unit receives the total minus the defence of every unit in front of it (never below 0)
[10-9-2]; attack below 0 counts as 0 [10-9-1][10-9-2]. Damage does not accumulate; a unit
dies when one application is at least its defence [15-1]. Deaths happen together after the
whole attack has been worked out. Attack damage has no damage attribute [15-2], so 耐性 and
弱点 never touch it.
"""

from __future__ import annotations

from engine.kernel.state import other
from engine.moncolle.events import AttackDeclared, DamageApplied, Event
from engine.moncolle.query import attack, cannot_die, defence, formation_of
from engine.moncolle.state import FamilyState, Link
from engine.moncolle.zones import destroy_unit


def attack_damage(state: FamilyState, attackers: list[int]) -> int:
    """攻撃ダメージ: the attackers' attack summed, each below 0 counted as 0 [10-9-2]."""
    return sum(max(0, attack(state, u)) for u in attackers)


def damage_down_formation(
    state: FamilyState, total: int, formation: list[int]
) -> list[tuple[int, int]]:
    """(unit, damage) for each unit of the attacked formation, front first [10-9-2]."""
    received = []
    in_front = 0
    for unit in formation:
        received.append((unit, max(0, total - in_front)))
        in_front += defence(state, unit)
    return received


def declare_attack(
    state: FamilyState,
    seat: int,
    attackers: list[int],
    targets: list[int],
    events: list[Event],
    simultaneous: bool = False,
) -> list[int]:
    """Tap the attackers, work out each target's damage; return the units that die."""
    for unit in attackers:
        state.units[unit].tapped = True  # [10-9] the cost: every untapped own unit acts
    total = attack_damage(state, attackers)
    events.append(
        AttackDeclared(player=seat, units=tuple(attackers), damage=total, simultaneous=simultaneous)
    )
    dead = []
    for unit, amount in damage_down_formation(state, total, targets):
        died = amount >= defence(state, unit) and not cannot_die(state, unit)  # [15-1]
        events.append(DamageApplied(unit=unit, amount=amount, died=died))
        if died:
            dead.append(unit)
    return dead


def bury(state: FamilyState, dead: list[int], events: list[Event]) -> None:
    for unit in dead:
        if unit in state.units:
            destroy_unit(state, unit, "died", events)


def resolve_attack(state: FamilyState, link: Link, events: list[Event]) -> None:
    """An attack resolves [10-9]: the declared attackers still fighting deal the damage."""
    battle = state.battle
    if battle is None:
        return
    attackers = [
        u for u in link.attackers if u in state.units and state.units[u].area == battle.area
    ]
    targets = formation_of(state, other(link.controller))
    if attackers and targets:
        bury(state, declare_attack(state, link.controller, attackers, targets, events), events)
