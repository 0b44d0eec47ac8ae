"""The kernel hosts a game it has never heard of: a small game of kings and far-moving pieces
on the grid game's 4x5 board, written here from the kernel's parts alone (board rays and steps, the
door, two-step decisions, the notation builder, a catalog of its own card kinds), plays
through ``engine``'s one door once registered, and never needs a choice of more than 25
options although its moves, listed flat, number more.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

import engine
from engine import registry
from engine.kernel.actions import Action, Resign
from engine.kernel.board import DIAGONAL, ORTHOGONAL, SURROUNDING, Board
from engine.kernel.cards import CardFace
from engine.kernel.door import Door, Handler, always, sample_chance
from engine.kernel.errors import IllegalActionError, Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.notation import CARD, PLAYER, Notation, square
from engine.kernel.staged import MAX_OPTIONS, PICK_SYNTAX, Pick, TwoStep, Unpick
from engine.kernel.state import CardInstance, MatchSetup, Result, other

BOARD = Board(columns=4, rows=5)


class Piece(CardFace, frozen=True, tag="unit"):  # the tag mc20th's units use, another shape
    id: str
    name: str
    king: bool = False


class Move(Action, frozen=True):
    piece: int
    to: int


class Captured(Event, frozen=True):
    piece: int


class State(msgspec.Struct):
    setup: MatchSetup[Piece]
    at: dict[int, int]  # piece -> square
    active: int = 0
    picked: int = -1
    chance: None = None
    chance_count: int = 0
    result: Result | None = None
    version: int = 0


class Kind(enum.Enum):
    MOVE = "move"


class Decision(msgspec.Struct, frozen=True):
    actor: int
    kind: Kind


def _owner(state: State, piece: int) -> int:
    return state.setup.cards[piece].owner


def _is_king(state: State, piece: int) -> bool:
    return state.setup.catalog[state.setup.cards[piece].def_id].king


def _reach(state: State, piece: int) -> tuple[int, ...]:
    here, seat = state.at[piece], _owner(state, piece)
    held = {square: p for p, square in state.at.items()}
    if _is_king(state, piece):
        found = BOARD.steps(here, SURROUNDING)
    else:  # rays in eight directions end at an enemy piece and pass own ones (grid G-R9)
        enemy = {s for s, p in held.items() if _owner(state, p) != seat}
        found = BOARD.rays(here, ORTHOGONAL + DIAGONAL, 4, enemy.__contains__)
    return tuple(s for s in found if s not in held or _owner(state, held[s]) != seat)


def _moves(state: State) -> Iterator[Move]:
    for piece in sorted(state.at):
        if _owner(state, piece) == state.active:
            yield from (Move(piece, to) for to in _reach(state, piece))


def _check_move(state: State, move: Move) -> Refusal | None:
    if move.piece not in state.at or _owner(state, move.piece) != state.active:
        return refuse("pick_no_moves", card=move.piece)
    return None if move.to in _reach(state, move.piece) else refuse("unknown_action")


def _perform_move(state: State, move: Move, events: list[Event]) -> None:
    for piece, where in list(state.at.items()):
        if where == move.to:
            del state.at[piece]
            events.append(Captured(piece=piece))
    state.at[move.piece] = move.to
    state.active = other(state.active)


def _settle(state: State, events: list[Event]) -> None:
    for seat in (0, 1):
        kings = [p for p in state.at if _owner(state, p) == seat and _is_king(state, p)]
        if not kings and state.result is None:
            state.result = Result("king_taken", other(seat))


def _resign(state: State, action: Resign, events: list[Event]) -> None:
    state.result = Result("resignation", other(action.player))


TWO_STEP = TwoStep(moves=_moves, piece_of=lambda move: move.piece, check_move=_check_move)
TURN = frozenset({Kind.MOVE})
DOOR: Door[Any, Any] = Door(
    handlers={
        **TWO_STEP.handlers({Move: Handler(_check_move, _perform_move, TURN)}, TURN),
        Resign: Handler(always, _resign, frozenset()),
    },
    decide=lambda state: Decision(-1 if state.result else state.active, Kind.MOVE),
    candidates=lambda state, decision: TWO_STEP.candidates(state),
    settle=_settle,
    clone=lambda state: msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=State),
)
NOTATION = Notation(
    {**PICK_SYNTAX, "move": (Move, (CARD, square(BOARD))), "resign": (Resign, (PLAYER,))}
)
CATALOG = {"rook": Piece("rook", "龍"), "king": Piece("king", "王将", king=True)}


def _new_match(setup: MatchSetup[Piece]) -> tuple[State, list[Event]]:
    """Each side: a king in the middle of its back row, four rooks in the row before it."""
    at: dict[int, int] = {}
    for piece, card in enumerate(setup.cards):
        seat, rank = card.owner, 0 if card.def_id == "king" else 1
        row = BOARD.row_squares(rank, seat, 0)
        at[piece] = row[1] if card.def_id == "king" else row[piece % 5 - 1]
    return State(setup=setup, at=at), []


RULESET = registry.Ruleset(
    id="toy-rooks",
    title="rooks and kings",
    state_type=State,
    new_match=_new_match,
    decision=DOOR.decide,
    legal_actions=DOOR.legal_actions,
    check=DOOR.check,
    apply=DOOR.apply,
    sample_chance=sample_chance,
    trivial_pass=lambda state: None,
    view=lambda state, viewer: state,
    format_action=NOTATION.format,
    parse_action=NOTATION.parse,
)


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
