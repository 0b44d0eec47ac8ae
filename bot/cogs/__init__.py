"""The bot's slash commands, one Cog per command group; they only translate between
Discord and the match service (STYLE.md: no rule is decided in a callback)."""

from __future__ import annotations

import discord
from discord import app_commands

import engine

EXTENSIONS = (
    "bot.cogs.match",
    "bot.cogs.decks",
    "bot.cogs.cards",
    "bot.cogs.play",
    "bot.cogs.admin",
)


def ruleset_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=r, value=r) for r in engine.registry.ids()]


async def deck_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The user's own deck names containing what they typed."""
    host = interaction.client.host  # type: ignore[attr-defined]
    decks = await host.service.store.list_decks(interaction.user.id)  # type: ignore[attr-defined]
    typed = current.strip().casefold()
    return [
        app_commands.Choice(name=d.name[:100], value=d.name[:100])
        for d in decks
        if typed in d.name.casefold()
    ][:25]
