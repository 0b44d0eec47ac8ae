"""A thread per match (issue 10): when a challenge is accepted the bot opens a public
thread on the challenge message, where the server allows it (``/settings threads``, on by
default) and Discord lets it; the match, its board, notices and commands live there, so a
channel can host several matches at once. The channel keeps the challenge, a link to the
thread, and the result when the match ends (with its picture and Rematch button,
bot/adapter/results.py). Where no thread can be opened (a thread or a forum already, missing
permissions, any Discord error) the match is played in the channel.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter.boards import mark
from bot.adapter.mentions import pings
from bot.presentation import present
from bot.presentation.i18n import t

if TYPE_CHECKING:
    from bot.adapter.seams import Host
    from bot.service.match_service import Match
    from bot.store import ChallengeRow

log = logging.getLogger("rokumon")
MAX_NAME = 100  # Discord's limit on a thread's name


async def open_for(
    host: Host, channel: object, challenge: ChallengeRow, names: tuple[str, str]
) -> discord.Thread | None:
    """A thread for the match the challenge starts, or None to play in the channel."""
    name = f"{names[0]} vs {names[1]}"
    return await open_thread(host, channel, challenge.guild_id, name, challenge.message_id)


async def open_thread(
    host: Host, channel: object, guild_id: int, name: str, message_id: int | None = None
) -> discord.Thread | None:
    """A thread named ``name`` for a match, on the message ``message_id`` if any, or None
    to play in the channel."""
    settings = await host.service.store.guild_settings(guild_id)
    if settings.threads is False or not isinstance(channel, discord.TextChannel):
        return None
    name = name[:MAX_NAME]
    try:
        if message_id:
            message = channel.get_partial_message(message_id)
            return await message.create_thread(name=name, auto_archive_duration=1440)
        return await channel.create_thread(
            name=name, type=discord.ChannelType.public_thread, auto_archive_duration=1440
        )
    except discord.HTTPException as exc:
        log.warning("no thread in %s (%s %s)", channel.id, exc.status, exc.code)
        return None


async def drop(thread: discord.Thread | None) -> None:
    """A thread opened for a match that could not start."""
    if thread is not None:
        try:
            await thread.delete()
        except discord.HTTPException:
            log.warning("could not delete thread %s", thread.id)


async def result_in_parent(
    host: Host,
    match: Match,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
) -> None:
    """The match ended in a thread: its result said in the channel it came from, with the
    result picture and Rematch button ``files`` and ``view`` (bot/adapter/results.py), if any."""
    channel = await host.channels.get(match.row.channel_id)
    if not isinstance(channel, discord.Thread):
        return
    if not isinstance(channel.parent, discord.TextChannel):
        return  # a forum post's thread: a forum takes no messages of its own
    lang = await host.langs.guild(match.row.guild_id)
    line = present.result_line(match.state, host.names(match), lang, match.row.result)
    line = mark(match, lang) + line
    text = t("match_result_in", lang, result=line, thread=channel.mention)
    buttons: dict[str, Any] = {"view": view} if view is not None else {}
    await channel.parent.send(text, files=list(files), allowed_mentions=pings(), **buttons)
