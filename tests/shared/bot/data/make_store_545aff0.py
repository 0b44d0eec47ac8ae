"""Makes ``store_545aff0.sqlite3.gz``: a database written by the store of commit 545aff0
(schema 7, each match's whole state in ``matches.state``), for the migration test
(tests/shared/bot/test_store_migration.py). Not collected by pytest; run it with 545aff0's
code first on the path, then compress what it wrote:

    git worktree add --detach /tmp/old545 545aff0
    PYTHONPATH=/tmp/old545 python tests/shared/bot/data/make_store_545aff0.py /tmp/old.sqlite3
    gzip -9 -n -c /tmp/old.sqlite3 > tests/shared/bot/data/store_545aff0.sqlite3.gz

It plays matches of two games through 545aff0's match service (bot/service.py there) with
random legal actions from a fixed seed: two still active, one resigned, one aborted; and
keeps decks, a server's settings, players' settings, a turn notice, a hand DM, a card set
and an open challenge beside them.
"""

from __future__ import annotations

import asyncio
import random
import sys
from datetime import UTC, datetime
from pathlib import Path

import engine
from bot import games as registry
from bot.service import MatchService  # 545aff0's layout
from bot.store import (
    CardSetRow,
    DmRecord,
    GuildSettings,
    Notice,
    NotifyPrefs,
    SqliteStore,
)
from carddb import starter_deck_text

GUILD = 1
GAMES = {"mc20th": (101, 102), "grid": (201, 202)}  # players by game


async def play(service: MatchService, channel: int, rng: random.Random, actions: int) -> None:
    for _ in range(actions):
        match = await service.match_in(channel)
        if match is None or match.deciding_user() is None:
            return
        action = rng.choice(engine.legal_actions(match.state))
        await service.act(channel, match.deciding_user(), action, match.row.version)


async def main(path: Path) -> None:
    store = SqliteStore(path)
    await store.open()
    service = MatchService(store, clock=lambda: datetime(2026, 11, 1, 12, 0, tzinfo=UTC))
    rng = random.Random(545)
    channel = 1000
    for ruleset, players in GAMES.items():
        for user, name in zip(players, registry.get(ruleset).starter_decks, strict=True):
            await service.import_deck(
                GUILD, user, "main", ruleset, starter_deck_text(ruleset, name)
            )
        for steps, end in ((6, ""), (4, "resign"), (3, "abort")):
            channel += 1
            service.seed_source = random.Random(channel)
            await service.challenge(GUILD, channel, *players, ruleset, "main")
            await service.accept(channel, players[1], "main", ("アリス", "Bob"))
            await play(service, channel, rng, steps)
            if end == "resign":
                await service.resign(channel, players[0])
            elif end == "abort":
                await service.abort(channel)
    first = await store.active_match(1001)
    assert first is not None
    await store.set_board_message(first.id, 555)
    await store.set_turn_notice(first.id, Notice(1001, 556, 3))
    await store.put_dm(first.id, 101, DmRecord(7001, 7002, False))
    await store.put_guild_settings(GUILD, GuildSettings(3600.0, 7200.0, 600.0, "en", False))
    await store.set_auto_pass(102, False)
    await store.set_notify_prefs(101, NotifyPrefs("turn", True, 23, 7, 60))
    await store.set_user_locale(201, "ja")
    when = datetime(2026, 11, 1, 12, 30, tzinfo=UTC)
    await store.put_card_set(CardSetRow(GUILD, "extra", "mc20th", "Extra", "json", "{}", when))
    await service.challenge(GUILD, 2000, 201, 202, "grid", "main")
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
