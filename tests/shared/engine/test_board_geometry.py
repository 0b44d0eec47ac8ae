"""Board geometry, once, for every game (engine/kernel/board.py): the mc20th 3x4 areas,
Deus 3x3, the grid game's 4x5 squares and kokuryoku's 3x4, each with cases from its rules
and DESIGN.md's rulings."""

from __future__ import annotations

import pytest

from engine.kernel.board import (
    DIAGONAL,
    FORWARD,
    ORTHOGONAL,
    SURROUNDING,
    TWO_STRAIGHT,
    Board,
    facing,
)
from engine.kernel.errors import NotationError

MC20TH, DEUS, GRID, KOKURYOKU = Board(3, 4), Board(3, 3), Board(4, 5), Board(3, 4)
P1, P2 = 0, 1


def labels(board: Board, squares: tuple[int, ...]) -> set[str]:
    return {board.label(s) for s in squares}


def nothing(square: int) -> bool:
    return False


# -- labels -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("board", "first", "last"),
    [(MC20TH, "A1", "C4"), (DEUS, "A1", "C3"), (GRID, "A1", "D5"), (KOKURYOKU, "A1", "C4")],
)
def test_labels_run_from_the_first_players_side_and_round_trip(
    board: Board, first: str, last: str
) -> None:
    assert board.label(0) == first and board.label(board.size - 1) == last
    assert all(board.parse(board.label(s)) == s for s in board.squares)
    assert board.parse(" b2 ") == board.index(1, 1)


@pytest.mark.parametrize("text", ["D1", "A0", "A5", "AA", "", "A᧚", "A１", "B22"])
def test_a_label_off_the_mc20th_board_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match=r"A1\.\.C4"):
        MC20TH.parse(text)


def test_grid_labels_reach_d5_and_no_further() -> None:
    assert GRID.parse("D5") == 19
    with pytest.raises(NotationError, match=r"A1\.\.D5"):
        GRID.parse("E1")


# -- mc20th [9-2-2] and DESIGN.md's ranges -------------------------------------------------------
def test_9_2_2_walk_reaches_the_four_neighbours() -> None:
    assert labels(MC20TH, MC20TH.steps(MC20TH.parse("B2"), ORTHOGONAL)) == {"A2", "C2", "B1", "B3"}
    assert labels(MC20TH, MC20TH.steps(MC20TH.parse("A1"), ORTHOGONAL)) == {"B1", "A2"}


def test_9_2_2_fly_reaches_the_eight_surrounding_areas() -> None:
    assert len(MC20TH.steps(MC20TH.parse("B2"), SURROUNDING)) == 8
    assert labels(MC20TH, MC20TH.steps(MC20TH.parse("C4"), SURROUNDING)) == {"B4", "B3", "C3"}


def test_9_2_2_long_fly_adds_straight_jumps_of_two() -> None:
    b2 = MC20TH.steps(MC20TH.parse("B2"), SURROUNDING + TWO_STRAIGHT)
    assert labels(MC20TH, b2) == {"A1", "B1", "C1", "A2", "C2", "A3", "B3", "C3", "B4"}
    a1 = MC20TH.steps(MC20TH.parse("A1"), SURROUNDING + TWO_STRAIGHT)
    assert labels(MC20TH, a1) == {"B1", "A2", "B2", "C1", "A3"}  # jumps whatever lies between


def test_5_2_territories_are_each_players_two_nearest_rows() -> None:
    """[9-2-1] The first player's territory is rows 1-2, the second player's rows 3-4."""
    assert labels(MC20TH, MC20TH.row_squares(1, P1, P1)) == {"A2", "B2", "C2"}
    assert labels(MC20TH, MC20TH.row_squares(1, P2, P1)) == {"A3", "B3", "C3"}
    assert MC20TH.rank(MC20TH.parse("B4"), P2, P1) == 0  # the second player's HQ row
    assert MC20TH.rank(MC20TH.parse("B4"), P1, P2) == 0  # seats swapped: P1 moved second


# -- deus R1 --------------------------------------------------------------------------------
def test_deus_r1_a_front_line_unit_walks_sideways_and_back_never_into_enemy_territory() -> None:
    """deus [D-ADV-b] R1: ranges as in mc20th, then the enemy row removed."""
    b2 = DEUS.parse("B2")
    reach = [s for s in DEUS.steps(b2, ORTHOGONAL) if DEUS.rank(s, P1, P1) != 2]
    assert labels(DEUS, tuple(reach)) == {"A2", "C2", "B1"}
    flying = [s for s in DEUS.steps(b2, SURROUNDING) if DEUS.rank(s, P2, P1) != 2]
    assert labels(DEUS, tuple(flying)) == {"A2", "C2", "A3", "B3", "C3"}  # P2's side


def test_deus_r1_the_three_rows_are_territory_front_line_territory() -> None:
    """deus [D-BOARD-2][D-BOARD-4]: row 1 is the first player's, row 2 the front line."""
    assert [DEUS.rank(DEUS.parse(x), P1, P1) for x in ("A1", "B2", "C3")] == [0, 1, 2]
    assert [DEUS.rank(DEUS.parse(x), P2, P1) for x in ("A1", "B2", "C3")] == [2, 1, 0]


# -- grid G-R1, G-R8, G-R9, G-R11 ----------------------------------------------------------------
def test_grid_g_r1_front_rows_are_row_1_and_row_5() -> None:
    """grid [G-R1] the front row is the 4 squares nearest each player."""
    assert labels(GRID, GRID.row_squares(0, P1, P1)) == {"A1", "B1", "C1", "D1"}
    assert labels(GRID, GRID.row_squares(0, P2, P1)) == {"A5", "B5", "C5", "D5"}


def test_grid_g_r8_a_king_moves_to_the_eight_neighbours() -> None:
    """grid [G-6.2][G-R8] no keyword: any of the 8 surrounding squares."""
    assert labels(GRID, GRID.steps(GRID.parse("A1"), SURROUNDING)) == {"B1", "A2", "B2"}


def test_grid_g_r9_a_rook_ray_stops_at_an_enemy_and_passes_its_own() -> None:
    """grid [G-R8][G-R9] 飛車: up to 2 straight; enemies block passage, own cards do not."""
    enemy, own = {GRID.parse("B3")}, {GRID.parse("C2")}
    found = GRID.rays(GRID.parse("B2"), ORTHOGONAL, 2, lambda s: s in enemy)
    assert labels(GRID, found) == {"B1", "A2", "C2", "D2", "B3"}  # B4 lies behind the enemy
    assert own <= set(found)  # an own card is passed over (and may be stacked on)


def test_grid_g_r8_a_bishop_moves_diagonally_only() -> None:
    """grid [G-R8] 角: up to 2 straight diagonally, never orthogonally."""
    found = GRID.rays(GRID.parse("B2"), DIAGONAL, 2, nothing)
    assert labels(GRID, found) == {"A1", "C1", "A3", "C3", "D4"}


def test_grid_g_r8_a_lance_moves_forward_for_each_seat() -> None:
    """grid [G-R8] 香車: up to 2 straight forward; forward faces the enemy for each seat."""
    p1 = GRID.rays(GRID.parse("B1"), facing((FORWARD,), P1, P1), 2, nothing)
    p2 = GRID.rays(GRID.parse("B5"), facing((FORWARD,), P2, P1), 2, nothing)
    assert labels(GRID, p1) == {"B2", "B3"} and labels(GRID, p2) == {"B4", "B3"}
    assert GRID.forward(P1, P1) == 1 and GRID.forward(P2, P1) == -1


def test_grid_g_r9_squares_between_a_straight_move() -> None:
    """grid [G-R9] passage: the squares strictly between start and destination."""
    assert labels(GRID, GRID.between(GRID.parse("B1"), GRID.parse("B3"))) == {"B2"}
    assert GRID.between(GRID.parse("A1"), GRID.parse("C3")) == (GRID.parse("B2"),)
    assert GRID.between(GRID.parse("A1"), GRID.parse("B3")) == ()  # not on one line
    assert GRID.between(GRID.parse("A1"), GRID.parse("B2")) == ()  # neighbours
    assert GRID.distance(GRID.parse("A1"), GRID.parse("B2")) == 1  # adjacent (G-R11 a)


# -- kokuryoku KV-1, KV-2 ------------------------------------------------------------------------
def test_kokuryoku_kv_1_sortie_squares_are_each_players_nearest_row() -> None:
    """kokuryoku [KV-1] three sortie squares per player, the row nearest them."""
    assert labels(KOKURYOKU, KOKURYOKU.row_squares(0, P1, P1)) == {"A1", "B1", "C1"}
    assert labels(KOKURYOKU, KOKURYOKU.row_squares(0, P2, P1)) == {"A4", "B4", "C4"}


def test_kokuryoku_kv_2_printed_ranges_are_mirrored_for_the_second_player() -> None:
    """kokuryoku [KV-2] a printed range (forward 1, forward 2, forward-right 1) faces the
    enemy for both seats, jumping whatever lies between."""
    printed = ((0, 1), (0, 2), (1, 1))
    p1 = KOKURYOKU.steps(KOKURYOKU.parse("B1"), facing(printed, P1, P1))
    p2 = KOKURYOKU.steps(KOKURYOKU.parse("B4"), facing(printed, P2, P1))
    assert labels(KOKURYOKU, p1) == {"B2", "B3", "C2"}
    assert labels(KOKURYOKU, p2) == {"B3", "B2", "A3"}  # its right is the first player's left
    # off the board is simply not reached
    assert labels(KOKURYOKU, KOKURYOKU.steps(KOKURYOKU.parse("C3"), printed)) == {"C4"}


def test_a_board_is_bounded() -> None:
    with pytest.raises(ValueError):
        Board(11, 4)
