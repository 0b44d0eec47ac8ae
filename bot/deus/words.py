"""Deus's log lines and names beside the family's (renderer/log.py): the draft [D-DECK-*],
power counters [D-TURN-1-2][D-SET-5], markers [D-CTRL-1][D-POST-2][D-TURN-6-2],
interception [D-INT-0][D-INT-DECL], rearrangement [D-TURN-4-D], the battle outcomes [A]..[F]
[D-POST-A..F], and Deus's phase and ending names, in Japanese and English.
"""

from __future__ import annotations

from typing import Final

from engine.deus import events as dv
from engine.kernel.words import Table, joiner
from engine.moncolle import events as ev
from engine.moncolle.cards import in_lang
from renderer.deus.names import ENDINGS, JUDGE_STEPS, PHASES
from renderer.moncolle import log as family
from renderer.moncolle.log import FamilyLogWriter as LogWriter

OUTCOMES: Final = Table("bot.deus", "words.OUTCOMES")
MARKERS: Final = Table("bot.deus", "words.MARKERS")
POWER_REASONS: Final = Table("bot.deus", "words.POWER_REASONS")


def _p(seat: int) -> str:
    return f"P{seat + 1}"


LINES: Final = Table("bot.deus", "words.LINES", family.LINES)


class DeusLogWriter(LogWriter):
    """The family's lines, and Deus's own events."""

    lines = LINES

    def _moves(self, moves: tuple[tuple[int, str, str], ...]) -> str:
        return joiner(self.lang).join(f"{self.unit(u)} {a}→{b}" for u, a, b in moves)

    def _DraftOrderDecided(self, e: dv.DraftOrderDecided) -> str:
        return self.said("DraftOrderDecided", a=_p(e.a))

    def _FactionPicked(self, e: dv.FactionPicked) -> str:
        name = self._faction(e.faction, e.faction_en)
        return self.said("FactionPicked", player=_p(e.player), name=name)

    def _faction(self, name: str, name_en: str) -> str:
        return in_lang(name, name_en, self.lang)  # the card data's name, as a card's

    def _CardIncluded(self, e: dv.CardIncluded) -> None:
        return None  # the build is said once, when the deck is complete (_DeckBuilt)

    def _SummonerChosen(self, e: dv.SummonerChosen) -> None:
        return None  # likewise

    def _DeckBuilt(self, e: dv.DeckBuilt) -> str:
        """One line per player's build: its factions and counts, public [D-DECK-1]; the
        summoner by name to its player, face down to everyone else [D-DECK-3e]."""
        parts = joiner(self.lang).join(
            f"{self._faction(name, name_en)} {count}" for name, name_en, count in e.factions
        )
        ja_name, en_name = e.summoner
        if ja_name:
            who = self.said("DeckBuilt.summoner", name=in_lang(ja_name, en_name, self.lang))
        else:
            who = self.said("DeckBuilt.face_down")
        return self.said("DeckBuilt", player=_p(e.player), parts=parts, who=who)

    def _PowerChanged(self, e: dv.PowerChanged) -> str:
        why = POWER_REASONS.word(e.reason, self.lang)
        sign = f"+{e.delta}" if e.delta > 0 else str(e.delta)
        return self.said("PowerChanged", player=_p(e.player), sign=sign, why=why, total=e.total)

    def _MarkerPlaced(self, e: dv.MarkerPlaced) -> str:
        what = MARKERS.word(e.kind, self.lang)
        return self.said("MarkerPlaced", area=e.area, what=what)

    def _MarkersRemoved(self, e: dv.MarkersRemoved) -> str:
        return self.said("MarkersRemoved")

    def _InterceptionOffered(self, e: dv.InterceptionOffered) -> str:
        return self.said("InterceptionOffered", player=_p(e.player), area=e.area)

    def _Intercepted(self, e: dv.Intercepted) -> str:
        return self.said("Intercepted", player=_p(e.player), moves=self._moves(e.moves))

    def _InterceptionDeclined(self, e: dv.InterceptionDeclined) -> str:
        return self.said("InterceptionDeclined", player=_p(e.player), area=e.area)

    def _UnitsRearranged(self, e: dv.UnitsRearranged) -> str:
        return self.said("UnitsRearranged", player=_p(e.player), moves=self._moves(e.moves))

    def _BattleEnded(self, e: ev.BattleEnded) -> str:
        outcome = OUTCOMES.word(e.outcome, self.lang)
        return self.said("BattleEnded", area=e.area, outcome=outcome)

    def _PhaseStarted(self, e: ev.PhaseStarted) -> str:
        return PHASES.word(e.phase, self.lang)

    def _MatchEnded(self, e: ev.MatchEnded) -> str:
        reason = ENDINGS.word(e.reason, self.lang)
        if e.winner is None:  # Deus has no draw [D-END-J6]; a stored oddity is still said
            return self.said("MatchEnded", reason=reason)
        detail = ""
        if e.detail:  # "step:figures" of the deck-out judgement [R9]
            step, _, figures = e.detail.partition(":")
            detail = f" {JUDGE_STEPS.word(step, self.lang)} {figures}"
        return self.said("MatchEnded.winner", winner=_p(e.winner), reason=reason, detail=detail)
