"""The Monster Collection family's log lines (mc20th's events, and Deus's beside its own in
bot/deus/words.py), one per event, in Japanese or English, and the names of phases [8][9]
(turn 0's setup included) and of how a match ends [7][17-3].

Callers pass only events the viewer may see (``engine.kernel.events.can_see``); a card appears by
name only when the event shows its face, named by the caller in the reader's language.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table
from engine.moncolle import events as ev
from renderer import log
from renderer.log import LogWriter

REASONS = Table("renderer.moncolle", "log.REASONS")
OUTCOMES = Table("renderer.moncolle", "log.OUTCOMES")
END_REASONS = Table("renderer.moncolle", "log.END_REASONS")
# every phase [8][9] a player may read, the setup of turn 0 and the match's end included
PHASE_NAMES = Table("renderer.moncolle", "log.PHASE_NAMES")
DICE_PURPOSES = Table("renderer.moncolle", "log.DICE_PURPOSES")
LINK_OUTCOMES = Table("renderer.moncolle", "log.LINK_OUTCOMES")
ZONES = Table("renderer.moncolle", "log.ZONES")
# every table of words above, for the test that each has both languages
TABLES = {
    "REASONS": REASONS,
    "OUTCOMES": OUTCOMES,
    "END_REASONS": END_REASONS,
    "PHASE_NAMES": PHASE_NAMES,
    "DICE_PURPOSES": DICE_PURPOSES,
    "LINK_OUTCOMES": LINK_OUTCOMES,
    "ZONES": ZONES,
}


def phase_name(phase: str, lang: str) -> str:
    return PHASE_NAMES.word(phase, lang)


def end_reason(reason: str, lang: str) -> str:
    return END_REASONS.word(reason, lang)


def _p(seat: int) -> str:
    return f"P{seat + 1}"


LINES: Final = Table("renderer.moncolle", "log.LINES", log.LINES)


class FamilyLogWriter(LogWriter):
    """The family's events; ``face`` names a shown card, ``unit`` a unit by instance id."""

    lines = LINES

    def _SummonerRevealed(self, e: ev.SummonerRevealed) -> str:
        name = self.face(e.card) if e.card else self.said("SummonerRevealed.none")
        return self.said("SummonerRevealed", player=_p(e.player), name=name)

    def _DeckShuffled(self, e: ev.DeckShuffled) -> str:
        return self.said("DeckShuffled", player=_p(e.player))

    def _HQPlaced(self, e: ev.HQPlaced) -> str:
        return self.said("HQPlaced", player=_p(e.player))

    def _CardsDrawn(self, e: ev.CardsDrawn) -> str:
        cards = self.cards(e.cards)
        return self.said("CardsDrawn", player=_p(e.player), cards=cards)

    def _HandCountChanged(self, e: ev.HandCountChanged) -> str:
        return self.said(
            "HandCountChanged", player=_p(e.player), drawn=e.drawn, hand_count=e.hand_count
        )

    def _MulliganDeclared(self, e: ev.MulliganDeclared) -> str:
        cards = self.cards(e.revealed)
        return self.said("MulliganDeclared", player=_p(e.player), cards=cards)

    def _HandKept(self, e: ev.HandKept) -> str:
        return self.said("HandKept", player=_p(e.player))

    def _DieRolled(self, e: ev.DieRolled) -> str:
        label = DICE_PURPOSES.word(e.purpose, self.lang)
        return self.said("DieRolled", player=_p(e.player), label=label, value=e.value)

    def _FirstPlayerDecided(self, e: ev.FirstPlayerDecided) -> str:
        return self.said("FirstPlayerDecided", player=_p(e.player))

    def _TurnStarted(self, e: ev.TurnStarted) -> str:
        return self.said("TurnStarted", turn=e.turn, player=_p(e.player))

    def _PhaseStarted(self, e: ev.PhaseStarted) -> str:
        return phase_name(e.phase, self.lang)

    def _CardsDiscarded(self, e: ev.CardsDiscarded) -> str:
        reason = REASONS.word(e.reason, self.lang)
        cards = self.cards(e.cards)
        return self.said("CardsDiscarded", player=_p(e.player), reason=reason, cards=cards)

    def _TerrainPlaced(self, e: ev.TerrainPlaced) -> str:
        what = self.face(e.card) if e.card else self.said("TerrainPlaced.proxy")
        text = self.said("TerrainPlaced", player=_p(e.player), area=e.area, what=what)
        if e.replaced is not None:
            text += self.said("TerrainPlaced.replaced", replaced=self.face(e.replaced))
        return text

    def _MovesPlanned(self, e: ev.MovesPlanned) -> str:
        return self.said("MovesPlanned", player=_p(e.player), unit=self.unit(e.unit), to=e.to)

    def _MovesCleared(self, e: ev.MovesCleared) -> str:
        return self.said("MovesCleared", player=_p(e.player))

    def _Advanced(self, e: ev.Advanced) -> str:
        moves = ", ".join(f"{self.unit(u)} {a}→{b}" for u, a, b in e.moves)
        return self.said("Advanced", player=_p(e.player), moves=moves)

    def _BattleStarted(self, e: ev.BattleStarted) -> str:
        return self.said(
            "BattleStarted", area=e.area, attacker=_p(e.attacker), defender=_p(e.defender)
        )

    def _UnitSummoned(self, e: ev.UnitSummoned) -> str:
        card = self.face(e.card)
        if e.instant:
            return self.said("UnitSummoned.instant", player=_p(e.player), card=card, area=e.area)
        return self.said("UnitSummoned", player=_p(e.player), card=card, area=e.area)

    def _EquipmentEquipped(self, e: ev.EquipmentEquipped) -> str:
        return self.said(
            "EquipmentEquipped", player=_p(e.player), unit=self.unit(e.unit), card=self.face(e.card)
        )

    def _EquipmentSwapped(self, e: ev.EquipmentSwapped) -> str:
        a, b = (self.unit(u) for u in e.units)
        return self.said("EquipmentSwapped", player=_p(e.player), a=a, b=b)

    def _FormationSet(self, e: ev.FormationSet) -> str:
        order = " > ".join(self.unit(u) for u in e.order)
        return self.said("FormationSet", player=_p(e.player), order=order)

    def _InitiativeDecided(self, e: ev.InitiativeDecided) -> str:
        if e.first is None:
            result = self.said("InitiativeDecided.simultaneous")
        else:
            result = self.said("InitiativeDecided.first", first=_p(e.first))
        return self.said(
            "InitiativeDecided", values=e.values[0], values2=e.values[1], result=result
        )

    def _AttackDeclared(self, e: ev.AttackDeclared) -> str:
        if e.simultaneous:
            return self.said("AttackDeclared.simultaneous", player=_p(e.player), damage=e.damage)
        return self.said("AttackDeclared", player=_p(e.player), damage=e.damage)

    def _DamageApplied(self, e: ev.DamageApplied) -> str:
        died = self.said("DamageApplied.dies") if e.died else ""
        return self.said("DamageApplied", unit=self.unit(e.unit), amount=e.amount, died=died)

    def _UnitDestroyed(self, e: ev.UnitDestroyed) -> str:
        reason = REASONS.word(e.reason, self.lang)
        return self.said("UnitDestroyed", unit=self.face(e.unit), reason=reason)

    def _BattleEnded(self, e: ev.BattleEnded) -> str:
        outcome = OUTCOMES.word(e.outcome, self.lang)
        return self.said("BattleEnded", area=e.area, outcome=outcome)

    def _UnitsReturned(self, e: ev.UnitsReturned) -> str:
        moves = ", ".join(f"{self.unit(u)}→{a}" for u, a in e.moves)
        return self.said("UnitsReturned", player=_p(e.player), moves=moves)

    def _UnitsMoved(self, e: ev.UnitsMoved) -> str:
        moves = ", ".join(f"{self.unit(u)} {a}→{b}" for u, a, b in e.moves)
        return self.said("UnitsMoved", player=_p(e.player), moves=moves)

    def _UnitsUntapped(self, e: ev.UnitsUntapped) -> str:
        return self.said("UnitsUntapped")

    def _TurnEnded(self, e: ev.TurnEnded) -> str:
        return self.said("TurnEnded", turn=e.turn)

    def _DeckOut(self, e: ev.DeckOut) -> str:
        return self.said("DeckOut", judgement_turn=e.judgement_turn)

    def _Resigned(self, e: ev.Resigned) -> str:
        return self.said("Resigned", player=_p(e.player))

    def _MatchEnded(self, e: ev.MatchEnded) -> str:
        if e.winner is None:
            who = self.said("MatchEnded.draw")
        else:
            who = self.said("MatchEnded.winner", winner=_p(e.winner))
        reason = end_reason(e.reason, self.lang)
        detail = ""
        if e.detail:
            detail = self.said("MatchEnded.territory", detail=e.detail)
        return self.said("MatchEnded", reason=reason, who=who, detail=detail)

    def _AttackAnnounced(self, e: ev.AttackAnnounced) -> str:
        units = ", ".join(self.unit(u) for u in e.units)
        return self.said("AttackAnnounced", player=_p(e.player), units=units)

    def _AbilityUsed(self, e: ev.AbilityUsed) -> str:
        targets = ", ".join(self._target(t) for t in e.targets)
        card = self.face(e.card)
        where = self.said("AbilityUsed.targets", targets=targets) if targets else ""
        at = f"L{e.link + 1} " if e.link >= 0 else ""
        return self.said(
            "AbilityUsed",
            player=_p(e.player),
            at=at,
            card=card,
            ability=e.ability + 1,
            where=where,
        )

    def _target(self, label: str) -> str:
        if label.startswith("#") and label[1:].isdigit():
            return self.unit(int(label[1:]))
        return label

    def _TriggersPassed(self, e: ev.TriggersPassed) -> str:
        return self.said("TriggersPassed", player=_p(e.player))

    def _ResponsePassed(self, e: ev.ResponsePassed) -> str:
        return self.said("ResponsePassed", player=_p(e.player))

    def _LinkResolved(self, e: ev.LinkResolved) -> str:
        what = self.face(e.card) if e.card else self.said("LinkResolved.attack")
        outcome = LINK_OUTCOMES.word(e.outcome, self.lang)
        at = f"L{e.link + 1} " if e.link >= 0 else ""
        return self.said("LinkResolved", at=at, what=what, outcome=outcome)

    def _LinkCancelled(self, e: ev.LinkCancelled) -> str:
        return self.said("LinkCancelled", link=e.link + 1)

    def _ManualStep(self, e: ev.ManualStep) -> str:
        target = self._target(e.target)
        amount = f" {e.amount:+d}" if e.op in ("attack", "defence") else ""
        amount = f" {e.amount}" if e.op == "damage" else amount
        return self.said(
            "ManualStep",
            player=_p(e.player),
            card=self.face(e.card),
            op=e.op,
            target=target,
            amount=amount,
        )

    def _CardsMoved(self, e: ev.CardsMoved) -> str:
        source, to = ZONES.word(e.source, self.lang), ZONES.word(e.to, self.lang)
        cards = self.cards(e.cards)
        return self.said("CardsMoved", player=_p(e.player), cards=cards, source=source, to=to)

    def _DiceModified(self, e: ev.DiceModified) -> str:
        return self.said("DiceModified", player=_p(e.player), amount=e.amount)

    def _UnitModified(self, e: ev.UnitModified) -> str:
        parts = []
        if e.attack:
            parts.append(self.said("UnitModified.attack", attack=e.attack))
        if e.defence:
            parts.append(self.said("UnitModified.defence", defence=e.defence))
        if e.granted:
            parts.append(self.said("UnitModified.statics"))
        if e.survive:
            parts.append(self.said("UnitModified.undying"))
        return f"{self.unit(e.unit)}: {', '.join(parts)}"
