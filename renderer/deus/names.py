"""What Deus's pictures say of a view, in Japanese or English: the family's words
(renderer/moncolle/names.py) with Deus's own: the front line and the territories
[D-BOARD-2..4], the control and battle markers [D-CTRL-1][D-POST-2], power ★ [D-BOARD-9],
token areas [D-BOARD-8], the face-down summoner [D-DECK-3e], the planned advance,
interception or rearrangement [D-ADV-*][D-INT-*][D-TURN-4-D], the draft [D-DECK-*], its
phases [D-TURN-0], battle steps [D-BAT-FLOW] and endings [D-END-1][D-END-J0..J6].
"""

from __future__ import annotations

from typing import Any, Final

from engine.kernel.state import Result
from engine.kernel.words import Table
from renderer.moncolle import names as family
from renderer.moncolle.log import END_REASONS, PHASE_NAMES
from renderer.words import result_words

LABELS: Final = Table("renderer.deus", "names.LABELS", family.LABELS)
PHASES: Final = Table("renderer.deus", "names.PHASES", PHASE_NAMES)
ENDINGS: Final = Table("renderer.deus", "names.ENDINGS", END_REASONS)
JUDGE_STEPS: Final = Table("renderer.deus", "names.JUDGE_STEPS")
STEP_NAMES: Final = Table("renderer.deus", "names.STEP_NAMES")


def word(key: str, lang: str, **params: object) -> str:
    return LABELS.say(key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return PHASES.word(phase, lang)


def result_text(result: Result, lang: str = "ja") -> str:
    """``▲P1 の勝利（前線地形の制圧）``; a deck-out judgement names the step that decided
    it and its figures [D-END-J0]."""
    reason = ENDINGS.word(result.reason, lang)
    if result.detail:  # "step:figures" [R9]
        step, _, figures = result.detail.partition(":")
        reason += f" {JUDGE_STEPS.word(step, lang)} {figures}".rstrip()
    # Deus has no draw [D-END-J6]; a stored oddity is still said
    return result_words(result, reason, lang)


def plan_word(view: Any, lang: str) -> str:
    """What the planned moves are: an advance, an interception or a rearrangement (moves
    planned in the normal summon phase rearrange the territory [D-TURN-4-D][R20], whatever
    the view's ``plan_kind`` says)."""
    kind = "rearrange" if view.phase == "summon" else view.plan_kind
    return word(f"plan_{kind}", lang) if f"plan_{kind}" in LABELS else word("plan", lang)


def is_front(label: str) -> bool:
    """The front line is row 2 [D-BOARD-4][R1]."""
    return label.endswith("2")
