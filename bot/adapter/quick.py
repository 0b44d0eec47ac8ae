"""One-click choices (issue 10 item 4): the frequent steps a player takes with one press —
keep this formation, end the phase, pass the rest of my [条件] effects. Which steps those
are is the ruleset's to say (its presenter's ``quick``, bot/games.py ``Quick``); this module
puts them on the board message (one press, no panel to open) and on the Act panel, and
applies them.

A choice is applied through the host and the match service like any click (``host.act``:
parse, version check, ``engine.check``, ``engine.apply``, auto-passes), one action after
another while the same player decides and the next action is legal; when the decision
leaves the player midway it stops there, and what was applied stands.

custom_id: ``rk:quick:<match>:<version>:<b|p>:<key>`` (``b`` on the board, ``p`` on a panel).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

import engine
from bot import games
from bot.adapter.seams import host_of
from bot.adapter.views import dynamic_view
from bot.games import Quick
from bot.presentation.i18n import t
from bot.service.match_service import ActResult, Match, ServiceError

ROW = 1  # the board's first row for them: its first row holds Act, Hand and Claim
PER_ROW = 5
BOARD_ROWS = 2  # rows of them on the board (a Deus faction pick offers six)
MAX_STEPS = 100  # actions one choice may apply: a bound on a presenter's ``then``
KEY = re.compile(r"[a-z-]{1,40}")


def choices(state: Any, lang: str) -> Sequence[Quick]:
    """The deciding player's one-click choices, as the match's ruleset names them."""
    if engine.decision(state).actor < 0:
        return ()
    return [q for q in games.of(state).present.quick(state, lang) if KEY.fullmatch(q.key)]


def board_buttons(match: Match, lang: str) -> list[QuickButton]:
    """The choices on the board message: everyone sees them, only the decider may use them."""
    return [
        QuickButton(match.id, match.row.version, q.key, q.label, False, ROW + n // PER_ROW)
        for n, q in enumerate(choices(match.state, lang)[: PER_ROW * BOARD_ROWS])
    ]


def on_panel(state: Any, lang: str, plain: set[str]) -> tuple[dict[str, Quick], list[Quick]]:
    """The choices on the Act panel: those that are one plain action (a verb in ``plain``)
    give that action's button their label; the others get buttons of their own."""
    relabel: dict[str, Quick] = {}
    extra: list[Quick] = []
    for choice in choices(state, lang):
        if choice.then is None and choice.action in plain and choice.action not in relabel:
            relabel[choice.action] = choice
        else:
            extra.append(choice)
    return relabel, extra


def panel_view(match_id: int, version: int, extra: Sequence[Quick]) -> discord.ui.View:
    """A panel's view, opening with the buttons of the choices that are not one plain
    action (bot/presentation/panel.py keeps room for them before the plain actions)."""
    view = dynamic_view()
    for number, choice in enumerate(extra):
        row = number // PER_ROW
        view.add_item(QuickButton(match_id, version, choice.key, choice.label, True, row))
    return view


def _legal_texts(state: Any) -> set[str]:
    return {engine.format_action(state, action) for action in engine.legal_actions(state)}


async def run(
    host: Any, interaction: discord.Interaction, choice: Quick, version: int
) -> ActResult | None:
    """Apply ``choice`` for the interaction's user, from the state at ``version``: the
    result of its last action applied, or None when its first was refused (the user was
    told why, as for any click)."""
    user = interaction.user.id
    result: ActResult | None = None
    text: str | None = choice.action
    for _ in range(MAX_STEPS):
        if text is None:
            break
        step = await host.act(interaction, text, version)
        if step is None:
            break
        result = step
        match = step.match
        if choice.then is None or match.deciding_user() != user:
            break
        text = choice.then(match.state)
        if text is not None and text not in _legal_texts(match.state):
            break
        version = match.row.version
    return result


class QuickButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rk:quick:(?P<m>\d+):(?P<v>\d+):(?P<on>[bp]):(?P<key>[a-z-]+)",
):
    def __init__(
        self,
        match_id: int,
        version: int,
        key: str,
        label: str = "",
        panel: bool = False,
        row: int | None = None,
    ) -> None:
        where = "p" if panel else "b"
        super().__init__(
            discord.ui.Button(
                label=(label or key)[:80],  # rebuilt from a custom_id, only its callback matters
                style=discord.ButtonStyle.success,
                custom_id=f"rk:quick:{match_id}:{version}:{where}:{key}",
                row=row,
            )
        )
        self.match_id, self.version, self.key, self.panel = match_id, version, key, panel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> QuickButton:
        return cls(int(match["m"]), int(match["v"]), match["key"], panel=match["on"] == "p")

    async def callback(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        lang = await host.langs.user(interaction)
        user = interaction.user.id
        found = await host.service.match_by_id(self.match_id)
        if (
            found is None
            or found.row.status != "active"
            or found.row.channel_id != interaction.channel_id
        ):
            await host.refuse(interaction, ServiceError("no_match"))
            return
        if found.row.version != self.version:
            await host.refuse(interaction, ServiceError("stale"))
            return
        if found.seat_of(user) is None:
            await host.refuse(interaction, ServiceError("not_a_player"))
            return
        decider = found.deciding_user()
        if decider != user:
            name = found.state.setup.names[found.row.players.index(decider)] if decider else "-"
            await host.reply(interaction, t("not_your_turn", lang, name=name))
            return
        chosen = next((q for q in choices(found.state, lang) if q.key == self.key), None)
        if chosen is None:
            await host.refuse(interaction, ServiceError("stale"))
            return
        await interaction.response.defer()
        result = await run(host, interaction, chosen, self.version)
        if result is None:
            return
        if self.panel:  # the panel it was on shows what comes next
            await host.after_panel_action(interaction, result, lang)
        elif result.match.deciding_user() == user:  # from the board: the panel, opened
            text, view = await host.panel(result.match, user, lang)
            await interaction.followup.send(text, view=view, ephemeral=True)
