"""Pictures through Discord (issue 10 item 5): every attachment carries alt text saying what
it shows; the channel's board is the server's language; a hand sent by DM is drawn and
worded in the language its player last used with the bot (simcord's users speak en-US),
and in the server's when the bot has never heard from them.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_table import BOTS, Table, build_bot
from PIL import Image


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def picture(attachment: discord.Attachment) -> Image.Image:
    image = Image.open(io.BytesIO(await attachment.read()))
    image.load()
    return image


async def test_the_board_is_a_landscape_picture_with_alt_text(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    [board] = table.board(match).attachments
    assert board.description and board.description.startswith("モンコレ20th の盤面")
    assert "ターン" in board.description and "次:" in board.description
    assert (await picture(board)).size == (960, 720)


async def test_a_hand_dm_speaks_its_players_language(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()  # alice and bob both used the bot (deck import): en-US
    dm = table.alice.user.dm_channel.history()[-1]
    [hand] = dm.attachments
    assert hand.description and hand.description.startswith("▲P1's hand")
    assert "turn" in dm.content.lower()
    assert await table.bot.store.user_locale(table.alice.user.id) == "en"
    # the channel keeps the server's language
    assert table.board(await table.match()).attachments[0].description.startswith("モンコレ20th の")


async def test_a_player_never_heard_from_gets_the_servers_language(simcord_env: Any) -> None:
    table = Table(simcord_env)
    host = table.bot.host
    stranger = table.carol.user.id
    assert await table.bot.store.user_locale(stranger) is None
    assert await host.langs.dm(stranger, table.guild.id) == "ja"
    await table.bot.store.set_user_locale(stranger, "en")
    assert await host.langs.dm(stranger, table.guild.id) == "en"
    # one preference never resets another (auto-pass is kept per player too)
    await table.bot.store.set_auto_pass(stranger, False)
    assert await table.bot.store.user_locale(stranger) == "en"
    assert await table.bot.store.auto_pass(stranger) is False
