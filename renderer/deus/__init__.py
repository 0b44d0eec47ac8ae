"""モンコレDeus's pictures: the 3x3 board with its markers, ★ and token areas (board.py,
areas.py), the draft's picture in its place while drafting (draft.py), the battle's
formations (formation.py), a player's hand (hand.py), one-line card fields (cards.py) and the
console's text screen (text.py), as one layout for the ``rokumon.renderer`` entry point
(``deus = "renderer.deus:LAYOUT"``). The family's shared pieces are renderer/moncolle/.
"""

from __future__ import annotations

from renderer.deus.board import render_board
from renderer.deus.cards import describe_card
from renderer.deus.formation import render_formation
from renderer.deus.hand import render_hand
from renderer.deus.text import screen
from renderer.layouts import drawn_by
from renderer.moncolle.card import render_card
from renderer.moncolle.cardtext import card_lines

LAYOUT = drawn_by(
    "deus",
    render_board=render_board,
    render_formation=render_formation,
    render_hand=render_hand,
    render_card=render_card,
    describe_card=describe_card,
    card_lines=card_lines,
    screen=screen,
)
