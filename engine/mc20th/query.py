"""Read-only questions about an mc20th state: card faces, current unit values, area holders.

Current values follow [4-4] (equipment bonuses and granted statics), [12-2] charge,
[12-3] defender, [12-1] initiative and [10-6-1] (a simultaneous attack switches every
bonus and static ability off, leaving the printed attack and defence).
"""

from __future__ import annotations

from typing import Final

from engine.kernel.errors import InvariantError
from engine.kernel.state import other
from engine.mc20th.continuous import continuous
from engine.mc20th.state import Area, MatchState, Modifier
from engine.moncolle.cards import CardDef, ItemDef, ItemSlot, Statics, TerrainDef, UnitDef

HQ_LIMIT: Final = 10  # [5-3]
PROXY_LIMIT: Final = 8  # [9-2-1]
HAND_LIMIT: Final = 6  # [5-1]


def card_def(state: MatchState, card: int) -> CardDef:
    return state.setup.catalog[state.setup.cards[card].def_id]


def owner(state: MatchState, card: int) -> int:
    return state.setup.cards[card].owner


def card_name(state: MatchState, card: int) -> str:
    return card_def(state, card).name


def unit_def(state: MatchState, unit: int) -> UnitDef:
    face = card_def(state, unit)
    if not isinstance(face, UnitDef):
        raise InvariantError(f"card #{unit} is on the battlefield as a unit but is not one")
    return face


def item_def(state: MatchState, card: int) -> ItemDef:
    face = card_def(state, card)
    if not isinstance(face, ItemDef):
        raise InvariantError(f"card #{card} is carried as equipment but is not an item")
    return face


def is_suspended(state: MatchState, unit: int) -> bool:
    """During a simultaneous attack the battling units keep printed values only [10-6-1]."""
    battle = state.battle
    return battle is not None and battle.simultaneous and state.units[unit].area == battle.area


def level(state: MatchState, unit: int) -> int:
    return unit_def(state, unit).level


def modifiers(state: MatchState, unit: int) -> list[Modifier]:
    """Changes on the unit: given ones (付与 [16]) and those of [常時] effects [11-2-5];
    none during a simultaneous attack [17-2]."""
    if is_suspended(state, unit):
        return []
    found = [m for m in state.modifiers if m.unit == unit] if state.modifiers else []
    return found + continuous(state, unit)


def statics(state: MatchState, unit: int) -> list[Statics]:
    """The unit's printed statics, those its equipment grants and those granted to it [16],
    unless suspended [10-6-1]."""
    if is_suspended(state, unit):
        return []
    found = [unit_def(state, unit).statics]
    found.extend(item_def(state, e).statics for e in state.units[unit].equipment)
    found.extend(m.statics for m in modifiers(state, unit) if m.statics is not None)
    return found


def cannot_die(state: MatchState, unit: int) -> bool:
    """「死亡しない」 applies [15-1]."""
    return any(m.survive for m in modifiers(state, unit))


def initiative(state: MatchState, unit: int) -> int:
    return sum(s.initiative for s in statics(state, unit))


def _battle_side_bonus(state: MatchState, unit: int) -> int:
    battle = state.battle
    if battle is None or battle.first < 0 or state.units[unit].area != battle.area:
        return 0
    if owner(state, unit) == battle.first:
        return sum(s.charge for s in statics(state, unit))  # [12-2]
    return sum(s.defender for s in statics(state, unit))  # [12-3]


def attack(state: MatchState, unit: int) -> int:
    base = unit_def(state, unit).attack
    if is_suspended(state, unit):
        return base
    bonus = sum(item_def(state, e).attack_bonus for e in state.units[unit].equipment)
    bonus += sum(m.attack for m in modifiers(state, unit))
    return base + bonus + _battle_side_bonus(state, unit)


def defence(state: MatchState, unit: int) -> int:
    base = unit_def(state, unit).defence
    if is_suspended(state, unit):
        return base
    bonus = sum(item_def(state, e).defence_bonus for e in state.units[unit].equipment)
    return base + bonus + sum(m.defence for m in modifiers(state, unit))


def equipment_capacity(state: MatchState, unit: int) -> int:
    """Equipment rides in the unit's printed I slots [12-4-1]."""
    return unit_def(state, unit).statics.item_slots.count(ItemSlot.MULTI)


def has_item_slot(state: MatchState, unit: int) -> bool:
    """「アイテム：■」を持つ [9-2-3]."""
    return bool(unit_def(state, unit).statics.item_slots)


def area_limit(state: MatchState, area: int) -> int:
    spot = state.areas[area]
    if spot.hq_of >= 0:
        return HQ_LIMIT
    if spot.face_down:
        return PROXY_LIMIT
    face = card_def(state, spot.terrain)
    if not isinstance(face, TerrainDef):
        raise InvariantError(f"area {area} holds card #{spot.terrain} face up, not a terrain")
    return face.limit


def units_of(state: MatchState, area: int, seat: int) -> list[int]:
    return [u for u in state.areas[area].units if owner(state, u) == seat]


def side_level(state: MatchState, area: int, seat: int) -> int:
    return sum(level(state, u) for u in units_of(state, area, seat))


def is_held_by(state: MatchState, area: int, seat: int) -> bool:
    """支配地形: a terrain where the player's units stand [9-2-1]."""
    return any(owner(state, u) == seat for u in state.areas[area].units)


def is_enemy_held(state: MatchState, area: int, seat: int) -> bool:
    return is_held_by(state, area, other(seat))


def placed_by(state: MatchState, spot: Area) -> int:
    """配置地形: whose terrain this is; the HQ counts as its owner's [9-2-1]."""
    if spot.hq_of >= 0:
        return spot.hq_of
    return owner(state, spot.terrain) if spot.has_terrain else -1


def same_name_hero_on_field(state: MatchState, seat: int, name: str) -> bool:
    """Only one own hero of a name may be on the battlefield [4-2]."""
    for unit in state.units:
        face = unit_def(state, unit)
        if owner(state, unit) == seat and face.is_hero and face.name == name:
            return True
    return False


def battle_units(state: MatchState, seat: int) -> list[int]:
    battle = state.battle
    return [] if battle is None else units_of(state, battle.area, seat)


def formation_of(state: MatchState, seat: int) -> list[int]:
    """A side's battling units front to back: the set formation, then any not in it."""
    battle = state.battle
    if battle is None:
        return []
    order = list(battle.formation[seat]) if battle.formation else []
    return order + [u for u in units_of(state, battle.area, seat) if u not in order]


def untapped_in_battle(state: MatchState, seat: int) -> list[int]:
    return [u for u in formation_of(state, seat) if not state.units[u].tapped]
