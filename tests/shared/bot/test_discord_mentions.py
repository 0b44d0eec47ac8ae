"""Pings (issue 8, item 14): a nickname, deck name or card name never pings a role,
@everyone or @here; the messages that mean to ping someone ping exactly that user.

Driven through simcord, whose backend records whom each message really pinged (it applies
``allowed_mentions`` the way Discord does; the bot's role may mention everyone).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord_table import BOTS, Table, build_bot, resign

from carddb import starter_deck_text


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    while BOTS:
        await BOTS.pop().store.close()


def pings_in(env: Any, channel_id: int) -> list[tuple[str, list[int], list[int], bool]]:
    """(content, users pinged, roles pinged, @everyone pinged) of every message there, oldest
    first."""
    stored = sorted(env.backend.messages.get(channel_id, {}).values(), key=lambda m: m.id)
    return [(m.content, m.ping_user_ids, m.ping_role_ids, m.mention_everyone) for m in stored]


class LoudTable(Table):
    """Players whose nicknames try to ping a role and everyone, and a deck named to."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild(name="六門サーバー")
        self.channel = self.guild.create_text_channel("duel")
        self.role = self.guild.create_role("everybody", mentionable=True)
        loud = f"<@&{self.role.id}> @everyone @here"
        self.alice = self.guild.add_member(env.create_user("alice"), nick=f"alice {loud}")
        self.bob = self.guild.add_member(env.create_user("bob"), nick=f"bob {loud}")
        self.carol = self.guild.add_member(env.create_user("carol"))

    async def import_decks(self) -> None:
        await self.play_in_channel()
        for actor, name in ((self.alice, "guren"), (self.bob, "soujun")):
            data = starter_deck_text("mc20th", name).encode("utf-8")
            await actor.slash(
                self.channel, "deck import", name="main", ruleset="mc20th", file=("d.txt", data)
            )
        data = starter_deck_text("mc20th", "guren").encode("utf-8")
        await self.alice.slash(
            self.channel, "deck import", name="@everyone", ruleset="mc20th", file=("d.txt", data)
        )


async def test_user_text_never_pings_and_the_challenged_player_is_pinged(
    simcord_env: Any,
) -> None:
    table = LoudTable(simcord_env)
    await table.start()
    channel_id = table.channel.id
    sent = pings_in(simcord_env, channel_id)
    first = next(i for i, s in enumerate(sent) if "申し込み" in s[0])
    assert sent[first][1] == [table.bob.id]  # the challenged player, not the challenger
    started = next(s for s in sent if "（P1）" in s[0])
    assert f"<@&{table.role.id}>" in started[0] and "@everyone" in started[0]  # names shown
    await resign(table, table.bob)
    after = pings_in(simcord_env, channel_id)
    assert any("投了" in content for content, *_ in after)
    for number, (content, users, roles, everyone) in enumerate(after):
        assert (roles, everyone) == ([], False), content
        assert users == ([table.bob.id] if number == first else []), content
    # the deck called "@everyone" was answered without pinging anyone either
    for channel in simcord_env.backend.messages:
        for content, _, roles, everyone in pings_in(simcord_env, channel):
            assert roles == [] and not everyone, content


async def test_reminders_ping_the_idle_player_and_claims_the_waiting_one(
    simcord_env: Any,
) -> None:
    table = LoudTable(simcord_env)
    await table.start()
    before = len(pings_in(simcord_env, table.channel.id))
    await simcord_env.advance_time(11 * 60)
    reminder = pings_in(simcord_env, table.channel.id)[before:]
    assert [s[1] for s in reminder if s[1]] == [[table.alice.id]]  # P1 must keep or mulligan
    await simcord_env.advance_time(20 * 60)
    claimable = pings_in(simcord_env, table.channel.id)[before + len(reminder) :]
    assert [s[1] for s in claimable if s[1]] == [[table.bob.id]]
    for content, _, roles, everyone in pings_in(simcord_env, table.channel.id):
        assert roles == [] and not everyone, content
