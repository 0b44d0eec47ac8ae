"""Kokuryoku's pictures: the 3x4 map with both players' chips and zones (board.py,
squares.py), the attack in its surprise window (attack.py, the layout's ``formation``
[KV-7][KV-8]), a player's hand (hand.py), one card drawn large (picture.py), a card as text
(cards.py) and the console's text screen (text.py), as one layout for the
``rokumon.renderer`` entry point (``kokuryoku = "renderer.kokuryoku:LAYOUT"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.kokuryoku.attack import render_attack
from renderer.kokuryoku.board import render_board
from renderer.kokuryoku.cards import card_lines, describe_card
from renderer.kokuryoku.hand import render_hand
from renderer.kokuryoku.picture import render_card
from renderer.kokuryoku.text import screen
from renderer.layouts import Layout


def _board(view: Any, highlight: Iterable[str], caption: str, font: FontPath, lang: str) -> Picture:
    return render_board(view, highlight=highlight, caption=caption, font=font, lang=lang)


def _attack(view: Any, font: FontPath, lang: str) -> Picture | None:
    return render_attack(view, font=font, lang=lang)


def _hand(view: Any, title: str, font: FontPath, lang: str) -> Picture:
    return render_hand(view, title=title, font=font, lang=lang)


def _card(
    face: Any, font: FontPath, lang: str = "ja", catalog: Mapping[str, Any] | None = None
) -> Picture:
    return render_card(face, font=font, lang=lang, catalog=catalog)


LAYOUT = Layout(
    id="kokuryoku",
    board=_board,
    formation=_attack,
    hand=_hand,
    describe_card=describe_card,
    card_lines=card_lines,
    card_picture=_card,
    screen=screen,
)
