"""``/card show|search`` over the server's cards, and ``/cardset import`` (Manage Server).

An imported set is all-or-nothing: every error names card and field, and a rejected file
stores nothing (docs/cardsets.md).
"""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.cogs.decks import read_attachment
from bot.i18n import t
from bot.service import ServiceError
from carddb import CardSetError
from carddb.decklist import normalise_name
from engine.cards import CardDef, UnitDef
from renderer.card import render_card
from renderer.text import describe_card


def _host(interaction: discord.Interaction):  # type: ignore[no-untyped-def]
    return interaction.client.host  # type: ignore[attr-defined]


async def _cards(interaction: discord.Interaction) -> list[CardDef]:
    return await _host(interaction).service.library.cards(interaction.guild_id or 0)  # type: ignore[no-any-return]


def _matches(cards: list[CardDef], query: str) -> list[CardDef]:
    typed = normalise_name(query)
    found = []
    for card in cards:
        words = [card.name, card.id, getattr(card, "type", ""), getattr(card, "race", "")]
        if any(typed in normalise_name(w) for w in words if w):
            found.append(card)
    return found


async def card_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    found = _matches(await _cards(interaction), current)
    return [app_commands.Choice(name=f"{c.name} ({c.id})"[:100], value=c.id) for c in found][:25]


class CardCog(commands.GroupCog, group_name=_("card"), group_description=_("Look up cards")):  # type: ignore[call-arg]
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("show"), description=_("Show a card"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The card's name"))
    @app_commands.autocomplete(name=card_autocomplete)
    async def show(self, interaction: discord.Interaction, name: str) -> None:
        host = _host(interaction)
        cards = await _cards(interaction)
        exact = [c for c in cards if c.id == name or normalise_name(c.name) == normalise_name(name)]
        found = exact or _matches(cards, name)
        if not found:
            await host.refuse(interaction, ServiceError("no_card", name=name))
            return
        await interaction.response.defer(ephemeral=True)
        picture = await asyncio.to_thread(render_card, found[0], font=host.settings.font)
        text = f"**{found[0].name}** ({found[0].id})\n{describe_card(found[0])}"
        for ability in found[0].abilities:
            text += f"\n{ability.text}"
        file = discord.File(io.BytesIO(picture.png), filename="card.png")
        await interaction.followup.send(text[:1900], file=file, ephemeral=True)

    @app_commands.command(name=_("search"), description=_("Search cards by name, race or type"))
    @app_commands.rename(query=_("query"))
    @app_commands.describe(query=_("What to look for"))
    async def search(self, interaction: discord.Interaction, query: str) -> None:
        host = _host(interaction)
        lang = await host.user_lang(interaction)
        found = _matches(await _cards(interaction), query)
        if not found:
            await host.refuse(interaction, ServiceError("no_card", name=query))
            return
        lines = [t("cards_found", lang, count=len(found))]
        for card in found[:30]:
            level = f" Lv{card.level}" if isinstance(card, UnitDef) else ""
            lines.append(f"- {card.name} ({card.id}){level}")
        await host.reply(interaction, "\n".join(lines)[:1900])


class CardSetCog(
    commands.GroupCog, group_name=_("cardset"), group_description=_("Card sets of this server")
):  # type: ignore[call-arg]
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("import"), description=_("Import a card set file (TOML or JSON)"))
    @app_commands.rename(file=_("file"))
    @app_commands.describe(file=_("The card set file"))
    @app_commands.default_permissions(manage_guild=True)
    async def import_(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        host = _host(interaction)
        lang = await host.user_lang(interaction)
        permissions = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or permissions is None or not permissions.manage_guild:
            await host.refuse(interaction, ServiceError("need_manage_guild"))
            return
        text = await read_attachment(file)
        if text is None:
            await host.reply(interaction, t("file_unreadable", lang))
            return
        fmt = "json" if file.filename.lower().endswith(".json") else "toml"
        try:
            card_set = await host.service.library.import_set(
                interaction.guild_id, text, file.filename, fmt, host.service.clock()
            )
        except CardSetError as exc:
            errors = "\n".join(f"- {e}" for e in exc.errors[:30])
            await host.reply(interaction, t("set_rejected", lang, errors=errors)[:1900])
            return
        message = t(
            "set_imported", lang, id=card_set.id, name=card_set.name, count=len(card_set.cards)
        )
        await host.reply(interaction, message)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardCog(bot))
    await bot.add_cog(CardSetCog(bot))
