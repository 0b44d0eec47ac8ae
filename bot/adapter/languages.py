"""Which language the bot speaks to whom: a user in their Discord language (ja or en), else
the server's (``/settings language``), else the bot's default; a DM in the language its
player last used with the bot (remembered in the store, so it survives a restart).
"""

from __future__ import annotations

import discord

from bot.presentation.i18n import lang_of
from bot.store import MatchStore


class Languages:
    def __init__(self, store: MatchStore, default: str) -> None:
        self.store = store
        self.default = default
        self._locales: dict[int, str] = {}  # user id -> the language they last used

    async def guild(self, guild_id: int | None) -> str:
        if guild_id is None:
            return self.default
        chosen = (await self.store.guild_settings(guild_id)).locale
        return chosen or self.default

    async def user(self, interaction: discord.Interaction) -> str:
        """The user's Discord language (ja or en), else the server's; a ja or en user's is
        remembered so that their hand DM speaks it too."""
        spoken = lang_of(interaction.locale, "")
        user_id = interaction.user.id
        if spoken and self._locales.get(user_id) != spoken:
            self._locales[user_id] = spoken
            await self.store.set_user_locale(user_id, spoken)
        return spoken or await self.guild(interaction.guild_id)

    async def dm(self, user_id: int, guild_id: int | None) -> str:
        """A DM's language: the one the player last used with the bot, else the server's."""
        known = self._locales.get(user_id) or await self.store.user_locale(user_id)
        return known or await self.guild(guild_id)
