"""Ending matches from Discord: resign (confirmed with a button), abort (a moderator), claiming
the win over an idle opponent (the Claim button the idle watcher offers), and the rematch a
finished match's result offers (issue 10, "End of match": the same decks, P1 and P2
swapped), which is a challenge like any other (bot/adapter/lobby.py), or for a practice
match the next one at once (bot/adapter/practice.py).
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.adapter import practice
from bot.adapter.lobby import accept, options_line, post_challenge
from bot.adapter.seams import Host, host_of
from bot.adapter.views import dynamic_view
from bot.presentation.i18n import button, t
from bot.service.match_service import Match, ServiceError
from engine.kernel.events import Event

log = logging.getLogger("rokumon")


async def ask_resign(interaction: discord.Interaction) -> None:
    """``/match resign``: the player is asked, privately, to confirm with a button."""
    host = host_of(interaction)
    match = await host.service.match_in(interaction.channel_id or 0)
    if match is None:
        await host.refuse(interaction, ServiceError("no_match"))
        return
    if match.seat_of(interaction.user.id) is None:
        await host.refuse(interaction, ServiceError("not_a_player"))
        return
    lang = await host.langs.user(interaction)
    view = dynamic_view()
    view.add_item(ResignButton(match.id, lang))
    await host.reply(interaction, t("resign_confirm", lang), view=view)


class ResignButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:resign:(?P<m>\d+)"
):
    """The confirmation of ``/match resign``; it resigns only the match it was offered for."""

    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("resign", lang),
                style=discord.ButtonStyle.danger,
                custom_id=f"rk:resign:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ResignButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        current = await host.service.match_in(interaction.channel_id or 0)
        if current is None or current.id != self.match_id:
            await host.refuse(interaction, ServiceError("no_match"))
            return
        await resign(interaction)


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:rematch:(?P<m>\d+)"
):
    """On a finished match's result: either player offers the other a rematch, or accepts
    the one the other offered here."""

    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("rematch", lang),
                style=discord.ButtonStyle.primary,
                custom_id=f"rk:rematch:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await rematch(interaction, self.match_id)


def rematch_view(match_id: int, lang: str) -> discord.ui.View:
    view = dynamic_view()
    view.add_item(RematchButton(match_id, lang))
    return view


async def rematch(interaction: discord.Interaction, match_id: int) -> None:
    """Offer the other player a rematch of ``match_id`` here, with Accept and Decline as a
    challenge has; pressed by the player a rematch was offered to here, it is accepted."""
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    if interaction.guild_id is None:
        await host.refuse(interaction, ServiceError("only_in_server"))
        return
    old = await host.service.match_by_id(match_id)
    if old is not None and old.row.practice is not None:
        await practice.rematch(interaction, old)  # the bot needs no asking
        return
    offered = await host.service.rematch_offer(match_id)
    if offered is not None and (offered.channel_id, offered.opponent) == (
        channel_id,
        interaction.user.id,
    ):
        await accept(interaction, "")
        return
    try:
        row = await host.service.offer_rematch(channel_id, interaction.user.id, match_id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.langs.guild(interaction.guild_id)
    text = t(
        "rematch_posted",
        lang,
        opponent=f"<@{row.opponent}>",
        challenger=interaction.user.mention,
    )
    await post_challenge(interaction, row, text + options_line(row, lang), lang)


async def resign(interaction: discord.Interaction) -> None:
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    # acknowledged at once, privately: the channel may be busy (an action being written) for
    # longer than Discord waits, and a refusal must stay private
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        result = await host.service.resign(channel_id, interaction.user.id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.langs.guild(interaction.guild_id)
    seat = result.match.seat_of(interaction.user.id) or 0
    await host.reply(interaction, t("done_panel", await host.langs.user(interaction)))
    text = t("resigned", lang, name=host.names(result.match)[seat])
    await announce(host, result.match, text, result.events)


async def announce(host: Host, match: Match, text: str, events: list[Event]) -> None:
    """Say in the channel what was just committed (names never ping), then show the board;
    a failure is logged: the resignation or end stands whatever Discord does."""
    try:
        await host.channels.notice(match, text)
    except discord.HTTPException:
        log.exception("announcing in channel %s failed", match.row.channel_id)
    await host.boards.show(match, events)


async def abort(interaction: discord.Interaction) -> None:
    host = host_of(interaction)
    permissions = getattr(interaction.user, "guild_permissions", None)
    if permissions is None or not permissions.manage_channels:
        await host.refuse(interaction, ServiceError("need_manage_channels"))
        return
    try:
        match = await host.service.abort(interaction.channel_id or 0)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.langs.guild(interaction.guild_id)
    await interaction.response.send_message(t("match_aborted", lang))
    await host.boards.refresh(match, [])


async def claim(interaction: discord.Interaction) -> None:
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    minutes = await claim_minutes(host, interaction.guild_id)
    try:
        match = await host.service.claim(channel_id, interaction.user.id, minutes)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.langs.guild(interaction.guild_id)
    seat = match.seat_of(interaction.user.id) or 0
    await interaction.response.send_message(t("match_claimed", lang, name=host.names(match)[seat]))
    await host.boards.refresh(match, [])


async def claim_minutes(host: Host, guild_id: int | None) -> float:
    chosen = (await host.service.store.guild_settings(guild_id or 0)).claim_after
    return chosen or host.settings.claim_after


class ClaimButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:claim:(?P<m>\d+)"):
    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("claim", lang),
                style=discord.ButtonStyle.danger,
                custom_id=f"rk:claim:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ClaimButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await claim(interaction)


ITEMS = (ResignButton, RematchButton, ClaimButton)
