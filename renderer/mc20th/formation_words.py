"""The words of mc20th's battle picture: the steps of a battle [10-1..10-8]; the picture's
labels are the family's (renderer/moncolle/formation_words.py).
"""

from __future__ import annotations

from engine.kernel.words import Table
from renderer.moncolle.formation_words import WORDS, say

__all__ = ["STEP_NAMES", "WORDS", "say"]

STEP_NAMES = Table("renderer.mc20th", "formation_words.STEP_NAMES")
