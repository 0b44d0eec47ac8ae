"""A finished match's result worded and drawn, for any front end (issue 10, "End of match";
issue 21): who won (or a draw), how it ended (the ruleset presenter's end reason, or a
claimed win), the turns played and how long it took, in the reader's language, as the words
of the result picture (renderer/result.py) and its alt text.

The Discord bot posts it when a match ends (bot/adapter/results.py); ``rokumon play`` writes it to
its picture folder (bot/tools/pictures.py). Nothing here knows Discord.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import engine
from bot import games
from bot.presentation import present
from bot.presentation.i18n import t
from renderer.fonts import FontPath
from renderer.result import ResultWords, render_result

FILENAME: Final = "result.png"
ALT_CHARS: Final = 1024  # Discord's limit on an attachment's description


@dataclass(frozen=True)
class Result:
    """The worded result: the picture's words and its alt text."""

    words: ResultWords
    alt: str


def duration_words(seconds: float, lang: str) -> str:
    """``34分12秒`` / ``34 min 12 s``: the two largest units that matter."""
    total = max(0, int(seconds))
    days, rest = divmod(total, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    # the larger unit alone when the smaller is zero; no zero padding (1時間2分, 2日)
    if days:
        return t("duration_days", lang, d=days, h=hours) if hours else t("duration_d", lang, d=days)
    if hours:
        return (
            t("duration_hours", lang, h=hours, m=minutes)
            if minutes
            else t("duration_h", lang, h=hours)
        )
    if minutes:
        return (
            t("duration_minutes", lang, m=minutes, s=secs)
            if secs
            else t("duration_m", lang, m=minutes)
        )
    return t("duration_seconds", lang, s=secs)


def outcome(state: Any, stored: str, lang: str) -> tuple[int | None, str] | None:
    """The winner's seat (None for a draw) and how the match ended, or None when the state
    has no result; ``stored`` "P1 claim" is a win over an idle opponent (no engine result)."""
    if stored.endswith(" claim"):
        return int(stored[1]) - 1, t("result_how_claim", lang)
    if state.result is None:
        return None
    return state.result.winner, games.of(state).present.end_reason(state.result.reason, lang)


def result_words(
    state: Any, names: tuple[str, str], lang: str, seconds: float, stored: str = ""
) -> Result | None:
    """The result of a match that lasted ``seconds``, worded in ``lang``; None without one."""
    found = outcome(state, stored, lang)
    if found is None:
        return None
    winner, how = found
    if winner is None:
        headline = t("result_headline_draw", lang)
        marks = (t("result_mark_draw", lang),) * 2
    else:
        headline = t("result_headline_win", lang, name=names[winner])
        won, lost = t("result_mark_win", lang), t("result_mark_loss", lang)
        marks = (won, lost) if winner == 0 else (lost, won)
    turns = str(present.turn(state)[0])
    duration = duration_words(seconds, lang)
    words = ResultWords(
        title=t("result_title", lang),
        subtitle=engine.registry.get(state.setup.ruleset).title_in(lang),
        headline=headline,
        players=names,
        marks=(marks[0], marks[1]),
        winner=winner,
        facts=(
            (t("result_how", lang), how),
            (t("result_turns", lang), turns),
            (t("result_duration", lang), duration),
        ),
    )
    alt = t(
        "result_alt",
        lang,
        headline=headline,
        p1=names[0],
        p2=names[1],
        how=how,
        turns=turns,
        duration=duration,
    )
    return Result(words, alt[:ALT_CHARS])


def drawn(result: Result, font: FontPath = None) -> bytes:
    """The result picture as PNG bytes."""
    return render_result(result.words, font).png
