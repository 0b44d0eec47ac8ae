"""Events: past-tense records of what an action did, each tagged with who may see it. The
kernel holds what every game's events share; a ruleset's events live in its package (the
Monster Collection family's in engine/moncolle/events.py).

``audience`` is a bit mask over the two players and the spectators (DESIGN.md "Events carry
visibility"). A hidden detail is never put into an event whose audience includes someone
who may not see it: a draw is one event for the drawer (with the cards) and one for
everyone else (with the count only).
"""

from __future__ import annotations

import enum
import types
from collections.abc import Callable
from operator import attrgetter
from typing import Any, Final, Union, get_args, get_origin, get_type_hints

import msgspec

from engine.kernel.cards import CardFace
from engine.kernel.state import SPECTATOR

TO_P1: Final = 1
TO_P2: Final = 2
TO_SPECTATORS: Final = 4
EVERYONE: Final = 7
NOBODY: Final = 0


def only(seat: int) -> int:
    """The audience of one player."""
    return 1 << seat


def all_but(seat: int) -> int:
    """The audience of everyone except one player (the other player and the spectators)."""
    return EVERYONE & ~(1 << seat)


def can_see(audience: int, viewer: int) -> bool:
    """Whether ``viewer`` (a seat, or SPECTATOR) is in ``audience``."""
    bit = TO_SPECTATORS if viewer == SPECTATOR else 1 << viewer
    return bool(audience & bit)


class Shown(msgspec.Struct, frozen=True):
    """A card face shown in an event or a view: instance id and printed card id."""

    id: int
    def_id: str


_SKIPPED = (str, int, float, bool, type(None), CardFace)  # printed card records hold no faces
_ATOMS: Final = frozenset({str, int, float, bool, type(None)})
_ATOMIC_HINTS: Final = (str, int, float, bool, type(None), enum.Enum)
_CONTAINERS: Final = (tuple, list, dict, frozenset, set, Union, types.UnionType)
# per struct type: its fields that may hold a face (by their annotations), None for none
_PARTS: Final[dict[type, Callable[[Any], tuple[Any, ...]] | None]] = {}


def shown_in(value: object) -> list[Shown]:
    """Every card face inside an event, a view or any nesting of them (card texts skipped).

    Self-play asks this of three views and every event per step (issue 23): the common
    exact types are told apart first, and a struct's fields annotated as a plain number,
    text, flag or enum are never looked into."""
    found: list[Shown] = []
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind in _ATOMS:
            continue
        if kind is tuple or kind is list:
            stack.extend(item)  # type: ignore[arg-type]
        elif kind is Shown or isinstance(item, Shown):
            found.append(item)  # type: ignore[arg-type]
        elif isinstance(item, _SKIPPED):
            continue
        elif isinstance(item, tuple | list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, msgspec.Struct):
            parts = _PARTS[kind] if kind in _PARTS else _parts_of(kind)
            if parts is not None:
                stack.extend(parts(item))
    return found


def _parts_of(kind: type) -> Callable[[Any], tuple[Any, ...]] | None:
    names: tuple[str, ...] = kind.__struct_fields__  # type: ignore[attr-defined]
    try:
        hints = get_type_hints(kind)
    except (NameError, TypeError):  # an annotation that does not resolve: look everywhere
        hints = {}
    kept = [n for n in names if not _atomic(hints.get(n))]
    if not kept:
        parts = None
    elif len(kept) == 1:
        one = attrgetter(kept[0])
        parts = lambda item: (one(item),)  # noqa: E731 - a getter's result as a tuple
    else:
        parts = attrgetter(*kept)
    _PARTS[kind] = parts
    return parts


def _atomic(hint: object) -> bool:
    """Whether a value of this annotation holds no face: a number, text, flag, enum or
    printed card record, or a tuple, list, dict or union of only such."""
    if hint is None or hint is type(None):
        return True
    if isinstance(hint, type):
        return issubclass(hint, _ATOMIC_HINTS) or issubclass(hint, CardFace)
    args = get_args(hint)
    if not args or get_origin(hint) not in _CONTAINERS:
        return False
    return all(arg is Ellipsis or _atomic(arg) for arg in args)


class Event(msgspec.Struct, frozen=True, tag=True, kw_only=True):
    audience: int = EVERYONE
