"""The grid game's card schema: set files of kinds ``grid-entity``, ``grid-spell`` and
``grid-base`` decode into engine/grid/cards.py, and keep the rules a well-formed grid card
keeps beyond its shape, each said in Japanese and English naming the field
(carddb/grid/messages.py).

The rulebook's numbers: a cost [G-7.1][G-8.2], an entity's power [G-7.7], a base's life
[G-11.3] and a familia on every card [G-7.4][G-11.2]. Our card data's: 多点 ``hits``
[G-R13] is 1 to 3; 射程 ``reach`` [G-R11](c) is 0 or 2 to ``MAX_REACH`` (a reach of 1 adds
nothing to the 8 neighbours every entity attacks) and only on an entity of 1 hit. The effect
language [G-10.4][G-R16][G-R17] is kept honest: a spell has steps, and each acts on what
its target chose (a player spell on the chosen player, ``who = "target"``, and on no card;
an entity spell with entity steps, a base spell with base steps; a square, entity or base
spell with at least one card step); only a player spell names ``who = "target"``; an
ability fires on its own trigger (``mine`` has no meaning at the end of a turn, and a base is
never summoned); a field the engine ignores where it stands is refused rather than read
as meant. A card that does anything prints a text [G-7.5].

``grid_bounds`` holds the sizes of texts and lists (docs/cardsets.md "Limits").
"""

from __future__ import annotations

from typing import Final

from carddb.fieldbounds import FieldBounds
from carddb.grid import messages as _messages  # noqa: F401  (its words, for said() below)
from carddb.messages import said
from carddb.schema import CardSchema, Problem
from engine.grid.cards import (
    CARD_STEPS,
    KINDS,
    MAX_LIFE,
    MAX_REACH,
    Ability,
    BaseDef,
    CardDef,
    Do,
    EntityDef,
    Movement,
    Shape,
    Side,
    SpellDef,
    Step,
    Target,
    Trigger,
    Who,
)

MAX_COST: Final = 10  # [G-7.1]
MAX_POWER: Final = 20  # [G-7.7]
MAX_HITS: Final = 3  # 多点 [G-R13]
MIN_REACH: Final = 2  # 射程 1 is the 8 neighbours every entity attacks [G-R11](a)
MAX_AMOUNT: Final = 9
MAX_MOST: Final = MAX_POWER
ENTITY_STEPS: Final = frozenset({Do.DESTROY, Do.BOUNCE, Do.BOOST})
BASE_STEPS: Final = frozenset({Do.HIT, Do.MEND})

# what a step leaves unread where it stands (docs/cardsets.md "grid sets"):
# a player step reads only ``who``; a card step never reads ``who``, a hit or mend never
# ``most``; a spell that chose a square reads its own ``shape``, not the step's; one that
# chose a card reads neither
_PLAYER_STEP_UNREAD: Final = ("shape", "side", "most")
_CARD_STEP_UNREAD: Final = {
    Target.SQUARE: ("shape", "who"),
    Target.ENTITY: ("shape", "side", "most", "who"),
    Target.BASE: ("shape", "side", "most", "who"),
}
_SPELL_UNREAD: Final = {
    Target.SQUARE: ("side",),
    Target.ENTITY: ("shape",),
    Target.BASE: ("shape",),
    Target.PLAYER: ("shape", "side"),
}

TEXT_LENGTHS: Final = {
    "name": 40,
    "name_en": 60,
    "text": 500,
    "text_en": 800,
    "flavor": 500,
    "flavor_en": 800,
}
OTHER_TEXT: Final = 40  # race, familia, rarity
OTHER_TEXT_EN: Final = 60
LIST_LENGTHS: Final = {"abilities": 8, "steps": 10}
OTHER_NUMBER: Final = 99  # a number no rule above bounds (none today)
_BOUNDS: Final = FieldBounds(
    TEXT_LENGTHS, OTHER_TEXT, OTHER_TEXT_EN, LIST_LENGTHS, other_number=OTHER_NUMBER
)


def card_problems(card: CardDef) -> list[Problem]:
    """Rules a well-formed grid card keeps beyond its shape (see the module docstring)."""
    found: list[Problem] = []
    if not 0 <= card.cost <= MAX_COST:
        found.append(("cost", said("grid_cost", least=0, most=MAX_COST)))
    if not card.familia.strip():
        found.append(("familia", said("grid_familia")))
    if isinstance(card, EntityDef):
        found += _entity(card)
    elif isinstance(card, BaseDef):
        if not 1 <= card.life <= MAX_LIFE:
            found.append(("life", said("grid_life", least=1, most=MAX_LIFE)))
    else:
        found += _spell(card)
    if not isinstance(card, SpellDef):
        for index, ability in enumerate(card.abilities):
            found += _ability(card, ability, f"abilities[{index}]")
    if not card.text.strip() and _does_something(card):
        found.append(("text", said("grid_needs_text")))
    return found


def _does_something(card: CardDef) -> bool:
    if isinstance(card, EntityDef):
        keyworded = card.movement is not Movement.KING or card.hits != 1 or card.reach
        return bool(keyworded or card.abilities)
    if isinstance(card, BaseDef):
        return bool(card.abilities)
    return True


def _entity(card: EntityDef) -> list[Problem]:
    found: list[Problem] = []
    if not 0 <= card.power <= MAX_POWER:
        found.append(("power", said("grid_power", least=0, most=MAX_POWER)))
    if not 1 <= card.hits <= MAX_HITS:
        found.append(("hits", said("grid_hits", least=1, most=MAX_HITS)))
    if card.reach and not MIN_REACH <= card.reach <= MAX_REACH:
        found.append(("reach", said("grid_reach", most=MAX_REACH)))
    elif card.reach and card.hits != 1:
        found.append(("reach", said("grid_reach_hits")))
    return found


def _spell(card: SpellDef) -> list[Problem]:
    """[G-10.1][G-10.4][G-R16]: what each step acts on is what the target chose."""
    if not card.steps:
        return [("steps", said("grid_spell_steps"))]
    found: list[Problem] = [
        (field, said("grid_spell_ignored", target=card.target.value, field=field))
        for field in _SPELL_UNREAD[card.target]
        if getattr(card, field) != _SPELL_DEFAULTS[field]
    ]
    for index, step in enumerate(card.steps):
        found += _spell_step(card.target, step, f"steps[{index}]")
    card_steps = [step for step in card.steps if step.do in CARD_STEPS]
    if card.target is Target.PLAYER:
        if not any(s.who is Who.TARGET for s in card.steps if s.do not in CARD_STEPS):
            found.append(("steps", said("grid_player_target")))
    elif not card_steps:
        found.append(("steps", said("grid_needs_card_step", target=card.target.value)))
    return found


def _spell_step(target: Target, step: Step, where: str) -> list[Problem]:
    found = _numbers(step, where)
    is_card = step.do in CARD_STEPS
    if target is Target.PLAYER and is_card:
        found.append((f"{where}.do", said("grid_player_card_step", do=step.do.value)))
    elif target is Target.ENTITY and step.do in BASE_STEPS:
        found.append((f"{where}.do", said("grid_entity_step", do=step.do.value)))
    elif target is Target.BASE and step.do in ENTITY_STEPS:
        found.append((f"{where}.do", said("grid_base_step", do=step.do.value)))
    if target is not Target.PLAYER and step.who is Who.TARGET:
        found.append((f"{where}.who", said("grid_who_target_spell")))
    if is_card and target is not Target.PLAYER:
        found += _unread(step, _card_step_unread(step, _CARD_STEP_UNREAD[target]), where)
    elif not is_card:
        found += _unread(step, _PLAYER_STEP_UNREAD, where)
    return found


def _ability(card: EntityDef | BaseDef, ability: Ability, where: str) -> list[Problem]:
    """[G-5.5][G-FAQ-7][G-R17]: abilities fire on their trigger and choose nothing."""
    found: list[Problem] = []
    if not ability.steps:
        found.append((f"{where}.steps", said("grid_ability_steps")))
    if ability.mine and ability.on is Trigger.TURN_END:
        found.append((f"{where}.mine", said("grid_mine_turn_end")))
    if isinstance(card, BaseDef) and ability.on is Trigger.SUMMON and not ability.mine:
        found.append((f"{where}.on", said("grid_base_summon")))
    for index, step in enumerate(ability.steps):
        at = f"{where}.steps[{index}]"
        found += _numbers(step, at)
        if step.who is Who.TARGET:
            found.append((f"{at}.who", said("grid_who_target_ability")))
        unread = _card_step_unread(step, ("who",)) if step.do in CARD_STEPS else None
        found += _unread(step, unread or _PLAYER_STEP_UNREAD, at)
    return found


def _numbers(step: Step, where: str) -> list[Problem]:
    found: list[Problem] = []
    if step.do is Do.BOOST:
        if step.amount == 0 or not -MAX_AMOUNT <= step.amount <= MAX_AMOUNT:
            found.append((f"{where}.amount", said("grid_boost_amount", most=MAX_AMOUNT)))
    elif not 1 <= step.amount <= MAX_AMOUNT:
        found.append((f"{where}.amount", said("grid_amount", most=MAX_AMOUNT)))
    if not 0 <= step.most <= MAX_MOST:
        found.append((f"{where}.most", said("grid_most", most=MAX_MOST)))
    return found


def _card_step_unread(step: Step, unread: tuple[str, ...]) -> tuple[str, ...]:
    """A hit or a mend selects bases, whatever their power: its ``most`` is unread too."""
    if step.do in BASE_STEPS and "most" not in unread:
        return (*unread, "most")
    return unread


def _unread(step: Step, fields: tuple[str, ...], where: str) -> list[Problem]:
    """A field the engine ignores here, written with another value than its default (a
    ``who = "target"`` is said by its own rule)."""
    return [
        (f"{where}.{field}", said("grid_ignored", field=field))
        for field in fields
        if getattr(step, field) != getattr(_STEP_DEFAULTS, field)
        and not (field == "who" and step.who is Who.TARGET)
    ]


_STEP_DEFAULTS: Final = Step(do=Do.DRAW)
_SPELL_DEFAULTS: Final = {"shape": Shape.SQUARE, "side": Side.ENEMY}  # SpellDef's


def grid_bounds(card: CardDef) -> list[Problem]:
    """Every text and list of a card against its documented maximum."""
    return _BOUNDS.problems(card)


GRID_CARDS: Final = CardSchema(
    kinds=KINDS,
    card_type=CardDef,
    problems=card_problems,
    bounds=grid_bounds,
)
"""The grid game's cards [G-8.1]: entities, spells and bases."""
