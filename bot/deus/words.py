"""Deus's log lines and names beside the family's (renderer/log.py): the draft [D-DECK-*],
power counters [D-TURN-1-2][D-SET-5], markers [D-CTRL-1][D-POST-2][D-TURN-6-2],
interception [D-INT-0][D-INT-DECL], rearrangement [D-TURN-4-D], the battle outcomes [A]..[F]
[D-POST-A..F], and Deus's phase and ending names, in Japanese and English.
"""

from __future__ import annotations

from typing import Final

from engine.deus import events as dv
from engine.moncolle import events as ev
from renderer.deus.names import ENDINGS, JUDGE_STEPS, PHASES
from renderer.log import said_in
from renderer.moncolle.log import FamilyLogWriter as LogWriter

Pair = tuple[str, str]
OUTCOMES: Final[dict[str, Pair]] = {
    "A": (
        "〔A〕守備側が全滅：進軍側が前線地形に残る",
        "[A] defenders wiped out: the attackers hold",
    ),
    "B": (
        "〔B〕迎撃の戦闘で進軍側が全滅：守備側が前線地形に残る",
        "[B] interception, attackers wiped out: the defenders hold",
    ),
    "C": (
        "〔C〕迎撃の戦闘で双方が生存：双方とも進軍元へ戻る",
        "[C] interception, both survive: both sides go back",
    ),
    "D": ("〔D〕進軍側が全滅：守備側はそのまま", "[D] attackers wiped out: the defenders stay"),
    "E": (
        "〔E〕双方が生存：進軍側は進軍元へ戻る",
        "[E] both survive: the attackers go back",
    ),
    "F": ("〔F〕双方が全滅", "[F] both sides wiped out"),
}
MARKERS: Final[dict[str, Pair]] = {
    "control": ("支配中マーカー", "control marker"),
    "battle": ("戦闘済マーカー", "battle marker"),
}
POWER_REASONS: Final[dict[str, Pair]] = {
    "charge": ("パワーチャージ", "power charge"),
    "second_player": ("後手", "second player"),
    "cost": ("コスト", "cost"),
    "effect": ("効果", "effect"),
}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


class DeusLogWriter(LogWriter):
    """The family's lines, and Deus's own events."""

    def _moves(self, moves: tuple[tuple[int, str, str], ...]) -> str:
        return ("、" if self.ja else ", ").join(f"{self.unit(u)} {a}→{b}" for u, a, b in moves)

    def _DraftOrderDecided(self, e: dv.DraftOrderDecided) -> str:
        return self.say(
            f"勢力選択はプレイヤーA＝{_p(e.a)} から（A→B→B→A）",
            f"{_p(e.a)} is player A and picks first (A, B, B, A)",
        )

    def _FactionPicked(self, e: dv.FactionPicked) -> str:
        name = self._faction(e.faction, e.faction_en)
        return self.say(f"{_p(e.player)} 勢力を選択: {name}", f"{_p(e.player)} takes {name}")

    def _faction(self, name: str, name_en: str) -> str:
        return name_en if not self.ja and name_en else name

    def _CardIncluded(self, e: dv.CardIncluded) -> None:
        return None  # the build is said once, when the deck is complete (_DeckBuilt)

    def _SummonerChosen(self, e: dv.SummonerChosen) -> None:
        return None  # likewise

    def _DeckBuilt(self, e: dv.DeckBuilt) -> str:
        """One line per player's build: its factions and counts, public [D-DECK-1]; the
        summoner by name to its player, face down to everyone else [D-DECK-3e]."""
        parts = ("、" if self.ja else ", ").join(
            f"{self._faction(name, name_en)} {count}" for name, name_en, count in e.factions
        )
        ja_name, en_name = e.summoner
        if ja_name:
            who = self.say(f"召喚術師 {ja_name}", f"summoner {en_name or ja_name}")
        else:
            who = self.say("召喚術師は裏向き", "summoner face down")
        return self.say(
            f"{_p(e.player)} デッキ完成（{parts}／{who}）",
            f"{_p(e.player)} finished the deck ({parts}; {who})",
        )

    def _PowerChanged(self, e: dv.PowerChanged) -> str:
        why = said_in(POWER_REASONS, e.reason, self.lang)
        sign = f"+{e.delta}" if e.delta > 0 else str(e.delta)
        return self.say(
            f"{_p(e.player)} パワー{sign}（{why}）: ★{e.total}",
            f"{_p(e.player)} power {sign} ({why}): ★{e.total}",
        )

    def _MarkerPlaced(self, e: dv.MarkerPlaced) -> str:
        what = said_in(MARKERS, e.kind, self.lang)
        return self.say(f"{e.area} に{what}", f"{what} on {e.area}")

    def _MarkersRemoved(self, e: dv.MarkersRemoved) -> str:
        return self.say("マーカーをすべて取り除く", "all markers removed")

    def _InterceptionOffered(self, e: dv.InterceptionOffered) -> str:
        return self.say(
            f"{_p(e.player)} は {e.area} へ迎撃できる", f"{_p(e.player)} may intercept at {e.area}"
        )

    def _Intercepted(self, e: dv.Intercepted) -> str:
        return self.say(
            f"{_p(e.player)} 迎撃: {self._moves(e.moves)}",
            f"{_p(e.player)} intercepts: {self._moves(e.moves)}",
        )

    def _InterceptionDeclined(self, e: dv.InterceptionDeclined) -> str:
        return self.say(
            f"{_p(e.player)} は {e.area} へ迎撃しない",
            f"{_p(e.player)} does not intercept at {e.area}",
        )

    def _UnitsRearranged(self, e: dv.UnitsRearranged) -> str:
        return self.say(
            f"{_p(e.player)} 入れ替え: {self._moves(e.moves)}",
            f"{_p(e.player)} rearranges: {self._moves(e.moves)}",
        )

    def _BattleEnded(self, e: ev.BattleEnded) -> str:
        outcome = said_in(OUTCOMES, e.outcome, self.lang)
        return self.say(f"{e.area} の戦闘終了 {outcome}", f"battle at {e.area} over: {outcome}")

    def _PhaseStarted(self, e: ev.PhaseStarted) -> str:
        return said_in(PHASES, e.phase, self.lang)

    def _MatchEnded(self, e: ev.MatchEnded) -> str:
        reason = said_in(ENDINGS, e.reason, self.lang)
        if e.winner is None:  # Deus has no draw [D-END-J6]; a stored oddity is still said
            return self.say(f"対戦終了（{reason}）", f"Match over ({reason})")
        detail = ""
        if e.detail:  # "step:figures" of the deck-out judgement [R9]
            step, _, figures = e.detail.partition(":")
            detail = f" {said_in(JUDGE_STEPS, step, self.lang)} {figures}"
        return self.say(
            f"{_p(e.winner)} の勝利（{reason}{detail}）",
            f"{_p(e.winner)} wins ({reason}{detail})",
        )
