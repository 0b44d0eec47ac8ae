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
from renderer.moncolle import names as family
from renderer.moncolle.log import END_REASONS, PHASE_NAMES
from renderer.words import Pair, pick, result_words, said

LABELS: Final[dict[str, Pair]] = {
    **family.LABELS,
    "board_alt": ("モンコレDeus の盤面", "Monster Collection Deus board"),
    "draft_alt": ("モンコレDeus のデッキ構築", "Monster Collection Deus deck building"),
    "front": ("前線", "Front"),
    "front_line": ("前線地形", "Front line"),
    "territory": ("領土", "territory"),
    "territory_of": ("{seat} の領土", "{seat} territory"),
    "control": ("支配中", "Control"),
    "battled": ("戦闘済", "Battled"),
    "control_alt": ("支配中マーカー（{seat}）", "control marker ({seat})"),
    "battled_alt": ("戦闘済マーカー", "battle marker"),
    "power": ("パワー ★{n}", "power ★{n}"),
    "tokens": ("トークン置き場 {n}", "Token area {n}"),
    "face_down": ("裏向き", "face down"),
    "no_summoner": ("召喚術師なし", "no summoner"),
    "summoner_is": ("召喚術師 {name}", "summoner {name}"),
    "plan_advance": ("進軍予定", "Advancing:"),
    "plan_intercept": ("迎撃予定", "Intercepting:"),
    "plan_rearrange": ("入れ替え予定", "Rearranging:"),
    "may_intercept": ("迎撃可", "May intercept"),
    "intercept_at": ("{area} へ迎撃可", "may intercept at {area}"),
    "interception": ("迎撃", "Interception"),
    "units_here": ("{seat} {n}体", "{seat} {n} units"),
    "empty_area": ("ユニットなし", "no units"),
    "none": ("なし", "none"),
}
PHASES: Final[dict[str, Pair]] = {
    **PHASE_NAMES,
    "draft": ("デッキ構築", "Deck building"),
    "power_charge": ("パワーチャージフェイズ", "Power charge phase"),
}
ENDINGS: Final[dict[str, Pair]] = {
    **END_REASONS,
    "front_line": ("前線地形の制圧", "front line taken"),
}
JUDGE_STEPS: Final[dict[str, Pair]] = {  # [D-END-J1..J6]
    "1": ("支配している前線地形の数", "front-line areas controlled"),
    "2": ("前線地形のユニットの数", "units on the front line"),
    "3": ("前線地形のユニットの合計レベル", "total level on the front line"),
    "4": ("戦場のユニットの数", "units on the battlefield"),
    "5": ("戦場のユニットの合計レベル", "total level on the battlefield"),
    "6": ("ダイス", "dice"),
}
STEP_NAMES: Final[dict[str, Pair]] = {  # [D-BAT-FLOW]
    "instant": ("即時召喚タイミング", "Instant summon timing"),
    "formation": ("隊列変更タイミング", "Formation timing"),
    "quick": ("速攻タイミング", "Quick timing"),
    "initiative": ("イニシアチブ決定タイミング", "Initiative timing"),
    "normal": ("普通タイミング", "Normal timing"),
    "end": ("戦闘終了タイミング", "End of battle timing"),
    "return": ("帰還", "Return"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return said(PHASES, phase, lang)


def result_text(result: Result, lang: str = "ja") -> str:
    """``▲P1 の勝利（前線地形の制圧）``; a deck-out judgement names the step that decided
    it and its figures [D-END-J0]."""
    reason = said(ENDINGS, result.reason, lang)
    if result.detail:  # "step:figures" [R9]
        step, _, figures = result.detail.partition(":")
        reason += f" {said(JUDGE_STEPS, step, lang)} {figures}".rstrip()
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
