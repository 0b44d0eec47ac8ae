"""A game state's deep copy, written once per state type from its annotations (issue 23).

``apply`` works on a copy of the state it is given (DESIGN.md "The engine"), so one copy is
made per action. Encoding the state and decoding it again (msgpack) is a correct deep copy
of any state but builds every value anew; ``copier`` instead writes the source of one
function per struct type a state holds (compiled once), which copies what may change and
shares what cannot: numbers, text, enums, and tuples and frozen structs of those. It reads
the types from the annotations, so a field added to a state is copied with no change here;
a value whose annotation says too little (``Any``, a type variable, a union of structs) is
copied by what it is, a struct of it by the encode/decode round trip, which is always
right. The ``shared`` fields (a match's setup, which no action changes in place) are kept.
"""

from __future__ import annotations

import enum
import itertools
import types
from collections.abc import Callable
from typing import Any, Final, TypeVar, Union, get_args, get_origin, get_type_hints

import msgspec

T = TypeVar("T")

_ATOMS: Final = (str, int, float, bool, bytes, type(None), enum.Enum)


def copier(kind: type[T], shared: frozenset[str] = frozenset()) -> Callable[[T], T]:
    """A function making a deep copy of a ``kind`` struct, its ``shared`` fields kept."""
    writer = _Writer()
    top = writer.struct(kind, shared)
    namespace: dict[str, Any] = {"_shallow": msgspec.structs.replace, "_deep": _deep}
    namespace.update(writer.globals)
    # the source is ours, written above from the state's own annotations, never from input
    exec("\n".join(writer.lines), namespace)
    made: Callable[[T], T] = namespace[top]
    return made


def _round_trip(value: Any) -> Any:
    """The copy of last resort: encode and decode again, as its own type."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(value), type=type(value))


def _deep(value: Any) -> Any:
    """A value whose annotation says too little: copied by what it is."""
    if isinstance(value, _ATOMS):
        return value
    if isinstance(value, list):
        return [_deep(x) for x in value]
    if isinstance(value, dict):
        return {k: _deep(x) for k, x in value.items()}
    if isinstance(value, tuple):
        return tuple(_deep(x) for x in value)
    if isinstance(value, set | frozenset):
        return type(value)(value)
    return _round_trip(value)


class _Writer:
    """Writes the source of the copying functions of one state type and those inside it."""

    def __init__(self) -> None:
        self.names: dict[type, str] = {}
        self.lines: list[str] = []
        self.globals: dict[str, Any] = {}
        self.frozen: dict[str, bool] = {}
        self.counter = itertools.count()
        # the structs being written inline: one met again inside itself is copied by a call
        self.open: set[type] = set()

    # -- what never needs a copy ----------------------------------------------------------
    def unchanging(self, hint: object) -> bool:
        key = repr(hint)
        if key not in self.frozen:
            self.frozen[key] = False  # a type that holds itself is not proven unchanging
            self.frozen[key] = self._unchanging(hint)
        return self.frozen[key]

    def _unchanging(self, hint: object) -> bool:
        if hint is None or hint is type(None):
            return True
        if isinstance(hint, type):
            if issubclass(hint, _ATOMS):
                return True
            if issubclass(hint, msgspec.Struct) and hint.__struct_config__.frozen:
                hints = _hints(hint)
                return hints is not None and all(map(self.unchanging, hints.values()))
            return False
        if get_origin(hint) in (tuple, frozenset, Union, types.UnionType):
            return all(arg is Ellipsis or self.unchanging(arg) for arg in get_args(hint))
        return False

    # -- the source -------------------------------------------------------------------------
    def struct(self, kind: type, shared: frozenset[str] = frozenset()) -> str:
        """The name of the function copying a ``kind`` struct (written on first need)."""
        if kind in self.names and not shared:
            return self.names[kind]
        name = f"_copy_{kind.__name__}_{next(self.counter)}"
        if not shared:
            self.names[kind] = name  # before its fields: a struct may hold its own type
        hints = _hints(kind)
        if hints is None:
            self.globals[name] = _round_trip
            return name
        self.lines += [f"def {name}(v):", f"    return {self.shallow(kind, hints, 'v', shared)}"]
        return name

    def shallow(self, kind: type, hints: dict[str, Any], value: str, shared: frozenset[str]) -> str:
        """Source copying the struct ``value``: what may change in it copied, the rest kept."""
        self.open.add(kind)
        fields = [
            (field, self.expression(hints[field], f"{value}.{field}"))
            for field in kind.__struct_fields__  # type: ignore[attr-defined]
            if field not in shared and not self.unchanging(hints[field])
        ]
        self.open.discard(kind)
        body = "".join(f", {field}={made}" for field, made in fields)
        return f"_shallow({value}{body})"

    def expression(self, hint: object, value: str) -> str:
        """Source copying ``value`` (a name or an attribute), of the annotation ``hint``."""
        if self.unchanging(hint):
            return value
        if isinstance(hint, type) and issubclass(hint, msgspec.Struct):
            hints = _hints(hint)
            if value.isidentifier() and hints is not None and hint not in self.open:
                # an element of a list or dict: copied in place, without a call per element
                return self.shallow(hint, hints, value, frozenset())
            return f"{self.struct(hint)}({value})"
        origin, args = get_origin(hint), get_args(hint)
        item = f"e{next(self.counter)}"
        if origin is list and len(args) == 1:
            if self.unchanging(args[0]):
                return f"{value}.copy()"
            return f"[{self.expression(args[0], item)} for {item} in {value}]"
        if origin is dict and len(args) == 2:
            if self.unchanging(args[1]):
                return f"{value}.copy()"
            key = f"k{next(self.counter)}"
            each = self.expression(args[1], item)
            return f"{{{key}: {each} for {key}, {item} in {value}.items()}}"
        if origin is set and len(args) == 1 and self.unchanging(args[0]):
            return f"{value}.copy()"
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return f"tuple([{self.expression(args[0], item)} for {item} in {value}])"
        if origin is tuple and args:
            parts = [self.expression(arg, f"{value}[{i}]") for i, arg in enumerate(args)]
            return f"({', '.join(parts)},)"
        if origin in (Union, types.UnionType):
            kinds = [arg for arg in args if arg is not type(None)]
            if len(kinds) == 1:
                return f"(None if {value} is None else {self.expression(kinds[0], value)})"
        return f"_deep({value})"


def _hints(kind: type) -> dict[str, Any] | None:
    try:
        return get_type_hints(kind)
    except (NameError, TypeError):
        return None
