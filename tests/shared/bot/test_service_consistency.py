"""The match service's copy of a match never falls behind the file nor rolls back (issue 8,
items 10 and 11): a version conflict reloads the match, an action whose caller gave up
after its write was queued still updates the copy, and idle bookkeeping computed from an
older read neither writes nor replaces anything. A board message id recorded while an
action is being written is kept, and nothing read or recorded without the channel's lock
brings an ended match back (review findings 4 and 9)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from matches import ALICE, BOB, CHANNEL, import_starter_decks, open_store, start_match

import engine
from bot.service.match_service import MatchService, ServiceError
from bot.store import SqliteStore


class QueueWatchingStore(SqliteStore):
    """A real SQLite store that says when an action's write has been queued."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.queued = asyncio.Event()

    async def commit_actions(self, *args: Any) -> bool:
        self.queued.set()
        return await super().commit_actions(*args)


class GatedStore(SqliteStore):
    """A real SQLite store whose next action write, or next read of a channel's match, can
    be held open while the test does something else."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.hold_write = self.hold_read = False
        self.held = asyncio.Event()
        self.release = asyncio.Event()

    async def _wait(self) -> None:
        self.held.set()
        await self.release.wait()

    async def commit_actions(self, *args: Any) -> bool:
        if self.hold_write:
            self.hold_write = False
            await self._wait()
        return await super().commit_actions(*args)

    async def active_match(self, channel_id: int) -> Any:
        row = await super().active_match(channel_id)
        if self.hold_read:
            self.hold_read = False
            await self._wait()  # what was read is returned only after the test's work
        return row


async def a_match(store: SqliteStore) -> MatchService:
    service = MatchService(await open_store(store))
    await import_starter_decks(service)
    await start_match(service)
    return service


async def test_after_a_version_conflict_the_match_is_read_again(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "rokumon.sqlite3")
    service = await a_match(store)
    match = await service.require_match(CHANNEL)
    # the file moves on behind the service's copy (Alice keeps, written straight to the store)
    state, _ = engine.apply(match.state, engine.parse_action(match.state, "keep"))
    encoded = engine.encode_state(state).decode()
    now = datetime.now(UTC)
    v = match.row.version
    assert await store.commit_actions(
        match.id, v, state.version, encoded, [(ALICE, "keep")], "active", None, now
    )
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, ALICE, "keep")  # computed on the old copy: a conflict
    # a bare command is bound to the state its sender could see, which has moved on
    assert caught.value.key == "moved_on"
    # not locked out: the match was read again, and Bob (who decides now) can act
    result = await service.act(CHANNEL, BOB, "keep")
    assert result.match.row.version > state.version
    stored = await store.get_match(match.id)
    assert stored is not None and stored.version == result.match.row.version


async def test_an_act_cancelled_after_its_write_was_queued_updates_the_copy(
    tmp_path: Path,
) -> None:
    store = QueueWatchingStore(tmp_path / "rokumon.sqlite3")
    service = await a_match(store)
    version = (await service.require_match(CHANNEL)).row.version
    acting = asyncio.create_task(service.act(CHANNEL, ALICE, "keep"))
    await store.queued.wait()
    acting.cancel()  # the interaction went away with the write already queued
    with pytest.raises(asyncio.CancelledError):
        await acting
    # Bob's bare keep, sent before Alice's landed, waits for it and is refused: the match
    # moved on from the state he saw
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, BOB, "keep")
    assert caught.value.key == "moved_on"
    # the copy holds what the file holds, so his next keep applies
    result = await service.act(CHANNEL, BOB, "keep")
    stored = await store.get_match(result.match.id)
    assert stored is not None and stored.version == result.match.row.version > version + 1
    log = [entry.action for entry in await store.action_log(result.match.id)]
    assert log[version : version + 2] == ["keep", "keep"]


async def test_idle_bookkeeping_from_an_older_read_never_rolls_the_match_back(
    tmp_path: Path,
) -> None:
    store = SqliteStore(tmp_path / "rokumon.sqlite3")
    service = await a_match(store)
    seen = await service.require_match(CHANNEL)  # what the idle sweep read
    acted = await service.act(CHANNEL, ALICE, "keep")  # the player acts meanwhile
    newest = acted.match.row.version
    assert await service.set_reminded(seen, 1) is None  # moot: nothing written
    stored = await store.get_match(seen.id)
    assert stored is not None and stored.reminded == 0 and stored.version == newest
    # the board message id is not tied to a version: stored, onto the newest copy
    kept = await service.set_board_message(seen, 4242)
    assert kept.row.version == newest and kept.row.board_message_id == 4242
    current = await service.require_match(CHANNEL)
    assert current.row.version == newest and engine.decision(current.state).actor == 1
    # the next action applies: nothing answers "already decided"
    result = await service.act(CHANNEL, BOB, "keep", expected_version=newest)
    assert result.match.row.version > newest
    # and bookkeeping on the current version is written as before
    reminded = await service.set_reminded(result.match, 1)
    assert reminded is not None and reminded.row.reminded == 1
    assert (await service.require_match(CHANNEL)).row.reminded == 1


async def test_a_board_message_recorded_during_an_action_is_kept(tmp_path: Path) -> None:
    store = GatedStore(tmp_path / "rokumon.sqlite3")
    service = await a_match(store)
    seen = await service.require_match(CHANNEL)
    store.hold_write = True
    acting = asyncio.create_task(service.act(CHANNEL, ALICE, "keep"))
    await store.held.wait()
    # /board (or a refresh after NotFound) posts a new message while the action is written
    await service.set_board_message(seen, 4242)
    store.release.set()
    result = await acting
    assert result.match.row.board_message_id == 4242
    assert (await service.require_match(CHANNEL)).row.board_message_id == 4242
    stored = await store.get_match(seen.id)
    assert stored is not None and stored.board_message_id == 4242


@pytest.mark.parametrize("ending", ["abort", "resign", "claim"])
async def test_a_board_message_recorded_after_the_end_does_not_revive_the_match(
    tmp_path: Path, ending: str
) -> None:
    store = SqliteStore(tmp_path / "rokumon.sqlite3")
    service = await a_match(store)
    seen = await service.require_match(CHANNEL)  # read by a refresh or /board before the end
    if ending == "abort":
        await service.abort(CHANNEL)
    elif ending == "resign":
        await service.resign(CHANNEL, ALICE)
    else:
        service.clock = lambda: datetime.now(UTC) + timedelta(hours=1)
        await service.claim(CHANNEL, BOB, claim_after=30)  # Alice is to decide
    await service.set_board_message(seen, 4242)
    assert await service.match_in(CHANNEL) is None
    with pytest.raises(ServiceError) as caught:
        await service.act(CHANNEL, ALICE, "keep")
    assert caught.value.key == "no_match"
    stored = await store.get_match(seen.id)
    assert stored is not None and stored.status != "active" and stored.board_message_id == 4242


async def test_a_read_that_finishes_after_an_abort_does_not_revive_the_match(
    tmp_path: Path,
) -> None:
    store = GatedStore(tmp_path / "rokumon.sqlite3")
    await a_match(store)
    service = MatchService(store)  # after a restart: nothing in memory yet
    store.hold_read = True
    reading = asyncio.create_task(service.match_in(CHANNEL))  # /hand, autocomplete ...
    await store.held.wait()
    await service.abort(CHANNEL)  # a moderator aborts meanwhile
    store.release.set()
    await reading
    assert await service.match_in(CHANNEL) is None
