"""The picture layouts of each ruleset, by id: how its board, battle, hand and console screen
are drawn from a view. A game plugs in its layout package through the ``rokumon.renderer``
entry point group (pyproject.toml), loaded the first time a ruleset is asked for; the rest of
``renderer/`` is the toolkit every layout shares (docs/architecture.md "Registries").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.registry import Plugins
from renderer.draw import Picture
from renderer.fonts import FontPath


@dataclass(frozen=True)
class Layout:
    """One ruleset's pictures and text screens, each drawn from a view only."""

    id: str
    # every picture is drawn in the language given last ("ja" or "en") and carries its alt
    # text; the public board: areas of the last action highlighted, the last log line as caption
    board: Callable[[Any, Iterable[str], str, FontPath, str], Picture]
    formation: Callable[[Any, FontPath, str], Picture | None]  # None when no battle is shown
    hand: Callable[[Any, str, FontPath, str], Picture]  # a player's own view only
    describe_card: Callable[[Any, str], str]  # one card's printed fields on one line
    card_lines: Callable[[Any, str], list[str]]  # the whole card as text (abilities included)
    card_picture: Callable[[Any, FontPath, str], Picture]  # the whole card, drawn
    screen: Callable[[Any, str], str]  # the console's whole screen


_LAYOUTS: Plugins[Layout] = Plugins(
    "rokumon.renderer", "no picture layout for ruleset '{id}' (known: {known})"
)
register = _LAYOUTS.register
get = _LAYOUTS.get


def of(state: Any) -> Layout:
    return get(state.setup.ruleset)
