"""mc20th's private hand picture: the family's (renderer/moncolle/hand.py), with nothing
added (the summoner and the removed cards are public and on the board).
"""

from __future__ import annotations

from renderer.moncolle.hand import MAX_HEIGHT, WIDTH, render_hand

__all__ = ["MAX_HEIGHT", "WIDTH", "render_hand"]
