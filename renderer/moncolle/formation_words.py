"""The words of the family's battle picture (renderer/moncolle/formation.py), in Japanese and
English: its labels; each game names its own battle steps (mc20th [10-1..10-8], deus
[D-BAT-FLOW]).
"""

from __future__ import annotations

from engine.kernel.words import Table

WORDS = Table("renderer.moncolle", "formation_words.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)
