"""One SQLite connection on a thread of its own, where each call is one trip: a read, or a
whole write transaction run as one function, and the numbered migrations.

The event loop must not wait on the disk, so SQLite runs on one worker thread; a trip there
and back costs a wake-up of each side. A write is one function that the thread runs from
``BEGIN IMMEDIATE`` to ``COMMIT`` (an action's state, its log entries and any others grouped
with it), rather than a trip per statement. Trips run one after another in the order they
were asked for, so transactions never interleave and a read sees every write asked before
it. Migrations are the files ``migrations/NNNN_*.sql``, applied in order above
``PRAGMA user_version``, each in one transaction.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
Work = Callable[[sqlite3.Connection], T]


def migrations() -> list[tuple[int, str, str]]:
    """(number, name, script) of every migration file, in order."""
    found = []
    for entry in resources.files("bot.store").joinpath("migrations").iterdir():
        match = re.fullmatch(r"(\d{4})_(\w+)\.sql", entry.name)
        if match:
            found.append((int(match[1]), entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


def _connect(path: Path) -> sqlite3.Connection:
    # autocommit (isolation_level None): every transaction is begun and ended here by hand
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL").fetchall()
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA busy_timeout = 5000")
    # WAL with NORMAL sync survives a crash of the bot; only an OS crash or power loss can
    # lose the last commits, which is the usual trade for a WAL database.
    db.execute("PRAGMA synchronous = NORMAL")
    return db


def _transaction(work: Work[T], db: sqlite3.Connection) -> T:
    db.execute("BEGIN IMMEDIATE")
    try:
        result = work(db)
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise
    return result


def _migrate(db: sqlite3.Connection) -> None:
    current = int(db.execute("PRAGMA user_version").fetchone()[0])
    for number, name, script in migrations():
        if number <= current:
            continue
        try:
            db.executescript(
                f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )
        except sqlite3.Error as exc:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise RuntimeError(f"migration {name} failed: {exc}") from exc


class Connection:
    """The store's connection to its file, reached only through ``read`` and ``write``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._thread: ThreadPoolExecutor | None = None
        self._db: sqlite3.Connection | None = None

    async def open(self) -> None:
        """Connect and migrate; the thread is gone again if either fails."""
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="rokumon-sqlite")
        try:
            self._db = await self._trip(lambda: _connect(self.path))
            await self.run(_migrate)
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        thread, self._thread = self._thread, None
        db, self._db = self._db, None
        if thread is None:
            return
        try:
            if db is not None:
                await asyncio.get_running_loop().run_in_executor(thread, db.close)
        finally:
            thread.shutdown(wait=False)

    async def _trip(self, call: Callable[[], T]) -> T:
        if self._thread is None:
            raise RuntimeError("the store is not open")
        return await asyncio.get_running_loop().run_in_executor(self._thread, call)

    async def run(self, work: Work[T]) -> T:
        """``work(connection)`` on the thread, as it is: no transaction begun for it."""
        db = self._db
        if db is None:
            raise RuntimeError("the store is not open")
        return await self._trip(partial(work, db))

    async def write(self, work: Work[T]) -> T:
        """``work(connection)`` in one ``BEGIN IMMEDIATE`` transaction, in one trip: all of
        it is written, or none of it when it raises."""
        return await self.run(partial(_transaction, work))

    async def read(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        values = tuple(params)
        return await self.run(lambda db: db.execute(sql, values).fetchall())
