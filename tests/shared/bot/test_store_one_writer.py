"""One writer per database file (issue 8, item 10): a second store, service or
``rokumon bot`` on a file in use is refused at start with a clear message, and the file
and the first writer carry on untouched."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from matches import ALICE, CHANNEL, import_starter_decks, start_match

import bot.store
from bot.service.match_service import MatchService

ROOT = Path(__file__).resolve().parents[3]
TOKEN = "A" * 24 + "." + "B" * 6 + "." + "C" * 27  # shaped like a token; never sent


async def a_service(path: Path) -> MatchService:
    store = bot.store.SqliteStore(path)
    await store.open()
    service = MatchService(store)
    await import_starter_decks(service)
    await start_match(service)
    return service


async def test_a_second_store_on_a_file_in_use_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "rokumon.sqlite3"
    first = await a_service(path)
    try:
        second = bot.store.SqliteStore(path)
        with pytest.raises(bot.store.StoreInUseError) as caught:
            await second.open()
        message = str(caught.value)
        assert str(path) in message and "already in use" in message
        assert f"process {os.getpid()}" in message and "ROKUMON_DB" in message
        # the refused store wrote nothing, and the first writer carries on
        await first.act(CHANNEL, ALICE, "keep")
        assert (await first.require_match(CHANNEL)).row.version == 3
    finally:
        await first.store.close()
    # once the first has let go, the file opens again with everything in it
    again = bot.store.SqliteStore(path)
    await again.open()
    try:
        match = await MatchService(again).require_match(CHANNEL)
        log = [entry.action for entry in await again.action_log(match.id)]
        assert match.row.version == 3 and log[-1] == "keep"
    finally:
        await again.close()


async def test_rokumon_bot_refuses_a_database_file_in_use(tmp_path: Path) -> None:
    path = tmp_path / "rokumon.sqlite3"
    service = await a_service(path)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "bot.tools.cli", "bot"],
            cwd=tmp_path,
            # PYTHONPATH: the checkout under test, whichever one is installed
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
            | {"DISCORD_TOKEN": TOKEN, "ROKUMON_DB": str(path)},
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    finally:
        await service.store.close()
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0, result.stderr
    assert "already in use" in result.stderr and str(path) in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert "Discord" not in result.stdout  # refused before connecting


async def test_the_same_file_through_a_symlink_is_the_same_writer(tmp_path: Path) -> None:
    real = tmp_path / "data" / "rokumon.sqlite3"
    real.parent.mkdir()
    other = tmp_path / "link.sqlite3"
    other.symlink_to(real)
    first = bot.store.SqliteStore(real)
    await first.open()
    try:
        second = bot.store.SqliteStore(other)
        try:
            with pytest.raises(bot.store.StoreInUseError) as caught:
                await second.open()
        finally:
            await second.close()  # had it opened, its SQLite thread must not outlive us
        assert str(other) in str(caught.value)  # named as the user spelled it
    finally:
        await first.close()
