"""Whether a unit is one a selector means (side seen from a player, where it stands, its
attribute, race and level; several values of one filter are "or" [16]).

Only printed card data and positions are read here, so both targets.py and the [常時]
effects of continuous.py can use it without going round in circles.
"""

from __future__ import annotations

from engine.moncolle.abilities import Period, Selector
from engine.moncolle.cards import UnitDef
from engine.moncolle.state import FamilyState


def side_ok(selector: Selector, seat: int, who: int) -> bool:
    if selector.side == "own":
        return who == seat
    if selector.side == "enemy":
        return who != seat
    return True


def unit_matches(
    state: FamilyState, seat: int, selector: Selector, unit: int, here: int = -1
) -> bool:
    """``here`` is the area a ``where = "area"`` selector means (its card's area)."""
    body = state.units.get(unit)
    if body is None:
        return False
    instance = state.setup.cards[unit]
    if not side_ok(selector, seat, instance.owner):
        return False
    battle = state.battle
    if selector.where == "battle" and (battle is None or body.area != battle.area):
        return False
    if selector.where == "area" and body.area != here:
        return False
    face = state.setup.catalog[instance.def_id]
    assert isinstance(face, UnitDef)
    if selector.attribute and face.attribute not in selector.attribute:
        return False
    if selector.race and face.race not in selector.race:
        return False
    return selector.min_level <= face.level <= selector.max_level


def period_holds(state: FamilyState, period: Period, area: int, summoner: bool = False) -> bool:
    """[11-1]: a Battle effect works only in a battle, from a card in it (``area``; the
    summoner takes part in all its player's battles); a Field effect only outside battles."""
    battle = state.battle
    if period is Period.FIELD:
        return battle is None
    if period is not Period.BATTLE or battle is None:
        return False
    return summoner or area == battle.area


def source_area(state: FamilyState, card: int) -> int:
    """The area a card on the battlefield is in: a unit's, its carrier's, a terrain's; -1."""
    body = state.units.get(card)
    if body is not None:
        return body.area
    for unit in state.units.values():
        if card in unit.equipment:
            return unit.area
    for index, spot in enumerate(state.areas):
        if spot.terrain == card and not spot.face_down:
            return index
    return -1
