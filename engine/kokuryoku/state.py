"""The national-power game's match state: each player's zones (deck, hand, 戦場外 and 国外
[KV-18]) and morale chips (unused, used, and on units: always 20 in all [K-3.6][KV-6]), the
3x4 map's units and lands [KV-1], the turn's phases in the variant's order — the active
player's power phase, the other player's, the active player's invasion and end phases
[K-4.3][KV-4] — and the steps inside them [KV-5][KV-11], an attack waiting on its surprise
window [KV-7][KV-8].

Everything is plain msgspec data with integer card ids; ``clone`` is the per-action copy.
"""

from __future__ import annotations

import enum
from typing import Final

import msgspec

from engine.kernel.copying import copier
from engine.kernel.enums import Enum
from engine.kernel.state import ChanceTask, MatchSetup, Result
from engine.kokuryoku.cards import CardDef

DECK_SIZE: Final = 45  # [KV-19]
COPIES: Final = 3  # [KV-19]
OPENING_HAND: Final = 7  # [K-3.5]
CHIPS: Final = 20  # [K-3.6]
SUPPORT_LIMIT: Final = 3  # [K-5.3]
HAND_LIMIT: Final = 7  # [K-7.5]


class Phase(Enum):
    REDRAW = "redraw"  # [K-1.1][K-1.2][KV-19]
    POWER = "power"  # 国力フェイズ [K-5.*][KV-5]
    INVASION = "invasion"  # 侵攻フェイズ [K-6.*][KV-11]
    WINDOW = "window"  # an attack's surprise window [KV-8]
    END_START = "end_start"  # エンドフェイズ開始時: surprise cards [K-7.1]
    END = "end"  # generation change, 修練 [K-7.2][K-7.3]
    HAND_LIMIT = "hand_limit"  # 手札の整理 [K-7.5]


class Step(enum.IntEnum):
    """The power phase's optional steps in the variant's order [KV-5]: a player moves on
    through them and never goes back."""

    SORTIE = 3
    LAND = 4
    SUPPORT = 5
    ATTACH = 6


class Zones(msgspec.Struct):
    """One player's cards off the map and their chip piles. ``deck[0]`` is the top."""

    deck: list[int]
    hand: list[int] = msgspec.field(default_factory=list)
    outside: list[int] = msgspec.field(default_factory=list)  # 戦場外 [KV-18]
    abroad: list[int] = msgspec.field(default_factory=list)  # 国外 [K-1.1][KV-18]
    set_aside: list[int] = msgspec.field(default_factory=list)  # chosen for a redraw
    unused: int = 20
    used: int = 0


class Unit(msgspec.Struct):
    """A unit on the map: its square, its chips [KV-6], waiting or ready [K-6.1][K-6.4], and
    the weapon, magic and item cards attached to it [K-5.4]."""

    square: int
    chips: int = 0
    waiting: bool = False
    attachments: list[int] = msgspec.field(default_factory=list)


class Attack(msgspec.Struct):
    """An attack declared and waiting on its surprise window [KV-7][KV-8]: the defender
    answers first, then the attacker; ``bonus``/``guard`` are the surprise cards' sums."""

    attacker: int
    target: int
    bonus: int = 0
    guard: int = 0
    passed: list[int] = msgspec.field(default_factory=list)


class KokuState(msgspec.Struct):
    """A kokuryoku match. ``power_seat``: whose power phase it is; ``step``: the furthest
    power step that player has reached; ``supported``: chips given this power phase;
    ``current``: the unit being activated in the invasion phase (-1: none) [KV-11];
    ``moved``/``acted``/``moved_again``: units that did so this invasion phase."""

    setup: MatchSetup[CardDef]
    zones: list[Zones]
    units: dict[int, Unit] = msgspec.field(default_factory=dict)
    lands: dict[int, int] = msgspec.field(default_factory=dict)  # square -> land card
    phase: Phase = Phase.REDRAW
    turn: int = 0
    active: int = 0
    first: int = -1
    power_seat: int = -1
    step: int = 0
    supported: int = 0
    current: int = -1
    moved: list[int] = msgspec.field(default_factory=list)
    acted: list[int] = msgspec.field(default_factory=list)
    moved_again: list[int] = msgspec.field(default_factory=list)
    attack: Attack | None = None
    picked: int = -1
    chance: ChanceTask | None = None
    chance_count: int = 0
    result: Result | None = None
    version: int = 0


# the per-action copy, written from the state's annotations; the setup is shared (issue 23)
_COPY: Final = copier(KokuState, frozenset({"setup"}))


def clone(state: KokuState) -> KokuState:
    """A deep copy sharing only the frozen setup."""
    return _COPY(state)
