"""The seam between the Discord objects and the match host: what a button, a command, the
lobby, the results or the idle watcher may ask of the host (``Host``) and of the client that
carries it (``HostedClient``), as protocols. They reach the host at run time through
``interaction.client`` (``host_of``); typing against these protocols instead of the host's
module keeps the host, which builds their views, the only module that imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol, cast

import discord

import engine
from bot.adapter.boards import Boards
from bot.adapter.channels import Channels
from bot.adapter.config import Settings
from bot.adapter.hands import Hands
from bot.adapter.languages import Languages
from bot.adapter.notify import TurnNotices
from bot.adapter.opponent import Opponent
from bot.service.match_service import ActResult, Match, MatchService, ServiceError
from bot.service.repeats import RepeatGuard
from bot.store import MatchStore


class Host(Protocol):
    """bot/adapter/host.py ``MatchHost``, as the parts below it see it."""

    service: MatchService
    settings: Settings
    repeats: RepeatGuard
    langs: Languages
    channels: Channels
    boards: Boards
    hands: Hands
    notices: TurnNotices
    opponent: Opponent

    async def refuse(self, interaction: discord.Interaction, error: ServiceError) -> None: ...

    async def match_or_refuse(self, interaction: discord.Interaction) -> Match | None: ...

    async def reply(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None: ...

    def names(self, match: Match) -> tuple[str, str]: ...

    async def act(
        self,
        interaction: discord.Interaction,
        action: engine.Action | str | list[str],
        version: int | None,
        applied: Callable[[ActResult], None] | None = None,
        received: datetime | None = None,
    ) -> ActResult | None: ...

    async def tell_decider(self, match: Match, before: Any) -> None: ...

    async def panel(
        self, match: Match, user_id: int, lang: str, place: Any = None
    ) -> tuple[str, discord.ui.View]: ...

    async def after_panel_action(
        self, interaction: discord.Interaction, result: ActResult, lang: str
    ) -> None: ...


class HostedClient(Protocol):
    """bot/adapter/client.py ``RokumonBot``, as the idle watcher and the buttons see it."""

    @property
    def host(self) -> Host: ...

    @property
    def store(self) -> MatchStore: ...

    @property
    def service(self) -> MatchService: ...

    @property
    def settings(self) -> Settings: ...

    async def wait_until_ready(self) -> None: ...


def host_of(interaction: discord.Interaction) -> Host:
    """The host of the bot that received ``interaction``."""
    return cast(HostedClient, interaction.client).host
