"""A test per shipped grid spell (carddb/data/grid/gd*.toml, 16 cards): each is cast through
the engine's ``apply`` (picked, then cast on a square, a card or a player [G-10.2][G-10.4])
in P1's use phase beside a base of its familia [G-10.3][G-11.2], on a position built so its
effect shows, and the outcome written by hand from its text is checked: the squares of its
area hit and the one just outside not [G-R16], its side filter (enemy, own, any), its power
limit (「パワーN以下」), the cards and players it may target, and the spell in its caster's
graveyard afterwards [G-10.2]. Its base hits take life cards top first into the owner's hand
[G-R13]; its mends add deck-top cards beneath a base [G-11.4].
"""

from __future__ import annotations

from grid_pool import (
    CATALOG,
    COVERED,
    FOE_BASE,
    FOUR,
    ONE,
    THREE,
    TWO,
    covers,
    ids_of,
    life,
    powers,
    table,
)
from grid_position import Grid, play, targets, where_is

from engine.grid.cards import SpellDef
from engine.grid.state import GridState


def cast(state: GridState, spell: int, text: str) -> GridState:
    """Play ``text`` (a cast of ``spell``); the spell then lies in P1's graveyard [G-10.2]."""
    state, _ = play(state, text)
    assert state.zones[0].graveyard[-1] == spell and spell not in state.zones[0].hand
    return state


def gone(state: GridState, cards: list[int]) -> list[str]:
    return [where_is(state, card) for card in cards]


# -- 紅焔騎士団 ---------------------------------------------------------------------------------
@covers("GD1-012")
def test_g_r16_gd1_012_rain_of_fire_arrows_destroys_weak_enemies_in_a_cross() -> None:
    """[G-R16][G-10.2]: 火矢の雨 on C3 destroys the enemies of power 2 or less on C3, B3, D3
    and C4; the power-3 enemy stacked on C3, the diagonal B4 and P1's own on C2 stay."""
    g = table("GD1-012", foe_at="A5")
    rain = g.hand(0, "GD1-012")[0]
    hit = [g.put(1, ONE, "B3"), g.put(1, TWO, "C3"), g.put(1, TWO, "D3"), g.put(1, ONE, "C4")]
    stay = [g.put(1, THREE, "C3"), g.put(1, ONE, "B4"), g.put(0, ONE, "C2")]
    state = cast(g.build(), rain, f"cast #{rain} C3")
    assert state.zones[1].graveyard == hit and gone(state, stay) == ["C3", "B4", "C2"]


@covers("GD1-013")
def test_g_r16_gd1_013_war_cry_boosts_own_entities_in_the_row() -> None:
    """[G-R16]: 鬨の声 on C2 gives P1's entities on A2, C2 and D2 +2 until the turn ends; the
    enemy on B2 and P1's entities on A1 and C3 (other rows) keep their power."""
    g = table("GD1-013")
    cry = g.hand(0, "GD1-013")[0]
    row = [g.put(0, ONE, "A2"), g.put(0, ONE, "C2"), g.put(0, TWO, "D2")]
    other = [g.put(1, ONE, "B2"), g.put(0, ONE, "A1"), g.put(0, ONE, "C3")]
    state = cast(g.build(), cry, f"cast #{cry} C2")
    assert powers(state, row + other) == [3, 3, 4, 1, 1, 1]


@covers("GD1-014")
def test_g_10_4_gd1_014_blessing_of_the_flame_gives_one_friend_plus_three() -> None:
    """[G-10.4]: 焔の加護 may target P1's entities only; the chosen one on A2 goes 1 → 4, its
    stack mate stays 1."""
    g = table("GD1-014")
    blessing = g.hand(0, "GD1-014")[0]
    chosen, mate = g.put(0, ONE, "A2"), g.put(0, ONE, "A2")
    g.put(1, ONE, "A3")
    state = g.build()
    assert targets(state, blessing, "cast-on") == {f"#{chosen}", f"#{mate}"}
    state = cast(state, blessing, f"cast-on #{blessing} #{chosen}")
    assert powers(state, [chosen, mate]) == [4, 1]


@covers("GD1-015")
def test_g_r13_gd1_015_siegebreaker_fireball_takes_a_life_card_from_an_enemy_base() -> None:
    """[G-10.4][G-R13]: 破城の火球 may target P2's bases only; the one on C5 loses its top life
    card into P2's hand (3 → 2), the one on A5 keeps 3."""
    g = table("GD1-015")
    fireball = g.hand(0, "GD1-015")[0]
    chosen, other = g.at["C5"], g.put(1, FOE_BASE, "A5", life=3)
    top = g.life[chosen][0]
    state = g.build()
    assert targets(state, fireball, "cast-on") == {f"#{chosen}", f"#{other}"}
    state = cast(state, fireball, f"cast-on #{fireball} #{chosen}")
    assert (life(state, chosen), life(state, other), state.zones[1].hand) == (2, 3, [top])


# -- 月影衆 -------------------------------------------------------------------------------------
@covers("GD2-012")
def test_g_10_4_gd2_012_body_swap_returns_a_friend_then_draws() -> None:
    """[G-10.4]: 変わり身の術 may target P1's entities only; the chosen one goes back to P1's
    hand, then P1 draws its deck top."""
    g = table("GD2-012")
    swap = g.hand(0, "GD2-012")[0]
    chosen, other = g.put(0, TWO, "A2"), g.put(0, ONE, "C2")
    g.put(1, ONE, "A3")
    top = g.zones[0].deck[0]
    state = g.build()
    assert targets(state, swap, "cast-on") == {f"#{chosen}", f"#{other}"}
    state = cast(state, swap, f"cast-on #{swap} #{chosen}")
    assert state.zones[0].hand == [chosen, top] and where_is(state, other) == "C2"


@covers("GD2-013")
def test_g_r16_gd2_013_shadow_cross_returns_weak_enemies_on_the_diagonals() -> None:
    """[G-R16]: 影十字 on C3 returns the enemies of power 3 or less on C3, B2 and D4 to P2's
    hand; the power-4 one on B4, the orthogonal C4 and P1's own on D2 stay."""
    g = table("GD2-013")
    cross = g.hand(0, "GD2-013")[0]
    back = [g.put(1, ONE, "B2"), g.put(1, THREE, "C3"), g.put(1, TWO, "D4")]
    stay = [g.put(1, FOUR, "B4"), g.put(1, ONE, "C4"), g.put(0, ONE, "D2")]
    state = cast(g.build(), cross, f"cast #{cross} C3")
    assert state.zones[1].hand == back and gone(state, stay) == ["B4", "C4", "D2"]


@covers("GD2-014")
def test_g_10_4_gd2_014_incense_of_forgetting_mills_the_chosen_player_three() -> None:
    """[G-10.4]: 忘却の香 chooses either player; on P2 its top 3 go to its graveyard (P1's deck
    untouched); on P1 P1's own top 3."""
    g = table("GD2-014")
    first, second = g.hand(0, "GD2-014", "GD2-014")
    p1_top, p2_top = g.zones[0].deck[:3], g.zones[1].deck[:3]
    state = g.build()
    assert targets(state, first, "cast-for") == {"P1", "P2"}
    state = cast(state, first, f"cast-for #{first} P2")
    assert state.zones[1].graveyard == p2_top and len(state.zones[0].deck) == 10
    state = cast(state, second, f"cast-for #{second} P1")
    assert state.zones[0].graveyard == [first, *p1_top, second]


@covers("GD2-015")
def test_g_r16_gd2_015_moonlit_ambush_weakens_enemies_in_the_column() -> None:
    """[G-R16]: 月下の奇襲 on A4 gives the enemies on A5 (2 → 0), A4 (3 → 1) and A2 (behind
    the chosen square: 1 → 0) -2 (power never below 0); P1's own on A3 and the enemy on B4
    keep theirs."""
    g = table("GD2-015")
    ambush = g.hand(0, "GD2-015")[0]
    column = [g.put(1, TWO, "A5"), g.put(1, THREE, "A4"), g.put(1, ONE, "A2")]
    other = [g.put(0, TWO, "A3"), g.put(1, TWO, "B4")]
    state = cast(g.build(), ambush, f"cast #{ambush} A4")
    assert powers(state, column + other) == [0, 1, 0, 2, 2]


# -- 翠樹の守り手 -------------------------------------------------------------------------------
@covers("GD3-012")
def test_g_11_4_gd3_012_blessed_rain_adds_two_life_cards_to_an_own_base() -> None:
    """[G-10.4][G-11.4]: 恵みの雨 may target P1's bases only; the one on D1 gets P1's top 2
    deck cards beneath it (2 → 4), the one on B1 keeps 4."""
    g = table("GD3-012")
    rain = g.hand(0, "GD3-012")[0]
    home, chosen = g.at["B1"], g.put(0, "GD3-002", "D1")
    top = g.zones[0].deck[:2]
    state = g.build()
    assert targets(state, rain, "cast-on") == {f"#{home}", f"#{chosen}"}
    state = cast(state, rain, f"cast-on #{rain} #{chosen}")
    assert (life(state, chosen), life(state, home)) == (4, 4)
    assert state.life[chosen][-2:] == top and len(state.zones[0].deck) == 8


@covers("GD3-013")
def test_g_10_4_gd3_013_breath_of_the_forest_makes_the_chosen_player_draw_two() -> None:
    """[G-10.4]: 森の息吹 chooses either player: P2 draws its top 2, then P1 its own top 2."""
    g = table("GD3-013")
    first, second = g.hand(0, "GD3-013", "GD3-013")
    p1_top, p2_top = g.zones[0].deck[:2], g.zones[1].deck[:2]
    state = g.build()
    assert targets(state, first, "cast-for") == {"P1", "P2"}
    state = cast(state, first, f"cast-for #{first} P2")
    assert state.zones[1].hand == p2_top and state.zones[0].hand == [second]
    state = cast(state, second, f"cast-for #{second} P1")
    assert state.zones[0].hand == p1_top


@covers("GD3-014")
def test_g_r16_gd3_014_root_snare_weakens_every_enemy_on_one_square() -> None:
    """[G-R16]: 根縛り on B3 gives both enemies stacked there -3 (4 → 1, 1 → 0); the enemy on
    B4 and P1's own on B2 keep theirs."""
    g = table("GD3-014")
    snare = g.hand(0, "GD3-014")[0]
    square = [g.put(1, FOUR, "B3"), g.put(1, ONE, "B3")]
    other = [g.put(1, FOUR, "B4"), g.put(0, TWO, "B2")]
    state = cast(g.build(), snare, f"cast #{snare} B3")
    assert powers(state, square + other) == [1, 0, 4, 2]


@covers("GD3-015")
def test_g_r16_gd3_015_groves_protection_boosts_own_entities_around_the_square() -> None:
    """[G-R16]: 森の守護 on B2 gives P1's entities on B2, A1 and C3 +2; P1's on B4 and D2 (two
    away) and the enemy on A3 (inside) keep theirs."""
    g = table("GD3-015")
    protection = g.hand(0, "GD3-015")[0]
    inside = [g.put(0, ONE, "B2"), g.put(0, ONE, "A1"), g.put(0, TWO, "C3")]
    other = [g.put(0, ONE, "B4"), g.put(0, ONE, "D2"), g.put(1, ONE, "A3")]
    state = cast(g.build(), protection, f"cast #{protection} B2")
    assert powers(state, inside + other) == [3, 3, 4, 1, 1, 1]


# -- 星詠みの塔 ---------------------------------------------------------------------------------
@covers("GD4-012")
def test_g_r16_gd4_012_meteor_shower_destroys_every_weak_entity_of_both_sides() -> None:
    """[G-R16]: 流星雨 destroys every entity of power 2 or less on the whole battle zone, P1's
    own included (B2; A4 and C4 of P2's); the power-3 and -4 ones and the bases stay."""
    g = table("GD4-012")
    shower = g.hand(0, "GD4-012")[0]
    own, foes = g.put(0, TWO, "B2"), [g.put(1, TWO, "A4"), g.put(1, ONE, "C4")]
    stay = [g.put(0, THREE, "A1"), g.put(1, FOUR, "D5")]
    state = cast(g.build(), shower, f"cast #{shower} D3")
    assert state.zones[0].graveyard == [own, shower] and state.zones[1].graveyard == foes
    assert gone(state, stay) == ["A1", "D5"] and life(state, g.at["C5"]) == 3


@covers("GD4-013")
def test_g_r16_gd4_013_star_lance_destroys_weak_enemies_ahead_of_its_caster() -> None:
    """[G-R16][G-10.2]: 星の槍 by P1 on B2 destroys the enemies of power 3 or less on B2 and
    B3 (ahead of P1: B2-B4); the power-4 one on B4, B5 (three ahead) and A3 stay. Cast by
    P2 on B4 it covers B4, B3 and B2 (P2's forward): B5 behind it and P2's own B3 are spared."""
    g = table("GD4-013")
    lance = g.hand(0, "GD4-013")[0]
    hit = [g.put(1, THREE, "B2"), g.put(1, ONE, "B3")]
    stay = [g.put(1, FOUR, "B4"), g.put(1, ONE, "B5"), g.put(1, ONE, "A3")]
    state = cast(g.build(), lance, f"cast #{lance} B2")
    assert state.zones[1].graveyard == hit and gone(state, stay) == ["B4", "B5", "A3"]
    g = Grid(active=1, catalog=CATALOG)
    g.put(0, FOE_BASE, "D1", life=3)
    g.put(1, "GD4-002", "C5")
    g.resources(1, 2)
    lance = g.hand(1, "GD4-013")[0]
    hit = [g.put(0, TWO, "B2"), g.put(0, ONE, "B4")]
    behind, own = g.put(0, ONE, "B5"), g.put(1, ONE, "B3")
    state, _ = play(g.build(), f"cast #{lance} B4")
    assert state.zones[0].graveyard == hit and gone(state, [behind, own]) == ["B5", "B3"]


@covers("GD4-014")
def test_g_10_4_gd4_014_whisper_of_the_stars_draws_one_then_mills_two() -> None:
    """[G-10.4]: 星の囁き on P2: P2 draws its top card, then its next 2 go to its graveyard."""
    g = table("GD4-014")
    whisper = g.hand(0, "GD4-014")[0]
    top = g.zones[1].deck[:3]
    state = g.build()
    assert targets(state, whisper, "cast-for") == {"P1", "P2"}
    state = cast(state, whisper, f"cast-for #{whisper} P2")
    assert state.zones[1].hand == top[:1] and state.zones[1].graveyard == top[1:]


@covers("GD4-015")
def test_g_10_4_gd4_015_starfall_destroys_one_enemy_entity() -> None:
    """[G-10.4]: 星墜とし may target P2's entities only; the chosen power-4 one on B3 is
    destroyed, its stack mate and P1's own stay."""
    g = table("GD4-015")
    starfall = g.hand(0, "GD4-015")[0]
    chosen, mate = g.put(1, FOUR, "B3"), g.put(1, ONE, "B3")
    own = g.put(0, ONE, "B2")
    state = g.build()
    assert targets(state, starfall, "cast-on") == {f"#{chosen}", f"#{mate}"}
    state = cast(state, starfall, f"cast-on #{starfall} #{chosen}")
    assert state.zones[1].graveyard == [chosen] and gone(state, [mate, own]) == ["B3", "B2"]


def test_every_shipped_spell_has_a_test() -> None:
    """A new shipped spell without a test here fails."""
    spells = ids_of(SpellDef)
    assert len(spells) == 16 and spells <= COVERED, sorted(spells - COVERED)
