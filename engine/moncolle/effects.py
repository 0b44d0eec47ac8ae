"""Effect steps applied to the game: damage with damage attributes and 耐性/弱点 [15][12-6]
[12-7][12-8], lethal, 「死亡しない」, attack/defence changes, granted statics, cancel [16],
tap/untap, draw, dice-result changes [16 nD]; and how long changes last [17-2].

A step applies to what its ``to`` names among the things still there when it resolves;
whether a ``then`` follows is up to resolution.py ("A。効果適用後、B" [16]). Deaths caused by
one step happen together after it.
"""

from __future__ import annotations

from engine.moncolle import targets as aim
from engine.moncolle.abilities import (
    Ability,
    AdvanceStep,
    CancelStep,
    Damage,
    DeckLimit,
    DiceBonus,
    DiscardStep,
    Draw,
    Duration,
    EquipStep,
    Grant,
    Lethal,
    Modify,
    MoveCard,
    PlaceTerrainStep,
    Step,
    SummonStep,
    Survive,
    Tap,
    UnequipStep,
    Untap,
    parse_amount,
)
from engine.moncolle.events import DamageApplied, DiceModified, Event, LinkCancelled, UnitModified
from engine.moncolle.moves import MOVEMENTS, apply_move
from engine.moncolle.query import cannot_die, defence, statics
from engine.moncolle.state import FamilyState, Link, Modifier, Target
from engine.moncolle.zones import destroy_unit, draw

SUPPORTED: tuple[type, ...] = (
    Damage,
    Lethal,
    Survive,
    Modify,
    Grant,
    CancelStep,
    Tap,
    Untap,
    Draw,
    DiceBonus,
    DiscardStep,
    MoveCard,
    SummonStep,
    EquipStep,
    UnequipStep,
    PlaceTerrainStep,
    AdvanceStep,
    DeckLimit,
)


def is_automatic(ability: Ability) -> bool:
    """Whether the engine runs this ability by itself (else it resolves manually)."""
    return bool(ability.effect) and all(_supported(step) for step in ability.effect)


def _supported(step: Step) -> bool:
    if not isinstance(step, SUPPORTED):
        return False
    return all(_supported(s) for s in step.then)


def net_damage(state: FamilyState, unit: int, amount: int, attribute: str) -> int:
    """The damage actually applied: 耐性 subtracts, 弱点 adds (on 1 or more), netted [12-8].

    Damage without an attribute (attack damage included) is never changed [15-2].
    """
    if not attribute or amount <= 0:
        return max(0, amount)
    change = 0
    for found in statics(state, unit):
        change -= sum(m.amount for m in found.resist if has_attribute(attribute, m.attribute))
        change += sum(m.amount for m in found.weak if has_attribute(attribute, m.attribute))
    return max(0, amount + change)


def has_attribute(damage: str, attribute: str) -> bool:
    """Whether damage of attribute ``damage`` is damage of ``attribute`` [15-2]: 【ALL：n】 is
    of every damage attribute, and a 耐性/弱点 of ALL covers every attributed damage."""
    return "ALL" in (damage, attribute) or damage == attribute


def duration(state: FamilyState, until: Duration) -> str:
    """[17-2]: without a stated duration, to the battle's end in a battle, else the phase's."""
    if until is not Duration.DEFAULT:
        return str(until.value)
    return "battle_end" if state.battle is not None else "phase_end"


ENDINGS = {
    "battle_end": ("battle_end",),
    "phase_end": ("phase_end",),
    "turn_end": ("battle_end", "phase_end", "turn_end"),
}


def expire(state: FamilyState, moment: str) -> None:
    """Changes ending at this moment are lost (付与 [16], [10-7], [9-5] step 1)."""
    if state.modifiers:
        state.modifiers = [m for m in state.modifiers if m.until not in ENDINGS[moment]]


def dice_of(step: Step) -> int:
    """How many dice the step rolls before it applies (the n of an nD amount [16])."""
    return parse_amount(step.amount)[0] if isinstance(step, Damage) else 0


def dice_bonus(state: FamilyState, seat: int) -> int:
    """What the player's dice-result effects add, once per nD [16]."""
    return sum(m.dice for m in state.modifiers if m.player == seat)


def apply_step(
    state: FamilyState,
    link: Link,
    ability: Ability,
    step: Step,
    rolled: list[int],
    events: list[Event],
) -> bool:
    """Apply one step; True when it was carried out completely, the condition of its ``then``
    ("A。効果適用後、B" [16]): every target it names is still there and it applied to each."""
    complete = aim.all_targets_remain(state, link, ability, step)  # judged before it applies
    return _perform(state, link, ability, step, rolled, events) and complete


def _perform(
    state: FamilyState,
    link: Link,
    ability: Ability,
    step: Step,
    rolled: list[int],
    events: list[Event],
) -> bool:
    affected = aim.affected(state, link, ability, step)
    units = [t.value for t in affected if t.kind == "unit" and t.value in state.units]
    players = [t.value for t in affected if t.kind == "player"]
    if isinstance(step, Damage):
        dice, flat = parse_amount(step.amount)
        amount = flat + (sum(rolled) + dice_bonus(state, link.controller) if dice else 0)
        return deal_damage(state, units, amount, step.attribute, events)
    if isinstance(step, Lethal):
        for unit in units:
            destroy_unit(state, unit, "died", events)
        return bool(units)
    if isinstance(step, Modify | Grant | Survive):
        _modify(state, step, units, events)
        return bool(units)
    if isinstance(step, Tap | Untap):
        for unit in units:
            state.units[unit].tapped = isinstance(step, Tap)
        return bool(units)
    if isinstance(step, CancelStep):
        return _cancel(state, affected, events)
    if isinstance(step, Draw):
        return all(draw(state, seat, step.count, events) == step.count for seat in players)
    if isinstance(step, MOVEMENTS):
        second = aim.group(state, link, ability, 1)
        return apply_move(state, link.controller, step, affected, second, events)
    if isinstance(step, DiceBonus):
        until = duration(state, step.until)
        for seat in players:
            state.modifiers.append(Modifier(unit=-1, player=seat, dice=step.amount, until=until))
            events.append(DiceModified(player=seat, amount=step.amount, until=until))
        return bool(players)
    return False


def deal_damage(
    state: FamilyState, units: list[int], amount: int, attribute: str, events: list[Event]
) -> bool:
    """One application of damage to each unit; those it kills die together after it."""
    dead = []
    for unit in units:
        dealt = net_damage(state, unit, amount, attribute)
        died = dealt >= defence(state, unit) and not cannot_die(state, unit)  # [15-1]
        events.append(DamageApplied(unit=unit, amount=dealt, died=died))
        if died:
            dead.append(unit)
    for unit in dead:
        destroy_unit(state, unit, "died", events)
    return bool(units)


def _modify(
    state: FamilyState, step: Modify | Grant | Survive, units: list[int], events: list[Event]
) -> None:
    until = duration(state, step.until)
    for unit in units:
        change = Modifier(unit=unit, until=until)
        if isinstance(step, Modify):
            change.attack, change.defence = step.attack, step.defence
        elif isinstance(step, Grant):
            change.statics = step.statics
        else:
            change.survive = True
        give(state, change, events)


def give(state: FamilyState, change: Modifier, events: list[Event]) -> None:
    """A change given to a unit (付与 [16]), lasting until ``change.until`` [17-2]."""
    state.modifiers.append(change)
    events.append(
        UnitModified(
            unit=change.unit,
            attack=change.attack,
            defence=change.defence,
            granted=change.statics is not None,
            survive=change.survive,
            until=change.until,
        )
    )


def _cancel(state: FamilyState, affected: list[Target], events: list[Event]) -> bool:
    chain = state.chain
    hit = False
    for target in affected:
        if target.kind == "link" and chain is not None and target.value < len(chain.links):
            chain.links[target.value].cancelled = True
            events.append(LinkCancelled(link=target.value))
            hit = True
    return hit
