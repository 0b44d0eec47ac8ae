"""The national-power game's printed cards (kokuryoku, rulebook 004, map
../shared/rules/kokuryoku-map.md): units, lands, weapons, magic, items and surprise cards.

The fragments name the kinds (K-4.4 weapons, magic and items attached to units; K-5.2 lands;
K-5.6 units; K-7.1 surprise cards) but their card anatomy is lost; what a card prints here is
the variant's data [KV-1]..[KV-19]: a unit's maximum morale (気力, the chips it may hold
[KV-6]), attack and hits [KV-7], counter (反) [KV-10], movement and attack ranges as offsets
written from the first player's side and mirrored for the second [KV-2], its class, the card
it may class change into [KV-15] (修練: in the end phase too, [K-7.3]), its child for a
generation change and the support a parent gives [KV-16], 再移動 [K-6.4a], 一般兵 [K-5.6b]. A
land names the classes it keeps out [KV-3][K-6.2a]; an attachment its bonuses, the classes
that may hold it and its 象徴 [K-7.4][KV-17]; a surprise card its timing and effect
[K-7.1][KV-8]. Tags are ``koku-*`` so no other game's tags collide.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.board import ORTHOGONAL, Offset
from engine.kernel.cards import CardFace
from engine.kernel.enums import Enum

DEFAULT_RANGE: Final[tuple[Offset, ...]] = ORTHOGONAL  # a unit printing no range [KV-7]


class Timing(Enum):
    """When a surprise card is used [K-7.1][KV-8]."""

    END_PHASE_START = "end_phase_start"  # エンドフェイズ開始時 [K-7.1]
    ATTACK_DECLARED = "attack_declared"  # after an attack's target is chosen [KV-8]


class Surprise(Enum):
    """What a surprise card does (our card-design vocabulary; the lost pages name none)."""

    STRIKE = "strike"  # the attack in progress deals +amount damage (attacker's card)
    GUARD = "guard"  # the attack in progress deals amount less damage (defender's card)
    RALLY = "rally"  # each of your units gains up to amount chips from your unused pile
    DRAW = "draw"  # draw amount cards


class KokuCard(CardFace, frozen=True, kw_only=True, tag_field="kind", forbid_unknown_fields=True):
    """What every card prints: id, name (the unit of the copy limit and of K-5.6b), texts."""

    id: str
    name: str
    name_en: str = ""
    text: str = ""
    text_en: str = ""
    flavor: str = ""
    flavor_en: str = ""
    rarity: str = ""

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" and self.name_en else self.name

    def text_in(self, lang: str) -> str:
        return self.text_en if lang == "en" and self.text_en else self.text


class UnitDef(KokuCard, frozen=True, kw_only=True, tag="koku-unit"):
    """A unit [K-5.6][K-6.*]: sortied from the hand onto a sortie square."""

    unit_class: str  # e.g. 剣士, 騎兵: lands and attachments name classes
    morale: int  # maximum chips [KV-6]
    attack: int = 0  # 0: no attack [KV-7]
    hits: int = 1
    counter: int = 0  # 反 [KV-10]
    move: tuple[Offset, ...] = ORTHOGONAL  # [KV-2]
    range: tuple[Offset, ...] = DEFAULT_RANGE  # [KV-7]
    generic: bool = False  # 一般兵: may share its name on the field [K-5.6b]
    move_again: bool = False  # 再移動 [K-6.4a]: one more move in the processing step
    class_change: str = ""  # the card id it may change into [KV-15]
    training: bool = False  # 修練: that class change also in the end phase [K-7.3]
    child: str = ""  # the card id of its child, for a generation change [KV-16]
    support: int = 0  # chips a parent in the hand gives its child on the field [KV-16]
    class_en: str = ""

    def class_in(self, lang: str) -> str:
        return self.class_en if lang == "en" and self.class_en else self.unit_class


class LandDef(KokuCard, frozen=True, kw_only=True, tag="koku-land"):
    """A land [K-5.2][KV-3]: ``bars`` the classes that may not enter its square [K-6.2a]."""

    bars: tuple[str, ...] = ()


class AttachmentDef(KokuCard, frozen=True, kw_only=True):
    """What weapons, magic and items share [K-5.4][KV-17]: bonuses to the unit holding it,
    the classes that may hold it (empty: any), and its 象徴 (chips at its owner's end phase,
    [K-7.4])."""

    attack_bonus: int = 0
    counter_bonus: int = 0
    morale_bonus: int = 0
    classes: tuple[str, ...] = ()
    symbol: int = 0


class WeaponDef(AttachmentDef, frozen=True, kw_only=True, tag="koku-weapon"):
    """A weapon [K-5.4]."""


class MagicDef(AttachmentDef, frozen=True, kw_only=True, tag="koku-magic"):
    """A magic card [K-5.4]: ``free`` makes its holder's attacks cost no chips [KV-7]."""

    free: bool = False


class ItemDef(AttachmentDef, frozen=True, kw_only=True, tag="koku-item"):
    """An item [K-5.4]."""


class SurpriseDef(KokuCard, frozen=True, kw_only=True, tag="koku-surprise"):
    """A surprise card [K-7.1][KV-8], used from the hand at its timing, then to 戦場外."""

    timing: Timing
    effect: Surprise
    amount: int = 1


Attachment = WeaponDef | MagicDef | ItemDef
CardDef = UnitDef | LandDef | WeaponDef | MagicDef | ItemDef | SurpriseDef
KINDS: Final = (
    "koku-unit",
    "koku-land",
    "koku-weapon",
    "koku-magic",
    "koku-item",
    "koku-surprise",
)
