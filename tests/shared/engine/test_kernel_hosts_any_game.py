"""The kernel hosts a game it has never heard of: a small game of kings and far-moving pieces
on the grid game's 4x5 board, written from the kernel's parts alone (tests/extra_game/rules.py:
board rays and steps, the door, two-step decisions, the notation builder, a catalog of its own
card kinds; tests/shared/house/test_extra_game.py plugs it into every layer), plays
through ``engine``'s one door once registered, and never needs a choice of more than 25
options although its moves, listed flat, number more.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from extra_game.rules import (
    BOARD,
    CATALOG,
    NOTATION,
    RULESET,
    TURN,
    TWO_STEP,
    Move,
    Piece,
    State,
)
from extra_game.rules import check_move as _check_move
from extra_game.rules import moves as _moves
from extra_game.rules import perform_move as _perform_move

import engine
from engine import registry
from engine.kernel.actions import Resign
from engine.kernel.door import Handler, always
from engine.kernel.errors import IllegalActionError, refuse
from engine.kernel.staged import MAX_OPTIONS, Pick, Unpick
from engine.kernel.state import CardInstance, MatchSetup


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> State:
    """A new toy match, its ruleset registered for this test only."""
    monkeypatch.setitem(registry._RULESETS._items, RULESET.id, RULESET)
    cards = tuple(
        CardInstance("king" if n % 5 == 0 else "rook", seat) for seat in (0, 1) for n in range(5)
    )
    setup = MatchSetup[Piece](RULESET.id, 7, CATALOG, cards, (tuple(range(5)), tuple(range(5, 10))))
    state, _ = engine.new_match(setup)
    return state


def test_the_engine_door_plays_a_game_the_kernel_never_heard_of(toy: State) -> None:
    """Random legal play to the end through ``engine``: every choice fits a select, though
    the moves listed flat would not (two-step decisions, issue 9 Deliver 4)."""
    rng, state, widest = random.Random(11), toy, 0
    for _ in range(400):
        if state.result is not None:
            break
        widest = max(widest, sum(1 for m in _moves(state) if _check_move(state, m) is None))
        actions = engine.legal_actions(state)
        assert 0 < len(actions) <= MAX_OPTIONS
        action = rng.choice(actions)
        assert engine.parse_action(state, engine.format_action(state, action)) == action
        state, _ = engine.apply(state, action)
    assert state.result is not None and state.result.reason == "king_taken"
    assert widest > MAX_OPTIONS
    again = engine.decode_state(engine.encode_state(state))
    assert again == state and isinstance(again.setup.catalog["king"], Piece)


def test_a_move_waits_for_its_piece_to_be_picked(toy: State) -> None:
    """The first step lists the pieces that can move; a move comes only after its pick."""
    rook, king = 1, 0
    move = next(m for m in _moves(toy) if m.piece == rook)
    assert engine.legal_actions(toy) == [Pick(p) for p in TWO_STEP.pieces(toy)]
    assert engine.check(toy, move).key == "pick_first"
    picked, _ = engine.apply(toy, engine.parse_action(toy, f"pick #{rook}"))
    assert picked.picked == rook and toy.picked == -1  # the input state is left alone
    listed = engine.legal_actions(picked)
    assert listed[-1] == Unpick() and all(m.piece == rook for m in listed[:-1])
    assert move in listed
    assert engine.check(picked, Pick(king)).key == "already_picked"
    other_move = Move(king, move.to)
    assert engine.check(picked, other_move).key == "not_the_picked_piece"
    back, _ = engine.apply(picked, Unpick())
    assert back.picked == -1 and engine.check(back, Unpick()).key == "nothing_picked"
    moved, _ = engine.apply(picked, move)
    assert moved.picked == -1 and moved.at[rook] == move.to and moved.active == 1


def test_a_piece_without_a_move_cannot_be_picked(toy: State) -> None:
    """A king hemmed in by its own pieces in a corner is not offered, and refused."""
    king, hemmed = 0, {0: BOARD.parse("A1"), 1: BOARD.parse("B1"), 2: BOARD.parse("A2")}
    state = msgspec.structs.replace(toy, at={**toy.at, **hemmed, 3: BOARD.parse("B2")})
    assert king not in TWO_STEP.pieces(state) and 1 in TWO_STEP.pieces(state)
    assert Pick(king) not in engine.legal_actions(state)
    with pytest.raises(IllegalActionError) as refused:
        engine.apply(state, Pick(king))
    assert refused.value.refusal.key == "pick_no_moves"
    assert engine.check(state, Pick(9)).key == "pick_no_moves"  # the other side's piece


def test_the_toy_notation_reads_and_writes_squares_of_its_board() -> None:
    assert NOTATION.parse("ｍｏｖｅ ＃3 d5") == Move(3, BOARD.parse("D5"))
    assert NOTATION.format(Move(3, 19)) == "move #3 D5"
    assert NOTATION.format(Pick(3)) == "pick #3" and NOTATION.parse("UNPICK") == Unpick()


def test_two_step_handlers_keep_the_moves_own_check_and_any_other_action_clears_the_pick(
    toy: State,
) -> None:
    """A move is gated by the pick, then checked by its own handler (here stricter than
    ``check_move``); another action of the decision (a pass) forgets the pick."""
    never = Handler(lambda s, a: refuse("unknown_action"), _perform_move, TURN)
    passing = Handler(always, lambda s, a, events: None, TURN)
    handlers = TWO_STEP.handlers({Move: never}, TURN, others={Resign: passing})
    picked = msgspec.structs.replace(toy, picked=1)
    move = next(m for m in _moves(toy) if m.piece == 1)
    assert handlers[Move].check(toy, move).key == "pick_first"
    assert handlers[Move].check(picked, move).key == "unknown_action"
    handlers[Resign].perform(picked, Resign(0), [])
    assert picked.picked == -1
