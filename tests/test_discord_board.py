"""``/board`` (issue 8, item 14): players and moderators (Manage Channels) re-post the match
message, at most once a minute per match by the bot's clock; anyone else, and anyone asking
sooner, gets the pictures ephemerally and the channel stays as it was.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
from test_bot import BOTS, Table, build_bot

from bot.i18n import t


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def public_ids(table: Table) -> list[int]:
    stored = table.env.backend.messages.get(table.channel.id, {}).values()
    return sorted(m.id for m in stored if not m.is_ephemeral)


async def board_id(table: Table) -> int:
    return int((await table.match()).row.board_message_id)


async def asks_privately(table: Table, actor: Any) -> Any:
    """``/board`` answered with the pictures, to ``actor`` alone; nothing public changes."""
    before, board = public_ids(table), await board_id(table)
    result = await actor.slash(table.channel, "board")
    answer = result.response
    assert answer.ephemeral and [a.filename for a in answer.attachments] == ["board.png"]
    assert public_ids(table) == before and await board_id(table) == board
    return answer


async def reposts(table: Table, actor: Any) -> None:
    """``/board`` posts a new match message with live buttons; the old one loses its own."""
    old, before = await board_id(table), public_ids(table)
    result = await actor.slash(table.channel, "board")
    assert result.response.ephemeral and result.response.content == t("board_reposted", "en")
    new = await board_id(table)
    assert new != old and public_ids(table) == [*before, new]
    message = table.board(await table.match())
    assert [a.filename for a in message.attachments] == ["board.png"]
    assert message.components  # Act and Hand live on the new message
    old_message = next(m for m in table.channel.history() if m.id == old)
    assert not old_message.components


async def test_board_is_reposted_by_players_and_moderators_once_a_minute(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    mods = table.guild.create_role(
        "Channel mods", permissions=discord.Permissions(manage_channels=True)
    )
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    servers = table.guild.create_role("Server", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(simcord_env.create_user("manager"), roles=[servers])
    await table.start()
    # a spectator only ever sees the board privately
    seen = await asks_privately(table, table.carol)
    assert "alice" in seen.content
    await asks_privately(table, admin)  # Manage Server alone is not moderating a channel
    await reposts(table, table.alice)
    # within the minute: the other player, the moderator, alice again all see it privately
    for actor in (table.bob, mod, table.alice):
        waited = await asks_privately(table, actor)
        assert "once a minute" in waited.content
    await simcord_env.advance_time(61)
    await reposts(table, mod)
    await simcord_env.advance_time(30)
    await asks_privately(table, table.bob)
    await simcord_env.advance_time(31)
    await reposts(table, table.bob)
    # the re-posted board still drives the match
    match = await table.match()
    panel = await table.alice.click(
        table.board(match), custom_id=f"rk:act:{match.id}:{match.row.version}"
    )
    assert panel.ephemeral and panel.response.components
