"""mc20th's battle picture: the family's (renderer/moncolle/formation.py) with mc20th's battle
steps [10-1..10-8] and the battle's terrain beside its area (an HQ, a proxy terrain or open
ground by what everyone knows [5-3][9-2-1]).
"""

from __future__ import annotations

from engine.mc20th.view import View
from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.mc20th.formation_words import STEP_NAMES
from renderer.mc20th.tiles import terrain_text
from renderer.moncolle import formation
from renderer.moncolle.formation import HEIGHT, WIDTH, initiative_text

__all__ = ["HEIGHT", "STYLE", "WIDTH", "initiative_text", "render_formation"]

STYLE = formation.Style(steps=STEP_NAMES, area_title=terrain_text)


def render_formation(view: View, *, font: FontPath = None, lang: str = "ja") -> Picture | None:
    """Both formations of the battle in ``view``; None when no battle is under way."""
    return formation.render_formation(view, STYLE, font=font, lang=lang)
