"""Events: past-tense records of what an action did, each tagged with who may see it. The
kernel holds what every game's events share; a ruleset's events live in its package (the
Monster Collection family's in engine/moncolle/events.py).

``audience`` is a bit mask over the two players and the spectators (DESIGN.md "Events carry
visibility"). A hidden detail is never put into an event whose audience includes someone
who may not see it: a draw is one event for the drawer (with the cards) and one for
everyone else (with the count only).
"""

from __future__ import annotations

from typing import Final

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


def shown_in(value: object) -> list[Shown]:
    """Every card face inside an event, a view or any nesting of them (card texts skipped)."""
    found: list[Shown] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Shown):
            found.append(item)
        elif isinstance(item, _SKIPPED):
            continue
        elif isinstance(item, tuple | list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, msgspec.Struct):
            stack.extend(getattr(item, name) for name in item.__struct_fields__)
    return found


class Event(msgspec.Struct, frozen=True, tag=True, kw_only=True):
    audience: int = EVERYONE
