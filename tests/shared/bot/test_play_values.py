"""Values typed or picked for ``/play`` (review finding 7): the version an autocomplete value
carries is read in linear time and never raises, whatever was typed; a typed value is applied,
refused with a message, or reported as not understood, never a raw exception."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from bot.adapter.cogs.play import VERBS, _resolve
from bot.presentation.i18n import service_message
from bot.service.match_service import MatchService, ServiceError
from bot.service.repeats import MAX_VALUE_CHARS, split_offered
from bot.store import SqliteStore
from carddb import starter_deck_text
from engine.moncolle.actions import Resign

GUILD, CHANNEL, ALICE, BOB = 1, 10, 100, 200


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("keep@12", ("keep", 12)),
        ("move #12 B3 @7", ("move #12 B3", 7)),
        ("@5", ("", 5)),
        ("keep", ("keep", None)),
        ("keep@", ("keep@", None)),
        ("keep@１２", ("keep@１２", None)),  # only ASCII digits are a version
        ("end-main@" + "9" * 5000, ("end-main@" + "9" * 5000, None)),  # int() would refuse it
        ("a@1@2", ("a@1", 2)),
        ("", ("", None)),
    ],
)
def test_an_offered_version_is_read_without_raising(
    value: str, expected: tuple[str, int | None]
) -> None:
    assert split_offered(value) == expected


def test_reading_the_version_of_a_long_value_takes_linear_time() -> None:
    worst = "x" + " " * 5998 + "y"  # the old pattern backtracked over the spaces: 0.2 s
    started = time.perf_counter()
    for _ in range(10):
        split_offered(worst)
    assert time.perf_counter() - started < 0.05


@pytest.mark.parametrize("choice", ["@5", "   ", "", "@"])
def test_a_choice_with_no_words_is_not_one_of_the_verbs(choice: str) -> None:
    class Found:  # only read when no choice is given
        state = None

    assert _resolve(Found(), ("summon",), choice) is None


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, MatchService]]:
    """One match on a real SQLite file for every example (a loop of its own: the property
    test is synchronous so that hypothesis can drive it)."""
    loop = asyncio.new_event_loop()
    store = SqliteStore(Path(tmp_path_factory.mktemp("values")) / "rokumon.sqlite3")

    async def start() -> MatchService:
        await store.open()
        service = MatchService(store)
        for user, deck in ((ALICE, "guren"), (BOB, "soujun")):
            text = starter_deck_text("mc20th", deck)
            await service.import_deck(GUILD, user, "main", "mc20th", text)
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "mc20th", "main")
        await service.accept(CHANNEL, BOB, "main", ("alice", "bob"))
        return service

    try:
        yield loop, loop.run_until_complete(start())
    finally:
        loop.run_until_complete(store.close())
        loop.close()


JUNK = st.sampled_from(["", " ", "@", "@@", "#", "\u3000", "１", "0" * 12, "9" * 5000, "\n"])
TYPED = (
    st.text(max_size=40)
    | st.tuples(st.sampled_from(["end-main", "keep", "pass", "summon #1", ""]), JUNK, JUNK).map(
        "".join
    )
    | st.integers(min_value=0, max_value=6000).map(lambda n: "a" + " " * n + "@1")
)


@settings(max_examples=60)
@given(data=st.data(), slash=st.sampled_from(sorted(s for s in VERBS if VERBS[s][1])))
def test_any_value_is_applied_refused_or_not_understood(
    table: tuple[Any, MatchService], data: st.DataObject, slash: str
) -> None:
    loop, service = table
    match = loop.run_until_complete(service.require_match(CHANNEL))
    legal = [
        engine.format_action(match.state, action)
        for action in engine.legal_actions(match.state)
        if not isinstance(action, Resign)  # keep the match going
    ]
    offered = st.sampled_from(legal).flatmap(
        lambda text: st.sampled_from(
            [text, f"{text}@{match.row.version}", f"{text}@{match.row.version - 1}"]
        )
    )
    value = data.draw(offered | TYPED)
    split_offered(value)  # read twice per command: never raises
    resolved = _resolve(match, VERBS[slash][0], value)
    if resolved is None:
        return  # reported as not understood (no_choice)
    user = match.deciding_user()
    assert user is not None
    try:
        loop.run_until_complete(service.act(CHANNEL, user, resolved))
    except ServiceError as refused:
        for lang in ("ja", "en"):
            text = service_message(refused.key, lang, refused.params)
            assert text and text != refused.key  # a sentence, not a bare key


def test_a_value_longer_than_any_action_is_not_read(table: tuple[Any, MatchService]) -> None:
    loop, service = table
    match = loop.run_until_complete(service.require_match(CHANNEL))
    user = match.deciding_user()
    assert user is not None
    with pytest.raises(ServiceError) as caught:
        loop.run_until_complete(service.act(CHANNEL, user, "keep" + " " * MAX_VALUE_CHARS))
    assert caught.value.key == "value_too_long"
    assert str(MAX_VALUE_CHARS) in service_message("value_too_long", "ja", caught.value.params)


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


@pytest.mark.parametrize(
    ("choice", "told"),
    [
        ("@5", "Nothing to choose here"),
        ("  ", "Nothing to choose here"),
        ("end-main@" + "9" * 5000, "at most 220 characters"),
    ],
)
async def test_odd_typed_values_are_answered_not_crashed(
    simcord_env: Any, choice: str, told: str
) -> None:
    table = Table(simcord_env)
    await table.start()
    before = (await table.match()).row.version
    slash = "play do" if len(choice) > 10 else "play summon"
    result = await table.alice.slash(table.channel, slash, choice=choice)
    texts = [m.content for m in [result.response, *result.followups] if m is not None]
    assert result.ephemeral and any(told in text for text in texts), texts
    assert not any("went wrong" in text for text in texts)
    assert (await table.match()).row.version == before
