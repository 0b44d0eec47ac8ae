"""The SQLite store and the match service on a real SQLite file (DESIGN.md "bot")."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from matches import ALICE, BOB, CHANNEL, GUILD, OPEN, import_starter_decks, open_store, start_match

import engine
from bot.service.match_service import MatchService, ServiceError
from bot.store import SqliteStore
from bot.store.sqlite import migrations
from bot.tools.selfplay import replay
from carddb import DeckListError


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def started(tmp_path: Path, clock: Clock | None = None) -> tuple[SqliteStore, MatchService]:
    store = await open_store(SqliteStore(tmp_path / "rokumon.sqlite3"))
    service = MatchService(store, clock=clock or Clock())
    await import_starter_decks(service)
    return store, service


a_match = start_match


async def test_migrations_set_user_version_and_wal(tmp_path: Path) -> None:
    store, _ = await started(tmp_path)
    assert await store.schema_version() == migrations()[-1][0] >= 1
    await store.close()
    raw = sqlite3.connect(tmp_path / "rokumon.sqlite3")
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"matches", "actions", "decks", "challenges", "card_sets"} <= tables


async def test_a_challenge_accepted_starts_a_match_with_its_log(tmp_path: Path) -> None:
    store, service = await started(tmp_path)
    await a_match(service)
    match = await service.require_match(CHANNEL)
    assert match.row.players == (ALICE, BOB) and match.row.status == "active"
    assert engine.decision(match.state).kind.value == "mulligan"
    assert await store.get_challenge(CHANNEL) is None
    log = await store.action_log(match.id)
    assert [entry.action.split()[0] for entry in log] == ["shuffle", "shuffle"]
    assert [entry.seq for entry in log] == [1, 2] and match.row.version == 2
    await store.close()


async def test_one_match_per_channel(tmp_path: Path) -> None:
    _, service = await started(tmp_path)
    await a_match(service)
    with pytest.raises(ServiceError) as caught:
        await service.challenge(GUILD, CHANNEL, BOB, ALICE, "mc20th", "main")
    assert caught.value.key == "channel_busy"


async def test_a_stale_version_applies_nothing(tmp_path: Path) -> None:
    store, service = await started(tmp_path)
    await a_match(service)
    match = await service.require_match(CHANNEL)
    await service.act(CHANNEL, ALICE, "keep", expected_version=match.row.version)
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, ALICE, "keep", expected_version=match.row.version)
    assert caught.value.key == "stale"
    assert len(await store.action_log(match.id)) == 3


async def test_a_double_click_applies_once(tmp_path: Path) -> None:
    store, service = await started(tmp_path)
    assert await store.schema_version() >= 1
    await a_match(service)
    version = (await service.require_match(CHANNEL)).row.version
    outcomes = await asyncio.gather(
        service.act(CHANNEL, ALICE, "keep", version),
        service.act(CHANNEL, ALICE, "keep", version),
        return_exceptions=True,
    )
    assert sum(isinstance(o, ServiceError) and o.key == "stale" for o in outcomes) == 1
    match = await service.require_match(CHANNEL)
    assert match.row.version == version + 1
    assert engine.decision(match.state).actor == 1


async def test_only_the_deciding_player_acts(tmp_path: Path) -> None:
    _, service = await started(tmp_path)
    await a_match(service)
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, BOB, "keep")
    assert caught.value.key == "illegal"
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, 999, "keep")
    assert caught.value.key == "not_a_player"


async def test_a_restart_continues_from_the_stored_state(tmp_path: Path) -> None:
    store, service = await started(tmp_path)
    await a_match(service)
    await service.act(CHANNEL, ALICE, "keep")
    before = await service.require_match(CHANNEL)
    await store.close()
    store2 = SqliteStore(tmp_path / "rokumon.sqlite3")
    await store2.open()
    OPEN.append(store2)  # closed after the test
    after = await MatchService(store2).require_match(CHANNEL)
    assert engine.encode_state(after.state) == engine.encode_state(before.state)
    log = [engine.parse_action(after.state, e.action) for e in await store2.action_log(after.id)]
    assert engine.encode_state(replay(after.state.setup, log)) == engine.encode_state(after.state)


async def test_a_rejected_deck_import_stores_nothing(tmp_path: Path) -> None:
    store, service = await started(tmp_path)
    with pytest.raises(DeckListError) as caught:
        await service.import_deck(GUILD, ALICE, "bad", "mc20th", "3 火花の小鬼\n2 ない札\n")
    assert "line 2" in str(caught.value)
    assert await store.get_deck(ALICE, "bad") is None
    assert [d.name for d in await store.list_decks(ALICE)] == ["main"]


async def test_challenge_needs_a_valid_own_deck(tmp_path: Path) -> None:
    _, service = await started(tmp_path)
    with pytest.raises(ServiceError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "mc20th", "nope")
    assert caught.value.key == "no_deck"
    with pytest.raises(ServiceError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, ALICE, "mc20th", "main")
    assert caught.value.key == "challenge_self"


async def test_claim_only_after_the_delay_and_only_by_the_waiting_player(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await started(tmp_path, clock)
    await a_match(service)
    with pytest.raises(ServiceError) as caught:
        await service.claim(CHANNEL, BOB, claim_after=30)
    assert caught.value.key == "claim_too_early"
    clock.now += timedelta(minutes=31)
    with pytest.raises(ServiceError) as caught:
        await service.claim(CHANNEL, ALICE, claim_after=30)  # Alice is the idle one
    assert caught.value.key == "cannot_claim"
    ended = await service.claim(CHANNEL, BOB, claim_after=30)
    assert ended.row.status == "finished" and ended.row.result == "P2 claim"
    assert await store.active_match(CHANNEL) is None
