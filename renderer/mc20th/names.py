"""What mc20th's pictures say of a view, in Japanese or English: the family's words
(renderer/moncolle/names.py: card names, who decides, each side's mark, which side is drawn
nearest the viewer, the first player's back row [5-2]) with mc20th's own: HQ, proxy terrain,
open ground, removed cards, its phases and the result.
"""

from __future__ import annotations

from engine.kernel.state import Result
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
from renderer.words import pick, result_words, said

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
LABELS = {
    **family.LABELS,
    "removed": ("除外", "Removed"),
    "hq": ("本陣", "HQ"),
    "proxy": ("代理地形", "Proxy"),
    "empty": ("空き地", "Open ground"),
    "enemy_units": ("敵陣のユニット {detail}", "units in enemy territory {detail}"),
    "board_alt": ("モンコレ20th の盤面", "Monster Collection 20th board"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return said(PHASE_NAMES, phase, lang)


def result_text(result: Result, lang: str = "ja") -> str:
    reason = said(END_NAMES, result.reason, lang)
    if result.detail:
        reason += " " + word("enemy_units", lang, detail=result.detail)
    return result_words(result, reason, lang)
