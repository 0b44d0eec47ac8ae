"""The grid game's attacks [G-6.4]-[G-6.7][G-9.6][G-9.7]: the targets in range — the 8
neighbours, the movement pattern with passage, and 射程 [G-R11]; battles square against square
with each side's total, the lower side's entities all to the graveyard, both on a tie, the
attacker staying where it is, and a stack attacking once per entity [G-9.9][G-FAQ-4][G-FAQ-6]
[G-R12]; base hits without comparison, the life card going to its owner's hand, seen by the
owner only, the base destroyed at none left, and 多点 [G-R13][G-R19].
"""

from __future__ import annotations

from grid_position import Grid, of, play, refused, targets, where_is

from engine.grid import events as ev
from engine.grid.board import BOARD
from engine.grid.view import view
from engine.kernel.events import all_but, only, shown_in
from engine.kernel.state import SPECTATOR


def _table() -> Grid:
    """P1's fort on A1, P2's camp on D5 and hall on A5, P1's move phase to come."""
    g = Grid()
    g.put(0, "fort", "A1")
    g.put(1, "camp", "D5")
    g.put(1, "hall", "A5")
    return g


def attacks(g: Grid, piece: int) -> set[str]:
    return targets(g.build("move"), piece, "attack")


# -- range [G-6.4][G-9.6][G-R11] ------------------------------------------------------------------
def test_g_6_4_an_attack_goes_to_an_enemy_entity_or_base_in_range() -> None:
    """[G-6.4][G-R11]: a guard on C4 may attack P2's imp on B4 and P2's camp on D5, not its
    own footman on C3, an empty square, or the far hall."""
    g = _table()
    guard = g.put(0, "guard", "C4")
    g.put(1, "imp", "B4")
    g.put(0, "foot", "C3")
    assert attacks(g, guard) == {"B4", "D5"}
    state = g.build("move")
    for wrong in ("C3", "C5", "A5"):
        refused(state, f"attack #{guard} {wrong}", "grid_not_in_range")


def test_g_r11_every_neighbour_even_outside_the_pattern() -> None:
    """[G-R11][G-6.4]: a 飛車 attacks its diagonal neighbour and a 角 its orthogonal one,
    though neither may move there."""
    g = _table()
    rook = g.put(0, "rook", "B2")
    g.put(1, "imp", "C3")
    assert attacks(g, rook) == {"C3"}
    assert "C3" not in targets(g.build("move"), rook, "move")
    g = _table()
    bishop = g.put(0, "bishop", "B2")
    g.put(1, "imp", "B3")
    assert attacks(g, bishop) == {"B3"}


def test_g_r11_within_the_movement_pattern_with_passage() -> None:
    """[G-R11][G-9.5][G-6.4]: a 飛車 on B2 attacks P2's imp two squares ahead on B4, also past
    its own footman on B3, but not past an enemy on B3 (which it attacks instead); a
    footman (a king) does not reach two squares; a 香車 and a 角 do along their lines."""
    for between, expected in ((None, {"B4"}), ("foot", {"B4"}), ("imp", {"B3"})):
        g = _table()
        rook = g.put(0, "rook", "B2")
        g.put(1, "imp", "B4")
        if between:
            g.put(0 if between == "foot" else 1, between, "B3")
        assert attacks(g, rook) == expected
    g = _table()
    foot, lance = g.put(0, "foot", "B2"), g.put(0, "lance", "C2")
    bishop = g.put(0, "bishop", "A2")
    g.put(1, "imp", "B4")
    g.put(1, "imp", "C4")
    assert attacks(g, foot) == set() and attacks(g, lance) == {"C4"}
    assert attacks(g, bishop) == {"C4"}


def test_g_9_6_reach_is_a_range_an_effect_names() -> None:
    """[G-9.6][G-R11]: the archer's 射程3 reaches straight lines of 3 in the 8 directions,
    stopped by an enemy card between; it adds nothing to its king moves."""
    g = _table()
    archer = g.put(0, "archer", "A2")
    g.put(1, "imp", "D2")
    g.put(1, "imp", "C5")  # off every line from A2
    assert attacks(g, archer) == {"D2", "A5", "D5"}
    assert targets(g.build("move"), archer, "move") == {"B1", "B2", "A3", "B3"}
    g.put(1, "imp", "A4")
    assert attacks(g, archer) == {"D2", "A4", "D5"}


# -- battles [G-6.5][G-6.6][G-9.9][G-R12] --------------------------------------------------------
def test_g_6_5_the_lower_power_goes_to_the_graveyard_the_attacker_stays() -> None:
    """[G-6.5][G-9.7][G-7.7][G-R12][G-2.3]: the guard (2) beats the imp (1): the imp goes to
    P2's graveyard and the guard stays on B2; the footman (1) attacking the ogre (4) is lost
    to P1's graveyard, which both players see."""
    g = _table()
    guard, foot = g.put(0, "guard", "B2"), g.put(0, "foot", "C2")
    imp, ogre = g.put(1, "imp", "B3"), g.put(1, "ogre", "D3")
    state, events = play(g.build("move"), f"attack #{guard} B3", f"attack #{foot} D3")
    fought = [(e.piece.id, BOARD.label(e.at), e.power, e.defence) for e in of(events, ev.Attacked)]
    assert fought == [(guard, "B3", 2, 1), (foot, "D3", 1, 4)]
    lost = [(e.player, [c.id for c in e.cards], e.reason) for e in of(events, ev.Destroyed)]
    assert lost == [(1, [imp], "battle"), (0, [foot], "battle")]
    assert where_is(state, guard) == "B2" and state.squares[BOARD.parse("B3")] == []
    assert state.zones[1].graveyard == [imp] and state.zones[0].graveyard == [foot]
    assert where_is(state, ogre) == "D3"
    assert view(state, 1).players[0].graveyard == (ev.Shown(foot, "foot"),)  # public [G-R19]


def test_g_6_6_equal_power_sends_both_to_the_graveyard() -> None:
    """[G-6.6][G-R12]: a guard (2) attacking P2's guard (2): both go."""
    g = _table()
    mine, theirs = g.put(0, "guard", "B2"), g.put(1, "guard", "B3")
    state, _ = play(g.build("move"), f"attack #{mine} B3")
    assert state.zones[0].graveyard == [mine] and state.zones[1].graveyard == [theirs]


def test_g_7_7_power_this_turn_decides_with_boosts() -> None:
    """[G-7.7][G-9.7][G-10.1]: 鬨の声's +2 makes the footman 3, so it beats P2's guard (2)."""
    g = _table()
    foot = g.put(0, "foot", "B2")
    theirs = g.put(1, "guard", "B3")
    rally = g.hand(0, "rally")[0]
    g.resources(0, 1)
    state, events = play(g.build(), f"cast-on #{rally} #{foot}", "done", f"attack #{foot} B3")
    assert [(e.power, e.defence) for e in of(events, ev.Attacked)] == [(3, 2)]
    assert state.zones[1].graveyard == [theirs] and where_is(state, foot) == "B2"


def test_g_r12_a_battle_is_square_against_square() -> None:
    """[G-R12][G-9.9][G-FAQ-4][G-6.5][G-6.6]: a footman and a guard stacked on B2 (3) beat two
    imps (2) on B3, both imps going; the same stack loses to the ogre (4), both going; and
    ties with P2's guard and imp (3), all four going."""
    for foes, lost_mine, lost_theirs in (
        (("imp", "imp"), False, True), (("ogre",), True, False), (("guard", "imp"), True, True),
    ):  # fmt: skip
        g = _table()
        mine = [g.put(0, "foot", "B2"), g.put(0, "guard", "B2")]
        theirs = [g.put(1, foe, "B3") for foe in foes]
        state, events = play(g.build("move"), f"attack #{mine[0]} B3")
        assert of(events, ev.Attacked)[0].power == 3
        assert state.zones[0].graveyard == (mine if lost_mine else [])
        assert state.zones[1].graveyard == (theirs if lost_theirs else [])
        assert state.squares[BOARD.parse("B2")] == ([] if lost_mine else mine)


def test_g_faq_6_a_stack_attacks_once_per_entity_at_its_total() -> None:
    """[G-FAQ-6][G-R12][G-FAQ-4][G-6.7]: the footman and the guard on C4 (3) each attack P2's
    camp once, each time with the square's total: two life cards, the camp destroyed; a
    third attack is refused."""
    g = _table()
    foot, guard = g.put(0, "foot", "C4"), g.put(0, "guard", "C4")
    camp = g.at["D5"]
    state, events = play(g.build("move"), f"attack #{foot} D5", f"attack #{guard} D5")
    assert [(e.piece.id, e.power) for e in of(events, ev.Attacked)] == [(foot, 3), (guard, 3)]
    assert [e.base.id for e in of(events, ev.BaseDestroyed)] == [camp]
    refused(state, f"attack #{foot} B4", "grid_attack_used")
    assert state.result is None  # the hall stands


# -- bases [G-6.7][G-R13] -----------------------------------------------------------------------
def test_g_6_7_a_base_hit_puts_its_top_life_card_into_its_owners_hand() -> None:
    """[G-6.7][G-R13][G-R19]: the footman (1) attacks P2's hall: no power is compared; the
    top life card goes to P2's hand, an event P2 alone sees with its face, the others with
    the count; P1's view shows P2 one more card and 2 life left, and no life card face."""
    g = _table()
    foot = g.put(0, "foot", "B4")
    hall = g.at["A5"]
    top, *rest = g.life[hall]
    state, events = play(g.build("move"), f"attack #{foot} A5")
    assert [(e.power, e.defence) for e in of(events, ev.Attacked)] == [(1, -1)]
    taken = [
        (e.audience, [c.id for c in e.cards], e.count, e.left) for e in of(events, ev.LifeTaken)
    ]
    assert taken == [(only(1), [top], 1, 2), (all_but(1), [], 1, 2)]
    assert state.zones[1].hand == [top] and state.life[hall] == rest
    assert where_is(state, foot) == "B4"
    mine, theirs = view(state, 0), view(state, 1)
    assert mine.players[1].hand is None and mine.players[1].hand_count == 1
    assert mine.squares[BOARD.parse("A5")].life == 2
    hidden = {top, *[c for pile in state.life.values() for c in pile]}
    for viewer in (0, SPECTATOR):
        assert not hidden & {s.id for s in shown_in(view(state, viewer))}
    assert theirs.players[1].hand == (ev.Shown(top, "foot"),)


def test_g_r13_a_base_without_life_is_destroyed_at_once() -> None:
    """[G-R13][G-6.7][G-1.1]: P2's camp with one life card left is destroyed by the hit that
    takes it: to P2's graveyard, its square empty; the hall keeps P2 in the game."""
    g = _table()
    guard = g.put(0, "guard", "C4")
    camp = g.at["D5"]
    del g.life[camp][1:]
    state, events = play(g.build("move"), f"attack #{guard} D5")
    assert [(e.base.id, BOARD.label(e.at)) for e in of(events, ev.BaseDestroyed)] == [(camp, "D5")]
    assert camp in state.zones[1].graveyard and state.squares[BOARD.parse("D5")] == []
    assert camp not in state.life and state.result is None
    assert len(state.zones[1].hand) == 1


def test_g_r13_multi_hit_takes_several_life_cards() -> None:
    """[G-R13][G-6.7]: the ram's 多点2 takes 2 of the hall's 3 life cards in one attack; on
    the camp with 1 left it takes that one and the camp is destroyed."""
    g = _table()
    ram = g.put(0, "ram", "B4")
    state, events = play(g.build("move"), f"attack #{ram} A5")
    assert [(e.count, e.left) for e in of(events, ev.LifeTaken)] == [(2, 1), (2, 1)]
    assert len(state.zones[1].hand) == 2
    g = _table()
    ram = g.put(0, "ram", "C4")
    del g.life[g.at["D5"]][1:]
    state, events = play(g.build("move"), f"attack #{ram} D5")
    assert [(e.count, e.left) for e in of(events, ev.LifeTaken)] == [(1, 0), (1, 0)]
    assert len(of(events, ev.BaseDestroyed)) == 1
