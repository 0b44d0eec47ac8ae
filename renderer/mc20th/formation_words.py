"""The words of mc20th's battle picture: the steps of a battle [10-1..10-8]; the picture's
labels are the family's (renderer/moncolle/formation_words.py).
"""

from __future__ import annotations

from renderer.moncolle.formation_words import WORDS, say

__all__ = ["STEP_NAMES", "WORDS", "say"]

STEP_NAMES = {
    "instant": ("即時召喚タイミング", "Instant summon timing"),
    "formation": ("隊列変更タイミング", "Formation timing"),
    "initiative": ("イニシアチブ決定タイミング", "Initiative timing"),
    "normal": ("普通タイミング", "Normal timing"),
    "end": ("戦闘終了タイミング", "End of battle timing"),
    "return": ("帰還", "Return"),
}
