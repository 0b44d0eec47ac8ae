"""``/match``: challenge, practice (against the bot), accept, decline, cancel, resign, status,
rules, log, abort, claim."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapter import endings, lobby, practice
from bot.adapter.boards import mark
from bot.adapter.cogs import (
    level_choices,
    match_deck_autocomplete,
    option_choices,
    ruleset_choices,
)
from bot.adapter.seams import host_of
from bot.presentation import present
from bot.presentation.i18n import t
from bot.presentation.summary import summary_pages, summary_text


class MatchCog(
    commands.GroupCog,
    group_name=_("match"),
    group_description=_("Challenges and matches in this channel"),
):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("challenge"), description=_("Challenge a member to a match"))
    @app_commands.rename(
        opponent=_("opponent"), ruleset=_("ruleset"), deck=_("deck"), option=_("option")
    )
    @app_commands.describe(
        opponent=_("Who you want to play"),
        ruleset=_("The game to play"),
        deck=_("Your deck or a starter deck; none for a game whose decks are drafted"),
        option=_("A match setting of the game (e.g. Deus's beginner option)"),
    )
    @app_commands.choices(ruleset=ruleset_choices(), option=option_choices())
    @app_commands.autocomplete(deck=match_deck_autocomplete)
    async def challenge(
        self,
        interaction: discord.Interaction,
        opponent: discord.Member,
        ruleset: str,
        deck: str = "",
        option: str = "",
    ) -> None:
        await lobby.challenge(interaction, opponent, ruleset, deck, (option,) if option else ())

    @app_commands.command(
        name=_("practice"), description=_("Play a practice match against Rokumon, now")
    )
    @app_commands.rename(ruleset=_("ruleset"), level=_("level"), deck=_("deck"), option=_("option"))
    @app_commands.describe(
        ruleset=_("The game to play"),
        level=_("How well Rokumon plays (default: normal)"),
        deck=_("Your deck or a starter deck (default: a starter); none for a drafting game"),
        option=_("A match setting of the game (e.g. Deus's beginner option)"),
    )
    @app_commands.choices(ruleset=ruleset_choices(), level=level_choices(), option=option_choices())
    @app_commands.autocomplete(deck=match_deck_autocomplete)
    async def practice(
        self,
        interaction: discord.Interaction,
        ruleset: str,
        level: str = "",
        deck: str = "",
        option: str = "",
    ) -> None:
        await practice.start(interaction, ruleset, level, deck, (option,) if option else ())

    @app_commands.command(name=_("accept"), description=_("Accept the challenge in this channel"))
    @app_commands.rename(deck=_("deck"))
    @app_commands.describe(
        deck=_("Your deck or a starter deck; none for a game whose decks are drafted")
    )
    @app_commands.autocomplete(deck=match_deck_autocomplete)
    async def accept(self, interaction: discord.Interaction, deck: str = "") -> None:
        await lobby.accept(interaction, deck)

    @app_commands.command(name=_("decline"), description=_("Decline the challenge in this channel"))
    async def decline(self, interaction: discord.Interaction) -> None:
        await lobby.decline(interaction)

    @app_commands.command(name=_("cancel"), description=_("Cancel your challenge"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await lobby.cancel(interaction)

    @app_commands.command(name=_("resign"), description=_("Resign the match"))
    @app_commands.rename(confirm=_("confirm"))
    @app_commands.describe(confirm=_("Resign at once, without being asked again"))
    async def resign(self, interaction: discord.Interaction, confirm: bool = False) -> None:
        if confirm:
            await endings.resign(interaction)
        else:
            await endings.ask_resign(interaction)

    @app_commands.command(
        name=_("claim"), description=_("Claim the win when your opponent is idle")
    )
    async def claim(self, interaction: discord.Interaction) -> None:
        await endings.claim(interaction)

    @app_commands.command(name=_("abort"), description=_("Abort the match (moderators)"))
    @app_commands.default_permissions(manage_channels=True)
    async def abort(self, interaction: discord.Interaction) -> None:
        await endings.abort(interaction)

    @app_commands.command(name=_("status"), description=_("Show the match in this channel"))
    async def status(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        found = await host.match_or_refuse(interaction)
        if found is None:
            return
        lang = await host.langs.user(interaction)
        await interaction.response.defer(ephemeral=True)
        files = await host.boards.pictures(found, [])
        line = mark(found, lang) + present.status_line(found.state, host.names(found), lang)
        players = " / ".join(f"P{i + 1} {name}" for i, name in enumerate(host.names(found)))
        await interaction.edit_original_response(content=f"{line}\n{players}", attachments=files)

    @app_commands.command(name=_("rules"), description=_("Show a game's rules summary"))
    @app_commands.rename(ruleset=_("ruleset"))
    @app_commands.describe(ruleset=_("The game (default: the match in this channel)"))
    @app_commands.choices(ruleset=ruleset_choices())
    async def rules(self, interaction: discord.Interaction, ruleset: str = "") -> None:
        host = host_of(interaction)
        lang = await host.langs.user(interaction)
        if not ruleset:
            found = await host.service.match_in(interaction.channel_id or 0)
            ruleset = found.row.ruleset if found is not None else ""
        text = summary_text(ruleset, lang) if ruleset else t("rules_which", lang)
        pages = summary_pages(text)
        await interaction.response.send_message(pages[0], ephemeral=True)
        for page in pages[1:]:
            await interaction.followup.send(page, ephemeral=True)

    @app_commands.command(name=_("log"), description=_("Show the match log"))
    async def log(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        found = await host.match_or_refuse(interaction)
        if found is None:
            return
        lang = await host.langs.user(interaction)
        lines = await host.boards.replayed_lines(found, lang)
        tail = "\n".join(lines[-25:])
        data = io.BytesIO("\n".join(lines).encode("utf-8"))
        await interaction.response.send_message(
            f"```\n{tail[-1900:]}\n```",
            file=discord.File(data, filename=f"match-{found.id}.log.txt"),
            ephemeral=True,
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MatchCog(bot))
