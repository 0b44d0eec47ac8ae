"""The simcord table the Discord tests play at: a bot on a real SQLite file in a temp dir, two
players and a spectator, and the steps they take (resign, act with the buttons), shared by
every folder's Discord tests.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
import pytest

import engine
from bot.adapter.client import create_bot
from bot.adapter.config import Settings
from carddb import starter_deck_text

DATA = Path(__file__).resolve().parent / "scenarios" / "sets"


BOTS: list[Any] = []


def build_bot(folder: Path) -> Any:
    settings = Settings(
        token="offline", db_path=folder / "bot.sqlite3", sync_commands=True, practice_pause=0.0
    )
    bot = create_bot(settings)
    bot.service.seed_source = random.Random(20)
    BOTS.append(bot)
    return bot


@pytest.fixture
async def simcord_bot(tmp_path: Path) -> AsyncIterator[Any]:
    yield build_bot(tmp_path)
    # simcord detaches bots without closing them; their SQLite threads must not outlive us
    while BOTS:
        await BOTS.pop().store.close()


class Table:
    """A guild with a channel, two players and a spectator, decks imported."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild(name="六門サーバー")
        self.channel = self.guild.create_text_channel("duel")
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))

    @property
    def bot(self) -> Any:
        return self.env.bot

    async def play_in_channel(self, threads: bool = False) -> None:
        """Matches here are played in the channel (threads have tests of their own,
        tests/shared/bot/test_discord_threads.py), unless ``threads``."""
        current = await self.bot.store.guild_settings(self.guild.id)
        await self.bot.store.put_guild_settings(self.guild.id, replace(current, threads=threads))

    async def import_decks(self) -> None:
        await self.play_in_channel()
        summoners = {  # named in the importer's language (simcord's users: en-US)
            "guren": ("焔の召喚術師", "Summoner of Flame"),
            "soujun": ("潮の召喚術師", "Summoner of Tides"),
        }
        for actor, name in ((self.alice, "guren"), (self.bob, "soujun")):
            data = starter_deck_text("mc20th", name).encode("utf-8")
            result = await actor.slash(
                self.channel,
                "deck import",
                name="main",
                ruleset="mc20th",
                file=(f"{name}.txt", data),
            )
            assert "(50" in result.response.content, result.response.content
            content = result.response.content
            assert any(n in content for n in summoners[name])  # shown apart from the 50 [3-1]

    async def start(self) -> None:
        await self.import_decks()
        await self.start_after_import()

    async def start_after_import(self) -> None:
        """alice challenges bob, who accepts with his deck."""
        result = await self.alice.slash(
            self.channel, "match challenge", opponent=self.bob, ruleset="mc20th", deck="main"
        )
        challenge = result.response
        assert self.bob.mention in challenge.content
        offer = await self.bob.click(challenge, custom_id=f"rk:challenge:{self.channel.id}:accept")
        assert offer.ephemeral
        await self.bob.select(offer.response, ["main"], custom_id=f"rk:deck:{self.channel.id}")

    async def match(self) -> Any:
        return await self.bot.service.match_in(self.channel.id)

    def board(self, match: Any) -> discord.Message:
        return next(m for m in self.channel.history() if m.id == match.row.board_message_id)

    def actor(self, seat: int) -> Any:
        return (self.alice, self.bob)[seat]


async def resign(table: Table, actor: Any, channel: Any = None) -> Any:
    """``/match resign``, then the confirmation button it answers with."""
    asked = await actor.slash(channel or table.channel, "match resign")
    assert asked.response.ephemeral
    custom_id = next(
        item["custom_id"]
        for row in asked.response.components
        for item in row["components"]
        if item.get("custom_id", "").startswith("rk:resign:")
    )
    return await actor.click(asked.response, custom_id=custom_id)


def visible_ids(text: str) -> set[int]:
    import re

    return {int(n) for n in re.findall(r"#(\d+)", text)}


async def act_with_buttons(table: Table, match: Any, actor: Any, action: engine.Action) -> None:
    """Open the panel from the board and click or select the action."""
    board = table.board(match)
    panel = await actor.click(board, custom_id=f"rk:act:{match.id}:{match.row.version}")
    assert panel.ephemeral
    text = engine.format_action(match.state, action)
    for row in panel.response.components:
        for item in row["components"]:
            custom_id = item.get("custom_id", "")
            if item["type"] == 2 and custom_id.endswith(f":{text}"):
                await actor.click(panel.response, custom_id=custom_id)
                return
            values = [o["value"] for o in item.get("options", [])]
            if item["type"] == 3 and text in values:
                await actor.select(panel.response, [text], custom_id=custom_id)
                return
    raise AssertionError(f"{text} is not on the panel")
