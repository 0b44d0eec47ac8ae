"""mc20th's pictures: the 3x4 board (board.py), the battle's formations (formation.py), a
player's hand (hand.py) and the console's text screen (text.py), registered as one layout
through the ``rokumon.renderer`` entry point.
"""

from __future__ import annotations

from renderer.layouts import drawn_by
from renderer.mc20th.board import render_board
from renderer.mc20th.formation import render_formation
from renderer.mc20th.hand import render_hand
from renderer.mc20th.text import screen
from renderer.moncolle.card import render_card
from renderer.moncolle.cardtext import card_lines, describe_card

LAYOUT = drawn_by(
    "mc20th",
    render_board=render_board,
    render_formation=render_formation,
    render_hand=render_hand,
    render_card=render_card,
    describe_card=describe_card,
    card_lines=card_lines,
    screen=screen,
)
