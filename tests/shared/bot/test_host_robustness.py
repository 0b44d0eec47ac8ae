"""The Discord host after failures and restarts (issue 8, items 15, 17 and 19): a DM that
fails for any reason leaves the action standing and points the player to /hand once; the
first board after a restart shows each log line once; an expired challenge's buttons are
disabled; ``/match claim`` right after an action names the configured wait."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
import pytest
from discord_table import BOTS, Table, build_bot, visible_ids
from test_play_repeats import created

import engine
from bot.adapter import idle
from bot.adapter.boards import LOG_LINES
from bot.presentation.i18n import t


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def hand(match: Any, seat: int) -> list[int]:
    return list(match.state.players[seat].hand)


def log_block(board: Any) -> list[str]:
    """The log lines between the board message's code fences."""
    text = board.content
    return text[text.index("```\n") + 4 : text.rindex("\n```")].split("\n")


async def test_any_failed_dm_is_handled_as_closed_dms(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    # Bob's DMs are opened too fast (403, 40003); Alice's fail on Discord's side (500)
    for actor, status, code in ((table.bob, 403, 40003), (table.alice, 500, 0)):
        simcord_env.inject_error(
            "POST",
            f"/channels/{actor.user.dm_channel.id}/messages",
            status=status,
            code=code,
            times=None,
        )
    await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    accepted = await table.bob.slash(table.channel, "match accept", deck="main")
    texts = [m.content for m in [accepted.response, *accepted.followups] if m is not None]
    assert texts and not any("went wrong" in text or "エラー" in text for text in texts)
    match = await table.match()
    assert match is not None and table.board(match) is not None  # the match stands
    history = [m.content for m in table.channel.history()]
    for name in ("alice", "bob"):
        assert history.count(t("dm_closed", "ja", name=name)) == 1, history
    assert not visible_ids("\n".join(history)) & {c for p in (0, 1) for c in hand(match, p)}
    # later actions change hands without another try or another notice
    await table.alice.slash(table.channel, "play pass")
    await table.bob.slash(table.channel, "play pass")
    summon = next(
        c["value"] for c in await table.bob.autocomplete(table.channel, "play summon", "choice", "")
    )
    await table.bob.slash(table.channel, "play summon", choice=summon)
    after = await table.match()
    assert sorted(hand(after, 1)) != sorted(hand(match, 1))
    closed = {t("dm_closed", "ja", name=name) for name in ("alice", "bob")}
    notices = [m.content for m in table.channel.history() if m.content in closed]
    assert len(notices) == 2
    shown = await table.bob.slash(table.channel, "hand")
    assert visible_ids(shown.response.content) == set(hand(after, 1))


async def test_the_first_board_after_a_restart_repeats_no_log_line(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    await table.alice.slash(table.channel, "play pass")
    await table.bot.store.close()
    await simcord_env.restart_bot(build_bot(Path(table.bot.settings.db_path).parent))
    await table.bob.slash(table.channel, "play pass")  # keep, then the dice for who starts
    match = await table.match()
    board = table.board(match)
    full_log = await table.bot.host.boards.replayed_lines(match, "ja")
    assert len(full_log) > LOG_LINES
    assert log_block(board) == full_log[-LOG_LINES:]
    # the next board carries on from there
    await table.bob.slash(table.channel, "play end")
    match = await table.match()
    full_log = await table.bot.host.boards.replayed_lines(match, "ja")
    assert log_block(table.board(match)) == full_log[-LOG_LINES:]


async def test_an_expired_challenge_has_its_buttons_disabled(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    posted = await table.alice.slash(
        table.channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    message_id = posted.response.id
    await simcord_env.advance_time(16 * 60)
    challenge = next(m for m in table.channel.history() if m.id == message_id)
    buttons = [item for row in challenge.components for item in row.children]
    assert len(buttons) == 2 and all(button.disabled for button in buttons)
    assert "期限切れ" in table.channel.history()[-1].content


async def test_claim_right_after_an_action_names_the_configured_wait(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    await table.alice.slash(table.channel, "play pass")  # Alice keeps; Bob is to decide
    match = await table.match()
    assert engine.decision(match.state).actor == 1
    refused = await table.alice.slash(table.channel, "match claim")
    assert "wait about 30 more minutes" in refused.response.content


def out_of_reach(env: Any, channel: Any, message_id: int) -> None:
    """Editing this message fails from now on (the bot lost Manage Messages, say)."""
    path = f"/channels/{channel.id}/messages/{message_id}"
    env.inject_error(
        "PATCH", path, status=403, code=50013, message="Missing Permissions", times=None
    )


async def challenge(table: Table, channel: Any) -> Any:
    posted = await table.alice.slash(
        channel, "match challenge", opponent=table.bob, ruleset="mc20th", deck="main"
    )
    return posted.response


async def test_a_challenge_message_out_of_reach_never_stops_an_answer(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    out_of_reach(simcord_env, table.channel, (await challenge(table, table.channel)).id)
    declined = await table.bob.slash(table.channel, "match decline")
    assert declined.response.content == t("challenge_declined", "ja", opponent=table.bob.mention)
    assert await table.bot.store.get_challenge(table.channel.id) is None
    out_of_reach(simcord_env, table.channel, (await challenge(table, table.channel)).id)
    accepted = await table.bob.slash(table.channel, "match accept", deck="main")
    assert not any("went wrong" in m.content for m in [accepted.response, *accepted.followups])
    assert (await table.match()) is not None
    assert "対戦開始" in "\n".join(m.content for m in table.channel.history())


async def test_an_expired_challenge_out_of_reach_never_stops_the_sweep(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    second = table.guild.create_text_channel("duel-2")
    out_of_reach(simcord_env, table.channel, (await challenge(table, table.channel)).id)
    later = await challenge(table, second)
    await simcord_env.advance_time(16 * 60)
    for channel in (table.channel, second):
        assert await table.bot.store.get_challenge(channel.id) is None
        assert "期限切れ" in channel.history()[-1].content  # both told
    buttons = [b for row in second.history()[0].components for b in row.children]
    assert second.history()[0].id == later.id and all(b.disabled for b in buttons)


async def test_a_match_whose_board_is_out_of_reach_never_stops_the_sweep(
    simcord_env: Any,
) -> None:
    first, other = Table(simcord_env), Table(simcord_env)
    for table in (first, other):
        await table.start()
    board = (await first.match()).row.board_message_id
    out_of_reach(simcord_env, first.channel, board)
    # one sweep, once both may claim: the first board's refresh fails
    await idle.sweep(first.bot, discord.utils.utcnow() + timedelta(minutes=31))
    await simcord_env.settle()
    for table in (first, other):  # the claim notice reached both channels
        assert table.bob.mention in table.channel.history()[-1].content
        assert (await table.match()).row.reminded == 2


async def test_an_expiry_deletes_only_the_challenge_it_read(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.import_decks()
    await challenge(table, table.channel)
    (seen,) = await table.bot.store.challenges()  # what a sweep read
    await table.alice.slash(table.channel, "match cancel")
    await simcord_env.advance_time(5)
    await challenge(table, table.channel)  # a new challenge in the same channel
    await idle.expire_challenge(table.bot, seen)  # the sweep carries on with its old read
    kept = await table.bot.store.get_challenge(table.channel.id)
    assert kept is not None and kept.created_at > seen.created_at
    assert "期限切れ" not in table.channel.history()[-1].content


async def test_a_resignation_that_waits_for_the_channel_is_still_announced(
    simcord_env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    store = table.bot.store
    write = store.commit_actions

    async def busy(*args: Any) -> bool:
        await asyncio.sleep(5)  # the channel is busy for longer than Discord's 3 seconds
        return bool(await write(*args))

    monkeypatch.setattr(store, "commit_actions", busy)
    result, payload = created(simcord_env, table.bob, table.channel, "match resign", confirm=True)
    simcord_env.backend.emit("INTERACTION_CREATE", payload)
    await simcord_env.advance_time(6)
    await simcord_env.settle()
    row = await store.get_match(match.id)
    assert row is not None and row.status == "finished"
    said = [m for m in [result.response, *result.followups] if m is not None]
    assert said and all(m.ephemeral for m in said)
    assert not any("went wrong" in m.content for m in said)
    public = [m.content for m in table.channel.history()]
    assert t("resigned", "ja", name="bob") in public
    assert "alice さんの勝利" in table.board(match).content  # the board shows the end
