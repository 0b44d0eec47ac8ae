"""A notation builder: one verb per action, then its arguments, read and written from one
table, so ``parse(format(a)) == a`` for every action of every ruleset.

A ruleset names its verbs (``{"move": (Move, (CARD, square(BOARD)))}``) and, for the odd
action whose words vary (a target that may be a unit, a player or a square), a pair of
functions. The builder bounds the input: at most ``MAX_ACTION_CHARS`` characters, NFKC
normalised (full-width letters, digits and ``＃`` work), verbs case-insensitive, numbers of
ASCII digits only (engine/kernel/digits.py). Every failure is a NotationError whose key is
in the kernel's message table (or the ruleset's, for its own arguments), so it is said in
Japanese or English and never crashes a caller.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

import msgspec

from engine.kernel.actions import Action
from engine.kernel.board import Board
from engine.kernel.digits import read_number
from engine.kernel.errors import NotationError

MAX_ACTION_CHARS: Final = 200
MAX_DIGITS: Final = 10  # the longest number written is a shuffle key, below 2**32


class Arg(NamedTuple):
    """One argument of a verb: its name (for the usage line), how to read and write it."""

    name: str
    parse: Callable[[str], Any]
    format: Callable[[Any], str]


def number(token: str) -> int | None:
    """A plain number of at most MAX_DIGITS digits (leading zeros aside); None otherwise."""
    return read_number(token, 10**MAX_DIGITS - 1)


def _card(token: str) -> int:
    value = number(token.removeprefix("#"))
    if value is None:
        raise NotationError("notation_card", token=token)
    return value


def _number(token: str) -> int:
    value = number(token)
    if value is None:
        raise NotationError("notation_number", token=token)
    return value


def _player(token: str) -> int:
    if token.upper() in ("P1", "P2"):
        return int(token[1]) - 1
    raise NotationError("notation_player", token=token)


def _ordinal(token: str) -> int:
    value = number(token)
    if value is not None and value >= 1:
        return value - 1
    raise NotationError("notation_ordinal", token=token)


CARD: Final = Arg("card", _card, lambda value: f"#{value}")
NUMBER: Final = Arg("number", _number, str)
PLAYER: Final = Arg("player", _player, lambda seat: f"P{seat + 1}")
ORDINAL: Final = Arg("ordinal", _ordinal, lambda index: str(index + 1))  # written from 1


def square(board: Board, name: str = "square", key: str = "notation_square") -> Arg:
    """A square (or area) of ``board`` by its label; ``key`` the ruleset's error for a bad
    one (the kernel's names the board's range)."""

    def parse(token: str) -> int:
        try:
            return board.parse(token)
        except NotationError as error:
            if key == "notation_square":
                raise
            raise NotationError(key, token=token) from error

    return Arg(name, parse, board.label)


def choice(name: str, options: Sequence[str], key: str) -> Arg:
    """One word of a fixed set (case-insensitive, written in upper case)."""

    def parse(token: str) -> str:
        if token.upper() in options:
            return token.upper()
        raise NotationError(key, token=token, options=" ".join(options))

    return Arg(name, parse, str)


Special = tuple[Callable[[Any], str], Callable[[str, list[str]], Action]]


@dataclass(frozen=True)
class Notation:
    """A ruleset's notation: ``syntax`` maps each verb to its action type and arguments;
    ``special`` gives an action type its own writer and reader (of the verb's arguments)."""

    syntax: Mapping[str, tuple[type[Action], tuple[Arg, ...]]]
    special: Mapping[type[Action], Special] = field(default_factory=dict)
    verbs: Mapping[type[Action], str] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "verbs", {kind: verb for verb, (kind, _) in self.syntax.items()})

    def format(self, action: Action) -> str:
        verb = self.verbs[type(action)]
        special = self.special.get(type(action))
        if special is not None:
            return special[0](action)
        args = self.syntax[verb][1]
        values = msgspec.structs.astuple(action)
        return " ".join([verb, *(arg.format(v) for arg, v in zip(args, values, strict=True))])

    def parse(self, text: str) -> Action:
        """Read one action; NotationError says what is wrong."""
        if len(text) > MAX_ACTION_CHARS:
            raise NotationError("notation_too_long", limit=MAX_ACTION_CHARS)
        tokens = unicodedata.normalize("NFKC", text).split()
        if not tokens:
            raise NotationError("notation_empty")
        verb = tokens[0].lower()
        if verb not in self.syntax:
            raise NotationError("notation_verb", verb=tokens[0], known=", ".join(self.syntax))
        special = self.special.get(self.syntax[verb][0])
        if special is not None:
            return special[1](verb, tokens[1:])
        return self.build(verb, tokens[1:])

    def build(self, verb: str, tokens: list[str]) -> Action:
        """The action of ``verb`` from exactly its arguments' tokens."""
        kind, args = self.syntax[verb]
        if len(tokens) != len(args):
            usage = " ".join([verb, *(f"<{arg.name}>" for arg in args)])
            raise NotationError("notation_arguments", verb=verb, count=len(args), usage=usage)
        return kind(*(arg.parse(token) for arg, token in zip(args, tokens, strict=True)))
