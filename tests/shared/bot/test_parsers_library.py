"""A server's card pool on a real SQLite file (issue 8 items 8, 9 and 5): an imported set
never shadows a card, each server's sets are parsed once until they change, sets per server
are limited, and deck lists are parsed off the event loop.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from matches import open_store

import bot.service.challenges
import bot.service.library
import bot.service.match_service
from bot.service.library import CardLibrary
from bot.service.match_service import MatchService
from bot.store import CardSetRow, SqliteStore
from carddb import CardSetError, starter_deck_text

GUILD, OTHER_GUILD, ALICE = 1, 2, 100
MAX_SETS_PER_SERVER = 20  # documented in docs/cardsets.md
NOW = datetime(2026, 11, 1, tzinfo=UTC)


def set_text(set_id: str, cards: list[tuple[str, str]]) -> str:
    """A set of original terrain cards: (id, name) each."""
    head = f'[set]\nid = "{set_id}"\nname = "試験セット"\nruleset = "mc20th"\n'
    body = "".join(
        f'\n[[card]]\nid = "{ident}"\nkind = "terrain"\nname = "{name}"\ntype = "平地"\nlimit = 3\n'
        for ident, name in cards
    )
    return head + body


@pytest.fixture
async def library(tmp_path: Path) -> AsyncIterator[CardLibrary]:
    store = SqliteStore(tmp_path / "rokumon.sqlite3")
    await store.open()
    yield CardLibrary(store)
    await store.close()


async def refused(library: CardLibrary, text: str, guild: int = GUILD) -> list[str]:
    with pytest.raises(CardSetError) as caught:
        await library.import_set(guild, text, "new.toml", "toml", NOW)
    return [str(e) for e in caught.value.errors]


async def test_an_id_in_another_case_cannot_replace_a_shipped_card(library: CardLibrary) -> None:
    assert await refused(library, set_text("RK9", [("rk1-001", "まがいの小鬼")])) == [
        "new.toml: card rk1-001 (まがいの小鬼): field 'id': is already used by RK1-001 "
        "(a shipped card)"
    ]
    assert await library.store.card_sets(GUILD) == []
    index = await library.index(GUILD, "mc20th")
    assert index.by_id["rk1-001"].name == "火花の小鬼"


@pytest.mark.parametrize("name", ["火花の小鬼", "火花 の\u200b小鬼", "\u00ad火花の小鬼\ufeff"])
async def test_a_name_already_in_the_pool_is_refused(library: CardLibrary, name: str) -> None:
    assert await refused(library, set_text("RK9", [("RK9-001", name)])) == [
        f"new.toml: card RK9-001 ({name}): field 'name': is already the name of RK1-001 "
        "(a shipped card): a deck list could not tell them apart"
    ]
    # decks naming the shipped card keep working
    deck = await library.index(GUILD, "mc20th")
    assert deck.find("火花の小鬼") is deck.by_id["rk1-001"]


async def test_names_and_ids_of_other_imported_sets_and_of_the_set_itself(
    library: CardLibrary,
) -> None:
    first = set_text("RK8", [("RK8-001", "霧の沢"), ("RK8-002", "灰の坂")])
    await library.import_set(GUILD, first, "first.toml", "toml", NOW)
    assert await refused(library, set_text("RK9", [("RK9-001", "霧の沢")])) == [
        "new.toml: card RK9-001 (霧の沢): field 'name': is already the name of RK8-001 "
        "(set RK8): a deck list could not tell them apart"
    ]
    assert await refused(library, set_text("RK9", [("rk8-002", "別の坂")])) == [
        "new.toml: card rk8-002 (別の坂): field 'id': is already used by RK8-002 (set RK8)"
    ]
    twins = set_text("RK9", [("RK9-001", "双子岩"), ("RK9-002", "双子 岩")])
    assert await refused(library, twins) == [
        "new.toml: card RK9-002 (双子 岩): field 'name': is already the name of RK9-001 "
        "(set RK9): a deck list could not tell them apart"
    ]
    # the same set again replaces itself; another server has its own pool
    await library.import_set(GUILD, first, "first.toml", "toml", NOW)
    await library.import_set(
        OTHER_GUILD, set_text("RK9", [("RK9-001", "霧の沢")]), "o", "toml", NOW
    )
    assert (await library.index(GUILD, "mc20th")).find("霧の沢").id == "RK8-001"
    assert (await library.index(OTHER_GUILD, "mc20th")).find("霧の沢").id == "RK9-001"


@pytest.mark.parametrize(
    "name", ["RK1-001", "rk1-001", "ＲＫ１－００１", "RK1 -001", "RK1-\u200b001"]
)
async def test_a_name_that_is_a_card_id_is_refused(library: CardLibrary, name: str) -> None:
    """A deck list tries ids first (case-insensitively), so a card named like an id could
    never be written by name (review finding 16)."""
    assert await refused(library, set_text("RK9", [("RK9-001", name)])) == [
        f"new.toml: card RK9-001 ({name}): field 'name': is the id of RK1-001 (a shipped card): "
        "a deck list writing this name would mean that card"
    ]


async def test_an_id_that_is_a_card_name_is_refused(library: CardLibrary) -> None:
    await library.import_set(GUILD, set_text("RK7", [("RK7-001", "Ash-Slope")]), "b", "toml", NOW)
    assert await refused(library, set_text("RK9", [("ash-slope", "灰の丘")])) == [
        "new.toml: card ash-slope (灰の丘): field 'id': is already the name of RK7-001 (set RK7): "
        "a deck list writing that name would no longer mean that card"
    ]
    index = await library.index(GUILD, "mc20th")
    assert index.find("Ash-Slope") is index.by_id["rk7-001"]


async def test_names_and_ids_within_one_set_do_not_meet(library: CardLibrary) -> None:
    named_first = set_text("RK9", [("RK9-001", "rk9-002"), ("RK9-002", "岩の丘")])
    assert await refused(library, named_first) == [
        "new.toml: card RK9-002 (岩の丘): field 'id': is already the name of RK9-001 (set RK9): "
        "a deck list writing that name would no longer mean that card"
    ]
    id_first = set_text("RK9", [("RK9-002", "岩の丘"), ("RK9-001", "rk9-002")])
    assert await refused(library, id_first) == [
        "new.toml: card RK9-001 (rk9-002): field 'name': is the id of RK9-002 (set RK9): "
        "a deck list writing this name would mean that card"
    ]
    # a card named as its own id still means itself, however it is written
    await library.import_set(GUILD, set_text("RK9", [("RK9-003", "rk9-003")]), "c", "toml", NOW)
    index = await library.index(GUILD, "mc20th")
    assert index.find("RK9-003") is index.find("rk9 - 003") is index.by_id["rk9-003"]


def count_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The real parser, with each set it parses noted."""
    parsed: list[str] = []
    real: Callable[..., Any] = bot.service.library.load_text

    def counting(text: str, source: str, fmt: str = "toml") -> Any:
        parsed.append(source)
        return real(text, source, fmt)

    monkeypatch.setattr(bot.service.library, "load_text", counting)
    return parsed


async def test_a_servers_sets_are_parsed_once_until_they_change(
    library: CardLibrary, monkeypatch: pytest.MonkeyPatch
) -> None:
    for number in (1, 2):
        text = set_text(f"RK{number}0", [(f"RK{number}0-001", f"試しの丘{number}")])
        await library.import_set(GUILD, text, f"{number}.toml", "toml", NOW)
    parsed = count_parses(monkeypatch)
    assert {"RK10-001", "RK20-001"} <= {c.id for c in await library.cards(GUILD, "mc20th")}
    assert parsed == ["RK10", "RK20"]
    for _ in range(5):  # keystrokes, deck checks, lookups
        await library.cards(GUILD, "mc20th")
        await library.index(GUILD, "mc20th")
    assert parsed == ["RK10", "RK20"]
    # an import is visible at once, and only then is the pool parsed again
    third = set_text("RK30", [("RK30-001", "試しの丘3")])
    await library.import_set(GUILD, third, "3.toml", "toml", NOW)
    assert (await library.index(GUILD, "mc20th")).by_id["rk30-001"].name == "試しの丘3"
    assert "RK30-001" in {c.id for c in await library.cards(GUILD, "mc20th")}
    assert parsed == ["RK10", "RK20", "3.toml", "RK10", "RK20", "RK30"]
    # another server: its own pool, no set of ours parsed
    await library.cards(OTHER_GUILD, "mc20th")
    assert parsed[-1] == "RK30"
    assert [c.id for c in await library.search(GUILD, "試しの丘3", "mc20th")] == ["RK30-001"]
    assert len(parsed) == 6


async def test_a_server_holds_at_most_20_sets(library: CardLibrary) -> None:
    for number in range(MAX_SETS_PER_SERVER):
        text = set_text(f"S{number}", [(f"S{number}-1", f"砂の丘{number}")])
        await library.import_set(GUILD, text, "s.toml", "toml", NOW)
    assert await refused(library, set_text("S99", [("S99-1", "砂の丘99")])) == [
        "new.toml: field 'set.id': this server holds 20 card sets, the most it may"
    ]
    again = set_text("S3", [("S3-1", "砂の丘3"), ("S3-2", "砂の谷3")])
    assert len((await library.import_set(GUILD, again, "s.toml", "toml", NOW)).cards) == 2
    assert len(await library.store.card_sets(GUILD)) == MAX_SETS_PER_SERVER


async def test_a_stored_set_that_would_shadow_a_card_is_left_out(library: CardLibrary) -> None:
    """Sets stored before these checks (or that no longer load) leave the pool as it was."""
    rows = [
        ("OLD", set_text("OLD", [("rk1-001", "まがいの小鬼")])),
        ("DUP", set_text("DUP", [("DUP-1", "熾火の狼")])),
        ("BAD", set_text("BAD", [("BAD-1", "壊れた丘")]).replace("limit = 3", "limit = 99")),
        ("GOOD", set_text("GOOD", [("GOOD-1", "良い丘")])),
    ]
    for minutes, (set_id, body) in enumerate(rows):
        when = NOW + timedelta(minutes=minutes)
        await library.store.put_card_set(
            CardSetRow(GUILD, set_id, "mc20th", "x", "toml", body, when)
        )
    index = await library.index(GUILD, "mc20th")
    assert index.by_id["rk1-001"].name == "火花の小鬼"
    assert index.find("熾火の狼") is index.by_id["rk1-003"]
    assert "bad-1" not in index.by_id and index.by_id["good-1"].name == "良い丘"


async def test_deck_lists_are_parsed_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await open_store(SqliteStore(tmp_path / "rokumon.sqlite3"))
    threads: list[threading.Thread] = []
    real = bot.service.challenges.load_deck

    def noting(text: str, index: Any, ruleset: str) -> Any:
        threads.append(threading.current_thread())
        return real(text, index, ruleset)

    monkeypatch.setattr(bot.service.challenges, "load_deck", noting)
    service = MatchService(store)
    await service.import_deck(GUILD, ALICE, "main", "mc20th", starter_deck_text("mc20th", "guren"))
    assert threads and threads[0] is not threading.main_thread()
