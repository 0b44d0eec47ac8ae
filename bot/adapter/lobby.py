"""Starting and ending matches from Discord: challenge, accept (choosing a deck), decline,
cancel, resign, abort, claiming the win over an idle opponent, and the rematch a finished
match's result offers (issue 10, "End of match": the same decks, P1 and P2 swapped).

Shared by the slash commands and the buttons, so both behave the same.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.adapter import threads, ui
from bot.adapter.mentions import pings
from bot.adapter.views import dynamic_view
from bot.presentation.i18n import button, t
from bot.service import starters
from bot.service.match_service import Match, ServiceError
from bot.store import ChallengeRow
from carddb import rulesets as deck_rules
from engine.kernel.events import Event

if TYPE_CHECKING:
    from bot.adapter.host import MatchHost

log = logging.getLogger("rokumon")


def _host(interaction: discord.Interaction) -> MatchHost:
    return interaction.client.host  # type: ignore[attr-defined,no-any-return]


async def challenge(
    interaction: discord.Interaction,
    opponent: discord.abc.User,
    ruleset: str,
    deck: str,
    options: tuple[str, ...] = (),
) -> None:
    host = _host(interaction)
    if interaction.guild_id is None or interaction.channel_id is None:
        await host.refuse(interaction, ServiceError("only_in_server"))
        return
    if opponent.bot:
        await host.refuse(interaction, ServiceError("challenge_bot"))
        return
    try:
        row = await host.service.challenge(
            interaction.guild_id,
            interaction.channel_id,
            interaction.user.id,
            opponent.id,
            ruleset,
            deck,
            options,
        )
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(interaction.guild_id)
    text = t(
        "challenge_posted",
        lang,
        opponent=opponent.mention,
        challenger=interaction.user.mention,
        ruleset=ruleset,
    )
    await _post_challenge(interaction, row, text + _options_line(row, lang), lang)


def _options_line(row: ChallengeRow, lang: str) -> str:
    """The match settings the challenge names, on a line of their own (none: nothing)."""
    names = [t(f"option_{o}", lang) for o in row.options.split(",") if o]
    joined = ("、" if lang == "ja" else ", ").join(names)
    return "\n" + t("challenge_options", lang, options=joined) if names else ""


async def _post_challenge(
    interaction: discord.Interaction, row: ChallengeRow, text: str, lang: str
) -> None:
    """The challenge (or rematch offer) in its channel, with Accept and Decline."""
    view = dynamic_view()
    view.add_item(ui.ChallengeButton(row.channel_id, "accept", lang))
    view.add_item(ui.ChallengeButton(row.channel_id, "decline", lang))
    # the challenged player is pinged on purpose; the challenger's own mention is a name
    await interaction.response.send_message(text, view=view, allowed_mentions=pings(row.opponent))
    message = await interaction.original_response()
    await _host(interaction).service.store.set_challenge_message(row.channel_id, message.id)


async def offer_decks(interaction: discord.Interaction) -> None:
    """The Accept button: the challenged player picks one of their decks or one of the
    game's starter decks (bot/service/starters.py)."""
    host = _host(interaction)
    lang = await host.user_lang(interaction)
    found = await host.service.store.get_challenge(interaction.channel_id or 0)
    if found is None:
        await host.refuse(interaction, ServiceError("no_challenge"))
        return
    if found.opponent != interaction.user.id:
        await host.refuse(interaction, ServiceError("not_challenged"))
        return
    if found.rematch_of is not None or not deck_rules.get(found.ruleset).deck_at_challenge:
        await accept(interaction, "")  # the last match's decks, or decks drafted in the match
        return
    own = [
        (d.name[:100], d.name[:100])
        for d in await host.service.store.list_decks(interaction.user.id)
        if d.ruleset == found.ruleset
    ]
    decks = starters.with_starters(own, found.ruleset, lang)  # a newcomer plays a starter
    if not decks:
        await host.reply(interaction, t("no_deck_for_ruleset", lang, ruleset=found.ruleset))
        return
    options = [discord.SelectOption(label=label, value=value) for label, value in decks]
    view = dynamic_view()
    view.add_item(ui.DeckSelect(found.channel_id, options))
    await host.reply(interaction, t("choose_deck", lang), view=view)


async def accept(interaction: discord.Interaction, deck: str) -> None:
    host = _host(interaction)
    channel_id = interaction.channel_id or 0
    challenge_row = await host.service.store.get_challenge(channel_id)
    guild = interaction.guild
    if challenge_row is None or guild is None:
        await host.refuse(interaction, ServiceError("no_challenge"))
        return
    try:
        seats = await host.service.seats(challenge_row)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    names = (await _name(interaction, guild, seats[0]), await _name(interaction, guild, seats[1]))
    await interaction.response.defer(ephemeral=True)
    thread = await threads.open_for(host, interaction.channel, challenge_row, names)
    try:
        match, events = await host.service.accept(
            channel_id, interaction.user.id, deck, names, thread.id if thread else None
        )
    except ServiceError as error:
        await threads.drop(thread)
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(guild.id)
    await host.set_view(channel_id, challenge_row.message_id, None)
    await interaction.followup.send(
        t("done_panel", await host.user_lang(interaction)), ephemeral=True
    )
    key = "match_started" if challenge_row.rematch_of is None else "rematch_started"
    started = t(key, lang, p1=names[0], p2=names[1])
    if thread is not None and interaction.channel is not None:
        where = t("match_in_thread", lang, thread=thread.mention)
        await interaction.channel.send(f"{started}\n{where}", allowed_mentions=pings())  # type: ignore[union-attr]
    await host.channel_notice(match, started)
    await host.post_board(match, events)
    await host.update_hands(match, None)
    await host.tell_decider(match, None)


async def _name(interaction: discord.Interaction, guild: discord.Guild, user_id: int) -> str:
    if user_id == interaction.user.id:
        return interaction.user.display_name
    return await _display(guild, user_id)


async def _display(guild: discord.Guild, user_id: int) -> str:
    """A member's display name; members are fetched, as the bot asks for no member intent."""
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException:
            return str(user_id)
    return member.display_name


async def decline(interaction: discord.Interaction) -> None:
    await _drop(interaction, "decline")


async def cancel(interaction: discord.Interaction) -> None:
    await _drop(interaction, "cancel")


async def _drop(interaction: discord.Interaction, how: str) -> None:
    host = _host(interaction)
    channel_id = interaction.channel_id or 0
    try:
        drop = host.service.decline if how == "decline" else host.service.cancel
        row = await drop(channel_id, interaction.user.id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(interaction.guild_id)
    key = "challenge_declined" if how == "decline" else "challenge_cancelled"
    await host.set_view(channel_id, row.message_id, None)
    await interaction.response.send_message(t(key, lang, opponent=f"<@{row.opponent}>"))


async def ask_resign(interaction: discord.Interaction) -> None:
    """``/match resign``: the player is asked, privately, to confirm with a button."""
    host = _host(interaction)
    match = await host.service.match_in(interaction.channel_id or 0)
    if match is None:
        await host.refuse(interaction, ServiceError("no_match"))
        return
    if match.seat_of(interaction.user.id) is None:
        await host.refuse(interaction, ServiceError("not_a_player"))
        return
    lang = await host.user_lang(interaction)
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
        host = _host(interaction)
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
    host = _host(interaction)
    channel_id = interaction.channel_id or 0
    if interaction.guild_id is None:
        await host.refuse(interaction, ServiceError("only_in_server"))
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
    lang = await host.guild_lang(interaction.guild_id)
    text = t(
        "rematch_posted",
        lang,
        opponent=f"<@{row.opponent}>",
        challenger=interaction.user.mention,
    )
    await _post_challenge(interaction, row, text + _options_line(row, lang), lang)


async def resign(interaction: discord.Interaction) -> None:
    host = _host(interaction)
    channel_id = interaction.channel_id or 0
    # acknowledged at once, privately: the channel may be busy (an action being written) for
    # longer than Discord waits, and a refusal must stay private
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        result = await host.service.resign(channel_id, interaction.user.id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(interaction.guild_id)
    seat = result.match.seat_of(interaction.user.id) or 0
    await host.reply(interaction, t("done_panel", await host.user_lang(interaction)))
    text = t("resigned", lang, name=host.names(result.match)[seat])
    await announce(host, result.match, text, result.events)


async def announce(host: MatchHost, match: Match, text: str, events: list[Event]) -> None:
    """Say in the channel what was just committed (names never ping), then show the board;
    a failure is logged: the resignation or end stands whatever Discord does."""
    try:
        await host.channel_notice(match, text)
    except discord.HTTPException:
        log.exception("announcing in channel %s failed", match.row.channel_id)
    await host.show(match, events)


async def abort(interaction: discord.Interaction) -> None:
    host = _host(interaction)
    permissions = getattr(interaction.user, "guild_permissions", None)
    if permissions is None or not permissions.manage_channels:
        await host.refuse(interaction, ServiceError("need_manage_channels"))
        return
    try:
        match = await host.service.abort(interaction.channel_id or 0)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(interaction.guild_id)
    await interaction.response.send_message(t("match_aborted", lang))
    await host.refresh(match, [])


async def claim(interaction: discord.Interaction) -> None:
    host = _host(interaction)
    channel_id = interaction.channel_id or 0
    minutes = await claim_minutes(host, interaction.guild_id)
    try:
        match = await host.service.claim(channel_id, interaction.user.id, minutes)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.guild_lang(interaction.guild_id)
    seat = match.seat_of(interaction.user.id) or 0
    await interaction.response.send_message(t("match_claimed", lang, name=host.names(match)[seat]))
    await host.refresh(match, [])


async def claim_minutes(host: MatchHost, guild_id: int | None) -> float:
    chosen = (await host.service.store.guild_settings(guild_id or 0)).claim_after
    return chosen or host.settings.claim_after
