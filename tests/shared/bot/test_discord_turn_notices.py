"""Turn notices (issue 10, item 2): when the decision passes to another player, that player is
mentioned once, in a message deleted at the next hand-over, as their ``/settings notify``
asks: every hand-over, only the start of their turn, never, by DM, not in quiet hours.

Driven through simcord: the players act with ``/play do`` (the built-in player chooses);
the backend records whom every message pinged and which messages are still there.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot, resign
from hypothesis import given
from hypothesis import strategies as st

import engine
from bot.adapter.notify import parse_quiet
from bot.mc20th.ai import SensiblePlayer
from bot.presentation import present
from bot.service.match_service import ServiceError

NOTICE = "さんの番です"
DM_NOTICE = "Your decision in"  # a DM speaks its player's language (simcord's: en-US)


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def notices(env: Any, marker: str = NOTICE) -> list[Any]:
    """The turn notices still there, in any channel (DMs included), oldest first."""
    found = [
        m
        for channel in env.backend.messages.values()
        for m in channel.values()
        if marker in m.content
    ]
    return sorted(found, key=lambda m: m.id)


async def step(table: Table, brain: dict[int, SensiblePlayer]) -> tuple[Any, Any]:
    """The deciding player acts (``/play do``); the match before and after."""
    before = await table.match()
    seat = engine.decision(before.state).actor
    text = engine.format_action(before.state, brain[seat].choose(before.state, seat))
    await table.actor(seat).slash(table.channel, "play do", choice=text)
    return before, await table.match()


def brains() -> dict[int, SensiblePlayer]:
    return {seat: SensiblePlayer(random.Random(7 + seat)) for seat in (0, 1)}


def decider(match: Any) -> int:
    return -1 if match is None else engine.decision(match.state).actor


async def test_each_hand_over_pings_the_new_decider_once_and_removes_the_last_notice(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    first = notices(simcord_env)
    assert len(first) == 1 and first[0].ping_user_ids == [table.actor(decider(match)).id]
    brain, hand_overs = brains(), 0
    for _ in range(60):
        before, after = await step(table, brain)
        live = notices(simcord_env)
        assert len(live) == 1  # never more than one notice out
        notice = live[0]
        assert not notice.ping_role_ids and not notice.mention_everyone
        if decider(after) != decider(before):
            hand_overs += 1
            assert notice.ping_user_ids == [table.actor(decider(after)).id]
            assert present.decision_words(after.state, "ja") in notice.content
            assert notice.id != first[0].id
            first = live
        else:  # the same player still decides: the same notice stays
            assert notice.id == first[0].id
    assert hand_overs >= 5


async def test_never_means_no_notice_and_the_opponent_is_still_told(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    await table.bob.slash(table.channel, "settings notify", when="never")
    await table.start_after_import()
    brain = brains()
    for _ in range(60):
        await step(table, brain)
        assert all(table.bob.id not in m.ping_user_ids for m in notices(simcord_env))
    told = await table.bot.store.turn_notice((await table.match()).id)
    assert told.message_id is None or notices(simcord_env)[0].ping_user_ids == [table.alice.id]


async def test_start_of_my_turn_tells_once_per_turn(simcord_env: Any) -> None:
    """``turn``: alice hears of her turn once, however often the decision comes back."""
    table = Table(simcord_env)
    await table.import_decks()
    await table.alice.slash(table.channel, "settings notify", when="turn")
    await table.start_after_import()
    brain, told_turns, seen = brains(), [], set()
    for _ in range(120):
        _, after = await step(table, brain)
        for m in notices(simcord_env):
            if table.alice.id in m.ping_user_ids and m.id not in seen:
                seen.add(m.id)
                told_turns.append(present.turn(after.state))
    assert told_turns, "alice was never told"
    assert len({t for t, _ in told_turns}) == len(told_turns)  # at most once a turn
    assert all(owner == 0 for _, owner in told_turns)  # and only her own turns


async def test_by_dm_the_notice_goes_to_the_player_and_is_removed_at_the_next_hand_over(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    reply = await table.bob.slash(table.channel, "settings notify", dm=True)
    assert "DM" in reply.response.content
    await table.start_after_import()
    brain, told = brains(), 0
    for _ in range(80):
        before, after = await step(table, brain)
        in_dm = notices(simcord_env, DM_NOTICE)
        assert all(table.bob.id not in m.ping_user_ids for m in notices(simcord_env))
        if decider(after) == 1 and decider(before) != 1:
            assert len(in_dm) == 1 and table.channel.mention in in_dm[0].content
            told += 1
        elif decider(after) != 1:
            assert in_dm == []  # gone once the decision moved on
    assert told >= 2


async def test_quiet_hours_on_the_players_clock_send_nothing(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    for actor in (table.alice, table.bob):  # 23:00-07:00 in Japan
        reply = await actor.slash(table.channel, "settings notify", quiet="２３－７")
        assert "23" in reply.response.content
    table.bot.service.clock = lambda: datetime(2026, 11, 23, 16, 30, tzinfo=UTC)  # 01:30 JST
    await table.start_after_import()
    brain = brains()
    for _ in range(20):
        await step(table, brain)
    assert notices(simcord_env) == []
    table.bot.service.clock = lambda: datetime(2026, 11, 23, 3, 0, tzinfo=UTC)  # 12:00 JST
    for _ in range(40):
        await step(table, brain)
    assert len(notices(simcord_env)) == 1


async def test_the_notice_goes_when_the_match_ends(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    assert len(notices(simcord_env)) == 1
    await resign(table, table.alice)
    assert (await table.match()) is None
    assert notices(simcord_env) == []


async def test_a_bad_quiet_hours_text_is_refused_and_nothing_changes(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.alice.slash(table.channel, "settings notify", when="turn")
    refused = await table.alice.slash(table.channel, "settings notify", quiet="25-99")
    assert refused.response.ephemeral and "23-7" in refused.response.content
    prefs = await table.bot.store.notify_prefs(table.alice.id)
    assert prefs.mode == "turn" and prefs.quiet_from is None


def test_quiet_hours_are_read_as_typed() -> None:
    assert parse_quiet("23-7") == (23, 7)
    assert parse_quiet(" ２２〜６ ") == (22, 6)
    assert parse_quiet("0-24") == (0, 0)
    assert parse_quiet("OFF") == (None, None) and parse_quiet("なし") == (None, None)
    for bad in ("7", "23-", "a-b", "1-2-3", "25-1", "٣-٥", "9" * 40):
        with pytest.raises(ServiceError):
            parse_quiet(bad)


@given(st.text(max_size=60))
def test_any_quiet_hours_text_is_read_or_refused_with_our_error(text: str) -> None:
    try:
        start, end = parse_quiet(text)
    except ServiceError as error:
        assert error.key == "bad_quiet_hours" and len(str(error.params["text"])) <= 20
        return
    assert (start, end) == (None, None) or (0 <= start < 24 and 0 <= end < 24)
