"""What mc20th's pictures say of a view, in Japanese or English: the family's words
(renderer/moncolle/names.py: card names, who decides, each side's mark, which side is drawn
nearest the viewer, the first player's back row [5-2]) with mc20th's own: HQ, proxy terrain,
open ground, removed cards, its phases and the result.
"""

from __future__ import annotations

from engine.kernel.state import Result
from engine.kernel.words import Table
from renderer.moncolle import names as family
from renderer.moncolle.log import END_REASONS
from renderer.moncolle.log import PHASE_NAMES as LOG_PHASES
from renderer.moncolle.names import (
    bottom_is_first,
    card_name,
    decision_text,
    face_of,
    seat_tag,
    sentences,
)
from renderer.words import result_words

__all__ = [
    "LABELS",
    "bottom_is_first",
    "card_name",
    "decision_text",
    "face_of",
    "phase_name",
    "result_text",
    "seat_tag",
    "sentences",
    "word",
]

PHASE_NAMES, END_NAMES = LOG_PHASES, END_REASONS  # one wording for the log and pictures
# every word a picture draws besides card names and the engine's decision names
LABELS = Table("renderer.mc20th", "names.LABELS", family.LABELS)


def word(key: str, lang: str, **params: object) -> str:
    return LABELS.say(key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return PHASE_NAMES.word(phase, lang)


def result_text(result: Result, lang: str = "ja") -> str:
    reason = END_NAMES.word(result.reason, lang)
    if result.detail:
        reason += " " + word("enemy_units", lang, detail=result.detail)
    return result_words(result, reason, lang)
