"""The grid game's pictures: the 4x5 battle zone with both players' zones (board.py,
squares.py), a player's hand (hand.py), one card drawn large (picture.py), a card as text
(cards.py) and the console's text screen (text.py), as one layout for the
``rokumon.renderer`` entry point (``grid = "renderer.grid:LAYOUT"``). The game has no battle
picture: a battle is one attack from square to square [G-R12], said by the caption.
"""

from __future__ import annotations

from renderer.grid.board import render_board
from renderer.grid.cards import card_lines, describe_card
from renderer.grid.hand import render_hand
from renderer.grid.picture import render_card
from renderer.grid.text import screen
from renderer.layouts import drawn_by

LAYOUT = drawn_by(
    "grid",
    render_board=render_board,
    render_hand=render_hand,
    render_card=render_card,
    describe_card=describe_card,
    card_lines=card_lines,
    screen=screen,
)
