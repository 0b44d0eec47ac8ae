"""Read-only questions about a family state: card faces, current unit values, area holders.

Current values follow [4-4] (equipment bonuses and granted statics), [12-2] charge,
[12-3] defender, [12-1] initiative and [10-6-1] (a simultaneous attack switches every
bonus and static ability off, leaving the printed attack and defence).
"""

from __future__ import annotations

from engine.kernel.door import once
from engine.kernel.errors import InvariantError
from engine.kernel.state import other
from engine.moncolle.cards import CardDef, ItemDef, ItemSlot, Statics, UnitDef
from engine.moncolle.continuous import continuous
from engine.moncolle.state import Area, FamilyState, Modifier


def card_def(state: FamilyState, card: int) -> CardDef:
    return state.setup.catalog[state.setup.cards[card].def_id]


def owner(state: FamilyState, card: int) -> int:
    return state.setup.cards[card].owner


def card_name(state: FamilyState, card: int) -> str:
    return card_def(state, card).name


def unit_def(state: FamilyState, unit: int) -> UnitDef:
    face = card_def(state, unit)
    if not isinstance(face, UnitDef):
        raise InvariantError(f"card #{unit} is on the battlefield as a unit but is not one")
    return face


def item_def(state: FamilyState, card: int) -> ItemDef:
    face = card_def(state, card)
    if not isinstance(face, ItemDef):
        raise InvariantError(f"card #{card} is carried as equipment but is not an item")
    return face


def is_suspended(state: FamilyState, unit: int) -> bool:
    """During a simultaneous attack the battling units keep printed values only [10-6-1]."""
    battle = state.battle
    return battle is not None and battle.simultaneous and state.units[unit].area == battle.area


def level(state: FamilyState, unit: int) -> int:
    return unit_def(state, unit).level


def modifiers(
    state: FamilyState, unit: int, placed: dict[int, int] | None = None
) -> list[Modifier]:
    """Changes on the unit: given ones (付与 [16]) and those of [常時] effects [11-2-5];
    none during a simultaneous attack [17-2]. ``placed``: see ``continuous``. Worked out
    once per unit within a door call or a view, where a unit's attack, defence, initiative
    and statics each ask."""
    if placed is None:
        return _modifiers(state, unit)
    return _changes(state, unit, placed)


@once
def _modifiers(state: FamilyState, unit: int) -> list[Modifier]:
    return _changes(state, unit, None)


def _changes(state: FamilyState, unit: int, placed: dict[int, int] | None) -> list[Modifier]:
    if is_suspended(state, unit):
        return []
    found = [m for m in state.modifiers if m.unit == unit] if state.modifiers else []
    return found + continuous(state, unit, placed)


def statics(state: FamilyState, unit: int) -> list[Statics]:
    """The unit's printed statics, those its equipment grants and those granted to it [16],
    unless suspended [10-6-1]."""
    if is_suspended(state, unit):
        return []
    found = [unit_def(state, unit).statics]
    found.extend(item_def(state, e).statics for e in state.units[unit].equipment)
    found.extend(m.statics for m in modifiers(state, unit) if m.statics is not None)
    return found


def cannot_die(state: FamilyState, unit: int) -> bool:
    """「死亡しない」 applies [15-1]."""
    return any(m.survive for m in modifiers(state, unit))


def initiative(state: FamilyState, unit: int) -> int:
    return sum(s.initiative for s in statics(state, unit))


def _battle_side_bonus(state: FamilyState, unit: int) -> int:
    battle = state.battle
    if battle is None or battle.first < 0 or state.units[unit].area != battle.area:
        return 0
    if owner(state, unit) == battle.first:
        return sum(s.charge for s in statics(state, unit))  # [12-2]
    return sum(s.defender for s in statics(state, unit))  # [12-3]


def attack(state: FamilyState, unit: int) -> int:
    base = unit_def(state, unit).attack
    if is_suspended(state, unit):
        return base
    bonus = sum(item_def(state, e).attack_bonus for e in state.units[unit].equipment)
    bonus += sum(m.attack for m in modifiers(state, unit))
    return base + bonus + _battle_side_bonus(state, unit)


def defence(state: FamilyState, unit: int, placed: dict[int, int] | None = None) -> int:
    """``placed``: see ``continuous`` (a caller asking every unit works it out once)."""
    base = unit_def(state, unit).defence
    if is_suspended(state, unit):
        return base
    bonus = sum(item_def(state, e).defence_bonus for e in state.units[unit].equipment)
    return base + bonus + sum(m.defence for m in modifiers(state, unit, placed))


def equipment_capacity(state: FamilyState, unit: int) -> int:
    """Equipment rides in the unit's printed I slots [12-4-1]."""
    return unit_def(state, unit).statics.item_slots.count(ItemSlot.MULTI)


def has_item_slot(state: FamilyState, unit: int) -> bool:
    """「アイテム：■」を持つ [9-2-3]."""
    return bool(unit_def(state, unit).statics.item_slots)


def units_of(state: FamilyState, area: int, seat: int) -> list[int]:
    cards = state.setup.cards  # owner() inlined: asked for every area of every candidate
    return [u for u in state.areas[area].units if cards[u].owner == seat]


def side_level(state: FamilyState, area: int, seat: int) -> int:
    return sum(level(state, u) for u in units_of(state, area, seat))


def is_held_by(state: FamilyState, area: int, seat: int) -> bool:
    """支配地形: a terrain where the player's units stand [9-2-1]."""
    cards = state.setup.cards  # a plain loop: no generator made per question, asked per area
    for unit in state.areas[area].units:  # noqa: SIM110
        if cards[unit].owner == seat:
            return True
    return False


def is_enemy_held(state: FamilyState, area: int, seat: int) -> bool:
    return is_held_by(state, area, other(seat))


def placed_by(state: FamilyState, spot: Area) -> int:
    """配置地形: whose terrain this is; the HQ counts as its owner's [9-2-1]."""
    if spot.hq_of >= 0:
        return spot.hq_of
    return owner(state, spot.terrain) if spot.has_terrain else -1


def same_name_hero_on_field(state: FamilyState, seat: int, name: str) -> bool:
    """Only one own hero of a name may be on the battlefield [4-2]."""
    for unit in state.units:
        face = unit_def(state, unit)
        if owner(state, unit) == seat and face.is_hero and face.name == name:
            return True
    return False


def battle_units(state: FamilyState, seat: int) -> list[int]:
    battle = state.battle
    return [] if battle is None else units_of(state, battle.area, seat)


def formation_of(state: FamilyState, seat: int) -> list[int]:
    """A side's battling units front to back: the set formation, then any not in it."""
    battle = state.battle
    if battle is None:
        return []
    order = list(battle.formation[seat]) if battle.formation else []
    return order + [u for u in units_of(state, battle.area, seat) if u not in order]


def untapped_in_battle(state: FamilyState, seat: int) -> list[int]:
    return [u for u in formation_of(state, seat) if not state.units[u].tapped]
