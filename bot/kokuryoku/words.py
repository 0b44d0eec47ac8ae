"""The national-power game's log lines, one per event, in Japanese and English, and its phase,
decision and ending names: setup and the redraw [K-3.*][K-1.*], the turn marker [K-3.10],
both power phases [K-4.3][K-5.*], the invasion phase [K-6.*] with attacks, the surprise
window, counters and removal [KV-7]..[KV-10], class and generation change [KV-15][KV-16], the
end phase [K-7.*]. Squares are A1..C4 from the first player's side [KV-1].
"""

from __future__ import annotations

from typing import Final

from engine.kokuryoku import events as ke
from engine.kokuryoku.board import label
from renderer.log import LogWriter, said_in

Pair = tuple[str, str]
PHASES: Final[dict[str, Pair]] = {
    "redraw": ("手札の引き直し", "Redraw"),
    "power": ("国力フェイズ", "Power phase"),
    "invasion": ("侵攻フェイズ", "Invasion phase"),
    "window": ("サプライズの機会", "Surprise window"),
    "end_start": ("エンドフェイズ開始時", "Start of the end phase"),
    "end": ("エンドフェイズ", "End phase"),
    "hand_limit": ("手札の整理", "Hand limit"),
    "over": ("終了", "Match over"),
}
ENDINGS: Final[dict[str, Pair]] = {
    "sortie_square": ("敵の出撃マスを制圧【変則KV-12】", "took an enemy sortie square [KV-12]"),
    "no_units": (
        "侵攻フェイズ開始時にユニットなし【変則KV-13】",
        "no unit at the invasion [KV-13]",
    ),
    "deck_out": ("山札切れ【変則KV-14】", "deck out [KV-14]"),
    "resignation": ("投了", "resignation"),
}
EFFECTS: Final[dict[str, Pair]] = {
    "strike": ("強打", "strike"),
    "guard": ("防御", "guard"),
    "rally": ("鼓舞", "rally"),
    "draw": ("ドロー", "draw"),
}
TABLES: Final = {"PHASES": PHASES, "ENDINGS": ENDINGS, "EFFECTS": EFFECTS}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


class KokuLogWriter(LogWriter):
    """Kokuryoku's events; every other game's handlers of the base class are never reached."""

    def _DeckShuffled(self, e: ke.DeckShuffled) -> str:
        if e.by != e.player:
            return self.say(
                f"{_p(e.by)} が {_p(e.player)} の山札を軽く切る",
                f"{_p(e.by)} lightly shuffles {_p(e.player)}'s deck",
            )
        return self.say(f"{_p(e.player)} の山札をシャッフル", f"{_p(e.player)} shuffled")

    def _DieRolled(self, e: ke.DieRolled) -> str:
        return self.say(
            f"{_p(e.player)} 先攻決めのダイス: {e.value}（1～3 P1、4～6 P2）",
            f"{_p(e.player)} rolls for the first player: {e.value} (1-3 P1, 4-6 P2)",
        )

    def _FirstPlayerDecided(self, e: ke.FirstPlayerDecided) -> str:
        return self.say(f"先攻は {_p(e.player)}", f"{_p(e.player)} goes first")

    def _Drew(self, e: ke.Drew) -> str:
        if e.cards:
            return self.say(
                f"{_p(e.player)} ドロー: {self.cards(e.cards)}",
                f"{_p(e.player)} draws {self.cards(e.cards)}",
            )
        return self.say(f"{_p(e.player)} {e.count}枚ドロー", f"{_p(e.player)} draws {e.count}")

    def _SetAsideForRedraw(self, e: ke.SetAsideForRedraw) -> str:
        if e.card is None:
            return self.say(
                f"{_p(e.player)} 引き直すカードを1枚選択", f"{_p(e.player)} sets a card aside"
            )
        return self.say(
            f"{_p(e.player)} 引き直しに {self.face(e.card)}",
            f"{_p(e.player)} sets {self.face(e.card)} aside",
        )

    def _TakenBack(self, e: ke.TakenBack) -> str:
        if e.card is None:
            return self.say(
                f"{_p(e.player)} 引き直しのカードを1枚手札に戻す",
                f"{_p(e.player)} takes a set-aside card back",
            )
        return self.say(
            f"{_p(e.player)} {self.face(e.card)} を手札に戻す",
            f"{_p(e.player)} takes {self.face(e.card)} back",
        )

    def _Redrew(self, e: ke.Redrew) -> str:
        return self.say(
            f"{_p(e.player)} 引き直し: {self.cards(e.abroad)} を国外へ、{e.count}枚ドロー",
            f"{_p(e.player)} redraws: {self.cards(e.abroad)} out of the game, draws {e.count}",
        )

    def _Kept(self, e: ke.Kept) -> str:
        return self.say(f"{_p(e.player)} 手札を決定", f"{_p(e.player)} keeps the hand")

    def _TurnStarted(self, e: ke.TurnStarted) -> str:
        return self.say(
            f"―― ターン{e.turn}（{_p(e.player)}のターン）――",
            f"-- Turn {e.turn} ({_p(e.player)}'s turn) --",
        )

    def _PhaseStarted(self, e: ke.PhaseStarted) -> str:
        name = said_in(PHASES, e.phase, self.lang)
        return self.say(f"{_p(e.player)} の{name}", f"{_p(e.player)}: {name}")

    def _ChipsReturned(self, e: ke.ChipsReturned) -> str | None:
        if not e.count:
            return None
        return self.say(
            f"{_p(e.player)} 使用済みチップ{e.count}個を未使用に",
            f"{_p(e.player)} returns {e.count} used chip(s)",
        )

    def _Sortied(self, e: ke.Sortied) -> str:
        return self.say(
            f"{_p(e.player)} 出撃: {self.face(e.card)} → {label(e.at)}",
            f"{_p(e.player)} sorties {self.face(e.card)} to {label(e.at)}",
        )

    def _LandPlaced(self, e: ke.LandPlaced) -> str:
        return self.say(
            f"{_p(e.player)} 土地: {self.face(e.card)} → {label(e.at)}",
            f"{_p(e.player)} places land {self.face(e.card)} on {label(e.at)}",
        )

    def _Supported(self, e: ke.Supported) -> str:
        return self.say(
            f"{_p(e.player)} 支援: {self.face(e.unit)}（チップ{e.chips}）",
            f"{_p(e.player)} supports {self.face(e.unit)} ({e.chips} chips)",
        )

    def _Attached(self, e: ke.Attached) -> str:
        return self.say(
            f"{_p(e.player)} 付与: {self.face(e.card)} → {self.face(e.unit)}",
            f"{_p(e.player)} attaches {self.face(e.card)} to {self.face(e.unit)}",
        )

    def _Detached(self, e: ke.Detached) -> str:
        return self.say(
            f"{_p(e.player)} {self.face(e.unit)} の {self.face(e.card)} をリムーブ（戦場外へ）",
            f"{_p(e.player)} removes {self.face(e.card)} from {self.face(e.unit)}",
        )

    def _UnitsReadied(self, e: ke.UnitsReadied) -> str | None:
        if not e.count:
            return None
        return self.say(
            f"{_p(e.player)} ユニット{e.count}体が行動可能に",
            f"{_p(e.player)} readies {e.count} unit(s)",
        )

    def _Moved(self, e: ke.Moved) -> str:
        again = self.say("（再移動）", " (move again)") if e.again else ""
        return self.say(
            f"{_p(e.player)} 移動: {self.face(e.unit)} {label(e.start)}→{label(e.to)}{again}",
            f"{_p(e.player)} moves {self.face(e.unit)} {label(e.start)}->{label(e.to)}{again}",
        )

    def _AttackDeclared(self, e: ke.AttackDeclared) -> str:
        return self.say(
            f"{_p(e.player)} 攻撃: {self.face(e.unit)}（{label(e.start)}）→"
            f" {self.face(e.target)}（{label(e.at)}）",
            f"{_p(e.player)} {self.face(e.unit)} ({label(e.start)}) attacks"
            f" {self.face(e.target)} ({label(e.at)})",
        )

    def _SurpriseUsed(self, e: ke.SurpriseUsed) -> str:
        effect = said_in(EFFECTS, e.effect, self.lang)
        return self.say(
            f"{_p(e.player)} サプライズ: {self.face(e.card)}（{effect} {e.amount}）",
            f"{_p(e.player)} surprise: {self.face(e.card)} ({effect} {e.amount})",
        )

    def _ChipsPaid(self, e: ke.ChipsPaid) -> str:
        return self.say(
            f"{self.face(e.unit)} はチップ{e.count}個を払う",
            f"{self.face(e.unit)} pays {e.count} chip(s)",
        )

    def _Damaged(self, e: ke.Damaged) -> str:
        kind = self.say("反撃", "counter") if e.counter else self.say("ダメージ", "damage")
        return self.say(
            f"{self.face(e.unit)} に{kind}{e.amount}（残りチップ{e.left}）",
            f"{self.face(e.unit)} takes {e.amount} {kind} ({e.left} chips left)",
        )

    def _UnitRemoved(self, e: ke.UnitRemoved) -> str:
        return self.say(
            f"{_p(e.player)} の {self.face(e.unit)}（{label(e.at)}）は戦場外へ",
            f"{_p(e.player)}'s {self.face(e.unit)} on {label(e.at)} is removed",
        )

    def _UnitWaiting(self, e: ke.UnitWaiting) -> str:
        return self.say(
            f"{self.face(e.unit)}（{label(e.at)}）は待機状態に",
            f"{self.face(e.unit)} ({label(e.at)}) waits",
        )

    def _ClassChanged(self, e: ke.ClassChanged) -> str:
        return self.say(
            f"{_p(e.player)} クラスチェンジ: {self.face(e.old)} → {self.face(e.new)}",
            f"{_p(e.player)} class change: {self.face(e.old)} -> {self.face(e.new)}",
        )

    def _GenerationChanged(self, e: ke.GenerationChanged) -> str:
        if e.mode == 1:
            return self.say(
                f"{_p(e.player)} 世代交代: {self.face(e.parent)} → {self.face(e.child)}",
                f"{_p(e.player)} generation change: {self.face(e.parent)} -> {self.face(e.child)}",
            )
        return self.say(
            f"{_p(e.player)} 世代交代（支援）: {self.face(e.parent)} が {self.face(e.child)}"
            f" にチップ{e.chips}",
            f"{_p(e.player)} generation support: {self.face(e.parent)} gives"
            f" {self.face(e.child)} {e.chips} chip(s)",
        )

    def _SymbolChips(self, e: ke.SymbolChips) -> str:
        return self.say(
            f"象徴: {self.face(e.card)} で {self.face(e.unit)} にチップ{e.chips}",
            f"symbol: {self.face(e.card)} gives {self.face(e.unit)} {e.chips} chip(s)",
        )

    def _Discarded(self, e: ke.Discarded) -> str:
        return self.say(
            f"{_p(e.player)} 手札の整理: {self.face(e.card)} を戦場外へ",
            f"{_p(e.player)} discards {self.face(e.card)} (hand limit)",
        )

    def _TurnEnded(self, e: ke.TurnEnded) -> str:
        return self.say(
            f"ターン{e.turn} 終了（ターンマーカーを {_p(1 - e.player)} へ）",
            f"Turn {e.turn} ends (the turn marker passes to {_p(1 - e.player)})",
        )
