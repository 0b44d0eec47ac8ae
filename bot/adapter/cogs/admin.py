"""``/settings``: a player's own turn notices (``notify``); for moderators the idle timers,
the channel language and whether each match gets a thread. ``/rokumon sync`` for the bot's
owner: command sync is an explicit act, never done on every start."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapter.notify import notify_summary, parse_quiet
from bot.adapter.seams import Host, host_of
from bot.presentation.i18n import t
from bot.service.match_service import ServiceError
from engine.kernel.words import LANGUAGE, languages


def _host(interaction: discord.Interaction) -> Host:
    return host_of(interaction)


class SettingsCog(
    commands.GroupCog,
    group_name=_("settings"),
    group_description=_("Settings (notify: yours; idle, language, threads: moderators)"),
):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    async def _allowed(self, interaction: discord.Interaction) -> int | None:
        """The server's id when the user may change its settings (Manage Server), else None
        after telling them why."""
        permissions = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or permissions is None or not permissions.manage_guild:
            await _host(interaction).refuse(interaction, ServiceError("need_manage_guild"))
            return None
        return interaction.guild_id

    @app_commands.command(name=_("idle"), description=_("Idle timers in minutes"))
    @app_commands.rename(remind=_("remind"), claim=_("claim"), expire=_("expire"))
    @app_commands.describe(
        remind=_("Minutes before the waiting player is reminded"),
        claim=_("Minutes before the opponent may claim the win"),
        expire=_("Minutes before a challenge expires"),
    )
    @app_commands.default_permissions(manage_guild=True)
    async def idle(
        self,
        interaction: discord.Interaction,
        remind: app_commands.Range[int, 1, 10080] | None = None,
        claim: app_commands.Range[int, 1, 10080] | None = None,
        expire: app_commands.Range[int, 1, 10080] | None = None,
    ) -> None:
        guild_id = await self._allowed(interaction)
        if guild_id is None:
            return
        host = _host(interaction)
        store = host.service.store
        current = await store.guild_settings(guild_id)
        chosen = replace(
            current,
            remind_after=float(remind) if remind else current.remind_after,
            claim_after=float(claim) if claim else current.claim_after,
            challenge_expires=float(expire) if expire else current.challenge_expires,
        )
        await store.put_guild_settings(guild_id, chosen)
        lang = await host.langs.user(interaction)
        effective = host.settings
        summary = (
            f"remind={chosen.remind_after or effective.remind_after:g} "
            f"claim={chosen.claim_after or effective.claim_after:g} "
            f"expire={chosen.challenge_expires or effective.challenge_expires:g}"
        )
        await host.reply(interaction, t("settings_saved", lang, summary=summary))

    @app_commands.command(name=_("language"), description=_("Language of channel messages"))
    @app_commands.rename(language=_("language"))
    @app_commands.describe(language=_("Language of channel messages"))
    # every language with catalogs, each named in its own words (a new catalog adds one)
    @app_commands.choices(
        language=[
            app_commands.Choice(name=LANGUAGE.word("name", lang), value=lang)
            for lang in languages()
        ]
    )
    @app_commands.default_permissions(manage_guild=True)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        guild_id = await self._allowed(interaction)
        if guild_id is None:
            return
        host = _host(interaction)
        store = host.service.store
        current = await store.guild_settings(guild_id)
        await store.put_guild_settings(guild_id, replace(current, locale=language))
        await host.reply(interaction, t("settings_saved", language, summary=language))

    @app_commands.command(name=_("threads"), description=_("A thread for each match"))
    @app_commands.rename(enabled=_("enabled"))
    @app_commands.describe(enabled=_("On or off"))
    @app_commands.default_permissions(manage_guild=True)
    async def threads(self, interaction: discord.Interaction, enabled: bool) -> None:
        guild_id = await self._allowed(interaction)
        if guild_id is None:
            return
        host = _host(interaction)
        store = host.service.store
        current = await store.guild_settings(guild_id)
        await store.put_guild_settings(guild_id, replace(current, threads=enabled))
        lang = await host.langs.user(interaction)
        summary = t("threads_on" if enabled else "threads_off", lang)
        await host.reply(interaction, t("settings_saved", lang, summary=summary))

    @app_commands.command(name=_("notify"), description=_("When you are told it is your decision"))
    @app_commands.rename(when=_("when"), dm=_("dm"), quiet=_("quiet"), utc_offset=_("utc_offset"))
    @app_commands.describe(
        when=_("Every hand-over, the start of your turn, or never"),
        dm=_("By DM instead of in the channel"),
        quiet=_("Quiet hours on your clock, e.g. 23-7 (off: none)"),
        utc_offset=_("Hours your clock is ahead of UTC (Japan: 9)"),
    )
    @app_commands.choices(
        when=[
            app_commands.Choice(name=_("every hand-over"), value="every"),
            app_commands.Choice(name=_("start of my turn"), value="turn"),
            app_commands.Choice(name=_("never"), value="never"),
        ]
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        when: str | None = None,
        dm: bool | None = None,
        quiet: app_commands.Range[str, 1, 100] | None = None,
        utc_offset: app_commands.Range[int, -12, 14] | None = None,
    ) -> None:
        host = _host(interaction)
        store = host.service.store
        lang = await host.langs.user(interaction)
        prefs = await store.notify_prefs(interaction.user.id)
        try:
            start, end = (prefs.quiet_from, prefs.quiet_to) if quiet is None else parse_quiet(quiet)
        except ServiceError as error:
            await host.refuse(interaction, error)
            return
        chosen = replace(
            prefs,
            mode=when or prefs.mode,
            dm=prefs.dm if dm is None else dm,
            quiet_from=start,
            quiet_to=end,
            utc_offset=prefs.utc_offset if utc_offset is None else utc_offset * 60,
        )
        await store.set_notify_prefs(interaction.user.id, chosen)
        await host.reply(interaction, notify_summary(chosen, lang))


class AdminCog(
    commands.GroupCog, group_name=_("rokumon"), group_description=_("Bot administration (owner)")
):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=_("sync"), description=_("Sync the slash commands"))
    async def sync(self, interaction: discord.Interaction) -> None:
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        if not await self.bot.is_owner(interaction.user):
            await host.reply(interaction, t("need_manage_guild", lang))
            return
        await interaction.response.defer(ephemeral=True)
        count = await self.bot.sync_commands()  # type: ignore[attr-defined]
        await interaction.followup.send(t("synced", lang, count=count), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(bot))
    await bot.add_cog(AdminCog(bot))
