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


_ATOMS: Final = frozenset({str, int, float, bool, type(None)})
_ATOMIC_HINTS: Final = (str, int, float, bool, type(None), enum.Enum)
_CONTAINERS: Final = (tuple, list, dict, frozenset, set, Union, types.UnionType)
_SEQUENCES: Final = (tuple, list)
Walk = Callable[[Any, list[Shown]], None]
_WALKS: Final[dict[type, Walk]] = {}  # per exact type: how its faces are found


def shown_in(value: object) -> list[Shown]:
    """Every card face inside an event, a view or any nesting of them (card texts skipped).

    Self-play asks this of three views and every event per step, and every view asks it of
    itself for its catalog, so each struct type's search is written once from its
    annotations (issue 23): a field annotated as a plain number, text, flag, enum or card
    text is never looked into, and a face where the annotation says one is taken at once.
    Tuples, lists and dict values are searched; sets and other objects hold no faces."""
    found: list[Shown] = []
    _walk(value, found)
    return found


def _walk(item: object, found: list[Shown]) -> None:
    kind = type(item)
    walk = _WALKS.get(kind)
    if walk is None:
        walk = _WALKS[kind] = _walker(kind)
    walk(item, found)


def _skip(item: object, found: list[Shown]) -> None:
    return None


def _each(items: Any, found: list[Shown]) -> None:
    for item in items:
        if type(item) is Shown:
            found.append(item)
        elif type(item) not in _ATOMS:
            _walk(item, found)


def _each_value(items: Any, found: list[Shown]) -> None:
    _each(items.values(), found)


def _walker(kind: type) -> Walk:
    if issubclass(kind, Shown):
        return _append
    if kind in _ATOMS or issubclass(kind, CardFace):
        return _skip  # printed card records hold no faces
    if issubclass(kind, _SEQUENCES):
        return _each
    if issubclass(kind, dict):
        return _each_value
    if issubclass(kind, msgspec.Struct):
        return _struct_walker(kind)
    return _skip


def _append(item: Any, found: list[Shown]) -> None:
    found.append(item)


def _struct_walker(kind: type) -> Walk:
    """The source of one function searching a ``kind`` struct's fields, from its annotations
    (one that does not resolve is searched whatever it holds)."""
    names: tuple[str, ...] = kind.__struct_fields__  # type: ignore[attr-defined]
    try:
        hints = get_type_hints(kind)
    except (NameError, TypeError):
        hints = {}
    lines = ["def walk(v, found):"]
    for name in names:
        hint = hints.get(name, Any)
        if _atomic(hint):
            continue
        if _is_sequence(hint):  # what it holds is looked at first: an annotation may lie
            lines += [
                f"    x = v.{name}",
                "    if type(x) is tuple or type(x) is list:",
                "        _each(x, found)",
                "    elif type(x) is Shown:",
                "        found.append(x)",
                "    elif type(x) not in _ATOMS:",
                "        _walk(x, found)",
            ]
        else:
            lines += [
                f"    x = v.{name}",
                "    if type(x) is Shown:",
                "        found.append(x)",
                "    elif type(x) not in _ATOMS:",
                "        _walk(x, found)",
            ]
    if len(lines) == 1:
        return _skip
    namespace: dict[str, Any] = {"Shown": Shown, "_ATOMS": _ATOMS, "_each": _each, "_walk": _walk}
    # the source is ours, written from the struct's own field names, never from input
    exec("\n".join(lines), namespace)
    made: Walk = namespace["walk"]
    return made


def _is_sequence(hint: object) -> bool:
    """Whether the annotation is ``tuple[X, ...]`` or ``list[X]``."""
    origin, args = get_origin(hint), get_args(hint)
    return (origin is list and len(args) == 1) or (
        origin is tuple and len(args) == 2 and args[1] is Ellipsis
    )


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
