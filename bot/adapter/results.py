"""A finished match's result (issue 10, "End of match"): who won (or a draw), how it ended
(the ruleset presenter's end reason, or a claimed win), the turns played and how long it
took, worded in the server's language and drawn as a picture
(bot/presentation/ending.py, shared with ``rokumon play``).

``announce`` posts it once, when the match ends (bot/adapter/boards.py ``Boards.refresh``):
where the match was played, with a Rematch button (bot/adapter/endings.py), and in the
channel a thread came from (bot/adapter/threads.py). An aborted match has no result, so no picture.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING

import discord

from bot.adapter import threads
from bot.adapter.boards import mark
from bot.adapter.endings import rematch_view
from bot.adapter.mentions import pings
from bot.presentation import present
from bot.presentation.ending import FILENAME, Result, drawn, result_words
from bot.presentation.i18n import t

if TYPE_CHECKING:
    from bot.adapter.seams import Host
    from bot.service.match_service import Match

log = logging.getLogger("rokumon")


def result_of(match: Match, names: tuple[str, str], lang: str) -> Result | None:
    """The match's result worded in ``lang``; None for a match without one (still going,
    or aborted)."""
    if match.row.status != "finished":
        return None
    seconds = (match.row.updated_at - match.row.created_at).total_seconds()
    return result_words(match.state, names, lang, seconds, match.row.result or "")


async def picture(host: Host, result: Result) -> bytes:
    """The result drawn, off the event loop."""
    return await asyncio.to_thread(drawn, result, host.settings.font)


def attachment(png: bytes, result: Result) -> discord.File:
    """A fresh file for each message: a sent ``discord.File`` is spent."""
    return discord.File(io.BytesIO(png), filename=FILENAME, description=result.alt)


async def announce(host: Host, match: Match) -> None:
    """Say the result once the match has ended: in its own channel with the picture and a
    Rematch button, and in the channel its thread came from (an abort only there, in
    words). A failure is logged: the end stands whatever Discord does."""
    lang = await host.langs.guild(match.row.guild_id)
    names = host.names(match)
    result = result_of(match, names, lang)
    files: list[discord.File] = []
    view = None
    if result is not None:
        png = await picture(host, result)
        view = rematch_view(match.id, lang)
        line = mark(match, lang) + present.result_line(match.state, names, lang, match.row.result)
        again = "rematch_hint" if match.row.practice is None else "practice_rematch_hint"
        text = f"{line}\n{t(again, lang)}"
        try:
            channel = await host.channels.get(match.row.channel_id)
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
