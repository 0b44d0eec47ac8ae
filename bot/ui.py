"""Buttons and selects, as discord.py ``DynamicItem``s whose ``custom_id`` carries the match
id and the state version they were drawn for: they keep working after a restart, and a
click on an older state is told "already decided" and changes nothing.

custom_id forms (all under 100 characters):
``rk:act:<match>:<version>``, ``rk:hand:<match>``, ``rk:claim:<match>``,
``rk:do:<match>:<version>:<verb>``, ``rk:pick:<match>:<version>:<n>``,
``rk:challenge:<channel>:<accept|decline>``, ``rk:deck:<channel>``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import discord

import engine
from bot import present
from bot.i18n import button, t
from bot.service import Match, ServiceError

if TYPE_CHECKING:
    from bot.client import RokumonBot

MAX_OPTIONS = 25
MAX_ROWS = 5


def _host(interaction: discord.Interaction) -> Any:
    client: RokumonBot = interaction.client  # type: ignore[assignment]
    return client.host


def board_view(match: Match, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if match.row.status != "active":
        return view
    view.add_item(ActButton(match.id, match.row.version, lang))
    view.add_item(HandButton(match.id, lang))
    if match.row.reminded >= 2:
        view.add_item(ClaimButton(match.id, lang))
    return view


def panel_view(match: Match, seat: int, lang: str) -> discord.ui.View:
    """The deciding player's choices: buttons for plain actions, selects for the rest."""
    state, version = match.state, match.row.version
    names = present.card_names(engine.view(state, seat))
    groups: dict[str, list[engine.Action]] = defaultdict(list)
    for action in engine.legal_actions(state):
        groups[present.verb_of(state, action)].append(action)
    view = discord.ui.View(timeout=None)
    plain = [verb for verb, acts in groups.items() if engine.format_action(state, acts[0]) == verb]
    for verb in plain[: 2 * 5]:
        view.add_item(DoButton(match.id, version, verb, lang))
    rows_left = MAX_ROWS - (len(plain) + 4) // 5
    number = 0
    for verb, acts in groups.items():
        if verb in plain:
            continue
        for start in range(0, len(acts), MAX_OPTIONS):
            if rows_left <= 0:
                return view
            options = [
                discord.SelectOption(
                    label=present.action_label(state, names, act, lang),
                    value=engine.format_action(state, act),
                )
                for act in acts[start : start + MAX_OPTIONS]
            ]
            placeholder = present.verb_label(verb, lang)
            view.add_item(PickSelect(match.id, version, number, options, placeholder))
            number += 1
            rows_left -= 1
    return view


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
        host = _host(interaction)
        lang = await host.user_lang(interaction)
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
        host = _host(interaction)
        found = await host.service.match_by_id(self.match_id)
        await show_hand(interaction, found)


async def show_hand(interaction: discord.Interaction, found: Match | None) -> None:
    """The player's own hand, ephemeral: works whether or not DMs are open."""
    host = _host(interaction)
    lang = await host.user_lang(interaction)
    seat = None if found is None else found.seat_of(interaction.user.id)
    if found is None or seat is None:
        await host.reply(interaction, t("no_hand", lang))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    text, file = await host.hand_picture(found, seat, lang)
    await interaction.edit_original_response(content=text, attachments=[file])


class ClaimButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:claim:(?P<m>\d+)"):
    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("claim", lang),
                style=discord.ButtonStyle.danger,
                custom_id=f"rk:claim:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ClaimButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import lobby

        await lobby.claim(interaction)


class DoButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:do:(?P<m>\d+):(?P<v>\d+):(?P<verb>[a-z-]+)",
):
    def __init__(self, match_id: int, version: int, verb: str, lang: str = "ja") -> None:
        style = discord.ButtonStyle.danger if verb == "attack" else discord.ButtonStyle.primary
        super().__init__(
            discord.ui.Button(
                label=present.verb_label(verb, lang),
                style=style,
                custom_id=f"rk:do:{match_id}:{version}:{verb}",
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
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:pick:{match_id}:{version}:{number}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] or None,
            )
        )
        self.match_id, self.version = match_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["m"]), int(match["v"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])  # type: ignore[union-attr]
        if not values:
            return
        await panel_action(interaction, self.match_id, self.version, str(values[0]))


async def panel_action(
    interaction: discord.Interaction, match_id: int, version: int, text: str
) -> None:
    """Apply a panel choice; the version in the custom_id makes stale clicks harmless."""
    host = _host(interaction)
    lang = await host.user_lang(interaction)
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


class ChallengeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:challenge:(?P<c>\d+):(?P<what>accept|decline)",
):
    def __init__(self, channel_id: int, what: str, lang: str = "ja") -> None:
        style = discord.ButtonStyle.success if what == "accept" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=button(what, lang), style=style, custom_id=f"rk:challenge:{channel_id}:{what}"
            )
        )
        self.channel_id, self.what = channel_id, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChallengeButton:
        return cls(int(match["c"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import lobby

        if self.what == "decline":
            await lobby.decline(interaction)
        else:
            await lobby.offer_decks(interaction)


class DeckSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rk:deck:(?P<c>\d+)"):
    def __init__(self, channel_id: int, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"rk:deck:{channel_id}",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DeckSelect:
        return cls(int(match["c"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot import lobby

        values = (interaction.data or {}).get("values", [])  # type: ignore[union-attr]
        if values:
            await lobby.accept(interaction, str(values[0]))


DYNAMIC_ITEMS = (
    ActButton,
    HandButton,
    ClaimButton,
    DoButton,
    PickSelect,
    ChallengeButton,
    DeckSelect,
)
