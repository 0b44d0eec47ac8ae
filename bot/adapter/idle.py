"""Idle players and unanswered challenges, per the server's settings (``/settings idle``).

After the first delay the waiting player is reminded in the channel; after the second the
opponent may claim the win (a button appears on the board); a challenge nobody answers
lapses and its buttons are disabled. Reminder stages are written only for the state they
were decided on, so a player's latest action is never undone by this bookkeeping. Times
come from ``discord.utils.utcnow`` so tests can move the clock. A practice match against
the bot has no idle rules: the sweep takes up the bot's own turn where nobody is playing it
(after a restart), and aborts a practice match nobody moved in for a day.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import discord
from discord.ext import tasks

from bot.adapter.lobby import ChallengeButton
from bot.adapter.seams import HostedClient
from bot.adapter.views import dynamic_view
from bot.presentation.i18n import t
from bot.service.match_service import Match
from bot.store import ChallengeRow

log = logging.getLogger("rokumon")
PERIOD = 30.0  # seconds between sweeps
PRACTICE_EXPIRES = timedelta(hours=24)  # a practice match nobody moved in is aborted
STARTING = timedelta(minutes=1)  # a practice match's start posts its board within this


def watcher(bot: HostedClient) -> tasks.Loop[Any]:
    """The sweep every ``PERIOD`` seconds, as a ``discord.ext.tasks`` loop: it sleeps on the
    client's clock (a simulated Discord moves it; a bare ``asyncio.sleep`` loop woke on the
    wall clock in the middle of a simulated action, and the action never settled: the bot
    stalled), and a sweep that fails is logged, never the end of the watcher."""

    @tasks.loop(seconds=PERIOD)
    async def watch() -> None:
        try:
            await sweep(bot, discord.utils.utcnow())
        except Exception:
            log.exception("idle sweep failed")

    @watch.before_loop
    async def ready() -> None:
        await bot.wait_until_ready()

    return watch


async def sweep(bot: HostedClient, now: datetime) -> None:
    """Remind, offer claims and expire challenges, channel by channel: one channel that
    fails (the bot lost its permissions there, Discord erred) never stops the others."""
    for stored in await bot.store.active_matches():
        try:
            await remind(bot, stored.channel_id, now)
        except Exception:
            log.exception("idle sweep: the match in channel %s", stored.channel_id)
    for challenge in await bot.store.challenges():
        chosen = await bot.store.guild_settings(challenge.guild_id)
        expires = chosen.challenge_expires or bot.settings.challenge_expires
        if (now - challenge.created_at).total_seconds() / 60 >= expires:
            try:
                await expire_challenge(bot, challenge)
            except Exception:
                log.exception("idle sweep: the challenge in channel %s", challenge.channel_id)


async def remind(bot: HostedClient, channel_id: int, now: datetime) -> None:
    """The reminder, then the offer to claim, for the channel's match when it is due."""
    store, settings, host = bot.store, bot.settings, bot.host
    match = await bot.service.match_in(channel_id)
    idle_user = None if match is None else match.deciding_user()
    if match is None or idle_user is None:
        return
    if match.row.practice is not None:
        await practice_idle(bot, match, now)
        return
    row = match.row
    chosen = await store.guild_settings(row.guild_id)
    remind_after = chosen.remind_after or settings.remind_after
    claim = chosen.claim_after or settings.claim_after
    minutes = (now - row.updated_at).total_seconds() / 60
    lang = await host.langs.guild(row.guild_id)
    waiting = row.players[1 - row.players.index(idle_user)]
    # the stage is written only if nobody acted since ``match`` was read (None then)
    if minutes >= claim and row.reminded < 2:
        reminded = await bot.service.set_reminded(match, 2)
        if reminded is not None:
            text = t("claimable", lang, waiting=f"<@{waiting}>", minutes=int(minutes))
            await host.channels.notice(reminded, text, ping=waiting)
            await host.boards.refresh(reminded, [])
    elif minutes >= remind_after and row.reminded < 1:
        reminded = await bot.service.set_reminded(match, 1)
        if reminded is not None:
            text = t("remind", lang, name=f"<@{idle_user}>", minutes=int(minutes))
            await host.channels.notice(reminded, text, ping=idle_user)


async def practice_idle(bot: HostedClient, match: Match, now: datetime) -> None:
    """Nobody waits on a practice match: the member is neither reminded nor claimed
    against. The bot's turn is taken up where nobody plays it (after a restart). A match
    whose board is not posted yet is being started, and its start takes the turn up; one
    left so for ``STARTING`` lost its start (a restart, a Discord error), and gets its
    board here first. A match nobody moved in for ``PRACTICE_EXPIRES`` is aborted, so it
    holds no channel and no memory for ever."""
    host = bot.host
    waited = now - match.row.updated_at
    if waited >= PRACTICE_EXPIRES:
        await _expire_practice(bot, match)
    elif host.opponent.decides(match):
        if match.row.board_message_id is None:
            if waited < STARTING:
                return
            await host.boards.post_board(match, [])
        host.opponent.nudge(match)


async def _expire_practice(bot: HostedClient, match: Match) -> None:
    host = bot.host
    ended = await bot.service.abort_if_unchanged(match)
    if ended is None:
        return  # the member came back meanwhile
    lang = await host.langs.guild(match.row.guild_id)
    hours = int(PRACTICE_EXPIRES.total_seconds() // 3600)
    await host.channels.notice(ended, t("practice_expired", lang, hours=hours))
    await host.boards.refresh(ended, [])


async def expire_challenge(bot: HostedClient, challenge: ChallengeRow) -> None:
    """Drop the challenge, disable its buttons and say so in its channel."""
    if not await bot.store.delete_challenge(challenge.channel_id, challenge.created_at):
        return  # answered or withdrawn meanwhile (a newer one in the channel is not this one)
    host = bot.host
    lang = await host.langs.guild(challenge.guild_id)
    channel = await host.channels.get(challenge.channel_id)
    if channel is None:
        return
    view = dynamic_view()
    for what in ("accept", "decline"):
        item = ChallengeButton(challenge.channel_id, what, lang)
        item.item.disabled = True
        view.add_item(item)
    await host.channels.set_view(challenge.channel_id, challenge.message_id, view)
    await channel.send(t("challenge_expired", lang, opponent=f"<@{challenge.opponent}>"))
