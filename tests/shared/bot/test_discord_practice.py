"""Practice matches against Rokumon on Discord (issue 24 item 4), through simcord: ``/match
practice`` starts one at once in a thread of its own, the bot plays its seat through the
match service (its hand never sent anywhere, no notice for it), the board's Hint shows the
member their best choices privately, the match runs to its result, and Rematch starts the
next at once with the sides swapped. Practice matches are marked, refuse claims and have
no idle rules.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from deus_discord import components
from discord_table import BOTS, Table, build_bot, resign

import engine
from bot.adapter import idle
from bot.players.levels import LevelPlayer
from bot.service import starters
from bot.service.match_service import ServiceError
from bot.service.thinker import Thinker


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


@pytest.fixture(scope="module")
def thinker() -> Iterator[Thinker]:
    # at the bot's own priority: the tests beside it would starve a worker at the lowest
    pool = Thinker(workers=1, niceness=0)
    yield pool
    pool.close()


async def begin(table: Table, thinker: Thinker, ruleset: str, level: str = "easy") -> Any:
    """alice starts a practice match; the thread it is played in."""
    await table.play_in_channel(threads=True)
    table.bot.host.opponent.thinker = thinker
    answer = await table.alice.slash(table.channel, "match practice", ruleset=ruleset, level=level)
    assert answer.response.ephemeral
    [thread] = table.channel.threads
    return thread


def dealt(setup: Any, seat: int) -> Counter[str]:
    return Counter(card.def_id for card in setup.cards if card.owner == seat)


def hint_button(message: Any) -> str | None:
    found = [c["custom_id"] for c in components(message) if c["custom_id"].startswith("rk:hint:")]
    return found[0] if found else None


async def play_out(table: Table, thread: Any, budget: int = 400) -> Any:
    """alice plays her easy level's choices by /play do until the match ends; each time
    the bot's seat never keeps the decision. The finished match."""
    bot = table.bot
    match = await bot.service.match_in(thread.id)
    match_id = match.id
    alice = LevelPlayer(match.row.ruleset, "easy", random.Random(3))
    for _ in range(budget):
        match = await bot.service.match_in(thread.id)
        if match is None:
            return await bot.service.match_by_id(match_id)
        seat = engine.decision(match.state).actor
        assert match.row.players[seat] == table.alice.id, "the bot left its turn untaken"
        text = engine.format_action(match.state, alice.choose(match.state, seat))
        await table.alice.slash(thread, "play do", choice=text)
    raise AssertionError("the match did not end")


def board_of(thread: Any, match: Any) -> Any:
    return next(m for m in thread.history() if m.id == match.row.board_message_id)


async def ask_hint(table: Table, thread: Any, actor: Any) -> Any:
    """``actor`` presses the board's Hint; the answer."""
    match = await table.bot.service.match_in(thread.id)
    board = board_of(thread, match)
    custom_id = hint_button(board)
    assert custom_id == f"rk:hint:{match.id}"
    return await actor.click(board, custom_id=custom_id)


async def wait_for_a_choice(table: Table, thread: Any) -> Any:
    """Play alice's choices until she has more than one (a hint worth asking for)."""
    alice = LevelPlayer(
        (await table.bot.service.match_in(thread.id)).row.ruleset, "easy", random.Random(5)
    )
    while True:
        match = await table.bot.service.match_in(thread.id)
        if len(engine.legal_actions(match.state)) > 1:
            return match
        seat = engine.decision(match.state).actor
        text = engine.format_action(match.state, alice.choose(match.state, seat))
        await table.alice.slash(thread, "play do", choice=text)


@pytest.mark.simcord(settle_timeout=60)
@pytest.mark.parametrize("ruleset", engine.registry.ids())
async def test_a_practice_match_runs_from_the_command_to_its_result_with_a_hint(
    simcord_env: Any, thinker: Thinker, ruleset: str
) -> None:
    table = Table(simcord_env)
    thread = await begin(table, thinker, ruleset)
    bot = table.bot
    match = await bot.service.match_in(thread.id)
    assert match.row.practice == "easy"
    assert match.row.players == (table.alice.id, bot.user.id)
    started = table.channel.history()[-1].content
    assert started.startswith("【練習・やさしい】") and thread.mention in started
    assert thread.name == f"練習 alice 対 {bot.user.name}（やさしい）"
    # the hint: alice's three best choices at most, each legal, with a chance to win
    match = await wait_for_a_choice(table, thread)
    hinted = await ask_hint(table, thread, table.alice)
    assert hinted.response.ephemeral
    lines = hinted.response.content.splitlines()
    assert lines[0].startswith("Hint (turn ")  # alice's client speaks English
    assert 1 <= len(lines) - 1 <= 3 and all("% to win" in line for line in lines[1:]), lines
    finished = await play_out(table, thread)
    assert finished.row.status == "finished" and finished.row.result
    logged = await bot.store.action_log(finished.id)
    assert any(entry.actor == bot.user.id for entry in logged)  # the bot played its seat
    # alice's hand came by DM; the bot's own hand went nowhere
    assert await bot.store.get_dm(finished.id, table.alice.id) is not None
    assert await bot.store.get_dm(finished.id, bot.user.id) is None
    result = thread.history()[-1]
    assert result.content.startswith("【練習・やさしい】")
    # a bot's turn longer than the board's log is said whole in the thread
    runs = [
        m.content for m in thread.history() if m.content.startswith(f"{bot.user.name} の手番（")
    ]
    if ruleset == "mc20th":  # its turns run long: summons, refills, the phases
        assert runs
    assert all(len(run) <= 2000 and len(run.splitlines()) > 9 for run in runs)
    assert any(c["custom_id"] == f"rk:rematch:{finished.id}" for c in components(result))


@pytest.mark.simcord(settle_timeout=60)
async def test_rematch_starts_the_next_practice_match_at_once_sides_swapped(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    thread = await begin(table, thinker, "grid")
    first = await table.bot.service.match_in(thread.id)
    await resign(table, table.alice, thread)
    result = thread.history()[-1]
    assert "同じデッキ・同じ強さ" in result.content  # no offer: the bot always accepts
    pressed = await table.alice.click(result, custom_id=f"rk:rematch:{first.id}")
    assert pressed.response.ephemeral
    second_thread = next(t for t in table.channel.threads if t.id != thread.id)
    second = await table.bot.service.match_in(second_thread.id)
    assert second.row.players == (table.bot.user.id, table.alice.id)
    assert (second.row.practice, second.row.rematch_of) == ("easy", first.id)
    for seat in (0, 1):  # the same decks, each with its player
        assert dealt(second.state.setup, seat) == dealt(first.state.setup, 1 - seat)
    assert second.state.setup.names == first.state.setup.names[::-1]
    # the bot is P1 now: whatever it had to decide first is decided, and alice decides
    assert second.deciding_user() == table.alice.id
    assert any(second_thread.mention in m.content for m in table.channel.history()[-2:])
    again = await table.alice.click(result, custom_id=f"rk:rematch:{first.id}")
    assert again.response.ephemeral and len(table.channel.threads) == 2  # one rematch only
    assert "already" in again.response.content
    # only the member asks for it (the button is in the channel for everyone to see)
    carol = await table.carol.click(result, custom_id=f"rk:rematch:{first.id}")
    assert carol.response.ephemeral and len(table.channel.threads) == 2


@pytest.mark.simcord(settle_timeout=60)
async def test_hints_are_the_members_alone_and_claims_and_idle_rules_do_not_apply(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    thread = await begin(table, thinker, "kokuryoku")
    match = await table.bot.service.match_in(thread.id)
    refused = await ask_hint(table, thread, table.carol)
    assert refused.response.ephemeral and "%" not in refused.response.content
    claimed = await table.alice.slash(thread, "match claim")
    assert claimed.response.ephemeral and "Rokumon" in claimed.response.content
    # an hour on, the idle watcher neither reminds alice nor offers a claim
    before = len(thread.history())
    later = match.row.updated_at + timedelta(hours=1)
    await idle.sweep(table.bot, later)
    assert len(thread.history()) == before
    assert (await table.bot.service.match_in(thread.id)).row.reminded == 0


@pytest.mark.simcord(settle_timeout=60)
async def test_a_bad_deck_is_refused_with_nothing_started(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    await table.play_in_channel(threads=True)
    answer = await table.alice.slash(
        table.channel, "match practice", ruleset="mc20th", deck="no such deck"
    )
    assert answer.response.ephemeral and "no such deck" in answer.response.content
    assert not table.channel.threads and not await table.bot.store.active_matches()


async def bot_opens(table: Table, thinker: Thinker, ruleset: str = "grid") -> Any:
    """A practice match in the channel whose first decision is the bot's, started through
    the service with its board posted and nobody playing the bot's turn (as after a
    restart: the match is in the store, no task is)."""
    await table.play_in_channel(threads=False)
    bot = table.bot
    bot.host.opponent.thinker = thinker
    players = (bot.user.id, table.alice.id)  # the bot is P1: grid's first move is its own
    plan = await bot.service.plan_practice(
        table.guild.id, players, ruleset, "easy", "", ("Bot", "alice")
    )
    match, events = await bot.service.start_practice(plan, table.channel.id, None)
    assert match.deciding_user() == bot.user.id
    await bot.host.boards.post_board(match, events)
    return await bot.service.match_in(table.channel.id)


@pytest.mark.simcord(settle_timeout=60)
async def test_after_a_restart_the_bot_takes_its_turn_up_at_the_first_sweep(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    match = await bot_opens(table, thinker)
    # a hint while the bot decides is not the member's to have
    hinted = await table.alice.click(table.board(match), custom_id=f"rk:hint:{match.id}")
    assert hinted.response.ephemeral and "when the choice is yours" in hinted.response.content
    # a new process: the old one let go of the SQLite file, a new bot opens it
    await table.bot.store.close()
    again = build_bot(Path(table.bot.settings.db_path).parent)
    again.host.opponent.thinker = thinker
    await simcord_env.restart_bot(again)
    await simcord_env.settle()
    await again.host.opponent.wait()
    now = await again.service.match_in(table.channel.id)
    assert now.row.version > match.row.version and now.deciding_user() == table.alice.id
    # alice is told it is her turn; the bot was never told anything
    told = [m for m in table.channel.history() if table.alice.id in {u.id for u in m.mentions}]
    assert told and not any(
        again.user.id in {u.id for u in m.mentions} for m in table.channel.history()
    )


@pytest.mark.simcord(settle_timeout=60)
async def test_a_match_whose_start_was_lost_gets_its_board_and_the_bots_turn(
    simcord_env: Any, thinker: Thinker
) -> None:
    """Created, then the bot went down before posting its board: after a minute the sweep
    posts it and plays the bot's turn (never sooner: its start does that itself)."""
    table = Table(simcord_env)
    await table.play_in_channel(threads=False)
    bot = table.bot
    bot.host.opponent.thinker = thinker
    players = (bot.user.id, table.alice.id)
    plan = await bot.service.plan_practice(table.guild.id, players, "grid", "easy", "", ("B", "a"))
    match, _ = await bot.service.start_practice(plan, table.channel.id, None)
    await idle.sweep(bot, match.row.updated_at + timedelta(seconds=30))
    assert (await bot.service.match_in(table.channel.id)).row.version == match.row.version
    await idle.sweep(bot, match.row.updated_at + timedelta(minutes=2))
    await bot.host.opponent.wait()
    now = await bot.service.match_in(table.channel.id)
    assert now.row.board_message_id is not None and now.deciding_user() == table.alice.id


@pytest.mark.simcord(settle_timeout=60)
async def test_a_resignation_while_the_bot_thinks_ends_its_turn_quietly(
    simcord_env: Any, thinker: Thinker, caplog: pytest.LogCaptureFixture
) -> None:
    table = Table(simcord_env)
    match = await bot_opens(table, thinker)
    opponent = table.bot.host.opponent
    opponent.settings = replace(opponent.settings, practice_pause=0.5)
    opponent.nudge(match)  # the bot thinks, then waits half a second before acting
    await resign(table, table.alice)
    await opponent.wait()
    ended = await table.bot.service.match_by_id(match.id)
    assert ended.row.status == "finished" and ended.row.version == match.row.version + 1
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    assert match.id not in opponent._players  # its memory went with the match


@pytest.mark.simcord(settle_timeout=60)
async def test_one_practice_match_at_a_time_and_a_forgotten_one_ends_after_a_day(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    await table.play_in_channel(threads=False)
    table.bot.host.opponent.thinker = thinker
    await table.alice.slash(table.channel, "match practice", ruleset="grid", level="easy")
    match = await table.bot.service.match_in(table.channel.id)
    assert match is not None and match.row.channel_id == table.channel.id  # no thread here
    other = table.guild.create_text_channel("other")
    again = await table.alice.slash(other, "match practice", ruleset="kokuryoku")
    assert again.response.ephemeral and table.channel.mention in again.response.content
    assert await table.bot.service.match_in(other.id) is None
    # a day on, nobody having moved, the sweep ends it and frees the channel
    await idle.sweep(table.bot, match.row.updated_at + timedelta(hours=23))
    assert await table.bot.service.match_in(table.channel.id) is not None
    await idle.sweep(table.bot, match.row.updated_at + timedelta(hours=24, minutes=1))
    assert await table.bot.service.match_in(table.channel.id) is None
    assert (await table.bot.service.match_by_id(match.id)).row.status == "aborted"
    assert "24時間" in table.channel.history()[-1].content or any(
        "24時間" in m.content for m in table.channel.history()[-3:]
    )


@pytest.mark.simcord(settle_timeout=60)
async def test_asked_for_in_a_thread_it_opens_its_own_beside_it(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    thread = await begin(table, thinker, "grid")
    await resign(table, table.alice, thread)
    current = await table.bot.store.guild_settings(table.guild.id)
    await table.bot.store.put_guild_settings(table.guild.id, replace(current, locale="en"))
    await table.alice.slash(thread, "match practice", ruleset="kokuryoku", level="easy")
    second = next(t for t in table.channel.threads if t.id != thread.id)
    match = await table.bot.service.match_in(second.id)
    assert match is not None and match.row.ruleset == "kokuryoku"
    assert second.mention in table.channel.history()[-1].content
    assert board_of(second, match).content.startswith("**[Practice · easy] ")
    assert second.name.startswith("Practice alice vs ")
    # a second hint while one is being worked out is refused, never queued
    table.bot.host.opponent.hinting.add(match.id)
    busy = await ask_hint(table, second, table.alice)
    assert busy.response.ephemeral and "busy thinking" in busy.response.content


@pytest.mark.simcord(settle_timeout=60)
async def test_the_bot_takes_its_time_over_each_choice_so_a_person_can_follow(
    simcord_env: Any, thinker: Thinker
) -> None:
    table = Table(simcord_env)
    opponent = table.bot.host.opponent
    opponent.settings = replace(opponent.settings, practice_pause=0.25)
    thread = await begin(table, thinker, "grid")
    match = await table.bot.service.match_in(thread.id)
    alice = LevelPlayer("grid", "easy", random.Random(1))
    text = engine.format_action(match.state, alice.choose(match.state, 0))
    started = time.monotonic()
    await table.alice.slash(thread, "play do", choice=text)
    took = time.monotonic() - started
    logged = await table.bot.store.action_log(match.id)
    chosen = [e for e in logged if e.seq > match.row.version and e.actor == table.bot.user.id]
    assert chosen and took >= 0.25 * len(chosen), (took, len(chosen))


@pytest.mark.simcord(settle_timeout=60)
async def test_the_bots_choice_lands_only_on_its_own_match_and_a_game_needs_a_starter(
    simcord_env: Any, thinker: Thinker, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(simcord_env)
    bot = table.bot
    await table.play_in_channel(threads=False)
    match = await bot_opens(table, thinker)
    legal = engine.legal_actions(match.state)[0]
    with pytest.raises(ServiceError) as refused:
        await bot.service.act(
            table.channel.id, bot.user.id, legal, match.row.version, None, match.id + 1
        )
    assert refused.value.key == "stale"
    assert (await bot.service.match_in(table.channel.id)).row.version == match.row.version
    monkeypatch.setattr(starters, "names", lambda ruleset: ())
    with pytest.raises(ServiceError) as none:
        await bot.service.plan_practice(
            table.guild.id, (table.carol.id, bot.user.id), "mc20th", "easy", "", ("c", "b")
        )
    assert none.value.key == "practice_no_starter"
