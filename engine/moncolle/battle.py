"""The battle steps both games play alike, over the game's own ``Battle`` (the family's
record plus its ``step``, ``values`` and ``bonuses``) and its ``BattleStep`` (looked up by
name: ``FORMATION``, ``INITIATIVE``, ``NORMAL``, ``END``):

- the battle starts in the area advanced into and its start's [条件] effects fire (mc20th
  [10-1], deus [D-BAT-1a]);
- formation: each side's units in the area, the attacker first (mc20th [10-2], deus
  [D-BAT-2a..2c]);
- initiative: each side's die plus its dice-result effects and its units' イニシアチブ:x,
  the attacker's die first; equal values attack together (mc20th [10-3][17-1], deus
  [D-BAT-4a][D-BAT-4b]);
- the attack: every untapped own unit in the battle attacks and is tapped, and the attack
  starts a counter chain (mc20th [10-9][10-10], deus [D-ATK-0][D-CHAIN-0]);
- the simultaneous attack with printed values (mc20th [10-6], deus [D-BAT-7a..7e]), then
  battle end, its 戦闘終了時 effects first with every effect back (mc20th [10-7][10-6-1],
  deus [D-BAT-8a][R10]);
- a returning unit its player sends to one of its side's start areas (mc20th [10-8-2], deus
  [D-POST-C][D-POST-E][R19]).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import ChanceKind, ChanceTask, other
from engine.moncolle import chain
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import ReturnTo
from engine.moncolle.damage import bury, declare_attack
from engine.moncolle.effects import dice_bonus
from engine.moncolle.events import (
    AttackAnnounced,
    BattleStarted,
    Event,
    FormationSet,
    InitiativeDecided,
    UnitsReturned,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import formation_of, initiative, units_of, untapped_in_battle
from engine.moncolle.state import FamilyState, Link
from engine.moncolle.zones import move_unit

Steps = type[enum.Enum]  # the game's BattleStep


def start(
    state: FamilyState,
    battle_type: Callable[..., Any],
    at: tuple[int, dict[int, int], str],
    events: list[Event],
    **more: Any,
) -> None:
    """The active player's battle in ``at``: the area, where each advancing unit came from
    and the area's label; ``more``: the game's own fields of its battle."""
    area, origins, label = at
    seat = state.active
    state.battle = battle_type(
        area=area,
        attacker=seat,
        defender=other(seat),
        side=seat,
        origins=origins,
        formation=[[], []],
        **more,
    )
    events.append(BattleStarted(area=label, attacker=seat, defender=other(seat)))
    fire(state, Trigger.BATTLE_START)  # 戦闘発生時


def enter_formation(state: FamilyState, battle: Any, steps: Steps) -> None:
    battle.step = steps["FORMATION"]
    battle.formation = [units_of(state, battle.area, seat) for seat in (0, 1)]
    battle.side, battle.placed = battle.attacker, 0


def formation_set(battle: Any, events: list[Event]) -> bool:
    """The side's formation is fixed; the defender's follows. True once both are."""
    events.append(FormationSet(player=battle.side, order=tuple(battle.formation[battle.side])))
    if battle.side == battle.attacker:
        battle.side, battle.placed = battle.defender, 0
        return False
    return True


def record_initiative_roll(
    state: FamilyState,
    battle: Any,
    value: int,
    events: list[Event],
    simultaneous: Callable[[], None],
) -> bool:
    """One initiative die; the defender's follows the attacker's. With both: each side's
    value, then ``simultaneous`` on equal values, else the first side is decided (True)."""
    battle.rolls.append(value)
    if len(battle.rolls) == 1:
        state.chance = ChanceTask(ChanceKind.ROLL, battle.defender, "initiative")
        return False
    values, bonuses = [0, 0], [0, 0]
    for seat, roll in ((battle.attacker, battle.rolls[0]), (battle.defender, battle.rolls[1])):
        bonuses[seat] = dice_bonus(state, seat)  # the initiative die is a 1D [16][D-TERM-2c]
        units = units_of(state, battle.area, seat)
        values[seat] = roll + bonuses[seat] + sum(initiative(state, u) for u in units)
    battle.values = (values[0], values[1])
    battle.bonuses = (bonuses[0], bonuses[1])
    if values[0] == values[1]:
        events.append(InitiativeDecided(values=battle.values, first=None))
        simultaneous()
        return False
    battle.first = 0 if values[0] > values[1] else 1
    events.append(InitiativeDecided(values=battle.values, first=battle.first))
    return True


def attack(state: FamilyState, seat: int, events: list[Event], spent: Callable[[], None]) -> None:
    """``seat`` attacks with every untapped unit in the battle, tapping them; ``spent``
    notes the side's one attack; the attack starts a chain, the damage comes on resolving."""
    attackers = untapped_in_battle(state, seat)
    for unit in attackers:
        state.units[unit].tapped = True
    spent()
    events.append(AttackAnnounced(player=seat, units=tuple(attackers)))
    chain.start(state, Link(controller=seat, attackers=attackers), events)
    fire(state, Trigger.ATTACK_DECLARED)


def simultaneous_attack(
    state: FamilyState, battle: Any, steps: Steps, events: list[Event], tap: bool
) -> None:
    """Both sides' untapped units attack at once with printed values (``tap``: and become
    tapped, Deus [D-BAT-7a]); then battle end."""
    battle.simultaneous = True
    attackers = {s: untapped_in_battle(state, s) for s in (battle.attacker, battle.defender)}
    dead: list[int] = []
    for seat in (battle.attacker, battle.defender):
        for unit in attackers[seat] if tap else ():
            state.units[unit].tapped = True
        if attackers[seat] and formation_of(state, other(seat)):
            dead += declare_attack(
                state, seat, attackers[seat], formation_of(state, other(seat)), events, True
            )
    bury(state, dead, events)
    close(state, battle, steps)


def close(state: FamilyState, battle: Any, steps: Steps) -> None:
    """Battle end begins: its 戦闘終了時 effects first, every effect switched back on."""
    battle.simultaneous = False
    battle.step = steps["END"]
    fire(state, Trigger.BATTLE_END)


Own = Callable[[Any, Any, list[Event]], bool]  # (state, battle, events) -> something happened


def settle(
    state: FamilyState,
    events: list[Event],
    steps: Steps,
    game: tuple[Callable[[Any, list[Event]], None], Own],
) -> bool:
    """Run the battle steps no one chooses in; True when something happened: battle end (the
    game's end of a battle), the attacker's initiative die once the initiative's start
    effects are done, then the game's own steps of the battle."""
    end, own = game
    battle: Any = state.battle
    if battle is None or state.chance is not None:
        return False
    if battle.step is steps["END"]:
        end(state, events)
        return True
    if battle.step is steps["INITIATIVE"] and not battle.rolls:
        state.chance = ChanceTask(ChanceKind.ROLL, battle.attacker, "initiative")
        return True
    return own(state, battle, events)


def check_return(
    action: ReturnTo,
    returning: list[int],
    homes: list[int],
    refusal: tuple[str, Callable[[int], str]],
) -> Refusal | None:
    """The unit is one still to return and the area one of its side's start areas;
    ``refusal``: the game's message key for another area and its area labels."""
    if action.unit not in returning:
        return refuse("not_returning", card=action.unit)
    if action.area not in homes:
        key, label = refusal
        return refuse(key, area=label(action.area))
    return None


def return_unit(
    state: FamilyState, action: ReturnTo, seat: int, label: str, events: list[Event]
) -> None:
    """The unit goes back to the chosen area (``label``)."""
    move_unit(state, action.unit, action.area)
    events.append(UnitsReturned(player=seat, moves=((action.unit, label),)))
