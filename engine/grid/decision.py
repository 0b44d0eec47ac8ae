"""Who decides what now in a grid match: chance (shuffles, the first player's die), each
player's secret base choice [G-R3], the base placements in turn order [G-3.5], then the
active player's supply, use and move phases [G-5.2]-[G-5.4]."""

from __future__ import annotations

import msgspec

from engine.grid.state import GridState, Phase
from engine.kernel.door import once
from engine.kernel.enums import Enum
from engine.kernel.state import CHANCE


class Kind(Enum):
    CHANCE = "chance"
    CHOOSE_BASE = "choose_base"
    PLACE_BASE = "place_base"
    SUPPLY = "supply"
    USE = "use"
    MOVE = "move"
    NONE = "over"


class Decision(msgspec.Struct, frozen=True):
    actor: int
    kind: Kind


_BY_PHASE = {
    Phase.CHOOSE_BASE: Kind.CHOOSE_BASE,
    Phase.PLACE_BASE: Kind.PLACE_BASE,
    Phase.SUPPLY: Kind.SUPPLY,
    Phase.USE: Kind.USE,
    Phase.MOVE: Kind.MOVE,
}


@once  # the same all through one check or legal_actions call
def current(state: GridState) -> Decision:
    if state.result is not None:
        return Decision(-1, Kind.NONE)
    if state.chance is not None:
        return Decision(CHANCE, Kind.CHANCE)
    return Decision(state.active, _BY_PHASE[state.phase])
