"""Who decides what now in a kokuryoku match: chance (the shuffles and the first player's
die), each player's redraw [K-1.*][KV-19], the power phase of either player [K-4.3][KV-4],
the active player's invasion phase [K-6.*], an attack's surprise window (the defender, then
the attacker [KV-8]), and the end phase's steps [K-7.*]."""

from __future__ import annotations

import msgspec

from engine.kernel.door import once
from engine.kernel.enums import Enum
from engine.kernel.state import CHANCE
from engine.kokuryoku.state import KokuState, Phase


class Kind(Enum):
    CHANCE = "chance"
    REDRAW = "redraw"
    POWER = "power"
    INVASION = "invasion"
    WINDOW = "surprise_window"
    END_START = "end_start"
    END = "end"
    HAND_LIMIT = "hand_limit"
    NONE = "over"


class Decision(msgspec.Struct, frozen=True):
    actor: int
    kind: Kind


_KINDS = {
    Phase.REDRAW: Kind.REDRAW,
    Phase.POWER: Kind.POWER,
    Phase.INVASION: Kind.INVASION,
    Phase.WINDOW: Kind.WINDOW,
    Phase.END_START: Kind.END_START,
    Phase.END: Kind.END,
    Phase.HAND_LIMIT: Kind.HAND_LIMIT,
}


def actor(state: KokuState) -> int:
    """The deciding seat outside chance: the power phase's player, the surprise window's
    next answer (defender first), or the active player."""
    if state.phase is Phase.POWER:
        return state.power_seat
    if state.phase is Phase.WINDOW and state.attack is not None:
        defender = 1 - state.active
        return defender if defender not in state.attack.passed else state.active
    return state.active


@once  # the same all through one check or legal_actions call
def current(state: KokuState) -> Decision:
    if state.result is not None:
        return Decision(-1, Kind.NONE)
    if state.chance is not None:
        return Decision(CHANCE, Kind.CHANCE)
    return Decision(actor(state), _KINDS[state.phase])
