"""A database written by commit 545aff0 (schema 7: each match's whole state in
``matches.state``) opens with today's store (issue 23 item 3): the migration to schema 8
moves each match's setup to ``match_setups`` and loses nothing.

The file is data/store_545aff0.sqlite3.gz, made by 545aff0's own code with
data/make_store_545aff0.py (its docstring says how): two games' matches (active, resigned,
aborted) played a few random actions each, decks, a server's settings, players' settings, a
turn notice, a hand DM, a card set and an open challenge. The test reads every row of it with
plain sqlite3 first, then opens a copy with the store and compares what the store gives.
"""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path
from typing import Any

from matches import open_store

import engine
from bot.service.match_service import MatchService
from bot.store import SqliteStore, snapshot
from bot.store.connection import migrations

FIXTURE = Path(__file__).parent / "data" / "store_545aff0.sqlite3.gz"
GUILD = 1
PLAYERS = (101, 102, 201, 202)


def old_rows(path: Path) -> dict[str, list[Any]]:
    """Every row of the tables the old file has, in a fixed order."""
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 7
    tables = [r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    rows = {t: raw.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in tables}
    raw.close()
    return rows


async def migrated(tmp_path: Path) -> tuple[SqliteStore, dict[str, list[Any]]]:
    path = tmp_path / "rokumon.sqlite3"
    path.write_bytes(gzip.decompress(FIXTURE.read_bytes()))
    before = old_rows(path)
    store = await open_store(SqliteStore(path))
    assert await store.schema_version() == migrations()[-1][0] >= 8
    return store, before


async def test_every_match_of_a_545aff0_database_comes_back_the_same(tmp_path: Path) -> None:
    store, before = await migrated(tmp_path)
    assert len(before["matches"]) == 6
    for old in before["matches"]:
        (match_id, guild, channel, ruleset, p1, p2, status, version, state, board) = old[:10]
        row = await store.get_match(match_id)
        assert row is not None
        # byte for byte the JSON the old code wrote, the setup now kept apart
        assert snapshot.whole(row) == state.encode()
        assert '"setup":null' in row.state and len(row.state) < 4_000
        assert (row.guild_id, row.channel_id, row.ruleset, row.players) == (
            guild,
            channel,
            ruleset,
            (p1, p2),
        )
        assert (row.status, row.version, row.board_message_id) == (status, version, board)
        assert [row.created_at.isoformat(), row.updated_at.isoformat()] == list(old[10:12])
        assert (row.reminded, row.result, row.rematch_of) == tuple(old[12:15])
        log = await store.action_log(match_id)
        assert [(e.seq, e.actor, e.action, e.created_at.isoformat()) for e in log] == [
            tuple(a[1:]) for a in before["actions"] if a[0] == match_id
        ]
        assert len(log) == version  # each version one logged action
    assert {r.id for r in await store.active_matches()} == {
        m[0] for m in before["matches"] if m[6] == "active"
    }


async def test_decks_settings_and_the_rest_of_a_545aff0_database_are_kept(
    tmp_path: Path,
) -> None:
    store, before = await migrated(tmp_path)
    decks = [d for user in PLAYERS for d in await store.list_decks(user)]
    assert [(d.user_id, d.name, d.ruleset, d.body, d.created_at.isoformat()) for d in decks] == [
        tuple(d) for d in before["decks"]
    ]
    assert len(decks) == 4
    sets = await store.card_sets(GUILD)
    assert [(s.guild_id, s.set_id, s.ruleset, s.name, s.format, s.body) for s in sets] == [
        tuple(s[:6]) for s in before["card_sets"]
    ]
    settings = await store.guild_settings(GUILD)
    assert before["guild_settings"] == [(GUILD, 3600.0, 7200.0, 600.0, "en", 0)]
    assert (settings.remind_after, settings.claim_after, settings.challenge_expires) == (
        3600.0,
        7200.0,
        600.0,
    )
    assert (settings.locale, settings.threads) == ("en", False)
    assert [await store.auto_pass(user) for user in PLAYERS] == [True, False, True, True]
    prefs = await store.notify_prefs(101)
    assert (prefs.mode, prefs.dm, prefs.quiet_from, prefs.quiet_to, prefs.utc_offset) == (
        "turn",
        True,
        23,
        7,
        60,
    )
    assert await store.user_locale(201) == "ja" and await store.user_locale(202) is None
    notice = await store.turn_notice(1)
    assert (notice.channel_id, notice.message_id, notice.told_turn) == (1001, 556, 3)
    dm = await store.get_dm(1, 101)
    assert dm is not None and (dm.channel_id, dm.message_id, dm.closed) == (7001, 7002, False)
    challenges = await store.challenges()
    assert len(challenges) == 1 and [tuple(c[:6]) for c in before["challenges"]] == [
        (c.channel_id, c.guild_id, c.challenger, c.opponent, c.ruleset, c.deck_name)
        for c in challenges
    ]


async def test_a_match_of_a_545aff0_database_plays_on_and_reloads(tmp_path: Path) -> None:
    store, _ = await migrated(tmp_path)
    for channel in (1001, 1004):  # an mc20th match and a grid match, both still active
        service = MatchService(store)
        match = await service.require_match(channel)
        user = match.deciding_user()
        assert user is not None
        action = engine.legal_actions(match.state)[0]
        result = await service.act(channel, user, action, match.row.version)
        assert result.match.row.version > match.row.version
        await store.close()
        store = await open_store(SqliteStore(store.path))
        again = await MatchService(store).require_match(channel)
        assert again.row.version == result.match.row.version
        assert engine.encode_state(again.state) == engine.encode_state(result.match.state)
        assert len(await store.action_log(again.id)) == again.row.version
