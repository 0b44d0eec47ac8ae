"""One writer per database file: an exclusive lock on ``<database>.lock``, held while a
store is open.

The service trusts its copies of the active matches because nothing else writes them; a
second bot or service on the same file would break that trust and answer "already decided"
to everyone. The lock is an ``flock`` (``msvcrt.locking`` on Windows): it belongs to the open
file, so a second store in the same process is refused as well as a second process, and the
operating system drops it when the process ends, even on a crash, so a lock file left behind
never blocks the next start. Readers such as backups or the ``sqlite3`` shell are not held up.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO

from bot.store.base import StoreInUseError

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt


def lock_path(database: Path) -> Path:
    """The lock file of the database file itself: a symlink (or a relative or ``..`` path) to
    it leads to the same lock, so two spellings of one file never make two writers."""
    real = database.resolve()
    return real.with_name(real.name + ".lock")


def _try_lock(handle: IO[str]) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _unlock(handle: IO[str]) -> None:
    if fcntl is not None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    else:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)


class WriterLock:
    """The exclusive right to write one database file."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.path = lock_path(database)
        self._handle: IO[str] | None = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def acquire(self) -> None:
        """Take the lock, or raise StoreInUseError naming the file; taking it twice is harmless."""
        if self._handle is not None:
            return
        # "a+" creates the file without emptying it: the holder's pid stays readable
        handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 (held until release)
        if not _try_lock(handle):
            handle.close()
            raise StoreInUseError(self._refusal())
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None:
            try:
                _unlock(handle)
            finally:
                handle.close()

    def _refusal(self) -> str:
        try:
            holder = self.path.read_text(encoding="utf-8").strip()
        except OSError:  # Windows refuses to read a locked byte
            holder = ""
        who = f" (process {holder})" if holder.isdigit() else ""
        return (
            f"{self.database} is already in use by another Rokumon bot or service{who}: only "
            "one may write to a database file. Stop the other one first, or set ROKUMON_DB "
            "to another file."
        )
