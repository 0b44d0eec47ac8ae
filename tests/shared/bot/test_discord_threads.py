"""A thread per match (issue 10, item 3): an accepted challenge opens a thread on the
challenge message where the match is played; the channel keeps the challenge, a link and
the result. A server can turn it off; where no thread can be opened, the channel is used.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_table import BOTS, Table, build_bot, resign


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def start_in_threads(table: Table) -> Any:
    await table.import_decks()
    await table.play_in_channel(threads=True)
    await table.start_after_import()
    [thread] = table.channel.threads
    return thread


async def test_an_accepted_challenge_is_played_in_its_own_thread(simcord_env: Any) -> None:
    table = Table(simcord_env)
    thread = await start_in_threads(table)
    assert await table.match() is None  # nothing is played in the channel itself
    match = await table.bot.service.match_in(thread.id)
    assert match is not None and match.row.channel_id == thread.id
    parent = [m.content for m in table.channel.history()]
    assert any(thread.mention in text for text in parent)  # the channel links the thread
    board = next(m for m in thread.history() if m.id == match.row.board_message_id)
    assert [a.filename for a in board.attachments] == ["board.png"]
    # the players play in the thread
    await table.alice.slash(thread, "play do", choice="keep")
    assert (await table.bot.service.match_in(thread.id)).row.version > match.row.version
    # the end: the result is said in the channel, with the thread
    await resign(table, table.alice, thread)
    assert await table.bot.service.match_in(thread.id) is None
    last = table.channel.history()[-1].content
    assert thread.mention in last and "bob" in last
    assert not table.channel.history()[-1].mentions  # a result pings nobody


async def test_two_matches_at_once_in_one_channel(simcord_env: Any) -> None:
    table = Table(simcord_env)
    first = await start_in_threads(table)
    dave = table.guild.add_member(simcord_env.create_user("dave"))
    data = (Path(__file__).resolve().parents[3] / "carddb/data/mc20th/decks/guren.txt").read_bytes()
    for actor in (table.carol, dave):
        await actor.slash(
            table.channel, "deck import", name="main", ruleset="mc20th", file=("g.txt", data)
        )
    await table.carol.slash(
        table.channel, "match challenge", opponent=dave, ruleset="mc20th", deck="main"
    )
    await dave.slash(table.channel, "match accept", deck="main")
    second = next(t for t in table.channel.threads if t.id != first.id)
    one = await table.bot.service.match_in(first.id)
    two = await table.bot.service.match_in(second.id)
    assert one.row.players == (table.alice.id, table.bob.id)
    assert two.row.players == (table.carol.id, dave.id)


async def test_a_server_may_keep_matches_in_the_channel(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    refused = await table.alice.slash(table.channel, "settings threads", enabled=True)
    assert refused.response.ephemeral
    assert (await table.bot.store.guild_settings(table.guild.id)).threads is False
    await mod.slash(table.channel, "settings threads", enabled=True)
    assert (await table.bot.store.guild_settings(table.guild.id)).threads is True
    await mod.slash(table.channel, "settings threads", enabled=False)
    await table.start_after_import()
    assert table.channel.threads == [] and await table.match() is not None


async def test_when_no_thread_can_be_opened_the_match_is_played_in_the_channel(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    await table.play_in_channel(threads=True)
    simcord_env.inject_error(
        "POST", f"/channels/{table.channel.id}/*threads", status=403, code=50013, times=None
    )
    await table.start_after_import()
    assert table.channel.threads == []
    match = await table.match()
    assert match is not None and match.row.channel_id == table.channel.id
