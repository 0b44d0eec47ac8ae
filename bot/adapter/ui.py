"""Buttons and selects, as discord.py ``DynamicItem``s whose ``custom_id`` carries the match
id and the state version they were drawn for: they keep working after a restart, and a
click on an older state is told "already decided" and changes nothing.

custom_id forms (all under 100 characters):
``rk:act:<match>:<version>``, ``rk:hand:<match>``, ``rk:claim:<match>``,
``rk:do:<match>:<version>:<verb>``, ``rk:pick:<match>:<version>:<n>``,
``rk:page:<match>:<version>:<page>:<notation words chosen so far>`` (bot/presentation/panel.py),
``rk:quick:<match>:<version>:<b|p>:<key>`` (one-click choices, bot/adapter/quick.py),
``rk:challenge:<channel>:<accept|decline>``, ``rk:deck:<channel>``, ``rk:hint:<match>``
(a practice match's Hint, bot/adapter/practice.py).
"""

from __future__ import annotations

import re
from typing import Any

import discord

import engine
from bot.adapter import forms, quick
from bot.adapter.endings import ClaimButton
from bot.adapter.practice import HintButton
from bot.adapter.seams import host_of
from bot.adapter.views import chosen_values, dynamic_view
from bot.presentation import panel, present
from bot.presentation.i18n import button, t
from bot.service.match_service import Match, ServiceError


def board_view(match: Match, lang: str) -> discord.ui.View:
    view = dynamic_view()
    if match.row.status != "active":
        return view
    view.add_item(ActButton(match.id, match.row.version, lang))
    view.add_item(HandButton(match.id, lang))
    if match.row.reminded >= 2:
        view.add_item(ClaimButton(match.id, lang))
    if match.row.practice is not None:
        view.add_item(HintButton(match.id, lang))
    for item in quick.board_buttons(match, lang):
        view.add_item(item)
    return view


def panel_view(
    match_id: int,
    version: int,
    state: Any,
    seat: int,
    lang: str,
    place: panel.Place | None = None,
) -> tuple[str, discord.ui.View]:
    """A page of the deciding player's choices (bot/presentation/panel.py lays it out): buttons for
    plain actions, selects for the rest, Back / Previous / Next between pages. Returns the
    page's heading (where in the panel the player is; empty on the first page) and the view."""
    names = present.card_names(state, seat, lang)

    def label(words: panel.Words) -> str:
        return present.words_label(state, words, names, lang)

    legal = engine.legal_actions(state)
    texts = [engine.format_action(state, action) for action in legal]
    about = {
        text: present.describe_action(state, names, action, lang)
        for text, action in zip(texts, legal, strict=True)
    }

    def group(what: str, count: int) -> str:
        return t("panel_group", lang, what=what, count=count)

    relabel, extra = quick.on_panel(state, lang, {text for text in texts if " " not in text})
    keys = [choice.key for choice in extra]
    page = panel.layout(texts, label, place or panel.Place(), t("panel_choose", lang), group, keys)
    view = quick.panel_view(match_id, version, extra[: len(page.quick)])
    for number, verb in enumerate(page.buttons, start=len(page.quick)):
        named = relabel[verb].label if verb in relabel else present.verb_label(state, verb, lang)
        view.add_item(DoButton(match_id, version, verb, named, row=number // panel.ROW_BUTTONS))
    for number, select in enumerate(page.selects):
        options = [
            discord.SelectOption(
                label=entry.label[:100],
                value=entry.value,
                description=about.get(entry.value, "")[:100] or None,
            )
            for entry in select.entries
        ]
        row = page.button_rows + number
        view.add_item(PickSelect(match_id, version, number, options, select.placeholder, row))
    moves = (("back", page.back), ("previous", page.previous), ("next", page.following))
    for what, target in moves:
        if target is not None:
            view.add_item(PageButton(match_id, version, target, what, lang))
    return _heading(page, label, lang), view


def _heading(page: panel.Page, label: panel.Label, lang: str) -> str:
    where = label(page.place.prefix)
    if page.pages > 1:
        where += t("panel_page", lang, page=page.place.page + 1, pages=page.pages)
    return where.strip()


class ActButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:act:(?P<m>\d+):(?P<v>\d+)"
):
    def __init__(self, match_id: int, version: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("act", lang),
                style=discord.ButtonStyle.primary,
                custom_id=f"rk:act:{match_id}:{version}",
            )
        )
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActButton:
        return cls(int(match["m"]), int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        lang = await host.langs.user(interaction)
        found = await host.service.match_by_id(self.match_id)
        if found is None or found.row.status != "active":
            await host.refuse(interaction, ServiceError("no_match"))
            return
        if found.row.version != self.version:
            await host.refuse(interaction, ServiceError("stale"))
            return
        if found.seat_of(interaction.user.id) is None:
            await host.refuse(interaction, ServiceError("not_a_player"))
            return
        decider = found.deciding_user()
        if decider != interaction.user.id:
            name = found.state.setup.names[found.row.players.index(decider)] if decider else "-"
            await host.reply(interaction, t("not_your_turn", lang, name=name))
            return
        text, view = await host.panel(found, interaction.user.id, lang)
        await interaction.response.send_message(text, view=view, ephemeral=True)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:hand:(?P<m>\d+)"):
    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("hand", lang),
                style=discord.ButtonStyle.secondary,
                custom_id=f"rk:hand:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        found = await host.service.match_by_id(self.match_id)
        await show_hand(interaction, found)


async def show_hand(interaction: discord.Interaction, found: Match | None) -> None:
    """The player's own hand, ephemeral: works whether or not DMs are open."""
    host = host_of(interaction)
    lang = await host.langs.user(interaction)
    seat = None if found is None else found.seat_of(interaction.user.id)
    if found is None or seat is None:
        await host.reply(interaction, t("no_hand", lang))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    text, file = await host.hands.hand_picture(found, seat, lang)
    await interaction.edit_original_response(content=text, attachments=[file])


class DoButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:do:(?P<m>\d+):(?P<v>\d+):(?P<verb>[a-z-]+)",
):
    def __init__(
        self, match_id: int, version: int, verb: str, label: str = "", row: int | None = None
    ) -> None:
        style = discord.ButtonStyle.danger if verb == "attack" else discord.ButtonStyle.primary
        super().__init__(
            discord.ui.Button(
                label=label or verb,  # rebuilt from a custom_id, only its callback matters
                style=style,
                custom_id=f"rk:do:{match_id}:{version}:{verb}",
                row=row,
            )
        )
        self.match_id, self.version, self.verb = match_id, version, verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DoButton:
        return cls(int(match["m"]), int(match["v"]), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await panel_action(interaction, self.match_id, self.version, self.verb)


class PickSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"rk:pick:(?P<m>\d+):(?P<v>\d+):(?P<n>\d+)",
):
    def __init__(
        self,
        match_id: int,
        version: int,
        number: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:pick:{match_id}:{version}:{number}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] or None,
                row=row,
            )
        )
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["m"]), int(match["v"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        if not values:
            return
        chosen = panel.read_value(str(values[0]))
        if isinstance(chosen, panel.Place):
            await open_page(interaction, self.match_id, self.version, chosen)
        else:
            await panel_action(interaction, self.match_id, self.version, chosen)


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:page:(?P<m>\d+):(?P<v>\d+):(?P<place>\d+:.*)",
):
    """Back, Previous or Next between the Act panel's pages."""

    def __init__(
        self, match_id: int, version: int, place: panel.Place, what: str = "back", lang: str = "ja"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=button(what, lang),
                style=discord.ButtonStyle.secondary,
                custom_id=f"rk:page:{match_id}:{version}:{place.encode()}",
                row=panel.MAX_ROWS - 1,
            )
        )
        self.match_id, self.version, self.place = match_id, version, place

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PageButton:
        return cls(int(match["m"]), int(match["v"]), panel.Place.decode(match["place"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await open_page(interaction, self.match_id, self.version, self.place)


async def open_page(
    interaction: discord.Interaction, match_id: int, version: int, place: panel.Place
) -> None:
    """Show another page of the panel in the same message; an old panel changes nothing."""
    host = host_of(interaction)
    lang = await host.langs.user(interaction)
    found = await host.service.match_by_id(match_id)
    if found is None or found.row.status != "active":
        await host.refuse(interaction, ServiceError("no_match"))
    elif found.row.version != version or found.deciding_user() != interaction.user.id:
        await host.refuse(interaction, ServiceError("stale"))
    else:
        text, view = await host.panel(found, interaction.user.id, lang, place)
        await interaction.response.edit_message(content=text, view=view)


async def panel_action(
    interaction: discord.Interaction, match_id: int, version: int, text: str
) -> None:
    """Apply a panel choice; the version in the custom_id makes stale clicks harmless."""
    host = host_of(interaction)
    lang = await host.langs.user(interaction)
    found = await host.service.match_by_id(match_id)
    if (
        found is None
        or found.row.status != "active"
        or found.row.channel_id != interaction.channel_id
    ):
        await host.refuse(interaction, ServiceError("no_match"))
        return
    await interaction.response.defer()
    result = await host.act(interaction, text, version)
    if result is not None:
        await host.after_panel_action(interaction, result, lang)


DYNAMIC_ITEMS = (
    forms.FormPick,
    forms.FormDeck,
    ActButton,
    HandButton,
    DoButton,
    PickSelect,
    PageButton,
    quick.QuickButton,
)
