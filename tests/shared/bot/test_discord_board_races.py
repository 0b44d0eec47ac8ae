"""The board message against actions landing while it is drawn (review findings 5 and 6):
a ``/board`` re-post shows the match as it is when posted, not as it was when asked for, and
a late refresh (the idle sweep's, after its notice) never puts an older board back."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot

import engine
from bot.adapter.boards import LOG_LINES


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def custom_ids(message: Any) -> list[str]:
    return [item.custom_id for row in message.components for item in row.children]


async def shows_the_whole_log(table: Table, board: Any) -> None:
    """The board's log lines are the newest of the match's whole public log, each once."""
    text = board.content
    shown = text[text.index("```\n") + 4 : text.rindex("\n```")].split("\n")
    match = await table.match()
    assert shown == (await table.bot.host.boards.replayed_lines(match, "ja"))[-LOG_LINES:]


def message(table: Table, message_id: int) -> Any:
    return next(m for m in table.channel.history() if m.id == message_id)


async def alice_keeps(table: Table) -> None:
    """Alice's action applied and shown, as a click or a command would (bot/adapter/host.py)."""
    host = table.bot.host
    before = await table.match()
    result = await host.service.act(table.channel.id, table.alice.id, "keep")
    await host.boards.refresh(result.match, result.events, before.state)


def after(original: Callable[..., Awaitable[Any]], when: Callable[..., bool], then: Any) -> Any:
    """``original``, followed the first time ``when(*args)`` holds by ``then()``."""
    done: list[bool] = []

    async def patched(*args: Any, **kwargs: Any) -> Any:
        value = await original(*args, **kwargs)
        if not done and when(*args, **kwargs):
            done.append(True)
            await then()
        return value

    return patched


async def test_a_reposted_board_shows_an_action_that_landed_meanwhile(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(simcord_env)
    await table.start()
    host = table.bot.host
    old = (await table.match()).row.board_message_id

    def asking_board(interaction: Any) -> bool:
        return interaction.command is not None and interaction.command.name == "board"

    # Alice's keep lands after /board read the match, before it posted
    monkeypatch.setattr(
        host.langs, "user", after(host.langs.user, asking_board, lambda: alice_keeps(table))
    )
    await table.bob.slash(table.channel, "board")
    match = await table.match()
    assert engine.decision(match.state).actor == 1  # Alice kept: Bob decides
    assert match.row.board_message_id != old
    board = table.board(match)
    assert f"rk:act:{match.id}:{match.row.version}" in custom_ids(board)
    assert custom_ids(message(table, old)) == []  # the old one lost its buttons
    await shows_the_whole_log(table, board)


async def test_a_late_idle_refresh_never_puts_an_older_board_back(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(simcord_env)
    await table.start()
    host = table.bot.host
    match = await table.match()
    assert match.deciding_user() == table.alice.id

    def claimable(match: Any, text: str, ping: int | None = None) -> bool:
        return ping == table.bob.id  # "you may claim the win", to the waiting player

    # Alice acts between the claim notice and the sweep's refresh of the board
    monkeypatch.setattr(
        host.channels, "notice", after(host.channels.notice, claimable, lambda: alice_keeps(table))
    )
    await simcord_env.advance_time(31 * 60)
    now = await table.match()
    assert now.row.version == match.row.version + 1 and now.row.reminded == 0
    ids = custom_ids(table.board(now))
    assert f"rk:act:{now.id}:{now.row.version}" in ids
    assert f"rk:claim:{now.id}" not in ids  # Alice acted: nothing to claim
    await shows_the_whole_log(table, table.board(now))
