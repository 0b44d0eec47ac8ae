"""Starting matches from Discord: challenge, accept (choosing a deck, the Accept and Decline
buttons and the deck select), decline and cancel. Shared by the slash commands and the
buttons, so both behave the same; how a match ends is bot/adapter/endings.py.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.adapter import threads
from bot.adapter.mentions import pings
from bot.adapter.seams import host_of
from bot.adapter.views import chosen_values, dynamic_view
from bot.presentation.i18n import button, t
from bot.service import starters
from bot.service.match_service import ServiceError
from bot.store import ChallengeRow
from carddb import rulesets as deck_rules
from engine.kernel.words import joiner

log = logging.getLogger("rokumon")


async def challenge(
    interaction: discord.Interaction,
    opponent: discord.abc.User,
    ruleset: str,
    deck: str,
    options: tuple[str, ...] = (),
) -> None:
    host = host_of(interaction)
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
    lang = await host.langs.guild(interaction.guild_id)
    text = t(
        "challenge_posted",
        lang,
        opponent=opponent.mention,
        challenger=interaction.user.mention,
        ruleset=ruleset,
    )
    await post_challenge(interaction, row, text + options_line(row, lang), lang)


def options_line(row: ChallengeRow, lang: str) -> str:
    """The match settings the challenge names, on a line of their own (none: nothing)."""
    names = [t(f"option_{o}", lang) for o in row.options.split(",") if o]
    joined = joiner(lang).join(names)
    return "\n" + t("challenge_options", lang, options=joined) if names else ""


async def post_challenge(
    interaction: discord.Interaction, row: ChallengeRow, text: str, lang: str
) -> None:
    """The challenge (or rematch offer) in its channel, with Accept and Decline."""
    view = dynamic_view()
    view.add_item(ChallengeButton(row.channel_id, "accept", lang))
    view.add_item(ChallengeButton(row.channel_id, "decline", lang))
    # the challenged player is pinged on purpose; the challenger's own mention is a name
    await interaction.response.send_message(text, view=view, allowed_mentions=pings(row.opponent))
    message = await interaction.original_response()
    await host_of(interaction).service.store.set_challenge_message(row.channel_id, message.id)


async def offer_decks(interaction: discord.Interaction) -> None:
    """The Accept button: the challenged player picks one of their decks or one of the
    game's starter decks (bot/service/starters.py)."""
    host = host_of(interaction)
    lang = await host.langs.user(interaction)
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
    view.add_item(DeckSelect(found.channel_id, options))
    await host.reply(interaction, t("choose_deck", lang), view=view)


async def accept(interaction: discord.Interaction, deck: str) -> None:
    host = host_of(interaction)
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
    lang = await host.langs.guild(guild.id)
    await host.channels.set_view(channel_id, challenge_row.message_id, None)
    await interaction.followup.send(
        t("done_panel", await host.langs.user(interaction)), ephemeral=True
    )
    key = "match_started" if challenge_row.rematch_of is None else "rematch_started"
    started = t(key, lang, p1=names[0], p2=names[1])
    if thread is not None and interaction.channel is not None:
        where = t("match_in_thread", lang, thread=thread.mention)
        await interaction.channel.send(f"{started}\n{where}", allowed_mentions=pings())  # type: ignore[union-attr]
    await host.channels.notice(match, started)
    await host.boards.post_board(match, events)
    await host.hands.update_hands(match, None)
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
    host = host_of(interaction)
    channel_id = interaction.channel_id or 0
    try:
        drop = host.service.decline if how == "decline" else host.service.cancel
        row = await drop(channel_id, interaction.user.id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    lang = await host.langs.guild(interaction.guild_id)
    key = "challenge_declined" if how == "decline" else "challenge_cancelled"
    await host.channels.set_view(channel_id, row.message_id, None)
    await interaction.response.send_message(t(key, lang, opponent=f"<@{row.opponent}>"))


class ChallengeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:challenge:(?P<c>\d+):(?P<what>accept|decline)",
):
    def __init__(self, channel_id: int, what: str, lang: str = "ja") -> None:
        style = discord.ButtonStyle.success if what == "accept" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=button(what, lang), style=style, custom_id=f"rk:challenge:{channel_id}:{what}"
            )
        )
        self.channel_id, self.what = channel_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChallengeButton:
        return cls(int(match["c"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.what == "decline":
            await decline(interaction)
        else:
            await offer_decks(interaction)


class DeckSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rk:deck:(?P<c>\d+)"):
    def __init__(self, channel_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:deck:{channel_id}",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DeckSelect:
        return cls(int(match["c"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        if values:
            await accept(interaction, str(values[0]))


ITEMS = (ChallengeButton, DeckSelect)
