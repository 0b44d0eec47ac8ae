"""The pieces every game's console screen draws alike, from a view only: padding by display
width (a full-width character takes two columns), the board as a grid of boxed cells (each
game gives the lines of its cells, the viewer's side at the bottom), and the viewer's hand a
card a line with the id to type.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any


def width(text: str) -> int:
    """``text``'s display columns: two for a full-width character."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def fit(text: str, cols: int) -> str:
    """Cut or pad ``text`` to exactly ``cols`` display columns."""
    out, used = "", 0
    for ch in text:
        w = width(ch)
        if used + w > cols:
            break
        out, used = out + ch, used + w
    return out + " " * (cols - used)


def grid_text(rows: Sequence[Sequence[Sequence[str]]], cell: int) -> str:
    """``rows`` of cells top to bottom, each cell its lines, drawn as boxes ``cell`` columns
    wide; a row is as tall as its tallest cell."""
    out = []
    rule = "+" + "+".join("-" * cell for _ in rows[0]) + "+"
    for cells in rows:
        out.append(rule)
        for i in range(max(len(lines) for lines in cells)):
            parts = [fit(lines[i] if i < len(lines) else "", cell) for lines in cells]
            out.append("|" + "|".join(parts) + "|")
    out.append(rule)
    return "\n".join(out)


def hand_lines(view: Any, describe: Callable[[Any, str], str], lang: str) -> list[str]:
    """The viewer's hand, ``  #12 `` and the card's fields (``describe``, the game's) a
    line; nothing for a spectator."""
    if view.viewer not in (0, 1):
        return []
    hand = view.players[view.viewer].hand or ()
    return [f"  #{c.id} {describe(view.catalog[c.def_id], lang)}" for c in hand]
