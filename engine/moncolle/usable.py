"""What a player can use in a battle window: the cards whose abilities they may declare
[11-2][13], and whether each cost can be paid: spell slots by attribute with S wild [12-5],
item slots [12-4] (an I slot holding equipment pays nothing [12-4-1]), shared among several
units [14-2], tapping the source [13-1], discards and deck-top cards [14-1].

Slots already spent this battle, or declared for a declaration still in the chain, are not
free; they come back at the end of the battle [10-7].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.moncolle import policy
from engine.moncolle import targets as aim
from engine.moncolle.abilities import Ability, Icon, Period, Timing
from engine.moncolle.cards import (
    CardDef,
    ItemDef,
    ItemSlot,
    SpellDef,
    SummonerDef,
    UnitDef,
    used_from_hand,
)
from engine.moncolle.fillable import completable
from engine.moncolle.query import battle_units, card_def, statics
from engine.moncolle.state import FamilyState, Payment

ATTRIBUTE_SLOTS = ("火", "風", "水", "聖", "土", "魔")
WILD_SLOTS = ("S", "※")  # the multi slot: mc20th writes S [12-5], Deus ※ [D-STAT-SP-3][R3]


def slot_labels(state: FamilyState, unit: int) -> list[str]:
    """Every spell and item slot the unit has now, printed or granted."""
    labels: list[str] = []
    for found in statics(state, unit):
        labels += list(found.spell_slots)
        labels += [slot.value for slot in found.item_slots]
    return labels


def reserved(state: FamilyState) -> list[Payment]:
    """Payments declared for declarations that have not resolved yet [14-3]."""
    found = [p for link in state.chain.links for p in link.payments] if state.chain else []
    if state.declaring is not None:
        found += state.declaring.payments
    return found


def free_slots(state: FamilyState, unit: int, also: tuple[Payment, ...] = ()) -> list[str]:
    """The unit's slots nothing has spent or reserved; ``also``: payments to count as
    reserved besides (one being weighed, the state left as it is)."""
    labels = slot_labels(state, unit)
    battle = state.battle
    used = list(battle.spent.get(unit, [])) if battle is not None else []
    used += [p.slot for p in (*reserved(state), *also) if p.unit == unit]
    used += [ItemSlot.MULTI.value] * len(state.units[unit].equipment)  # I slots holding equipment
    for label in used:
        if label in labels:
            labels.remove(label)
    return labels


def requirements(face: CardDef, ability: Ability) -> list[str]:
    """The slots a use costs, in order: spell attributes, then item slots; a consumable or
    alchemy bullet also needs its own item slot (必要アイテム枠 [4-4])."""
    needed = [a.value for a in ability.cost.spell] + [s.value for s in ability.cost.item]
    if isinstance(face, ItemDef) and used_from_hand(face) and face.slot.value not in needed:
        needed.append(face.slot.value)
    return needed


def fits(requirement: str, label: str) -> bool:
    if requirement in ATTRIBUTE_SLOTS:
        return label == requirement or label in WILD_SLOTS
    return label == requirement


def payers(state: FamilyState, seat: int) -> list[int]:
    return battle_units(state, seat)


def can_cover(
    state: FamilyState, seat: int, needed: list[str], also: tuple[Payment, ...] = ()
) -> bool:
    """Whether the seat's battling units can pay every requirement, each with its own slot
    (``also``: see ``free_slots``).

    Exact attribute and item slots are matched first; S slots cover what is left [12-5].
    """
    pool = [label for unit in payers(state, seat) for label in free_slots(state, unit, also)]
    wild = []
    for requirement in needed:
        if requirement in pool:
            pool.remove(requirement)
        elif requirement in ATTRIBUTE_SLOTS:
            wild.append(requirement)
        else:
            return False
    return sum(pool.count(w) for w in WILD_SLOTS) >= len(wild)


def is_source_tapped(state: FamilyState, card: int) -> bool:
    unit = aim.carrier(state, card)
    if unit >= 0:
        return state.units[unit].tapped
    zones = state.players[card_owner(state, card)]
    if zones.summoner == card:
        return zones.summoner_tapped
    return True  # not on the battlefield (in a hand or a discard): nothing to tap [13-1]


def card_owner(state: FamilyState, card: int) -> int:
    return state.setup.cards[card].owner


def can_pay(state: FamilyState, seat: int, card: int, ability: Ability) -> bool:
    face = card_def(state, card)
    cost = ability.cost
    if (ability.icon is Icon.TAP or cost.tap) and is_source_tapped(state, card):
        return False  # 完了型: the card itself must be untapped [13-1]
    hand = state.players[seat].hand
    if cost.discard > len(hand) - (1 if card in hand else 0):
        return False
    if cost.deck > len(state.players[seat].deck):
        return False
    if cost.power and cost.power > policy.of(state).power(state, seat):
        return False  # ★ short: not declarable [D-COST-0][R13]
    if isinstance(face, SpellDef) and not any(
        any(label not in ("I", "II", "III") for label in slot_labels(state, u))
        for u in payers(state, seat)
    ):
        return False  # only a unit with spell slots can use a battle spell [12-5]
    return can_cover(state, seat, requirements(face, ability))


def sources(state: FamilyState, seat: int) -> Iterator[int]:
    """Cards whose battle abilities the seat may use: hand spells and items, battling units
    and their equipment, the summoner."""
    for card in sorted(state.players[seat].hand):
        face = card_def(state, card)
        if used_from_hand(face):
            yield card
        elif isinstance(face, UnitDef) and any(a.icon is Icon.HAND for a in face.abilities):
            yield card  # 手札型特殊能力 [13-3]
    for unit in battle_units(state, seat):
        yield unit
        yield from state.units[unit].equipment
    summoner = state.players[seat].summoner
    if summoner >= 0:
        yield summoner


def usable(state: FamilyState, seat: int, timings: tuple[Timing, ...]) -> Iterator[tuple[int, int]]:
    """(card, ability index) the seat may start declaring now."""
    for card in sources(state, seat):
        face = card_def(state, card)
        in_hand = card in state.players[seat].hand
        for index, ability in enumerate(face.abilities):
            if not _allowed(state, face, ability, in_hand, timings):
                continue
            if can_pay(state, seat, card, ability) and targets_exist(state, seat, card, ability):
                yield card, index


def can_use(
    state: FamilyState, seat: int, timings: tuple[Timing, ...], card: int, index: int
) -> bool:
    """Whether (card, ability index) is among ``usable``'s, asking of that one only."""
    if card not in set(sources(state, seat)):
        return False
    face = card_def(state, card)
    if not 0 <= index < len(face.abilities):
        return False
    ability = face.abilities[index]
    in_hand = card in state.players[seat].hand
    if not _allowed(state, face, ability, in_hand, timings):
        return False
    return can_pay(state, seat, card, ability) and targets_exist(state, seat, card, ability)


def _allowed(
    state: FamilyState, face: CardDef, ability: Ability, in_hand: bool, timings: tuple[Timing, ...]
) -> bool:
    if ability.timing not in timings or ability.period is not Period.BATTLE:
        return False
    if (ability.icon is Icon.HAND) != in_hand and isinstance(face, UnitDef | SummonerDef):
        return False
    if ability.timing is Timing.COUNTER_ATTACK:
        chain = state.chain
        return chain is not None and any(link.source < 0 for link in chain.links)
    return True


def targets_exist(state: FamilyState, seat: int, card: int, ability: Ability) -> bool:
    """Whether every target group can be filled (a [対抗]'s with an appropriate unit)."""
    return completable(state, seat, card, ability, [[] for _ in ability.targets])
