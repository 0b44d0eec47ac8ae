"""What the SQLite store keeps beside matches: open challenges, players' decks, servers'
imported card sets and settings. Mixed into ``SqliteStore``, whose ``_rows`` and ``_write``
run the statements (a read, or one transaction, each in one trip to SQLite's thread).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from bot.store.base import CardSetRow, ChallengeRow, ConflictError, DeckRow, GuildSettings


def time_text(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _deck(row: Any) -> DeckRow:
    user_id, name, ruleset, body = row[:4]
    return DeckRow(user_id, name, ruleset, body, parse_time(row[4]))


def _card_set(row: Any) -> CardSetRow:
    guild_id, set_id, ruleset, name, form, body = row[:6]
    return CardSetRow(guild_id, set_id, ruleset, name, form, body, parse_time(row[6]))


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
        parse_time(row[7]),
        rematch_of=row[8],
        options=row[9],
    )


def changed(sql: str, params: tuple[object, ...]) -> Callable[[sqlite3.Connection], bool]:
    """A write of one statement that says whether it changed a row."""
    return lambda db: db.execute(sql, params).rowcount == 1


class Records:
    _rows: Callable[[str, Iterable[Any]], Awaitable[list[Any]]]
    _write: Callable[[Callable[[sqlite3.Connection], Any]], Awaitable[Any]]

    # -- challenges -----------------------------------------------------------------------
    async def put_challenge(self, row: ChallengeRow) -> None:
        params = (
            row.channel_id,
            row.guild_id,
            row.challenger,
            row.opponent,
            row.ruleset,
            row.deck_name,
            row.message_id,
            time_text(row.created_at),
            row.rematch_of,
            row.options,
        )

        def work(db: sqlite3.Connection) -> None:
            try:
                db.execute(
                    "INSERT INTO challenges (channel_id, guild_id, challenger, opponent, "
                    "ruleset, deck_name, message_id, created_at, rematch_of, options) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    params,
                )
            except sqlite3.IntegrityError:
                raise ConflictError("this channel already has a challenge") from None

        await self._write(work)

    async def get_challenge(self, channel_id: int) -> ChallengeRow | None:
        rows = await self._rows("SELECT * FROM challenges WHERE channel_id = ?", (channel_id,))
        return _challenge(rows[0]) if rows else None

    async def set_challenge_message(self, channel_id: int, message_id: int) -> None:
        sql = "UPDATE challenges SET message_id = ? WHERE channel_id = ?"
        await self._write(changed(sql, (message_id, channel_id)))

    async def delete_challenge(self, channel_id: int, created_at: datetime | None = None) -> bool:
        query = "DELETE FROM challenges WHERE channel_id = ?"
        params: tuple[object, ...] = (channel_id,)
        if created_at is not None:
            query, params = query + " AND created_at = ?", (channel_id, time_text(created_at))
        return bool(await self._write(changed(query, params)))

    async def challenges(self) -> list[ChallengeRow]:
        return [_challenge(r) for r in await self._rows("SELECT * FROM challenges", ())]

    # -- decks and card sets ------------------------------------------------------------
    async def put_deck(self, row: DeckRow) -> None:
        sql = "INSERT OR REPLACE INTO decks VALUES (?, ?, ?, ?, ?)"
        params = (row.user_id, row.name, row.ruleset, row.body, time_text(row.created_at))
        await self._write(changed(sql, params))

    async def get_deck(self, user_id: int, name: str) -> DeckRow | None:
        rows = await self._rows(
            "SELECT * FROM decks WHERE user_id = ? AND name = ?", (user_id, name)
        )
        return _deck(rows[0]) if rows else None

    async def list_decks(self, user_id: int) -> list[DeckRow]:
        rows = await self._rows("SELECT * FROM decks WHERE user_id = ? ORDER BY name", (user_id,))
        return [_deck(r) for r in rows]

    async def delete_deck(self, user_id: int, name: str) -> bool:
        sql = "DELETE FROM decks WHERE user_id = ? AND name = ?"
        return bool(await self._write(changed(sql, (user_id, name))))

    async def put_card_set(self, row: CardSetRow) -> None:
        params = (
            row.guild_id,
            row.set_id,
            row.ruleset,
            row.name,
            row.format,
            row.body,
            time_text(row.created_at),
        )
        sql = "INSERT OR REPLACE INTO card_sets VALUES (?, ?, ?, ?, ?, ?, ?)"
        await self._write(changed(sql, params))

    async def card_sets(self, guild_id: int) -> list[CardSetRow]:
        rows = await self._rows(
            "SELECT * FROM card_sets WHERE guild_id = ? ORDER BY set_id", (guild_id,)
        )
        return [_card_set(r) for r in rows]

    # -- server settings ------------------------------------------------------------------
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
        params = (
            guild_id,
            settings.remind_after,
            settings.claim_after,
            settings.challenge_expires,
            settings.locale,
            None if settings.threads is None else int(settings.threads),
        )
        sql = "INSERT OR REPLACE INTO guild_settings VALUES (?, ?, ?, ?, ?, ?)"
        await self._write(changed(sql, params))
