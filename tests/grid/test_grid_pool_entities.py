"""A test per shipped grid entity (carddb/data/grid/gd*.toml, 36 cards), summoned through the
engine's ``apply`` (picked, then summoned in front of its familia's base [G-9.2][G-R4]), each
expectation written by hand from its text: its power on the board [G-7.7][G-9.9], where its
keyword moves it [G-6.2][G-R8], the life cards one base attack takes (多点) [G-6.7][G-R13],
what it attacks only by 射程, never past an enemy card [G-R11], and each ability firing on
its word (召喚, 出す, 使う [G-FAQ-7][G-R17], the end of its owner's turn [G-5.5]) for its own
card or, 「自分が…したとき」, for every card its owner plays, doing what the text says.
"""

from __future__ import annotations

import pytest
from grid_pool import (
    COVERED,
    FOE_BASE,
    FOUR,
    ONE,
    SHIPPED,
    THREE,
    TWO,
    covers,
    fired,
    ids_of,
    life,
    powers,
    table,
)
from grid_position import end_turn, of, play, sq, targets, to_phase, where_is

from engine.grid import events as ev
from engine.grid.cards import EntityDef

# Squares reached from B2 by P1 with its own base on B1 (a base is never a destination [G-R9])
KING = "A1 C1 A2 C2 A3 B3 C3"  # the 8 neighbours [G-6.2]
ROOK = "A2 C2 D2 B3 B4"  # 飛車: up to 2 orthogonally [G-R8]
BISHOP = "A1 C1 A3 C3 D4"  # 角: up to 2 diagonally
LANCE = "B3 B4"  # 香車: up to 2 forward
PROBES = ("A3", "A4", "A5", "C3", "D4")  # enemy squares tried from A1, one at a time

# card, printed power, power just after its summon on B2 (GD1-006, GD1-009, GD2-009 and
# GD4-011 boost themselves), moves from B2, life cards per base attack (多点), which PROBES
# it may attack from A1 (射程2: GD2-004, GD3-005, GD4-004; 射程3: GD2-007, GD2-011, GD4-008)
# fmt: off
ROWS = [
    ("GD1-003", 1, 1, KING, 1, ""),             ("GD1-004", 2, 2, LANCE, 1, "A3"),
    ("GD1-005", 3, 3, LANCE, 2, "A3"),          ("GD1-006", 1, 2, KING, 1, ""),
    ("GD1-007", 1, 1, BISHOP, 1, "C3"),         ("GD1-008", 4, 4, ROOK, 2, "A3"),
    ("GD1-009", 2, 3, KING, 1, ""),             ("GD1-010", 5, 5, ROOK, 2, "A3"),
    ("GD1-011", 6, 6, KING, 2, ""),             ("GD2-003", 1, 1, BISHOP, 1, "C3"),
    ("GD2-004", 1, 1, KING, 1, "A3 C3"),        ("GD2-005", 2, 2, BISHOP, 1, "C3"),
    ("GD2-006", 2, 2, KING, 1, ""),             ("GD2-007", 2, 2, LANCE, 1, "A3 A4 C3 D4"),
    ("GD2-008", 3, 3, ROOK, 1, "A3"),           ("GD2-009", 3, 4, BISHOP, 1, "C3"),
    ("GD2-010", 5, 5, KING, 2, ""),             ("GD2-011", 3, 3, BISHOP, 1, "A3 A4 C3 D4"),
    ("GD3-003", 1, 1, KING, 1, ""),             ("GD3-004", 3, 3, ROOK, 1, "A3"),
    ("GD3-005", 2, 2, KING, 1, "A3 C3"),        ("GD3-006", 2, 2, BISHOP, 1, "C3"),
    ("GD3-007", 2, 2, LANCE, 1, "A3"),          ("GD3-008", 6, 6, KING, 1, ""),
    ("GD3-009", 3, 3, KING, 1, ""),             ("GD3-010", 4, 4, ROOK, 2, "A3"),
    ("GD3-011", 2, 2, BISHOP, 1, "C3"),         ("GD4-003", 1, 1, KING, 1, ""),
    ("GD4-004", 1, 1, BISHOP, 1, "A3 C3"),      ("GD4-005", 2, 2, ROOK, 1, "A3"),
    ("GD4-006", 3, 3, LANCE, 2, "A3"),          ("GD4-007", 1, 1, KING, 1, ""),
    ("GD4-008", 3, 3, KING, 1, "A3 A4 C3 D4"),  ("GD4-009", 5, 5, ROOK, 1, "A3"),
    ("GD4-010", 5, 5, BISHOP, 2, "C3"),         ("GD4-011", 4, 5, KING, 1, ""),
]
# Reach cards: a square reached only by 射程 from A1, and the square between
REACH = [("GD2-004", "A3", "A2"), ("GD2-007", "A4", "A3"), ("GD2-011", "A4", "A3"),
         ("GD3-005", "A3", "A2"), ("GD4-004", "A3", "A2"), ("GD4-008", "A4", "A3")]
# the entities whose ability says 「このエンティティを召喚した/出した/使ったとき」, and a
# vanilla entity of the same familia summoned while they stand on C2
OWN_ONLY = [("GD1-006", "GD1-003"), ("GD1-007", "GD1-003"), ("GD1-010", "GD1-003"),
            ("GD2-005", "GD2-003"), ("GD2-006", "GD2-003"), ("GD2-008", "GD2-003"),
            ("GD2-011", "GD2-003"), ("GD3-003", "GD3-006"), ("GD3-007", "GD3-006"),
            ("GD3-011", "GD3-006"), ("GD4-003", "GD4-005"), ("GD4-008", "GD4-005")]
# fmt: on


@pytest.mark.parametrize(("card", "printed", "summoned", "moves", "hits", "attacks"), ROWS)
def test_g_9_every_entity_stands_moves_attacks_and_hits_as_printed(
    card: str, printed: int, summoned: int, moves: str, hits: int, attacks: str
) -> None:
    """[G-9.2][G-7.7][G-5.5]: summoned on B2 it stands there with its power (its own boosts
    last until the end of the turn). [G-6.2][G-R8][G-9.4]: it may move to exactly the squares
    of its keyword (none: the 8 neighbours). [G-R11][G-6.4]: from A1, with one enemy on one
    of A3, A4, A5, C3, D4, it may attack it only along its movement (飛車/香車 A3, 角 C3) or
    射程 (2: A3 and C3, 3: also A4 and D4). [G-R13][G-6.7]: from C4 one attack on P2's base
    on C5 (3 life cards) takes the top 2 into P2's hand with 多点2, else the top 1."""
    g = table(card)
    entity = g.hand(0, card)[0]
    state, events = play(g.build(), f"summon #{entity} B2")
    assert [e.card.id for e in of(events, ev.Summoned)] == [entity]
    assert where_is(state, entity) == "B2" and powers(state, [entity]) == [summoned]
    assert targets(to_phase(state, "move"), entity, "move") == set(moves.split())
    assert powers(end_turn(state)[0], [entity]) == [printed]
    found = set()
    for probe in PROBES:
        g = table(card)
        entity = g.put(0, card, "A1")
        g.put(1, ONE, probe)
        found |= targets(g.build("move"), entity, "attack") & {probe}
    assert found == set(attacks.split())
    g = table(card)
    entity, base = g.put(0, card, "C4"), g.at["C5"]
    pile = list(g.life[base])
    state, _ = play(g.build("move"), f"attack #{entity} C5")
    assert state.life[base] == pile[hits:] and state.zones[1].hand == pile[:hits]


@pytest.mark.parametrize(("card", "far", "between"), REACH)
def test_g_r11_reach_stops_at_an_enemy_card_and_passes_own(
    card: str, far: str, between: str
) -> None:
    """[G-R11](c)[G-9.5]: 射程 reaches ``far`` (beyond its movement) only if the square between
    holds no enemy card; an own entity there does not block, and the attack is made from A1
    (the attacker stays) and wins over the power-1 defender or ties with it [G-R12]."""
    g = table(card)
    entity = g.put(0, card, "A1")
    g.put(1, ONE, between)
    g.put(1, ONE, far)
    assert far not in targets(g.build("move"), entity, "attack")
    g = table(card)
    entity = g.put(0, card, "A1")
    g.put(0, ONE, between)
    defender = g.put(1, ONE, far)
    state, events = play(g.build("move"), f"attack #{entity} {far}")
    assert [(e.start, e.at) for e in of(events, ev.Attacked)] == [(sq("A1"), sq(far))]
    assert where_is(state, defender) == ""


# -- 紅焔騎士団 ---------------------------------------------------------------------------------
@covers("GD1-006")
def test_g_r17_gd1_006_standard_bearer_boosts_its_square_and_around_on_summon() -> None:
    """[G-R17][G-FAQ-7][G-9.9][G-5.5]: 紅焔の旗手 summoned on B2: itself (1 → 2) and the
    friends on A3 (1 → 2) and C1 (4 → 5) get +1, not the friend on B4 nor the enemy on C3;
    the boosts lapse when the turn ends."""
    g = table("GD1-006")
    bearer = g.hand(0, "GD1-006")[0]
    near = [g.put(0, ONE, "A3"), g.put(0, FOUR, "C1")]
    far, foe = g.put(0, ONE, "B4"), g.put(1, TWO, "C3")
    state, events = play(g.build(), f"summon #{bearer} B2")
    assert fired(events) == [(bearer, "召喚")]
    assert powers(state, [bearer, *near, far, foe]) == [2, 2, 5, 1, 2]
    assert powers(end_turn(state)[0], [bearer, *near]) == [1, 1, 4]


@covers("GD1-007")
def test_g_r17_gd1_007_flamewing_scout_draws_when_used() -> None:
    """[G-R17][G-FAQ-7]: summoning 炎翼の斥候 uses it: its owner draws the deck top."""
    g = table("GD1-007")
    scout, keep = g.hand(0, "GD1-007", ONE)
    top = g.zones[0].deck[0]
    state, events = play(g.build(), f"summon #{scout} B2")
    assert fired(events) == [(scout, "使う")] and state.zones[0].hand == [keep, top]


@covers("GD1-009")
def test_g_r17_gd1_009_emberblade_swordsman_grows_whenever_its_owner_summons() -> None:
    """[G-R17][G-FAQ-7][G-FAQ-4]: 熾火の剣士 summoned on B2: 2 → 3; a squire summoned on A1
    makes it 4 (the squire, not on its square, stays 1); a spell cast (使う, not 召喚) does
    not fire it. Stacked with a friend on C2, both get +1 when another entity is summoned."""
    g = table("GD1-009")
    sword, squire, blessing = g.hand(0, "GD1-009", ONE, "GD1-014")
    state, events = play(g.build(), f"summon #{sword} B2")
    assert fired(events) == [(sword, "召喚")] and powers(state, [sword]) == [3]
    state, events = play(state, f"summon #{squire} A1")
    assert fired(events) == [(sword, "召喚")] and powers(state, [sword, squire]) == [4, 1]
    state, events = play(state, f"cast-on #{blessing} #{squire}")
    assert fired(events) == [] and powers(state, [sword, squire]) == [4, 4]
    g = table("GD1-009")
    sword, mate = g.put(0, "GD1-009", "C2"), g.put(0, ONE, "C2")
    squire = g.hand(0, ONE)[0]
    state, _ = play(g.build(), f"summon #{squire} A1")
    assert powers(state, [sword, mate, squire]) == [3, 2, 1]


@covers("GD1-010")
def test_g_r17_gd1_010_fire_drake_weakens_the_two_enemy_squares_ahead() -> None:
    """[G-R17][G-FAQ-7]: 火竜の騎士 summoned on B2: the enemies on B3 (3 → 1) and B4 (2 → 0)
    get -2; the one on B5 (three ahead) and the one on A3 (beside the line) do not."""
    g = table("GD1-010")
    drake = g.hand(0, "GD1-010")[0]
    hit = [g.put(1, THREE, "B3"), g.put(1, TWO, "B4")]
    spared = [g.put(1, ONE, "B5"), g.put(1, TWO, "A3")]
    state, events = play(g.build(), f"summon #{drake} B2")
    assert fired(events) == [(drake, "召喚")]
    assert powers(state, [*hit, *spared, drake]) == [1, 0, 1, 2, 5]


@covers("GD1-011")
def test_g_5_5_gd1_011_knight_commander_takes_a_life_from_each_base_around() -> None:
    """[G-5.5][G-R13]: at the end of P1's turn 紅焔の騎士団長 on C4 takes the top life card of
    P2's base on D5 (around it) into P2's hand; the base on A5 keeps its 3; at the end of
    P2's turn it does not fire (「自分のターン終了時」); P1's own base beside it is no target."""
    g = table("GD1-011", foe_at="D5")
    commander = g.put(0, "GD1-011", "C4")
    near, far = g.at["D5"], g.put(1, FOE_BASE, "A5", life=3)
    top = g.life[near][0]
    state, events = play(g.build("move"), "done")
    assert fired(events) == [(g.at["B1"], "ターン終了時"), (commander, "ターン終了時")]
    assert (life(state, near), life(state, far)) == (2, 3) and top in state.zones[1].hand
    state, events = end_turn(state)
    assert fired(events) == [] and life(state, near) == 2
    g = table("GD1-011")
    g.put(0, "GD1-011", "A2")
    state, _ = play(g.build("move"), "done")
    assert life(state, g.at["B1"]) == 2  # P1's own base beside it keeps its 2


# -- 月影衆 -------------------------------------------------------------------------------------
@covers("GD2-005")
def test_g_r17_gd2_005_shadowrunner_untaps_one_resource_on_summon() -> None:
    """[G-R17][G-8.2]: with 3 resources, 1 tapped, 影走りの忍 (cost 2) taps the other 2, then
    stands 1 up: 2 tapped."""
    g = table("GD2-005", resources=0)
    g.resources(0, 3, tapped=1)
    runner = g.hand(0, "GD2-005")[0]
    state, events = play(g.build(), f"summon #{runner} B2")
    assert fired(events) == [(runner, "召喚")]
    assert [e.count for e in of(events, ev.ResourcesUntapped)] == [1]
    assert len(state.zones[0].tapped) == 2


@covers("GD2-006")
def test_g_r17_gd2_006_smoke_bomb_sends_weak_enemies_around_home() -> None:
    """[G-R17]: 煙玉の忍 summoned on B2 returns the enemies of power 2 or less around it (B3,
    C3) to P2's hand; the power-3 enemy on A3, the enemy on B4 (two away) and P1's own
    entity on A2 stay."""
    g = table("GD2-006")
    bomb = g.hand(0, "GD2-006")[0]
    back = [g.put(1, ONE, "B3"), g.put(1, TWO, "C3")]
    stay = [g.put(1, THREE, "A3"), g.put(1, ONE, "B4"), g.put(0, ONE, "A2")]
    state, events = play(g.build(), f"summon #{bomb} B2")
    assert fired(events) == [(bomb, "召喚")] and state.zones[1].hand == back
    assert [where_is(state, c) for c in stay] == ["A3", "B4", "A2"]


@covers("GD2-008")
def test_g_r17_gd2_008_chain_sickle_weakens_the_four_orthogonal_enemies_when_put() -> None:
    """[G-R17][G-FAQ-7]: 鎖鎌の忍 put on B2 (出す): the enemies on A2 (1 → 0), C2 (3 → 2) and
    B3 (2 → 1) get -1; the diagonal C3 (2) does not."""
    g = table("GD2-008")
    sickle = g.hand(0, "GD2-008")[0]
    near = [g.put(1, ONE, "A2"), g.put(1, THREE, "C2"), g.put(1, TWO, "B3")]
    diagonal = g.put(1, TWO, "C3")
    state, events = play(g.build(), f"summon #{sickle} B2")
    assert fired(events) == [(sickle, "出す")]
    assert powers(state, [*near, diagonal, sickle]) == [0, 2, 1, 2, 3]


@covers("GD2-009")
def test_g_r17_gd2_009_nightmist_captain_grows_whenever_its_owner_uses_a_card() -> None:
    """[G-R17][G-FAQ-7][G-FAQ-4]: 夜霧の頭領 summoned (3 → 4), a spell cast (5), an entity
    summoned on A1 (6; that one stays 1). Stacked with a friend on C2, both get +1 when a
    card is used."""
    g = table("GD2-009", resources=7)
    captain, incense, shinobi = g.hand(0, "GD2-009", "GD2-014", "GD2-003")
    state, events = play(g.build(), f"summon #{captain} B2")
    assert fired(events) == [(captain, "使う")] and powers(state, [captain]) == [4]
    state, events = play(state, f"cast-for #{incense} P2")
    assert fired(events) == [(captain, "使う")] and powers(state, [captain]) == [5]
    state, _ = play(state, f"summon #{shinobi} A1")
    assert powers(state, [captain, shinobi]) == [6, 1]
    g = table("GD2-009")
    captain, mate = g.put(0, "GD2-009", "C2"), g.put(0, ONE, "C2")
    shinobi = g.hand(0, "GD2-003")[0]
    state, _ = play(g.build(), f"summon #{shinobi} A1")
    assert powers(state, [captain, mate, shinobi]) == [4, 2, 1]


@covers("GD2-010")
def test_g_5_5_gd2_010_great_toad_sends_weak_diagonal_enemies_home() -> None:
    """[G-5.5]: at the end of P1's turn 月影の大蝦蟇 on B3 returns the diagonal enemies of
    power 3 or less (C2, A4) to P2's hand; the power-4 one on C4, the orthogonal B4 and P1's
    own on A2 stay."""
    g = table("GD2-010")
    toad = g.put(0, "GD2-010", "B3")
    back = [g.put(1, TWO, "C2"), g.put(1, THREE, "A4")]
    stay = [g.put(1, FOUR, "C4"), g.put(1, ONE, "B4"), g.put(0, ONE, "A2")]
    state, events = play(g.build("move"), "done")
    assert fired(events) == [(toad, "ターン終了時")]
    assert state.zones[1].hand[:2] == back  # then P2's turn-start draw
    assert [where_is(state, c) for c in stay] == ["C4", "B4", "A2"]


@covers("GD2-011")
def test_g_r17_gd2_011_moonshade_master_draws_on_summon() -> None:
    """[G-R17]: summoning 月影の首領 draws its owner's deck top."""
    g = table("GD2-011")
    master = g.hand(0, "GD2-011")[0]
    top = g.zones[0].deck[0]
    state, events = play(g.build(), f"summon #{master} B2")
    assert fired(events) == [(master, "召喚")] and state.zones[0].hand == [top]


# -- 翠樹の守り手 -------------------------------------------------------------------------------
@covers("GD3-003")
def test_g_r17_gd3_003_sapling_sprite_mends_own_bases_around_when_put() -> None:
    """[G-R17][G-11.4]: 若木の精 put on D2 adds a deck-top card to P1's bases on D1 (2 → 3)
    and on C1 (diagonal: 2 → 3); the one on B1 (two away) keeps 4, P2's keeps 3."""
    g = table("GD3-003")
    home, foe = g.at["B1"], g.at["C5"]
    near = [g.put(0, "GD3-002", "C1"), g.put(0, "GD3-002", "D1")]
    sprite = g.hand(0, "GD3-003")[0]
    top = g.zones[0].deck[:2]
    state, events = play(g.build(), f"summon #{sprite} D2")
    assert fired(events) == [(sprite, "出す")]
    assert [state.life[b][-1] for b in near] == top
    assert [life(state, b) for b in (*near, home, foe)] == [3, 3, 4, 3]


@covers("GD3-007")
def test_g_r17_gd3_007_vinebinder_sends_weak_enemies_ahead_home() -> None:
    """[G-R17]: 蔦絡みの精 summoned on B2 returns the enemies of power 2 or less on B3 and B4 to
    P2's hand; the power-3 one stacked on B3, the one on B5 (three ahead) and A3 stay."""
    g = table("GD3-007")
    binder = g.hand(0, "GD3-007")[0]
    weak, strong = g.put(1, TWO, "B3"), g.put(1, THREE, "B3")
    ahead, beyond, beside = g.put(1, ONE, "B4"), g.put(1, ONE, "B5"), g.put(1, ONE, "A3")
    state, events = play(g.build(), f"summon #{binder} B2")
    assert fired(events) == [(binder, "召喚")] and state.zones[1].hand == [weak, ahead]
    assert [where_is(state, c) for c in (strong, beyond, beside)] == ["B3", "B5", "A3"]


@covers("GD3-009")
def test_g_r17_gd3_009_elder_draws_whenever_its_owner_summons() -> None:
    """[G-R17][G-FAQ-7]: 森の長老's summon draws 1 (itself included), the stag's summon 1
    more; the spell cast (使う, not 召喚) none."""
    g = table("GD3-009", resources=7)
    elder, stag, snare = g.hand(0, "GD3-009", TWO, "GD3-014")
    top = g.zones[0].deck[:2]
    state, events = play(g.build(), f"summon #{elder} B2")
    assert fired(events) == [(elder, "召喚")] and state.zones[0].hand == [stag, snare, top[0]]
    state, events = play(state, f"summon #{stag} A1")
    assert fired(events) == [(elder, "召喚")] and state.zones[0].hand == [snare, *top]
    state, events = play(state, f"cast #{snare} C3")
    assert fired(events) == [] and state.zones[0].hand == top


@covers("GD3-011")
def test_g_r17_gd3_011_springwind_healer_mends_every_own_base_when_used() -> None:
    """[G-R17][G-11.4]: using 春風の癒し手 adds a deck-top card to each of P1's bases (B1 4 →
    5, D1 2 → 3), not to P2's (3)."""
    g = table("GD3-011")
    home, second, foe = g.at["B1"], g.put(0, "GD3-002", "D1"), g.at["C5"]
    healer = g.hand(0, "GD3-011")[0]
    state, events = play(g.build(), f"summon #{healer} B2")
    assert fired(events) == [(healer, "使う")]
    assert [life(state, b) for b in (home, second, foe)] == [5, 3, 3]
    assert len(state.zones[0].deck) == 8


# -- 星詠みの塔 (P1's 流星の観測所 on B1 mills both decks whenever P1 puts a card out) --------
@covers("GD4-003")
def test_g_r17_gd4_003_stargazing_apprentice_mills_the_opponent_on_summon() -> None:
    """[G-R17][G-FAQ-7]: 星見の見習い's 召喚 mills P2's top card, then the observatory's 出す
    mills one of each deck: P2 lost its top 2, P1 only 1."""
    g = table("GD4-003")
    apprentice = g.hand(0, "GD4-003")[0]
    p2_top = g.zones[1].deck[:2]
    state, events = play(g.build(), f"summon #{apprentice} A1")
    assert fired(events) == [(apprentice, "召喚"), (g.at["B1"], "出す")]
    assert state.zones[1].graveyard == p2_top and len(state.zones[0].graveyard) == 1


@covers("GD4-007")
def test_g_5_5_gd4_007_star_reading_sage_draws_at_its_owners_turn_end() -> None:
    """[G-5.5]: 星読みの賢者 draws P1's deck top at the end of P1's turn, not at P2's."""
    g = table("GD4-007")
    sage = g.hand(0, "GD4-007")[0]
    state, events = play(g.build(), f"summon #{sage} A1")
    assert (g.at["B1"], "出す") in fired(events) and (sage, "ターン終了時") not in fired(events)
    top = state.zones[0].deck[0]
    state, events = play(state, "done", "done")
    assert fired(events) == [(sage, "ターン終了時")] and state.zones[0].hand == [top]
    assert (sage, "ターン終了時") not in fired(end_turn(state)[1])


@covers("GD4-008")
def test_g_r17_gd4_008_astral_magus_takes_a_life_from_enemy_bases_in_its_column() -> None:
    """[G-R17][G-R13]: 星辰の魔導士 summoned on B2 takes the top life card of P2's base on B5
    into P2's hand (3 → 2); P2's base on C5 and P1's own on B1 keep theirs."""
    g = table("GD4-008", foe_at="B5")
    column, beside, home = g.at["B5"], g.put(1, FOE_BASE, "C5", life=3), g.at["B1"]
    magus = g.hand(0, "GD4-008")[0]
    top = g.life[column][0]
    state, events = play(g.build(), f"summon #{magus} B2")
    assert fired(events) == [(magus, "召喚"), (home, "出す")]
    assert [life(state, b) for b in (column, beside, home)] == [2, 3, 4]
    assert state.zones[1].hand == [top]


@covers("GD4-011")
def test_g_r17_gd4_011_stargazer_mentor_boosts_its_row_whenever_its_owner_uses_a_card() -> None:
    """[G-R17][G-FAQ-7]: 星詠みの導師 summoned on B2: itself (4 → 5) and the friends on A2 and
    D2 (its row) get +1; the friend on C3 and the enemy on C2 do not; a spell cast gives
    the three +1 more."""
    g = table("GD4-011")
    mentor, whisper = g.hand(0, "GD4-011", "GD4-014")
    row = [g.put(0, ONE, "A2"), g.put(0, ONE, "D2")]
    other = [g.put(0, ONE, "C3"), g.put(1, ONE, "C2")]
    state, events = play(g.build(), f"summon #{mentor} B2")
    assert fired(events) == [(g.at["B1"], "出す"), (mentor, "使う")]
    assert powers(state, [mentor, *row, *other]) == [5, 2, 2, 1, 1]
    state, events = play(state, f"cast-for #{whisper} P2")
    assert fired(events) == [(mentor, "使う")]
    assert powers(state, [mentor, *row, *other]) == [6, 3, 3, 1, 1]


@pytest.mark.parametrize(("card", "other"), OWN_ONLY)
def test_g_faq_7_an_ability_of_this_entity_fires_for_its_own_card_only(
    card: str, other: str
) -> None:
    """[G-FAQ-7][G-R17]: with the entity on C2, summoning another entity (召喚, 出す and 使う
    all at once) does not fire its ability."""
    g = table(card)
    entity = g.put(0, card, "C2")
    summoned = g.hand(0, other)[0]
    _, events = play(g.build(), f"summon #{summoned} A1")
    assert entity not in [c for c, _ in fired(events)]


def test_every_shipped_entity_has_a_row_and_every_ability_a_test() -> None:
    """A new shipped entity without a row here, or with an ability and no test, fails."""
    entities = ids_of(EntityDef)
    assert len(entities) == 36 and {row[0] for row in ROWS} == entities
    with_abilities = {i for i in entities if SHIPPED[i].abilities}
    assert with_abilities <= COVERED, sorted(with_abilities - COVERED)
    mine = {i for i in with_abilities if any(a.mine for a in SHIPPED[i].abilities)}
    ending = {"GD1-011", "GD2-010", "GD4-007"}  # ターン終了時
    assert {r[0] for r in OWN_ONLY} == with_abilities - mine - ending
    assert {r[0] for r in REACH} == {i for i in entities if "射程" in SHIPPED[i].text}
