"""The grid game's moves [G-5.4][G-6.1]-[G-6.3][G-9.3]-[G-9.10]: king moves without a keyword,
飛車, 角 and 香車 only by their keyword, 香車 mirrored for the second player [G-R8]; enemy
cards block passage, own cards do not, and no move ends on an enemy or a base [G-9.5][G-R9];
stacks by moving onto own entities [G-9.8][G-9.9]; group moves to one square, each by its own
pattern [G-9.10][G-FAQ-5][G-FAQ-8][G-R18]; one move right and one attack right per turn, the
attack after the move, never a move after it, in any order, the turn the entity entered
included [G-9.4][G-FAQ-3][G-FAQ-9][G-R10].
"""

from __future__ import annotations

import pytest
from grid_position import (
    Grid,
    after,
    end_turn,
    kinds,
    of,
    options,
    play,
    refused,
    targets,
    to_phase,
    where_is,
)

from engine.grid import events as ev
from engine.grid.actions import Move
from engine.grid.board import BOARD
from engine.grid.notation import parse
from engine.grid.view import view
from engine.kernel.errors import NotationError


def _table(active: int = 0) -> Grid:
    """P1's fort on A1, P2's camp on D5, P1's (or P2's) move phase to come."""
    g = Grid(active=active)
    g.put(0, "fort", "A1")
    g.put(1, "camp", "D5")
    return g


def moves(g: Grid, piece: int) -> set[str]:
    return targets(g.build("move"), piece, "move")


# -- patterns [G-6.2][G-6.3][G-R8] ----------------------------------------------------------------
def test_g_6_2_a_card_without_a_keyword_moves_like_a_king() -> None:
    """[G-6.2][G-R8][G-5.4][G-6.1]: a footman on B3 may step to any of its 8 neighbours, and
    no farther."""
    g = _table()
    foot = g.put(0, "foot", "B3")
    assert moves(g, foot) == {"A2", "B2", "C2", "A3", "C3", "A4", "B4", "C4"}
    refused(g.build("move"), f"move #{foot} B5", "grid_cannot_reach")


def test_g_r8_keyworded_cards_move_only_by_their_keyword() -> None:
    """[G-R8][G-6.3][G-6.2][G-12]: 飛車 goes 1-2 squares straight orthogonally (no diagonal
    step), 角 1-2 diagonally (no orthogonal step; never onto the enemy camp), 香車 1-2
    forward (no step back or aside)."""
    g = _table()
    rook = g.put(0, "rook", "B3")
    assert moves(g, rook) == {"B1", "B2", "B4", "B5", "A3", "C3", "D3"}
    g = _table()
    bishop = g.put(0, "bishop", "B3")
    assert moves(g, bishop) == {"A2", "C2", "D1", "A4", "C4"}
    refused(g.build("move"), f"move #{bishop} B4", "grid_cannot_reach")
    g = _table()
    lance = g.put(0, "lance", "B2")
    assert moves(g, lance) == {"B3", "B4"}
    for wrong in ("B1", "A2", "A3"):
        refused(g.build("move"), f"move #{lance} {wrong}", "grid_cannot_reach")


def test_g_r8_the_lance_is_mirrored_for_the_second_player() -> None:
    """[G-R8][G-R1]: P2's 香車 (the second player's) on C4 goes to C3 and C2, towards P1."""
    g = _table(active=1)
    stalker = g.put(1, "stalker", "C4")
    assert moves(g, stalker) == {"C3", "C2"}
    g = Grid(first=1)  # P2 goes first: P2's forward is towards row 5
    g.put(1, "fort", "A1")
    g.put(0, "camp", "D5")
    stalker = g.put(1, "stalker", "C2")
    assert moves(g, stalker) == {"C3", "C4"}


# -- passage and destinations [G-9.5][G-R9] -------------------------------------------------------
def test_g_9_5_enemy_cards_block_passage_own_cards_do_not() -> None:
    """[G-9.5][G-R9]: a 飛車 on A3 passes P1's own footman on B3 to reach C3 (and may stop on
    B3), but P2's imp on A4 stops it going up; an enemy base (P2's hall on B5) blocks like
    an entity; P1's own fort on B1 is passed (a 飛車 on A1 reaches C1), never entered."""
    g = _table()
    rook = g.put(0, "rook", "A3")
    g.put(0, "foot", "B3")
    g.put(1, "imp", "A4")
    assert moves(g, rook) == {"A2", "B3", "C3"}
    g = _table()
    rook = g.put(0, "rook", "A5")
    g.put(1, "hall", "B5")
    assert moves(g, rook) == {"A4", "A3"}
    refused(g.build("move"), f"move #{rook} C5", "grid_cannot_reach")
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "D5")
    rook = g.put(0, "rook", "A1")
    assert moves(g, rook) == {"A2", "A3", "C1"}  # past its own fort, never onto it


def test_g_r9_no_move_ends_on_an_enemy_card_or_a_base() -> None:
    """[G-R9][G-9.8]: a footman on C4 next to P2's imp (C3) and P2's camp (D5) may go to
    neither (enemies are fought by attacks); one on B2 may not enter P1's own fort on A1."""
    g = _table()
    foot = g.put(0, "foot", "C4")
    g.put(1, "imp", "C3")
    assert moves(g, foot) == {"B3", "D3", "B4", "D4", "B5", "C5"}
    for wrong in ("C3", "D5"):
        refused(g.build("move"), f"move #{foot} {wrong}", "grid_cannot_reach")
    g = _table()
    foot = g.put(0, "foot", "B2")
    assert "A1" not in moves(g, foot) and "B1" in moves(g, foot)


# -- stacks and group moves [G-9.8][G-9.9][G-9.10][G-FAQ-5][G-FAQ-8][G-R18] ------------------------
def test_g_9_8_moving_onto_own_entities_makes_a_stack() -> None:
    """[G-9.8][G-9.9][G-FAQ-4]: a footman (1) moves onto the guard's (2) square: both stand
    there, the square's power is 3, each entity shown on its own."""
    g = _table()
    foot, guard = g.put(0, "foot", "B2"), g.put(0, "guard", "B3")
    state = after(g.build("move"), f"move #{foot} B3")
    assert state.squares[BOARD.parse("B3")] == [guard, foot]
    seen = view(state, 1).squares[BOARD.parse("B3")]
    assert seen.total == 3 and [e.power for e in seen.entities] == [2, 1]


def test_g_9_10_several_entities_move_together_to_one_square() -> None:
    """[G-9.10][G-FAQ-5][G-R18]: a footman on A2 and a guard on C2 move together to B3 in one
    action; the square's power is their total, 3, and both move rights are used."""
    g = _table()
    foot, guard = g.put(0, "foot", "A2"), g.put(0, "guard", "C2")
    state = g.build("move")
    assert f"move #{foot},#{guard} B3" in options(state, foot)
    state, events = play(state, f"move #{foot},#{guard} B3")
    moved = of(events, ev.Moved)
    assert [([p.id for p in e.pieces], [BOARD.label(s) for s in e.start]) for e in moved] == [
        ([foot, guard], ["A2", "C2"])
    ]
    assert view(state, 0).squares[BOARD.parse("B3")].total == 3
    assert sorted(state.moved) == sorted([foot, guard])


def test_g_faq_5_stacked_entities_keep_their_own_abilities() -> None:
    """[G-FAQ-5][G-FAQ-4][G-9.10]: two 夜番 moving together onto one square stay two
    entities, each shown with its own power, and each draws at the end of P1's turn."""
    g = _table()
    watchers = [g.put(0, "watcher", "A3"), g.put(0, "watcher", "C3")]
    state, events = play(g.build("move"), f"move #{watchers[0]},#{watchers[1]} B4", "done")
    assert [(e.card.id, e.trigger) for e in of(events, ev.Triggered)] == [
        (watchers[0], "ターン終了時"),
        (watchers[1], "ターン終了時"),
    ]
    assert len(state.zones[0].hand) == 2
    seen = view(state, 0).squares[BOARD.parse("B4")]
    assert [(e.card.id, e.power) for e in seen.entities] == [(w, 1) for w in watchers]


def test_g_faq_8_a_movement_keyword_is_never_shared() -> None:
    """[G-FAQ-8][G-R18]: a 香車 and a footman stacked on B2 may go together to B3, but not to
    B4: the footman has no 香車 and cannot move 2; the 香車 alone may."""
    g = _table()
    lance, foot = g.put(0, "lance", "B2"), g.put(0, "foot", "B2")
    state = g.build("move")
    refused(state, f"move #{lance},#{foot} B4", "grid_cannot_reach")
    assert where_is(play(state, f"move #{lance},#{foot} B3")[0], foot) == "B3"
    assert where_is(play(state, f"move #{lance} B4")[0], lance) == "B4"


def test_g_r18_a_group_move_has_one_square() -> None:
    """[G-R18][G-FAQ-5]: the notation names one square for a group, a move to two squares is
    not an action; a group may not name an entity twice, nor an enemy entity."""
    with pytest.raises(NotationError):
        parse("move #1 B2 #2 B3")
    assert parse("move #1,#2 B3") == Move((1, 2), BOARD.parse("B3"))
    g = _table()
    foot, guard = g.put(0, "foot", "A2"), g.put(0, "guard", "C2")
    imp = g.put(1, "imp", "C4")
    state = g.build("move")
    refused(state, f"move #{foot},#{foot} B3", "grid_bad_group")
    refused(state, f"move #{foot},#{imp} B3", "grid_not_your_entity")
    state = play(state, f"move #{foot} B3", f"move #{guard} C3")[0]
    assert (where_is(state, foot), where_is(state, guard)) == ("B3", "C3")


# -- rights [G-9.3][G-9.4][G-FAQ-3][G-FAQ-9][G-R10] ------------------------------------------------
def test_g_faq_9_no_second_move_by_joining_a_stack() -> None:
    """[G-FAQ-9][G-9.3][G-R10]: a footman that moved onto the guard's square cannot move on
    with the guard, nor alone; the guard's own right is unused, so it may go."""
    g = _table()
    foot, guard = g.put(0, "foot", "A2"), g.put(0, "guard", "B3")
    state = play(g.build("move"), f"move #{foot} B3")[0]
    refused(state, f"move #{guard},#{foot} C4", "grid_move_used")
    refused(state, f"move #{foot} C4", "grid_move_used")
    assert where_is(play(state, f"move #{guard} C4")[0], guard) == "C4"


def test_g_9_3_one_move_a_turn_and_the_right_comes_back() -> None:
    """[G-9.3][G-6.1][G-R10]: after one move a second is refused; in P1's next turn the
    footman moves again."""
    g = _table()
    foot = g.put(0, "foot", "B2")
    state = play(g.build("move"), f"move #{foot} B3")[0]
    refused(state, f"move #{foot} B4", "grid_move_used")
    state = to_phase(end_turn(end_turn(state)[0])[0], "move")
    assert state.turn == 5 and where_is(play(state, f"move #{foot} B4")[0], foot) == "B4"


def test_g_9_4_an_entity_moves_and_attacks_the_turn_it_entered() -> None:
    """[G-9.4][G-FAQ-3][G-R10][G-9.1]: a guard summoned on B2 moves to B3 in the same turn's
    move phase and attacks P2's imp on C4."""
    g = _table()
    guard = g.hand(0, "guard")[0]
    imp = g.put(1, "imp", "C4")
    g.resources(0, 2)
    state, events = play(g.build(), f"summon #{guard} A2", "done", f"move #{guard} B3",
                         f"attack #{guard} C4")  # fmt: skip
    assert kinds(events) == [
        "Paid", "Summoned", "PhaseStarted", "Moved", "Attacked", "Destroyed",
    ]  # fmt: skip
    assert where_is(state, guard) == "B3" and where_is(state, imp) == ""


def test_g_r10_attack_after_a_move_never_a_move_after_an_attack_any_order() -> None:
    """[G-R10][G-6.1][G-9.6]: the knight moves then attacks; the guard attacks without
    moving and may then not move; the footman moves between the two, the player choosing
    the order; the attack right is one a turn, and a move right unused stays unused."""
    g = _table()
    knight, guard, foot = g.put(0, "knight", "A2"), g.put(0, "guard", "C2"), g.put(0, "foot", "D2")
    imps = [g.put(1, "imp", at) for at in ("A4", "C3", "B5")]
    state = play(g.build("move"), f"move #{knight} A3", f"attack #{guard} C3",
                 f"move #{foot} D3", f"attack #{knight} A4")[0]  # fmt: skip
    assert [where_is(state, i) for i in imps] == ["", "", "B5"]
    assert (where_is(state, knight), where_is(state, guard)) == ("A3", "C2")
    refused(state, f"move #{guard} B3", "grid_move_used")
    refused(state, f"attack #{knight} B4", "grid_attack_used")
    assert foot not in state.attacked and guard not in state.moved
