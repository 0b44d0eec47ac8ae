"""Two-step decisions: pick the piece, then where it goes.

Discord holds at most 25 options in a select and 5 rows in a message. A decision whose
choices are (piece, destination) pairs (grid's moves on 4x5 squares, kokuryoku's sorties)
can have more, so a ruleset asks it in two steps: first ``Pick`` a piece (only pieces with
at least one legal move are offered), then one of that piece's moves, or ``Unpick`` to
choose the piece again. The second step lists at most one entry per square or target plus
one, which fits a select on every board the games use (at most 20 squares); the first lists
one entry per piece, which fits unless the pieces are many (grid's hand cards, with no hand
limit: the Act panel then pages its select,
bot/presentation/panel.py). A piece with no legal move is
refused with the reason all its moves share, when they share one (``why_not``). The picked
piece is part of the state (``picked``, -1 for none), so a restart between the two steps
loses nothing; performing a move clears it. A move is legal only once its piece is picked:
``legal_actions`` lists what ``apply`` accepts, except where a ruleset lists one of many
equal choices and accepts all of them in the notation (grid: of the group moves to a square,
the single move and the whole able group are listed, any smaller group is typed [G-R18]; a
spell laid out over the whole board lists one square).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Protocol

from engine.kernel.actions import Action
from engine.kernel.door import Handler, once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.notation import CARD, Arg

MAX_OPTIONS: Final = 25  # Discord's select


class Pick(Action, frozen=True):
    """The first step: the piece (a card id) whose moves come next."""

    piece: int


class Unpick(Action, frozen=True):
    """Back to the first step: choose another piece."""


PICK_SYNTAX: Final[dict[str, tuple[type[Action], tuple[Arg, ...]]]] = {
    "pick": (Pick, (CARD,)),
    "unpick": (Unpick, ()),
}


class Picking(Protocol):
    """What a state needs for two-step decisions."""

    picked: int


@dataclass(frozen=True)
class TwoStep:
    """One ruleset's two-step decision over its move actions.

    ``moves`` lists the decision's candidate moves (unchecked, in the ruleset's order),
    ``piece_of`` names the piece a move moves, ``check_move`` is the move's own check (the
    same as its handler's, so the pieces offered are those ``apply`` will let move).
    ``legal``, when a ruleset gives it, lists the moves legal now, already checked
    (generated legal by construction, in ``moves``'s order: issue 23; once a piece is
    picked it may list that piece's only); the pieces and the picked piece's moves come
    from it, and the ruleset names the move types in its door's ``generated``.
    """

    moves: Callable[[Any], Iterable[Action]]
    piece_of: Callable[[Any], int]
    check_move: Callable[[Any, Any], Refusal | None]
    legal: Callable[[Any], Iterable[Action]] | None = None

    def pieces(self, state: Any) -> list[int]:
        """Pieces with at least one legal move, in the order of their first move (worked out
        once per door call: each Pick candidate's check asks again)."""
        return _pieces(state, self)

    def candidates(self, state: Picking) -> list[Action]:
        """The current step's candidates: the pieces, or the picked piece's moves and Unpick."""
        if state.picked < 0:
            return [Pick(piece) for piece in self.pieces(state)]
        moves = self.moves if self.legal is None else self.legal
        mine = [m for m in moves(state) if self.piece_of(m) == state.picked]
        return [*mine, Unpick()]

    def check_pick(self, state: Picking, action: Pick) -> Refusal | None:
        if state.picked >= 0:
            return refuse("already_picked", card=state.picked)
        if action.piece not in self.pieces(state):
            return self.why_not(state, action.piece)
        return None

    def why_not(self, state: Any, piece: int) -> Refusal:
        """Why ``piece`` has no legal move: the refusal every one of its moves gets (an
        unaffordable card's cost, a step already passed), so the player hears the rule
        itself; the generic ``pick_no_moves`` when its moves fail for different reasons
        or it has none."""
        shared: Refusal | None = None
        for move in self.moves(state):
            if self.piece_of(move) != piece:
                continue
            refusal = self.check_move(state, move)
            if refusal is None or (
                shared is not None and (refusal.key, refusal.params) != (shared.key, shared.params)
            ):
                return refuse("pick_no_moves", card=piece)
            shared = refusal
        return shared or refuse("pick_no_moves", card=piece)

    def check_unpick(self, state: Picking, action: Unpick) -> Refusal | None:
        return None if state.picked >= 0 else refuse("nothing_picked")

    def gate(self, state: Picking, move: Action) -> Refusal | None:
        """A move comes only once its piece is picked."""
        if state.picked < 0:
            return refuse("pick_first")
        if self.piece_of(move) != state.picked:
            return refuse("not_the_picked_piece", card=state.picked)
        return None

    def check(self, state: Picking, move: Action) -> Refusal | None:
        """The gate, then the move's own check."""
        return self.gate(state, move) or self.check_move(state, move)

    def handlers(
        self,
        moves: Mapping[type[Action], Handler],
        kinds: frozenset[Any],
        others: Mapping[type[Action], Handler] | None = None,
    ) -> dict[type[Action], Handler]:
        """Door handlers for Pick, Unpick and the moves (gated, then checked by their own
        handler); a move, or any of the decision's ``others`` (a pass), clears the pick."""

        def clearing(handler: Handler, gated: bool) -> Handler:
            def check(state: Any, action: Action) -> Refusal | None:
                refusal = self.gate(state, action) if gated else None
                return refusal or handler.check(state, action)

            def perform(state: Any, action: Action, events: list[Event]) -> None:
                state.picked = -1
                handler.perform(state, action, events)

            return Handler(check, perform, handler.kinds)

        return {
            Pick: Handler(self.check_pick, _perform_pick, kinds),
            Unpick: Handler(self.check_unpick, _perform_unpick, kinds),
            **{kind: clearing(handler, True) for kind, handler in moves.items()},
            **{kind: clearing(handler, False) for kind, handler in (others or {}).items()},
        }


@once
def _pieces(state: Any, step: TwoStep) -> list[int]:
    found: dict[int, None] = {}
    if step.legal is not None:
        for move in step.legal(state):
            found[step.piece_of(move)] = None
        return list(found)
    for move in step.moves(state):
        piece = step.piece_of(move)
        if piece not in found and step.check_move(state, move) is None:
            found[piece] = None
    return list(found)


def _perform_pick(state: Picking, action: Pick, events: list[Event]) -> None:
    state.picked = action.piece


def _perform_unpick(state: Picking, action: Unpick, events: list[Event]) -> None:
    state.picked = -1
