"""A slash command applies at most once for the state it was sent against (issue 8, item 12).

``/play end`` sent twice used to apply ``end-summon`` and then ``refill``, skipping the
hand adjustment. Autocomplete values now carry the state version they were offered for; a
typed command repeating one that Discord created before the earlier one's answer was posted
is refused as a duplicate (bot/service/repeats.py), and one sent after the answer applies.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot
from simcord import InteractionResult, interactions
from simcord.enums import AppCommandType, InteractionType

import engine
from bot.presentation.i18n import TEXT

DUPLICATE = "The same command arrived twice"
APPLIED = ("Sent.", "Your decision")  # done, or the panel for what is left to choose


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def created(env: Any, actor: Any, channel: Any, name: str, **options: Any) -> tuple[Any, Any]:
    """``/name`` as simcord's ``slash`` builds it, created now (its snowflake is taken) but
    not yet delivered: simcord runs one operation at a time, while Discord may deliver a
    second command before the first one is answered."""
    parts = name.split()
    root = env.backend.find_command(parts[0], actor.guild.id, AppCommandType.CHAT_INPUT)
    leaf, nesting = interactions.walk_to_subcommand(root, parts[1:])
    built, _ = interactions.build_options(actor, name, leaf, options, channel_id=channel.id)
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": AppCommandType.CHAT_INPUT,
        "options": interactions.nest_options(root, nesting, built),
    }
    record, payload = interactions.base_payload(
        env.backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    return InteractionResult(env, record), payload


def offered(value: str) -> tuple[str, int]:
    """An autocomplete value split into the notation and the state version it was offered for."""
    text, _, version = value.rpartition("@")
    assert text and version.isdigit(), f"{value!r} carries no version"
    return text, int(version)


def answer(result: Any) -> str:
    """What the user was told: the reply, or the last follow-up after a deferral."""
    messages = [m for m in [result.response, *result.followups] if m is not None]
    return messages[-1].content


async def bob_to_summon(table: Table) -> Any:
    """Both keep their hands; Bob, who goes first, is in his summon phase."""
    await table.start()
    await table.alice.slash(table.channel, "play pass")
    await table.bob.slash(table.channel, "play pass")
    match = await table.match()
    assert engine.decision(match.state).kind.value == "summon"
    assert engine.decision(match.state).actor == 1
    return match


async def logged(table: Table, match: Any) -> list[str]:
    return [entry.action for entry in await table.bot.store.action_log(match.id)]


async def test_play_end_sent_twice_at_once_applies_once(simcord_env: Any) -> None:
    table = Table(simcord_env)
    match = await bob_to_summon(table)
    sent = [created(simcord_env, table.bob, table.channel, "play end") for _ in range(2)]
    for _, payload in sent:
        simcord_env.backend.emit("INTERACTION_CREATE", payload)
    await simcord_env.settle()
    answers = [answer(result) for result, _ in sent]
    assert sum(DUPLICATE in text for text in answers) == 1, answers
    log = await logged(table, match)
    assert log.count("end-summon") == 1 and "refill" not in log
    after = await table.match()
    assert engine.decision(after.state).kind.value == "hand_adjust"


async def test_a_repeat_created_before_the_answer_is_refused_right_after(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    match = await bob_to_summon(table)
    first, first_payload = created(simcord_env, table.bob, table.channel, "play end")
    second, second_payload = created(simcord_env, table.bob, table.channel, "play end")
    simcord_env.backend.emit("INTERACTION_CREATE", first_payload)
    await simcord_env.settle()
    assert answer(first).startswith(APPLIED)
    # delivered after the first was applied and answered, but sent before that answer
    simcord_env.backend.emit("INTERACTION_CREATE", second_payload)
    await simcord_env.settle()
    assert second.ephemeral and DUPLICATE in answer(second)
    log = await logged(table, match)
    assert log.count("end-summon") == 1 and "refill" not in log
    assert engine.decision((await table.match()).state).kind.value == "hand_adjust"


async def test_the_same_command_sent_after_the_answer_applies(simcord_env: Any) -> None:
    table = Table(simcord_env)
    match = await bob_to_summon(table)
    first = await table.bob.slash(table.channel, "play end")
    second = await table.bob.slash(table.channel, "play end")  # Bob saw the first answer
    assert answer(first).startswith(APPLIED) and answer(second).startswith(APPLIED)
    log = await logged(table, match)
    assert log.count("end-summon") == 1 and log.count("refill") == 1


async def test_autocomplete_values_carry_the_version_the_labels_do_not(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    match = await table.match()
    version = match.row.version
    choices = await table.alice.autocomplete(table.channel, "play do", "choice", "")
    assert choices
    for choice in choices:
        text, offered_for = offered(choice["value"])
        assert offered_for == version
        assert "@" not in choice["name"] and text in {
            engine.format_action(match.state, a) for a in engine.legal_actions(match.state)
        }
    keep = next(c["value"] for c in choices if c["value"].startswith("keep@"))
    applied = await table.alice.slash(table.channel, "play do", choice=keep)
    assert answer(applied).startswith(APPLIED)
    assert (await table.match()).row.version == version + 1
    # the same offered value again: it was for a state that has moved on
    again = await table.alice.slash(table.channel, "play do", choice=keep)
    assert "already decided" in answer(again)
    # Bob's pick, twice: once applied, then already decided
    bob_keep = next(
        c["value"]
        for c in await table.bob.autocomplete(table.channel, "play do", "choice", "keep")
        if offered(c["value"])[0] == "keep"
    )
    picked = await table.bob.slash(table.channel, "play do", choice=bob_keep)
    assert answer(picked).startswith(APPLIED)
    twice = await table.bob.slash(table.channel, "play do", choice=bob_keep)
    assert "already decided" in answer(twice)
    log = [entry.action for entry in await table.bot.store.action_log(match.id)]
    assert log.count("keep") == 2


async def test_a_command_applied_whose_board_fails_is_still_applied_once(
    simcord_env: Any,
) -> None:
    table = Table(simcord_env)
    match = await bob_to_summon(table)
    # the board message cannot be edited (permissions taken away): refresh fails
    simcord_env.inject_error(
        "PATCH",
        f"/channels/{table.channel.id}/messages/{match.row.board_message_id}",
        status=403,
        code=50013,
        message="Missing Permissions",
        times=None,
    )
    first, first_payload = created(simcord_env, table.bob, table.channel, "play end")
    second, second_payload = created(simcord_env, table.bob, table.channel, "play end")
    simcord_env.backend.emit("INTERACTION_CREATE", first_payload)
    await simcord_env.settle()
    told = [m.content for m in [first.response, *first.followups] if m is not None]
    assert told and not any("went wrong" in text for text in told), told
    assert answer(first).startswith(APPLIED)  # the action stands, and the player is told so
    simcord_env.backend.emit("INTERACTION_CREATE", second_payload)
    await simcord_env.settle()
    assert DUPLICATE in answer(second)
    log = await logged(table, match)
    assert log.count("end-summon") == 1 and "refill" not in log


async def test_a_stale_choice_is_refused_as_a_choice_not_a_button(simcord_env: Any) -> None:
    table = Table(simcord_env)
    await table.start()
    choices = await table.alice.autocomplete(table.channel, "play do", "choice", "keep")
    keep = next(c["value"] for c in choices if offered(c["value"])[0] == "keep")
    await table.alice.slash(table.channel, "play do", choice=keep)
    again = await table.alice.slash(table.channel, "play do", choice=keep)  # picked again
    text = answer(again)
    assert again.ephemeral and "already decided" in text and "button" not in text
    ja, en = TEXT["stale_choice"].in_("ja"), TEXT["stale_choice"].in_("en")
    assert text == en and "ボタン" not in ja
