"""A bare ``/play`` command is bound to the match version current when Discord created it
(issue 21): one that arrives after the match moved on is refused with "the match moved on" and
the state as it is now, never applied to the later state; sent once that state is shown, it
applies. Its repeat guard (bot/service/repeats.py) is another matter, tested in test_commands.py."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_table import BOTS, Table, build_bot

import engine
from bot.presentation.i18n import t


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


async def test_an_early_bare_pass_is_refused_once_the_match_moved_on(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    service = table.bot.service
    before = await table.match()
    assert engine.decision(before.state).actor == 0  # Alice keeps or mulligans first
    # Bob's early pass is not his to make; its arrival tells the service the clocks agree
    early = await table.bob.slash(table.channel, "play pass")
    assert early.response.content and (await table.match()).row.version == before.row.version
    # Bob's `/play pass` is created now, but Alice's keep is written a moment later (the
    # service's clock a second ahead): his command was sent for the state before her keep
    service.clock = lambda: discord.utils.utcnow() + timedelta(seconds=1)
    await service.act(table.channel.id, table.alice.id, "keep", before.row.version)
    kept = await table.match()
    assert engine.decision(kept.state).actor == 1  # where `pass` (keep) is legal for Bob
    refused = await table.bob.slash(table.channel, "play pass")
    text = refused.followups[-1].content if refused.followups else refused.response.content
    assert text.startswith(t("moved_on", "en"))
    assert "Now:" in text  # and where the match is now
    assert (await table.match()).row.version == kept.row.version  # nothing applied
    # once that state could be seen, the same command applies
    await simcord_env.advance_time(2)
    await table.bob.slash(table.channel, "play pass")
    assert (await table.match()).row.version > kept.row.version
