"""The national-power game's log lines, one per event, in Japanese and English, and its phase,
decision and ending names: setup and the redraw [K-3.*][K-1.*], the turn marker [K-3.10],
both power phases [K-4.3][K-5.*], the invasion phase [K-6.*] with attacks, the surprise
window, counters and removal [KV-7]..[KV-10], class and generation change [KV-15][KV-16], the
end phase [K-7.*]. Squares are A1..C4 from the first player's side [KV-1].
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table
from engine.kokuryoku import events as ke
from engine.kokuryoku.board import label
from renderer import log
from renderer.log import LogWriter

PHASES: Final = Table("bot.kokuryoku", "words.PHASES")
ENDINGS: Final = Table("bot.kokuryoku", "words.ENDINGS")
EFFECTS: Final = Table("bot.kokuryoku", "words.EFFECTS")
TABLES: Final = {"PHASES": PHASES, "ENDINGS": ENDINGS, "EFFECTS": EFFECTS}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


LINES: Final = Table("bot.kokuryoku", "words.LINES", log.LINES)


class KokuLogWriter(LogWriter):
    """Kokuryoku's events; every other game's handlers of the base class are never reached."""

    lines = LINES

    def _DeckShuffled(self, e: ke.DeckShuffled) -> str:
        if e.by != e.player:
            return self.said("DeckShuffled.light", by=_p(e.by), player=_p(e.player))
        return self.said("DeckShuffled", player=_p(e.player))

    def _DieRolled(self, e: ke.DieRolled) -> str:
        return self.said("DieRolled", player=_p(e.player), value=e.value)

    def _FirstPlayerDecided(self, e: ke.FirstPlayerDecided) -> str:
        return self.said("FirstPlayerDecided", player=_p(e.player))

    def _Drew(self, e: ke.Drew) -> str:
        if e.cards:
            return self.said("Drew", player=_p(e.player), cards=self.cards(e.cards))
        return self.said("Drew.hidden", player=_p(e.player), count=e.count)

    def _SetAsideForRedraw(self, e: ke.SetAsideForRedraw) -> str:
        if e.card is None:
            return self.said("SetAsideForRedraw.hidden", player=_p(e.player))
        return self.said("SetAsideForRedraw", player=_p(e.player), card=self.face(e.card))

    def _TakenBack(self, e: ke.TakenBack) -> str:
        if e.card is None:
            return self.said("TakenBack.hidden", player=_p(e.player))
        return self.said("TakenBack", player=_p(e.player), card=self.face(e.card))

    def _Redrew(self, e: ke.Redrew) -> str:
        return self.said("Redrew", player=_p(e.player), abroad=self.cards(e.abroad), count=e.count)

    def _Kept(self, e: ke.Kept) -> str:
        return self.said("Kept", player=_p(e.player))

    def _TurnStarted(self, e: ke.TurnStarted) -> str:
        return self.said("TurnStarted", turn=e.turn, player=_p(e.player))

    def _PhaseStarted(self, e: ke.PhaseStarted) -> str:
        name = PHASES.word(e.phase, self.lang)
        return self.said("PhaseStarted", player=_p(e.player), name=name)

    def _ChipsReturned(self, e: ke.ChipsReturned) -> str | None:
        if not e.count:
            return None
        return self.said("ChipsReturned", player=_p(e.player), count=e.count)

    def _Sortied(self, e: ke.Sortied) -> str:
        return self.said("Sortied", player=_p(e.player), card=self.face(e.card), at=label(e.at))

    def _LandPlaced(self, e: ke.LandPlaced) -> str:
        return self.said("LandPlaced", player=_p(e.player), card=self.face(e.card), at=label(e.at))

    def _Supported(self, e: ke.Supported) -> str:
        return self.said("Supported", player=_p(e.player), unit=self.face(e.unit), chips=e.chips)

    def _Attached(self, e: ke.Attached) -> str:
        return self.said(
            "Attached", player=_p(e.player), card=self.face(e.card), unit=self.face(e.unit)
        )

    def _Detached(self, e: ke.Detached) -> str:
        return self.said(
            "Detached", player=_p(e.player), unit=self.face(e.unit), card=self.face(e.card)
        )

    def _UnitsReadied(self, e: ke.UnitsReadied) -> str | None:
        if not e.count:
            return None
        return self.said("UnitsReadied", player=_p(e.player), count=e.count)

    def _Moved(self, e: ke.Moved) -> str:
        again = self.said("Moved.again") if e.again else ""
        return self.said(
            "Moved",
            player=_p(e.player),
            unit=self.face(e.unit),
            start=label(e.start),
            to=label(e.to),
            again=again,
        )

    def _AttackDeclared(self, e: ke.AttackDeclared) -> str:
        return self.said(
            "AttackDeclared",
            player=_p(e.player),
            unit=self.face(e.unit),
            start=label(e.start),
            target=self.face(e.target),
            at=label(e.at),
        )

    def _SurpriseUsed(self, e: ke.SurpriseUsed) -> str:
        effect = EFFECTS.word(e.effect, self.lang)
        return self.said(
            "SurpriseUsed",
            player=_p(e.player),
            card=self.face(e.card),
            effect=effect,
            amount=e.amount,
        )

    def _ChipsPaid(self, e: ke.ChipsPaid) -> str:
        return self.said("ChipsPaid", unit=self.face(e.unit), count=e.count)

    def _Damaged(self, e: ke.Damaged) -> str:
        kind = self.said("Damaged.counter") if e.counter else self.said("Damaged.damage")
        return self.said("Damaged", unit=self.face(e.unit), kind=kind, amount=e.amount, left=e.left)

    def _UnitRemoved(self, e: ke.UnitRemoved) -> str:
        return self.said("UnitRemoved", player=_p(e.player), unit=self.face(e.unit), at=label(e.at))

    def _UnitWaiting(self, e: ke.UnitWaiting) -> str:
        return self.said("UnitWaiting", unit=self.face(e.unit), at=label(e.at))

    def _ClassChanged(self, e: ke.ClassChanged) -> str:
        return self.said(
            "ClassChanged", player=_p(e.player), old=self.face(e.old), new=self.face(e.new)
        )

    def _GenerationChanged(self, e: ke.GenerationChanged) -> str:
        return self.said(
            "GenerationChanged" if e.mode == 1 else "GenerationChanged.support",
            player=_p(e.player),
            parent=self.face(e.parent),
            child=self.face(e.child),
            chips=e.chips,
        )

    def _SymbolChips(self, e: ke.SymbolChips) -> str:
        return self.said(
            "SymbolChips", card=self.face(e.card), unit=self.face(e.unit), chips=e.chips
        )

    def _Discarded(self, e: ke.Discarded) -> str:
        return self.said("Discarded", player=_p(e.player), card=self.face(e.card))

    def _TurnEnded(self, e: ke.TurnEnded) -> str:
        return self.said("TurnEnded", turn=e.turn, value=_p(1 - e.player))
