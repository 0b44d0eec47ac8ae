"""The grid game's log lines, one per event, in Japanese and English, and its phase and ending
names: setup [G-3.*][G-R3], the turn [G-5.*], supply [G-5.2], use [G-5.3][G-8.2], summons,
bases and spells [G-9.2][G-11.*][G-10.*], triggers [G-R17], moves and attacks
[G-6.*][G-R12][G-R13], deck-out [G-R14]. A card is named only where the event shows its face;
squares are A1..D5 from the first player's side [G-R1].
"""

from __future__ import annotations

from typing import Final

from engine.grid import events as ge
from engine.grid.board import label
from renderer.log import LogWriter, said_in

Pair = tuple[str, str]
PHASES: Final[dict[str, Pair]] = {
    "choose_base": ("拠点の選択", "Choosing bases"),
    "place_base": ("拠点の配置", "Placing bases"),
    "supply": ("補給フェイズ", "Supply phase"),
    "use": ("使用フェイズ", "Use phase"),
    "move": ("移動フェイズ", "Move phase"),
    "over": ("終了", "Match over"),
}
ENDINGS: Final[dict[str, Pair]] = {
    "bases_destroyed": ("拠点全滅", "all bases destroyed"),
    "deck_out": ("山札切れ", "deck out"),
    "simultaneous": ("同時に敗北条件（引き分け）", "both lost at once (a draw)"),
    "resignation": ("投了", "resignation"),
}
REASONS: Final[dict[str, Pair]] = {"battle": ("戦闘", "battle"), "effect": ("効果", "effect")}
TRIGGERS: Final[dict[str, Pair]] = {
    "召喚": ("召喚", "summon"),
    "出す": ("出す", "put out"),
    "使う": ("使う", "use"),
    "ターン終了時": ("ターン終了時", "end of turn"),
}
TABLES: Final = {"PHASES": PHASES, "ENDINGS": ENDINGS, "REASONS": REASONS, "TRIGGERS": TRIGGERS}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


class GridLogWriter(LogWriter):
    """Grid's events; every other game's handlers of the base class are never reached."""

    def _BaseChosen(self, e: ge.BaseChosen) -> str:
        if e.card is None:
            return self.say(f"{_p(e.player)} 拠点を選択（非公開）", f"{_p(e.player)} chose a base")
        return self.say(
            f"{_p(e.player)} 拠点に {self.face(e.card)} を選択",
            f"{_p(e.player)} chose {self.face(e.card)} as base",
        )

    def _DieRolled(self, e: ge.DieRolled) -> str:
        return self.say(
            f"{_p(e.player)} 先攻決めのダイス: {e.value}（1～3 P1、4～6 P2）",
            f"{_p(e.player)} rolls for the first player: {e.value} (1-3 P1, 4-6 P2)",
        )

    def _DeckShuffled(self, e: ge.DeckShuffled) -> str:
        return self.say(f"{_p(e.player)} の山札をシャッフル", f"{_p(e.player)} shuffled")

    def _FirstPlayerDecided(self, e: ge.FirstPlayerDecided) -> str:
        return self.say(f"先攻は {_p(e.player)}", f"{_p(e.player)} goes first")

    def _TurnStarted(self, e: ge.TurnStarted) -> str:
        return self.say(
            f"―― ターン{e.turn}（{_p(e.player)}）――", f"-- Turn {e.turn} ({_p(e.player)}) --"
        )

    def _PhaseStarted(self, e: ge.PhaseStarted) -> str:
        return said_in(PHASES, e.phase, self.lang)

    def _Untapped(self, e: ge.Untapped) -> str | None:
        if not e.count:
            return None
        return self.say(
            f"{_p(e.player)} リソース{e.count}枚をアンタップ",
            f"{_p(e.player)} untaps {e.count} resource card(s)",
        )

    def _Drew(self, e: ge.Drew) -> str:
        if e.cards:
            return self.say(
                f"{_p(e.player)} ドロー: {self.cards(e.cards)}",
                f"{_p(e.player)} draws {self.cards(e.cards)}",
            )
        return self.say(f"{_p(e.player)} {e.count}枚ドロー", f"{_p(e.player)} draws {e.count}")

    def _LifeDealt(self, e: ge.LifeDealt) -> str:
        return self.say(
            f"{self.face(e.base)} の下にライフ{e.count}枚（裏向き）",
            f"{e.count} life card(s) face down under {self.face(e.base)}",
        )

    def _Supplied(self, e: ge.Supplied) -> str:
        return self.say(
            f"{_p(e.player)} 補給: {self.face(e.card)}",
            f"{_p(e.player)} supplies {self.face(e.card)}",
        )

    def _Paid(self, e: ge.Paid) -> str:
        return self.say(
            f"{_p(e.player)} リソース{len(e.cards)}枚をタップ",
            f"{_p(e.player)} taps {len(e.cards)} resource card(s)",
        )

    def _Summoned(self, e: ge.Summoned) -> str:
        return self.say(
            f"{_p(e.player)} 召喚: {self.face(e.card)} → {label(e.at)}",
            f"{_p(e.player)} summons {self.face(e.card)} to {label(e.at)}",
        )

    def _BasePlaced(self, e: ge.BasePlaced) -> str:
        return self.say(
            f"{_p(e.player)} 拠点 {self.face(e.card)}（ライフ{e.life}）→ {label(e.at)}",
            f"{_p(e.player)} places base {self.face(e.card)} (life {e.life}) on {label(e.at)}",
        )

    def _SpellCast(self, e: ge.SpellCast) -> str:
        if e.at >= 0:
            where = label(e.at)
        elif e.target is not None:
            where = self.face(e.target)
        else:
            where = _p(e.target_player)
        return self.say(
            f"{_p(e.player)} 呪文 {self.face(e.card)} → {where}",
            f"{_p(e.player)} casts {self.face(e.card)} on {where}",
        )

    def _Triggered(self, e: ge.Triggered) -> str:
        word = said_in(TRIGGERS, e.trigger, self.lang)
        return self.say(
            f"{self.face(e.card)} の能力（{word}）", f"{self.face(e.card)}'s ability ({word})"
        )

    def _Moved(self, e: ge.Moved) -> str:
        return self.say(
            f"{_p(e.player)} 移動: {self.cards(e.pieces)} → {label(e.to)}",
            f"{_p(e.player)} moves {self.cards(e.pieces)} to {label(e.to)}",
        )

    def _Attacked(self, e: ge.Attacked) -> str:
        if e.defence < 0:
            return self.say(
                f"{_p(e.player)} {self.face(e.piece)}（{label(e.start)}）が"
                f" {label(e.at)} の拠点を攻撃",
                f"{_p(e.player)} {self.face(e.piece)} ({label(e.start)}) attacks the base on "
                f"{label(e.at)}",
            )
        return self.say(
            f"{_p(e.player)} {self.face(e.piece)}（{label(e.start)}）が {label(e.at)} を攻撃:"
            f" パワー{e.power} 対 {e.defence}",
            f"{_p(e.player)} {self.face(e.piece)} ({label(e.start)}) attacks {label(e.at)}:"
            f" power {e.power} vs {e.defence}",
        )

    def _Destroyed(self, e: ge.Destroyed) -> str:
        reason = said_in(REASONS, e.reason, self.lang)
        return self.say(
            f"{label(e.at)} の {self.cards(e.cards)} は墓地へ（{reason}）",
            f"{self.cards(e.cards)} on {label(e.at)}"
            f" {'goes' if len(e.cards) == 1 else 'go'} to the graveyard ({reason})",
        )

    def _Bounced(self, e: ge.Bounced) -> str:
        return self.say(
            f"{self.face(e.card)} は手札に戻る", f"{self.face(e.card)} returns to the hand"
        )

    def _Boosted(self, e: ge.Boosted) -> str:
        return self.say(
            f"{self.face(e.card)} パワー{e.amount:+d}（{e.power}）",
            f"{self.face(e.card)} power {e.amount:+d} ({e.power})",
        )

    def _LifeTaken(self, e: ge.LifeTaken) -> str:
        if e.cards:
            return self.say(
                f"{self.face(e.base)} のライフ {self.cards(e.cards)} を手札に（残り{e.left}）",
                f"{self.cards(e.cards)} from under {self.face(e.base)} to the hand ({e.left} left)",
            )
        return self.say(
            f"{self.face(e.base)} のライフ{e.count}枚が {_p(e.player)} の手札に（残り{e.left}）",
            f"{e.count} life card(s) of {self.face(e.base)} go to {_p(e.player)}'s hand"
            f" ({e.left} left)",
        )

    def _BaseDestroyed(self, e: ge.BaseDestroyed) -> str:
        return self.say(
            f"{_p(e.player)} の拠点 {self.face(e.base)}（{label(e.at)}）は破壊された",
            f"{_p(e.player)}'s base {self.face(e.base)} on {label(e.at)} is destroyed",
        )

    def _Milled(self, e: ge.Milled) -> str:
        return self.say(
            f"{_p(e.player)} の山札の上から墓地へ: {self.cards(e.cards)}",
            f"{_p(e.player)}'s top deck card(s) to the graveyard: {self.cards(e.cards)}",
        )

    def _ResourcesUntapped(self, e: ge.ResourcesUntapped) -> str:
        return self.say(
            f"{_p(e.player)} リソース{e.count}枚をアンタップ（効果）",
            f"{_p(e.player)} untaps {e.count} resource card(s) (effect)",
        )

    def _DeckEmptied(self, e: ge.DeckEmptied) -> str:
        return self.say(f"{_p(e.player)} の山札が0枚になった", f"{_p(e.player)}'s deck is empty")

    def _TurnEnded(self, e: ge.TurnEnded) -> str:
        return self.say(f"ターン{e.turn} 終了", f"Turn {e.turn} ends")
