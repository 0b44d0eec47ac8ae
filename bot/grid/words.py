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
from engine.kernel.words import Table
from renderer import log
from renderer.log import LogWriter

PHASES: Final = Table("bot.grid", "words.PHASES")
ENDINGS: Final = Table("bot.grid", "words.ENDINGS")
REASONS: Final = Table("bot.grid", "words.REASONS")
TRIGGERS: Final = Table("bot.grid", "words.TRIGGERS")
TABLES: Final = {"PHASES": PHASES, "ENDINGS": ENDINGS, "REASONS": REASONS, "TRIGGERS": TRIGGERS}


def _p(seat: int) -> str:
    return f"P{seat + 1}"


LINES: Final = Table("bot.grid", "words.LINES", log.LINES)


class GridLogWriter(LogWriter):
    """Grid's events; every other game's handlers of the base class are never reached."""

    lines = LINES

    def _BaseChosen(self, e: ge.BaseChosen) -> str:
        if e.card is None:
            return self.said("BaseChosen.hidden", player=_p(e.player))
        return self.said("BaseChosen", player=_p(e.player), card=self.face(e.card))

    def _DieRolled(self, e: ge.DieRolled) -> str:
        return self.said("DieRolled", player=_p(e.player), value=e.value)

    def _DeckShuffled(self, e: ge.DeckShuffled) -> str:
        return self.said("DeckShuffled", player=_p(e.player))

    def _FirstPlayerDecided(self, e: ge.FirstPlayerDecided) -> str:
        return self.said("FirstPlayerDecided", player=_p(e.player))

    def _TurnStarted(self, e: ge.TurnStarted) -> str:
        return self.said("TurnStarted", turn=e.turn, player=_p(e.player))

    def _PhaseStarted(self, e: ge.PhaseStarted) -> str:
        return PHASES.word(e.phase, self.lang)

    def _Untapped(self, e: ge.Untapped) -> str | None:
        if not e.count:
            return None
        return self.said("Untapped", player=_p(e.player), count=e.count)

    def _Drew(self, e: ge.Drew) -> str:
        if e.cards:
            return self.said("Drew", player=_p(e.player), cards=self.cards(e.cards))
        return self.said("Drew.hidden", player=_p(e.player), count=e.count)

    def _LifeDealt(self, e: ge.LifeDealt) -> str:
        return self.said("LifeDealt", base=self.face(e.base), count=e.count)

    def _Supplied(self, e: ge.Supplied) -> str:
        return self.said("Supplied", player=_p(e.player), card=self.face(e.card))

    def _Paid(self, e: ge.Paid) -> str:
        return self.said("Paid", player=_p(e.player), cards=len(e.cards))

    def _Summoned(self, e: ge.Summoned) -> str:
        return self.said("Summoned", player=_p(e.player), card=self.face(e.card), at=label(e.at))

    def _BasePlaced(self, e: ge.BasePlaced) -> str:
        return self.said(
            "BasePlaced", player=_p(e.player), card=self.face(e.card), life=e.life, at=label(e.at)
        )

    def _SpellCast(self, e: ge.SpellCast) -> str:
        if e.at >= 0:
            where = label(e.at)
        elif e.target is not None:
            where = self.face(e.target)
        else:
            where = _p(e.target_player)
        return self.said("SpellCast", player=_p(e.player), card=self.face(e.card), where=where)

    def _Triggered(self, e: ge.Triggered) -> str:
        word = TRIGGERS.word(e.trigger, self.lang)
        return self.said("Triggered", card=self.face(e.card), word=word)

    def _Moved(self, e: ge.Moved) -> str:
        return self.said("Moved", player=_p(e.player), pieces=self.cards(e.pieces), to=label(e.to))

    def _Attacked(self, e: ge.Attacked) -> str:
        return self.said(
            "Attacked.base" if e.defence < 0 else "Attacked",  # a base has no power to compare
            player=_p(e.player),
            piece=self.face(e.piece),
            start=label(e.start),
            at=label(e.at),
            power=e.power,
            defence=e.defence,
        )

    def _Destroyed(self, e: ge.Destroyed) -> str:
        reason = REASONS.word(e.reason, self.lang)
        return self.said(
            "Destroyed.one" if len(e.cards) == 1 else "Destroyed.many",  # one card, several
            at=label(e.at),
            cards=self.cards(e.cards),
            reason=reason,
        )

    def _Bounced(self, e: ge.Bounced) -> str:
        return self.said("Bounced", card=self.face(e.card))

    def _Boosted(self, e: ge.Boosted) -> str:
        return self.said("Boosted", card=self.face(e.card), amount=e.amount, power=e.power)

    def _LifeTaken(self, e: ge.LifeTaken) -> str:
        if e.cards:
            return self.said(
                "LifeTaken", base=self.face(e.base), cards=self.cards(e.cards), left=e.left
            )
        return self.said(
            "LifeTaken.hidden",
            base=self.face(e.base),
            count=e.count,
            player=_p(e.player),
            left=e.left,
        )

    def _BaseDestroyed(self, e: ge.BaseDestroyed) -> str:
        return self.said(
            "BaseDestroyed", player=_p(e.player), base=self.face(e.base), at=label(e.at)
        )

    def _Milled(self, e: ge.Milled) -> str:
        return self.said("Milled", player=_p(e.player), cards=self.cards(e.cards))

    def _ResourcesUntapped(self, e: ge.ResourcesUntapped) -> str:
        return self.said("ResourcesUntapped", player=_p(e.player), count=e.count)

    def _DeckEmptied(self, e: ge.DeckEmptied) -> str:
        return self.said("DeckEmptied", player=_p(e.player))

    def _TurnEnded(self, e: ge.TurnEnded) -> str:
        return self.said("TurnEnded", turn=e.turn)
