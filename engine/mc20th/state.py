"""The mc20th match state: phases of the turn [9], the battlefield [5-2..5-4], battles [10].

Everything is plain msgspec data. ``clone`` is the per-action copy: a msgpack round trip of
the mutable part, sharing the frozen ``Setup``.
"""

from __future__ import annotations

import enum
from typing import Final

import msgspec

from engine.kernel.state import ChanceTask, Result
from engine.moncolle.state import PlayerZones, Setup
from engine.moncolle.traits import Statics


class Phase(enum.Enum):
    SETUP = "setup"  # [8]
    TURN_START = "turn_start"  # ターン開始時: its [条件] effects, then [9-1]
    HAND_ADJUST_1 = "hand_adjust_1"  # [9-1]
    MAIN = "main"  # [9-2]
    SUMMON = "summon"  # [9-3]
    HAND_ADJUST_2 = "hand_adjust_2"  # [9-4]
    TURN_END = "turn_end"  # 終了宣言フェイズ [9-5]
    OVER = "over"  # [7]


class SetupStep(enum.Enum):
    DEAL = "deal"  # shuffle, HQ, six cards [8] steps 2-4
    MULLIGAN = "mulligan"  # [8] step 4
    ROLL = "roll"  # [8] step 5


class SummonStep(enum.Enum):
    DISCARD_EQUIPMENT = "discard_equipment"  # [9-3-1]
    SUMMON = "summon"  # [9-3-2..9-3-4]


class BattleStep(enum.Enum):
    INSTANT = "instant"  # [10-1]
    FORMATION = "formation"  # [10-2]
    INITIATIVE = "initiative"  # [10-3]
    NORMAL = "normal"  # [10-4][10-5]
    END = "end"  # 戦闘終了タイミング [10-7]: its [条件] effects, then the end itself
    RETURN = "return"  # [10-8-2]


class Area(msgspec.Struct):
    """An area [5-2]: its terrain card (if any) and the units standing in it, in order."""

    terrain: int = -1
    face_down: bool = False  # HQ [5-3] and proxy terrain [9-2-1]: hidden from both players
    hq_of: int = -1
    units: list[int] = []

    @property
    def has_terrain(self) -> bool:
        return self.terrain >= 0


class Unit(msgspec.Struct):
    """A unit on the battlefield, keyed by its card id."""

    area: int
    tapped: bool = False  # 行動完了 [6]
    equipment: list[int] = []
    instant_turn: int = 0  # the turn it was instant-summoned in, for [10-8-2] and [17-4]


class Target(msgspec.Struct, frozen=True):
    """Something an ability points at: a unit (card id), a player (seat), a chain link."""

    kind: str  # "unit" | "player" | "link"
    value: int


class Payment(msgspec.Struct, frozen=True):
    """One slot declared to pay a cost: an attribute or "S" slot [12-5], or I/II/III [12-4]."""

    unit: int
    slot: str


class Link(msgspec.Struct):
    """A declaration in the counter chain [10-10]: an ability's use, or an attack."""

    controller: int
    source: int = -1  # the card whose ability it is; -1 for an attack [10-9]
    ability: int = -1
    targets: list[list[Target]] = []
    payments: list[Payment] = []
    attackers: list[int] = []
    cancelled: bool = False


class Declaring(msgspec.Struct):
    """A declaration being put together: targets group by group, then the payments."""

    controller: int
    source: int
    ability: int
    targets: list[list[Target]] = []
    payments: list[Payment] = []
    discards: list[int] = []
    how: str = "chain"  # chain | trigger | ritual: where the declaration goes when made
    closed: list[int] = []  # up-to groups the player finished before they were full


class Triggered(msgspec.Struct, frozen=True):
    """A [条件] ability whose trigger came: who may use it, and whether it must be [11-2-4]."""

    seat: int
    card: int
    ability: int
    forced: bool = False


class Window(msgspec.Struct):
    """One trigger moment [11-2-4]: the [条件] effects it woke, active player's first; each
    is used at most once, one at a time in the order its player picks."""

    moment: str
    pending: list[Triggered] = []
    subject: int = -1  # the unit summoned or dead, for その ユニットの召喚時／死亡時


class Chain(msgspec.Struct):
    """The counter chain [10-10]: declarations in order, who may respond, passes in a row."""

    links: list[Link] = []
    right: int = 0
    passes: int = 0
    resolving: bool = False


class Modifier(msgspec.Struct):
    """A temporary change to one unit (付与 [16]), or to a player's dice results [16]
    (``unit`` -1, ``player`` and ``dice`` set), and when it ends [17-2]."""

    unit: int
    player: int = -1
    dice: int = 0
    attack: int = 0
    defence: int = 0
    statics: Statics | None = None
    survive: bool = False  # 死亡しない [15-1]
    until: str = "battle_end"  # battle_end | phase_end | turn_end


class Resolution(msgspec.Struct):
    """A declaration taking effect step by step; dice rolls [16] and manual steps pause it.

    ``pending`` holds the paths (indexes through ``effect`` and ``then``) of the steps still
    to apply, the next one last; ``dice`` the dice already rolled for that step. ``index``
    is the declaration's place in the chain, -1 for a [条件] or [儀式] effect.
    """

    link: Link
    index: int = -1
    pending: list[list[int]] = []
    dice: list[int] = []
    manual: bool = False  # its controller is applying primitives by hand (manual.py)
    picked: str = ""  # the primitive picked for the next manual step
    by_hand: bool = False  # some of it was resolved by hand
    asking: list[int] = []  # players still to choose cards to discard, the chooser first
    left: int = 0  # how many the chooser still discards
    held: list[int] = []  # the path of the step waiting for those choices
    full: bool = True  # whether that step applied in full so far (for its ``then``)


class Battle(msgspec.Struct):
    """A battle in progress [10]."""

    area: int
    attacker: int
    defender: int
    step: BattleStep = BattleStep.INSTANT
    side: int = 0  # whose turn within the step
    substep: int = 0  # INSTANT: 0 = may still discard equipment; NORMAL: 0 before, 1 after
    origins: dict[int, int] = {}  # advancing unit -> area it came from [10-8-2]
    formation: list[list[int]] = []  # per seat, front first [10-2-1]
    placed: int = 0  # how many of the current side's formation are fixed
    rolls: list[int] = []  # initiative dice, attacker's first [10-3]
    first: int = -1  # 先攻側 seat; -1 while undecided or for a simultaneous attack
    simultaneous: bool = False  # [10-6]: printed values only
    spent: dict[int, list[str]] = {}  # unit -> item/spell slots spent this battle [12-4][12-5]


class TurnRecord(msgspec.Struct):
    """What the active player did this turn that later rules look at."""

    terrain_from_hand: bool = False  # [9-2-1] proxy is exclusive with hand terrain
    proxy_placed: bool = False
    battled: list[int] = []  # terrain card ids fought over this turn [9-2-2]
    wiped: list[int] = []  # of those, the ones both sides were wiped out of [10-8-3]


class MatchState(msgspec.Struct):
    setup: Setup
    players: list[PlayerZones]
    areas: list[Area]
    units: dict[int, Unit] = {}
    phase: Phase = Phase.SETUP
    setup_step: SetupStep = SetupStep.DEAL
    summon_step: SummonStep = SummonStep.DISCARD_EQUIPMENT
    setup_seat: int = 0  # whose setup step is running
    first_player: int = -1
    turn: int = 0
    active: int = 0  # 進軍側 [9]
    chance: ChanceTask | None = None
    chance_count: int = 0
    first_rolls: list[int] = []  # [8] step 5
    plan: list[tuple[int, int]] = []  # planned advance moves (unit, to) [9-2-2]
    battle: Battle | None = None
    declaring: Declaring | None = None
    chain: Chain | None = None
    resolution: Resolution | None = None
    windows: list[Window] = []  # trigger moments with [条件] effects still to use
    effect_zone: list[int] = []  # battle spells, consumables, bullets in use [5-9]
    modifiers: list[Modifier] = []
    record: TurnRecord = msgspec.field(default_factory=TurnRecord)
    deck_out_turn: int = 0  # turn at whose end the deck-out judgement runs [7-2]
    fingerprint: int = 0  # hand/deck/discard/removed at the last turn end [17-3]
    repeats: int = 0
    result: Result | None = None
    version: int = 0


_ENCODER: Final = msgspec.msgpack.Encoder()
_DECODER: Final = msgspec.msgpack.Decoder(MatchState)
_EMPTY_SETUP: Final = Setup(ruleset="", seed=0, catalog={}, cards=(), decks=((), ()))


def clone(state: MatchState) -> MatchState:
    """A deep copy of the mutable state sharing the frozen setup."""
    body = _DECODER.decode(_ENCODER.encode(msgspec.structs.replace(state, setup=_EMPTY_SETUP)))
    body.setup = state.setup
    return body
