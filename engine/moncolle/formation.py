"""Setting a side's formation, front to back, one unit at a time (mc20th [10-2-1], deus
[D-BAT-2a..2c]): the units still to be put in line, placing one next, the candidates. The last
unit left has no choice. Each game's battle decides when the formation step begins and ends.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.errors import Refusal, refuse
from engine.moncolle.actions import PlaceInFormation
from engine.moncolle.events import Event
from engine.moncolle.state import Battle, FamilyState


def _battle(state: FamilyState) -> Battle:
    assert state.battle is not None
    return state.battle


def unplaced(battle: Battle) -> list[int]:
    """Units still to be put in line; the last one left has no choice."""
    rest = battle.formation[battle.side][battle.placed :]
    return rest if len(rest) > 1 else []


def check_place(state: FamilyState, action: PlaceInFormation) -> Refusal | None:
    """mc20th [10-2-1] (deus [D-BAT-2a]): the line is set front to back, so a unit already
    put in line keeps its place and the last one left takes the rearmost by itself; each
    refusal says which of these it is."""
    battle = _battle(state)
    order, unit = battle.formation[battle.side], action.unit
    if unit in unplaced(battle):
        return None
    if unit in order[: battle.placed]:
        return refuse("formation_already_placed", card=unit, place=order.index(unit) + 1)
    if unit in order:
        return refuse("formation_last_unit", card=unit)
    return refuse("formation_unit", card=unit)


def perform_place(state: FamilyState, action: PlaceInFormation, events: list[Event]) -> None:
    battle = _battle(state)
    order = battle.formation[battle.side]
    order.remove(action.unit)
    order.insert(battle.placed, action.unit)
    battle.placed += 1


def candidates(state: FamilyState) -> Iterator[PlaceInFormation]:
    for unit in sorted(unplaced(_battle(state))):
        yield PlaceInFormation(unit)
