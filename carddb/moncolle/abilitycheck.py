"""Rules a card's abilities must keep beyond their shape (docs/effects.md): [条件] needs a
trigger [11-2-4], 宣言型 needs a cost [13-2], cards used from the hand carry a usable timing
[4-3][4-4], amounts read as n / nD / nD+m [16], every step names targets that exist.

What a game's cards may print differs within the family: a ``Profile`` says which timings a
card used from the hand carries, who may print [常時], the words of the wild spell slot, and
the game's own refusals of cards, abilities, steps and selectors. ``TCG`` is mc20th's: it
refuses what only モンコレDeus prints (速攻 and 攻撃前 [D-TIM-0], ★ costs [D-COST-1], the token
area [D-BOARD-8], ritual spells [D-CARD-RS-1], tokens [D-CARD-TOK-1]); carddb/deus/schema.py
builds Deus's.

Each problem is (field path, message), e.g. ("abilities[0].effect[1].amount",
said("amount_dice", limit=10)); carddb/setmessages.py words each message, and the family's
vocabulary messages are added to the same table below (``FAMILY_MESSAGES``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from carddb.messages import MESSAGES, Message, said
from carddb.schema import Problem
from engine.kernel.words import Table
from engine.moncolle.abilities import (
    Ability,
    AdvanceStep,
    AmountError,
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
    Selector,
    Step,
    SummonStep,
    Survive,
    Timing,
    Trigger,
    UnequipStep,
    parse_amount,
)
from engine.moncolle.cards import CardDef, SummonerDef, TerrainDef, UnitDef, used_from_hand

_AMOUNT_PROBLEMS: Final[dict[str, Callable[[AmountError], Message]]] = {
    "form": lambda exc: said("amount_form", text=exc.text),
    "dice": lambda exc: said("amount_dice", limit=exc.limit),
    "flat": lambda exc: said("amount_flat", limit=exc.limit),
}
_FROM_HAND_TIMINGS = (
    Timing.NORMAL,
    Timing.NORMAL_UNCOUNTERABLE,
    Timing.COUNTER,
    Timing.COUNTER_ATTACK,
)

FAMILY_MESSAGES: Final = Table("carddb.moncolle", "abilitycheck.FAMILY_MESSAGES")

MESSAGES.add(FAMILY_MESSAGES)

CardCheck = Callable[[CardDef], list[Problem]]
AbilityCheck = Callable[[CardDef, Ability, str], list[Problem]]
StepCheck = Callable[[Step, str], list[Problem]]
SelectorCheck = Callable[[Selector, str], list[Problem]]


def _nothing(*_: object) -> list[Problem]:
    return []


@dataclass(frozen=True)
class Profile:
    """What one game's cards may print, beyond the family's shared rules (module docstring).

    ``hand_timings`` gives, for a card used from the hand, the timings it may carry and the
    message refusing any other; ``always_owner`` refuses a [常時] on a card that may not
    hold one; ``spell_slots`` are the slot words besides the attributes, with the message
    for any other word; ``card``, ``ability``, ``step`` and ``selector`` are the game's own
    refusals, each step (``then`` included) and selector (targets, ``among``, ``when``) seen
    once with its field path."""

    hand_timings: Callable[[CardDef], tuple[tuple[Timing, ...], Message]]
    always_owner: Message
    spell_slots: tuple[str, ...]
    bad_slot: str  # the message key for a slot word that is none of them
    card: CardCheck = _nothing
    ability: AbilityCheck = _nothing
    step: StepCheck = _nothing
    selector: SelectorCheck = _nothing


_DEUS_TIMINGS: Final = (Timing.QUICK, Timing.PRE_ATTACK)


def _tcg_card(card: CardDef) -> list[Problem]:
    if isinstance(card, UnitDef) and (card.token or card.never_to_hand):
        field = "token" if card.token else "never_to_hand"
        return [(field, said("deus_only_token"))]
    return []


def _tcg_ability(card: CardDef, ability: Ability, where: str) -> list[Problem]:
    found: list[Problem] = []
    if ability.timing in _DEUS_TIMINGS:
        found.append((f"{where}.timing", said("deus_only_timing", timing=ability.timing.value)))
    if ability.cost.power:
        found.append((f"{where}.cost.power", said("deus_only_power")))
    return found


def _tcg_selector(selector: Selector, where: str) -> list[Problem]:
    found: list[Problem] = []
    if selector.where == "tokens":
        found.append((f"{where}.where", said("deus_only_tokens")))
    if "ritual" in selector.card_kind:
        found.append((f"{where}.card_kind", said("deus_only_ritual")))
    return found


TCG: Final = Profile(
    # a Deus timing is refused once, as Deus's (``_tcg_ability``), not as a hand timing too
    hand_timings=lambda card: ((*_FROM_HAND_TIMINGS, *_DEUS_TIMINGS), said("hand_timing")),
    always_owner=said("always_owner"),
    spell_slots=("S",),
    bad_slot="bad_spell_slot",
    card=_tcg_card,
    ability=_tcg_ability,
    selector=_tcg_selector,
)
"""mc20th's vocabulary [4][11][12][13]: Deus's additions are refused."""


def steps_of(ability: Ability, where: str) -> Iterator[tuple[Step, str]]:
    """Every step of an ability, ``then`` included, with its field path."""
    stack = [(step, f"{where}.effect[{n}]") for n, step in enumerate(ability.effect)]
    while stack:
        step, at = stack.pop(0)
        yield step, at
        stack[:0] = [(s, f"{at}.then[{n}]") for n, s in enumerate(step.then)]


def selectors_of(ability: Ability, where: str) -> Iterator[tuple[Selector, str]]:
    """Every selector of an ability (its targets, each step's ``among`` and ``when``)."""
    for number, target in enumerate(ability.targets):
        yield target, f"{where}.targets[{number}]"
    for step, at in steps_of(ability, where):
        if step.among is not None:
            yield step.among, f"{at}.among"
        for number, alternative in enumerate(step.when):
            yield alternative, f"{at}.when[{number}]"


def ability_problems(card: CardDef, profile: Profile = TCG) -> list[Problem]:
    found: list[Problem] = []
    for index, ability in enumerate(card.abilities):
        where = f"abilities[{index}]"
        found += _ability(card, ability, where, profile)
        found += profile.ability(card, ability, where)
        for step, at in steps_of(ability, where):
            found += profile.step(step, at)
        for selector, at in selectors_of(ability, where):
            found += profile.selector(selector, at)
    modes = [a.mode for a in card.abilities if a.mode]
    if modes and len(set(modes)) != len(modes):
        found.append(("abilities", said("same_mode")))
    return found


def _ability(card: CardDef, ability: Ability, where: str, profile: Profile) -> list[Problem]:
    found: list[Problem] = []
    conditional = ability.timing in (Timing.CONDITION, Timing.CONDITION_FORCED)
    if conditional and ability.trigger is Trigger.NONE:
        found.append((f"{where}.trigger", said("needs_trigger")))
    if not conditional and ability.trigger is not Trigger.NONE:
        found.append((f"{where}.trigger", said("trigger_not_condition")))
    taps = ability.icon is Icon.TAP or ability.cost.tap
    if taps and (isinstance(card, TerrainDef) or used_from_hand(card)):
        found.append((where, said("cannot_tap")))
    if ability.icon is Icon.DECLARE and ability.cost.is_free:
        found.append((f"{where}.cost", said("declare_needs_cost")))
    if used_from_hand(card):
        timings, refusal = profile.hand_timings(card)
        if ability.timing not in timings:
            found.append((f"{where}.timing", refusal))
    if used_from_hand(card) and ability.icon not in (Icon.NONE, Icon.HAND):
        found.append((f"{where}.icon", said("hand_icon")))
    if len(ability.targets) > 2:
        found.append((f"{where}.targets", said("target_groups")))
    for number, target in enumerate(ability.targets):
        if target.count < 1:
            found.append((f"{where}.targets[{number}].count", said("at_least", least=1)))
        if (target.kind == "area") != (target.where in ("placeable", "reach")):
            found.append((f"{where}.targets[{number}].where", said("area_where")))
        if target.where == "reach" and (number != 1 or ability.targets[0].kind != "unit"):
            found.append((f"{where}.targets[{number}]", said("reach_after_units")))
    for number, step in enumerate(ability.effect):
        found += _step(ability, step, f"{where}.effect[{number}]")
    if ability.timing is Timing.ALWAYS:
        found += _always(card, ability, where, profile)
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
        found.append((f"{where}.to", said("step_players")))
    if isinstance(step, SummonStep | EquipStep) and kind not in ("card", "self"):
        found.append((f"{where}.to", said("step_hand_cards")))
    if isinstance(step, EquipStep) and (
        len(ability.targets) < 2 or ability.targets[1].kind != "unit"
    ):
        found.append((f"{where}.to", said("equip_unit")))
    second = ability.targets[1] if len(ability.targets) > 1 else None
    if isinstance(step, PlaceTerrainStep | AdvanceStep) and ability.period is not Period.FIELD:
        found.append((where, said("field_only")))
    if isinstance(step, MoveCard | UnequipStep) and kind not in ("unit", "card", "self"):
        found.append((f"{where}.to", said("step_moves")))
    if isinstance(step, PlaceTerrainStep | AdvanceStep):
        wants = ("card", "placeable") if isinstance(step, PlaceTerrainStep) else ("unit", "reach")
        if kind != wants[0] or second is None or (second.kind, second.where) != ("area", wants[1]):
            found.append((where, said("step_then_area", first=wants[0], where=wants[1])))
    if isinstance(step, DeckLimit) != (ability.period is Period.DECK):
        found.append((where, said("deck_text")))
    if isinstance(step, DeckLimit) and step.copies < 1:
        found.append((f"{where}.copies", said("at_least", least=1)))
    return found


def _always(card: CardDef, ability: Ability, where: str, profile: Profile) -> list[Problem]:
    """[常時] [11-2-5]: on units, terrains and equipment; changes that last while on."""
    found: list[Problem] = []
    if isinstance(card, SummonerDef) or used_from_hand(card):
        found.append((f"{where}.timing", profile.always_owner))
    if ability.period is Period.DECK:
        found.append((f"{where}.period", said("always_period")))
    if ability.targets or not ability.cost.is_free or ability.icon is not Icon.NONE:
        found.append((where, said("always_plain")))
    for number, step in enumerate(ability.effect):
        at = f"{where}.effect[{number}]"
        if not isinstance(step, Modify | Grant | Survive) or step.then or step.when:
            found.append((at, said("always_steps")))
        if step.to not in ("self", "all"):
            found.append((f"{at}.to", said("always_to")))
        if isinstance(card, TerrainDef) and step.to == "self":
            found.append((f"{at}.to", said("terrain_not_self")))
    return found


def _step(ability: Ability, step: Step, where: str) -> list[Problem]:
    found: list[Problem] = []
    groups = len(ability.targets)
    if step.to == "targets" and groups < 1:
        found.append((f"{where}.to", said("no_targets")))
    if step.to == "targets2" and groups < 2:
        found.append((f"{where}.to", said("no_second_group")))
    if step.to == "all" and step.among is None:
        found.append((f"{where}.among", said("all_needs_among")))
    if isinstance(step, Damage):
        try:
            parse_amount(step.amount)
        except AmountError as exc:
            found.append((f"{where}.amount", _AMOUNT_PROBLEMS[exc.reason](exc)))
    # the group a step names is looked up only where the ability declares it: a step may
    # name a group the ability lacks, which is reported above, not an index out of range
    if isinstance(step, CancelStep) and _group_kind(ability, step) != "link":
        found.append((f"{where}.to", said("cancel_link")))
    if isinstance(step, DiceBonus) and step.amount == 0:
        found.append((f"{where}.amount", said("dice_bonus_zero")))
    found += _kinds(ability, step, where)
    for number, follow in enumerate(step.then):
        found += _step(ability, follow, f"{where}.then[{number}]")
    return found
