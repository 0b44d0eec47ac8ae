"""A test per shipped grid base (carddb/data/grid/gd*.toml, 8 cards): each is built from P1's
hand through the engine's ``apply`` (picked, then put on A1 of P1's front row beside the other
base of its familia [G-FAQ-1][G-R7][G-11.2]) with its life dealt from the deck top at once
[G-11.3][G-11.4], and its abilities are checked against expectations written by hand from its
text: 出す fires when it is built and when it is the setup base, 使う only when built from the
hand [G-FAQ-7][G-R17], 「自分が…したとき」 for every card its owner puts or uses, and
ターン終了時 at the end of its owner's turn only [G-5.5].
"""

from __future__ import annotations

import pytest
from grid_pool import (
    CATALOG,
    COVERED,
    FOE_BASE,
    FOUR,
    ONE,
    THREE,
    TWO,
    covers,
    fired,
    ids_of,
    life,
    powers,
    setup_with,
)
from grid_position import FILLER, Grid, end_turn, of, play, where_is

from engine.grid import events as ev
from engine.grid.cards import BaseDef
from engine.grid.state import GridState

# the base built, the other base of its familia standing on D1, the life printed on the card
LIVES = [
    ("GD1-001", "GD1-002", 3),
    ("GD1-002", "GD1-001", 2),
    ("GD2-001", "GD2-002", 1),
    ("GD2-002", "GD2-001", 3),
    ("GD3-001", "GD3-002", 4),
    ("GD3-002", "GD3-001", 2),
    ("GD4-001", "GD4-002", 2),
    ("GD4-002", "GD4-001", 4),
]
HOME = {base: home for base, home, _ in LIVES}


def beside(base: str, *, resources: int = 6, tapped: int = 0) -> tuple[Grid, int]:
    """P1 to move with ``base`` in hand, its familia's other base on D1, P2's base (3 life
    cards) on C5; the card id of the base in hand."""
    g = Grid(catalog=CATALOG)
    g.put(0, HOME[base], "D1")
    g.put(1, FOE_BASE, "C5", life=3)
    g.resources(0, resources, tapped=tapped)
    return g, g.hand(0, base)[0]


def build(g: Grid, base: int, phase: str = "use") -> tuple[GridState, list[ev.Event]]:
    return play(g.build(phase), f"build #{base} A1")


@pytest.mark.parametrize(("key", "home", "count"), LIVES)
def test_g_11_4_a_base_built_from_hand_gets_its_life_from_the_deck_top(
    key: str, home: str, count: int
) -> None:
    """[G-11.4][G-11.3][G-FAQ-1][G-R7]: built on A1, the base stands there with its printed
    life in deck-top cards beneath it, taken before any of its abilities resolve."""
    g, base = beside(key)
    top = g.zones[0].deck[:count]
    state, events = build(g, base)
    assert [(e.card.id, e.life) for e in of(events, ev.BasePlaced)] == [(base, count)]
    assert where_is(state, base) == "A1" and state.life[base] == top


# -- 紅焔騎士団 ---------------------------------------------------------------------------------
@covers("GD1-001")
def test_g_r17_gd1_001_crimson_fort_boosts_friends_around_whenever_its_owner_summons() -> None:
    """[G-R17][G-FAQ-7]: building 紅焔の砦 fires nothing; a squire summoned on A2 (around it)
    fires it: the squire (1 → 2) and the friend on B2 (4 → 5) get +1, the friend on C2 (two
    away) and the enemy on B1 do not; a spell cast (使う, not 召喚) does not fire it."""
    g, fort = beside("GD1-001")
    squire, blessing = g.hand(0, ONE, "GD1-014")
    near, far, foe = g.put(0, FOUR, "B2"), g.put(0, ONE, "C2"), g.put(1, ONE, "B1")
    state, events = build(g, fort)
    assert fired(events) == []
    state, events = play(state, f"summon #{squire} A2")
    assert fired(events) == [(fort, "召喚")]
    assert powers(state, [squire, near, far, foe]) == [2, 5, 1, 1]
    state, events = play(state, f"cast-on #{blessing} #{far}")
    assert fired(events) == [] and powers(state, [squire, near, far]) == [2, 5, 4]


@covers("GD1-002")
def test_g_5_5_gd1_002_beacon_camp_destroys_weak_enemies_ahead_at_turn_end() -> None:
    """[G-5.5]: at the end of P1's turn 烽火の野営地 on A1 destroys the enemies of power 2 or
    less on A2 and A3 (the 2 squares ahead); the power-3 one stacked on A3, the one on A4
    (three ahead) and the one on B2 stay, and so does P1's own on A2 in another position; at
    the end of P2's turn it does not fire."""
    g, camp = beside("GD1-002")
    hit = [g.put(1, TWO, "A2"), g.put(1, ONE, "A3")]
    stay = [g.put(1, THREE, "A3"), g.put(1, ONE, "A4"), g.put(1, ONE, "B2")]
    state, events = build(g, camp)
    state, events = play(state, "done", "done")
    assert fired(events) == [(camp, "ターン終了時")] and state.zones[1].graveyard == hit
    assert [where_is(state, c) for c in stay] == ["A3", "A4", "B2"]
    assert (camp, "ターン終了時") not in fired(end_turn(state)[1])
    g, camp = beside("GD1-002")
    own = g.put(0, ONE, "A2")
    state = play(build(g, camp)[0], "done", "done")[0]
    assert where_is(state, own) == "A2"


# -- 月影衆 -------------------------------------------------------------------------------------
@covers("GD2-001")
def test_g_r17_gd2_001_hidden_village_draws_two_when_built_or_set_up() -> None:
    """[G-R17][G-FAQ-7][G-3.5]: built, 月影の隠れ里 takes its 1 life card, then P1 draws the
    next 2 (an entity put out later does not fire it); as the setup base it draws 2 as well
    (7 cards in P1's opening hand, P2's 5)."""
    g, village = beside("GD2-001")
    shinobi = g.hand(0, "GD2-003")[0]
    deck = g.zones[0].deck[:3]
    state, events = build(g, village)
    assert fired(events) == [(village, "出す")]
    assert state.life[village] == deck[:1] and state.zones[0].hand == [shinobi, *deck[1:]]
    state, events = play(state, f"summon #{shinobi} A2")
    assert fired(events) == [] and state.zones[0].hand == deck[1:]
    state, events = setup_with(("GD2-001", "GD3-002"))
    assert [trigger for _, trigger in fired(events)] == ["出す"]
    assert (len(state.zones[0].hand), len(state.zones[1].hand)) == (7, 5)


@covers("GD2-002")
def test_g_5_5_gd2_002_mistveil_shrine_mills_the_opponent_at_its_owners_turn_end() -> None:
    """[G-5.5]: at the end of P1's turn 霧隠れの社 puts P2's deck top into P2's graveyard (P2
    then draws the next one); P1's deck is not milled."""
    g, shrine = beside("GD2-002")
    p2_deck = g.zones[1].deck[:2]
    state, events = build(g, shrine)
    assert fired(events) == []
    state, events = play(state, "done", "done")
    assert fired(events) == [(shrine, "ターン終了時")]
    assert state.zones[1].graveyard == p2_deck[:1] and state.zones[1].hand == p2_deck[1:]
    assert state.zones[0].graveyard == []


# -- 翠樹の守り手 -------------------------------------------------------------------------------
@covers("GD3-001")
def test_g_r17_gd3_001_sanctuary_untaps_two_resources_when_put_out() -> None:
    """[G-R17][G-8.2]: with 6 resources, 1 tapped, 千年樹の聖域 (cost 4) leaves 5 tapped, then
    stands 2 up: 3 tapped; an entity put out later does not fire it. As the setup base
    nothing is tapped and nothing happens."""
    g, sanctuary = beside("GD3-001", tapped=1)
    stag = g.hand(0, "GD3-006")[0]
    state, events = build(g, sanctuary)
    assert fired(events) == [(sanctuary, "出す")]
    assert [e.count for e in of(events, ev.ResourcesUntapped)] == [2]
    assert len(state.zones[0].tapped) == 3
    state, events = play(state, f"summon #{stag} A2")
    assert fired(events) == [] and len(state.zones[0].tapped) == 5
    state, events = setup_with(("GD3-001", "GD3-002"))
    assert [trigger for _, trigger in fired(events)] == ["出す"]
    assert of(events, ev.ResourcesUntapped) == [] and state.zones[0].tapped == []


@covers("GD3-002")
def test_g_5_5_gd3_002_mossy_shrine_adds_a_life_card_to_itself_at_turn_end() -> None:
    """[G-5.5][G-11.4]: at the end of P1's turn 苔むす祠 on C1 gets P1's deck top beneath it
    (2 → 3); the sanctuary beside it on D1 keeps 4; at the end of P2's turn it does not fire."""
    g, shrine = beside("GD3-002")
    home = g.at["D1"]
    state, _ = play(g.build(), f"build #{shrine} C1")
    top = state.zones[0].deck[0]
    state, events = play(state, "done", "done")
    assert fired(events) == [(shrine, "ターン終了時")] and state.life[shrine][-1] == top
    assert (life(state, shrine), life(state, home)) == (3, 4)
    assert life(end_turn(state)[0], shrine) == 3


# -- 星詠みの塔 ---------------------------------------------------------------------------------
@covers("GD4-001")
def test_g_r17_gd4_001_stargazing_tower_mills_the_opponent_whenever_its_owner_uses() -> None:
    """[G-R17][G-FAQ-7]: supplying fires nothing; building 大塔 fires its own 使う (after the
    observatory's 出す on D1, which mills each deck 1): P2 lost 2. Summoning an entity: the
    same 2 more. Casting 星の囁き on P2 (a draw, 2 milled): only the tower, 1 more; P1's deck
    lost only the observatory's and the spell went to P1's graveyard. As the setup base it
    is put out, not used: it does not fire."""
    g, tower = beside("GD4-001", resources=5)
    guard, whisper, spare = g.hand(0, "GD4-005", "GD4-014", FILLER)
    observatory = g.at["D1"]
    state, events = play(g.build("supply"), f"supply #{spare}")
    assert fired(events) == []
    state, events = play(state, f"build #{tower} A1")
    assert fired(events) == [(observatory, "出す"), (tower, "使う")]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (1, 2)
    state, events = play(state, f"summon #{guard} A2")
    assert fired(events) == [(observatory, "出す"), (tower, "使う")]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (2, 4)
    state, events = play(state, f"cast-for #{whisper} P2")
    assert fired(events) == [(tower, "使う")]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (3, 7)
    state, events = setup_with(("GD4-001", "GD3-002"))
    assert fired(events) == [] and state.zones[1].graveyard == []


@covers("GD4-002")
def test_g_r17_gd4_002_meteor_observatory_mills_both_whenever_its_owner_puts_out() -> None:
    """[G-R17][G-FAQ-7]: building 流星の観測所 fires its own 出す (each deck mills 1), then the
    tower's 使う (P2 1 more); summoning an entity the same; casting a spell puts nothing
    out: only the tower fires. As the setup base it fires: each deck mills 1."""
    g, observatory = beside("GD4-002", resources=7)
    guard, whisper = g.hand(0, "GD4-005", "GD4-014")
    tower = g.at["D1"]
    state, events = build(g, observatory)
    assert fired(events) == [(observatory, "出す"), (tower, "使う")]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (1, 2)
    state, events = play(state, f"summon #{guard} A2")
    assert fired(events) == [(observatory, "出す"), (tower, "使う")]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (2, 4)
    state, events = play(state, f"cast-for #{whisper} P2")
    assert fired(events) == [(tower, "使う")]
    state, events = setup_with(("GD4-002", "GD3-002"))
    assert [trigger for _, trigger in fired(events)] == ["出す"]
    assert (len(state.zones[0].graveyard), len(state.zones[1].graveyard)) == (1, 1)


def test_every_shipped_base_has_a_test_and_a_life_row() -> None:
    """A new shipped base without a test or a life row here fails."""
    bases = ids_of(BaseDef)
    assert len(bases) == 8 and bases <= COVERED, sorted(bases - COVERED)
    assert {row[0] for row in LIVES} == bases
