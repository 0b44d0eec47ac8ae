"""What the SQLite store keeps per player: auto-pass, turn-notice preferences, the language
they last used with the bot, the hand DM
of each match, and the turn notice a match has out. Mixed into ``SqliteStore``, whose
``_rows`` and ``_write`` run the statements (a read, or one transaction, each in one trip to
SQLite's thread).

A player's row in ``user_settings`` is updated column by column (``ON CONFLICT ... DO
UPDATE``), so setting one preference never resets another.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from bot.store.base import DmRecord, Notice, NotifyPrefs


class PlayerRecords:
    _rows: Callable[[str, Iterable[Any]], Awaitable[list[Any]]]
    _write: Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]]

    async def _set_user(self, user_id: int, values: dict[str, object]) -> None:
        columns = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        updates = ", ".join(f"{c} = excluded.{c}" for c in values)
        sql = (
            f"INSERT INTO user_settings (user_id, {columns}) VALUES (?, {marks}) "
            f"ON CONFLICT (user_id) DO UPDATE SET {updates}"
        )

        def work(db: sqlite3.Connection) -> None:
            db.execute(sql, (user_id, *values.values()))

        await self._write(work)

    async def auto_pass(self, user_id: int) -> bool:
        rows = await self._rows("SELECT auto_pass FROM user_settings WHERE user_id = ?", (user_id,))
        return bool(rows[0][0]) if rows else True

    async def set_auto_pass(self, user_id: int, enabled: bool) -> None:
        await self._set_user(user_id, {"auto_pass": int(enabled)})

    async def user_locale(self, user_id: int) -> str | None:
        rows = await self._rows("SELECT locale FROM user_settings WHERE user_id = ?", (user_id,))
        return str(rows[0][0]) if rows and rows[0][0] else None

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._set_user(user_id, {"locale": locale})

    async def notify_prefs(self, user_id: int) -> NotifyPrefs:
        rows = await self._rows(
            "SELECT notify, notify_dm, quiet_from, quiet_to, utc_offset FROM user_settings "
            "WHERE user_id = ?",
            (user_id,),
        )
        if not rows:
            return NotifyPrefs()
        mode, dm, start, end, offset = rows[0]
        return NotifyPrefs(mode, bool(dm), start, end, offset)

    async def set_notify_prefs(self, user_id: int, prefs: NotifyPrefs) -> None:
        values = {
            "notify": prefs.mode,
            "notify_dm": int(prefs.dm),
            "quiet_from": prefs.quiet_from,
            "quiet_to": prefs.quiet_to,
            "utc_offset": prefs.utc_offset,
        }
        await self._set_user(user_id, values)

    async def turn_notice(self, match_id: int) -> Notice:
        rows = await self._rows(
            "SELECT channel_id, message_id, told_turn FROM turn_notices WHERE match_id = ?",
            (match_id,),
        )
        return Notice(*rows[0]) if rows else Notice()

    async def set_turn_notice(self, match_id: int, notice: Notice) -> None:
        def work(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT OR REPLACE INTO turn_notices VALUES (?, ?, ?, ?)",
                (match_id, notice.channel_id, notice.message_id, notice.told_turn),
            )

        await self._write(work)

    async def get_dm(self, match_id: int, user_id: int) -> DmRecord | None:
        rows = await self._rows(
            "SELECT channel_id, message_id, closed FROM dm_messages "
            "WHERE match_id = ? AND user_id = ?",
            (match_id, user_id),
        )
        return DmRecord(rows[0][0], rows[0][1], bool(rows[0][2])) if rows else None

    async def put_dm(self, match_id: int, user_id: int, record: DmRecord) -> None:
        def work(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT OR REPLACE INTO dm_messages VALUES (?, ?, ?, ?, ?)",
                (match_id, user_id, record.channel_id, record.message_id, int(record.closed)),
            )

        await self._write(work)
