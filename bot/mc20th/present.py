"""mc20th's presenter: verbs, action labels, log lines, the status line, the end reasons,
the one-click choices and the pictures of a match, for the bot's shared code (bot/present.py
dispatches here).

Everything a channel shows comes from the spectator view and from events visible to
spectators; a player's own panel may name their hand cards (it is ephemeral).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import engine
from bot.games import Quick
from bot.i18n import t
from engine.kernel.messages import decision_name
from engine.kernel.state import SPECTATOR
from engine.mc20th.board import area_label
from engine.mc20th.decision import Kind
from engine.mc20th.view import View
from engine.moncolle import actions as a
from engine.moncolle.events import (
    Advanced,
    BattleStarted,
    Event,
    TerrainPlaced,
    UnitsReturned,
    UnitSummoned,
    can_see,
)
from engine.moncolle.messages import WORDS
from renderer.log import LogWriter, phase_name
from renderer.log import end_reason as _end_reason

VERB_LABELS: dict[str, tuple[str, str]] = {
    "mulligan": ("マリガン", "Mulligan"),
    "keep": ("手札を確定", "Keep hand"),
    "discard": ("破棄", "Discard"),
    "refill": ("補充して次へ", "Refill"),
    "terrain": ("地形配置", "Place terrain"),
    "proxy": ("代理地形", "Proxy terrain"),
    "move": ("進軍に加える", "Move"),
    "advance": ("進軍を宣言", "Declare advance"),
    "clear": ("進軍を取り消し", "Clear moves"),
    "swap": ("装備品の持ち替え", "Swap equipment"),
    "end-main": ("メインフェイズ終了", "End main phase"),
    "unequip": ("装備品の破棄", "Discard equipment"),
    "summon": ("召喚", "Summon"),
    "equip": ("装備", "Equip"),
    "end-summon": ("召喚フェイズ終了", "End summon phase"),
    "done": ("決定", "Done"),
    "formation": ("隊列（前から）", "Formation (front first)"),
    "attack": ("攻撃", "Attack"),
    "return": ("戻る地形", "Return to"),
    "limit": ("リミット調整で破棄", "Discard for limit"),
    "resign": ("投了", "Resign"),
    "use": ("能力・カードを使う", "Use"),
    "target": ("対象", "Target"),
    "pay": ("コスト（枠）", "Pay with a slot"),
    "pay-card": ("コスト（手札）", "Pay with a card"),
    "declare": ("宣言する", "Declare"),
    "withdraw": ("やめる", "Withdraw"),
    "pass": ("使わない・対抗しない", "Pass"),
    "manual": ("手動処理", "Resolve by hand"),
}
MANUAL_OPS: dict[str, tuple[str, str]] = {
    "damage": ("ダメージ", "damage"),
    "destroy": ("死亡させる", "kill"),
    "attack": ("攻撃力±", "attack ±"),
    "defence": ("防御力±", "defence ±"),
    "tap": ("行動完了にする", "tap"),
    "untap": ("未行動にする", "untap"),
    "bounce": ("手札に戻す", "back to hand"),
    "draw": ("カードを引く", "draw"),
    "discard": ("手札を破棄", "discard from hand"),
    "recover": ("捨札から手札へ", "discard pile to hand"),
    "cancel": ("キャンセル", "cancel"),
}


def verb_of(state: Any, action: a.Action) -> str:
    return engine.format_action(state, action).split()[0]


def verb_label(_state: Any, verb: str, lang: str) -> str:
    pair = VERB_LABELS.get(verb, (verb, verb))
    return pair[0 if lang == "ja" else 1]


def card_names(state: Any, seat: int, lang: str = "ja") -> dict[int, str]:
    """Names of every card face the player can see, by instance id, in ``lang``."""
    seen: View = engine.view(state, seat)
    shown = engine.kernel.events.shown_in(seen)
    return {s.id: seen.catalog[s.def_id].name_in(lang) for s in shown}


def action_label(state: Any, names: dict[int, str], action: a.Action, lang: str) -> str:
    """``召喚 #12 火花の小鬼`` — the notation with the names (``card_names``) a viewer sees."""
    return words_label(state, engine.format_action(state, action).split(), names, lang)


def words_label(state: Any, words: Sequence[str], names: dict[int, str], lang: str) -> str:
    """The same for the first words of a notation (a group of actions on the Act panel)."""
    if not words:
        return ""
    out = [verb_label(state, words[0], lang)]
    if words[0] == "manual" and len(words) > 1:
        pair = MANUAL_OPS.get(words[1], (words[1], words[1]))
        out.append(pair[0 if lang == "ja" else 1])
        words = words[1:]
    for word in words[1:]:
        if word.startswith("#") and word[1:].isdigit() and int(word[1:]) in names:
            out.append(f"{word} {names[int(word[1:])]}")
        else:  # a spell slot paid with (火, S) is a printed word, said in the reader's language
            out.append(WORDS[word][1] if lang == "en" and word in WORDS else word)
    return " ".join(out)[:100]


def names_writer(state: Any, lang: str = "ja") -> LogWriter:
    """A log writer naming cards; only fed events the reader may see."""
    catalog, cards = state.setup.catalog, state.setup.cards
    return LogWriter(
        lambda card: f"{catalog[card.def_id].name_in(lang)}",
        lambda unit: f"{catalog[cards[unit].def_id].name_in(lang)}#{unit}",
        lang,
    )


def public_lines(state: Any, events: Iterable[Event], lang: str = "ja") -> list[str]:
    writer = names_writer(state, lang)
    lines = []
    for event in events:
        if can_see(event.audience, SPECTATOR):
            line = writer.line(event)
            if line:
                lines.append(line)
    return lines


def highlight_areas(state: Any, events: Iterable[Event]) -> list[str]:
    """Areas the last action touched, for the board's highlight."""
    found: list[str] = []
    for event in events:
        if isinstance(event, Advanced):
            found += [label for move in event.moves for label in move[1:]]
        elif isinstance(event, TerrainPlaced | UnitSummoned | BattleStarted):
            found.append(event.area)
        elif isinstance(event, UnitsReturned):
            found += [label for _, label in event.moves]
    return list(dict.fromkeys(found))


def end_reason(reason: str, lang: str) -> str:
    """How a match ended, e.g. 本陣陥落 / HQ fall (mc20th [9-1][18-1][18-2])."""
    return _end_reason(reason, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    decision = engine.decision(state)
    if decision.actor >= 0:
        what = decision_name(decision.kind.value, lang)
        who = t("decider", lang, name=names[decision.actor], what=what)
    else:
        who = ""
    phase = phase_name(state.phase.value, lang)
    if state.battle is not None:
        area = area_label(state.battle.area)
        phase = t("battle_at", lang, area=area)
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and its active player [9]; during setup [8] nobody's."""
    return (state.turn, state.active if state.turn > 0 else -1)


def hand_lines(state: Any, seat: int, lang: str = "ja") -> list[str]:
    """The player's hand, a card a line (``#12 火花の小鬼``), for the hand message's text."""
    seen: View = engine.view(state, seat)
    hand = seen.players[seat].hand or ()
    return [f"#{c.id} {seen.catalog[c.def_id].name_in(lang)}" for c in hand]


# -- one-click choices (issue 10 item 4) ----------------------------------------------------
# The decisions whose end is one action, and that action: the formation step kept as it
# stands [10-2], a phase or a battle timing ended [9-2][9-3][10-1][10-4], hand adjustment
# ended by refilling [9-1][9-4]. Each is legal whenever it is offered, judged on what
# everyone sees (the plan and hand sizes are open), so the public board may carry it.
ENDS: dict[Kind, tuple[str, str, str]] = {  # key, action, label
    Kind.FORMATION: ("keep-formation", "done", "quick_keep_formation"),
    Kind.MAIN: ("end-phase", "end-main", "quick_end"),
    Kind.SUMMON: ("end-phase", "end-summon", "quick_end"),
    Kind.HAND_ADJUST: ("refill", "refill", "quick_refill"),
    # these end the deciding side's part of the timing, which may then pass to the other
    Kind.INSTANT: ("end-timing", "done", "quick_no_instant"),
    Kind.EFFECTS: ("end-timing", "done", "quick_done_timing"),
}


def quick_choices(state: Any, lang: str) -> list[Quick]:
    """The deciding player's one-click choices: keep this formation, end the phase (or the
    battle timing), pass the rest of my [条件] effects."""
    decision = engine.decision(state)
    if decision.actor < 0:
        return []
    if decision.kind is Kind.TRIGGER:
        return _pass_rest(state, decision.actor, lang)
    if decision.kind not in ENDS:
        return []
    key, action, label = ENDS[decision.kind]
    if action not in {engine.format_action(state, x) for x in engine.legal_actions(state)}:
        return []  # a planned advance is declared first; a hand over six is discarded down
    what = decision_name(decision.kind.value, lang)  # the phase or the battle timing
    return [Quick(key, t(label, lang, what=what), action)]


def _pass_rest(state: Any, seat: int, lang: str) -> list[Quick]:
    """[11-2-4]: a player may pass the rest of their [条件] effects; one ``pass`` passes all
    of theirs woken at this moment. Offered unless one of them is forced (then passing may
    be refused, and whether it is depends on the hand, which the board must not tell).
    When more moments woke effects before the click (a queue of windows), the choice passes
    those too while the player still decides, and never one that woke after the click."""
    if any(e.forced for e in state.windows[0].pending if e.seat == seat):
        return []
    label = t("quick_pass_rest", lang)
    opened = [(w.moment, w.subject) for w in state.windows]
    if not any(e.seat == seat for w in state.windows[1:] for e in w.pending):
        return [Quick("pass-rest", label, "pass")]

    def then(now: Any) -> str | None:
        decision = engine.decision(now)
        if decision.actor != seat or decision.kind is not Kind.TRIGGER:
            return None
        if any(e.forced for e in now.windows[0].pending if e.seat == seat):
            return None
        queue = [(w.moment, w.subject) for w in now.windows]
        # windows leave from the front and come in at the back: the click's windows that
        # are still open are the front of the queue now
        for start in range(1, len(opened)):
            if queue[: len(opened) - start] == opened[start:]:
                return "pass"
        return None

    return [Quick("pass-rest", label, "pass", then)]
