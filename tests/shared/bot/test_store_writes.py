"""What the SQLite store writes (issue 23 item 3): a match's setup once, when it is created;
an action only its log entries and the state without its setup, in one transaction run in
one trip to SQLite's thread; a stale version nothing at all.

Triggers added to the test's file record every row written to the match tables, with the
size of what was written, so the tests see the writes themselves, not the store's word.
"""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
import pytest
from matches import ALICE, BOB, CHANNEL, import_starter_decks, open_store, start_match

import engine
from bot import games
from bot.service.match_service import MatchService
from bot.store import SqliteStore, snapshot
from carddb import starter_deck_text

WATCHED = {"matches": "state", "match_setups": "setup", "actions": "action"}


def watch(path: Path) -> sqlite3.Connection:
    """A second connection that adds the recording triggers and reads what they recorded."""
    raw = sqlite3.connect(path, isolation_level=None)
    raw.execute("CREATE TABLE written (tbl TEXT, op TEXT, bytes INTEGER)")
    for table, column in WATCHED.items():
        for op in ("INSERT", "UPDATE"):
            raw.execute(
                f"CREATE TRIGGER watch_{table}_{op} AFTER {op} ON {table} BEGIN "
                f"INSERT INTO written VALUES ('{table}', '{op}', "
                f"length(CAST(new.{column} AS BLOB))); END"
            )
        raw.execute(
            f"CREATE TRIGGER watch_{table}_delete AFTER DELETE ON {table} BEGIN "
            f"INSERT INTO written VALUES ('{table}', 'DELETE', 0); END"
        )
    return raw


def written(raw: sqlite3.Connection) -> list[tuple[str, str, int]]:
    rows = raw.execute("SELECT tbl, op, bytes FROM written ORDER BY rowid").fetchall()
    raw.execute("DELETE FROM written")
    return rows


async def started(tmp_path: Path) -> tuple[SqliteStore, MatchService, sqlite3.Connection]:
    store = await open_store(SqliteStore(tmp_path / "rokumon.sqlite3"))
    raw = watch(store.path)
    service = MatchService(store)
    await import_starter_decks(service)
    return store, service, raw


async def test_a_match_writes_its_setup_once_and_each_action_only_what_changed(
    tmp_path: Path,
) -> None:
    store, service, raw = await started(tmp_path)
    await start_match(service)
    created = written(raw)
    match = await service.require_match(CHANNEL)
    setup = msgspec.json.encode(match.state.setup)
    # the setup once, the state without it, the two shuffles logged
    log = await store.action_log(match.id)
    assert created == [
        ("matches", "INSERT", len(match.row.state.encode())),
        ("match_setups", "INSERT", len(setup)),
        *(("actions", "INSERT", len(entry.action.encode())) for entry in log),
    ]
    assert len(setup) > 20_000 and '"setup":null' in match.row.state
    for _ in range(6):
        match = await service.require_match(CHANNEL)
        user = match.deciding_user()
        assert user is not None
        action = engine.legal_actions(match.state)[0]
        result = await service.act(CHANNEL, user, action, match.row.version)
        body = result.match.row.state
        logged = [text for _, text in result.logged]
        assert written(raw) == [
            ("matches", "UPDATE", len(body.encode())),
            *(("actions", "INSERT", len(text.encode())) for text in logged),
        ]
        assert len(body) < 4_000 and '"setup":null' in body
    # what was written is what was played: the state read back is the one kept
    stored = await store.get_match(match.id)
    assert stored is not None and stored.setup == setup.decode()
    assert engine.encode_state(snapshot.decode(stored)) == engine.encode_state(
        (await service.require_match(CHANNEL)).state
    )


async def test_a_stale_version_writes_nothing(tmp_path: Path) -> None:
    store, service, raw = await started(tmp_path)
    await start_match(service)
    match = await service.require_match(CHANNEL)
    written(raw)
    state, _ = engine.apply(match.state, engine.parse_action(match.state, "keep"))
    now = datetime.now(UTC)
    args: tuple[Any, ...] = (snapshot.body(state), [(ALICE, "keep")], "active", None, now)
    stale = match.row.version - 1
    assert not await store.commit_actions(match.id, stale, state.version, *args)
    assert not await store.commit_actions(match.id, stale, state.version, *args, setup="{}")
    assert written(raw) == []
    assert await store.get_match(match.id) == match.row
    assert len(await store.action_log(match.id)) == match.row.version


async def test_commits_arriving_together_share_one_trip_to_the_thread(tmp_path: Path) -> None:
    store, service, raw = await started(tmp_path)
    channels = (CHANNEL, CHANNEL + 1, CHANNEL + 2)
    for channel in channels:
        await service.challenge(1, channel, ALICE, BOB, "mc20th", "main")
        await service.accept(channel, BOB, "main", ("alice", "bob"))
    trips = 0
    run = store._connection.run

    async def counted(work: Any) -> Any:
        nonlocal trips
        trips += 1
        return await run(work)

    store._connection.run = counted  # type: ignore[method-assign]
    written(raw)
    versions = [(await service.require_match(c)).row.version for c in channels]
    results = await asyncio.gather(
        *(service.act(c, ALICE, "keep", v) for c, v in zip(channels, versions, strict=True))
    )
    assert trips == 1  # three actions' states and log entries: one transaction, one trip
    assert [op for _, op, _ in written(raw)].count("UPDATE") == 3
    assert all(r.match.row.version == v + 1 for r, v in zip(results, versions, strict=True))


async def test_a_draft_that_deals_the_decks_writes_the_new_setup_with_its_action(
    tmp_path: Path,
) -> None:
    """Deus drafts its decks inside the match: the action that ends the draft puts a new
    setup in the state, which is written with it (and only then)."""
    store, service, raw = await started(tmp_path)
    await service.challenge(1, CHANNEL, ALICE, BOB, "deus", "")
    await service.accept(CHANNEL, BOB, "", ("alice", "bob"))
    written(raw)
    setups_written, after_draft = 0, 0
    while after_draft < 3:  # the draft, then a few actions more
        match = await service.require_match(CHANNEL)
        user = match.deciding_user()
        assert user is not None
        before = match.state.setup
        action = engine.legal_actions(match.state)[0]
        result = await service.act(CHANNEL, user, action, match.row.version)
        setups = [size for table, _, size in written(raw) if table == "match_setups"]
        changed = result.match.state.setup is not before
        assert setups == ([len(msgspec.json.encode(result.match.state.setup))] if changed else [])
        setups_written += len(setups)
        after_draft += result.match.state.phase.value != "draft"
    assert setups_written == 1
    stored = await store.get_match(match.id)
    assert stored is not None
    current = (await service.require_match(CHANNEL)).state
    assert engine.encode_state(snapshot.decode(stored)) == engine.encode_state(current)


@pytest.mark.parametrize("ruleset", ["grid", "kokuryoku"])
async def test_other_games_write_their_setup_once_too(tmp_path: Path, ruleset: str) -> None:
    _, service, raw = await started(tmp_path)
    for user, name in zip((ALICE, BOB), games.get(ruleset).starter_decks, strict=True):
        await service.import_deck(1, user, ruleset, ruleset, starter_deck_text(ruleset, name))
    await service.challenge(1, CHANNEL, ALICE, BOB, ruleset, ruleset)
    await service.accept(CHANNEL, BOB, ruleset, ("alice", "bob"))
    assert [t for t, op, _ in written(raw) if t == "match_setups"] == ["match_setups"]
    for _ in range(10):
        match = await service.require_match(CHANNEL)
        user = match.deciding_user()
        assert user is not None
        action = engine.legal_actions(match.state)[0]
        await service.act(CHANNEL, user, action, match.row.version)
        assert {table for table, _, _ in written(raw)} == {"matches", "actions"}


async def test_a_commit_that_fails_fails_alone_among_those_arriving_with_it(
    tmp_path: Path,
) -> None:
    store, service, raw = await started(tmp_path)
    channels = (CHANNEL, CHANNEL + 1)
    for channel in channels:
        await service.challenge(1, channel, ALICE, BOB, "mc20th", "main")
        await service.accept(channel, BOB, "main", ("alice", "bob"))
    broken, sound = [await service.require_match(c) for c in channels]
    now = datetime.now(UTC)

    def commit(match: Any, status: str) -> Any:
        state, _ = engine.apply(match.state, engine.parse_action(match.state, "keep"))
        body = snapshot.body(state)
        args = (body, [(ALICE, "keep")], status, None, now)
        return store.commit_actions(match.id, match.row.version, state.version, *args)

    written(raw)
    outcomes = await asyncio.gather(
        commit(broken, "no such status"), commit(sound, "active"), return_exceptions=True
    )
    assert isinstance(outcomes[0], sqlite3.IntegrityError)  # the schema's CHECK on status
    assert outcomes[1] is True
    assert (await store.get_match(broken.id)) == broken.row  # nothing of it written
    assert (await store.get_match(sound.id)).version == sound.row.version + 1
    assert [tbl for tbl, op, _ in written(raw) if op == "UPDATE"] == ["matches"]
