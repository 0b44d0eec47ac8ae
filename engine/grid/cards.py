"""The grid game's printed cards (grid [G-7.*][G-8.*]): entities, spells and bases, each with a
cost, a name, a familia and a race [G-7.4], and the effect language their texts are written in.

Every card has a cost paid by tapping that many upright resource cards [G-8.2]. An entity has
a power [G-7.7], at most one movement keyword [G-6.3][G-R8] and, as card data, 多点 (``hits``:
life cards a base loses to one of its attacks, [G-R13]) and 射程 (``reach``: straight lines it
may attack along beyond its movement, [G-R11](c)). A base has a life [G-11.3]. A spell names
what it targets — a square, an entity, a base or a player [G-10.4] — and the area laid out
from the chosen square [G-10.2][G-R16].

The effect language (our card-design vocabulary, [G-R16]: the rulebook names no areas):
``Step``s run in order; each does one thing (``Do``) to what its area and side select, or to
a player. Abilities of entities and bases fire on one of the trigger words 召喚, 出す and 使う
[G-FAQ-7][G-R17] or at the end of their owner's turn [G-5.5]. The kinds are tagged
``grid-entity``, ``grid-spell`` and ``grid-base`` so no other game's tags collide.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.kernel.cards import CardFace
from engine.kernel.enums import Enum

MAX_LIFE: Final = 9
MAX_REACH: Final = 4


class Movement(Enum):
    """A movement keyword [G-6.2][G-6.3][G-R8]; KING is a card without one."""

    KING = "王将"
    ROOK = "飛車"
    BISHOP = "角"
    LANCE = "香車"


class Shape(Enum):
    """An area laid out from a square [G-R16], oriented from its user's side."""

    SQUARE = "square"  # the square alone
    AROUND = "around"  # the square and its 8 neighbours
    ORTHOGONAL = "orthogonal"  # the square and its 4 orthogonal neighbours
    DIAGONAL = "diagonal"  # the square and its 4 diagonal neighbours
    FORWARD = "forward"  # the square and the two squares ahead of it (the user's forward)
    COLUMN = "column"  # the square's whole column
    ROW = "row"  # the square's whole row
    ALL = "all"  # the whole battle zone


class Side(Enum):
    """Whose cards an area or a target selects, from the user's side."""

    ENEMY = "enemy"
    OWN = "own"
    ANY = "any"


class Who(Enum):
    """The player a step acts on, from the user's side; TARGET: the player a spell chose."""

    SELF = "self"
    OPPONENT = "opponent"
    BOTH = "both"
    TARGET = "target"


class Do(Enum):
    """What a step does. Card steps act on the selected cards, player steps on players."""

    DESTROY = "destroy"  # entities to the graveyard
    BOUNCE = "bounce"  # entities to their owner's hand
    BOOST = "boost"  # entities +amount power until the end of the turn (negative: minus)
    HIT = "hit"  # bases lose amount life cards to their owner's hand [G-6.7]
    DRAW = "draw"  # the player draws amount cards
    MILL = "mill"  # the player's top amount deck cards go to the graveyard
    UNTAP = "untap"  # the player's tapped resource cards, up to amount, stand up
    MEND = "mend"  # bases gain amount life from their owner's deck top [G-11.4]


CARD_STEPS: Final = frozenset({Do.DESTROY, Do.BOUNCE, Do.BOOST, Do.HIT, Do.MEND})
PLAYER_STEPS: Final = frozenset({Do.DRAW, Do.MILL, Do.UNTAP})


class Target(Enum):
    """What a spell's user chooses [G-10.4]."""

    SQUARE = "square"  # any square; the area is laid out from it [G-R16]
    ENTITY = "entity"  # one entity of ``side``
    BASE = "base"  # one base of ``side``
    PLAYER = "player"  # either player (steps with Who.TARGET)


class Trigger(Enum):
    """When an ability fires [G-FAQ-7][G-R17][G-5.5]."""

    SUMMON = "召喚"  # an entity put onto the battle zone from the hand
    PUT = "出す"  # any card put onto the battle zone (the setup base included)
    USE = "使う"  # any card used from the hand: entities, bases and spells
    TURN_END = "ターン終了時"  # the end of its owner's turn [G-5.5]


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One thing an effect does. ``shape`` and ``side`` select cards (laid out from the
    chosen square, or from the ability's own card); ``most``: only entities whose power is
    at most this (0: any); ``who`` names the player of a player step."""

    do: Do
    amount: int = 1
    shape: Shape = Shape.SQUARE
    side: Side = Side.ENEMY
    most: int = 0
    who: Who = Who.SELF


class Ability(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A triggered ability of an entity or a base on the battle zone. ``mine``: it fires for
    any card its owner summons/puts/uses ("自分が…したとき"); otherwise only for its own card
    ("このカードを…したとき"). Areas are laid out from this card's square."""

    on: Trigger
    steps: tuple[Step, ...]
    mine: bool = False


class GridCard(CardFace, frozen=True, kw_only=True, tag_field="kind", forbid_unknown_fields=True):
    """What every grid card prints [G-7.1][G-7.2][G-7.4][G-7.5][G-7.6][G-7.8]."""

    id: str
    name: str
    cost: int
    familia: str
    name_en: str = ""
    familia_en: str = ""
    race: str = ""
    race_en: str = ""
    text: str = ""
    text_en: str = ""
    flavor: str = ""
    flavor_en: str = ""
    rarity: str = ""

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" and self.name_en else self.name

    def familia_in(self, lang: str) -> str:
        return self.familia_en if lang == "en" and self.familia_en else self.familia

    def text_in(self, lang: str) -> str:
        return self.text_en if lang == "en" and self.text_en else self.text


class EntityDef(GridCard, frozen=True, kw_only=True, tag="grid-entity"):
    """An entity [G-9.*]."""

    power: int
    movement: Movement = Movement.KING
    hits: int = 1  # 多点 [G-R13]
    reach: int = 0  # 射程 [G-R11](c)
    abilities: tuple[Ability, ...] = ()


class SpellDef(GridCard, frozen=True, kw_only=True, tag="grid-spell"):
    """A spell [G-10.*]: cast in its user's use phase, then to the graveyard."""

    target: Target = Target.SQUARE
    shape: Shape = Shape.SQUARE
    side: Side = Side.ENEMY
    steps: tuple[Step, ...] = ()

    @property
    def abilities(self) -> tuple[Ability, ...]:
        """The spell's effect as its one printed ability (``rokumon cards check`` counts
        printed abilities; a spell's is used, 使う, when cast [G-R17])."""
        return (Ability(on=Trigger.USE, steps=self.steps),) if self.steps else ()


class BaseDef(GridCard, frozen=True, kw_only=True, tag="grid-base"):
    """A base [G-11.*]: life cards beneath it; abilities like an entity's."""

    life: int
    abilities: tuple[Ability, ...] = ()


CardDef = EntityDef | SpellDef | BaseDef
KINDS: Final = ("grid-entity", "grid-spell", "grid-base")
