"""The largest card data a set may hold, whatever its game (docs/cardsets.md "Limits"): how
many cards a set holds, how long an id and a set's name are, and how deep a card nests. A card
of any game passes ``raw_problems`` before it is decoded (a table nested without end, an
integer of thousands of digits), so no input can make decoding recurse or overflow; each
game's card schema then bounds every field of the decoded card (``CardSchema.bounds``: the
Monster Collection family's carddb/moncolle/bounds.py, grid's and kokuryoku's
carddb/fieldbounds.py).
"""

from __future__ import annotations

import re
from typing import Final

from carddb.messages import said
from carddb.schema import Problem

MAX_CARDS_PER_SET: Final = 300
MAX_DEPTH: Final = 24  # tables and arrays inside one card
MAX_ID_CHARS: Final = 32  # a card's id and a set's id
MAX_SET_NAME_CHARS: Final = 80
ID_PATTERN: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
_RAW_INT_BITS: Final = 63  # beyond any field's range; decoding larger ones fails in msgspec


def raw_problems(raw: object) -> list[Problem]:
    """Nesting deeper than MAX_DEPTH and integers too large for any field, found without
    recursion before the card is decoded (decoding a deep card would recurse as deep)."""
    found: list[Problem] = []
    stack: list[tuple[object, str, int]] = [(raw, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, int) and not isinstance(value, bool):
            if value.bit_length() > _RAW_INT_BITS:
                found.append((path, said("huge_number")))
            continue
        children = _children(value, path)
        if children and depth >= MAX_DEPTH:
            found.append((path, said("nested_deep", limit=MAX_DEPTH)))
            continue
        stack.extend((child, at, depth + 1) for at, child in reversed(children))
    return found


def _children(value: object, path: str) -> list[tuple[str, object]]:
    if isinstance(value, dict):
        return [(f"{path}.{key}" if path else str(key), item) for key, item in value.items()]
    if isinstance(value, list):
        return [(f"{path}[{index}]", item) for index, item in enumerate(value)]
    return []
