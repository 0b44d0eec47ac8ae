"""Shared by the store and service tests: two players with the starter decks, and a match
between them in one channel, through the real MatchService on a real SQLite file."""

from __future__ import annotations

from bot.service.match_service import MatchService
from bot.store import SqliteStore
from carddb import starter_deck_text

GUILD, CHANNEL, ALICE, BOB = 1, 10, 100, 200


async def import_starter_decks(service: MatchService) -> None:
    for user, deck in ((ALICE, "guren"), (BOB, "soujun")):
        await service.import_deck(GUILD, user, "main", "mc20th", starter_deck_text("mc20th", deck))


async def start_match(service: MatchService) -> None:
    """Alice challenges Bob, who accepts: the channel has a match."""
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "mc20th", "main")
    await service.accept(CHANNEL, BOB, "main", ("alice", "bob"))


OPEN: list[SqliteStore] = []  # closed after every test by tests/conftest.py


async def open_store(store: SqliteStore) -> SqliteStore:
    """Open a store for a test; it is closed when the test ends, passed or failed."""
    await store.open()
    OPEN.append(store)
    return store


async def close_open_stores() -> None:
    while OPEN:
        await OPEN.pop().close()
