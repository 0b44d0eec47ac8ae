"""``/deck``: a user's own decks: import (text or file), copy a game's starter deck, list,
show, export, delete.

A rejected import stores nothing and names every bad line, in the user's language. A file
over its size limit is told the limit.
"""

from __future__ import annotations

import io
import math
import re
from typing import cast

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

import engine
from bot import games
from bot.adapter.cogs import deck_autocomplete, ruleset_choices
from bot.adapter.seams import Host, HostedClient, host_of
from bot.presentation.i18n import error_list, t
from bot.service import starters
from bot.service.match_service import ServiceError
from bot.store import DeckRow
from carddb import DeckListError

MAX_DECK_FILE = 20_000  # bytes; a deck list is at most 200 lines (docs/cardsets.md)
_SEPARATOR = re.compile(r"(?<!/)/(?!/)|;|\\n")  # a lone slash: // starts a comment


async def read_attachment(attachment: discord.Attachment, limit: int) -> str:
    """The file as UTF-8 text; ServiceError when it is over ``limit`` bytes or not text."""
    if attachment.size > limit:
        kilobytes = {"size": math.ceil(attachment.size / 1000), "limit": limit // 1000}
        raise ServiceError("file_too_big", **kilobytes)
    try:
        return (await attachment.read()).decode("utf-8-sig")
    except (UnicodeDecodeError, discord.HTTPException):
        raise ServiceError("file_unreadable") from None


def inline_list(text: str) -> str:
    """A one-line list from a slash option: lines separated by ``/``, ``;`` or ``\\n``; a
    ``//`` comment runs to the next separator."""
    # no spacing in the pattern (it would backtrack over long runs of spaces): the deck-list
    # parser strips every line anyway
    return "\n".join(_SEPARATOR.split(text))


def starter_list(ruleset: str, lang: str) -> str:
    """A game's starter decks, a line each: its label and the name that copies it."""
    names = starters.names(ruleset)
    if not names:
        return t("no_starters", lang, ruleset=ruleset)
    lines = "\n".join(f"- {starters.label(ruleset, n, lang)} (`{n}`)" for n in names)
    return t("starter_list", lang, ruleset=ruleset, lines=lines)


async def starter_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The chosen game's starter decks whose label or name holds what was typed."""
    ruleset = str(getattr(interaction.namespace, "ruleset", "") or "")
    if ruleset not in engine.registry.ids():
        return []
    lang = await host_of(interaction).langs.user(interaction)
    found = starters.with_starters([], ruleset, lang, current)
    return [app_commands.Choice(name=label, value=value) for label, value in found]


class DeckCog(commands.GroupCog, group_name=_("deck"), group_description=_("Your decks")):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def host(self) -> Host:
        return cast(HostedClient, self.bot).host  # as seams.host_of: the bot is RokumonBot

    async def _own_deck(self, interaction: discord.Interaction, name: str) -> DeckRow | None:
        row: DeckRow | None = await self.host.service.store.get_deck(interaction.user.id, name)
        if row is None:
            await self.host.refuse(interaction, ServiceError("no_deck", name=name))
        return row

    @app_commands.command(name=_("import"), description=_("Import a deck list"))
    @app_commands.rename(name=_("name"), ruleset=_("ruleset"), text=_("text"), file=_("file"))
    @app_commands.describe(
        name=_("The deck's name"),
        ruleset=_("The game to play"),
        text=_("The deck list as text"),
        file=_("The deck list as a file"),
    )
    @app_commands.choices(ruleset=ruleset_choices())
    async def import_(
        self,
        interaction: discord.Interaction,
        name: str,
        ruleset: str,
        text: str | None = None,
        file: discord.Attachment | None = None,
    ) -> None:
        lang = await self.host.langs.user(interaction)
        if (text is None) == (file is None):
            await self.host.reply(interaction, t("deck_needs_text", lang))
            return
        try:
            if file is not None:
                body = await read_attachment(file, MAX_DECK_FILE)
            else:
                body = inline_list(text or "")
            row, deck = await self.host.service.import_deck(
                interaction.guild_id or 0, interaction.user.id, name, ruleset, body
            )
        except DeckListError as exc:
            errors = error_list([e.message(lang) for e in exc.errors], lang)
            await self.host.reply(interaction, t("deck_rejected", lang, errors=errors))
            return
        except ServiceError as error:
            await self.host.refuse(interaction, error)
            return
        text = t("deck_saved", lang, name=row.name, count=len(deck.cards))
        index = await self.host.service.library.index(interaction.guild_id or 0, ruleset)
        note = games.get(ruleset).present.deck_note(deck, index, lang)
        text += f" {note}" if note else ""
        await self.host.reply(interaction, text)

    @app_commands.command(
        name=_("starter"), description=_("Copy a starter deck into your decks, to edit")
    )
    @app_commands.rename(ruleset=_("ruleset"), name=_("name"), save_as=_("save_as"))
    @app_commands.describe(
        ruleset=_("The game to play"),
        name=_("The starter deck (none: list the game's starter decks)"),
        save_as=_("Your copy's name (default: the starter's name)"),
    )
    @app_commands.choices(ruleset=ruleset_choices())
    @app_commands.autocomplete(name=starter_autocomplete)
    async def starter(
        self, interaction: discord.Interaction, ruleset: str, name: str = "", save_as: str = ""
    ) -> None:
        lang = await self.host.langs.user(interaction)
        if not name.strip():
            await self.host.reply(interaction, starter_list(ruleset, lang))
            return
        try:
            row, deck, found = await self.host.service.copy_starter(
                interaction.guild_id or 0, interaction.user.id, ruleset, name, save_as
            )
        except DeckListError as exc:  # the server's cards no longer fit the shipped list
            errors = error_list([e.message(lang) for e in exc.errors], lang)
            await self.host.reply(interaction, t("deck_rejected", lang, errors=errors))
            return
        except ServiceError as error:
            await self.host.refuse(interaction, error)
            return
        title = starters.title(ruleset, found, lang)
        await self.host.reply(
            interaction,
            t("starter_copied", lang, title=title, name=row.name, count=len(deck.cards)),
        )

    @app_commands.command(name=_("list"), description=_("List your decks"))
    async def list_(self, interaction: discord.Interaction) -> None:
        lang = await self.host.langs.user(interaction)
        decks = await self.host.service.store.list_decks(interaction.user.id)
        if not decks:
            await self.host.reply(interaction, t("no_decks", lang))
            return
        lines = [f"- {d.name} ({d.ruleset})" for d in decks]
        await self.host.reply(interaction, "\n".join(lines)[:1900])

    @app_commands.command(name=_("show"), description=_("Show a deck"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The deck's name"))
    @app_commands.autocomplete(name=deck_autocomplete)
    async def show(self, interaction: discord.Interaction, name: str) -> None:
        row = await self._own_deck(interaction, name)
        if row is None:
            return
        await self.host.reply(
            interaction, f"**{row.name}** ({row.ruleset})\n```\n{row.body[:1800]}\n```"
        )

    @app_commands.command(name=_("export"), description=_("Export a deck as a file"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The deck's name"))
    @app_commands.autocomplete(name=deck_autocomplete)
    async def export(self, interaction: discord.Interaction, name: str) -> None:
        row = await self._own_deck(interaction, name)
        if row is None:
            return
        data = io.BytesIO(row.body.encode("utf-8"))
        await self.host.reply(
            interaction, row.name, file=discord.File(data, filename=f"{row.name}.txt")
        )

    @app_commands.command(name=_("delete"), description=_("Delete a deck"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The deck's name"))
    @app_commands.autocomplete(name=deck_autocomplete)
    async def delete(self, interaction: discord.Interaction, name: str) -> None:
        lang = await self.host.langs.user(interaction)
        if not await self.host.service.store.delete_deck(interaction.user.id, name):
            await self.host.refuse(interaction, ServiceError("no_deck", name=name))
            return
        await self.host.reply(interaction, t("deck_deleted", lang, name=name))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DeckCog(bot))
