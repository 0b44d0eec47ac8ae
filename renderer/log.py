"""One log line per event, for the viewers the event is meant for (Japanese).

Callers pass only events the viewer may see (``engine.events.can_see``); a card appears by
name only when the event shows its face.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import events as ev

REASONS = {
    "hand adjustment": "手札調整",
    "hero points": "英雄点",
    "equipment": "装備品の破棄",
    "equipment of a destroyed unit": "破棄されたユニットの装備品",
    "died": "死亡",
    "defence 0": "防御力0以下",
    "limit adjustment": "リミット調整",
}
OUTCOMES = {
    "attacker_won": "進軍側のユニットのみ生存：進軍成功",
    "defender_held": "守備側のユニットが生存：進軍失敗",
    "wiped_out": "双方が全滅",
}
END_REASONS = {
    "hq_fall": "本陣陥落",
    "deck_out": "山札切れ判定",
    "repetition": "千日手判定",
    "resignation": "投了",
}
PHASES = {
    "hand_adjust_1": "第1手札調整フェイズ",
    "main": "メインフェイズ",
    "summon": "通常召喚フェイズ",
    "hand_adjust_2": "第2手札調整フェイズ",
}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


class LogWriter:
    """Formats events; ``face`` names a shown card, ``unit`` a unit by instance id."""

    def __init__(self, face: Callable[[ev.Shown], str], unit: Callable[[int], str]) -> None:
        self.face = face
        self.unit = unit

    def cards(self, shown: tuple[ev.Shown, ...]) -> str:
        return "、".join(self.face(c) for c in shown) or "なし"

    def line(self, event: ev.Event) -> str | None:
        handler = getattr(self, "_" + type(event).__name__, None)
        return None if handler is None else handler(event)

    def _SummonerRevealed(self, e: ev.SummonerRevealed) -> str:
        return f"{_p(e.player)} 召喚術師: {self.face(e.card) if e.card else 'なし'}"

    def _DeckShuffled(self, e: ev.DeckShuffled) -> str:
        return f"{_p(e.player)} の山札をシャッフル"

    def _HQPlaced(self, e: ev.HQPlaced) -> str:
        return f"{_p(e.player)} 本陣を裏向きで配置"

    def _CardsDrawn(self, e: ev.CardsDrawn) -> str:
        return f"{_p(e.player)} 補充: {self.cards(e.cards)}"

    def _HandCountChanged(self, e: ev.HandCountChanged) -> str:
        return f"{_p(e.player)} {e.drawn}枚補充（手札{e.hand_count}枚）"

    def _MulliganDeclared(self, e: ev.MulliganDeclared) -> str:
        return f"{_p(e.player)} マリガン（公開: {self.cards(e.revealed)}）"

    def _HandKept(self, e: ev.HandKept) -> str:
        return f"{_p(e.player)} 手札を確定"

    def _DieRolled(self, e: ev.DieRolled) -> str:
        what = {"first": "先手決定", "initiative": "イニシアチブ"}.get(e.purpose, e.purpose)
        return f"{_p(e.player)} ダイス({what}): {e.value}"

    def _FirstPlayerDecided(self, e: ev.FirstPlayerDecided) -> str:
        return f"先手は {_p(e.player)}"

    def _TurnStarted(self, e: ev.TurnStarted) -> str:
        return f"―― ターン{e.turn}（進軍側 {_p(e.player)}）――"

    def _PhaseStarted(self, e: ev.PhaseStarted) -> str:
        return PHASES.get(e.phase, e.phase)

    def _CardsDiscarded(self, e: ev.CardsDiscarded) -> str:
        return f"{_p(e.player)} 破棄（{REASONS.get(e.reason, e.reason)}）: {self.cards(e.cards)}"

    def _TerrainPlaced(self, e: ev.TerrainPlaced) -> str:
        what = self.face(e.card) if e.card else "代理地形"
        text = f"{_p(e.player)} {e.area} に {what} を配置"
        if e.replaced is not None:
            text += f"（{self.face(e.replaced)} を破棄）"
        return text

    def _MovesPlanned(self, e: ev.MovesPlanned) -> str:
        return f"{_p(e.player)} 進軍予定: {self.unit(e.unit)} → {e.to}"

    def _MovesCleared(self, e: ev.MovesCleared) -> str:
        return f"{_p(e.player)} 進軍予定を取り消し"

    def _Advanced(self, e: ev.Advanced) -> str:
        moves = "、".join(f"{self.unit(u)} {a}→{b}" for u, a, b in e.moves)
        return f"{_p(e.player)} 進軍: {moves}"

    def _BattleStarted(self, e: ev.BattleStarted) -> str:
        return f"戦闘発生 {e.area}: 進軍側{_p(e.attacker)} / 守備側{_p(e.defender)}"

    def _UnitSummoned(self, e: ev.UnitSummoned) -> str:
        how = "即時召喚" if e.instant else "召喚"
        return f"{_p(e.player)} {self.face(e.card)} を {e.area} に{how}"

    def _EquipmentEquipped(self, e: ev.EquipmentEquipped) -> str:
        return f"{_p(e.player)} {self.unit(e.unit)} に {self.face(e.card)} を装備"

    def _EquipmentSwapped(self, e: ev.EquipmentSwapped) -> str:
        a, b = e.units
        return f"{_p(e.player)} 装備品の持ち替え: {self.unit(a)} ⇔ {self.unit(b)}"

    def _FormationSet(self, e: ev.FormationSet) -> str:
        order = " > ".join(self.unit(u) for u in e.order)
        return f"{_p(e.player)} 隊列（前から）: {order}"

    def _InitiativeDecided(self, e: ev.InitiativeDecided) -> str:
        result = "同時攻撃" if e.first is None else f"先攻 {_p(e.first)}"
        return f"イニシアチブ値 P1:{e.values[0]} P2:{e.values[1]} → {result}"

    def _AttackDeclared(self, e: ev.AttackDeclared) -> str:
        how = "同時攻撃" if e.simultaneous else "攻撃"
        return f"{_p(e.player)} {how}: 攻撃ダメージ合計 {e.damage}"

    def _DamageApplied(self, e: ev.DamageApplied) -> str:
        return f"  {self.unit(e.unit)} に {e.amount} ダメージ" + ("（死亡）" if e.died else "")

    def _UnitDestroyed(self, e: ev.UnitDestroyed) -> str:
        return f"{self.face(e.unit)} を破棄（{REASONS.get(e.reason, e.reason)}）"

    def _BattleEnded(self, e: ev.BattleEnded) -> str:
        return f"戦闘終了 {e.area}: {OUTCOMES.get(e.outcome, e.outcome)}"

    def _UnitsReturned(self, e: ev.UnitsReturned) -> str:
        moves = "、".join(f"{self.unit(u)}→{a}" for u, a in e.moves)
        return f"{_p(e.player)} 元の地形へ戻る: {moves}"

    def _UnitsUntapped(self, e: ev.UnitsUntapped) -> str:
        return "すべてのユニットが未行動に"

    def _TurnEnded(self, e: ev.TurnEnded) -> str:
        return f"ターン{e.turn} 終了"

    def _DeckOut(self, e: ev.DeckOut) -> str:
        return f"双方の山札がなくなりました。ターン{e.judgement_turn}の終了時に山札切れ判定"

    def _Resigned(self, e: ev.Resigned) -> str:
        return f"{_p(e.player)} 投了"

    def _MatchEnded(self, e: ev.MatchEnded) -> str:
        who = "引き分け" if e.winner is None else f"{_p(e.winner)} の勝利"
        detail = f"（敵軍領土のユニット {e.detail}）" if e.detail else ""
        return f"対戦終了: {END_REASONS.get(e.reason, e.reason)} {who}{detail}"
