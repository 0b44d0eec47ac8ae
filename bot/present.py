"""Words around the pictures: the status line, log lines, action labels for selects.

Everything a channel shows comes from the spectator view and from events visible to
spectators; a player's own panel may name their hand cards (it is ephemeral).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import engine
from bot.i18n import t
from engine.kernel.messages import decision_name
from engine.kernel.state import SPECTATOR
from engine.mc20th.board import area_label
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
from renderer.board import render_board
from renderer.draw import Picture
from renderer.formation import render_formation
from renderer.log import END_REASONS, END_REASONS_EN, PHASES, PHASES_EN, LogWriter

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


def verb_label(verb: str, lang: str) -> str:
    pair = VERB_LABELS.get(verb, (verb, verb))
    return pair[0 if lang == "ja" else 1]


def phase_name(phase: str, lang: str) -> str:
    return PHASES.get(phase, phase) if lang == "ja" else PHASES_EN.get(phase, phase)


def card_names(seen: View) -> dict[int, str]:
    """Names of every card face the viewer can see, by instance id."""
    return {s.id: seen.catalog[s.def_id].name for s in engine.kernel.events.shown_in(seen)}


def action_label(state: Any, names: dict[int, str], action: a.Action, lang: str) -> str:
    """``召喚 #12 火花の小鬼`` — the notation with the names (``card_names``) a viewer sees."""
    return words_label(engine.format_action(state, action).split(), names, lang)


def words_label(words: Sequence[str], names: dict[int, str], lang: str) -> str:
    """The same for the first words of a notation (a group of actions on the Act panel)."""
    if not words:
        return ""
    out = [verb_label(words[0], lang)]
    if words[0] == "manual" and len(words) > 1:
        pair = MANUAL_OPS.get(words[1], (words[1], words[1]))
        out.append(pair[0 if lang == "ja" else 1])
        words = words[1:]
    for word in words[1:]:
        if word.startswith("#") and word[1:].isdigit() and int(word[1:]) in names:
            out.append(f"{word} {names[int(word[1:])]}")
        else:
            out.append(word)
    return " ".join(out)[:100]


def names_writer(state: Any, lang: str = "ja") -> LogWriter:
    """A log writer naming cards; only fed events the reader may see."""
    catalog, cards = state.setup.catalog, state.setup.cards
    return LogWriter(
        lambda card: f"{catalog[card.def_id].name}",
        lambda unit: f"{catalog[cards[unit].def_id].name}#{unit}",
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


MESSAGE_CHARS = 2000  # Discord's limit on a message's text
LOG_LINE_CHARS = 200  # a longer log line (a crowd returning home ...) ends in "…"


def board_text(head: str, lines: list[str]) -> str:
    """The board message's text: the status in bold, then the log in a code block, within
    Discord's limit however long the log's lines; oldest lines go first when it is full."""
    # a backtick in a card or player name must not close the code block early
    lines = [line.replace("`", "ˋ") for line in lines]
    lines = [
        line if len(line) <= LOG_LINE_CHARS else line[: LOG_LINE_CHARS - 1] + "…" for line in lines
    ]
    head = f"**{head[: MESSAGE_CHARS // 4]}**"
    while lines and len("\n".join([head, "```", *lines, "```"])) > MESSAGE_CHARS:
        lines = lines[1:]
    return "\n".join([head, "```", *lines, "```"])


def listing(title: str, items: list[str], more: Callable[[int], str]) -> str:
    """``title`` and one item a line, as many as Discord's limit holds; ``more(n)`` says how
    many did not fit."""
    lines = [title]
    for shown, item in enumerate(items):
        if len("\n".join([*lines, item, more(len(items))])) > MESSAGE_CHARS:
            return "\n".join([*lines, more(len(items) - shown)])
        lines.append(item)
    return "\n".join(lines)


def public_pictures(
    state: Any, events: Iterable[Event], lang: str = "ja", font: str | None = None
) -> tuple[Picture, Picture | None]:
    """What the channel shows: the board (last action highlighted and captioned) and, during a
    battle, the formation; drawn from the spectator view only."""
    seen = engine.view(state, SPECTATOR)
    events = list(events)
    caption = (public_lines(state, events, lang) or [""])[-1]
    board = render_board(seen, highlight=highlight_areas(state, events), caption=caption, font=font)
    return board, render_formation(seen, font=font)


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


def result_line(state: Any, names: tuple[str, str], lang: str, stored: str | None) -> str:
    if stored and stored.endswith("claim"):
        seat = int(stored[1]) - 1
        return t("match_claimed", lang, name=names[seat])
    if stored == "aborted":
        return t("match_aborted", lang)
    result = state.result
    if result is None:
        return ""
    reasons = END_REASONS if lang == "ja" else END_REASONS_EN
    reason = reasons.get(result.reason, result.reason)
    if result.winner is None:
        return t("result_draw", lang, reason=reason)
    return t("result_win", lang, name=names[result.winner], reason=reason)


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
        phase = f"戦闘（{area}）" if lang == "ja" else f"battle at {area}"
    return t("status_line", lang, turn=state.turn, phase=phase, decider=who)
