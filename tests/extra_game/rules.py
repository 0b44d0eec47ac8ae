"""The extra game's engine ruleset, from the kernel's parts alone: board rays and steps, the
door, two-step decisions, the notation builder and a catalog of its own card kinds.

The game: each side has a king in the middle of its back row and far movers in the row
before it. A turn is one move: pick a piece, then a square. A king steps to any of the eight
neighbours; a far mover runs in the eight directions, stopped by an enemy piece, which it
may take, and passing its own (grid's G-R9 reading of blocking). Taking the enemy king wins.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import Any

import msgspec

from engine import registry
from engine.kernel.actions import Action, Resign
from engine.kernel.board import DIAGONAL, ORTHOGONAL, SURROUNDING, Board
from engine.kernel.cards import CardFace
from engine.kernel.determinize import determinized
from engine.kernel.door import Door, Handler, always, sample_chance
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event, Shown
from engine.kernel.notation import CARD, PLAYER, Notation, square
from engine.kernel.staged import PICK_SYNTAX, TwoStep
from engine.kernel.state import MatchSetup, Result, other
from engine.kernel.words import Table

BOARD = Board(columns=4, rows=5)
RULESET_ID = "toy-rooks"


class Piece(CardFace, frozen=True, tag="unit", tag_field="kind", forbid_unknown_fields=True):
    """A printed piece; tagged ``unit`` like mc20th's units, in another shape (each game's
    catalog decodes its own kinds)."""

    id: str
    name: str
    name_en: str = ""
    king: bool = False

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" and self.name_en else self.name


class Move(Action, frozen=True):
    piece: int
    to: int


class Moved(Event, frozen=True):
    piece: Shown
    start: int
    to: int


class Captured(Event, frozen=True):
    piece: Shown


class State(msgspec.Struct):
    setup: MatchSetup[Piece]
    at: dict[int, int]  # piece -> square
    taken: list[int] = msgspec.field(default_factory=list)  # pieces captured, in order
    active: int = 0
    turn: int = 1
    picked: int = -1
    chance: None = None
    chance_count: int = 0
    result: Result | None = None
    version: int = 0


class View(msgspec.Struct, frozen=True):
    """What a viewer sees: everything (the game hides nothing), pieces as faces."""

    viewer: int
    names: tuple[str, str]
    catalog: dict[str, Piece]
    squares: tuple[Shown | None, ...]
    owners: dict[int, int]  # piece -> seat
    taken: tuple[Shown, ...]
    active: int
    turn: int
    picked: int
    result: Result | None


class Kind(enum.Enum):
    MOVE = "toy_move"


class Decision(msgspec.Struct, frozen=True):
    actor: int
    kind: Kind


def owner(state: Any, piece: int) -> int:
    return int(state.setup.cards[piece].owner)


def is_king(state: Any, piece: int) -> bool:
    return bool(state.setup.catalog[state.setup.cards[piece].def_id].king)


def shown(state: Any, piece: int) -> Shown:
    return Shown(piece, state.setup.cards[piece].def_id)


def reach(state: State, piece: int) -> tuple[int, ...]:
    here, seat = state.at[piece], owner(state, piece)
    held = {where: p for p, where in state.at.items()}
    if is_king(state, piece):
        found = BOARD.steps(here, SURROUNDING)
    else:  # rays in eight directions end at an enemy piece and pass own ones (grid G-R9)
        enemy = {s for s, p in held.items() if owner(state, p) != seat}
        found = BOARD.rays(here, ORTHOGONAL + DIAGONAL, 4, enemy.__contains__)
    return tuple(s for s in found if s not in held or owner(state, held[s]) != seat)


def moves(state: State) -> Iterator[Move]:
    for piece in sorted(state.at):
        if owner(state, piece) == state.active:
            yield from (Move(piece, to) for to in reach(state, piece))


def check_move(state: State, move: Move) -> Refusal | None:
    if move.piece not in state.at or owner(state, move.piece) != state.active:
        return refuse("pick_no_moves", card=move.piece)
    return None if move.to in reach(state, move.piece) else refuse("unknown_action")


def perform_move(state: State, move: Move, events: list[Event]) -> None:
    events.append(Moved(piece=shown(state, move.piece), start=state.at[move.piece], to=move.to))
    for piece, where in list(state.at.items()):
        if where == move.to:
            del state.at[piece]
            state.taken.append(piece)
            events.append(Captured(piece=shown(state, piece)))
    state.at[move.piece] = move.to
    state.active = other(state.active)
    state.turn += state.active == 0


def _settle(state: State, events: list[Event]) -> None:
    for seat in (0, 1):
        kings = [p for p in state.at if owner(state, p) == seat and is_king(state, p)]
        if not kings and state.result is None:
            state.result = Result("king_taken", other(seat))


def _resign(state: State, action: Resign, events: list[Event]) -> None:
    state.result = Result("resignation", other(action.player))


def view(state: State, viewer: int) -> View:
    squares: list[Shown | None] = [None] * len(BOARD.squares)
    for piece, where in state.at.items():
        squares[where] = shown(state, piece)
    return View(
        viewer=viewer,
        names=state.setup.names,
        catalog=dict(state.setup.catalog),
        squares=tuple(squares),
        owners={p: owner(state, p) for p in range(len(state.setup.cards))},
        taken=tuple(shown(state, p) for p in state.taken),
        active=state.active,
        turn=state.turn,
        picked=state.picked,
        result=state.result,
    )


TWO_STEP = TwoStep(moves=moves, piece_of=lambda move: move.piece, check_move=check_move)
TURN = frozenset({Kind.MOVE})
DOOR: Door[Any, Any] = Door(
    handlers={
        **TWO_STEP.handlers({Move: Handler(check_move, perform_move, TURN)}, TURN),
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
CATALOG = {
    "rook": Piece("rook", "龍", "Dragon"),
    "king": Piece("king", "王将", "King", king=True),
}


def new_match(setup: MatchSetup[Piece]) -> tuple[State, list[Event]]:
    """Each side: its king in the second square of its back row, its far movers in the row
    before it, in the order they were dealt."""
    at: dict[int, int] = {}
    for seat in (0, 1):
        pieces = [p for p, card in enumerate(setup.cards) if card.owner == seat]
        kings = [p for p in pieces if setup.catalog[setup.cards[p].def_id].king]
        movers = [p for p in pieces if p not in kings]
        at.update(zip(kings, BOARD.row_squares(0, seat, 0)[1:], strict=False))
        at.update(zip(movers, BOARD.row_squares(1, seat, 0), strict=False))
    return State(setup=setup, at=at), []


RULESET = registry.Ruleset(
    id=RULESET_ID,
    title=Table("extra_game", "TITLES")["title"],
    state_type=State,
    new_match=new_match,
    decision=DOOR.decision,
    legal_actions=DOOR.legal_actions,
    check=DOOR.check,
    apply=DOOR.apply,
    copy=DOOR.clone,
    determinize=lambda state, seat, rng: determinized(state, seat, rng, (view, DOOR.clone)),
    sample_chance=sample_chance,
    trivial_pass=lambda state: None,
    view=view,
    format_action=NOTATION.format,
    parse_action=NOTATION.parse,
)
# its decision's name, keyed by Kind.MOVE.value (tests/extra_game/locale/)
DECISIONS = Table("extra_game", "rules.DECISIONS")
