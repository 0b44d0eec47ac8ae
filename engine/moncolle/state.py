"""The Monster Collection family's match data (mc20th, and Deus after it): the setup with
the players' summoners, a player's zones [5], how a match can end [7][17-3], the records the
family's rules keep (areas, units, the counter chain, declarations, resolutions, trigger
windows, modifiers, battles) and ``FamilyState``, the part of a match state the family's
rules modules read and write. Each ruleset's state extends it with its own turn structure.
"""

from __future__ import annotations

import msgspec

from engine.kernel.enums import Enum
from engine.kernel.state import ChanceTask, MatchSetup, Result
from engine.moncolle.cards import CardDef
from engine.moncolle.traits import Statics


class Setup(MatchSetup[CardDef], frozen=True, weakref=True):
    """A family match's setup; ``summoners[p]`` is a card id or -1 for none."""

    summoners: tuple[int, int] = (-1, -1)


class PlayerZones(msgspec.Struct):
    """A player's card zones [5]; ``deck[0]`` is the top card."""

    deck: list[int]
    hand: list[int] = []
    discard: list[int] = []
    removed: list[int] = []
    summoner: int = -1
    summoner_tapped: bool = False
    revealed: list[int] = []  # hand cards shown to everyone (used or targeted from the hand)
    hq_card: int = -1  # set at setup step 3 [8], placed into its area once seats are known
    mulliganed: bool = False


class EndReason(Enum):
    HQ_FALL = "hq_fall"  # mc20th [7-1]
    DECK_OUT = "deck_out"  # mc20th [7-2]
    REPETITION = "repetition"  # mc20th [17-3]
    RESIGNATION = "resignation"  # mc20th [17-3]


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
    """A battle in progress [10][D-BAT]: the fields both games keep; a ruleset's battle adds
    its steps."""

    area: int
    attacker: int
    defender: int
    side: int = 0  # whose turn within the step
    substep: int = 0  # INSTANT: 0 = may still discard equipment; NORMAL: 0 before, 1 after
    origins: dict[int, int] = {}  # advancing unit -> area it came from [10-8-2]
    formation: list[list[int]] = []  # per seat, front first [10-2-1]
    placed: int = 0  # how many of the current side's formation are fixed
    rolls: list[int] = []  # initiative dice, attacker's first [10-3]
    first: int = -1  # 先攻側 seat; -1 while undecided or for a simultaneous attack
    simultaneous: bool = False  # [10-6]: printed values only
    spent: dict[int, list[str]] = {}  # unit -> item/spell slots spent this battle [12-4][12-5]


class FamilyState(msgspec.Struct):
    """What the family's rules need of a match: the battlefield, the players' zones, the
    chain and its declarations, effects resolving and waiting, changes in force, and the
    battle. A ruleset's state subclasses it (msgspec keeps one flat record)."""

    setup: Setup
    players: list[PlayerZones]
    areas: list[Area]
    units: dict[int, Unit] = {}
    turn: int = 0
    active: int = 0  # the turn player (進軍側 [9])
    chance: ChanceTask | None = None
    chance_count: int = 0
    battle: Battle | None = None
    declaring: Declaring | None = None
    chain: Chain | None = None
    resolution: Resolution | None = None
    windows: list[Window] = []  # trigger moments with [条件] effects still to use
    effect_zone: list[int] = []  # battle spells, consumables, bullets in use [5-9]
    modifiers: list[Modifier] = []
    deck_out_turn: int = 0  # turn at whose end the deck-out judgement runs [7-2]
    result: Result | None = None
    version: int = 0
