"""The bot's slash commands, one Cog per command group; they only translate between
Discord and the match service (STYLE.md: no rule is decided in a callback)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _

import engine
from bot import games
from bot.adapter.seams import host_of
from bot.adapter.translator import COMMAND_LANGUAGE
from bot.players.levels import LEVELS
from bot.service import starters
from carddb import rulesets as deck_rules

EXTENSIONS = (
    "bot.adapter.cogs.match",
    "bot.adapter.cogs.decks",
    "bot.adapter.cogs.cards",
    "bot.adapter.cogs.play",
    "bot.adapter.cogs.admin",
)


def ruleset_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=r, value=r) for r in engine.registry.ids()]


def level_choices() -> list[app_commands.Choice[str]]:
    """The practice opponent's levels (bot/players/levels.py), named in the command's words."""
    return [app_commands.Choice(name=_(level.capitalize()), value=level) for level in LEVELS]


def option_choices() -> list[app_commands.Choice[str]]:
    """Every registered ruleset's match settings, named by its game in the command's words
    (the translator says them in the client's language); the service refuses one its game
    does not have."""
    named = {
        option: games.get(r).options.get(f"{option}.command")
        for r in engine.registry.ids()
        for option in deck_rules.get(r).options
    }
    return [
        app_commands.Choice(
            name=_(option if said is None else said.in_(COMMAND_LANGUAGE)), value=option
        )
        for option, said in sorted(named.items())
    ]


async def deck_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The user's own deck names containing what they typed."""
    host = host_of(interaction)
    decks = await host.service.store.list_decks(interaction.user.id)
    typed = current.strip().casefold()
    return [
        app_commands.Choice(name=d.name[:100], value=d.name[:100])
        for d in decks
        if typed in d.name.casefold()
    ][:25]


async def match_deck_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """``/match challenge`` and ``accept``: the user's decks of the game played (the command's
    ruleset, else the challenge in this channel's) and that game's starter decks, so that a
    player with no deck of their own can play (bot/service/starters.py)."""
    host = host_of(interaction)
    ruleset = str(getattr(interaction.namespace, "ruleset", "") or "")
    if not ruleset:
        found = await host.service.store.get_challenge(interaction.channel_id or 0)
        ruleset = found.ruleset if found is not None else ""
    typed = current.strip().casefold()
    own = [
        (d.name[:100], d.name[:100])
        for d in await host.service.store.list_decks(interaction.user.id)
        if d.ruleset == ruleset or not ruleset
        if typed in d.name.casefold()
    ]
    if ruleset in engine.registry.ids() and deck_rules.get(ruleset).deck_at_challenge:
        own = starters.with_starters(own, ruleset, await host.langs.user(interaction), current)
    return [app_commands.Choice(name=label, value=value) for label, value in own[:25]]
