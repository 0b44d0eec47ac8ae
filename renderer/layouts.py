"""The picture layouts of each ruleset, by id: how its board, battle, hand and console screen
are drawn from a view. A game plugs in its layout package through the ``rokumon.renderer``
entry point group (pyproject.toml), loaded the first time a ruleset is asked for; the rest of
``renderer/`` is the toolkit every layout shares (docs/architecture.md "Registries").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from engine.registry import Plugins
from renderer.draw import Picture
from renderer.fonts import FontPath

V = TypeVar("V")  # the game's view type
C = TypeVar("C")  # the game's printed card type
C_contra = TypeVar("C_contra", contravariant=True)


class CardLines(Protocol[C_contra]):
    """The whole card as text; ``catalog`` (card id to card) holds the cards its text may
    name by id (kokuryoku's class change), so they are said by name, not by code."""

    def __call__(
        self, face: C_contra, lang: str = "ja", catalog: Mapping[str, Any] | None = None
    ) -> list[str]: ...


class CardPicture(Protocol[C_contra]):
    """The whole card, drawn; ``catalog`` as for ``CardLines``."""

    def __call__(
        self, face: C_contra, font: FontPath, lang: str, catalog: Mapping[str, Any] | None = None
    ) -> Picture: ...


@dataclass(frozen=True)
class Layout(Generic[V, C]):
    """One ruleset's pictures and text screens, each drawn from a view only, over its own
    view type ``V`` and printed card type ``C``."""

    id: str
    # every picture is drawn in the language given last ("ja" or "en") and carries its alt
    # text; the public board: areas of the last action highlighted, the last log line as caption
    board: Callable[[V, Iterable[str], str, FontPath, str], Picture]
    formation: Callable[[V, FontPath, str], Picture | None]  # None when no battle is shown
    hand: Callable[[V, str, FontPath, str], Picture]  # a player's own view only
    describe_card: Callable[[C, str], str]  # one card's printed fields on one line
    card_lines: CardLines[C]  # the whole card as text (abilities included)
    card_picture: CardPicture[C]  # the whole card, drawn
    screen: Callable[[V, str], str]  # the console's whole screen


def drawn_by(
    id: str,
    *,
    render_board: Callable[..., Picture],
    render_hand: Callable[..., Picture],
    render_card: Callable[..., Picture],
    describe_card: Callable[[C, str], str],
    card_lines: Callable[[C, str], list[str]],
    screen: Callable[[V, str], str],
    render_formation: Callable[..., Picture | None] | None = None,
) -> Layout[V, C]:
    """A game's layout from its drawing functions, which take the view (or the card) first
    and the rest by name (``highlight``, ``caption``, ``title``, ``font``, ``lang``); a game
    without ``render_formation`` shows no battle picture. Its cards name no other card, so
    ``card_lines`` and ``render_card`` are not given the catalog."""

    def board(
        view: V, highlight: Iterable[str], caption: str, font: FontPath, lang: str
    ) -> Picture:
        return render_board(view, highlight=highlight, caption=caption, font=font, lang=lang)

    def formation(view: V, font: FontPath, lang: str) -> Picture | None:
        if render_formation is None:
            return None
        return render_formation(view, font=font, lang=lang)

    def hand(view: V, title: str, font: FontPath, lang: str) -> Picture:
        return render_hand(view, title=title, font=font, lang=lang)

    def lines(face: C, lang: str = "ja", catalog: Mapping[str, Any] | None = None) -> list[str]:
        return card_lines(face, lang)

    def card(
        face: C, font: FontPath, lang: str, catalog: Mapping[str, Any] | None = None
    ) -> Picture:
        return render_card(face, font=font, lang=lang)

    return Layout(id, board, formation, hand, describe_card, lines, card, screen)


_LAYOUTS: Plugins[Layout[Any, Any]] = Plugins(
    "rokumon.renderer", "no picture layout for ruleset '{id}' (known: {known})"
)
register = _LAYOUTS.register
get = _LAYOUTS.get


def of(state: Any) -> Layout[Any, Any]:
    return get(state.setup.ruleset)
