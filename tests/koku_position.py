"""Test positions for the national-power game (kokuryoku), engine only: a small original
catalog with every card kind (units of several classes, a generic unit, a parent and its
child [KV-16], a class change with 修練 [KV-15][K-7.3], 再移動, lands barring a class, weapons,
magic, items with 象徴, surprise cards of both timings), and a builder of a match state with
cards in hands, decks, 戦場外 and 国外, units with chips and attachments on named squares
("B1") and lands, the chip piles always adding up to 20 [K-3.6][KV-6].

Squares are labelled from the first player's side [KV-1]: with ``first=0`` P1's sortie row
is row 1 and P2's row 4. Card ids are numbered in the order the builder creates them: a test
names its cards by the ids the builder's methods return.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from engine.kernel.actions import Action
from engine.kernel.errors import Refusal
from engine.kernel.events import Event
from engine.kernel.state import CardInstance, MatchSetup
from engine.kokuryoku import zones as kz
from engine.kokuryoku.board import BOARD
from engine.kokuryoku.cards import (
    CardDef,
    ItemDef,
    LandDef,
    MagicDef,
    Surprise,
    SurpriseDef,
    Timing,
    UnitDef,
    WeaponDef,
)
from engine.kokuryoku.state import CHIPS, KokuState, Phase, Unit, Zones, clone

BLADE, RIDER, MAGE, ARCHER, PIKE = "剣士", "騎兵", "魔術師", "弓兵", "槍兵"
_CLASS_EN: Final = {BLADE: "Blade", RIDER: "Rider", MAGE: "Mage", ARCHER: "Archer", PIKE: "Pike"}
FORWARD: Final = ((0, 1),)
FAR: Final = ((0, 1), (0, 2), (-1, 1), (1, 1))


def _unit(key: str, name: str, name_en: str, cls: str, morale: int, **fields: Any) -> UnitDef:
    return UnitDef(
        id=key,
        name=name,
        name_en=name_en,
        unit_class=cls,
        class_en=_CLASS_EN[cls],
        morale=morale,
        text=fields.pop("text", ""),
        text_en=fields.pop("text_en", ""),
        **fields,
    )


CARDS: Final[tuple[CardDef, ...]] = (
    # units [K-5.6][KV-6][KV-7]
    _unit(
        "recruit",
        "見習い剣士",
        "Squire",
        BLADE,
        3,
        attack=1,
        class_change="blademaster",
        training=True,
    ),
    _unit("blademaster", "剣の達人", "Blademaster", BLADE, 5, attack=2, counter=1),
    _unit("lancer", "槍騎兵", "Lancer", RIDER, 4, attack=2, move_again=True, move=FAR),
    _unit("militia", "民兵", "Militia", PIKE, 2, attack=1, generic=True),
    _unit(
        "seer", "見習い術師", "Novice Seer", MAGE, 3, attack=2, range=FAR, class_change="archmage"
    ),
    _unit("archmage", "大術師", "Archmage", MAGE, 6, attack=3, range=FAR),
    _unit("elder", "老将", "Old General", BLADE, 6, attack=2, child="heir", support=4),
    _unit("heir", "若き騎将", "Young Rider General", RIDER, 4, attack=2),
    _unit("bowman", "弓兵隊", "Bow Company", ARCHER, 3, attack=1, counter=1, range=FAR),
    _unit("scout", "斥候", "Scout", ARCHER, 1),  # no attack [KV-7]
    # lands [K-5.2][KV-3][K-6.2a]
    LandDef(id="marsh", name="沼地", name_en="Marsh", bars=(RIDER,)),
    LandDef(id="meadow", name="草原", name_en="Meadow"),
    # attachments [K-5.4][KV-17][K-7.4]
    WeaponDef(
        id="spear",
        name="鉄の槍",
        name_en="Iron Spear",
        attack_bonus=1,
        classes=(BLADE, RIDER, PIKE),
    ),
    WeaponDef(id="sword", name="古の剣", name_en="Old Sword", attack_bonus=2, classes=(BLADE,)),
    WeaponDef(id="longbow", name="長弓", name_en="Longbow", attack_bonus=1, classes=(ARCHER,)),
    MagicDef(
        id="tome", name="火の書", name_en="Fire Tome", attack_bonus=1, free=True, classes=(MAGE,)
    ),
    ItemDef(id="banner", name="軍旗", name_en="War Banner", morale_bonus=1, symbol=1),
    ItemDef(id="charm", name="護符", name_en="Charm", counter_bonus=1, morale_bonus=2),
    # surprise cards [K-7.1][KV-8]
    SurpriseDef(
        id="ambush",
        name="伏兵",
        name_en="Ambush",
        timing=Timing.ATTACK_DECLARED,
        effect=Surprise.STRIKE,
        amount=1,
    ),
    SurpriseDef(
        id="shield",
        name="盾の構え",
        name_en="Raised Shields",
        timing=Timing.ATTACK_DECLARED,
        effect=Surprise.GUARD,
        amount=1,
    ),
    SurpriseDef(
        id="warcry",
        name="鬨の声",
        name_en="War Cry",
        timing=Timing.END_PHASE_START,
        effect=Surprise.RALLY,
        amount=1,
    ),
    SurpriseDef(
        id="supply",
        name="補給",
        name_en="Supplies",
        timing=Timing.END_PHASE_START,
        effect=Surprise.DRAW,
        amount=2,
    ),
)
CATALOG: Final[dict[str, CardDef]] = {card.id: card for card in CARDS}


def sq(label: str) -> int:
    """A square from its label ("B1"), labelled from the first player's side [KV-1]."""
    return BOARD.parse(label)


class Position:
    """A match state built by hand. Every card is created in a place (hand, deck, 戦場外,
    国外, a unit on a square, a land on a square, attached to a unit); ``build`` fills the
    unused piles so that each player's chips add up to 20."""

    def __init__(self, first: int = 0, seed: int = 7) -> None:
        self.first = first
        self.seed = seed
        self.cards: list[CardInstance] = []
        self.zones = [Zones(deck=[]), Zones(deck=[])]
        self.units: dict[int, Unit] = {}
        self.lands: dict[int, int] = {}

    def _new(self, seat: int, key: str) -> int:
        assert key in CATALOG, key
        self.cards.append(CardInstance(key, seat))
        return len(self.cards) - 1

    def hand(self, seat: int, *keys: str) -> list[int]:
        made = [self._new(seat, key) for key in keys]
        self.zones[seat].hand.extend(made)
        return made

    def deck(self, seat: int, *keys: str) -> list[int]:
        """Cards on the bottom of the deck, in order (the first is drawn first)."""
        made = [self._new(seat, key) for key in keys]
        self.zones[seat].deck.extend(made)
        return made

    def filler(self, seat: int, count: int, key: str = "militia") -> list[int]:
        return self.deck(seat, *([key] * count))

    def outside(self, seat: int, *keys: str) -> list[int]:
        made = [self._new(seat, key) for key in keys]
        self.zones[seat].outside.extend(made)
        return made

    def abroad(self, seat: int, *keys: str) -> list[int]:
        made = [self._new(seat, key) for key in keys]
        self.zones[seat].abroad.extend(made)
        return made

    def unit(
        self,
        seat: int,
        key: str,
        at: str,
        chips: int = 0,
        waiting: bool = False,
        attach: tuple[str, ...] = (),
    ) -> int:
        assert all(body.square != sq(at) for body in self.units.values()), at
        card = self._new(seat, key)
        held = [self._new(seat, extra) for extra in attach]
        self.units[card] = Unit(square=sq(at), chips=chips, waiting=waiting, attachments=held)
        return card

    def attached(self, unit: int) -> list[int]:
        return list(self.units[unit].attachments)

    def land(self, seat: int, key: str, at: str) -> int:
        card = self._new(seat, key)
        self.lands[sq(at)] = card
        return card

    def used(self, seat: int, count: int) -> None:
        self.zones[seat].used = count

    def build(self, **fields: Any) -> KokuState:
        """The state; ``fields`` are KokuState's (phase, active, power_seat, step, ...).
        By default the first player's own power phase of turn 1, step not yet begun."""
        setup = MatchSetup[CardDef](
            "kokuryoku",
            self.seed,
            dict(CATALOG),
            tuple(self.cards),
            (tuple(self.zones[0].deck), tuple(self.zones[1].deck)),
        )
        defaults: dict[str, Any] = {
            "phase": Phase.POWER,
            "turn": 1,
            "active": self.first,
            "first": self.first,
            "power_seat": self.first,
        }
        defaults.update(fields)
        state = KokuState(
            setup=setup,
            zones=[_copy_zones(z) for z in self.zones],
            units={card: _copy_unit(body) for card, body in self.units.items()},
            lands=dict(self.lands),
            **defaults,
        )
        for seat in (0, 1):
            on_units = sum(
                body.chips for card, body in state.units.items() if self.cards[card].owner == seat
            )
            state.zones[seat].unused = CHIPS - on_units - state.zones[seat].used
            assert state.zones[seat].unused >= 0, "more than 20 chips"
        return state


def _copy_zones(z: Zones) -> Zones:
    return Zones(
        deck=list(z.deck),
        hand=list(z.hand),
        outside=list(z.outside),
        abroad=list(z.abroad),
        set_aside=list(z.set_aside),
        unused=z.unused,
        used=z.used,
    )


def _copy_unit(body: Unit) -> Unit:
    return Unit(
        square=body.square,
        chips=body.chips,
        waiting=body.waiting,
        attachments=list(body.attachments),
    )


def chips_conserved(state: KokuState) -> bool:
    """Each player's chips add up to 20 [K-3.6][KV-6]."""
    return all(kz.chip_total(state, seat) == CHIPS for seat in (0, 1))


def act(
    state: KokuState,
    check: Callable[[KokuState, Any], Refusal | None],
    perform: Callable[[KokuState, Any, list[Event]], None],
    action: Action,
) -> tuple[KokuState, list[Event]]:
    """``action`` checked, then performed on a copy (the caller's state is left as it
    was); each player's chips still add up to 20 afterwards [KV-6]."""
    refusal = check(state, action)
    assert refusal is None, refusal
    new = clone(state)
    events: list[Event] = []
    perform(new, action, events)
    assert chips_conserved(new), [kz.chip_total(new, seat) for seat in (0, 1)]
    return new, events


def refused(
    state: KokuState, check: Callable[[KokuState, Any], Refusal | None], action: Action
) -> str:
    """The refusal key of ``action`` (it must be refused)."""
    refusal = check(state, action)
    assert refusal is not None, f"{action} was not refused"
    return refusal.key


def of_type(events: list[Event], kind: type[Event]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def deck_setup(seed: int = 11, size: int = 45) -> MatchSetup[CardDef]:
    """A fresh match's setup: two decks of ``size`` cards cycling through the catalog (three
    copies at most of a printed card is a deck rule, not an engine one)."""
    keys = [card.id for card in CARDS]
    cards: list[CardInstance] = []
    decks: list[tuple[int, ...]] = []
    for seat in (0, 1):
        start = len(cards)
        cards.extend(CardInstance(keys[i % len(keys)], seat) for i in range(size))
        decks.append(tuple(range(start, start + size)))
    return MatchSetup[CardDef]("kokuryoku", seed, dict(CATALOG), tuple(cards), (decks[0], decks[1]))
