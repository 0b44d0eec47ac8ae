"""The discord.py bot: ``create_bot(settings)`` builds it (tests drive it through simcord),
``run(settings)`` connects. Commands are synced only when asked (``rokumon bot --sync`` or
``/rokumon sync`` by the owner), never on every start (Discord limits command creation).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from datetime import datetime

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import endings, idle, lobby, practice
from bot.adapter.cogs import EXTENSIONS
from bot.adapter.config import Settings
from bot.adapter.host import MatchHost
from bot.adapter.translator import Translator
from bot.adapter.ui import DYNAMIC_ITEMS
from bot.presentation.i18n import lang_of, t
from bot.service.collector import tune_for_hosting
from bot.service.match_service import MatchService
from bot.store import MatchStore, SqliteStore, StoreInUseError

log = logging.getLogger("rokumon")


class RokumonBot(commands.Bot):
    def __init__(
        self,
        settings: Settings,
        store: MatchStore | None = None,
        clock: Callable[[], datetime] = discord.utils.utcnow,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            # names, deck names and card names are user text: nothing in them may ping;
            # a message that means to ping someone names them (``bot.adapter.mentions.pings``)
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.clock = clock
        self.store = store or SqliteStore(settings.db_path)
        self.service = MatchService(self.store, clock=clock)
        self.host = MatchHost(self, self.service, settings, clock)
        self.idle_watch = idle.watcher(self)

    async def setup_hook(self) -> None:
        await self.store.open()
        await self.tree.set_translator(Translator())
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        for extension in EXTENSIONS:
            if extension not in self.extensions:  # a reconnect runs setup_hook again
                await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS, *lobby.ITEMS, *endings.ITEMS, *practice.ITEMS)
        if self.settings.sync_commands:
            await self.sync_commands()
        if not self.idle_watch.is_running():  # a reconnect runs setup_hook again
            self.idle_watch.start()

    async def sync_commands(self) -> int:
        if self.settings.dev_guild is not None:
            guild = discord.Object(id=self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            return len(await self.tree.sync(guild=guild))
        return len(await self.tree.sync())

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        log.exception("command failed", exc_info=error)
        lang = lang_of(interaction.locale, self.settings.locale)
        text = t("internal_error", lang)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
        raise error

    async def close(self) -> None:
        self.idle_watch.cancel()
        self.host.opponent.close()
        await super().close()
        await self.store.close()


def create_bot(settings: Settings, store: MatchStore | None = None) -> RokumonBot:
    return RokumonBot(settings, store)


def run(settings: Settings) -> int:
    """Connect and serve until stopped; a refused token or a database file already in use
    is one line, not a traceback."""
    bot = create_bot(settings)
    tune_for_hosting()
    try:
        # before connecting: a second bot on the same file must not even log in
        bot.store.claim()
    except StoreInUseError as exc:
        print(exc, file=sys.stderr)
        return 2
    try:
        bot.run(settings.token, log_level=logging.INFO)
    except discord.LoginFailure:
        print("Discord refused DISCORD_TOKEN: copy the bot token again from the developer portal.")
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord requires privileged intents the bot did not ask for; check the portal.")
        return 2
    except (aiohttp.ClientError, OSError) as exc:
        print(f"Cannot reach Discord ({type(exc).__name__}): check the network and try again.")
        return 2
    return 0
