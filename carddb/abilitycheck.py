"""Rules a card's abilities must keep beyond their shape (docs/effects.md): [条件] needs a
trigger [11-2-4], 宣言型 needs a cost [13-2], cards used from the hand carry a usable timing
[4-3][4-4], amounts read as n / nD / nD+m [16], every step names targets that exist.

Each problem is (field path, sentence), e.g. ("abilities[0].effect[1].amount", "...").
"""

from __future__ import annotations

from engine.abilities import (
    Ability,
    AdvanceStep,
    CancelStep,
    Damage,
    DeckLimit,
    DiceBonus,
    DiscardStep,
    Draw,
    EquipStep,
    Grant,
    Icon,
    Modify,
    MoveCard,
    Period,
    PlaceTerrainStep,
    Step,
    SummonStep,
    Survive,
    Timing,
    Trigger,
    UnequipStep,
    parse_amount,
)
from engine.cards import CardDef, SummonerDef, TerrainDef, used_from_hand

Problem = tuple[str, str]
_FROM_HAND_TIMINGS = (
    Timing.NORMAL,
    Timing.NORMAL_UNCOUNTERABLE,
    Timing.COUNTER,
    Timing.COUNTER_ATTACK,
)


def ability_problems(card: CardDef) -> list[Problem]:
    found: list[Problem] = []
    for index, ability in enumerate(card.abilities):
        found += _ability(card, ability, f"abilities[{index}]")
    modes = [a.mode for a in card.abilities if a.mode]
    if modes and len(set(modes)) != len(modes):
        found.append(("abilities", "two modes of one card need different mode names [4-3]"))
    return found


def _ability(card: CardDef, ability: Ability, where: str) -> list[Problem]:
    found: list[Problem] = []
    conditional = ability.timing in (Timing.CONDITION, Timing.CONDITION_FORCED)
    if conditional and ability.trigger is Trigger.NONE:
        found.append(
            (f"{where}.trigger", "a [条件] ability needs its 〈発揮：…〉 trigger [11-2-4]")
        )
    if not conditional and ability.trigger is not Trigger.NONE:
        found.append((f"{where}.trigger", "only a [条件] ability has a trigger"))
    taps = ability.icon is Icon.TAP or ability.cost.tap
    if taps and (isinstance(card, TerrainDef) or used_from_hand(card)):
        found.append((where, "only a unit, equipment or a summoner can be tapped [13-1]"))
    if ability.icon is Icon.DECLARE and ability.cost.is_free:
        found.append((f"{where}.cost", "a 宣言型 ability always prints a cost [13-2]"))
    if used_from_hand(card) and ability.timing not in _FROM_HAND_TIMINGS:
        found.append((f"{where}.timing", "a card used from the hand is [普通] or [対抗] [4-3]"))
    if used_from_hand(card) and ability.icon not in (Icon.NONE, Icon.HAND):
        found.append((f"{where}.icon", "a card used from the hand has the 手札 icon [13-3]"))
    if len(ability.targets) > 2:
        found.append((f"{where}.targets", "at most two groups of targets"))
    for number, target in enumerate(ability.targets):
        if target.count < 1:
            found.append((f"{where}.targets[{number}].count", "must be 1 or more"))
        if (target.kind == "area") != (target.where in ("placeable", "reach")):
            found.append(
                (f"{where}.targets[{number}].where", "areas are 'placeable' or 'reach', only")
            )
        if target.where == "reach" and (number != 1 or ability.targets[0].kind != "unit"):
            found.append((f"{where}.targets[{number}]", "'reach' follows a first group of units"))
    for number, step in enumerate(ability.effect):
        found += _step(ability, step, f"{where}.effect[{number}]")
    if ability.timing is Timing.ALWAYS:
        found += _always(card, ability, where)
    return found


def _group_kind(ability: Ability, step: Step) -> str:
    number = {"targets": 0, "targets2": 1}.get(step.to, -1)
    if 0 <= number < len(ability.targets):
        return ability.targets[number].kind
    return {"self": "self", "controller": "player", "opponent": "player", "all": "unit"}.get(
        step.to, ""
    )


def _kinds(ability: Ability, step: Step, where: str) -> list[Problem]:
    """Steps that need a certain kind of thing to apply to, and Deck texts [11-1-1]."""
    found: list[Problem] = []
    kind = _group_kind(ability, step)
    if isinstance(step, DiscardStep | Draw | DiceBonus) and kind != "player":
        found.append((f"{where}.to", "this step applies to players (controller, opponent)"))
    if isinstance(step, SummonStep | EquipStep) and kind not in ("card", "self"):
        found.append((f"{where}.to", "this step takes cards targeted in a hand"))
    if isinstance(step, EquipStep) and (
        len(ability.targets) < 2 or ability.targets[1].kind != "unit"
    ):
        found.append((f"{where}.to", "equip needs a second target group: the unit"))
    second = ability.targets[1] if len(ability.targets) > 1 else None
    if isinstance(step, PlaceTerrainStep | AdvanceStep) and ability.period is not Period.FIELD:
        found.append((where, "terrain placement and 特殊進軍 happen outside battles (Field)"))
    if isinstance(step, MoveCard | UnequipStep) and kind not in ("unit", "card", "self"):
        found.append((f"{where}.to", "this step moves units or cards, not players or links"))
    if isinstance(step, PlaceTerrainStep | AdvanceStep):
        wants = ("card", "placeable") if isinstance(step, PlaceTerrainStep) else ("unit", "reach")
        if kind != wants[0] or second is None or (second.kind, second.where) != ("area", wants[1]):
            found.append(
                (where, f"this step takes a {wants[0]} group, then an area ({wants[1]}) group")
            )
    if isinstance(step, DeckLimit) != (ability.period is Period.DECK):
        found.append((where, "a Deck text [11-1-1] states a deck limit, and only that"))
    if isinstance(step, DeckLimit) and step.copies < 1:
        found.append((f"{where}.copies", "must be 1 or more"))
    return found


def _always(card: CardDef, ability: Ability, where: str) -> list[Problem]:
    """[常時] [11-2-5]: on units, terrains and equipment; changes that last while on."""
    found: list[Problem] = []
    if isinstance(card, SummonerDef) or used_from_hand(card):
        found.append((f"{where}.timing", "[常時] belongs to units, terrains and equipment"))
    if ability.period is Period.DECK:
        found.append((f"{where}.period", "a [常時] effect is Battle or Field [11-2-5]"))
    if ability.targets or not ability.cost.is_free or ability.icon is not Icon.NONE:
        found.append((where, "a [常時] effect has no targets, cost or icon: it is always on"))
    for number, step in enumerate(ability.effect):
        at = f"{where}.effect[{number}]"
        if not isinstance(step, Modify | Grant | Survive) or step.then or step.when:
            found.append((at, "a [常時] effect modifies, grants or gives 死亡しない, nothing more"))
        if step.to not in ("self", "all"):
            found.append((f"{at}.to", "a [常時] effect applies to 'self' or 'all'"))
        if isinstance(card, TerrainDef) and step.to == "self":
            found.append((f"{at}.to", "a terrain is not a unit: use 'all' with 'among'"))
    return found


def _step(ability: Ability, step: Step, where: str) -> list[Problem]:
    found: list[Problem] = []
    groups = len(ability.targets)
    if step.to == "targets" and groups < 1:
        found.append((f"{where}.to", "the ability has no targets to apply to"))
    if step.to == "targets2" and groups < 2:
        found.append((f"{where}.to", "the ability has no second group of targets"))
    if step.to == "all" and step.among is None:
        found.append((f"{where}.among", "'all' needs 'among' to say which things"))
    if isinstance(step, Damage):
        try:
            parse_amount(step.amount)
        except ValueError as exc:
            found.append((f"{where}.amount", str(exc)))
    # the group a step names is looked up only where the ability declares it: a step may
    # name a group the ability lacks, which is reported above, not an index out of range
    if isinstance(step, CancelStep) and _group_kind(ability, step) != "link":
        found.append((f"{where}.to", "a cancel targets a declaration (kind 'link') [16]"))
    if isinstance(step, DiceBonus) and step.amount == 0:
        found.append((f"{where}.amount", "a dice bonus of 0 changes nothing"))
    found += _kinds(ability, step, where)
    for number, follow in enumerate(step.then):
        found += _step(ability, follow, f"{where}.then[{number}]")
    return found
