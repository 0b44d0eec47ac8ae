"""The effect language: card abilities as declarative data (DESIGN.md "Card behaviour is
data"), so a card set imported through Discord can never run code.

An ability states its validity period [11-1], its timing [11-2] (with the trigger of a
[条件] ability), its icon [13], its cost [14-1], what it targets, and its effect steps.
docs/effects.md shows an example of every construct. The names of the TOML fields are the
names of the Struct fields below; the tag of a step is its ``do`` field.
"""

from __future__ import annotations

import re
from typing import Final, Literal

import msgspec

from engine.kernel.digits import read_number
from engine.kernel.enums import Enum
from engine.moncolle.traits import Attribute, ItemSlot, Statics

AMOUNT: Final = re.compile(r"^(?:(?P<dice>[0-9]+)D)?(?P<sign>[+-])?(?P<flat>[0-9]+)?$")
# Resolution rolls each die of an nD as its own chance step, so the dice of one amount are
# bounded here, at the source every effect reads them from: no card value can make a
# resolution roll without end. docs/cardsets.md lists this with the other maxima.
MAX_DICE: Final = 10
MAX_AMOUNT: Final = 99  # the flat part, either sign


class Period(Enum):
    """有効時期 [11-1]."""

    DECK = "Deck"
    BATTLE = "Battle"
    FIELD = "Field"


class Timing(Enum):
    """タイミング表記 [11-2]; ``対抗:攻撃`` answers attacks only (a restricted [対抗]).
    Deus adds [速攻] and [攻撃前] [D-TIM-0] (its [普通] is an old name of [攻撃前] [D-BAT-5-N])."""

    NORMAL = "普通"
    NORMAL_UNCOUNTERABLE = "普通|対抗不可"
    COUNTER = "対抗"
    COUNTER_ATTACK = "対抗:攻撃"
    RITUAL = "儀式"
    CONDITION = "条件"
    CONDITION_FORCED = "条件(強制)"
    ALWAYS = "常時"
    QUICK = "速攻"  # deus [D-TIM-QUICK]
    PRE_ATTACK = "攻撃前"  # deus [D-TIM-PRE-1]


class Icon(Enum):
    """特殊能力アイコン [13]."""

    NONE = ""
    TAP = "完了型"  # tap the card itself as a cost [13-1]
    DECLARE = "宣言型"  # usable again while its cost can be paid [13-2]
    HAND = "手札"  # only from the hand [13-3]


class Trigger(Enum):
    """発揮時期 of a [条件] ability (〈発揮：…〉 [11-2-4])."""

    NONE = ""
    BATTLE_START = "battle_start"  # 戦闘発生時
    INITIATIVE_START = "initiative_start"  # イニシアチブ決定タイミング開始時 [10-3]
    ATTACK_DECLARED = "attack_declared"  # 攻撃宣言時
    SUMMONED = "summoned"  # このユニットの召喚時
    DIES = "dies"  # このユニットの死亡時
    BATTLE_END = "battle_end"  # 戦闘終了時: the battle end timing begins [10-7]
    TURN_START = "turn_start"  # ターン開始時 [9]
    TURN_END = "turn_end"  # ターン終了時: the end declaration phase begins [9-5]


class Duration(Enum):
    """How long a modification lasts; DEFAULT follows [17-2]: to the battle's end inside a
    battle, else to the end of the phase."""

    DEFAULT = ""
    BATTLE_END = "battle_end"
    PHASE_END = "phase_end"
    TURN_END = "turn_end"


class Cost(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """〈コスト：…〉 [14-1]: spell slots by attribute (an S slot pays any [12-5]), item slots
    [12-4], tapping the source, cards discarded from the hand, cards from the deck top, and
    power counters (★, deus [D-COST-1][R13]: paid on declaring, never refunded)."""

    spell: tuple[Attribute, ...] = ()
    item: tuple[ItemSlot, ...] = ()
    tap: bool = False
    discard: int = 0
    deck: int = 0
    power: int = 0

    @property
    def is_free(self) -> bool:
        return self == NO_COST


NO_COST: Final = Cost()


class Selector(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Which things a target or an area effect means.

    ``kind``: unit, player, link (a declaration in the counter chain), card (in a zone),
    area (``where`` placeable: where the controller may place terrain [9-2-1]; reach: where
    the unit chosen in the first group may advance [9-2-2]).
    ``side`` is seen from the ability's controller. ``where``: battle (units in this battle),
    field (any unit on the battlefield), area (units in the area of the ability's card, for
    a terrain's or a unit's [常時]), or a zone for cards (``tokens``: the controller's token
    area, deus [D-BOARD-8][R16]). Filters listed together must
    all hold; several values of one filter are alternatives ("or" [16]).
    """

    kind: Literal["unit", "player", "link", "card", "area"] = "unit"
    side: Literal["own", "enemy", "any"] = "any"
    where: Literal[
        "battle", "field", "area", "hand", "discard", "deck", "placeable", "reach", "tokens"
    ] = "battle"
    attribute: tuple[Attribute, ...] = ()
    race: tuple[str, ...] = ()
    card_kind: tuple[Literal["unit", "spell", "item", "terrain", "ritual"], ...] = ()
    min_level: int = 0
    max_level: int = 99
    other_than_self: bool = False
    count: int = 1  # how many targets are chosen
    up_to: bool = False  # choose between 1 and count


Ref = Literal["targets", "targets2", "self", "controller", "opponent", "all"]


class StepBase(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Fields every step has: who it applies to, a condition, and what follows it.

    ``to`` names the first or second target group, the ability's own card, a player, or
    ``all`` with ``among`` (every match, no choice). ``when`` is a condition on each affected
    thing ("or" between its alternatives [16]). ``then`` runs only when this step applied in
    full ("A。効果適用後、B" [16]).
    """

    to: Ref = "targets"
    among: Selector | None = None
    when: tuple[Selector, ...] = ()
    then: tuple[Step, ...] = ()


class Damage(StepBase, frozen=True, tag_field="do", tag="damage"):
    """【n】 or 【属性：n】 [15-2]; ``attribute`` "ALL" is every damage attribute."""

    amount: str = "0"  # "3", "2D", "1D+2" [16 nD]
    attribute: str = ""


class Lethal(StepBase, frozen=True, tag_field="do", tag="lethal"):
    """致死: the unit dies whatever its defence."""


class Survive(StepBase, frozen=True, tag_field="do", tag="survive"):
    """「死亡しない」を付与 [15-1]."""

    until: Duration = Duration.DEFAULT


class Modify(StepBase, frozen=True, tag_field="do", tag="modify"):
    """攻撃力/防御力 ±n."""

    attack: int = 0
    defence: int = 0
    until: Duration = Duration.DEFAULT


class Grant(StepBase, frozen=True, tag_field="do", tag="grant"):
    """常備能力の付与; several at once is the "&" of [16]."""

    statics: Statics = msgspec.field(default_factory=Statics)
    until: Duration = Duration.DEFAULT


class CancelStep(StepBase, frozen=True, tag_field="do", tag="cancel"):
    """キャンセル [16]: the targeted declaration in the chain has no effect."""


class Tap(StepBase, frozen=True, tag_field="do", tag="tap"):
    """行動完了にする."""


class Untap(StepBase, frozen=True, tag_field="do", tag="untap"):
    """未行動にする."""


class Draw(StepBase, frozen=True, tag_field="do", tag="draw"):
    count: int = 1


class DiscardStep(StepBase, frozen=True, tag_field="do", tag="discard"):
    """The player discards cards of their choice from the hand."""

    count: int = 1


class DiceBonus(StepBase, frozen=True, tag_field="do", tag="dice_bonus"):
    """ダイス結果 ±n, added once to each nD of the affected player [16]."""

    amount: int = 0
    until: Duration = Duration.DEFAULT


class MoveCard(StepBase, frozen=True, tag_field="do", tag="move"):
    """The affected cards (units on the battlefield, or cards targeted in a hand or a
    discard) change zone: hand, discard (破棄, not a death), deck top or bottom, removed."""

    zone: Literal["hand", "discard", "deck_top", "deck_bottom", "removed"] = "discard"


class SummonStep(StepBase, frozen=True, tag_field="do", tag="summon"):
    """The targeted unit cards in the controller's hand are summoned: into the battle during
    one (as instant-summoned units), else into the own HQ; the area's limit and the hero
    rules hold and hero points are paid [4-2][9-3]."""


class EquipStep(StepBase, frozen=True, tag_field="do", tag="equip"):
    """The targeted equipment cards in the controller's hand are equipped to the first unit
    of the second target group, while it has a free I slot [4-4][12-4-1]."""


class UnequipStep(StepBase, frozen=True, tag_field="do", tag="unequip"):
    """The affected units' equipment is discarded; in a battle from the initiative timing
    on, each I slot it held counts as spent [12-4-1]."""


class PlaceTerrainStep(StepBase, frozen=True, tag_field="do", tag="place_terrain"):
    """The targeted terrain card in the controller's hand is placed in the area of the second
    target group, replacing what lies there, as [9-2-1] places; it is not the turn's
    placement from the hand."""


class AdvanceStep(StepBase, frozen=True, tag_field="do", tag="advance"):
    """特殊進軍: the targeted units move to the area of the second target group, if it is
    still within their advance range, holds terrain, no enemy unit, and room under the
    limit [9-2-2]; no battle comes of it."""


class DeckLimit(StepBase, frozen=True, tag_field="do", tag="deck_limit"):
    """A Deck-period text [11-1-1]: the deck may hold this many copies of the card, card
    text winning over the rulebook's three [1-1][3-2]."""

    copies: int = 3


class Manual(StepBase, frozen=True, tag_field="do", tag="manual"):
    """Resolved by hand: the controller applies engine primitives step by step."""


Step = (
    Damage
    | Lethal
    | Survive
    | Modify
    | Grant
    | CancelStep
    | Tap
    | Untap
    | Draw
    | DiscardStep
    | DiceBonus
    | MoveCard
    | SummonStep
    | EquipStep
    | UnequipStep
    | PlaceTerrainStep
    | AdvanceStep
    | DeckLimit
    | Manual
)


class Ability(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """One printed ability: its words (kept verbatim) and what it does.

    ``targets`` are chosen when it is declared (at most two groups); ``mode`` names the mode
    of a two-mode card, chosen before declaring [4-3][4-4]. An ability with no ``effect``
    (and no statics of a [常時]) is not run by the engine: it resolves manually.
    """

    text: str
    period: Period = Period.BATTLE
    timing: Timing = Timing.NORMAL
    icon: Icon = Icon.NONE
    trigger: Trigger = Trigger.NONE
    mode: str = ""
    cost: Cost = NO_COST
    targets: tuple[Selector, ...] = ()
    effect: tuple[Step, ...] = ()
    text_en: str = ""

    def text_in(self, lang: str) -> str:
        """The ability's words for a reader of ``lang``: English when asked and printed."""
        return self.text_en if lang == "en" and self.text_en else self.text

    @property
    def is_manual(self) -> bool:
        return not self.effect or any(isinstance(s, Manual) for s in self.effect)


class AmountError(ValueError):
    """An amount that cannot be read: ``reason`` is "form" (not n, nD or nD+m), "dice"
    (more than ``limit`` dice) or "flat" (a number added beyond ``limit``)."""

    def __init__(self, reason: str, text: str, limit: int = 0) -> None:
        sentences = {
            "form": f"'{text}' is not an amount like 3, 2D or 1D+2",
            "dice": f"an amount rolls at most {limit} dice ({limit}D)",
            "flat": f"an amount adds at most {limit}",
        }
        super().__init__(sentences[reason])
        self.reason, self.text, self.limit = reason, text, limit


def parse_amount(text: str) -> tuple[int, int]:
    """``"2D+1"`` -> (dice, flat); AmountError (a ValueError) for anything else, and for
    more than MAX_DICE dice or a flat part beyond MAX_AMOUNT [16 nD]."""
    match = AMOUNT.match(text.replace(" ", ""))
    if match is None or not (match["dice"] or match["flat"]):
        raise AmountError("form", text[:20])
    dice = read_number(match["dice"] or "0", MAX_DICE)
    flat = read_number(match["flat"] or "0", MAX_AMOUNT)
    if dice is None:
        raise AmountError("dice", text[:20], MAX_DICE)
    if flat is None:
        raise AmountError("flat", text[:20], MAX_AMOUNT)
    return dice, -flat if match["sign"] == "-" else flat
