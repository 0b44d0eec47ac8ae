"""The grid game's use phase [G-5.3]: costs paid by tapping upright resource cards [G-8.2]
[G-7.1]; any number of cards while they can be paid [G-R21]; entities entering the row of a
base or the square in front of one, never an occupied square [G-9.2][G-9.8][G-R4]; the
familia rule [G-11.2][G-R5]; bases from hand on the front row [G-FAQ-1][G-R7][G-11.*];
spells on a square, a card or a player, resolved then discarded [G-10.*][G-R16]; and the
trigger words 召喚, 出す and 使う [G-FAQ-7][G-R17].
"""

from __future__ import annotations

from grid_position import (
    Grid,
    allowed,
    decision,
    ids,
    kinds,
    new_match,
    of,
    play,
    refused,
    start,
    targets,
    where_is,
)

from engine.grid import events as ev
from engine.grid.board import BOARD


def _table(active: int = 0) -> Grid:
    """P1's fort on B1 and P2's camp on C5, turn 3 (P1's) or 4 (P2's)."""
    g = Grid(active=active)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "C5")
    return g


ALL_SQUARES = {BOARD.label(s) for s in BOARD.squares}


# -- costs [G-8.2][G-7.1][G-R21] ----------------------------------------------------------------
def test_g_8_2_a_cost_is_paid_by_tapping_as_many_upright_resource_cards() -> None:
    """[G-8.2][G-7.1][G-2.2][G-5.3]: the knight's cost 3 taps 3 upright resource cards, the
    oldest first; with 3 resources of which 1 is tapped it cannot be paid."""
    g = _table()
    knight = g.hand(0, "knight")[0]
    paid = g.resources(0, 4)
    state, events = play(g.build(), f"summon #{knight} A1")
    assert [[c.id for c in e.cards] for e in of(events, ev.Paid)] == [paid[:3]]
    assert state.zones[0].tapped == paid[:3] and where_is(state, knight) == "A1"
    g = _table()
    knight = g.hand(0, "knight")[0]
    g.resources(0, 3, tapped=1)
    refused(g.build(), f"summon #{knight} A1", "grid_cannot_pay")


def test_g_r21_any_number_of_cards_in_any_order_while_payable() -> None:
    """[G-R21][G-5.3][G-8.2]: with 4 resources P1 summons two footmen and a guard in one use
    phase; the spark that follows can no longer be paid."""
    g = _table()
    foot, foot2, guard, spark = g.hand(0, "foot", "foot", "guard", "spark")
    g.resources(0, 4)
    state, events = play(g.build(), f"summon #{guard} D1", f"summon #{foot} A1",
                         f"summon #{foot2} B2")  # fmt: skip
    assert [(e.card.id, BOARD.label(e.at)) for e in of(events, ev.Summoned)] == [
        (guard, "D1"), (foot, "A1"), (foot2, "B2"),
    ]  # fmt: skip
    assert decision(state) == "P1 use"
    refused(state, f"cast #{spark} B4", "grid_cannot_pay")


def test_g_8_1_each_kind_is_used_its_own_way() -> None:
    """[G-8.1][G-9.1][G-10.4]: an entity is summoned, a base built, a spell cast; a card used
    the wrong way is refused."""
    g = _table()
    foot, castle, spark, rally = g.hand(0, "foot", "castle", "spark", "rally")
    g.resources(0, 5)
    state = g.build()
    refused(state, f"build #{foot} A1", "grid_wrong_kind")
    refused(state, f"summon #{spark} A1", "grid_wrong_kind")
    refused(state, f"cast #{castle} A1", "grid_wrong_kind")
    refused(state, f"cast #{rally} A1", "grid_wrong_target")
    assert allowed(state, f"summon #{foot} A1") and allowed(state, f"build #{castle} A1")


# -- where entities enter [G-9.2][G-9.8][G-R4] ---------------------------------------------------
def test_g_r4_entities_enter_the_base_row_or_the_square_in_front_of_a_base() -> None:
    """[G-R4][G-9.2][G-9.1][G-9.8]: with a fort on B1 P1 may summon on A1, C1, D1 (its row) and
    B2 (in front of it); not on B3 (the rejected "column" reading), A2 or the base's own
    square; a square holding an entity — own or enemy — is never offered."""
    g = _table()
    foot = g.hand(0, "foot")[0]
    g.resources(0, 1)
    state = g.build()
    assert targets(state, foot, "summon") == {"A1", "C1", "D1", "B2"}
    for wrong in ("B3", "B4", "A2", "B1"):
        refused(state, f"summon #{foot} {wrong}", "grid_not_an_entry_square")
    g = _table()
    foot = g.hand(0, "foot")[0]
    g.resources(0, 1)
    g.put(0, "guard", "A1")
    g.put(1, "imp", "B2")
    state = g.build()
    assert targets(state, foot, "summon") == {"C1", "D1"}
    refused(state, f"summon #{foot} A1", "grid_not_an_entry_square")  # [G-9.8]
    refused(state, f"summon #{foot} B2", "grid_not_an_entry_square")


def test_g_r4_the_second_players_squares_face_the_other_way() -> None:
    """[G-R4][G-R1]: P2 (second) with a camp on C5 enters on A5, B5, D5 and C4; a second base
    on A5 adds A4."""
    g = _table(active=1)
    imp = g.hand(1, "imp")[0]
    g.resources(1, 1)
    assert targets(g.build(), imp, "summon") == {"A5", "B5", "D5", "C4"}
    g = _table(active=1)
    g.put(1, "hall", "A5")
    imp = g.hand(1, "imp")[0]
    g.resources(1, 1)
    assert targets(g.build(), imp, "summon") == {"B5", "D5", "C4", "A4"}


# -- familia [G-11.2][G-R5] ---------------------------------------------------------------------
def test_g_11_2_only_cards_of_a_familia_with_a_base_on_the_battle_zone() -> None:
    """[G-11.2][G-R5]: P1's fort is 暁 and P2's camp 宵: P1 may summon the 宵 imp and cast the
    宵 curse (either player's base counts, as the engine reads the rule), not summon the 霧
    sprite or cast the 霧 veil, and may not build the 霧 shrine (a base of a new familia)."""
    g = _table()
    imp, sprite, shrine, curse, haze = g.hand(0, "imp", "sprite", "shrine", "curse", "haze")
    foe = g.put(1, "imp", "C4")
    g.resources(0, 3)
    state = g.build()
    assert allowed(state, f"summon #{imp} A1") and allowed(state, f"cast-on #{curse} #{foe}")
    refused(state, f"summon #{sprite} A1", "grid_no_familia_base")
    refused(state, f"cast-for #{haze} P1", "grid_no_familia_base")
    refused(state, f"build #{shrine} A1", "grid_no_familia_base")


def test_g_r5_losing_the_last_base_of_a_familia_makes_its_cards_unusable() -> None:
    """[G-R5][G-11.2][G-R13]: P1's 宵 imp is usable while P2's camp stands; once 攻城の号令
    destroys the camp (its last life card), the imp is refused (P2's 霧 shrine keeps P2 in
    the game)."""
    g = _table()
    g.put(1, "shrine", "A5")
    siege, imp = g.hand(0, "siege", "imp")
    del g.life[g.at["C5"]][1:]
    g.resources(0, 3)
    state = g.build()
    assert allowed(state, f"summon #{imp} A1")
    camp = g.at["C5"]
    state, events = play(state, f"cast-on #{siege} #{camp}")
    assert [e.base.id for e in of(events, ev.BaseDestroyed)] == [camp]
    assert state.result is None
    refused(state, f"summon #{imp} A1", "grid_no_familia_base")


def test_g_r5_the_setup_base_is_exempt() -> None:
    """[G-R5][G-11.5][G-3.2]: the setup base needs no base of its familia (none is on the
    battle zone yet) and costs nothing: P2's 宵 camp is placed with no resource card."""
    state, _ = start(bases=("castle", "camp"))
    placed = [(state.setup.cards[b].def_id, where_is(state, b)) for b in state.life]
    assert sorted(placed) == [("camp", "C5"), ("castle", "B1")]
    assert state.zones[0].resources == state.zones[1].resources == []


# -- bases from hand [G-FAQ-1][G-R7][G-11.*] -----------------------------------------------------
def test_g_faq_1_more_bases_are_built_from_hand_on_the_front_row() -> None:
    """[G-FAQ-1][G-R7][G-11.1][G-11.3][G-11.4][G-5.3]: a castle is built for its cost 3 on an
    empty square of P1's front row only, with its 3 life cards from the deck top; the entry
    squares grow by its row's neighbours and the square in front of it."""
    g = _table()
    castle, foot = g.hand(0, "castle", "foot")
    g.resources(0, 4)
    g.put(0, "guard", "A1")
    state = g.build()
    assert targets(state, castle, "build") == {"C1", "D1"}
    for wrong in ("A1", "B1", "D2", "D5"):
        refused(state, f"build #{castle} {wrong}", "grid_not_front_row_empty")
    top = state.zones[0].deck[:3]
    state, events = play(state, f"build #{castle} D1")
    placed = of(events, ev.BasePlaced)
    assert [(e.card.id, BOARD.label(e.at), e.life) for e in placed] == [(castle, "D1", 3)]
    assert state.life[castle] == top and len(state.zones[0].deck) == 7
    assert targets(state, foot, "summon") == {"C1", "B2", "D2"}


# -- spells [G-10.*][G-R16] -----------------------------------------------------------------------
def test_g_10_2_a_spell_resolves_around_its_square_then_goes_to_the_graveyard() -> None:
    """[G-10.2][G-10.1][G-R16][G-8.2]: 地鳴り on C3 destroys the enemy entities on C3 and the
    8 around it (not P1's own, not those farther away), then lies in the graveyard."""
    g = _table()
    near = [g.put(1, "imp", at) for at in ("C3", "D4", "B2")]
    far = g.put(1, "imp", "A4")
    own = g.put(0, "guard", "C2")
    quake = g.hand(0, "quake")[0]
    g.resources(0, 3)
    state = g.build()
    assert targets(state, quake, "cast") == ALL_SQUARES
    state, events = play(state, f"cast #{quake} C3")
    assert [BOARD.label(e.at) for e in of(events, ev.SpellCast)] == ["C3"]
    assert sorted(c.id for e in of(events, ev.Destroyed) for c in e.cards) == near
    assert where_is(state, far) == "A4" and where_is(state, own) == "C2"
    assert state.zones[0].graveyard == [quake] and quake not in state.zones[0].hand


def test_g_r16_a_spells_area_faces_away_from_its_caster() -> None:
    """[G-R16][G-10.2]: 突き通し covers the chosen square and the two ahead of it as its caster
    sees them: P1 on B3 hits B3-B5, P2 on B3 hits B3-B1; the spark hits power 2 or less."""
    for seat, hit, spared in ((0, ("B3", "B4"), "B2"), (1, ("B3", "B2"), "B4")):
        g = _table(active=seat)
        foe = 1 - seat
        hit_ids = [g.put(foe, "imp", at) for at in hit]
        spared_id = g.put(foe, "imp", spared)
        lunge = g.hand(seat, "lunge")[0]
        g.resources(seat, 2)
        state, events = play(g.build(), f"cast #{lunge} B3")
        assert sorted(c.id for e in of(events, ev.Destroyed) for c in e.cards) == hit_ids
        assert where_is(state, spared_id) == spared
    g = _table()
    imp, ogre = g.put(1, "imp", "B3"), g.put(1, "ogre", "B3")
    spark = g.hand(0, "spark")[0]
    g.resources(0, 1)
    state = play(g.build(), f"cast #{spark} B3")[0]
    assert where_is(state, imp) == "" and where_is(state, ogre) == "B3"


def test_g_10_4_a_spell_targets_a_card_a_square_or_a_player() -> None:
    """[G-10.4][G-10.2]: 鬨の声 chooses one of P1's entities, 攻城の号令 one of P2's bases,
    閃き either player (who draws 2), 火花 any square."""
    g = _table()
    own = g.put(0, "guard", "B2")
    g.put(1, "imp", "B3")
    rally, siege, insight, spark = g.hand(0, "rally", "siege", "insight", "spark")
    g.resources(0, 5)
    state = g.build()
    assert targets(state, rally, "cast-on") == {f"#{own}"}
    refused(state, f"cast-on #{rally} #{g.at['B3']}", "grid_not_a_target")
    assert targets(state, siege, "cast-on") == {f"#{g.at['C5']}"}
    assert targets(state, insight, "cast-for") == {"P1", "P2"}
    assert targets(state, spark, "cast") == ALL_SQUARES
    state, events = play(state, f"cast-for #{insight} P2")
    assert [(e.player, e.count) for e in of(events, ev.Drew)] == [(1, 2), (1, 2)]
    assert of(events, ev.SpellCast)[0].target_player == 1


# -- trigger words [G-FAQ-7][G-R17] ---------------------------------------------------------------
def test_g_r17_summon_put_and_use_are_three_trigger_words() -> None:
    """[G-R17][G-FAQ-7][G-7.5]: summoning the scribe fires 召喚 (its own draw), 出す
    (the herald's) and 使う (the storyteller's), in that order; casting a spell fires only
    使う, after it resolved; supplying fires nothing."""
    g = _table()
    herald, sage = g.put(0, "herald", "C1"), g.put(0, "sage", "D1")
    scribe, insight, foot = g.hand(0, "scribe", "insight", "foot")
    g.resources(0, 3)
    state = g.build("supply")
    state, events = play(state, f"supply #{foot}")
    assert of(events, ev.Triggered) == []
    state, events = play(state, f"summon #{scribe} A1")
    fired = [(e.card.id, e.trigger) for e in of(events, ev.Triggered)]
    assert fired == [(scribe, "召喚"), (herald, "出す"), (sage, "使う")]
    assert sum(e.count for e in of(events, ev.Drew) if e.audience == 1) == 3
    state, events = play(state, f"cast-for #{insight} P1")
    assert [(e.card.id, e.trigger) for e in of(events, ev.Triggered)] == [(sage, "使う")]
    assert kinds(events).index("SpellCast") < kinds(events).index("Triggered")
    assert state.zones[0].graveyard == [insight]


def test_g_r17_building_a_base_fires_put_and_use() -> None:
    """[G-R17][G-FAQ-7][G-FAQ-1]: the beacon built from hand fires its own 出す, the herald's
    出す, then the storyteller's 使う."""
    g = _table()
    herald, sage = g.put(0, "herald", "C1"), g.put(0, "sage", "D1")
    beacon = g.hand(0, "beacon")[0]
    g.resources(0, 1)
    state, events = play(g.build(), f"build #{beacon} A1")
    fired = [(e.card.id, e.trigger) for e in of(events, ev.Triggered)]
    assert fired == [(beacon, "出す"), (herald, "出す"), (sage, "使う")]
    assert len(state.zones[0].hand) == 3


def test_g_r17_the_setup_base_is_put_out_only() -> None:
    """[G-R17][G-FAQ-7][G-3.5]: the beacon placed at setup fires its 出す (P1 draws a sixth
    card before turn 1); it is not 使う."""
    state, events = start(bases=("beacon", "camp"))
    beacon = ids(state, "beacon", 0)[0]
    assert [(e.card.id, e.trigger) for e in of(events, ev.Triggered)] == [(beacon, "出す")]
    assert len(state.zones[0].hand) == 6 and len(state.zones[1].hand) == 5
    assert new_match().zones[0].base == -1
