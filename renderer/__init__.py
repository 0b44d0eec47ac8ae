"""Pictures of a match drawn from engine views only: text for the terminal (text.py, log.py)
and Pillow PNGs for Discord (board.py, formation.py, hand.py, card.py; shared helpers in
draw.py, the Japanese font and its glyph cache in fonts.py).

The renderer never sees a raw state, so it cannot draw a hidden card (DESIGN.md layers).
Every ``Picture`` lists the strings drawn on it, so tests can prove what was not drawn.
"""
