"""Test positions for the grid game (クロスマトリクス), engine only: a small original catalog
(entities of each movement keyword and several powers, bases of life 1-4 in three familias,
a few spells), a builder of a match state at a given turn, phase and first player with cards
on named squares ("B2"), life piles, hands, decks and resource zones, a start of a new match
from two 40-card decks, and helpers that play notation strings through ``engine.grid.rules``
(picking the card or entity first, as the two-step decisions want) and assert refusals by
key.

Squares are labelled from the first player's side [G-R1]: with ``first=0`` P1's front row is
row 1 and P2's row 5. Card ids are numbered in the order the builder creates them, so a test
names its cards by the ids it gets back.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple, TypeVar

import pytest

import engine.grid  # noqa: F401  (registers the grid game's messages)
from engine.grid import rules, turn
from engine.grid.actions import Attack, Build, Cast, CastFor, CastOn, Move, SetBase, Summon
from engine.grid.board import BOARD, SQUARES
from engine.grid.cards import (
    Ability,
    BaseDef,
    CardDef,
    Do,
    EntityDef,
    Movement,
    Shape,
    Side,
    SpellDef,
    Step,
    Target,
    Trigger,
    Who,
)
from engine.grid.decision import current
from engine.grid.notation import format_action, parse
from engine.grid.setup import new_state
from engine.grid.state import GridState, Phase, Zones, clone
from engine.kernel.actions import Action, Roll
from engine.kernel.door import sample_chance
from engine.kernel.errors import IllegalActionError
from engine.kernel.events import Event
from engine.kernel.staged import Pick, Unpick
from engine.kernel.state import CardInstance, MatchSetup

E = TypeVar("E", bound=Event)
DAWN, DUSK, MIST = "暁", "宵", "霧"
_FAMILIA_EN = {DAWN: "Dawn", DUSK: "Dusk", MIST: "Mist"}


def _entity(key: str, name: str, name_en: str, cost: int, power: int, familia: str = DAWN,
            **fields: Any) -> EntityDef:  # fmt: skip
    return EntityDef(
        id=key, name=name, name_en=name_en, cost=cost, familia=familia,
        familia_en=_FAMILIA_EN[familia], race="兵", race_en="Soldier", power=power, **fields,
    )  # fmt: skip


def _base(key: str, name: str, name_en: str, cost: int, life: int, familia: str = DAWN,
          **fields: Any) -> BaseDef:  # fmt: skip
    return BaseDef(
        id=key, name=name, name_en=name_en, cost=cost, familia=familia,
        familia_en=_FAMILIA_EN[familia], race="砦", race_en="Fort", life=life, **fields,
    )  # fmt: skip


def _spell(key: str, name: str, name_en: str, cost: int, familia: str = DAWN,
           **fields: Any) -> SpellDef:  # fmt: skip
    return SpellDef(
        id=key, name=name, name_en=name_en, cost=cost, familia=familia,
        familia_en=_FAMILIA_EN[familia], race="術", race_en="Art", **fields,
    )  # fmt: skip


ROOK, BISHOP, LANCE = Movement.ROOK, Movement.BISHOP, Movement.LANCE
DRAW_ONE = Step(Do.DRAW)
# fmt: off
ENTITIES: tuple[EntityDef, ...] = (
    _entity("foot", "見習いの歩兵", "Apprentice Footman", 1, 1),
    _entity("guard", "門の衛士", "Gate Guard", 2, 2),
    _entity("knight", "暁の騎士", "Dawn Knight", 3, 3),
    _entity("heavy", "岩の巨兵", "Rock Colossus", 4, 5),
    _entity("rook", "疾風の槍騎兵", "Gale Lancer", 2, 2, movement=ROOK,
            text="【飛車】", text_en="[Rook]"),
    _entity("bishop", "斜行の隠者", "Slanting Hermit", 2, 2, movement=BISHOP,
            text="【角】", text_en="[Bishop]"),
    _entity("lance", "一徹の突撃兵", "Stubborn Charger", 1, 1, movement=LANCE,
            text="【香車】", text_en="[Lance]"),
    _entity("archer", "遠見の射手", "Far-sight Archer", 2, 1, reach=3,
            text="【射程3】", text_en="[Reach 3]"),
    _entity("ram", "破城槌の兵", "Ram Bearer", 2, 2, hits=2,
            text="【多点2】", text_en="[Multi-hit 2]"),
    _entity("scribe", "写本の書記", "Copying Scribe", 1, 1,
            abilities=(Ability(Trigger.SUMMON, (DRAW_ONE,)),),
            text="このエンティティを召喚したとき、カードを1枚引く。",
            text_en="When you summon this entity, draw a card."),
    _entity("watcher", "夜番", "Night Watch", 1, 1,
            abilities=(Ability(Trigger.TURN_END, (DRAW_ONE,)),),
            text="自分のターン終了時、カードを1枚引く。",
            text_en="At the end of your turn, draw a card."),
    _entity("sage", "語り部", "Storyteller", 1, 1,
            abilities=(Ability(Trigger.USE, (DRAW_ONE,), mine=True),),
            text="自分がカードを使ったとき、カードを1枚引く。",
            text_en="Whenever you use a card, draw a card."),
    _entity("herald", "先触れ", "Herald", 1, 1,
            abilities=(Ability(Trigger.PUT, (DRAW_ONE,), mine=True),),
            text="自分がカードを出したとき、カードを1枚引く。",
            text_en="Whenever you put a card out, draw a card."),
    _entity("imp", "宵の小鬼", "Dusk Imp", 1, 1, DUSK),
    _entity("ogre", "宵の大鬼", "Dusk Ogre", 3, 4, DUSK),
    _entity("stalker", "宵の忍び", "Dusk Stalker", 2, 2, DUSK, movement=LANCE,
            text="【香車】", text_en="[Lance]"),
    _entity("crow", "宵の鴉", "Dusk Crow", 2, 2, DUSK, movement=BISHOP,
            text="【角】", text_en="[Bishop]"),
    _entity("sprite", "霧の精", "Mist Sprite", 1, 1, MIST),
)
BASES: tuple[BaseDef, ...] = (
    _base("tower", "見張り塔", "Watchtower", 1, 1),
    _base("fort", "石の砦", "Stone Fort", 2, 2),
    _base("castle", "暁の城", "Dawn Castle", 3, 3),
    _base("keep", "本丸", "Inner Keep", 3, 4),
    _base("camp", "宵の野営地", "Dusk Camp", 2, 2, DUSK),
    _base("hall", "宵闇の館", "Twilight Hall", 3, 3, DUSK),
    _base("shrine", "霧の社", "Mist Shrine", 1, 2, MIST),
    _base("beacon", "のろし台", "Beacon", 1, 1,
          abilities=(Ability(Trigger.PUT, (DRAW_ONE,)),),
          text="このカードを出したとき、カードを1枚引く。",
          text_en="When you put this card out, draw a card."),
)
SPELLS: tuple[SpellDef, ...] = (
    _spell("spark", "火花", "Spark", 1, shape=Shape.SQUARE,
           steps=(Step(Do.DESTROY, most=2),),
           text="選んだマスのパワー2以下の敵エンティティを破壊する。",
           text_en="Destroy the enemy entities of power 2 or less on the chosen square."),
    _spell("quake", "地鳴り", "Quake", 3, shape=Shape.AROUND, steps=(Step(Do.DESTROY),),
           text="選んだマスとその周囲8マスの敵エンティティすべてを破壊する。",
           text_en="Destroy every enemy entity on the chosen square and the 8 around it."),
    _spell("lunge", "突き通し", "Piercing Thrust", 2, shape=Shape.FORWARD,
           steps=(Step(Do.DESTROY),),
           text="選んだマスとその前方2マスの敵エンティティすべてを破壊する。",
           text_en="Destroy every enemy entity on the chosen square and the two ahead of it."),
    _spell("insight", "閃き", "Insight", 1, target=Target.PLAYER,
           steps=(Step(Do.DRAW, amount=2, who=Who.TARGET),),
           text="プレイヤー1人を選ぶ。そのプレイヤーはカードを2枚引く。",
           text_en="Choose a player. That player draws two cards."),
    _spell("siege", "攻城の号令", "Siege Order", 2, target=Target.BASE,
           steps=(Step(Do.HIT),),
           text="敵の拠点1つを選ぶ。そのライフを1枚取り除く。",
           text_en="Choose an enemy base. It loses a life card."),
    _spell("rally", "鬨の声", "Rally", 1, target=Target.ENTITY, side=Side.OWN,
           steps=(Step(Do.BOOST, amount=2),),
           text="自分のエンティティ1体を選ぶ。ターン終了時までパワー+2。",
           text_en="Choose your entity. It gets +2 power until the end of the turn."),
    _spell("wisdom", "分かち合う知恵", "Shared Wisdom", 1, target=Target.PLAYER,
           steps=(Step(Do.DRAW, who=Who.BOTH),),
           text="各プレイヤーはカードを1枚引く。", text_en="Each player draws a card."),
    _spell("oblivion", "忘却", "Oblivion", 1, target=Target.PLAYER,
           steps=(Step(Do.MILL, amount=3, who=Who.TARGET),),
           text="プレイヤー1人を選ぶ。その山札の上から3枚を墓地に置く。",
           text_en="Choose a player. The top three cards of their deck go to the graveyard."),
    _spell("curse", "宵の呪い", "Dusk Curse", 2, DUSK, target=Target.ENTITY,
           steps=(Step(Do.DESTROY),),
           text="敵のエンティティ1体を選び、破壊する。", text_en="Destroy an enemy entity."),
    _spell("haze", "霧隠れ", "Mist Veil", 1, MIST, target=Target.PLAYER,
           steps=(Step(Do.DRAW, who=Who.TARGET),),
           text="プレイヤー1人を選ぶ。そのプレイヤーはカードを1枚引く。",
           text_en="Choose a player. That player draws a card."),
    _spell("ruin", "共倒れ", "Mutual Ruin", 1, shape=Shape.ALL,
           steps=(Step(Do.HIT, side=Side.ANY),),
           text="すべての拠点はライフを1枚取り除く。", text_en="Every base loses a life card."),
)
# fmt: on
CATALOG: dict[str, CardDef] = {c.id: c for c in (*ENTITIES, *BASES, *SPELLS)}
FILLER = "foot"  # what a deck or a life pile holds when a test only needs it to have cards

# Two 40-card decks (at most 4 of a name, bases included) [G-3.1][G-R2]
DAWN_DECK: tuple[tuple[str, int], ...] = (
    ("foot", 4), ("guard", 4), ("knight", 3), ("heavy", 3), ("rook", 4), ("bishop", 4),
    ("lance", 4), ("archer", 3), ("ram", 3), ("fort", 3), ("castle", 1), ("beacon", 1),
    ("spark", 2), ("rally", 1),
)  # fmt: skip
DUSK_DECK: tuple[tuple[str, int], ...] = (
    ("imp", 4), ("ogre", 4), ("stalker", 4), ("crow", 4), ("camp", 3), ("hall", 2),
    ("curse", 3), ("foot", 4), ("guard", 4), ("rook", 4), ("insight", 2), ("siege", 2),
)  # fmt: skip


def sq(label: str) -> int:
    return BOARD.parse(label)


def label(square: int) -> str:
    return BOARD.label(square)


# -- a position by hand ---------------------------------------------------------------------
class Grid:
    """A position being written; ``build`` turns it into a GridState.

    By default both decks hold 10 ``foot`` cards (so draws never empty them), nobody has
    a base (add them with ``put``), and it is turn 3 of the first player."""

    def __init__(
        self,
        *,
        first: int = 0,
        active: int | None = None,
        turn: int | None = None,
        deck: int = 10,
        catalog: dict[str, CardDef] | None = None,
    ) -> None:
        self.catalog = CATALOG if catalog is None else catalog
        self.first = first
        self.active = first if active is None else active
        self.turn = turn if turn is not None else (3 if self.active == first else 4)
        self.cards: list[CardInstance] = []
        self.zones = [Zones(deck=[]), Zones(deck=[])]
        self.squares: list[list[int]] = [[] for _ in range(SQUARES)]
        self.life: dict[int, list[int]] = {}
        self.moved: list[int] = []
        self.attacked: list[int] = []
        self.at: dict[str, int] = {}  # the last card put on each square, by label
        for seat in (0, 1):
            self.deck(seat, filler=deck)

    def card(self, seat: int, key: str) -> int:
        assert key in self.catalog, key
        self.cards.append(CardInstance(key, seat))
        return len(self.cards) - 1

    def put(self, seat: int, key: str, at: str, *, life: int | None = None,
            moved: bool = False, attacked: bool = False) -> int:  # fmt: skip
        """A card on square ``at``: an entity (joining a stack) or a base with ``life``
        filler cards beneath it (its printed life unless given)."""
        card = self.card(seat, key)
        self.squares[sq(at)].append(card)
        self.at[at] = card
        printed = self.catalog[key]
        if isinstance(printed, BaseDef):
            count = printed.life if life is None else life
            self.life[card] = [self.card(seat, FILLER) for _ in range(count)]
        if moved:
            self.moved.append(card)
        if attacked:
            self.attacked.append(card)
        return card

    def hand(self, seat: int, *keys: str) -> list[int]:
        found = [self.card(seat, k) for k in keys]
        self.zones[seat].hand += found
        return found

    def deck(self, seat: int, *keys: str, filler: int = 0) -> list[int]:
        """Cards on top of nothing: ``keys`` first (the top), then ``filler`` fillers."""
        found = [self.card(seat, k) for k in (*keys, *([FILLER] * filler))]
        self.zones[seat].deck += found
        return found

    def empty_deck(self, seat: int, size: int = 0) -> None:
        """Cut the deck to its top ``size`` cards (the rest are forgotten)."""
        del self.zones[seat].deck[size:]

    def resources(self, seat: int, count: int, *, tapped: int = 0, key: str = FILLER) -> list[int]:
        found = [self.card(seat, key) for _ in range(count)]
        self.zones[seat].resources += found
        self.zones[seat].tapped += found[:tapped]
        return found

    def graveyard(self, seat: int, *keys: str) -> list[int]:
        found = [self.card(seat, k) for k in keys]
        self.zones[seat].graveyard += found
        return found

    def build(self, phase: str = "use") -> GridState:
        """The match in ``phase`` (supply, use, move) of the turn, or ``"turn"``: entering
        the turn, so its start (untap, draw) happens [G-5.1]. Each call gives a new state."""
        setup = MatchSetup[CardDef](
            "grid", 7, self.catalog, tuple(self.cards),
            (tuple(self.zones[0].deck), tuple(self.zones[1].deck)),
        )  # fmt: skip
        state = clone(GridState(
            setup=setup, zones=self.zones, squares=self.squares, life=self.life,
            moved=self.moved, attacked=self.attacked, turn=self.turn, active=self.active,
            first=self.first,
        ))  # fmt: skip
        if phase == "turn":
            state.turn -= 1
            events: list[Event] = []
            turn.start_turn(state, self.active, events)
            rules.settle(state, events)
        else:
            state.phase = Phase(phase)
        return state


# -- a new match from two 40-card decks [G-3.*] -----------------------------------------------
def match_setup(
    seed: int = 1,
    decks: tuple[Iterable[tuple[str, int]], ...] = (DAWN_DECK, DUSK_DECK),
    catalog: dict[str, CardDef] | None = None,
) -> MatchSetup[CardDef]:
    """Both decks as card instances, P1's then P2's, in list order."""
    cards: list[CardInstance] = []
    dealt: list[tuple[int, ...]] = []
    for seat, deck in enumerate(decks):
        start = len(cards)
        cards += [CardInstance(key, seat) for key, count in deck for _ in range(count)]
        dealt.append(tuple(range(start, len(cards))))
    used = catalog if catalog is not None else CATALOG
    return MatchSetup[CardDef]("grid", seed, used, tuple(cards), (dealt[0], dealt[1]))


def new_match(seed: int = 1, **kwargs: Any) -> GridState:
    return new_state(match_setup(seed, **kwargs))[0]


def choose(state: GridState, key: str) -> tuple[GridState, list[Event]]:
    """The deciding player sets aside a base ``key`` of their deck [G-3.2]."""
    card = next(c for c in state.zones[state.active].deck if state.setup.cards[c].def_id == key)
    return play(state, f"base #{card}")


def chance(state: GridState, die: int = 1) -> tuple[GridState, list[Event]]:
    """Every pending chance step: shuffles at their seeded key, the first player's die at
    ``die`` (1-3: P1 goes first)."""
    events: list[Event] = []
    while state.chance is not None:
        outcome = sample_chance(state)
        if isinstance(outcome, Roll):
            outcome = Roll(outcome.player, die)
        state, found = rules.apply(state, outcome)
        events += found
    return state, events


def start(
    seed: int = 1,
    bases: tuple[str, str] = ("fort", "camp"),
    at: tuple[str, str] = ("B1", "C5"),
    die: int = 1,
) -> tuple[GridState, list[Event]]:
    """A new match played to the first player's first supply phase: each player sets aside
    ``bases`` (P1's, P2's), the die says who goes first, and the bases go on ``at`` (the
    first player's square first)."""
    state, events = choose(new_match(seed), bases[0])
    for step in (lambda s: choose(s, bases[1]), lambda s: chance(s, die)):
        state, found = step(state)
        events += found
    for square in at:
        state, found = rules.apply(state, SetBase(sq(square)))
        events += found
    return state, events


def random_game(seed: int, limit: int = 4000) -> Iterator[Played]:
    """A match between two random players from ``new_match(seed)`` (chance too is picked at
    random among its candidates): each step's state, its legal actions, the action, the
    state after and the events; at most ``limit`` steps."""
    rng = random.Random(seed)
    state = new_match(seed)
    for _ in range(limit):
        if state.result is not None:
            return
        actions = rules.legal_actions(state)
        action = actions[int(rng.random() * len(actions))]
        after, events = rules.apply(state, action)
        yield Played(state, actions, action, after, events)
        state = after


class Played(NamedTuple):
    before: GridState
    legal: list[Action]
    action: Action
    after: GridState
    events: list[Event]


# -- playing --------------------------------------------------------------------------------
TWO_STEP = (Summon, Build, Cast, CastOn, CastFor, Move, Attack)


def piece_of(action: Action) -> int:
    if isinstance(action, Move):
        return action.pieces[0]
    return action.piece if isinstance(action, Attack) else action.card  # type: ignore[attr-defined,no-any-return]


def _picked(state: GridState, action: Action) -> GridState:
    """``state`` with the action's card or entity picked (the two-step decision's first step
    taken by hand, so the action's own check speaks)."""
    picked = clone(state)
    picked.picked = piece_of(action)
    return picked


def play(state: GridState, *texts: str) -> tuple[GridState, list[Event]]:
    """Apply each notation string in turn, picking its card or entity first; the final state
    and every event (those of the picks included: they have none)."""
    events: list[Event] = []
    for text in texts:
        action = parse(text)
        if isinstance(action, TWO_STEP) and state.picked != piece_of(action):
            if state.picked >= 0:
                state, _ = rules.apply(state, Unpick())
            state, _ = rules.apply(state, Pick(piece_of(action)))
        state, found = rules.apply(state, action)
        events += found
    return state, events


def after(state: GridState, *texts: str) -> GridState:
    return play(state, *texts)[0]


def refused(state: GridState, text: str, key: str) -> None:
    """The action is refused with ``key`` (with its card or entity picked) and is not among
    the legal actions then."""
    action = parse(text)
    if isinstance(action, TWO_STEP):
        state = _picked(state, action)
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, action)
    assert caught.value.key == key, caught.value.message("en")
    assert action not in rules.legal_actions(state)


def allowed(state: GridState, text: str) -> bool:
    """Whether the action is legal now (with its card or entity picked) and listed."""
    action = parse(text)
    if isinstance(action, TWO_STEP):
        state = _picked(state, action)
    ok = rules.check(state, action) is None
    assert ok == (action in rules.legal_actions(state)), text
    return ok


def options(state: GridState, card: int) -> list[str]:
    """What the card or entity may do once picked (``unpick`` aside)."""
    picked = clone(state)
    picked.picked = card
    return [format_action(a) for a in rules.legal_actions(picked) if not isinstance(a, Unpick)]


def targets(state: GridState, card: int, verb: str) -> set[str]:
    """The squares (or ``#id`` / player) of the picked card's ``verb`` actions."""
    return {o.split()[-1] for o in options(state, card) if o.split()[0] == verb}


def legal(state: GridState) -> list[str]:
    return [format_action(a) for a in rules.legal_actions(state)]


def decision(state: GridState) -> str:
    """``"P1 use"``; ``"chance"``; ``"over"`` once the match is over."""
    found = current(state)
    if found.actor < 0:
        return "chance" if state.chance is not None else "over"
    return f"P{found.actor + 1} {found.kind.value}"


def end_turn(state: GridState) -> tuple[GridState, list[Event]]:
    """From the active player's supply, use or move phase to the other player's turn (or
    the end of the match); the events on the way."""
    seat, events = state.active, []
    while state.active == seat and state.result is None:
        if state.picked >= 0:
            state, _ = rules.apply(state, Unpick())
        state, found = play(state, "pass" if state.phase is Phase.SUPPLY else "done")
        events += found
    return state, events


def to_phase(state: GridState, phase: str) -> GridState:
    """On to ``phase`` (use or move) of the current turn, doing nothing on the way."""
    while state.phase.value != phase:
        state = after(state, "pass" if state.phase is Phase.SUPPLY else "done")
    return state


def of(events: Iterable[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def kinds(events: Iterable[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def ids(state: GridState, key: str, seat: int | None = None) -> list[int]:
    """The instance ids of printed card ``key`` (of ``seat``), in id order."""
    cards = state.setup.cards
    return [c for c, i in enumerate(cards) if i.def_id == key and seat in (None, i.owner)]


def where_is(state: GridState, card: int) -> str:
    for square, cards in enumerate(state.squares):
        if card in cards:
            return label(square)
    return ""
