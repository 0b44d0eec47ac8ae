"""モンコレDeus's pictures: the 3x3 board with its markers, ★ and token areas (board.py,
areas.py), the draft's picture in its place while drafting (draft.py), the battle's
formations (formation.py), a player's hand (hand.py), one-line card fields (cards.py) and the
console's text screen (text.py), as one layout for the ``rokumon.renderer`` entry point
(``deus = "renderer.deus:LAYOUT"``). The family's shared pieces are renderer/moncolle/.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from renderer.card import render_card
from renderer.cardtext import card_lines
from renderer.deus.board import render_board
from renderer.deus.cards import describe_card
from renderer.deus.formation import render_formation
from renderer.deus.hand import render_hand
from renderer.deus.text import screen
from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.layouts import Layout


def _board(view: Any, highlight: Iterable[str], caption: str, font: FontPath, lang: str) -> Picture:
    return render_board(view, highlight=highlight, caption=caption, font=font, lang=lang)


def _formation(view: Any, font: FontPath, lang: str) -> Picture | None:
    return render_formation(view, font=font, lang=lang)


def _hand(view: Any, title: str, font: FontPath, lang: str) -> Picture:
    return render_hand(view, title=title, font=font, lang=lang)


def _card(face: Any, font: FontPath, lang: str = "ja") -> Picture:
    return render_card(face, font=font, lang=lang)


LAYOUT = Layout(
    id="deus",
    board=_board,
    formation=_formation,
    hand=_hand,
    describe_card=describe_card,
    card_lines=card_lines,
    card_picture=_card,
    screen=screen,
)
