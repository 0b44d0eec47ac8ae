"""The grid game's moves generated legal, not filtered (issue 23): the board's rays laid out
once at import meet what the kernel's ``Board.rays`` meets [G-R8][G-R9][G-R11], and over
whole fixed-seed random games the use and move phases' generated moves are exactly their
candidates that pass the check, in the same order, inside a door call (where ``once``
remembers) and outside one."""

from __future__ import annotations

import random

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.grid import move
from engine.grid.board import BOARD, KEYWORD_LENGTH, LONGEST, NEIGHBOURS, lines, reach
from engine.grid.cards import Movement
from engine.grid.decision import Kind
from engine.grid.rules import TWO_STEP
from engine.grid.state import GridState
from engine.kernel.board import DIAGONAL, FORWARD, ORTHOGONAL, SURROUNDING, facing
from engine.kernel.door import looking_at
from engine.kernel.state import CHANCE, SEATS

PATTERNS = {  # [G-R8]
    Movement.KING: SURROUNDING,
    Movement.ROOK: ORTHOGONAL,
    Movement.BISHOP: DIAGONAL,
    Movement.LANCE: (FORWARD,),
}


def test_board_tables_meet_what_the_kernels_rays_meet() -> None:
    """[G-R8][G-R9][G-R11]: every square, keyword, facing and reach, against seeded sets
    of blocking squares: the tables stop where ``Board.rays`` stops."""
    rng = random.Random(23)
    blockings = [set(rng.sample(BOARD.squares, rng.randint(0, 12))) for _ in range(60)]
    for square in BOARD.squares:
        assert NEIGHBOURS[square] == {s for s in BOARD.squares if BOARD.distance(square, s) == 1}
        for stops in blockings:
            for movement in Movement:
                length = 1 if movement is Movement.KING else KEYWORD_LENGTH
                for seat in SEATS:
                    for first in SEATS:
                        directions = facing(PATTERNS[movement], seat, first)
                        kernel = BOARD.rays(square, directions, length, stops.__contains__)
                        assert tuple(sorted(reach(square, movement, seat, first, stops))) == kernel
            for length in range(LONGEST + 3):
                kernel = BOARD.rays(square, SURROUNDING, length, stops.__contains__)
                assert tuple(sorted(lines(square, length, stops))) == kernel


def _checked(state: GridState) -> list[object]:
    return [m for m in TWO_STEP.moves(state) if TWO_STEP.check_move(state, m) is None]


def _looks(state: GridState) -> tuple[object, ...]:
    """Everything the generation answers, for the pieces of the move phase as well."""
    own, legal = move.sides(state, state.active).own, TWO_STEP.legal
    assert legal is not None
    return (
        list(legal(state)),
        [(move.destinations(state, p), move.attack_targets(state, p)) for p, _ in own],
    )


def test_generated_moves_are_the_checked_candidates_over_whole_games() -> None:
    """[G-5.3][G-5.4][G-R10][G-R18][G-R21]: at every use and move decision of six seeded
    games, picked or not, the generated moves are the checked candidates in order."""
    index, looked, legal = shipped_index("grid"), 0, TWO_STEP.legal
    assert legal is not None
    for game in range(6):
        rng = random.Random(70 + game)
        passing = registry.get("grid").passing
        players = {seat: RandomPlayer(rng, passing=passing) for seat in SEATS}
        state, _ = engine.new_match(starter_setup("grid", 70 + game, index))
        while state.result is None:
            assert isinstance(state, GridState)
            decision = engine.decision(state)
            if decision.kind in (Kind.USE, Kind.MOVE):
                outside = _looks(state)
                with looking_at(state):
                    assert _looks(state) == outside
                    assert list(legal(state)) == _checked(state)
                assert outside[0] == _checked(state)
                looked += 1
            actor = decision.actor
            action = engine.sample_chance(state) if actor == CHANCE else None
            state, _ = engine.apply(state, action or players[actor].choose(state, actor))
    assert looked > 400
