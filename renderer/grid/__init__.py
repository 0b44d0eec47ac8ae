"""The grid game's pictures: the 4x5 battle zone with both players' zones (board.py,
squares.py), a player's hand (hand.py), one card drawn large (picture.py), a card as text
(cards.py) and the console's text screen (text.py), as one layout for the
``rokumon.renderer`` entry point (``grid = "renderer.grid:LAYOUT"``). The game has no battle
picture: a battle is one attack from square to square [G-R12], said by the caption.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.grid.board import render_board
from renderer.grid.cards import card_lines, describe_card
from renderer.grid.hand import render_hand
from renderer.grid.picture import render_card
from renderer.grid.text import screen
from renderer.layouts import Layout


def _board(view: Any, highlight: Iterable[str], caption: str, font: FontPath, lang: str) -> Picture:
    return render_board(view, highlight=highlight, caption=caption, font=font, lang=lang)


def _hand(view: Any, title: str, font: FontPath, lang: str) -> Picture:
    return render_hand(view, title=title, font=font, lang=lang)


def _card(face: Any, font: FontPath, lang: str = "ja") -> Picture:
    return render_card(face, font=font, lang=lang)


LAYOUT = Layout(
    id="grid",
    board=_board,
    formation=lambda view, font, lang: None,
    hand=_hand,
    describe_card=describe_card,
    card_lines=card_lines,
    card_picture=_card,
    screen=screen,
)
