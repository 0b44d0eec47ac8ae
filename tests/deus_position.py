"""Test positions for モンコレDeus, engine only: a small synthetic catalog written in Python
(original cards, Japanese with English), a builder of a match state after the draft with
exactly the units, hands, decks, ★, tokens and markers a test needs, helpers that play
notation strings through ``engine.deus.rules`` and assert refusals by key, a six-faction
synthetic pool with a helper that plays the draft from ``new_state`` [D-DECK-1][D-COMP-1].
``Table(catalog=shipped_catalog())`` builds positions of the shipped cards (carddb/data/deus/)
instead; ``to_quick``, ``pass_chain`` and ``end_turn`` step through a battle's first timings, a
counter chain and the rest of a turn.

Areas are labelled A1..C3 from the first player's side [R1]; with ``first=0`` P1's territory
is row 1, the front line row 2 and P2's territory row 3 [D-BOARD-2][D-BOARD-4]. Card ids are
given in the order the builder creates them, so a test names units by the ids it gets back.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

import pytest

import engine.deus  # noqa: F401  (registers Deus's messages and family policy)
from engine.deus import rules
from engine.deus.board import FRONT_LINE, parse_area
from engine.deus.decision import current
from engine.deus.notation import format_action, parse
from engine.deus.setup import new_state
from engine.deus.state import DeusSetup, Faction, MatchState, Phase
from engine.deus.turn import start_turn
from engine.kernel.actions import Roll, Shuffle
from engine.kernel.errors import IllegalActionError
from engine.kernel.state import CardInstance
from engine.moncolle.abilities import (
    Ability,
    AdvanceStep,
    Cost,
    Damage,
    Draw,
    Duration,
    Modify,
    MoveCard,
    Period,
    Selector,
    Step,
    SummonStep,
    Tap,
    Timing,
)
from engine.moncolle.cards import (
    CardDef,
    Printing,
    RitualSpellDef,
    SpellDef,
    SummonerDef,
    UnitDef,
)
from engine.moncolle.events import Event
from engine.moncolle.query import owner
from engine.moncolle.state import Area, PlayerZones, Unit
from engine.moncolle.traits import Attribute, MoveType, Rarity, Statics

FIRE, WIND, DARK = Attribute.FIRE, Attribute.WIND, Attribute.DARK
WALK, FLY = MoveType.WALK, MoveType.FLY
BATTLE, FIELD = Period.BATTLE, Period.FIELD
ENEMY_IN_BATTLE = Selector(kind="unit", side="enemy", where="battle")
OWN_IN_BATTLE = Selector(kind="unit", side="own", where="battle")
ANY_IN_BATTLE = Selector(kind="unit", side="any", where="battle")
OWN_ON_FIELD = Selector(kind="unit", side="own", where="field")
OWN_TOKEN = Selector(kind="card", side="own", where="tokens")
Targets = tuple[Selector, ...]


def _ab(text: str, timing: Timing, step: Step, *, period: Period = BATTLE, power: int = 0,
        spell: tuple[Attribute, ...] = (), targets: Targets = ()) -> Ability:  # fmt: skip
    """One ability of one effect step; ★ and spell-slot costs."""
    cost = Cost(power=power, spell=spell)
    return Ability(text, period, timing, cost=cost, targets=targets, effect=(step,))


def _unit(key: str, name: str, stats: tuple[int, int, int], **fields: Any) -> UnitDef:
    level, attack, defence = stats
    fields.setdefault("move", WALK)
    fields.setdefault("attribute", FIRE)
    faction = Printing(faction="試しの勢力")
    return UnitDef(key, name, "試験兵", level=level, attack=attack, defence=defence,
                   printing=faction, **fields)  # fmt: skip


def _slots(*slots: str, initiative: int = 0) -> Statics:
    return Statics(spell_slots=slots, initiative=initiative)


# fmt: off
UNITS: tuple[UnitDef, ...] = (
    _unit("pike", "見張りの槍兵", (2, 2, 2), instant=True, statics=_slots("火")),
    _unit("shield", "石垣の守り手", (3, 1, 5)),
    _unit("hawk", "風切りの鷹", (1, 1, 1), move=FLY, instant=True, statics=_slots("※")),
    _unit("giant", "丘の大男", (5, 5, 5)),
    _unit("ogre", "沼の鬼", (4, 4, 4), instant=True),
    _unit("runner", "早足の伝令", (1, 1, 1), statics=_slots(initiative=3)),
    _unit("sage", "祈りの賢者", (2, 1, 2), abilities=(_ab(
        "[攻撃前] コスト：★1。敵軍ユニット1体に[3]。 / Cost ★1: [3] to an enemy unit.",
        Timing.PRE_ATTACK, Damage(amount="3"), power=1, targets=(ENEMY_IN_BATTLE,)),)),
    _unit("wolf", "先駆けの狼", (2, 2, 2), abilities=(_ab(
        "[速攻] 敵軍ユニット1体を行動完了にする。 / An enemy unit becomes acted.",
        Timing.QUICK, Tap(), targets=(ENEMY_IN_BATTLE,)),)),
    _unit("caller", "村の呼び手", (2, 2, 2), abilities=(_ab(
        "[儀式] Field コスト：★1。カードを1枚引く。 / Field, cost ★1: draw a card.",
        Timing.RITUAL, Draw(to="controller", count=1), period=FIELD, power=1),)),
    _unit("banner", "旗持ちの兵", (2, 1, 3), abilities=(_ab(
        "[常時] この戦闘の自軍ユニットは攻+2。 / Own units in this battle: attack +2.",
        Timing.ALWAYS, Modify(to="all", among=OWN_IN_BATTLE, attack=2)),)),
    _unit("wisp", "鬼火", (1, 1, 1), move=FLY, attribute=DARK, token=True),
    _unit("shade", "影法師", (2, 2, 1), attribute=DARK, token=True, never_to_hand=True),
)
SPELLS: tuple[SpellDef, ...] = tuple(
    SpellDef(key, name, "術", attribute, abilities=(ability,))
    for key, name, attribute, ability in (
        ("ember", "火の粉", FIRE, _ab("[攻撃前] 敵軍ユニット1体に[3]。 / [3] to an enemy unit.",
            Timing.PRE_ATTACK, Damage(amount="3"), spell=(FIRE,), targets=(ENEMY_IN_BATTLE,))),
        ("gale", "突き風", WIND, _ab("[速攻] 敵軍ユニット1体に[2]。 / [2] to an enemy unit.",
            Timing.QUICK, Damage(amount="2"), spell=(WIND,), targets=(ENEMY_IN_BATTLE,))),
        ("ward", "返し火", FIRE, _ab("[対抗] ユニット1体に[4]。 / [4] to a unit.",
            Timing.COUNTER, Damage(amount="4"), spell=(FIRE,), targets=(ANY_IN_BATTLE,))),
        ("plea", "祈りの声", FIRE, _ab("[対抗] プレイヤー1人は1枚引く。 / A player draws a card.",
            Timing.COUNTER, Draw(to="targets", count=1), spell=(FIRE,),
            targets=(Selector(kind="player", side="any"),))),
        ("oldcry", "古い鬨の声", FIRE, _ab("[普通] 自軍ユニット1体は攻+2。 / Own unit: attack +2.",
            Timing.NORMAL, Modify(attack=2), spell=(FIRE,), targets=(OWN_IN_BATTLE,))),
        ("twinfire", "双火", FIRE, _ab("[攻撃前] 敵軍ユニット1体に[1]。 / [1] to an enemy unit.",
            Timing.PRE_ATTACK, Damage(amount="1"), spell=(FIRE, FIRE), targets=(ENEMY_IN_BATTLE,))),
        ("bounce", "押し返し", FIRE, _ab("[対抗] ユニット1体を手札に戻す。 / Return a unit.",
            Timing.COUNTER, MoveCard(zone="hand"), spell=(FIRE,), targets=(ANY_IN_BATTLE,))),
    )
)
RITUALS: tuple[RitualSpellDef, ...] = tuple(
    RitualSpellDef(key, name, "儀式", abilities=(ability,))
    for key, name, ability in (
        ("blessing", "戦の祝福", _ab(
            "[儀式] ★1。自軍ユニット1体はターン終了まで攻+3防+3。 / Own unit +3/+3 this turn.",
            Timing.RITUAL, Modify(attack=3, defence=3, until=Duration.TURN_END), period=FIELD,
            power=1, targets=(OWN_ON_FIELD,))),
        ("shadecall", "影呼び", _ab("[儀式] トークン1枚を召喚する。 / Summon a token.",
            Timing.RITUAL, SummonStep(), period=FIELD, targets=(OWN_TOKEN,))),
        ("recall", "呼び戻し", _ab("[儀式] 自軍ユニット1体を手札に戻す。 / Return an own unit.",
            Timing.RITUAL, MoveCard(zone="hand"), period=FIELD, targets=(OWN_ON_FIELD,))),
        ("smite", "雷槌", _ab("[儀式] ★1。ユニット1体に[9]。 / Cost ★1: [9] to a unit.",
            Timing.RITUAL, Damage(amount="9"), period=FIELD, power=1,
            targets=(Selector(kind="unit", side="any", where="field"),))),
        ("march", "進軍の号令", _ab(
            "[儀式] 自軍ユニット1体を進軍範囲内のエリアへ移す。 / Move an own unit within range.",
            Timing.RITUAL, AdvanceStep(), period=FIELD,
            targets=(OWN_ON_FIELD, Selector(kind="area", where="reach")))),
        ("grand", "大いなる啓示", _ab("[儀式] ★3。カードを2枚引く。 / Cost ★3: draw two cards.",
            Timing.RITUAL, Draw(to="controller", count=2), period=FIELD, power=3)),
    )
)
# fmt: on
RARE = Printing(rarity=Rarity.RARE, faction="試しの勢力")
DRAW = _ab("[儀式] ★1。カードを1枚引く。 / Cost ★1: draw a card.", Timing.RITUAL,
           Draw(to="controller", count=1), period=FIELD, power=1)  # fmt: skip
SUMMONER = SummonerDef("seer", "試しの術師", epithet="見習い", abilities=(DRAW,), printing=RARE)
HERALD = SummonerDef(  # a [常時] a summoner may not use [D-TIM-ALW-2][R15]
    "herald", "鬨の術師", abilities=(UNITS[9].abilities[0],), printing=RARE
)
_ALL: tuple[CardDef, ...] = (*UNITS, *SPELLS, *RITUALS, SUMMONER, HERALD)
CATALOG: dict[str, CardDef] = {c.id: c for c in _ALL}
FILLER = "shield"  # what a deck holds when a test only needs it to have cards


class Table:
    """A position being written; ``build`` turns it into a MatchState.

    Every method that creates cards returns their ids (instances numbered from 0)."""

    def __init__(
        self,
        *,
        first: int = 0,
        active: int | None = None,
        turn: int | None = None,
        catalog: dict[str, CardDef] | None = None,
        filler: str = FILLER,
    ) -> None:
        self.catalog = CATALOG if catalog is None else catalog  # shipped_catalog() for real cards
        self.filler = filler
        self.first = first
        self.active = first if active is None else active
        self.turn = turn if turn is not None else (3 if self.active == first else 4)
        self.cards: list[CardInstance] = []
        self.zones = [PlayerZones(deck=[]) for _ in (0, 1)]
        self.areas = [Area() for _ in range(9)]
        self.units: dict[int, Unit] = {}
        self.token_area: list[list[int]] = [[], []]
        self.power = [0, 0]
        self.control: list[int] = []
        self.battled: list[int] = []
        self.start_held: dict[int, int] | None = None
        self.deck_out_turn = 0

    def card(self, seat: int, key: str) -> int:
        assert key in self.catalog, key
        self.cards.append(CardInstance(key, seat))
        return len(self.cards) - 1

    def unit(
        self, seat: int, label: str, key: str, *, tapped: bool = False, instant: bool = False
    ) -> int:
        card = self.card(seat, key)
        area = parse_area(label)
        self.units[card] = Unit(area=area, tapped=tapped, instant_turn=self.turn if instant else 0)
        self.areas[area].units.append(card)
        return card

    def hand(self, seat: int, *keys: str) -> list[int]:
        found = [self.card(seat, k) for k in keys]
        self.zones[seat].hand += found
        return found

    def deck(self, seat: int, *keys: str, filler: int = 0) -> list[int]:
        found = [self.card(seat, k) for k in (*keys, *([self.filler] * filler))]
        self.zones[seat].deck += found
        return found

    def discard(self, seat: int, *keys: str) -> list[int]:
        found = [self.card(seat, k) for k in keys]
        self.zones[seat].discard += found
        return found

    def tokens(self, seat: int, *keys: str) -> list[int]:
        found = [self.card(seat, k) for k in keys]
        self.token_area[seat] += found
        return found

    def summoner(self, seat: int, key: str = SUMMONER.id) -> int:
        card = self.card(seat, key)
        self.zones[seat].summoner = card
        return card

    def build(self, phase: str = "main", *, settle: bool = True) -> MatchState:
        """The match at ``phase`` (hand_adjust_1, main, summon, hand_adjust_2) of the turn,
        or ``"turn"``: at the turn's entry, before its power charge [D-TURN-0]."""
        tokens = [
            [
                c
                for c, i in enumerate(self.cards)
                if i.owner == s and _is_token(i.def_id, self.catalog)
            ]
            for s in (0, 1)
        ]
        setup = DeusSetup(
            ruleset="deus",
            seed=7,
            catalog=self.catalog,
            cards=tuple(self.cards),
            decks=(tuple(self.zones[0].deck), tuple(self.zones[1].deck)),
            summoners=(self.zones[0].summoner, self.zones[1].summoner),
            tokens=(tuple(tokens[0]), tuple(tokens[1])),
        )
        state = MatchState(
            setup=setup,
            players=self.zones,
            areas=self.areas,
            units=self.units,
            first_player=self.first,
            turn=self.turn,
            active=self.active,
            power=list(self.power),
            tokens=self.token_area,
            control=sorted(self.control),
            battled=sorted(self.battled),
            deck_out_turn=self.deck_out_turn,
        )
        held = {
            a: owner(state, state.areas[a].units[0]) for a in FRONT_LINE if state.areas[a].units
        }
        state.start_held = held if self.start_held is None else dict(self.start_held)
        events: list[Event] = []
        if phase == "turn":
            state.turn -= 1
            start_turn(state, events)
        else:
            state.phase = Phase(phase)
        if settle:
            rules.settle(state, events)
        return state


def _is_token(key: str, catalog: dict[str, CardDef] = CATALOG) -> bool:
    face = catalog.get(key)
    return isinstance(face, UnitDef) and face.token


@cache
def shipped_catalog() -> dict[str, CardDef]:
    """The shipped Deus cards (carddb/data/deus/) by id, for ``Table(catalog=...)``; the ``deus``
    deck rules are registered only while the sets load, as the carddb entry point would."""
    from carddb import rulesets, shipped_cards
    from carddb.deus import RULES

    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets._RULES._items, RULES.id, RULES)
        return {card.id: card for card in shipped_cards("deus")}


# -- playing --------------------------------------------------------------------------------
def decision(state: MatchState) -> str:
    """``"P1 main"``; ``"chance"`` for a pending die; ``"over"`` once the match is over."""
    found = current(state)
    if found.actor < 0:
        return "chance" if state.chance is not None else "over"
    return f"P{found.actor + 1} {found.kind.value}"


def play(state: MatchState, *texts: str) -> tuple[MatchState, list[Event]]:
    """Apply each notation string in turn; the final state and every event."""
    events: list[Event] = []
    for text in texts:
        state, found = rules.apply(state, parse(text))
        events += found
    return state, events


def after(state: MatchState, *texts: str) -> MatchState:
    return play(state, *texts)[0]


def refused(state: MatchState, text: str, key: str) -> None:
    """The action is refused with ``key`` and is not among the legal actions."""
    action = parse(text)
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, action)
    assert caught.value.key == key, caught.value.message("en")
    assert action not in rules.legal_actions(state)


def legal(state: MatchState) -> list[str]:
    return [format_action(a) for a in rules.legal_actions(state)]


def roll(state: MatchState, *values: int) -> tuple[MatchState, list[Event]]:
    """Roll the pending dice in order, each for the player whose die is due."""
    events: list[Event] = []
    for value in values:
        task = state.chance
        assert task is not None, "no die is due"
        state, found = rules.apply(state, Roll(task.player, value))
        events += found
    return state, events


def shuffles(state: MatchState) -> tuple[MatchState, list[Event]]:
    """Both setup shuffles (key 0; any key is accepted) [D-SET-2]."""
    events: list[Event] = []
    while state.chance is not None and state.chance.purpose == "deal":
        state, found = rules.apply(state, Shuffle(state.chance.player, 0))
        events += found
    return state, events


def to_normal(state: MatchState, rolls: tuple[int, int] = (6, 1)) -> MatchState:
    """From a battle's instant summon timing, both sides summon nothing, keep their
    formation, use no [速攻], and the initiative dice are ``rolls`` (attacker's first)."""
    while current(state).kind.value in ("instant", "formation", "quick"):
        state = after(state, "done")
    return roll(state, *rolls)[0]


def to_quick(state: MatchState) -> MatchState:
    """From a battle's instant summon timing, both sides summon nothing and keep their
    formation: the attacker's 速攻 timing."""
    while current(state).kind.value in ("instant", "formation"):
        state = after(state, "done")
    return state


def pass_chain(state: MatchState) -> tuple[MatchState, list[Event]]:
    """Both players pass until the counter chain has resolved; the events on the way."""
    events: list[Event] = []
    while current(state).kind.value == "chain":
        state, found = play(state, "pass")
        events += found
    return state, events


def end_turn(state: MatchState) -> tuple[MatchState, list[Event]]:
    """From the active player's main or summon phase: no (more) summons, hand refilled,
    until the other player acts; the events on the way."""
    seat = state.active
    steps = {"main": "end-main", "summon": "end-summon", "hand_adjust": "refill"}
    events: list[Event] = []
    while state.active == seat and state.result is None:
        state, found = play(state, steps[current(state).kind.value])
        events += found
    return state, events


def kinds(events: Iterable[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def of_kind(events: Iterable[Event], name: str) -> list[Event]:
    return [e for e in events if type(e).__name__ == name]


def units_at(state: MatchState, label: str) -> list[int]:
    return list(state.areas[parse_area(label)].units)


# -- the draft's pool [D-DECK-1][D-COMP-1] ----------------------------------------------------
POOL_ATTRIBUTES = (FIRE, Attribute.WATER, Attribute.EARTH, WIND, Attribute.HOLY, DARK)  # [D-ATTR-1]
DIGITS = "一二三四五六七八九十"
SPELL_TIMINGS = (Timing.QUICK, Timing.COUNTER, Timing.PRE_ATTACK, Timing.PRE_ATTACK, Timing.NORMAL)


def _pool_cards(f: int, attribute: Attribute) -> tuple[list[CardDef], Faction]:
    """One half-deck: 1 summoner, 14 units, 5 battle spells, 1 ritual spell; the summoner and
    five deck cards are ★, so 15 are not [R17]; only 魔 has two tokens [D-COMP-1]."""
    name, a = f"{attribute.value}の一門", attribute.value

    def printed(rare: bool) -> Printing:
        return Printing(rarity=Rarity.RARE if rare else Rarity.COMMON, faction=name)

    summoner = SummonerDef(f"p{f}-s", f"{a}の導き手", abilities=(DRAW,), printing=printed(True))
    cards: list[CardDef] = [
        UnitDef(f"p{f}-u{i:02}", f"{a}の兵{DIGITS[i % 10]}{i // 10 or ''}", "兵", attribute,
                level=1 + i % 3, attack=1 + i % 3, defence=1 + i % 4,
                move=FLY if i % 5 == 0 else WALK, instant=i % 3 == 0,
                statics=_slots(a if i % 2 else "※", initiative=i % 2), printing=printed(i < 4))
        for i in range(14)
    ]  # fmt: skip
    hit = Damage(amount="2")
    cards += [
        SpellDef(f"p{f}-b{i}", f"{a}の術{DIGITS[i]}", "術", attribute, printing=printed(i == 0),
                 abilities=(_ab("敵軍ユニット1体に[2]。 / [2] to an enemy unit.", timing, hit,
                                spell=(attribute,), targets=(ENEMY_IN_BATTLE,)),))
        for i, timing in enumerate(SPELL_TIMINGS)
    ]  # fmt: skip
    tokens: list[CardDef] = []
    if attribute is DARK:
        tokens = [
            _unit("p5-t1", "闇の灯", (1, 1, 1), attribute=DARK, token=True),
            _unit("p5-t2", "闇の影", (2, 2, 1), attribute=DARK, token=True, never_to_hand=True),
        ]
        ritual = RITUALS[1].abilities[0]  # summon a token
    else:
        ritual = _ab("[儀式] ★1。自軍ユニット1体は攻+2。 / Cost ★1: an own unit, attack +2.",
                     Timing.RITUAL, Modify(attack=2, until=Duration.TURN_END), period=FIELD,
                     power=1, targets=(OWN_ON_FIELD,))  # fmt: skip
    cards.append(RitualSpellDef(f"p{f}-r", f"{a}の大儀式", "儀式", abilities=(ritual,),
                                printing=printed(False)))  # fmt: skip
    ids = tuple(c.id for c in cards)
    faction = Faction(name, attribute, summoner.id, ids, tuple(t.id for t in tokens))
    return [summoner, *cards, *tokens], faction


def pool() -> tuple[dict[str, CardDef], tuple[Faction, ...]]:
    catalog: dict[str, CardDef] = {}
    factions = []
    for f, attribute in enumerate(POOL_ATTRIBUTES):
        cards, faction = _pool_cards(f, attribute)
        catalog.update((c.id, c) for c in cards)
        factions.append(faction)
    return catalog, tuple(factions)


def new_draft(seed: int = 1, beginner: bool = False) -> MatchState:
    """A new match from the synthetic pool, at the draft's first die [D-DECK-2a]."""
    catalog, factions = pool()
    setup = DeusSetup(
        ruleset="deus",
        seed=seed,
        catalog=catalog,
        cards=(),
        decks=((), ()),
        pool=factions,
        beginner=beginner,
    )
    return new_state(setup)[0]


def play_draft(
    state: MatchState,
    rolls: tuple[int, ...] = (5, 2),
    picks: tuple[int, int, int, int] = (0, 1, 2, 3),
    summoner_of: tuple[int, int] = (0, 0),
) -> tuple[MatchState, list[Event]]:
    """The dice (P1's first), the four picks (pool indexes, in pick order), then each player,
    A first, takes the first 15 cards of each faction and the summoner of its
    ``summoner_of[seat]``-th faction (unless the beginner option built the decks)."""
    state, events = roll(state, *rolls)
    for f in picks:
        state, found = play(state, f"faction {f + 1}")
        events += found
    while state.phase is Phase.DRAFT:
        seat = current(state).actor
        mine = state.draft.factions[seat]
        texts = [f"include {f + 1} {slot + 1}" for f in mine for slot in range(15)]
        texts.append(f"summoner {mine[summoner_of[seat]] + 1}")
        state, found = play(state, *texts)
        events += found
    return state, events
