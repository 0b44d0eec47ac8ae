"""Pictures of a match drawn from engine views only: text for the terminal and Pillow PNGs for
Discord. Each game's layout is its own package (renderer/<game>/, registered in layouts.py);
what they draw alike is written once here: the canvas, colours and text sizes (draw.py), the
font and its glyph cache (fonts.py), words and alt text (words.py), board pieces such as the
banner's "next" line and the sides' marks (pieces.py), the hand picture's frame
(handframe.py), the large card's frame (cardface.py), the console's padding and grid
(screen.py) and the log (log.py).

The renderer never sees a raw state, so it cannot draw a hidden card (DESIGN.md layers).
Every ``Picture`` lists the strings drawn on it, so tests can prove what was not drawn.
"""
