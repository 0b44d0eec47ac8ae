"""The Monster Collection family's log lines (mc20th's events, and Deus's beside its own in
bot/deus/words.py), one per event, in Japanese or English, and the names of phases [8][9]
(turn 0's setup included) and of how a match ends [7][17-3].

Callers pass only events the viewer may see (``engine.kernel.events.can_see``); a card appears by
name only when the event shows its face, named by the caller in the reader's language.
"""

from __future__ import annotations

from engine.moncolle import events as ev
from renderer.log import LogWriter, said_in

REASONS = {
    "hand adjustment": ("手札調整", "hand adjustment"),
    "hero points": ("英雄点", "hero points"),
    "equipment": ("装備品の破棄", "equipment discarded"),
    "equipment of a unit leaving the battlefield": (
        "戦場を離れたユニットの装備品",
        "equipment of a unit leaving the battlefield",
    ),
    "died": ("死亡", "died"),
    "effect": ("効果", "an effect"),
    "cost": ("コスト", "cost"),
    "defence 0": ("防御力0以下", "defence 0"),
    "limit adjustment": ("リミット調整", "limit adjustment"),
}
OUTCOMES = {
    "attacker_won": (
        "進軍側のユニットのみ生存：進軍成功",
        "only the attackers survive: advance succeeds",
    ),
    "defender_held": ("守備側のユニットが生存：進軍失敗", "the defenders survive: advance fails"),
    "wiped_out": ("双方が全滅", "both sides wiped out"),
}
END_REASONS = {
    "hq_fall": ("本陣陥落", "HQ fall"),
    "deck_out": ("山札切れ判定", "deck-out judgement"),
    "repetition": ("千日手判定", "repetition judgement"),
    "resignation": ("投了", "resignation"),
}
# every phase [8][9] a player may read, the setup of turn 0 and the match's end included
PHASE_NAMES = {
    "setup": ("準備", "Setup"),
    "turn_start": ("ターン開始", "Turn start"),
    "hand_adjust_1": ("第1手札調整フェイズ", "1st hand adjustment phase"),
    "main": ("メインフェイズ", "Main phase"),
    "summon": ("通常召喚フェイズ", "Normal summon phase"),
    "hand_adjust_2": ("第2手札調整フェイズ", "2nd hand adjustment phase"),
    "turn_end": ("終了宣言フェイズ", "End declaration phase"),
    "over": ("終了", "Match over"),
}
DICE_PURPOSES = {
    "first": ("先手決定", "first player"),
    "initiative": ("イニシアチブ", "initiative"),
    "effect": ("効果", "effect"),
}
LINK_OUTCOMES = {
    "applied": ("効果を発揮", "takes effect"),
    "cancelled": ("キャンセルされた", "was cancelled"),
    "unpaid": ("コストが確定せず不発", "fails: its cost was not confirmed"),
    "manual": ("手動で処理した", "was resolved by hand"),
    "user_gone": ("使用したユニットが戦闘にいないため不発", "fails: its user left the battle"),
}
ZONES = {
    "field": ("戦場", "the battlefield"),
    "hand": ("手札", "the hand"),
    "discard": ("捨札", "the discard"),
    "deck": ("山札", "the deck"),
    "tokens": ("トークン置き場", "the token area"),
}
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
    return said_in(PHASE_NAMES, phase, lang)


def end_reason(reason: str, lang: str) -> str:
    return said_in(END_REASONS, reason, lang)


def _p(seat: int) -> str:
    return f"P{seat + 1}"


class FamilyLogWriter(LogWriter):
    """The family's events; ``face`` names a shown card, ``unit`` a unit by instance id."""

    def _SummonerRevealed(self, e: ev.SummonerRevealed) -> str:
        name = self.face(e.card) if e.card else self.say("なし", "none")
        return self.say(f"{_p(e.player)} 召喚術師: {name}", f"{_p(e.player)} summoner: {name}")

    def _DeckShuffled(self, e: ev.DeckShuffled) -> str:
        return self.say(f"{_p(e.player)} の山札をシャッフル", f"{_p(e.player)} shuffled")

    def _HQPlaced(self, e: ev.HQPlaced) -> str:
        return self.say(f"{_p(e.player)} 本陣を裏向きで配置", f"{_p(e.player)} placed the HQ")

    def _CardsDrawn(self, e: ev.CardsDrawn) -> str:
        cards = self.cards(e.cards)
        return self.say(f"{_p(e.player)} 補充: {cards}", f"{_p(e.player)} drew {cards}")

    def _HandCountChanged(self, e: ev.HandCountChanged) -> str:
        return self.say(
            f"{_p(e.player)} {e.drawn}枚補充（手札{e.hand_count}枚）",
            f"{_p(e.player)} drew {e.drawn} (hand {e.hand_count})",
        )

    def _MulliganDeclared(self, e: ev.MulliganDeclared) -> str:
        cards = self.cards(e.revealed)
        return self.say(
            f"{_p(e.player)} マリガン（公開: {cards}）", f"{_p(e.player)} mulligans ({cards})"
        )

    def _HandKept(self, e: ev.HandKept) -> str:
        return self.say(f"{_p(e.player)} 手札を確定", f"{_p(e.player)} keeps the hand")

    def _DieRolled(self, e: ev.DieRolled) -> str:
        label = said_in(DICE_PURPOSES, e.purpose, self.lang)
        return self.say(
            f"{_p(e.player)} ダイス({label}): {e.value}",
            f"{_p(e.player)} rolls ({label}): {e.value}",
        )

    def _FirstPlayerDecided(self, e: ev.FirstPlayerDecided) -> str:
        return self.say(f"先手は {_p(e.player)}", f"{_p(e.player)} goes first")

    def _TurnStarted(self, e: ev.TurnStarted) -> str:
        return self.say(
            f"―― ターン{e.turn}（進軍側 {_p(e.player)}）――",
            f"-- Turn {e.turn} ({_p(e.player)}) --",
        )

    def _PhaseStarted(self, e: ev.PhaseStarted) -> str:
        return phase_name(e.phase, self.lang)

    def _CardsDiscarded(self, e: ev.CardsDiscarded) -> str:
        reason = said_in(REASONS, e.reason, self.lang)
        cards = self.cards(e.cards)
        return self.say(
            f"{_p(e.player)} 破棄（{reason}）: {cards}",
            f"{_p(e.player)} discards ({reason}): {cards}",
        )

    def _TerrainPlaced(self, e: ev.TerrainPlaced) -> str:
        what = self.face(e.card) if e.card else self.say("代理地形", "proxy terrain")
        text = self.say(
            f"{_p(e.player)} {e.area} に {what} を配置", f"{_p(e.player)} places {what} at {e.area}"
        )
        if e.replaced is not None:
            text += self.say(
                f"（{self.face(e.replaced)} を破棄）", f" ({self.face(e.replaced)} discarded)"
            )
        return text

    def _MovesPlanned(self, e: ev.MovesPlanned) -> str:
        return self.say(
            f"{_p(e.player)} 進軍予定: {self.unit(e.unit)} → {e.to}",
            f"{_p(e.player)} plans {self.unit(e.unit)} -> {e.to}",
        )

    def _MovesCleared(self, e: ev.MovesCleared) -> str:
        return self.say(f"{_p(e.player)} 進軍予定を取り消し", f"{_p(e.player)} clears the plan")

    def _Advanced(self, e: ev.Advanced) -> str:
        moves = ", ".join(f"{self.unit(u)} {a}→{b}" for u, a, b in e.moves)
        return self.say(f"{_p(e.player)} 進軍: {moves}", f"{_p(e.player)} advances: {moves}")

    def _BattleStarted(self, e: ev.BattleStarted) -> str:
        return self.say(
            f"戦闘発生 {e.area}: 進軍側{_p(e.attacker)} / 守備側{_p(e.defender)}",
            f"Battle at {e.area}: {_p(e.attacker)} attacks, {_p(e.defender)} defends",
        )

    def _UnitSummoned(self, e: ev.UnitSummoned) -> str:
        card = self.face(e.card)
        if e.instant:
            return self.say(
                f"{_p(e.player)} {card} を {e.area} に即時召喚",
                f"{_p(e.player)} instant-summons {card} at {e.area}",
            )
        return self.say(
            f"{_p(e.player)} {card} を {e.area} に召喚",
            f"{_p(e.player)} summons {card} at {e.area}",
        )

    def _EquipmentEquipped(self, e: ev.EquipmentEquipped) -> str:
        return self.say(
            f"{_p(e.player)} {self.unit(e.unit)} に {self.face(e.card)} を装備",
            f"{_p(e.player)} equips {self.unit(e.unit)} with {self.face(e.card)}",
        )

    def _EquipmentSwapped(self, e: ev.EquipmentSwapped) -> str:
        a, b = (self.unit(u) for u in e.units)
        return self.say(
            f"{_p(e.player)} 装備品の持ち替え: {a} ⇔ {b}",
            f"{_p(e.player)} swaps equipment: {a} <-> {b}",
        )

    def _FormationSet(self, e: ev.FormationSet) -> str:
        order = " > ".join(self.unit(u) for u in e.order)
        return self.say(
            f"{_p(e.player)} 隊列（前から）: {order}", f"{_p(e.player)} formation: {order}"
        )

    def _InitiativeDecided(self, e: ev.InitiativeDecided) -> str:
        if e.first is None:
            result = self.say("同時攻撃", "simultaneous attack")
        else:
            result = self.say(f"先攻 {_p(e.first)}", f"{_p(e.first)} strikes first")
        return self.say(
            f"イニシアチブ値 P1:{e.values[0]} P2:{e.values[1]} → {result}",
            f"Initiative P1:{e.values[0]} P2:{e.values[1]} -> {result}",
        )

    def _AttackDeclared(self, e: ev.AttackDeclared) -> str:
        if e.simultaneous:
            return self.say(
                f"{_p(e.player)} 同時攻撃: 攻撃ダメージ合計 {e.damage}",
                f"{_p(e.player)} strikes at the same time: {e.damage} damage",
            )
        return self.say(
            f"{_p(e.player)} 攻撃: 攻撃ダメージ合計 {e.damage}",
            f"{_p(e.player)} attacks: {e.damage} damage",
        )

    def _DamageApplied(self, e: ev.DamageApplied) -> str:
        died = self.say("（死亡）", " (dies)") if e.died else ""
        return self.say(
            f"  {self.unit(e.unit)} に {e.amount} ダメージ{died}",
            f"  {self.unit(e.unit)} takes {e.amount}{died}",
        )

    def _UnitDestroyed(self, e: ev.UnitDestroyed) -> str:
        reason = said_in(REASONS, e.reason, self.lang)
        return self.say(
            f"{self.face(e.unit)} を破棄（{reason}）", f"{self.face(e.unit)} discarded ({reason})"
        )

    def _BattleEnded(self, e: ev.BattleEnded) -> str:
        outcome = said_in(OUTCOMES, e.outcome, self.lang)
        return self.say(f"戦闘終了 {e.area}: {outcome}", f"Battle at {e.area} over: {outcome}")

    def _UnitsReturned(self, e: ev.UnitsReturned) -> str:
        moves = ", ".join(f"{self.unit(u)}→{a}" for u, a in e.moves)
        return self.say(
            f"{_p(e.player)} 元の地形へ戻る: {moves}", f"{_p(e.player)} returns: {moves}"
        )

    def _UnitsMoved(self, e: ev.UnitsMoved) -> str:
        moves = ", ".join(f"{self.unit(u)} {a}→{b}" for u, a, b in e.moves)
        return self.say(
            f"{_p(e.player)} 特殊進軍: {moves}", f"{_p(e.player)} moves by an effect: {moves}"
        )

    def _UnitsUntapped(self, e: ev.UnitsUntapped) -> str:
        return self.say("すべてのユニットが未行動に", "All units untap")

    def _TurnEnded(self, e: ev.TurnEnded) -> str:
        return self.say(f"ターン{e.turn} 終了", f"Turn {e.turn} ends")

    def _DeckOut(self, e: ev.DeckOut) -> str:
        return self.say(
            f"双方の山札がなくなりました。ターン{e.judgement_turn}の終了時に山札切れ判定",
            f"Both decks are empty: judgement at the end of turn {e.judgement_turn}",
        )

    def _Resigned(self, e: ev.Resigned) -> str:
        return self.say(f"{_p(e.player)} 投了", f"{_p(e.player)} resigns")

    def _MatchEnded(self, e: ev.MatchEnded) -> str:
        if e.winner is None:
            who = self.say("引き分け", "draw")
        else:
            who = self.say(f"{_p(e.winner)} の勝利", f"{_p(e.winner)} wins")
        reason = end_reason(e.reason, self.lang)
        detail = ""
        if e.detail:
            detail = self.say(
                f"（敵軍領土のユニット {e.detail}）", f" (units in enemy territory {e.detail})"
            )
        return self.say(f"対戦終了: {reason} {who}{detail}", f"Match over: {reason}, {who}{detail}")

    def _AttackAnnounced(self, e: ev.AttackAnnounced) -> str:
        units = ", ".join(self.unit(u) for u in e.units)
        return self.say(
            f"{_p(e.player)} 攻撃宣言: {units}", f"{_p(e.player)} declares an attack: {units}"
        )

    def _AbilityUsed(self, e: ev.AbilityUsed) -> str:
        targets = ", ".join(self._target(t) for t in e.targets)
        card = self.face(e.card)
        where = self.say(f"（対象: {targets}）", f" (targets: {targets})") if targets else ""
        at = f"L{e.link + 1} " if e.link >= 0 else ""
        return self.say(
            f"{_p(e.player)} {at}{card} の能力{e.ability + 1}を使用{where}",
            f"{_p(e.player)} {at}uses {card}, ability {e.ability + 1}{where}",
        )

    def _target(self, label: str) -> str:
        if label.startswith("#") and label[1:].isdigit():
            return self.unit(int(label[1:]))
        return label

    def _TriggersPassed(self, e: ev.TriggersPassed) -> str:
        return self.say(
            f"{_p(e.player)} 残りの[条件]の効果を使わない",
            f"{_p(e.player)} uses none of the rest of their [Condition] effects",
        )

    def _ResponsePassed(self, e: ev.ResponsePassed) -> str:
        return self.say(f"{_p(e.player)} 対抗なし", f"{_p(e.player)} passes")

    def _LinkResolved(self, e: ev.LinkResolved) -> str:
        what = self.face(e.card) if e.card else self.say("攻撃", "the attack")
        outcome = said_in(LINK_OUTCOMES, e.outcome, self.lang)
        at = f"L{e.link + 1} " if e.link >= 0 else ""
        return self.say(f"{at}{what}: {outcome}", f"{at}{what} {outcome}")

    def _LinkCancelled(self, e: ev.LinkCancelled) -> str:
        return self.say(f"L{e.link + 1} をキャンセル", f"L{e.link + 1} cancelled")

    def _ManualStep(self, e: ev.ManualStep) -> str:
        target = self._target(e.target)
        amount = f" {e.amount:+d}" if e.op in ("attack", "defence") else ""
        amount = f" {e.amount}" if e.op == "damage" else amount
        return self.say(
            f"{_p(e.player)} {self.face(e.card)} を手動処理: {e.op} {target}{amount}",
            f"{_p(e.player)} resolves {self.face(e.card)} by hand: {e.op} {target}{amount}",
        )

    def _CardsMoved(self, e: ev.CardsMoved) -> str:
        source, to = said_in(ZONES, e.source, self.lang), said_in(ZONES, e.to, self.lang)
        cards = self.cards(e.cards)
        return self.say(
            f"{_p(e.player)} {cards}: {source}→{to}", f"{_p(e.player)} {cards}: {source} to {to}"
        )

    def _DiceModified(self, e: ev.DiceModified) -> str:
        return self.say(
            f"{_p(e.player)} ダイス結果{e.amount:+d}", f"{_p(e.player)} dice results {e.amount:+d}"
        )

    def _UnitModified(self, e: ev.UnitModified) -> str:
        parts = []
        if e.attack:
            parts.append(self.say(f"攻撃力{e.attack:+d}", f"attack {e.attack:+d}"))
        if e.defence:
            parts.append(self.say(f"防御力{e.defence:+d}", f"defence {e.defence:+d}"))
        if e.granted:
            parts.append(self.say("常備能力を付与", "statics granted"))
        if e.survive:
            parts.append(self.say("「死亡しない」", "cannot die"))
        return f"{self.unit(e.unit)}: {', '.join(parts)}"
