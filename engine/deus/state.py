"""The Deus match state: the family's state (engine/moncolle/state.py: areas, units, the
chain, battles) with Deus's own records: the draft [D-DECK-*][R18], power counters (★)
[D-BOARD-9][R13], token areas [D-BOARD-8][R16], control and battle markers
[D-CTRL-1][D-POST-2], the front line as it stood when the turn began [R5], the phases of
the turn [D-TURN-0] and the battle's steps [D-BAT-FLOW].

The match's setup starts with the six half-decks and no card instances: the draft decides
who plays which cards, and when it is over the state takes a new frozen setup holding the
players' decks, summoners and tokens (``engine/deus/draft.py``). Everything is plain
msgspec data; ``clone`` is the per-action copy.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.kernel.copying import copier
from engine.kernel.enums import Enum
from engine.moncolle import state as family
from engine.moncolle.state import FamilyState
from engine.moncolle.traits import Attribute

HAND_LIMIT: Final = 6  # [D-BOARD-5]
OPENING_HAND: Final = 10  # [D-SET-3]
AREA_LIMIT: Final = 8  # [D-BOARD-1]
DECK_PER_FACTION: Final = 15  # [D-DECK-3c]


class Faction(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One half-deck [D-DECK-1]: its summoner, its 20 deck cards (a card printed in several
    copies appears that many times) and its tokens [D-COMP-1]. ``name`` is the faction
    its cards print."""

    name: str
    attribute: Attribute
    summoner: str
    cards: tuple[str, ...]
    tokens: tuple[str, ...] = ()
    name_en: str = ""

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" and self.name_en else self.name


class DeusSetup(family.Setup, frozen=True, weakref=True):
    """A Deus match's setup. Before the draft ends ``pool`` holds the six half-decks and
    ``cards`` is empty; afterwards ``cards``, ``decks`` and ``summoners`` are the players'
    and ``tokens`` their token cards. ``beginner``: the beginner option [D-DECK-3a][R17]."""

    pool: tuple[Faction, ...] = ()
    beginner: bool = False
    tokens: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


class Phase(Enum):
    DRAFT = "draft"  # [D-DECK-*]
    SETUP = "setup"  # [D-SET-*]
    TURN_START = "turn_start"  # ターン開始時: its [条件] effects
    POWER_CHARGE = "power_charge"  # [D-TURN-1]
    HAND_ADJUST_1 = "hand_adjust_1"  # [D-TURN-2]
    MAIN = "main"  # [D-TURN-3]
    SUMMON = "summon"  # [D-TURN-4]
    HAND_ADJUST_2 = "hand_adjust_2"  # [D-TURN-5]
    TURN_END = "turn_end"  # [D-TURN-6]
    OVER = "over"


class DraftStep(Enum):
    ROLL = "roll"  # A and B [D-DECK-2a]
    PICK = "pick"  # A one, B two, A one [D-DECK-2b..2d]
    BUILD = "build"  # 15 of each faction and a summoner, A first [D-DECK-3c][D-DECK-3e]


PICK_ORDER: Final = (0, 1, 1, 0)  # player A = 0, B = 1 [D-DECK-2b..2d]


class Draft(msgspec.Struct):
    """The draft so far. ``a`` is player A's seat (-1 until rolled); ``factions[seat]`` the
    pool indexes taken; ``chosen[seat]`` the (faction, slot) cards put into the deck, slot
    indexing ``Faction.cards``; ``summoner[seat]`` the faction whose summoner is chosen."""

    step: DraftStep = DraftStep.ROLL
    rolls: list[int] = []
    a: int = -1
    factions: list[list[int]] = msgspec.field(default_factory=lambda: [[], []])
    chosen: list[list[tuple[int, int]]] = msgspec.field(default_factory=lambda: [[], []])
    summoner: list[int] = msgspec.field(default_factory=lambda: [-1, -1])


class BattleStep(Enum):
    INSTANT = "instant"  # [D-BAT-1a]
    FORMATION = "formation"  # [D-BAT-2a]
    QUICK = "quick"  # 速攻 [D-BAT-3a]
    INITIATIVE = "initiative"  # [D-BAT-4a]
    NORMAL = "normal"  # [D-BAT-5-1][D-BAT-6-1]
    END = "end"  # [D-BAT-8a]
    RETURN = "return"  # [D-POST-C][D-POST-E]


class Battle(family.Battle):
    """A Deus battle: the family's battle, its step, whether it came of an interception
    [D-INT-1], each side's decided initiative value, and the outcome once over."""

    step: BattleStep = BattleStep.INSTANT
    intercepted: bool = False
    values: tuple[int, int] | None = None
    bonuses: tuple[int, int] | None = None
    attacked: list[int] = msgspec.field(
        default_factory=list
    )  # seats whose once-per-battle attack is spent [D-BAT-5-2]
    outcome: str = ""  # A..F [D-POST-A..F], while the returns run


class PlanKind(Enum):
    ADVANCE = "advance"  # [D-ADV-*]
    INTERCEPT = "intercept"  # [D-INT-*]
    REARRANGE = "rearrange"  # [D-TURN-4-D][R20]


class MatchState(FamilyState):
    """A Deus match (see the module docstring)."""

    setup: DeusSetup
    battle: Battle | None = None
    phase: Phase = Phase.DRAFT
    draft: Draft = msgspec.field(default_factory=Draft)
    first_player: int = -1
    first_rolls: list[int] = msgspec.field(default_factory=list)  # [D-SET-4]
    power: list[int] = msgspec.field(default_factory=lambda: [0, 0])  # ★ [D-BOARD-9]
    tokens: list[list[int]] = msgspec.field(default_factory=lambda: [[], []])  # [D-BOARD-8]
    control: list[int] = msgspec.field(default_factory=list)  # 支配中マーカー [D-CTRL-1]
    battled: list[int] = msgspec.field(default_factory=list)  # 戦闘済マーカー [D-POST-2]
    # front-line areas with units when the turn began, and who held them [R5][D-CTRL-1]
    start_held: dict[int, int] = msgspec.field(default_factory=dict)
    plan: list[tuple[int, int]] = msgspec.field(default_factory=list)  # (unit, to)
    plan_kind: PlanKind = PlanKind.ADVANCE
    intercept_at: int = -1  # the area the defender may intercept into [D-INT-0]
    advance_origins: dict[int, int] = msgspec.field(default_factory=dict)
    judge_rolls: list[int] = msgspec.field(default_factory=list)  # [D-END-J6]
    check_front: bool = False  # a battle ended: check the front line once settled [R8]
    # cards an effect summons whose own-territory area their owner still chooses, in the
    # order summoned; an effect's resolution waits for them [D-TURN-4-C] (docs/rulings.md)
    placing: list[int] = msgspec.field(default_factory=list)


# the per-action copy, written from the state's annotations; the setup is shared (issue 23)
_COPY: Final = copier(MatchState, frozenset({"setup"}))


def clone(state: MatchState) -> MatchState:
    """A deep copy of the mutable state sharing the frozen setup."""
    return _COPY(state)
