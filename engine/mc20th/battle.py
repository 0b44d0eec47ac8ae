"""The battle [10]: instant summon timing [10-1], formation [10-2], initiative [10-3],
the first and second normal timings with their forced attacks [10-4][10-5], the
simultaneous attack [10-6], battle end [10-7] and its three outcomes [10-8].

Each timing is a step of ``state.battle``; ``settle`` moves through the steps that need no
choice. During a simultaneous attack every bonus and static ability is off (moncolle/query.py), and
the attack itself needs no declaration. Surviving attackers return to the area they came
from; a unit instant-summoned by the attacker returns to one of the areas the advance
started from, chosen by the attacker when there are several [10-8-2].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.mc20th import summon, turn
from engine.mc20th.board import area_label
from engine.mc20th.state import Battle, BattleStep, MatchState
from engine.moncolle import battle as family
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import Attack, Done, ReturnTo
from engine.moncolle.effects import expire
from engine.moncolle.events import (
    BattleEnded,
    Event,
    UnitsReturned,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import formation_of, units_of, untapped_in_battle
from engine.moncolle.state import EndReason
from engine.moncolle.zones import move_unit


def start(state: MatchState, area: int, origins: dict[int, int], events: list[Event]) -> None:
    state.record.battled.append(state.areas[area].terrain)
    family.start(state, Battle, (area, origins, area_label(area)), events)


def _battle(state: MatchState) -> Battle:
    assert state.battle is not None
    return state.battle


def perform_done(state: MatchState, action: Done, events: list[Event]) -> None:
    battle = _battle(state)
    if battle.step is BattleStep.NORMAL:
        perform_end_timing(state, events)
        return
    if battle.step is BattleStep.INSTANT:
        if battle.side == battle.attacker:
            battle.side, battle.substep = battle.defender, 0
        else:
            _enter_formation(state)
        return
    if family.formation_set(battle, events):
        battle.step = BattleStep.INITIATIVE  # step 1: its start's [条件] effects [10-3]
        fire(state, Trigger.INITIATIVE_START)


def _enter_formation(state: MatchState) -> None:
    family.enter_formation(state, _battle(state), BattleStep)


def record_initiative_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[10-3] steps 2-3: die plus the side's イニシアチブ:x; equal values attack together."""
    current = _battle(state)

    def simultaneous() -> None:  # [10-6]: printed values, no tapping
        family.simultaneous_attack(state, current, BattleStep, events, False)

    if family.record_initiative_roll(state, current, value, events, simultaneous):
        current.step, current.side, current.substep = BattleStep.NORMAL, current.first, 0


def can_attack(state: MatchState, seat: int) -> bool:
    """[10-9-3]: someone to attack with and someone to attack."""
    return bool(untapped_in_battle(state, seat)) and bool(formation_of(state, other(seat)))


def check_attack(state: MatchState, action: Attack) -> Refusal | None:
    battle = _battle(state)
    if battle.substep != 0 or not can_attack(state, battle.side):
        return refuse("cannot_attack")
    return None


def perform_attack(state: MatchState, action: Attack, events: list[Event]) -> None:
    """The attack is declared like a [普通] effect and starts a counter chain [10-9][10-10];
    its cost, tapping every untapped own unit, is paid now; the damage comes on resolving."""
    current = _battle(state)

    def spent() -> None:
        current.substep = 1  # one attack per battle and side [10-4] step 2

    family.attack(state, current.side, events, spent)


def perform_end_timing(state: MatchState, events: list[Event]) -> None:
    """The side's end declaration [10-4] step 4, [10-5] step 4: its untapped units tap."""
    battle = _battle(state)
    for unit in units_of(state, battle.area, battle.side):
        state.units[unit].tapped = True
    if battle.side == battle.first:
        battle.side, battle.substep = other(battle.first), 0
    else:
        family.close(state, battle, BattleStep)


def settle(state: MatchState, events: list[Event]) -> bool:
    """Run the battle steps that need no choice; True when something happened."""
    return family.settle(state, events, BattleStep, (_end_battle, _own_steps))


def _own_steps(state: MatchState, current: Battle, events: list[Event]) -> bool:
    """A side with one unit and nothing to swap has its formation; a side that cannot
    attack has one [普通] window [10-4]."""
    if current.step is BattleStep.FORMATION:
        if len(current.formation[current.side]) <= 1 and not any(summon.swap_candidates(state)):
            perform_done(state, Done(), events)
            return True
        return False
    if current.step is not BattleStep.NORMAL or state.chain is not None:
        return False
    if current.substep == 0 and not can_attack(state, current.side):
        current.substep = 1  # no attack possible: steps 1 and 3 are one [普通] window
        return True
    return False


def _end_battle(state: MatchState, events: list[Event]) -> None:
    """[10-7] then [10-8]."""
    battle = _battle(state)
    battle.simultaneous = False  # the suspended effects come back [10-6-1]
    battle.first = -1  # charge and defender bonuses end [10-7]
    expire(state, "battle_end")  # and every change given during the battle [10-7][16]
    for unit in state.areas[battle.area].units:
        state.units[unit].tapped = True
    attackers = units_of(state, battle.area, battle.attacker)
    defenders = units_of(state, battle.area, battle.defender)
    label = area_label(battle.area)
    if defenders:
        events.append(BattleEnded(area=label, outcome="defender_held"))
        _return_attackers(state, attackers, events)
    elif attackers:
        events.append(BattleEnded(area=label, outcome="attacker_won"))
        state.battle = None
        if state.areas[battle.area].hq_of == battle.defender:
            turn.end_match(state, EndReason.HQ_FALL, battle.attacker, "", events)
    else:
        events.append(BattleEnded(area=label, outcome="wiped_out"))
        state.record.wiped.append(state.areas[battle.area].terrain)
        state.battle = None


def start_areas(battle: Battle) -> list[int]:
    return sorted(set(battle.origins.values()))


def _return_attackers(state: MatchState, attackers: list[int], events: list[Event]) -> None:
    """[10-8-2]: back to their origin areas; instant-summoned ones to a starting area."""
    battle = _battle(state)
    starts = start_areas(battle)
    moves = []
    for unit in attackers:
        home = battle.origins.get(unit, starts[0] if len(starts) == 1 else -1)
        if home >= 0:
            move_unit(state, unit, home)
            moves.append((unit, area_label(home)))
    if moves:
        events.append(UnitsReturned(player=battle.attacker, moves=tuple(moves)))
    if any(u in state.units and state.units[u].area == battle.area for u in attackers):
        battle.step = BattleStep.RETURN
    else:
        state.battle = None


def return_candidates(state: MatchState) -> Iterator[ReturnTo]:
    battle = _battle(state)
    for unit in units_of(state, battle.area, battle.attacker):
        for area in start_areas(battle):
            yield ReturnTo(unit, area)


def check_return(state: MatchState, action: ReturnTo) -> Refusal | None:
    battle = _battle(state)
    returning = units_of(state, battle.area, battle.attacker)
    refusal = ("not_a_start_area", area_label)
    return family.check_return(action, returning, start_areas(battle), refusal)


def perform_return(state: MatchState, action: ReturnTo, events: list[Event]) -> None:
    battle = _battle(state)
    family.return_unit(state, action, battle.attacker, area_label(action.area), events)
    if not units_of(state, battle.area, battle.attacker):
        state.battle = None
