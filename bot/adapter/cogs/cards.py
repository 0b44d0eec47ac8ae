"""``/card show|search`` over the server's cards, and ``/cardset import`` (Manage Server).

An imported set is all-or-nothing: every error names card and field, in the moderator's
language, and a rejected file stores nothing (docs/cardsets.md). Lookups read the server's
cards as the library keeps them parsed (bot/service/library.py), find a card by either of its names,
and show it in the asker's language (its set's English where it gives it).
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

import engine
from bot.adapter.attachments import picture_file
from bot.adapter.cogs.decks import read_attachment
from bot.adapter.seams import Host, host_of
from bot.presentation.i18n import error_list, lang_of, t
from bot.service.match_service import ServiceError
from carddb import CardSetError
from carddb.decklist import normalise_name
from renderer import layouts

MAX_SET_FILE = 200_000  # bytes (docs/cardsets.md)


def _host(interaction: discord.Interaction) -> Host:
    return host_of(interaction)


async def _found(interaction: discord.Interaction, query: str) -> list[tuple[str, Any]]:
    """Matching cards of every ruleset, each with its ruleset."""
    library = _host(interaction).service.library
    found = []
    for ruleset in engine.registry.ids():
        cards = await library.search(interaction.guild_id or 0, query, ruleset)
        found += [(ruleset, card) for card in cards]
    return found


async def _matches(interaction: discord.Interaction, query: str) -> list[Any]:
    return [card for _, card in await _found(interaction, query)]


def _name(card: Any, lang: str) -> str:
    """A card's name for a reader of ``lang`` (its English where the set gives it)."""
    named = getattr(card, "name_in", None)
    return str(named(lang)) if named is not None else str(card.name)


def _is_named(card: Any, text: str) -> bool:
    """Whether ``text`` is the card's id or one of its names (either language)."""
    typed = normalise_name(text)
    names = (card.name, getattr(card, "name_en", ""))
    return card.id == text or any(name and normalise_name(name) == typed for name in names)


async def card_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = await _matches(interaction, current)
    lang = lang_of(interaction.locale, _host(interaction).settings.locale)  # no query per key
    choices = [
        app_commands.Choice(name=f"{_name(c, lang)} ({c.id})"[:100], value=c.id) for c in found
    ]
    return choices[:25]


class CardCog(commands.GroupCog, group_name=_("card"), group_description=_("Look up cards")):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("show"), description=_("Show a card"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The card's name"))
    @app_commands.autocomplete(name=card_autocomplete)
    async def show(self, interaction: discord.Interaction, name: str) -> None:
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        found = await _found(interaction, name)
        found = [(r, c) for r, c in found if _is_named(c, name)] or found
        if not found:
            await host.refuse(interaction, ServiceError("no_card", name=name))
            return
        await interaction.response.defer(ephemeral=True)
        ruleset, card = found[0]
        layout = layouts.get(ruleset)
        font = host.settings.font
        # the cards this one may name by id (a class change's target) are said by name
        pool = await host.service.library.cards(interaction.guild_id or 0, ruleset)
        catalog = {c.id: c for c in pool}
        picture = await asyncio.to_thread(layout.card_picture, card, font, lang, catalog)
        head, *rest = layout.card_lines(card, lang, catalog)
        text = "\n".join([f"**{head}**", *rest])
        file = picture_file(picture, "card.png")  # with its alt text, as every picture
        await interaction.followup.send(text[:1900], file=file, ephemeral=True)

    @app_commands.command(name=_("search"), description=_("Search cards by name, race or type"))
    @app_commands.rename(query=_("query"))
    @app_commands.describe(query=_("What to look for"))
    async def search(self, interaction: discord.Interaction, query: str) -> None:
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        found = await _found(interaction, query)
        if not found:
            await host.refuse(interaction, ServiceError("no_card", name=query))
            return
        lines = [t("cards_found", lang, count=len(found))]
        for ruleset, card in found[:30]:
            name = _name(card, lang)
            fields = layouts.get(ruleset).describe_card(card, lang).removeprefix(name).strip()
            lines.append(f"- {name} ({card.id}) {fields}".rstrip())
        await host.reply(interaction, "\n".join(lines)[:1900])


class CardSetCog(
    commands.GroupCog, group_name=_("cardset"), group_description=_("Card sets of this server")
):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("import"), description=_("Import a card set file (TOML or JSON)"))
    @app_commands.rename(file=_("file"))
    @app_commands.describe(file=_("The card set file"))
    @app_commands.default_permissions(manage_guild=True)
    async def import_(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        permissions = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or permissions is None or not permissions.manage_guild:
            await host.refuse(interaction, ServiceError("need_manage_guild"))
            return
        fmt = "json" if file.filename.lower().endswith(".json") else "toml"
        try:
            text = await read_attachment(file, MAX_SET_FILE)
            card_set = await host.service.library.import_set(
                interaction.guild_id, text, file.filename, fmt, host.service.clock()
            )
        except ServiceError as error:
            await host.refuse(interaction, error)
            return
        except CardSetError as exc:
            errors = error_list([e.message(lang) for e in exc.errors], lang)
            await host.reply(interaction, t("set_rejected", lang, errors=errors))
            return
        name = card_set.name_in(lang)
        message = t("set_imported", lang, id=card_set.id, name=name, count=len(card_set.cards))
        await host.reply(interaction, message)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardCog(bot))
    await bot.add_cog(CardSetCog(bot))
