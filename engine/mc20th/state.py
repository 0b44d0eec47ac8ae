"""The mc20th match state: the family's state (engine/moncolle/state.py: the battlefield
[5-2..5-4], the chain, battles [10]) with mc20th's phases of the turn [9] and battle steps.

Everything is plain msgspec data. ``clone`` is the per-action copy: a msgpack round trip of
the mutable part, sharing the frozen ``Setup``.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.kernel.copying import copier
from engine.kernel.enums import Enum
from engine.moncolle import state as family
from engine.moncolle.state import FamilyState

HAND_LIMIT: Final = 6  # [5-1]


class Phase(Enum):
    SETUP = "setup"  # [8]
    TURN_START = "turn_start"  # ターン開始時: its [条件] effects, then [9-1]
    HAND_ADJUST_1 = "hand_adjust_1"  # [9-1]
    MAIN = "main"  # [9-2]
    SUMMON = "summon"  # [9-3]
    HAND_ADJUST_2 = "hand_adjust_2"  # [9-4]
    TURN_END = "turn_end"  # 終了宣言フェイズ [9-5]
    OVER = "over"  # [7]


class SetupStep(Enum):
    DEAL = "deal"  # shuffle, HQ, six cards [8] steps 2-4
    MULLIGAN = "mulligan"  # [8] step 4
    ROLL = "roll"  # [8] step 5


class SummonStep(Enum):
    DISCARD_EQUIPMENT = "discard_equipment"  # [9-3-1]
    SUMMON = "summon"  # [9-3-2..9-3-4]


class BattleStep(Enum):
    INSTANT = "instant"  # [10-1]
    FORMATION = "formation"  # [10-2]
    INITIATIVE = "initiative"  # [10-3]
    NORMAL = "normal"  # [10-4][10-5]
    END = "end"  # 戦闘終了タイミング [10-7]: its [条件] effects, then the end itself
    RETURN = "return"  # [10-8-2]


class TurnRecord(msgspec.Struct):
    """What the active player did this turn that later rules look at."""

    terrain_from_hand: bool = False  # [9-2-1] proxy is exclusive with hand terrain
    proxy_placed: bool = False
    battled: list[int] = []  # terrain card ids fought over this turn [9-2-2]
    wiped: list[int] = []  # of those, the ones both sides were wiped out of [10-8-3]


class Battle(family.Battle):
    """An mc20th battle: the family's battle and the step it is at [10-1..10-8]."""

    step: BattleStep = BattleStep.INSTANT
    # each side's initiative value as decided [10-3] (die, dice effects and units then), so
    # a picture states what the log stated even after units leave the battle
    values: tuple[int, int] | None = None
    bonuses: tuple[int, int] | None = None  # of which each side's dice-result effects [16]


class MatchState(FamilyState):
    """An mc20th match: the family's state, the turn's phases and steps [8][9], the advance
    plan [9-2-2], the turn record and the repetition count [17-3]."""

    battle: Battle | None = None  # the family's, with mc20th's steps
    phase: Phase = Phase.SETUP
    setup_step: SetupStep = SetupStep.DEAL
    summon_step: SummonStep = SummonStep.DISCARD_EQUIPMENT
    setup_seat: int = 0  # whose setup step is running
    first_player: int = -1
    first_rolls: list[int] = msgspec.field(default_factory=list)  # [8] step 5
    # planned advance moves (unit, to) [9-2-2]
    plan: list[tuple[int, int]] = msgspec.field(default_factory=list)
    record: TurnRecord = msgspec.field(default_factory=TurnRecord)
    fingerprint: int = 0  # hand/deck/discard/removed at the last turn end [17-3]
    repeats: int = 0


# the per-action copy, written from the state's annotations; the setup is shared (issue 23)
_COPY: Final = copier(MatchState, frozenset({"setup"}))


def clone(state: MatchState) -> MatchState:
    """A deep copy of the mutable state sharing the frozen setup."""
    return _COPY(state)
