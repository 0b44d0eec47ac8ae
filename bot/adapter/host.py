"""The glue between the match service and Discord, one job per part: the languages spoken
(bot/adapter/languages.py), the channels reached (channels.py), the board message
(boards.py), the hands by DM (hands.py) and the turn notices (notify.py); the host itself
applies a player's action (refusing politely when it cannot be), tells the next decider,
hands the turn to the bot's seat in a practice match (opponent.py), and shows the deciding
player the Act panel, privately.

The buttons and commands reach the host through ``interaction.client`` typed by
bot/adapter/seams.py, so no module below imports this one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

import discord

import engine
from bot import games
from bot.adapter import forms, hands, results, ui
from bot.adapter.boards import Boards, mark
from bot.adapter.channels import Channels
from bot.adapter.config import Settings
from bot.adapter.hands import Hands
from bot.adapter.languages import Languages
from bot.adapter.notify import TurnNotices
from bot.adapter.opponent import Opponent
from bot.presentation import present
from bot.presentation.i18n import service_message, t
from bot.service import starters
from bot.service.binding import Sent
from bot.service.match_service import ActResult, Match, MatchService, ServiceError
from bot.service.repeats import RepeatGuard
from engine.kernel.messages import decision_name

log = logging.getLogger("rokumon")


class MatchHost:
    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        settings: Settings,
        clock: Callable[[], datetime],
    ) -> None:
        self.client = client
        self.service = service
        self.settings = settings
        self.repeats = RepeatGuard()  # typed /play commands sent twice
        self.langs = Languages(service.store, settings.locale)
        self.channels = Channels(client)
        self.hands = Hands(client, service, settings, self.langs, self.channels)
        self.notices = TurnNotices(client, service, self.langs, self.channels)
        parts = (self.langs, self.channels, self.hands, self.notices)
        self.boards = Boards(service, settings, parts, ui.board_view, self._announce, clock)
        self.opponent = Opponent(
            client, service, settings, self.langs, self.boards, self.tell_decider
        )

    async def _announce(self, match: Match) -> None:
        self.opponent.forget(match.id)
        await results.announce(self, match)

    async def refuse(self, interaction: discord.Interaction, error: ServiceError) -> None:
        lang = await self.langs.user(interaction)
        text = service_message(error.key, lang, error.params)
        if error.key == "moved_on":  # and where it is now, so the player can act again
            found = await self.service.match_in(interaction.channel_id or 0)
            if found is not None:
                status = mark(found, lang) + present.status_line(
                    found.state, hands.names(found), lang
                )
                text += "\n" + t("moved_on_now", lang, status=status)
        await self.reply(interaction, text)

    async def match_or_refuse(self, interaction: discord.Interaction) -> Match | None:
        """The channel's match, or None after telling the user there is none."""
        found = await self.service.match_in(interaction.channel_id or 0)
        if found is None:
            await self.refuse(interaction, ServiceError("no_match"))
        return found

    @staticmethod
    async def reply(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)

    def names(self, match: Match) -> tuple[str, str]:
        return hands.names(match)

    async def act(
        self,
        interaction: discord.Interaction,
        action: engine.Action | str | list[str],
        version: int | None,
        applied: Callable[[ActResult], None] | None = None,
        received: datetime | None = None,
    ) -> ActResult | None:
        """Apply an action for the interaction's user; refuse politely when it cannot be.
        ``received``: when the command's handler began (this machine's clock), for a command
        that names no version.
        ``applied`` hears of it as soon as it is written, before the board is brought up to
        date; a failure there is only logged (``show``): the action stands."""
        channel_id = interaction.channel_id or 0
        # without a version the action is bound to the state current when Discord created
        # the interaction: applied to a later one it would do what its sender never saw
        sent = None
        if version is None:
            sent = Sent(interaction.created_at, received or self.service.clock())
        try:
            before = await self.service.match_in(channel_id)
            result = await self.service.act(channel_id, interaction.user.id, action, version, sent)
        except ServiceError as error:
            await self.refuse(interaction, error)
            return None
        if applied is not None:
            applied(result)
        await self.boards.show(result.match, result.events, before.state if before else None)
        await self.tell_decider(result.match, before.state if before else None)
        self.opponent.nudge(result.match)  # the bot's turn in a practice match
        return result

    async def tell_decider(self, match: Match, before: Any) -> None:
        """The turn notice after an action (``before``: the state it started from; None for
        a match just begun), unless a later action overtook it; a failure is only logged."""
        try:
            async with self.boards.board_lock(match.row.channel_id):
                latest = await self.service.match_by_id(match.id)
                if latest is None or latest.row.version == match.row.version:
                    await self.notices.hand_over(latest or match, before)
        except Exception:
            log.exception("turn notice for match %s failed", match.id)

    async def panel(
        self, match: Match, user_id: int, lang: str, place: Any = None
    ) -> tuple[str, discord.ui.View]:
        """The Act panel for the deciding player: its first page, or ``place``
        (bot/presentation/panel.py)."""
        seat = match.seat_of(user_id)
        assert seat is not None
        kind = engine.decision(match.state).kind.value
        text = t("your_panel", lang, what=decision_name(kind, lang))
        form = games.of(match.state).present.form(match.state, seat, lang)
        if form is not None:  # the game takes this decision as a private form
            own = [
                (d.name[:100], d.name[:100])
                for d in await self.service.store.list_decks(user_id)
                if d.ruleset == match.row.ruleset
            ]
            decks = starters.with_starters(own, match.row.ruleset, lang)
            heading, view = forms.form_view(match, form, decks, lang)
        else:
            heading, view = ui.panel_view(
                match.id, match.row.version, match.state, seat, lang, place
            )
        return "\n".join([text, f"**{heading}**"] if heading else [text]), view

    async def after_panel_action(
        self, interaction: discord.Interaction, result: ActResult, lang: str
    ) -> None:
        """Replace the used panel: a new one while the same player decides, else a note."""
        match = result.match
        if match.deciding_user() == interaction.user.id:
            text, view = await self.panel(match, interaction.user.id, lang)
            await interaction.edit_original_response(content=text, view=view)
        else:
            await interaction.edit_original_response(content=t("done_panel", lang), view=None)
