"""The one door into a match, the same for every ruleset: ``check``, ``legal_actions``,
``apply`` and chance sampling (DESIGN.md "The engine", STYLE.md: pokerkit's verify/do,
h11's fixed point, OpenSpiel's chance player).

``apply`` checks the action against the decision at hand and the handler that owns it, then
works on a copy: perform, then settle (the ruleset's state-based checks and automatic steps,
run to a fixed point), then finish (bookkeeping after the fixed point), then the version
moves on. A refused action raises IllegalActionError and leaves the caller's state as it
was. A ruleset supplies the handlers, who decides what now, the candidate actions of each
decision, and its settle; the door knows no game.

A ``decision``, ``check`` or ``legal_actions`` call never changes its state, so what a
ruleset works out from that state (who decides, the pieces that can move, unit values)
holds for the whole call: a function marked ``once`` is worked out once per call and
state, not once per candidate (issue 23), and it is kept for the next call on the state
looked at last, which no one changes in place (``_memo_of``); so is the list of legal
actions, and ``check`` (or ``apply``) takes an action listed there for that very state as
checked. A ruleset whose candidates of an action type are legal by construction names the
type in ``generated`` and the door does not check them again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Final, Generic, NamedTuple, ParamSpec, Protocol, TypeVar

import msgspec

from engine.kernel.actions import Action, Resign, Roll, Shuffle
from engine.kernel.body import encode_body
from engine.kernel.chance import DIE_FACES, sample_die, sample_shuffle_key
from engine.kernel.errors import IllegalActionError, InvariantError, Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.state import ChanceKind, ChanceTask, MatchSetup, seat_name


class Played(Protocol):
    """What the door needs of a ruleset's state."""

    version: int

    @property
    def setup(self) -> MatchSetup[Any]: ...

    @property
    def result(self) -> Any: ...

    @property
    def chance(self) -> ChanceTask | None: ...

    @property
    def chance_count(self) -> int: ...


class Decided(Protocol):
    """What the door needs of a ruleset's decision: who decides (a seat, CHANCE, or -1)
    and what kind of decision it is (an enum whose ``value`` names it)."""

    @property
    def actor(self) -> int: ...

    @property
    def kind(self) -> Any: ...


S = TypeVar("S", bound=Played)
D = TypeVar("D", bound=Decided)
P = ParamSpec("P")
R = TypeVar("R")

# the state a check or legal_actions call works on, and what ``once`` worked out from it
_CALL: ContextVar[tuple[object, dict[Any, Any]] | None] = ContextVar("door_call", default=None)


class looking_at:
    """A scope in which ``state`` does not change: ``once`` functions remember their
    results on it. Scopes nest; an inner one on the same state keeps the outer memo. (A
    class, not a generator context manager: the door enters one on every call.)"""

    __slots__ = ("state", "token")

    def __init__(self, state: object) -> None:
        self.state = state
        self.token: Token[tuple[object, dict[Any, Any]] | None] | None = None

    def __enter__(self) -> None:
        self.token = _enter(self.state)

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            _CALL.reset(self.token)
            self.token = None


def _enter(state: object) -> Token[tuple[object, dict[Any, Any]] | None] | None:
    """Enter a scope on ``state`` (None when one is open on it already): the door's own
    calls use it without a ``looking_at`` object."""
    outer = _CALL.get()
    if outer is not None and outer[0] is state:
        return None
    return _CALL.set(_memo_of(state))


# The state looked at last and what ``once`` worked out from it, kept for the next call on
# that very state: a step asks the decision, the legal actions and the check of one state
# in three calls, and a player's three views come after them (issue 23: "computed once per
# state"). So a state the door has looked at is a value from then on: the engine changes
# only the copy ``apply`` makes, before anyone looks at it, and whoever wants another
# position changes a copy (``engine.copy``). With ``CHECK_UNCHANGED`` on (the test
# suite turns it on) each later look first compares the state with what it was, and a state
# changed in place is an InvariantError instead of answers about the state it was.
_LAST: tuple[object, dict[Any, Any]] = (None, {})
CHECK_UNCHANGED = False
_BEFORE: Final = object()  # the memo's key for the state as it was first looked at
# the memo's key for the actions legal_actions listed (a tuple: the caller's list may change)
_LISTED: Final = object()


def _memo_of(state: object) -> tuple[object, dict[Any, Any]]:
    global _LAST
    last = _LAST
    if last[0] is state:
        if CHECK_UNCHANGED:
            now = _as_it_is(state)
            before = last[1].setdefault(_BEFORE, now)  # first noted now if the check was off
            if before[0] is not now[0] or before[1] != now[1]:
                raise InvariantError(
                    f"a {type(state).__name__} was changed in place after the door looked at "
                    "it: change a copy instead (engine.copy)"
                )
        return last
    memo: dict[Any, Any] = {_BEFORE: _as_it_is(state)} if CHECK_UNCHANGED else {}
    made = _LAST = (state, memo)
    return made


def _as_it_is(state: object) -> tuple[object, bytes]:
    """What a state is: its setup itself (whose contents no action changes: self-play checks
    that) and the JSON of the rest."""
    if isinstance(state, msgspec.Struct) and "setup" in state.__struct_fields__:
        played: Any = state
        return played.setup, encode_body(state)
    return None, repr(state).encode()  # a stand-in in a test of the memo itself


def forget(state: object) -> None:
    """Drop what was worked out from ``state``: ``apply`` calls it on its copy, which a
    ruleset's settle may have looked at before changing it further."""
    global _LAST
    if _LAST[0] is state:
        _LAST = (None, {})


def looked(function: Callable[P, R]) -> Callable[P, R]:
    """``function(state, ...)``, which never changes its state (a view), run in a
    ``looking_at(state)`` scope: what it asks of the state is worked out once."""

    @wraps(function)
    def within(*args: P.args, **kwargs: P.kwargs) -> R:
        with looking_at(args[0]):
            return function(*args, **kwargs)

    return within


_MISSING: Final = object()


def once(function: Callable[P, R]) -> Callable[P, R]:
    """``function(state, *rest)`` worked out once per door call on ``state`` (and ``rest``,
    which must be hashable, passed by position) and kept while ``state`` is the state looked
    at last; outside a call, or on another state (the copy ``apply`` changes), it is simply
    called. (Hot: the decision alone is asked a few
    times per action, so the one-argument case keys on the function alone.)"""
    if function.__code__.co_argcount == 1:
        alone: Callable[[Any], R] = function

        @wraps(function)
        def remembered_one(state: Any) -> R:
            call = _CALL.get()
            if call is None or call[0] is not state:
                return alone(state)
            memo = call[1]
            found = memo.get(alone, _MISSING)
            if found is _MISSING:
                found = memo[alone] = alone(state)
            return found  # type: ignore[no-any-return]

        return remembered_one  # type: ignore[return-value]

    @wraps(function)
    def remembered(*args: P.args, **kwargs: P.kwargs) -> R:
        call = _CALL.get()
        if call is None or call[0] is not args[0] or kwargs:
            return function(*args, **kwargs)
        memo = call[1]
        key = (function, args[1:])
        try:
            found = memo.get(key, _MISSING)
        except TypeError:  # an argument that cannot be a key: worked out afresh
            return function(*args, **kwargs)
        if found is _MISSING:
            found = memo[key] = function(*args, **kwargs)
        return found  # type: ignore[no-any-return]

    return remembered


class Handler(NamedTuple):
    """How one action type is checked and performed, and in which decisions it may come."""

    check: Callable[[Any, Any], Refusal | None]
    perform: Callable[[Any, Any, list[Event]], None]
    kinds: frozenset[Any]


Pair = tuple[Callable[[Any, Any], Refusal | None], Callable[[Any, Any, list[Event]], None]]


def routed(decide: Callable[[Any], Any], default: Pair, special: Mapping[Any, Pair]) -> Pair:
    """A (check, perform) pair for an action whose meaning depends on the decision at hand:
    ``special[kind]`` when ``decide(state).kind`` is that kind, else ``default``."""

    def pick(state: Any) -> Pair:
        return special.get(decide(state).kind, default)

    def check(state: Any, action: Any) -> Refusal | None:
        return pick(state)[0](state, action)

    def perform(state: Any, action: Any, events: list[Event]) -> None:
        pick(state)[1](state, action, events)

    # ``apply`` routes the copy's perform by the state its check looked at (the same
    # decision, already worked out there), not by the copy's
    perform.route = lambda state: pick(state)[1]  # type: ignore[attr-defined]
    return check, perform


def always(state: Any, action: Any) -> Refusal | None:
    return None


def _no_gate(state: Any, action: Action, decision: Any) -> Refusal | None:
    return None


def _nothing(state: Any) -> None:
    return None


@dataclass(frozen=True)
class Door(Generic[S, D]):
    """A ruleset's door. ``gate`` adds a ruleset-wide condition after the decision's kind
    matched; ``finish`` runs after settling; ``anytime`` actions (resigning) are not bound
    to the decision at hand and never listed."""

    handlers: Mapping[type[Action], Handler]
    decide: Callable[[S], D]
    candidates: Callable[[S, D], Iterable[Action]]
    settle: Callable[[S, list[Event]], None]
    clone: Callable[[S], S]
    gate: Callable[[S, Action, D], Refusal | None] = _no_gate
    finish: Callable[[S], None] = _nothing
    anytime: frozenset[type[Action]] = field(default_factory=lambda: frozenset({Resign}))
    generated: frozenset[type[Action]] = frozenset()

    def check(self, state: S, action: Action, actor: int | None = None) -> Refusal | None:
        """None when ``action`` is legal now (for ``actor``, when given); else the reason."""
        token = _enter(state)
        try:
            return self._check(state, action, actor)
        finally:
            if token is not None:
                _CALL.reset(token)

    def _check(self, state: S, action: Action, actor: int | None) -> Refusal | None:
        if state.result is not None:
            return refuse("match_over")
        handler = self.handlers.get(type(action))
        if handler is None:
            return refuse("unknown_action")
        if type(action) in self.anytime:
            return handler.check(state, action)
        decision = self.decide(state)
        if actor is not None and actor != decision.actor:
            who = seat_name(decision.actor) if decision.actor >= 0 else "chance"
            return refuse("not_your_decision", actor=who)
        call = _CALL.get()
        if call is not None and call[0] is state and action in call[1].get(_LISTED, ()):
            return None  # listed by legal_actions for this very state: checked there
        if decision.kind not in handler.kinds:
            return refuse("not_now", expected=decision.kind.value)
        refusal = self.gate(state, action, decision)
        if refusal is not None:
            return refusal
        return handler.check(state, action)

    def decision(self, state: S) -> D:
        """Who must decide what now, worked out in a call of its own like ``check``."""
        token = _enter(state)
        try:
            return self.decide(state)
        finally:
            if token is not None:
                _CALL.reset(token)

    def legal_actions(self, state: S) -> list[Action]:
        """Every legal action of the current decision, in the ruleset's fixed order."""
        token = _enter(state)
        try:
            decision = self.decide(state)
            generated, handlers = self.generated, self.handlers
            legal = [
                action
                for action in self.candidates(state, decision)
                if type(action) in generated or handlers[type(action)].check(state, action) is None
            ]
            _CALL.get()[1][_LISTED] = tuple(legal)  # type: ignore[index]
            return legal
        finally:
            if token is not None:
                _CALL.reset(token)

    def plainly_checked(self, state: S, action: Action, actor: int | None = None) -> Refusal | None:
        """``check`` by its plain definition, nothing remembered (no ``once`` memo, no list
        of legal actions): what the tests hold ``check``'s fast path to."""
        token = _CALL.set(None)
        try:
            return self._check(state, action, actor)
        finally:
            _CALL.reset(token)

    def checked_actions(self, state: S) -> list[Action]:
        """``legal_actions`` by its plain definition: every candidate checked, the generated
        ones too, and nothing remembered within the call (no ``once`` memo): what the tests
        hold the fast paths to."""
        token = _CALL.set(None)
        try:
            decision = self.decide(state)
            return [
                action
                for action in self.candidates(state, decision)
                if self.handlers[type(action)].check(state, action) is None
            ]
        finally:
            _CALL.reset(token)

    def apply(self, state: S, action: Action, actor: int | None = None) -> tuple[S, list[Event]]:
        """The state after ``action`` and the events it caused; the input is never changed."""
        token = _enter(state)
        try:
            refusal = self._check(state, action, actor)
            if refusal is not None:
                raise IllegalActionError(refusal)
            perform = self.handlers[type(action)].perform
            route = getattr(perform, "route", None)
            if route is not None:  # a routed action: the copy's decision is the state's
                perform = route(state)
        finally:
            if token is not None:
                _CALL.reset(token)
        new = self.clone(state)
        events: list[Event] = []
        perform(new, action, events)
        self.settle(new, events)
        self.finish(new)
        new.version += 1
        forget(new)
        return new, events


def sample_chance(state: Played) -> Action:
    """The seeded outcome of the pending chance step (a die, or a shuffle key)."""
    task = state.chance
    if task is None:
        raise IllegalActionError(refuse("no_chance_now"))
    seed, counter = state.setup.seed, state.chance_count
    if task.kind is ChanceKind.ROLL:
        return Roll(task.player, sample_die(seed, counter))
    return Shuffle(task.player, sample_shuffle_key(seed, counter))


def chance_candidates(state: Played) -> list[Action]:
    """Every face of a die; for a shuffle only the seeded key (a deck has too many orders
    to list; ``apply`` accepts any key)."""
    task = state.chance
    assert task is not None
    if task.kind is ChanceKind.ROLL:
        return [Roll(task.player, value) for value in DIE_FACES]
    return [sample_chance(state)]
