"""What mc20th's pictures say of a view: card names, phases, who decides, the result, and
which side is drawn at the bottom (the first player's back row, mc20th [5-2]).
"""

from __future__ import annotations

from engine.kernel.events import Shown
from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE, SPECTATOR, Result
from engine.mc20th.view import View
from engine.moncolle.cards import CardDef
from renderer.draw import (
    seat_label,
)

PHASE_NAMES = {
    "setup": "準備",
    "turn_start": "ターン開始",
    "turn_end": "終了宣言フェイズ",
    "hand_adjust_1": "第1手札調整フェイズ",
    "main": "メインフェイズ",
    "summon": "通常召喚フェイズ",
    "hand_adjust_2": "第2手札調整フェイズ",
    "over": "終了",
}
END_NAMES = {
    "hq_fall": "本陣陥落",
    "deck_out": "山札切れ判定",
    "repetition": "千日手判定",
    "resignation": "投了",
}


def face_of(view: View, card: Shown) -> CardDef | None:
    return view.catalog.get(card.def_id)


def card_name(view: View, card: Shown) -> str:
    found = face_of(view, card)
    return found.name if found is not None else card.def_id


def decision_text(view: View) -> str:
    """Who must decide what now, e.g. "P2 隊列変更タイミング"."""
    kind = decision_name(view.decision.kind, "ja")
    where = f" ({view.decision.area})" if view.decision.area else ""
    actor = view.decision.actor
    if actor == CHANCE:
        return f"ダイス／シャッフル{where}"
    if actor < 0:
        return kind
    return f"{seat_label(actor)} {kind}{where}"


def result_text(result: Result) -> str:
    reason = END_NAMES.get(result.reason, result.reason)
    detail = f" 敵陣のユニット {result.detail}" if result.detail else ""
    if result.winner is None:
        return f"引き分け（{reason}{detail}）"
    return f"{seat_label(result.winner)} の勝利（{reason}{detail}）"


def bottom_is_first(view: View) -> bool:
    """Whether row 1 (the first player's back row) is drawn at the bottom."""
    return view.viewer in (SPECTATOR, view.first_player) or view.first_player < 0
