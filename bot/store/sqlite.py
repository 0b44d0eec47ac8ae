"""``MatchStore`` on SQLite through aiosqlite: one connection, WAL, numbered migrations,
and one writer per file (lock.py).

Coroutines sharing one aiosqlite connection would interleave their transactions (DESIGN.md
field notes), so every statement runs under one asyncio lock, and every write is a
``BEGIN IMMEDIATE`` transaction. Action commits that arrive while another is being written
are grouped into the next transaction, each keeping its own version check. Migrations are
the files ``migrations/NNNN_*.sql``, applied in order above ``PRAGMA user_version``.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store.base import (
    CardSetRow,
    ChallengeRow,
    ConflictError,
    DeckRow,
    GuildSettings,
    LoggedAction,
    MatchRow,
    MatchStore,
)
from bot.store.lock import WriterLock
from bot.store.players import PlayerRecords

T = TypeVar("T")
_MATCH_COLUMNS = (
    "id, guild_id, channel_id, ruleset, player1, player2, status, version, state, "
    "board_message_id, created_at, updated_at, reminded, result, rematch_of"
)


def migrations() -> list[tuple[int, str, str]]:
    """(number, name, script) of every migration file, in order."""
    found = []
    for entry in resources.files("bot.store").joinpath("migrations").iterdir():
        match = re.fullmatch(r"(\d{4})_(\w+)\.sql", entry.name)
        if match:
            found.append((int(match[1]), entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


def _time(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


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
        created_at=_parse_time(row[10]),
        updated_at=_parse_time(row[11]),
        reminded=row[12],
        result=row[13],
        rematch_of=row[14],
    )


def _deck(row: Any) -> DeckRow:
    user_id, name, ruleset, body = row[:4]
    return DeckRow(user_id, name, ruleset, body, _parse_time(row[4]))


def _card_set(row: Any) -> CardSetRow:
    guild_id, set_id, ruleset, name, form, body = row[:6]
    return CardSetRow(guild_id, set_id, ruleset, name, form, body, _parse_time(row[6]))


def _challenge(row: Any) -> ChallengeRow:
    channel, guild, challenger, opponent, ruleset, deck, message = row[:7]
    return ChallengeRow(
        channel,
        guild,
        challenger,
        opponent,
        ruleset,
        deck,
        message,
        _parse_time(row[7]),
        rematch_of=row[8],
        options=row[9],
    )


@dataclass(frozen=True)
class _Commit:
    match_id: int
    expected_version: int
    new_version: int
    state: str
    actions: list[tuple[int | None, str]]
    status: str
    result: str | None
    now: datetime


class SqliteStore(PlayerRecords, MatchStore):
    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._pending: list[tuple[_Commit, asyncio.Future[bool]]] = []
        self._flushing: asyncio.Task[None] | None = None
        self._writer = WriterLock(self.path)

    # -- plumbing ---------------------------------------------------------------------------
    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the store is not open")
        return self._db

    def claim(self) -> None:
        self._writer.acquire()

    async def open(self) -> None:
        """Claim the file (StoreInUseError when another store has it), then connect and
        migrate; a failure leaves the file unclaimed."""
        self.claim()
        try:
            await self._connect()
        except BaseException:
            await self.close()
            raise

    async def _connect(self) -> None:
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        # fetch every pragma's answer: an unread row keeps a statement open and would block
        # the COMMIT of the first migration
        await self._db.execute_fetchall("PRAGMA journal_mode = WAL")
        await self._db.execute_fetchall("PRAGMA foreign_keys = ON")
        await self._db.execute_fetchall("PRAGMA busy_timeout = 5000")
        # WAL with NORMAL sync survives a crash of the bot; only an OS crash or power loss
        # can lose the last commits, which is the usual trade for a WAL database.
        await self._db.execute_fetchall("PRAGMA synchronous = NORMAL")
        await self._migrate()

    async def close(self) -> None:
        try:
            if self._db is not None:
                await self._db.close()
                self._db = None
        finally:
            self._writer.release()

    async def schema_version(self) -> int:
        async with self._lock:
            rows = list(await self.db.execute_fetchall("PRAGMA user_version"))
        return int(rows[0][0]) if rows else 0

    async def _migrate(self) -> None:
        current = await self.schema_version()
        for number, name, script in migrations():
            if number <= current:
                continue
            async with self._lock:
                try:
                    await self.db.executescript(
                        f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
                    )
                except sqlite3.Error as exc:
                    await self.db.execute("ROLLBACK")
                    raise RuntimeError(f"migration {name} failed: {exc}") from exc

    async def _write(self, work: Callable[[aiosqlite.Connection], Awaitable[T]]) -> T:
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                result = await work(self.db)
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")
            return result

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        async with self._lock:
            return list(await self.db.execute_fetchall(sql, tuple(params)))

    # -- matches ------------------------------------------------------------------------
    async def create_match(
        self,
        row: MatchRow,
        actions: list[tuple[int | None, str]],
        challenge_channel: int | None = None,
    ) -> MatchRow:
        """Insert the match and drop the challenge it answers (in ``challenge_channel``, the
        match's own channel unless it is played in a thread of that channel)."""
        challenged_in = row.channel_id if challenge_channel is None else challenge_channel

        async def work(db: aiosqlite.Connection) -> int:
            try:
                cursor = await db.execute(
                    "INSERT INTO matches (guild_id, channel_id, ruleset, player1, player2, "
                    "status, version, state, board_message_id, created_at, updated_at, "
                    "reminded, result, rematch_of) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                    (
                        row.guild_id,
                        row.channel_id,
                        row.ruleset,
                        *row.players,
                        row.status,
                        row.version,
                        row.state,
                        row.board_message_id,
                        _time(row.created_at),
                        _time(row.updated_at),
                        row.result,
                        row.rematch_of,
                    ),
                )
            except sqlite3.IntegrityError:
                # the channel's one active match, or the one rematch of a match
                raise ConflictError("this channel already has an active match") from None
            match_id = int(cursor.lastrowid or 0)
            await self._append(db, match_id, row.version - len(actions), actions, row.created_at)
            await db.execute("DELETE FROM challenges WHERE channel_id = ?", (challenged_in,))
            return match_id

        match_id = await self._write(work)
        created = await self.get_match(match_id)
        assert created is not None
        return created

    async def _append(
        self,
        db: aiosqlite.Connection,
        match_id: int,
        start: int,
        actions: list[tuple[int | None, str]],
        now: datetime,
    ) -> None:
        await db.executemany(
            "INSERT INTO actions (match_id, seq, actor, action, created_at) VALUES (?, ?, ?, ?, ?)",
            [
                (match_id, start + i + 1, actor, text, _time(now))
                for i, (actor, text) in enumerate(actions)
            ],
        )

    async def get_match(self, match_id: int) -> MatchRow | None:
        rows = await self._rows(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return _match(rows[0]) if rows else None

    async def active_match(self, channel_id: int) -> MatchRow | None:
        rows = await self._rows(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE channel_id = ? AND status = 'active'",
            (channel_id,),
        )
        return _match(rows[0]) if rows else None

    async def rematch_of(self, match_id: int) -> MatchRow | None:
        rows = await self._rows(
            f"SELECT {_MATCH_COLUMNS} FROM matches WHERE rematch_of = ?", (match_id,)
        )
        return _match(rows[0]) if rows else None

    async def active_matches(self) -> list[MatchRow]:
        rows = await self._rows(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE status = 'active'")
        return [_match(r) for r in rows]

    async def commit_actions(
        self,
        match_id: int,
        expected_version: int,
        new_version: int,
        state: str,
        actions: list[tuple[int | None, str]],
        status: str,
        result: str | None,
        now: datetime,
    ) -> bool:
        """Queue the write; commits that arrive together share one transaction (group
        commit), each still checking its own version."""
        request = _Commit(
            match_id, expected_version, new_version, state, actions, status, result, now
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
                written = await self._write(partial(self._apply_batch, batch=batch))
            except BaseException as exc:
                for _, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            for (_, done), ok in zip(batch, written, strict=True):
                if not done.done():
                    done.set_result(ok)

    async def _apply_batch(
        self, db: aiosqlite.Connection, *, batch: list[tuple[_Commit, asyncio.Future[bool]]]
    ) -> list[bool]:
        written = []
        for request, _ in batch:
            cursor = await db.execute(
                "UPDATE matches SET version = ?, state = ?, status = ?, result = ?, "
                "updated_at = ?, reminded = 0 WHERE id = ? AND version = ? AND status = 'active'",
                (
                    request.new_version,
                    request.state,
                    request.status,
                    request.result,
                    _time(request.now),
                    request.match_id,
                    request.expected_version,
                ),
            )
            ok = cursor.rowcount == 1
            if ok:
                await self._append(
                    db, request.match_id, request.expected_version, request.actions, request.now
                )
            written.append(ok)
        return written

    async def end_match(self, match_id: int, status: str, result: str, now: datetime) -> bool:
        async def work(db: aiosqlite.Connection) -> bool:
            cursor = await db.execute(
                "UPDATE matches SET status = ?, result = ?, updated_at = ? "
                "WHERE id = ? AND status = 'active'",
                (status, result, _time(now), match_id),
            )
            return cursor.rowcount == 1

        return await self._write(work)

    async def set_board_message(self, match_id: int, message_id: int) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            await db.execute(
                "UPDATE matches SET board_message_id = ? WHERE id = ?", (message_id, match_id)
            )

        await self._write(work)

    async def set_reminded(self, match_id: int, stage: int, version: int) -> bool:
        async def work(db: aiosqlite.Connection) -> bool:
            cursor = await db.execute(
                "UPDATE matches SET reminded = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (stage, match_id, version),
            )
            return cursor.rowcount == 1

        return await self._write(work)

    async def action_log(self, match_id: int) -> list[LoggedAction]:
        rows = await self._rows(
            "SELECT seq, actor, action, created_at FROM actions WHERE match_id = ? ORDER BY seq",
            (match_id,),
        )
        return [LoggedAction(r[0], r[1], r[2], _parse_time(r[3])) for r in rows]

    # -- challenges -----------------------------------------------------------------------
    async def put_challenge(self, row: ChallengeRow) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            try:
                await db.execute(
                    "INSERT INTO challenges (channel_id, guild_id, challenger, opponent, "
                    "ruleset, deck_name, message_id, created_at, rematch_of, options) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        row.channel_id,
                        row.guild_id,
                        row.challenger,
                        row.opponent,
                        row.ruleset,
                        row.deck_name,
                        row.message_id,
                        _time(row.created_at),
                        row.rematch_of,
                        row.options,
                    ),
                )
            except sqlite3.IntegrityError:
                raise ConflictError("this channel already has a challenge") from None

        await self._write(work)

    async def get_challenge(self, channel_id: int) -> ChallengeRow | None:
        rows = await self._rows("SELECT * FROM challenges WHERE channel_id = ?", (channel_id,))
        return _challenge(rows[0]) if rows else None

    async def set_challenge_message(self, channel_id: int, message_id: int) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            await db.execute(
                "UPDATE challenges SET message_id = ? WHERE channel_id = ?",
                (message_id, channel_id),
            )

        await self._write(work)

    async def delete_challenge(self, channel_id: int, created_at: datetime | None = None) -> bool:
        query = "DELETE FROM challenges WHERE channel_id = ?"
        params: tuple[object, ...] = (channel_id,)
        if created_at is not None:
            query, params = query + " AND created_at = ?", (channel_id, _time(created_at))

        async def work(db: aiosqlite.Connection) -> bool:
            cursor = await db.execute(query, params)
            return cursor.rowcount == 1

        return await self._write(work)

    async def challenges(self) -> list[ChallengeRow]:
        return [_challenge(r) for r in await self._rows("SELECT * FROM challenges")]

    # -- decks and card sets ------------------------------------------------------------
    async def put_deck(self, row: DeckRow) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT OR REPLACE INTO decks VALUES (?, ?, ?, ?, ?)",
                (row.user_id, row.name, row.ruleset, row.body, _time(row.created_at)),
            )

        await self._write(work)

    async def get_deck(self, user_id: int, name: str) -> DeckRow | None:
        rows = await self._rows(
            "SELECT * FROM decks WHERE user_id = ? AND name = ?", (user_id, name)
        )
        return _deck(rows[0]) if rows else None

    async def list_decks(self, user_id: int) -> list[DeckRow]:
        rows = await self._rows("SELECT * FROM decks WHERE user_id = ? ORDER BY name", (user_id,))
        return [_deck(r) for r in rows]

    async def delete_deck(self, user_id: int, name: str) -> bool:
        async def work(db: aiosqlite.Connection) -> bool:
            cursor = await db.execute(
                "DELETE FROM decks WHERE user_id = ? AND name = ?", (user_id, name)
            )
            return cursor.rowcount == 1

        return await self._write(work)

    async def put_card_set(self, row: CardSetRow) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT OR REPLACE INTO card_sets VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    row.guild_id,
                    row.set_id,
                    row.ruleset,
                    row.name,
                    row.format,
                    row.body,
                    _time(row.created_at),
                ),
            )

        await self._write(work)

    async def card_sets(self, guild_id: int) -> list[CardSetRow]:
        rows = await self._rows(
            "SELECT * FROM card_sets WHERE guild_id = ? ORDER BY set_id", (guild_id,)
        )
        return [_card_set(r) for r in rows]

    # -- settings and DMs ---------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._rows(
            "SELECT remind_after, claim_after, challenge_expires, locale, threads "
            "FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if not rows:
            return GuildSettings()
        remind, claim, expires, locale, threads = rows[0]
        threads = None if threads is None else bool(threads)
        return GuildSettings(remind, claim, expires, locale, threads)

    async def put_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        async def work(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT OR REPLACE INTO guild_settings VALUES (?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    settings.remind_after,
                    settings.claim_after,
                    settings.challenge_expires,
                    settings.locale,
                    None if settings.threads is None else int(settings.threads),
                ),
            )

        await self._write(work)
