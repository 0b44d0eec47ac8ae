"""``/board`` (issue 8, item 14): players and moderators (Manage Channels) re-post the match
message, at most once a minute per match by the bot's clock; anyone else, and anyone asking
sooner, gets the pictures ephemerally and the channel stays as it was.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_table import BOTS, Table, build_bot

import engine
from bot.presentation.i18n import t
from carddb import CardIndex


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


async def test_the_board_uploads_its_pictures_again_only_when_they_changed(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 10 item 6: a refresh that draws the same pictures edits the text alone."""
    table = Table(simcord_env)
    await table.start()
    edits: list[tuple[int, bool]] = []
    real = discord.PartialMessage.edit

    async def edit(self: Any, **fields: Any) -> Any:
        edits.append((self.id, "attachments" in fields))
        return await real(self, **fields)

    monkeypatch.setattr(discord.PartialMessage, "edit", edit)
    match = await table.match()
    board_id = match.row.board_message_id
    await table.bot.host.boards.refresh(match, [])
    await table.bot.host.boards.refresh(match, [])  # nothing new: the same pictures, the same hands
    assert [uploads for message, uploads in edits if message == board_id] == [True, False]
    assert [e for e in edits if e[0] != board_id] == []  # the hand DMs show these hands already
    board = table.board(match)
    assert [a.filename for a in board.attachments] == ["board.png"]
    edits.clear()
    await table.alice.slash(table.channel, "play do", choice="keep")
    assert (board_id, True) in edits  # the mulligan was decided: new pictures


def test_pictures_are_palette_pngs_of_at_most_64_colours(index: CardIndex) -> None:
    from PIL import Image

    from bot.presentation import present
    from bot.tools.selfplay import starter_setup

    state, _ = engine.new_match(starter_setup("mc20th", 3, index))
    board, _ = present.public_pictures(state, [], "ja")
    image = Image.open(io.BytesIO(board.png))
    assert image.mode == "P" and len(image.getcolors(256) or ()) <= 64
