"""Private forms (bot/games.py ``Form``): a decision a game takes as a few selects instead of
the Act panel's steps, e.g. Deus's deck building (15 of a faction's 20 cards in one select,
deus [D-DECK-3c]). Each select is submitted on its own; its choices become the game's
actions, applied as one step through the match service (all or nothing), and the form is
drawn again for what is left. A form may also take one of the player's saved decks of the
match's game or one of its starter decks (``deck_actions``), refused with the game's reason
when it does not fit.

custom_id: ``rk:form:<match>:<version>:<key>``, ``rk:formdeck:<match>:<version>``.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot import games
from bot.adapter.seams import Host, host_of
from bot.adapter.views import chosen_values, dynamic_view
from bot.presentation.i18n import t
from bot.service.match_service import ActResult, Match, ServiceError

MAX_OPTIONS = 25  # Discord's limit on a select's options


def _host(interaction: discord.Interaction) -> Host:
    return host_of(interaction)


def form_view(
    match: Match, form: games.Form, decks: list[tuple[str, str]], lang: str
) -> tuple[str, discord.ui.View]:
    """The form's heading and its selects; the decks it may take (label, value: the
    player's saved decks and the game's starters) as one more select."""
    view = dynamic_view()
    for row, select in enumerate(form.selects[:4]):
        options = [
            discord.SelectOption(
                label=label[:100], value=value[:100], description=about[:100] or None
            )
            for label, value, about in select.options[:MAX_OPTIONS]
        ]
        view.add_item(
            FormPick(
                match.id,
                match.row.version,
                select.key,
                options,
                select.placeholder,
                min(select.count, len(options)),
                row,
            )
        )
    if decks and games.of(match.state).present.deck_actions is not None:
        options = [
            discord.SelectOption(label=label[:100], value=value[:100])
            for label, value in decks[:MAX_OPTIONS]
        ]
        view.add_item(FormDeck(match.id, match.row.version, options, t("form_saved_deck", lang)))
    return form.heading, view


async def _current(interaction: discord.Interaction, match_id: int, version: int) -> Match | None:
    host = _host(interaction)
    found = await host.service.match_by_id(match_id)
    if (
        found is None
        or found.row.status != "active"
        or found.row.channel_id != interaction.channel_id
    ):
        await host.refuse(interaction, ServiceError("no_match"))
        return None
    if found.row.version != version or found.deciding_user() != interaction.user.id:
        await host.refuse(interaction, ServiceError("stale"))
        return None
    return found


async def _apply(
    interaction: discord.Interaction, found: Match, actions: list[str], lang: str
) -> None:
    host = _host(interaction)
    await interaction.response.defer()
    result: ActResult | None = await host.act(interaction, actions, found.row.version)
    if result is not None:
        await host.after_panel_action(interaction, result, lang)


class FormPick(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rk:form:(?P<m>\d+):(?P<v>\d+):(?P<key>[a-z0-9-]{1,40})",
):
    def __init__(
        self,
        match_id: int,
        version: int,
        key: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
        count: int = 1,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:form:{match_id}:{version}:{key}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] or None,
                min_values=count,
                max_values=count,
                row=row,
            )
        )
        self.match_id, self.version, self.key = match_id, version, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FormPick:
        return cls(int(match["m"]), int(match["v"]), match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        found = await _current(interaction, self.match_id, self.version)
        if found is None or not values:
            return
        seat = found.seat_of(interaction.user.id)
        assert seat is not None  # _current: the deciding player
        actions = games.of(found.state).present.form_actions(found.state, seat, self.key, values)
        if not actions:
            await host.refuse(interaction, ServiceError("stale"))
            return
        await _apply(interaction, found, actions, lang)


class FormDeck(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rk:formdeck:(?P<m>\d+):(?P<v>\d+)",
):
    def __init__(
        self,
        match_id: int,
        version: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:formdeck:{match_id}:{version}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] or None,
                row=4,
            )
        )
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FormDeck:
        return cls(int(match["m"]), int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        host = _host(interaction)
        lang = await host.langs.user(interaction)
        found = await _current(interaction, self.match_id, self.version)
        if found is None or not values:
            return
        convert = games.of(found.state).present.deck_actions
        try:
            deck = await host.service.saved_deck(
                found.row.guild_id, interaction.user.id, str(values[0]), found.row.ruleset
            )
        except ServiceError as error:
            await host.refuse(interaction, error)
            return
        seat = found.seat_of(interaction.user.id)
        assert seat is not None  # _current: the deciding player
        actions, problem = convert(found.state, seat, deck) if convert else ([], None)
        if problem is not None:
            key, params = problem
            await host.reply(interaction, t(key, lang, **params))
            return
        await _apply(interaction, found, actions, lang)
