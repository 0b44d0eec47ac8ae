"""mc20th's pictures: the 3x4 board (board.py), the battle's formations (formation.py), a
player's hand (hand.py) and the console's text screen (text.py), registered as one layout
through the ``rokumon.renderer`` entry point.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from renderer.card import render_card
from renderer.cardtext import card_lines, describe_card
from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.layouts import Layout
from renderer.mc20th.board import render_board
from renderer.mc20th.formation import render_formation
from renderer.mc20th.hand import render_hand
from renderer.mc20th.text import screen


def _board(view: Any, highlight: Iterable[str], caption: str, font: FontPath, lang: str) -> Picture:
    return render_board(view, highlight=highlight, caption=caption, font=font, lang=lang)


def _formation(view: Any, font: FontPath, lang: str) -> Picture | None:
    return render_formation(view, font=font, lang=lang)


def _hand(view: Any, title: str, font: FontPath, lang: str) -> Picture:
    return render_hand(view, title=title, font=font, lang=lang)


def _card(face: Any, font: FontPath, lang: str = "ja") -> Picture:
    return render_card(face, font=font, lang=lang)


LAYOUT = Layout(
    id="mc20th",
    board=_board,
    formation=_formation,
    hand=_hand,
    describe_card=describe_card,
    card_lines=card_lines,
    card_picture=_card,
    screen=screen,
)
