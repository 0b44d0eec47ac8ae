"""``/play <verb>``: game actions whose options autocomplete from the engine's legal
actions (at most 25, filtered by what is typed), plus ``/hand`` and ``/board``.

Only the deciding player is offered choices, each carrying the state version it was offered
for; a typed value that is not legal is refused with the engine's reason, and a typed
command repeating one just applied is refused as a duplicate (bot/service/repeats.py). The verbs
map onto the action notation (README).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from datetime import datetime
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

import engine
from bot.adapter import ui
from bot.adapter.seams import Host, host_of
from bot.presentation import present
from bot.presentation.i18n import t
from bot.service.match_service import ServiceError
from bot.service.repeats import offered, split_offered

# slash verb -> (notation verbs it covers, whether the player picks from a list, description)
VERBS: dict[str, tuple[tuple[str, ...], bool, str]] = {
    "do": ((), True, "Any legal action"),
    "summon": (("summon",), True, "Summon a unit"),
    "place": (("terrain",), True, "Place a terrain from your hand"),
    "proxy": (("proxy",), True, "Place proxy terrain (your deck's top card)"),
    "move": (("move",), True, "Add a unit to the advance you are planning"),
    "advance": (("advance",), False, "Declare the planned advance"),
    "clear": (("clear",), False, "Clear the planned advance"),
    "equip": (("equip",), True, "Equip a unit"),
    "swap": (("swap",), True, "Swap equipment between two units"),
    "unequip": (("unequip",), True, "Discard a piece of equipment"),
    "discard": (("discard",), True, "Discard a card from your hand"),
    "formation": (("formation",), True, "Put a unit next in the formation"),
    "return": (("return",), True, "Choose where a returning unit goes"),
    "limit": (("limit",), True, "Choose a unit to discard for the limit"),
    "attack": (("attack",), False, "Attack with every untapped unit"),
    "mulligan": (("mulligan",), False, "Mulligan (no unit in hand)"),
    "use": (("use",), True, "Use an ability or a card from your hand"),
    "target": (("target",), True, "Choose a target for what you are declaring"),
    "pay": (("pay", "pay-card"), True, "Choose how to pay for what you are declaring"),
    "declare": (("declare",), False, "Declare it (it joins the chain)"),
    "withdraw": (("withdraw",), False, "Drop what you are declaring"),
    "manual": (("manual",), True, "Apply a step of an effect resolved by hand"),
    "pass": (("pass", "done", "keep"), False, "Pass (no response), or finish this step"),
    "end": (("end-main", "end-summon", "refill"), False, "End the phase (refill ends the turn)"),
}


def _host(interaction: discord.Interaction) -> Host:
    return host_of(interaction)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


async def _choices(
    interaction: discord.Interaction, verbs: tuple[str, ...], typed: str
) -> list[app_commands.Choice[str]]:
    host = _host(interaction)
    found = await host.service.match_in(interaction.channel_id or 0)
    if found is None or found.deciding_user() != interaction.user.id:
        return []
    seat = found.seat_of(interaction.user.id)
    assert seat is not None  # the deciding user plays in the match
    lang = await host.langs.user(interaction)
    names = present.card_names(found.state, seat, lang)
    out = []
    for action in engine.legal_actions(found.state):
        text = engine.format_action(found.state, action)
        if verbs and text.split()[0] not in verbs:
            continue
        label = present.action_label(found.state, names, action, lang)
        if _fold(typed) in _fold(label) or _fold(typed) in _fold(text):
            # the value names the state it was offered for: picked twice, it applies once
            out.append(app_commands.Choice(name=label, value=offered(text, found.row.version)))
        if len(out) == 25:
            break
    return out


def _resolve(found: Any, verbs: tuple[str, ...], choice: str | None) -> str | None:
    """The notation a /play command stands for now; None when it is not one of its verbs."""
    if choice is None:
        legal = {engine.format_action(found.state, a) for a in engine.legal_actions(found.state)}
        candidates = [v for v in verbs if v in legal]
        return candidates[0] if candidates else verbs[0]
    words = split_offered(choice)[0].split()
    if verbs and (not words or words[0] not in verbs):
        return None  # a blank choice, a bare "@5", another verb's action
    return choice


async def _apply(
    interaction: discord.Interaction, verbs: tuple[str, ...], choice: str | None
) -> None:
    host = _host(interaction)
    received = host.service.clock()  # first: a typed command's arrival (bot/service/binding.py)
    lang = await host.langs.user(interaction)
    found = await host.match_or_refuse(interaction)
    if found is None:
        return
    action = _resolve(found, verbs, choice)
    if action is None:
        await host.reply(interaction, t("no_choice", lang))
        return
    if choice is not None and split_offered(choice)[1] is not None:
        # offered for one state version: a repeat of it is simply stale
        result = await _act(interaction, action)
        if result is not None:
            await _answer(interaction, result, lang)
        return
    # typed without a version: refused if it repeats one still being applied or just applied
    command = (interaction.user.id, interaction.channel_id or 0, _as_sent(interaction, choice))
    if not host.repeats.begin(command, interaction.id):
        await host.refuse(interaction, ServiceError("duplicate_command"))
        return

    def applied(_: Any) -> None:
        # as soon as the service wrote it: should the board or the answer fail after, the
        # moment it was applied stands in for the answer
        host.repeats.applied(command, discord.utils.time_snowflake(discord.utils.utcnow()))

    answered = None
    try:
        result = await _act(interaction, action, applied, received)
        if result is not None:
            answered = await _answer(interaction, result, lang)
    finally:
        host.repeats.end(command, answered)


def _as_sent(interaction: discord.Interaction, choice: str | None) -> str:
    name = interaction.command.qualified_name if interaction.command else "play"
    return name if choice is None else f"{name} {choice}"


async def _act(
    interaction: discord.Interaction,
    action: str,
    applied: Callable[[Any], None] | None = None,
    received: datetime | None = None,
) -> Any:
    await interaction.response.defer(ephemeral=True)
    return await _host(interaction).act(interaction, action, None, applied, received)


async def _answer(interaction: discord.Interaction, result: Any, lang: str) -> int:
    """Tell the player it was done (or offer the panel); the answer's snowflake."""
    host = _host(interaction)
    if result.match.deciding_user() == interaction.user.id:
        # more to choose (a declaration's targets and payments, ...): offer the panel
        text, view = await host.panel(result.match, interaction.user.id, lang)
        answer = await interaction.followup.send(text, view=view, ephemeral=True, wait=True)
    else:
        answer = await interaction.followup.send(t("done_panel", lang), ephemeral=True, wait=True)
    return answer.id


def _command(slash: str) -> app_commands.Command[Any, ..., None]:
    verbs, picks, description = VERBS[slash]
    if not picks:

        async def plain(interaction: discord.Interaction) -> None:
            await _apply(interaction, verbs, None)

        return app_commands.Command(name=_(slash), description=_(description), callback=plain)

    @app_commands.rename(choice=_("choice"))
    @app_commands.describe(choice=_("What to do (choose from the list)"))
    async def with_choice(interaction: discord.Interaction, choice: str) -> None:
        await _apply(interaction, verbs, choice)

    command: app_commands.Command[Any, ..., None] = app_commands.Command(
        name=_(slash), description=_(description), callback=with_choice
    )

    async def complete(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await _choices(interaction, verbs, current)

    command.autocomplete("choice")(complete)
    return command


def play_group() -> app_commands.Group:
    group = app_commands.Group(name=_("play"), description=_("Act in the match in this channel"))
    for slash in VERBS:
        group.add_command(_command(slash))
    return group


class PlayCog(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(
        name=_("autopass"), description=_("Pass by yourself when you could only pass")
    )
    @app_commands.rename(enabled=_("enabled"))
    @app_commands.describe(enabled=_("On or off"))
    async def autopass(self, interaction: discord.Interaction, enabled: bool) -> None:
        host = _host(interaction)
        await host.service.store.set_auto_pass(interaction.user.id, enabled)
        lang = await host.langs.user(interaction)
        await host.reply(interaction, t("auto_pass_on" if enabled else "auto_pass_off", lang))

    @app_commands.command(name=_("hand"), description=_("Show your hand (only you see it)"))
    async def hand(self, interaction: discord.Interaction) -> None:
        found = await _host(interaction).service.match_in(interaction.channel_id or 0)
        await ui.show_hand(interaction, found)

    @app_commands.command(
        name=_("board"), description=_("Show the board (players and moderators re-post it)")
    )
    async def board(self, interaction: discord.Interaction) -> None:
        host = _host(interaction)
        found = await host.match_or_refuse(interaction)
        if found is None:
            return
        await host.boards.board_again(interaction, found)


async def setup(bot: commands.Bot) -> None:
    bot.tree.add_command(play_group())
    await bot.add_cog(PlayCog(bot))
