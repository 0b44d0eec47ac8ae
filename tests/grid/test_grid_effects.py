"""grid's effect language and triggers: spell areas laid out from the chosen square and
oriented from the caster [G-10.2][G-R16]; card, base and player targets [G-10.4]; every step
(destroy, bounce, boost, hit, mend, draw, mill, untap) with its side and ``most``; a base hit
to 0 destroyed at once [G-6.7][G-R13]; a deck emptied by mend [G-R14]; the trigger words 召喚,
出す and 使う in the order of [G-R17][G-FAQ-7] and ターン終了時 [G-5.5].

Positions are built by hand (``Table``) from a small test catalog; the first player is seat 0
unless a test says otherwise, so row 1 is seat 0's front row and row 5 seat 1's.
"""

from __future__ import annotations

from typing import TypeVar

import pytest

from engine.grid import effects, triggers
from engine.grid import events as ev
from engine.grid.board import BOARD, SQUARES
from engine.grid.cards import (
    Ability,
    BaseDef,
    CardDef,
    Do,
    EntityDef,
    Shape,
    Side,
    SpellDef,
    Step,
    Target,
    Trigger,
    Who,
)
from engine.grid.state import GridState, Phase, Zones
from engine.grid.zones import losers, power, where
from engine.kernel.events import Event, Shown, all_but, only
from engine.kernel.state import CardInstance, MatchSetup

E = TypeVar("E", bound=Event)
FAMILIA = "試"  # the test catalog's one familia ("Test")


def entity(card_id: str, power: int, *abilities: Ability) -> EntityDef:
    return EntityDef(
        id=card_id, name=card_id, name_en=card_id, cost=1, familia=FAMILIA, familia_en="Test",
        power=power, abilities=abilities,
    )  # fmt: skip


def base(card_id: str, life: int = 3, *abilities: Ability) -> BaseDef:
    return BaseDef(
        id=card_id, name=card_id, name_en=card_id, cost=2, familia=FAMILIA, familia_en="Test",
        life=life, abilities=abilities,
    )  # fmt: skip


def spell(
    target: Target, *steps: Step, shape: Shape = Shape.SQUARE, side: Side = Side.ENEMY
) -> SpellDef:
    return SpellDef(
        id="bolt", name="雷", name_en="Bolt", cost=1, familia=FAMILIA, familia_en="Test",
        target=target, shape=shape, side=side, steps=steps,
    )  # fmt: skip


def on(word: Trigger, *steps: Step, mine: bool = False) -> Ability:
    return Ability(on=word, steps=steps, mine=mine)


DRAW = Step(Do.DRAW)
BASIC = (
    entity("dust", 0),
    entity("imp", 1),
    entity("ogre", 3),
    entity("giant", 5),
    base("keep"),
    spell(Target.PLAYER, DRAW),
)


class Table:
    """A position: 10-card decks of ``dust``, a 3-life ``keep`` at A1 (the first player's)
    and at D5 (the other's), turn 1 of the first player's use phase."""

    def __init__(self, *extra: CardDef, first: int = 0, deck: int = 10) -> None:
        self.catalog: dict[str, CardDef] = {c.id: c for c in (*BASIC, *extra)}
        self.cards: list[CardInstance] = []
        self.zones = [Zones(deck=[]), Zones(deck=[])]
        self.squares: list[list[int]] = [[] for _ in range(SQUARES)]
        self.life: dict[int, list[int]] = {}
        self.first = first
        for seat in (0, 1):
            self.zones[seat].deck = self.new(seat, "dust", deck)
        self.keeps = [-1, -1]
        self.keeps[first] = self.put(first, "keep", "A1")
        self.keeps[1 - first] = self.put(1 - first, "keep", "D5")

    def new(self, seat: int, def_id: str, count: int = 1) -> list[int]:
        start = len(self.cards)
        self.cards += [CardInstance(def_id, seat)] * count
        return list(range(start, start + count))

    def put(self, seat: int, def_id: str, label: str) -> int:
        card = self.new(seat, def_id)[0]
        self.squares[BOARD.parse(label)].append(card)
        printed = self.catalog[def_id]
        if isinstance(printed, BaseDef):
            self.life[card] = self.new(seat, "dust", printed.life)
        return card

    def build(self) -> GridState:
        decks = (tuple(self.zones[0].deck), tuple(self.zones[1].deck))
        setup = MatchSetup[CardDef]("grid", 7, self.catalog, tuple(self.cards), decks)
        return GridState(
            setup=setup, zones=self.zones, squares=self.squares, life=self.life,
            phase=Phase.USE, turn=1, active=self.first, first=self.first,
        )  # fmt: skip


def labels(state: GridState, cards: list[int]) -> set[str]:
    return {BOARD.label(where(state, card)) for card in cards if where(state, card) >= 0}


def of(events: list[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def fired(events: list[Event]) -> list[tuple[int, str]]:
    return [(e.card.id, e.trigger) for e in events if isinstance(e, ev.Triggered)]


def shown(state: GridState, card: int) -> Shown:
    return Shown(card, state.setup.cards[card].def_id)


def cast(state: GridState, seat: int, bolt: SpellDef, **chosen: int) -> list[Event]:
    events: list[Event] = []
    effects.resolve_spell(state, seat, bolt, events, **chosen)
    return events


# -- areas and sides -------------------------------------------------------------------------

AREAS = [
    (Shape.SQUARE, 0, 0, "B3", "B3"),
    (Shape.AROUND, 0, 0, "B3", "A2 B2 C2 A3 B3 C3 A4 B4 C4"),
    (Shape.AROUND, 0, 0, "D4", "C3 D3 C4 D4 C5"),
    (Shape.ORTHOGONAL, 0, 0, "B3", "B2 A3 B3 C3 B4"),
    (Shape.DIAGONAL, 0, 0, "B3", "A2 C2 B3 A4 C4"),
    (Shape.FORWARD, 0, 0, "B2", "B2 B3 B4"),
    (Shape.FORWARD, 1, 0, "B2", "B2 B1"),
    (Shape.FORWARD, 1, 0, "B4", "B4 B3 B2"),
    (Shape.FORWARD, 1, 1, "B2", "B2 B3 B4"),
    (Shape.FORWARD, 0, 1, "B4", "B4 B3 B2"),
    (Shape.COLUMN, 0, 0, "C3", "C1 C2 C3 C4 C5"),
    (Shape.ROW, 1, 0, "B3", "A3 B3 C3 D3"),
]


@pytest.mark.parametrize(("shape", "caster", "first", "at", "hit"), AREAS)
def test_g_r16_spell_area_laid_out_from_the_chosen_square(
    shape: Shape, caster: int, first: int, at: str, hit: str
) -> None:
    """[G-10.2][G-R16]: a square spell acts on its shape laid out from the chosen square, the
    square itself included; ``forward`` points at the caster's enemy, so it differs between
    seats and follows who plays first."""
    t = Table(first=first)
    imps = [t.put(1 - caster, "imp", BOARD.label(s)) for s in range(SQUARES) if not t.squares[s]]
    state = t.build()
    bolt = spell(Target.SQUARE, Step(Do.DESTROY), shape=shape)
    events = cast(state, caster, bolt, at=BOARD.parse(at))
    gone = [card for card in imps if where(state, card) < 0]
    assert {BOARD.label(e.at) for e in of(events, ev.Destroyed)} == set(hit.split())
    assert len(gone) == len(hit.split()) and set(gone) <= set(state.zones[1 - caster].graveyard)


def test_g_r16_whole_board_spell_and_step_shape_ignored() -> None:
    """[G-10.2][G-R16]: ``all`` covers every square; a square spell ignores its steps' own
    shapes (the spell's area alone counts)."""
    t = Table()
    imps = [t.put(1, "imp", BOARD.label(s)) for s in range(SQUARES) if not t.squares[s]]
    state = t.build()
    cast(
        state, 0, spell(Target.SQUARE, Step(Do.DESTROY, shape=Shape.SQUARE), shape=Shape.ALL), at=0
    )
    assert all(where(state, card) < 0 for card in imps) and len(imps) == 18


@pytest.mark.parametrize(
    ("side", "caster", "left"),
    [(Side.ENEMY, 0, {"B2"}), (Side.OWN, 0, {"C4"}), (Side.ANY, 0, set()), (Side.ENEMY, 1, {"C4"})],
)
def test_g_10_4_step_side_is_seen_from_the_caster(side: Side, caster: int, left: set[str]) -> None:
    """[G-10.4][G-R16]: a step's side selects enemy, own or any entities as the caster sees
    them; the destroyed go to their owner's graveyard with reason "effect"."""
    t = Table()
    mine, theirs = t.put(0, "imp", "B2"), t.put(1, "imp", "C4")
    state = t.build()
    events = cast(
        state, caster, spell(Target.SQUARE, Step(Do.DESTROY, side=side), shape=Shape.ALL), at=0
    )
    assert labels(state, [mine, theirs]) == left
    assert all(e.reason == "effect" for e in of(events, ev.Destroyed))
    assert (mine in state.zones[0].graveyard) == ("B2" not in left)


def test_g_10_4_most_selects_by_current_power() -> None:
    """[G-10.4][G-9.7]: ``most`` selects entities whose power, boosts counted, is at most it;
    0 selects any."""
    t = Table()
    imp, ogre, giant = t.put(1, "imp", "B3"), t.put(1, "ogre", "C3"), t.put(1, "giant", "A3")
    state = t.build()
    state.boost[giant] = -2  # power 3
    bolt = spell(Target.SQUARE, Step(Do.DESTROY, most=2), shape=Shape.ROW)
    cast(state, 0, bolt, at=BOARD.parse("B3"))
    assert labels(state, [imp, ogre, giant]) == {"A3", "C3"}
    cast(
        state,
        0,
        spell(Target.SQUARE, Step(Do.DESTROY, most=3), shape=Shape.ROW),
        at=BOARD.parse("B3"),
    )
    assert labels(state, [ogre, giant]) == set()


# -- each step -------------------------------------------------------------------------------


def test_g_10_1_destroy_one_event_per_square_and_owner() -> None:
    """[G-10.1]: destroy sends the selected entities to the graveyard; a stack makes one
    Destroyed event, square and arrival order kept."""
    t = Table()
    a, b, c = t.put(1, "imp", "B4"), t.put(1, "ogre", "B4"), t.put(1, "imp", "B2")
    state = t.build()
    events = cast(state, 0, spell(Target.SQUARE, Step(Do.DESTROY), shape=Shape.COLUMN), at=1)
    assert of(events, ev.Destroyed) == [
        ev.Destroyed(player=1, cards=(shown(state, c),), at=BOARD.parse("B2"), reason="effect"),
        ev.Destroyed(
            player=1,
            cards=(shown(state, a), shown(state, b)),
            at=BOARD.parse("B4"),
            reason="effect",
        ),
    ]
    assert state.zones[1].graveyard == [c, a, b] and not state.squares[BOARD.parse("B4")]


def test_g_10_1_bounce_returns_entities_to_their_owners_hand() -> None:
    """[G-10.1]: bounce puts each selected entity into its owner's hand, its boost gone."""
    t = Table()
    ogre = t.put(1, "ogre", "C3")
    state = t.build()
    state.boost[ogre] = 2
    events = cast(
        state, 0, spell(Target.SQUARE, Step(Do.BOUNCE), shape=Shape.AROUND), at=BOARD.parse("B2")
    )
    assert events == [ev.Bounced(player=1, card=shown(state, ogre), at=BOARD.parse("C3"))]
    assert state.zones[1].hand == [ogre] and ogre not in state.boost


def test_g_10_1_boost_adds_up_and_power_never_below_zero() -> None:
    """[G-10.1][G-7.7]: boost gives +amount (or minus) power until the end of the turn; the
    boosts add up and the power shown never goes below 0."""
    t = Table()
    ogre = t.put(0, "ogre", "B2")
    state = t.build()
    bolt = spell(Target.ENTITY, Step(Do.BOOST, amount=2), Step(Do.BOOST, amount=-7), side=Side.OWN)
    events = cast(state, 0, bolt, target=ogre)
    assert events == [
        ev.Boosted(card=shown(state, ogre), amount=2, power=5),
        ev.Boosted(card=shown(state, ogre), amount=-7, power=0),
    ]
    assert state.boost[ogre] == -5 and power(state, ogre) == 0


def test_g_6_7_hit_takes_life_top_first_to_the_owners_hand() -> None:
    """[G-6.7][G-R13][G-R19]: hit moves life cards, top first, to the base's owner's hand;
    the owner sees them, everyone else the count."""
    t = Table()
    keep = t.keeps[1]
    top = t.life[keep][:2]
    state = t.build()
    events = cast(state, 0, spell(Target.BASE, Step(Do.HIT, amount=2)), target=keep)
    faces = tuple(shown(state, card) for card in top)
    base_face = shown(state, keep)
    assert events == [
        ev.LifeTaken(player=1, base=base_face, cards=faces, count=2, left=1, audience=only(1)),
        ev.LifeTaken(player=1, base=base_face, cards=(), count=2, left=1, audience=all_but(1)),
    ]
    assert state.zones[1].hand == top and len(state.life[keep]) == 1


def test_g_r13_base_hit_to_zero_is_destroyed_at_once() -> None:
    """[G-R13][G-6.7][G-5.5]: a base hit to 0 life is destroyed at once, before the next step:
    the mend after it finds nothing to mend."""
    t = Table()
    keep = t.keeps[1]
    spare = t.put(1, "keep", "A5")
    state = t.build()
    bolt = spell(Target.BASE, Step(Do.HIT, amount=5), Step(Do.MEND, amount=2))
    events = cast(state, 0, bolt, target=keep)
    assert ev.BaseDestroyed(player=1, base=shown(state, keep), at=BOARD.parse("D5")) in events
    assert not of(events, ev.LifeDealt) and where(state, keep) < 0
    assert keep in state.zones[1].graveyard and keep not in state.life
    assert len(state.life[spare]) == 3 and losers(state) == set()


def test_g_1_1_last_base_destroyed_stops_the_spell() -> None:
    """[G-1.1][G-R13][G-R14]: once a player has lost (their last base destroyed) nothing more
    resolves: the caster's draw after the hit does not happen."""
    t = Table()
    state = t.build()
    hand = list(state.zones[0].hand)
    bolt = spell(Target.SQUARE, Step(Do.HIT, amount=3), DRAW, shape=Shape.ALL)
    events = cast(state, 0, bolt, at=0)
    assert losers(state) == {1} and not of(events, ev.Drew) and state.zones[0].hand == hand


def test_g_11_4_mend_deals_life_from_the_deck_top() -> None:
    """[G-11.4]: mend puts deck-top cards beneath the selected bases; side picks own bases."""
    t = Table()
    keep = t.keeps[0]
    state = t.build()
    top = state.zones[0].deck[:2]
    events = cast(
        state,
        0,
        spell(Target.SQUARE, Step(Do.MEND, amount=2, side=Side.OWN), shape=Shape.ALL),
        at=0,
    )
    assert events == [ev.LifeDealt(player=0, base=shown(state, keep), count=2)]
    assert state.life[keep][-2:] == top and len(state.zones[0].deck) == 8
    assert len(state.life[t.keeps[1]]) == 3


def test_g_r14_mend_emptying_the_deck_loses() -> None:
    """[G-R14][G-11.4][G-1.2]: mend can empty its owner's deck: that player loses, noted at
    once, and the spell's later steps do not resolve."""
    t = Table(deck=1)
    keep = t.keeps[0]
    state = t.build()
    bolt = spell(
        Target.BASE, Step(Do.MEND, amount=2), Step(Do.DRAW, who=Who.OPPONENT), side=Side.OWN
    )
    events = cast(state, 0, bolt, target=keep)
    assert state.zones[0].decked and state.zones[0].deck == [] and len(state.life[keep]) == 4
    assert ev.DeckEmptied(player=0) in events and losers(state) == {0}
    assert not of(events, ev.Drew) and state.zones[1].hand == []


@pytest.mark.parametrize(
    ("who", "drawn"), [(Who.SELF, (1, 0)), (Who.OPPONENT, (0, 1)), (Who.BOTH, (1, 1))]
)
def test_g_10_4_player_steps_name_players_from_the_caster(who: Who, drawn: tuple[int, int]) -> None:
    """[G-10.4]: a player step's ``who`` names the caster, the opponent or both."""
    t = Table()
    state = t.build()
    events = cast(state, 1, spell(Target.SQUARE, Step(Do.DRAW, who=who)), at=0)
    assert (len(state.zones[1].hand), len(state.zones[0].hand)) == drawn
    assert len(of(events, ev.Drew)) == 2 * sum(drawn)


def test_g_10_1_draw_shows_the_cards_to_the_drawer_only() -> None:
    """[G-10.1][G-R19]: draw takes deck-top cards; only the drawer sees their faces."""
    t = Table()
    state = t.build()
    top = state.zones[0].deck[:2]
    events = cast(state, 0, spell(Target.SQUARE, Step(Do.DRAW, amount=2)), at=0)
    faces = tuple(shown(state, card) for card in top)
    assert events == [
        ev.Drew(player=0, cards=faces, count=2, audience=only(0)),
        ev.Drew(player=0, cards=(), count=2, audience=all_but(0)),
    ]
    assert state.zones[0].hand == top


def test_g_10_1_mill_sends_deck_top_to_the_graveyard() -> None:
    """[G-10.1]: mill puts the named player's deck-top cards face up into their graveyard."""
    t = Table()
    state = t.build()
    top = state.zones[1].deck[:3]
    events = cast(state, 0, spell(Target.SQUARE, Step(Do.MILL, amount=3, who=Who.OPPONENT)), at=0)
    assert events == [ev.Milled(player=1, cards=tuple(shown(state, card) for card in top))]
    assert state.zones[1].graveyard == top and len(state.zones[1].deck) == 7


def test_g_8_2_untap_stands_the_latest_tapped_first() -> None:
    """[G-8.2]: untap stands up to ``amount`` tapped resource cards, the latest tapped first;
    never more than are tapped."""
    t = Table()
    resources = t.new(0, "dust", 4)
    state = t.build()
    state.zones[0].resources = resources
    state.zones[0].tapped = list(state.zones[0].resources[:3])
    first, *_ = state.zones[0].tapped
    events = cast(state, 0, spell(Target.SQUARE, Step(Do.UNTAP, amount=2)), at=0)
    assert events == [ev.ResourcesUntapped(player=0, count=2)] and state.zones[0].tapped == [first]
    events = cast(state, 0, spell(Target.SQUARE, Step(Do.UNTAP, amount=5)), at=0)
    assert events == [ev.ResourcesUntapped(player=0, count=1)] and state.zones[0].tapped == []


# -- targets -----------------------------------------------------------------------------------


def test_g_10_4_targets_for_each_kind() -> None:
    """[G-10.4][G-R16]: a square spell may choose any square, a player spell either seat, a
    card spell the entities / bases of its side from the caster's side, in square order."""
    t = Table()
    late, early, mine = t.put(1, "imp", "C4"), t.put(1, "ogre", "B2"), t.put(0, "imp", "A2")
    state = t.build()
    assert effects.targets(state, 0, spell(Target.SQUARE)) == list(range(SQUARES))
    assert effects.targets(state, 0, spell(Target.PLAYER)) == [0, 1]
    assert effects.targets(state, 0, spell(Target.ENTITY)) == [early, late]
    assert effects.targets(state, 1, spell(Target.ENTITY)) == [mine]
    assert effects.targets(state, 0, spell(Target.ENTITY, side=Side.ANY)) == [mine, early, late]
    assert effects.targets(state, 0, spell(Target.BASE)) == [t.keeps[1]]
    assert effects.targets(state, 0, spell(Target.BASE, side=Side.OWN)) == [t.keeps[0]]


def test_g_10_4_entity_target_ignores_step_area_and_stops_once_gone() -> None:
    """[G-10.4]: a card spell acts on its chosen card only, whatever the step's shape, side
    and ``most`` say; a card an earlier step removed is not acted on again."""
    t = Table()
    giant, other = t.put(1, "giant", "B3"), t.put(1, "imp", "B3")
    state = t.build()
    bolt = spell(Target.ENTITY, Step(Do.BOUNCE, side=Side.OWN, most=1), Step(Do.BOOST, amount=1))
    events = cast(state, 0, bolt, target=giant)
    assert [type(e) for e in events] == [ev.Bounced] and state.zones[1].hand == [giant]
    assert where(state, other) == BOARD.parse("B3")


def test_g_10_4_player_target_draws_for_the_chosen_seat() -> None:
    """[G-10.4]: ``who = target`` acts on the chosen player; ``self`` still on the caster."""
    t = Table()
    state = t.build()
    bolt = spell(Target.PLAYER, Step(Do.DRAW, who=Who.TARGET, amount=2), Step(Do.MILL))
    cast(state, 0, bolt, player=1)
    assert len(state.zones[1].hand) == 2 and len(state.zones[0].graveyard) == 1


def test_g_10_2_steps_resolve_in_order_on_what_is_left() -> None:
    """[G-10.2]: steps run in the printed order and select anew: the first weakens the ogre
    so the second destroys it; the imp the second destroyed is not boosted by the third."""
    t = Table()
    imp, ogre, giant = t.put(1, "imp", "A3"), t.put(1, "ogre", "B3"), t.put(1, "giant", "C3")
    state = t.build()
    bolt = spell(
        Target.SQUARE, Step(Do.BOOST, amount=-2, most=3), Step(Do.DESTROY, most=1),
        Step(Do.BOOST, amount=1), shape=Shape.ROW,
    )  # fmt: skip
    events = cast(state, 0, bolt, at=BOARD.parse("A3"))
    assert labels(state, [imp, ogre, giant]) == {"C3"}
    boosted = [(e.card.id, e.amount) for e in of(events, ev.Boosted)]
    assert boosted == [(imp, -2), (ogre, -2), (giant, 1)]


# -- triggers ----------------------------------------------------------------------------------

SCOUT = entity("scout", 2, on(Trigger.SUMMON, DRAW))
HERALD = entity("herald", 1, on(Trigger.SUMMON, DRAW, mine=True))
TOWER = base("tower", 2, on(Trigger.PUT, DRAW))
MASON = entity("mason", 1, on(Trigger.PUT, DRAW, mine=True))
SAGE = entity("sage", 1, on(Trigger.USE, DRAW, mine=True))
ECHO = entity(
    "echo", 2, on(Trigger.USE, DRAW), on(Trigger.PUT, DRAW), on(Trigger.SUMMON, DRAW)
)  # printed out of order: the words' order decides


def test_g_r17_summon_fires_its_own_summon_ability() -> None:
    """[G-R17][G-FAQ-7]: an entity summoned from the hand fires its own 召喚 ability
    (Triggered, then its steps); another card's summon does not fire it."""
    t = Table(SCOUT)
    scout, imp = t.put(0, "scout", "B2"), t.put(0, "imp", "C2")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, scout, events)
    assert events[0] == ev.Triggered(player=0, card=shown(state, scout), trigger="召喚")
    assert len(state.zones[0].hand) == 1
    events = []
    triggers.on_summon(state, imp, events)
    assert events == [] and len(state.zones[0].hand) == 1


def test_g_r17_mine_summon_fires_for_each_own_summon_itself_included() -> None:
    """[G-R17][G-FAQ-7]: a ``mine`` 召喚 ability fires when its owner summons any entity,
    itself included (once), never for the opponent's summons."""
    t = Table(HERALD)
    herald = t.put(0, "herald", "B2")
    imp, enemy = t.put(0, "imp", "C2"), t.put(1, "imp", "C4")
    state = t.build()
    for card, expected in ((herald, 1), (imp, 2), (enemy, 2)):
        events: list[Event] = []
        triggers.on_summon(state, card, events)
        assert len(state.zones[0].hand) == expected
    assert fired(events) == []


def test_g_r17_put_fires_for_setup_base_build_and_summon_not_cast() -> None:
    """[G-R17][G-FAQ-7][G-3.5]: 出す fires for the setup base, a base played from the hand and
    a summoned entity (its own and ``mine`` abilities), never for a cast spell."""
    t = Table(TOWER, MASON)
    tower = t.put(0, "tower", "B1")
    mason = t.put(0, "mason", "C2")
    imp = t.put(0, "imp", "C3")
    bolt = t.new(0, "bolt")[0]
    state = t.build()
    state.zones[0].graveyard.append(bolt)
    events: list[Event] = []
    triggers.on_setup_base(state, tower, events)
    assert fired(events) == [(tower, "出す"), (mason, "出す")]
    events = []
    triggers.on_build(state, tower, events)
    assert fired(events) == [(tower, "出す"), (mason, "出す")]
    events = []
    triggers.on_summon(state, imp, events)
    assert fired(events) == [(mason, "出す")]
    events = []
    triggers.on_cast(state, bolt, events)
    assert events == [] and len(state.zones[0].hand) == 5


def test_g_r17_use_fires_for_summon_build_and_cast_not_setup_base() -> None:
    """[G-R17][G-FAQ-7]: a ``mine`` 使う ability fires for an entity, a base and a spell used
    from the hand (the spell already in the graveyard), not for the setup base."""
    t = Table(SAGE)
    sage = t.put(0, "sage", "B3")
    imp, keep = t.put(0, "imp", "C2"), t.put(0, "keep", "C1")
    bolt = t.new(0, "bolt")[0]
    state = t.build()
    state.zones[0].graveyard.append(bolt)
    seen = []
    for entry, card in (
        (triggers.on_summon, imp),
        (triggers.on_build, keep),
        (triggers.on_cast, bolt),
        (triggers.on_setup_base, keep),
    ):
        events: list[Event] = []
        entry(state, card, events)
        seen.append(fired(events))
    assert seen == [[(sage, "使う")], [(sage, "使う")], [(sage, "使う")], []]


def test_g_5_5_turn_end_fires_the_owners_abilities_only() -> None:
    """[G-5.5]: at the end of a turn the ending player's ターン終了時 abilities fire, ``mine``
    or not, in square order; the opponent's do not."""
    clock = entity("clock", 1, on(Trigger.TURN_END, DRAW))
    bell = entity("bell", 1, on(Trigger.TURN_END, Step(Do.MILL), mine=True))
    t = Table(clock, bell)
    a, b = t.put(0, "bell", "C3"), t.put(0, "clock", "B2")
    t.put(1, "clock", "B4")
    state = t.build()
    events: list[Event] = []
    triggers.end_of_turn(state, 0, events)
    assert fired(events) == [(b, "ターン終了時"), (a, "ターン終了時")]
    assert len(state.zones[0].hand) == 1 and len(state.zones[0].graveyard) == 1
    assert state.zones[1].hand == []


def test_g_r17_order_word_by_word_own_then_mine_in_square_order() -> None:
    """[G-R17][G-FAQ-7]: summoning fires 召喚, then 出す, then 使う; within a word the card's
    own abilities first, then ``mine`` abilities by square, then arrival order."""
    t = Table(ECHO, HERALD, SAGE)
    late = t.put(0, "herald", "B3")
    early, second = t.put(0, "herald", "B2"), t.put(0, "herald", "B2")
    sage = t.put(0, "sage", "A2")
    echo = t.put(0, "echo", "C2")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, echo, events)
    assert fired(events) == [
        (echo, "召喚"), (early, "召喚"), (second, "召喚"), (late, "召喚"),
        (echo, "出す"), (echo, "使う"), (sage, "使う"),
    ]  # fmt: skip
    assert len(state.zones[0].hand) == 7


def test_g_r17_ability_of_a_card_gone_does_not_resolve() -> None:
    """[G-R17]: an ability whose card left the battle zone before its turn does not resolve:
    the purge's 召喚 destroys itself and the herald next to it, so the herald's draw never
    comes."""
    purge = entity(
        "purge",
        1,
        on(Trigger.SUMMON, Step(Do.DESTROY, shape=Shape.AROUND, side=Side.ANY), mine=True),
    )
    t = Table(purge, HERALD)
    p, herald = t.put(0, "purge", "B2"), t.put(0, "herald", "B3")
    imp = t.put(0, "imp", "D1")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, imp, events)
    assert fired(events) == [(p, "召喚")] and labels(state, [p, herald, imp]) == {"D1"}
    assert state.zones[0].hand == [] and state.zones[0].graveyard == [p, herald]


def test_g_r17_card_gone_by_its_summon_fires_no_own_put() -> None:
    """[G-R17][G-FAQ-7]: a card that destroyed itself with its 召喚 ability fires no 出す
    ability of its own (it is no longer on the battle zone), while its owner's ``mine`` 出す
    abilities still fire for it."""
    fragile = entity(
        "fragile", 1, on(Trigger.SUMMON, Step(Do.DESTROY, side=Side.OWN)), on(Trigger.PUT, DRAW)
    )
    t = Table(MASON, fragile)
    mason, frag = t.put(0, "mason", "C1"), t.put(0, "fragile", "D2")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, frag, events)
    assert fired(events) == [(frag, "召喚"), (mason, "出す")] and where(state, frag) < 0
    assert len(state.zones[0].hand) == 1


def test_g_r16_ability_area_from_its_card_and_its_owners_side() -> None:
    """[G-R16][G-R17]: an ability's step lays its own shape out from the ability's card and
    sees sides from its owner: the second player's ``forward`` points at row 1."""
    spitter = entity("spitter", 2, on(Trigger.SUMMON, Step(Do.DESTROY, shape=Shape.FORWARD)))
    t = Table(spitter)
    s = t.put(1, "spitter", "B4")
    near, far, behind = t.put(0, "imp", "B3"), t.put(0, "imp", "B2"), t.put(0, "imp", "B5")
    own = t.put(1, "imp", "B4")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, s, events)
    assert labels(state, [near, far, behind, own, s]) == {"B5", "B4"}


def test_g_r17_ability_player_steps_from_its_owner() -> None:
    """[G-R17]: an ability's ``who`` is from its owner's side: opponent is the other seat."""
    gift = entity("gift", 1, on(Trigger.SUMMON, Step(Do.DRAW, who=Who.OPPONENT, amount=2)))
    t = Table(gift)
    card = t.put(1, "gift", "B4")
    state = t.build()
    events: list[Event] = []
    triggers.on_summon(state, card, events)
    assert len(state.zones[0].hand) == 2 and state.zones[1].hand == []
    assert events[0] == ev.Triggered(player=1, card=shown(state, card), trigger="召喚")
