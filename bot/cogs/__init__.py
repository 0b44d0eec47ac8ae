"""The bot's slash commands, one Cog per command group; they only translate between
Discord and the match service (STYLE.md: no rule is decided in a callback)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

import engine
from carddb import rulesets as deck_rules

# the match settings' names in the command's English; bot/translator.py says them in Japanese
OPTION_NAMES = {"beginner": "Beginner option (no ★ cards, no summoner)"}

EXTENSIONS = (
    "bot.cogs.match",
    "bot.cogs.decks",
    "bot.cogs.cards",
    "bot.cogs.play",
    "bot.cogs.admin",
)


def ruleset_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=r, value=r) for r in engine.registry.ids()]


def option_choices() -> list[app_commands.Choice[str]]:
    """Every registered ruleset's match settings, named in the command's words (the
    translator says them in Japanese); the service refuses one its game does not have."""
    names = sorted({o for r in engine.registry.ids() for o in deck_rules.get(r).options})
    return [app_commands.Choice(name=_(OPTION_NAMES.get(o, o)), value=o) for o in names]


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
