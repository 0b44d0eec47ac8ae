"""Practice matches from Discord (issue 24 item 4): ``/match practice`` starts a match
against Rokumon at once, in a thread of its own where the server allows one
(bot/adapter/threads.py), at a level (bot/players/levels.py); its Rematch starts the next at
once, P1 and P2 swapped; and its board's Hint button shows the member, privately, their
three best choices with the estimated chance to win after each. The bot's own turns are
bot/adapter/opponent.py's; the match service keeps the match (bot/service/practice.py).
"""

from __future__ import annotations

import logging
import random
import re
from typing import Any

import discord

import engine
from bot.adapter import threads
from bot.adapter.boards import level_word, mark
from bot.adapter.mentions import pings
from bot.adapter.seams import Host, host_of
from bot.players.levels import LevelPlayer
from bot.presentation import present
from bot.presentation.i18n import button, t
from bot.service.match_service import Match, ServiceError
from bot.service.practice import Plan

log = logging.getLogger("rokumon")
DEFAULT_LEVEL = "normal"
HINT_LEVEL = "normal"  # a hint looks as far ahead as the normal level, whatever the match's


async def start(
    interaction: discord.Interaction, ruleset: str, level: str, deck: str, options: tuple[str, ...]
) -> None:
    """``/match practice``: a match against the bot, the member P1."""
    host = host_of(interaction)
    guild, me = interaction.guild, interaction.client.user
    if guild is None or interaction.channel is None or me is None:
        await host.refuse(interaction, ServiceError("only_in_server"))
        return
    robot = guild.me.display_name if guild.me is not None else me.name
    names = (interaction.user.display_name, robot)
    members = (interaction.user.id, me.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        plan = await host.service.plan_practice(
            guild.id, members, ruleset, level or DEFAULT_LEVEL, deck, names, options
        )
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    await _open(host, interaction, plan)


async def rematch(interaction: discord.Interaction, old: Match) -> None:
    """The Rematch button of a finished practice match: the next one starts at once."""
    host = host_of(interaction)
    me = interaction.client.user
    if interaction.guild is None or interaction.channel is None or me is None:
        await host.refuse(interaction, ServiceError("only_in_server"))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        plan = await host.service.plan_rematch(interaction.user.id, old.id, me.id)
    except ServiceError as error:
        await host.refuse(interaction, error)
        return
    await _open(host, interaction, plan)


async def _open(host: Host, interaction: discord.Interaction, plan: Plan) -> None:
    """Start the planned match in a thread of its own (opened in the channel, also when
    asked for in a thread: a thread holds no thread), or where it was asked for when there
    can be none; say it began, post its board and hand, and let the bot play if it opens."""
    channel: Any = interaction.channel
    if isinstance(channel, discord.Thread) and isinstance(channel.parent, discord.TextChannel):
        channel = channel.parent
    lang = await host.langs.guild(plan.guild_id)
    p1, p2 = plan.setup.names
    title = t("practice_thread", lang, p1=p1, p2=p2, level=level_word(plan.level, lang))
    thread = await threads.open_thread(host, channel, plan.guild_id, title)
    if thread is None:
        channel = interaction.channel
    try:
        match, events = await host.service.start_practice(
            plan, channel.id, thread.id if thread else None
        )
    except ServiceError as error:  # the channel or the member took another match meanwhile
        await threads.drop(thread)
        await host.refuse(interaction, error)
        return
    said = t("done_panel", await host.langs.user(interaction))
    await interaction.followup.send(said, ephemeral=True)
    started = t("practice_started", lang, mark=mark(match, lang), p1=p1, p2=p2)
    if thread is not None:
        where = t("match_in_thread", lang, thread=thread.mention)
        await channel.send(f"{started}\n{where}", allowed_mentions=pings())
    await host.channels.notice(match, started)
    await host.boards.post_board(match, events)
    await host.hands.update_hands(match, None)
    await host.tell_decider(match, None)
    host.opponent.nudge(match)


async def hint(interaction: discord.Interaction, match_id: int) -> None:
    """The Hint button: the member's three best choices now, each with the estimated
    chance to win after it, privately."""
    host = host_of(interaction)
    match = await host.service.match_in(interaction.channel_id or 0)
    if match is None or match.id != match_id:
        await host.refuse(interaction, ServiceError("no_match"))
        return
    seat = match.seat_of(interaction.user.id)
    if match.row.practice is None or seat is None or interaction.user.id == host.opponent.user_id:
        await host.refuse(interaction, ServiceError("not_a_player"))
        return
    if engine.decision(match.state).actor != seat:
        await host.refuse(interaction, ServiceError("hint_not_yours"))
        return
    # one at a time, and only from a free worker: a hint never holds up the bot's turns
    if match.id in host.opponent.hinting or host.opponent.thinker.busy:
        await host.refuse(interaction, ServiceError("hint_busy"))
        return
    host.opponent.hinting.add(match.id)
    try:
        lang = await host.langs.user(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        player = LevelPlayer(match.row.ruleset, HINT_LEVEL, random.Random(match.row.version))
        chances = await host.opponent.thinker.chances(player, match.state, seat)
    finally:
        host.opponent.hinting.discard(match.id)
    await interaction.edit_original_response(content=hint_text(match, seat, chances, lang))


def hint_text(match: Match, seat: int, chances: Any, lang: str) -> str:
    if not chances:
        return t("hint_none", lang)
    names = present.card_names(match.state, seat, lang)
    lines = [t("hint_head", lang, turn=present.turn(match.state)[0])]
    for number, (action, chance) in enumerate(chances, 1):
        label = present.action_label(match.state, names, action, lang)
        percent = round(chance * 100)
        lines.append(t("hint_choice", lang, number=number, action=label, chance=percent))
    return "\n".join(lines)


class HintButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rk:hint:(?P<m>\d+)"):
    def __init__(self, match_id: int, lang: str = "ja") -> None:
        super().__init__(
            discord.ui.Button(
                label=button("hint", lang),
                style=discord.ButtonStyle.secondary,
                custom_id=f"rk:hint:{match_id}",
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HintButton:
        return cls(int(match["m"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await hint(interaction, self.match_id)


ITEMS = (HintButton,)
