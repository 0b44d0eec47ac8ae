"""Words and pictures around a match, for any ruleset: the board message's text within
Discord's limits, listings, and the ruleset's presenter and picture layout looked up by the
match's ruleset (bot/games.py, renderer/layouts.py).

Everything a channel shows comes from the spectator view and from events visible to
spectators; a player's own panel may name their hand cards (it is ephemeral).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import engine
from bot import games
from bot.presentation.i18n import t
from engine.kernel.actions import Action
from engine.kernel.events import Event
from engine.kernel.messages import decision_name
from engine.kernel.state import SPECTATOR
from renderer import layouts
from renderer.draw import Picture


def verb_label(state: Any, verb: str, lang: str) -> str:
    return games.of(state).present.verb_label(state, verb, lang)


def words_label(state: Any, words: Sequence[str], names: dict[int, str], lang: str) -> str:
    return games.of(state).present.words_label(state, words, names, lang)


def action_label(state: Any, names: dict[int, str], action: Action, lang: str) -> str:
    """``召喚 #12 火花の小鬼`` — the notation with the names (``card_names``) a viewer sees."""
    return games.of(state).present.action_label(state, names, action, lang)


def card_names(state: Any, seat: int, lang: str = "ja") -> dict[int, str]:
    return games.of(state).present.card_names(state, seat, lang)


def public_lines(state: Any, events: Iterable[Event], lang: str = "ja") -> list[str]:
    return games.of(state).present.public_lines(state, events, lang)


def status_line(state: Any, names: tuple[str, str], lang: str) -> str:
    return games.of(state).present.status_line(state, names, lang)


def hand_lines(state: Any, seat: int, lang: str = "ja") -> list[str]:
    return games.of(state).present.hand_lines(state, seat, lang)


def describe_action(state: Any, names: dict[int, str], action: Action, lang: str) -> str:
    """What an action does, in a line (a select option's description): ``names`` are the
    cards the deciding player sees (``card_names``)."""
    return games.of(state).present.describe_action(state, names, action, lang)


def turn(state: Any) -> tuple[int, int]:
    """The turn's number and whose turn it is (-1 for nobody's, as in a setup)."""
    return games.of(state).present.turn(state)


def decision_words(state: Any, lang: str) -> str:
    """What the deciding player is asked now, named (マリガン, main phase ...)."""
    decision = engine.decision(state)
    return decision_name(decision.kind.value, lang) if decision.actor >= 0 else ""


def result_line(state: Any, names: tuple[str, str], lang: str, stored: str | None) -> str:
    if stored and stored.endswith("claim"):
        seat = int(stored[1]) - 1
        return t("match_claimed", lang, name=names[seat])
    if stored == "aborted":
        return t("match_aborted", lang)
    result = state.result
    if result is None:
        return ""
    reason = games.of(state).present.end_reason(result.reason, lang)
    if result.winner is None:
        return t("result_draw", lang, reason=reason)
    return t("result_win", lang, name=names[result.winner], reason=reason)


def public_pictures(
    state: Any, events: Iterable[Event], lang: str = "ja", font: str | None = None
) -> tuple[Picture, Picture | None]:
    """What the channel shows: the board (last action highlighted and captioned) and, during a
    battle, the formation; drawn from the spectator view only."""
    seen = engine.view(state, SPECTATOR)
    events = list(events)
    caption = (public_lines(state, events, lang) or [""])[-1]
    highlight = games.of(state).present.highlight(state, events)
    layout = layouts.of(state)
    return layout.board(seen, highlight, caption, font, lang), layout.formation(seen, font, lang)


def hand_picture(
    state: Any, seat: int, title: str, font: str | None = None, lang: str = "ja"
) -> Picture:
    """A player's hand, drawn from that player's own view only."""
    return layouts.of(state).hand(engine.view(state, seat), title, font, lang)


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
