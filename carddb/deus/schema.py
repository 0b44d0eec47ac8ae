"""モンコレDeus's card schema: set files of kinds summoner, unit, spell and ritual decode into
engine/moncolle/cards.py and keep the family's card rules (carddb/moncolle/schema.py) in
Deus's words, and its own.

Refused because Deus has no such thing: items and terrain [D-CARD-0][D-BOARD-12], heroes
[D-CARD-UNIT-11], 長距離飛行 [D-CARD-UNIT-8], statics other than イニシアチブ and スペル
[D-STAT-0], the Deck period [D-PER-0], icons [D-ABIL-1], [普通|対抗不可] and [対抗:攻撃]
[D-TIM-0], the initiative-start [条件] [D-BAT-3b], 【ALL】 damage [D-DMG-3c], cancel
[D-TERM-6], the removed zone [D-BOARD-12], arcana [D-CARD-SUM]. Deus's own rules: a unit's
level fits an area (≤ 8, [D-BOARD-1]); every card belongs to a faction [D-CARD-0]; a
summoner has Field [儀式] abilities only and is never tapped [R15][D-TAP-1]; [常時] is a unit
card's [D-TIM-ALW-2]; a battle spell is [速攻], [攻撃前] (or [普通], its old name
[D-BAT-5-N]) or [対抗], a ritual spell a Field [儀式] [D-RIT-2]; [儀式] is Field and the
battle timings Battle [D-TIM-RIT][D-BAT-3a]; a token is a unit entering play by effects
only [D-CARD-TOK-1][R16]. The multi slot is ※, with mc20th's S accepted [D-STAT-SP-3][R3].
"""

from __future__ import annotations

from typing import Final

from carddb.deus import messages as _messages  # noqa: F401  (its words, for said() below)
from carddb.messages import Message, said
from carddb.moncolle.abilitycheck import Profile
from carddb.moncolle.bounds import bound_problems
from carddb.moncolle.schema import ENUM_HINTS, family_problems, statics_problems
from carddb.schema import CardSchema, Problem
from engine.moncolle.abilities import (
    Ability,
    CancelStep,
    Damage,
    DeckLimit,
    EquipStep,
    Grant,
    Icon,
    MoveCard,
    Period,
    PlaceTerrainStep,
    Selector,
    Step,
    Timing,
    Trigger,
    UnequipStep,
)
from engine.moncolle.cards import (
    CardDef,
    MoveType,
    RitualSpellDef,
    SpellDef,
    Statics,
    SummonerDef,
    UnitDef,
)

AREA_LIMIT: Final = 8  # [D-BOARD-1]
MAX_POWER_COST: Final = 20  # ★ [R13]; far above any printed cost
SPELL_TIMINGS: Final = (Timing.QUICK, Timing.PRE_ATTACK, Timing.NORMAL, Timing.COUNTER)
BATTLE_TIMINGS: Final = SPELL_TIMINGS  # used only in a battle [D-BAT-3a][D-BAT-5-1][D-TIM-CTR]
ABSENT_TIMINGS: Final = (Timing.NORMAL_UNCOUNTERABLE, Timing.COUNTER_ATTACK)
ABSENT_STEPS: Final = {
    PlaceTerrainStep: "place_terrain",
    EquipStep: "equip",
    UnequipStep: "unequip",
    DeckLimit: "deck_limit",
}
_STATICS_KEPT: Final = ("initiative", "spell_slots")  # [D-STAT-0]


def _hand_timings(card: CardDef) -> tuple[tuple[Timing, ...], Message]:
    if isinstance(card, RitualSpellDef):
        return (Timing.RITUAL,), said("deus_ritual_timing")
    return SPELL_TIMINGS, said("deus_spell_timing")


def _statics(statics: Statics, where: str) -> list[Problem]:
    """Only イニシアチブ and スペル [D-STAT-0], slots in Deus's words [D-STAT-SP-1]."""
    found: list[Problem] = [
        (f"{where}.{name}", said("deus_statics"))
        for name in statics.__struct_fields__
        if name not in _STATICS_KEPT and getattr(statics, name) != getattr(Statics(), name)
    ]
    if where != "statics":  # a granted change: the card's own slots are checked by the family
        found += [(f"{where}.{f}", p) for f, p in statics_problems(statics, DEUS)]
    return found


def _card(card: CardDef) -> list[Problem]:
    found: list[Problem] = []
    if not card.printing.faction.strip() or card.printing.faction == "ALL":
        found.append(("printing.faction", said("deus_faction")))
    if isinstance(card, SummonerDef) and (card.arcana or card.arcana_en):
        found.append(("arcana", said("deus_no_arcana")))
    if isinstance(card, RitualSpellDef) and not card.type.strip():
        found.append(("type", said("not_empty")))
    if isinstance(card, UnitDef):
        found += _unit(card)
    return found


def _unit(card: UnitDef) -> list[Problem]:
    found: list[Problem] = []
    if card.level > AREA_LIMIT:
        found.append(("level", said("deus_level")))
    if card.hero_points:
        found.append(("hero_points", said("deus_no_heroes")))
    if card.move is MoveType.LONG_FLY:
        found.append(("move", said("deus_move")))
    if card.token and card.instant:
        found.append(("instant", said("deus_token_instant")))
    if card.never_to_hand and not card.token:
        found.append(("never_to_hand", said("deus_never_to_hand")))
    return found + _statics(card.statics, "statics")


def _ability(card: CardDef, ability: Ability, where: str) -> list[Problem]:
    found: list[Problem] = []
    timing = ability.timing
    if ability.period is Period.DECK:
        found.append((f"{where}.period", said("deus_period")))
    if ability.icon is not Icon.NONE:
        found.append((f"{where}.icon", said("deus_no_icons")))
    if timing in ABSENT_TIMINGS:
        found.append((f"{where}.timing", said("deus_timing", timing=timing.value)))
    elif isinstance(card, SummonerDef) and (
        timing is not Timing.RITUAL or ability.period is not Period.FIELD
    ):
        found.append((f"{where}.timing", said("deus_summoner_ritual")))
    elif timing is Timing.RITUAL and ability.period is Period.BATTLE:
        found.append((f"{where}.period", said("deus_ritual_field")))
    elif timing in BATTLE_TIMINGS and ability.period is Period.FIELD:
        found.append((f"{where}.period", said("deus_battle_timing", timing=timing.value)))
    if ability.trigger is Trigger.INITIATIVE_START:
        found.append((f"{where}.trigger", said("deus_trigger")))
    if ability.cost.item:
        found.append((f"{where}.cost.item", said("deus_no_items")))
    if isinstance(card, SummonerDef) and ability.cost.tap:
        found.append((f"{where}.cost.tap", said("deus_summoner_untapped")))
    if not 0 <= ability.cost.power <= MAX_POWER_COST:
        found.append((f"{where}.cost.power", said("out_of_range", least=0, most=MAX_POWER_COST)))
    return found


def _step(step: Step, where: str) -> list[Problem]:
    absent = ABSENT_STEPS.get(type(step))
    if absent:
        return [(f"{where}.do", said("deus_step", step=absent))]
    if isinstance(step, CancelStep):
        return [(f"{where}.do", said("deus_no_cancel"))]
    if isinstance(step, MoveCard) and step.zone == "removed":
        return [(f"{where}.zone", said("deus_no_removed"))]
    if isinstance(step, Damage) and step.attribute == "ALL":
        return [(f"{where}.attribute", said("deus_no_all_damage"))]
    if isinstance(step, Grant):
        return _statics(step.statics, f"{where}.statics")
    return []


def _selector(selector: Selector, where: str) -> list[Problem]:
    found: list[Problem] = []
    if selector.where == "placeable":
        found.append((f"{where}.where", said("deus_no_terrain")))
    if "item" in selector.card_kind:
        found.append((f"{where}.card_kind", said("deus_no_items")))
    if "terrain" in selector.card_kind:
        found.append((f"{where}.card_kind", said("deus_no_terrain")))
    return found


DEUS: Final = Profile(
    hand_timings=_hand_timings,
    always_owner=said("deus_always_owner"),
    spell_slots=("※", "S"),  # ※ the multi slot; S as mc20th writes it [R3]
    bad_slot="deus_bad_spell_slot",
    card=_card,
    ability=_ability,
    step=_step,
    selector=_selector,
)
"""Deus's vocabulary (see the module docstring)."""


def card_problems(card: CardDef) -> list[Problem]:
    """Rules a well-formed Deus card keeps beyond its shape."""
    return family_problems(card, DEUS)


DEUS_CARDS: Final = CardSchema(
    kinds=("summoner", "unit", "spell", "ritual"),
    card_type=SummonerDef | UnitDef | SpellDef | RitualSpellDef,
    problems=card_problems,
    bounds=bound_problems,
    enum_hints=ENUM_HINTS,
)
"""Deus's cards [D-CARD-0]: summoners, units (tokens among them), battle and ritual spells."""
