"""Deus's own self-play invariants beside the shared ones (bot/tools/selfplay.py): ★ never below
zero [R13], markers only on the front line [D-BOARD-10][D-BOARD-11], no unit in enemy
territory [D-BOARD-3], at most 8 levels of one side's units in an area unless a limit
adjustment is being decided [D-BOARD-1][R21], both sides in one area only in its battle
[D-BAT-0], and never a draw [D-END-J6].
"""

from __future__ import annotations

from typing import Any

from engine.deus.board import FRONT_LINE, area_label, in_enemy_territory
from engine.deus.decision import Kind, current
from engine.deus.state import AREA_LIMIT
from engine.kernel.state import SEATS
from engine.moncolle.query import owner, side_level


def invariants(state: Any) -> list[str]:
    errors = [f"P{s + 1} has ★{state.power[s]}" for s in SEATS if state.power[s] < 0]
    for area in (*state.control, *state.battled):
        if area not in FRONT_LINE:
            errors.append(f"a marker lies off the front line, on {area_label(area)}")
    for unit, body in state.units.items():
        seat = owner(state, unit)
        if state.first_player >= 0 and in_enemy_territory(body.area, seat, state.first_player):
            errors.append(f"#{unit} stands in enemy territory at {area_label(body.area)}")
    battle_area = state.battle.area if state.battle is not None else -1
    adjusting = current(state).kind is Kind.LIMIT
    for index, spot in enumerate(state.areas):
        owners = {owner(state, u) for u in spot.units}
        if len(owners) > 1 and index != battle_area:
            errors.append(f"both sides stand in {area_label(index)} outside a battle")
        for seat in SEATS:
            if not adjusting and side_level(state, index, seat) > AREA_LIMIT:
                errors.append(f"P{seat + 1} has more than level 8 in {area_label(index)}")
    if state.result is not None and state.result.winner is None:
        errors.append("the match ended in a draw")
    return errors
