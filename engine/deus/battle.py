"""The Deus battle [D-BAT-FLOW]: instant summon (attacker, then defender) [D-BAT-1a..1c],
formation [D-BAT-2a..2c], the 速攻 timing (attacker's [速攻] effects one at a time, each at
once and never answered, then the defender's) [D-BAT-3a][D-BAT-3b][D-CHAIN-Q], initiative
[D-BAT-4a][D-BAT-4b], each side's normal timing ([攻撃前] any number of times, then the
forced attack; the timing ends when the attack's chain has resolved, with no window after
it; a side that cannot attack still has its window and ends it; the second timing is
skipped when the second side has no unit) [D-BAT-5-1..6-3][R22], or the simultaneous
attack with every effect on the battling units suspended for that timing only
[D-BAT-7a..7e][R10], and battle end [D-BAT-8a..8c].

After the battle [D-POST-*]: every unit still unacted there becomes acted, a battle marker
goes on the area, and the outcome is one of [A]..[F] by whether the battle came of an
interception and who survived. After [C] both sides return, attacker first; after [E] the
attackers do; a unit returns to the area it came from, an instant-summoned one to one of
its side's origin areas, its player choosing when there are several [R19]; limit
adjustment follows as a state check [R21]; then the front line is checked [R8].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.deus.board import area_label
from engine.deus.events import MarkerPlaced
from engine.deus.state import Battle, BattleStep, MatchState
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.moncolle import battle as family
from engine.moncolle.actions import Attack, Done, ReturnTo
from engine.moncolle.effects import expire
from engine.moncolle.events import (
    BattleEnded,
    Event,
    UnitsReturned,
)
from engine.moncolle.query import formation_of, units_of, untapped_in_battle
from engine.moncolle.zones import move_unit


def start(
    state: MatchState, area: int, origins: dict[int, int], intercepted: bool, events: list[Event]
) -> None:
    at = (area, origins, area_label(area))
    family.start(state, Battle, at, events, intercepted=intercepted)


def _battle(state: MatchState) -> Battle:
    assert state.battle is not None
    return state.battle


def perform_done(state: MatchState, action: Done, events: list[Event]) -> None:
    battle = _battle(state)
    step = battle.step
    if step is BattleStep.NORMAL:
        _next_timing(state)  # [R22]: a side that cannot attack ends its window
    elif step is BattleStep.INSTANT:
        if battle.side == battle.attacker:
            battle.side = battle.defender
        else:
            family.enter_formation(state, battle, BattleStep)
    elif step is BattleStep.FORMATION:
        if family.formation_set(battle, events):
            battle.step, battle.side = BattleStep.QUICK, battle.attacker
    elif step is BattleStep.QUICK:
        if battle.side == battle.attacker:
            battle.side = battle.defender
        else:
            battle.step = BattleStep.INITIATIVE  # [D-BAT-3b]


def check_done(state: MatchState, action: Done) -> Refusal | None:
    battle = _battle(state)
    if battle.step is BattleStep.NORMAL and can_attack(state, battle.side):
        return refuse("must_attack")  # [D-BAT-5-2] the attack is forced
    return None


def record_initiative_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[D-BAT-4a][D-BAT-4b]: die plus the side's イニシアチブ:x; equal values attack together."""
    battle = _battle(state)

    def simultaneous() -> None:  # [D-BAT-7a..7e]: printed values, every unit becomes acted
        family.simultaneous_attack(state, battle, BattleStep, events, True)

    if family.record_initiative_roll(state, battle, value, events, simultaneous):
        battle.step, battle.side = BattleStep.NORMAL, battle.first


def can_attack(state: MatchState, seat: int) -> bool:
    """[D-ATK-3][D-BAT-5-2]: once per battle, an unacted own unit and an enemy unit."""
    battle = _battle(state)
    return (
        seat not in battle.attacked
        and bool(untapped_in_battle(state, seat))
        and bool(formation_of(state, other(seat)))
    )


def check_attack(state: MatchState, action: Attack) -> Refusal | None:
    if not can_attack(state, _battle(state).side):
        return refuse("cannot_attack")
    return None


def perform_attack(state: MatchState, action: Attack, events: list[Event]) -> None:
    """[D-ATK-0]: every unacted own unit attacks and becomes acted; the attack starts a
    chain [D-CHAIN-0]; the damage comes as it resolves."""
    battle = _battle(state)
    family.attack(state, battle.side, events, lambda: battle.attacked.append(battle.side))


def _next_timing(state: MatchState) -> None:
    """The first side's timing is over: the second side's follows if it has a unit
    [D-BAT-6-0]; after the second's, battle end [D-BAT-6-3]."""
    battle = _battle(state)
    second = other(battle.first)
    if battle.side == battle.first and formation_of(state, second):
        battle.side = second
    else:
        family.close(state, battle, BattleStep)


def settle(state: MatchState, events: list[Event]) -> bool:
    """Run the battle steps that need no choice; True when something happened."""
    return family.settle(state, events, BattleStep, (_end_battle, _forced))


def _forced(state: MatchState, battle: Battle, events: list[Event]) -> bool:
    """A side with one unit has its formation; a timing whose attack has resolved ends
    [R22]; the returns with one way home go at once [R19]."""
    if battle.step is BattleStep.FORMATION and len(battle.formation[battle.side]) <= 1:
        perform_done(state, Done(), events)
        return True
    if battle.step is BattleStep.NORMAL and state.chain is None and battle.side in battle.attacked:
        _next_timing(state)  # the attack's chain has resolved: the timing ends [R22]
        return True
    if battle.step is BattleStep.RETURN:
        return _return_forced(state, events)
    return False


def outcome(battle: Battle, attackers: bool, defenders: bool) -> str:
    """[D-POST-A..F]."""
    if attackers and not defenders:
        return "A"
    if not attackers and not defenders:
        return "F"
    if battle.intercepted:
        return "C" if attackers else "B"
    return "E" if attackers else "D"


def _end_battle(state: MatchState, events: list[Event]) -> None:
    """[D-BAT-8a][D-BAT-8b] then [D-POST-1][D-POST-2] and the outcome."""
    battle = _battle(state)
    expire(state, "battle_end")
    battle.spent = {}
    for unit in state.areas[battle.area].units:
        state.units[unit].tapped = True  # [D-POST-1]
    if battle.area not in state.battled:
        state.battled.append(battle.area)
    events.append(MarkerPlaced(kind="battle", area=area_label(battle.area)))
    attackers = units_of(state, battle.area, battle.attacker)
    defenders = units_of(state, battle.area, battle.defender)
    battle.outcome = outcome(battle, bool(attackers), bool(defenders))
    events.append(BattleEnded(area=area_label(battle.area), outcome=battle.outcome))
    state.check_front = True  # [R8], once returns and limits are settled
    if battle.outcome in ("C", "E"):
        battle.step, battle.side = BattleStep.RETURN, battle.attacker
        _return_forced(state, events)
    else:
        state.battle = None


# -- returns [D-POST-C][D-POST-E][R19] -------------------------------------------------------
def origin_areas(battle: Battle, seat: int, state: MatchState) -> list[int]:
    return sorted({a for u, a in battle.origins.items() if state.setup.cards[u].owner == seat})


def _returning(state: MatchState, seat: int) -> list[int]:
    return units_of(state, _battle(state).area, seat)


def _return_forced(state: MatchState, events: list[Event]) -> bool:
    """Units with an origin go home; an instant-summoned one too when its side has one
    origin. Then the next side, or the end of the battle."""
    battle = _battle(state)
    seat = battle.side
    homes = origin_areas(battle, seat, state)
    moves = []
    for unit in _returning(state, seat):
        home = battle.origins.get(unit, homes[0] if len(homes) == 1 else -1)
        if home >= 0:
            move_unit(state, unit, home)
            moves.append((unit, area_label(home)))
    if moves:
        events.append(UnitsReturned(player=seat, moves=tuple(moves)))
    if _returning(state, seat):
        return bool(moves)  # the player chooses where the rest go
    if seat == battle.attacker and battle.outcome == "C":
        battle.side = battle.defender
        return True
    state.battle = None
    return True


def return_candidates(state: MatchState) -> Iterator[ReturnTo]:
    battle = _battle(state)
    for unit in _returning(state, battle.side):
        for area in origin_areas(battle, battle.side, state):
            yield ReturnTo(unit, area)


def check_return(state: MatchState, action: ReturnTo) -> Refusal | None:
    battle = _battle(state)
    homes = origin_areas(battle, battle.side, state)
    refusal = ("not_an_origin", area_label)
    return family.check_return(action, _returning(state, battle.side), homes, refusal)


def perform_return(state: MatchState, action: ReturnTo, events: list[Event]) -> None:
    battle = _battle(state)
    family.return_unit(state, action, battle.side, area_label(action.area), events)
