"""``MatchStore`` on SQLite: one connection on its own thread (connection.py), WAL, numbered
migrations, and one writer per file (lock.py). This module keeps the matches: each match's
setup once (``match_setups``), its state without the setup (snapshot.py) and its action log.

An action writes only what changed: the match's row with the state's 1-2 KB without its
setup, and the action's log entries. Action commits that arrive while another is being
written are grouped into the next transaction, each keeping its own version check
(compare-and-swap), and a transaction is one trip to SQLite's thread.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from bot.store import snapshot
from bot.store.base import ConflictError, LoggedAction, MatchRow, MatchStore
from bot.store.connection import Connection, migrations
from bot.store.lock import WriterLock
from bot.store.players import PlayerRecords
from bot.store.records import Records, changed, parse_time, time_text

__all__ = ["SqliteStore", "migrations"]

T = TypeVar("T")
_SELECT_MATCHES = (
    "SELECT m.id, m.guild_id, m.channel_id, m.ruleset, m.player1, m.player2, m.status, "
    "m.version, m.state, m.board_message_id, m.created_at, m.updated_at, m.reminded, "
    "m.result, m.rematch_of, s.setup, m.practice "
    "FROM matches m LEFT JOIN match_setups s ON s.match_id = m.id"
)
Logged = list[tuple[int | None, str]]


def _match(row: Any) -> MatchRow:
    return MatchRow(
        id=row[0],
        guild_id=row[1],
        channel_id=row[2],
        ruleset=row[3],
        players=(row[4], row[5]),
        status=row[6],
        version=row[7],
        state=row[8],
        board_message_id=row[9],
        created_at=parse_time(row[10]),
        updated_at=parse_time(row[11]),
        reminded=row[12],
        result=row[13],
        rematch_of=row[14],
        setup=row[15] or "",
        practice=row[16],
    )


def _append(db: sqlite3.Connection, match_id: int, start: int, actions: Logged, now: str) -> None:
    db.executemany(
        "INSERT INTO actions (match_id, seq, actor, action, created_at) VALUES (?, ?, ?, ?, ?)",
        [(match_id, start + i + 1, actor, text, now) for i, (actor, text) in enumerate(actions)],
    )


@dataclass(frozen=True)
class _Commit:
    match_id: int
    expected_version: int
    new_version: int
    state: str
    actions: Logged
    status: str
    result: str | None
    now: datetime
    setup: str | None

    def write(self, db: sqlite3.Connection) -> bool:
        """The compare-and-swap: the row moves on only from ``expected_version``, and the
        log entries are written only when it did."""
        now = time_text(self.now)
        cursor = db.execute(
            "UPDATE matches SET version = ?, state = ?, status = ?, result = ?, "
            "updated_at = ?, reminded = 0 WHERE id = ? AND version = ? AND status = 'active'",
            (
                self.new_version,
                self.state,
                self.status,
                self.result,
                now,
                self.match_id,
                self.expected_version,
            ),
        )
        if cursor.rowcount != 1:
            return False
        _append(db, self.match_id, self.expected_version, self.actions, now)
        if self.setup is not None:
            db.execute(
                "UPDATE match_setups SET setup = ? WHERE match_id = ?", (self.setup, self.match_id)
            )
        return True


def _write_all(batch: list[_Commit], db: sqlite3.Connection) -> list[bool | BaseException]:
    """Each commit of the batch in a savepoint of its own, inside the batch's one
    transaction: a commit that fails is undone alone and its caller alone hears why, the
    others are written."""
    results: list[bool | BaseException] = []
    for request in batch:
        db.execute("SAVEPOINT one_commit")
        try:
            results.append(request.write(db))
        except sqlite3.Error as exc:
            db.execute("ROLLBACK TO one_commit")
            results.append(exc)
        db.execute("RELEASE one_commit")
    return results


class SqliteStore(PlayerRecords, Records, MatchStore):
    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._connection = Connection(self.path)
        self._pending: list[tuple[_Commit, asyncio.Future[bool]]] = []
        self._flushing: asyncio.Task[None] | None = None
        self._writer = WriterLock(self.path)

    # -- plumbing ---------------------------------------------------------------------------
    def claim(self) -> None:
        self._writer.acquire()

    async def open(self) -> None:
        """Claim the file (StoreInUseError when another store has it), then connect and
        migrate; a failure leaves the file unclaimed."""
        self.claim()
        try:
            await self._connection.open()
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        try:
            await self._connection.close()
        finally:
            self._writer.release()

    async def schema_version(self) -> int:
        rows = await self._rows("PRAGMA user_version")
        return int(rows[0][0]) if rows else 0

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        return await self._connection.write(work)

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return await self._connection.read(sql, params)

    # -- matches ------------------------------------------------------------------------
    async def create_match(
        self, row: MatchRow, actions: Logged, challenge_channel: int | None = None
    ) -> MatchRow:
        """Insert the match, its setup and first actions, and drop the challenge it answers
        (in ``challenge_channel``, the match's own channel unless it is played in a thread
        of that channel). A row without ``setup`` holds the whole state, split here."""
        challenged_in = row.channel_id if challenge_channel is None else challenge_channel
        setup, body = (row.setup, row.state) if row.setup else snapshot.split_json(row.state)
        values = (
            row.guild_id,
            row.channel_id,
            row.ruleset,
            *row.players,
            row.status,
            row.version,
            body,
            row.board_message_id,
            time_text(row.created_at),
            time_text(row.updated_at),
            row.result,
            row.rematch_of,
            row.practice,
        )

        def work(db: sqlite3.Connection) -> int:
            try:
                cursor = db.execute(
                    "INSERT INTO matches (guild_id, channel_id, ruleset, player1, player2, "
                    "status, version, state, board_message_id, created_at, updated_at, "
                    "reminded, result, rematch_of, practice) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
                    values,
                )
            except sqlite3.IntegrityError:
                # the channel's one active match, or the one rematch of a match
                raise ConflictError("this channel already has an active match") from None
            match_id = int(cursor.lastrowid or 0)
            db.execute("INSERT INTO match_setups VALUES (?, ?)", (match_id, setup))
            _append(db, match_id, row.version - len(actions), actions, time_text(row.created_at))
            if row.practice is None:  # a practice match answers no challenge
                db.execute("DELETE FROM challenges WHERE channel_id = ?", (challenged_in,))
            return match_id

        match_id = await self._write(work)
        created = await self.get_match(match_id)
        assert created is not None
        return created

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._rows(f"{_SELECT_MATCHES} WHERE m.id = ?", (match_id,))
        return _match(rows[0]) if rows else None

    async def active_match(self, channel_id: int) -> MatchRow | None:
        rows = await self._rows(
            f"{_SELECT_MATCHES} WHERE m.channel_id = ? AND m.status = 'active'", (channel_id,)
        )
        return _match(rows[0]) if rows else None

    async def rematch_of(self, match_id: int) -> MatchRow | None:
        rows = await self._rows(f"{_SELECT_MATCHES} WHERE m.rematch_of = ?", (match_id,))
        return _match(rows[0]) if rows else None

    async def active_matches(self) -> list[MatchRow]:
        rows = await self._rows(f"{_SELECT_MATCHES} WHERE m.status = 'active'")
        return [_match(r) for r in rows]

    async def commit_actions(
        self,
        match_id: int,
        expected_version: int,
        new_version: int,
        state: str,
        actions: Logged,
        status: str,
        result: str | None,
        now: datetime,
        setup: str | None = None,
    ) -> bool:
        """Queue the write; commits that arrive together share one transaction (group
        commit), each still checking its own version."""
        request = _Commit(
            match_id, expected_version, new_version, state, actions, status, result, now, setup
        )
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((request, done))
        if self._flushing is None or self._flushing.done():
            self._flushing = asyncio.create_task(self._flush())
        return await done

    async def _flush(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                written = await self._write(partial(_write_all, [r for r, _ in batch]))
            except BaseException as exc:
                for _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            for (_, done), outcome in zip(batch, written, strict=True):
                if done.done():
                    continue
                if isinstance(outcome, BaseException):
                    done.set_exception(outcome)
                else:
                    done.set_result(outcome)

    async def end_match(self, match_id: int, status: str, result: str, now: datetime) -> bool:
        sql = (
            "UPDATE matches SET status = ?, result = ?, updated_at = ? "
            "WHERE id = ? AND status = 'active'"
        )
        return await self._write(changed(sql, (status, result, time_text(now), match_id)))

    async def set_board_message(self, match_id: int, message_id: int) -> None:
        sql = "UPDATE matches SET board_message_id = ? WHERE id = ?"
        await self._write(changed(sql, (message_id, match_id)))

    async def set_reminded(self, match_id: int, stage: int, version: int) -> bool:
        sql = "UPDATE matches SET reminded = ? WHERE id = ? AND version = ? AND status = 'active'"
        return await self._write(changed(sql, (stage, match_id, version)))

    async def action_log(self, match_id: int) -> list[LoggedAction]:
        rows = await self._rows(
            "SELECT seq, actor, action, created_at FROM actions WHERE match_id = ? ORDER BY seq",
            (match_id,),
        )
        return [LoggedAction(r[0], r[1], r[2], parse_time(r[3])) for r in rows]
