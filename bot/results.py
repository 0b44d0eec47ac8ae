"""A finished match's result (issue 10, "End of match"): who won (or a draw), how it ended
(the ruleset presenter's end reason, or a claimed win), the turns played and how long it
took, worded in the server's language and drawn as a picture (renderer/result.py).

``announce`` posts it once, when the match ends (``MatchHost.refresh``): where the match was
played, with a Rematch button (bot/lobby.py), and in the channel a thread came from
(bot/threads.py). An aborted match has no result, so no picture.
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

import engine
from bot import games, present, threads
from bot.i18n import t
from bot.lobby import rematch_view
from bot.mentions import pings
from renderer.result import ResultWords, render_result

if TYPE_CHECKING:
    from bot.host import MatchHost
    from bot.service import Match

log = logging.getLogger("rokumon")
FILENAME = "result.png"
ALT_CHARS = 1024  # Discord's limit on an attachment's description


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


def _outcome(match: Match, lang: str) -> tuple[int | None, str] | None:
    """The winner's seat (None for a draw) and how the match ended, or None when it has no
    result (still going, or aborted)."""
    if match.row.status != "finished":
        return None
    stored = match.row.result or ""
    if stored.endswith(" claim"):  # "P1 claim": won over an idle opponent, no engine result
        return int(stored[1]) - 1, t("result_how_claim", lang)
    result = match.state.result
    if result is None:
        return None
    return result.winner, games.of(match.state).present.end_reason(result.reason, lang)


def result_of(match: Match, names: tuple[str, str], lang: str) -> Result | None:
    """The match's result worded in ``lang``; None for a match without one."""
    outcome = _outcome(match, lang)
    if outcome is None:
        return None
    winner, how = outcome
    if winner is None:
        headline = t("result_headline_draw", lang)
        marks = (t("result_mark_draw", lang),) * 2
    else:
        headline = t("result_headline_win", lang, name=names[winner])
        won, lost = t("result_mark_win", lang), t("result_mark_loss", lang)
        marks = (won, lost) if winner == 0 else (lost, won)
    turns = str(present.turn(match.state)[0])
    duration = duration_words((match.row.updated_at - match.row.created_at).total_seconds(), lang)
    words = ResultWords(
        title=t("result_title", lang),
        subtitle=engine.registry.get(match.row.ruleset).title_in(lang),
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


async def picture(host: MatchHost, result: Result) -> bytes:
    """The result drawn, off the event loop."""
    drawn = await asyncio.to_thread(render_result, result.words, host.settings.font)
    return drawn.png


def attachment(png: bytes, result: Result) -> discord.File:
    """A fresh file for each message: a sent ``discord.File`` is spent."""
    return discord.File(io.BytesIO(png), filename=FILENAME, description=result.alt)


async def announce(host: MatchHost, match: Match) -> None:
    """Say the result once the match has ended: in its own channel with the picture and a
    Rematch button, and in the channel its thread came from (an abort only there, in
    words). A failure is logged: the end stands whatever Discord does."""
    lang = await host.guild_lang(match.row.guild_id)
    names = host.names(match)
    result = result_of(match, names, lang)
    files: list[discord.File] = []
    view = None
    if result is not None:
        png = await picture(host, result)
        view = rematch_view(match.id, lang)
        line = present.result_line(match.state, names, lang, match.row.result)
        text = f"{line}\n{t('rematch_hint', lang)}"
        try:
            channel = await host.channel(match.row.channel_id)
            if channel is not None:
                file = attachment(png, result)
                await channel.send(text, file=file, view=view, allowed_mentions=pings())
        except discord.HTTPException:
            log.exception("the result of match %s could not be posted", match.id)
        files = [attachment(png, result)]
    try:
        await threads.result_in_parent(host, match, files, view)
    except discord.HTTPException:
        log.exception("the result of match %s could not be posted in its channel", match.id)
