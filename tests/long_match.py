"""Random play through the simulated Discord, match after match, for the long-match test
(tests/shared/bot/test_discord_long_match.py). Each step goes through Discord as a player on a phone
sends it: the Act panel opened from the board (a private message with its own buttons), the
action pressed there when the panel's first page has it, else sent with ``/play do``."""

from __future__ import annotations

import asyncio
import random
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import simcord

import engine
from bot import games
from bot.adapter.client import create_bot
from bot.adapter.config import Settings
from bot.players.basic import RandomPlayer
from bot.service.repeats import offered
from carddb import rulesets as deck_rules
from carddb import starter_deck_text


@dataclass
class Run:
    """What a run saw: the matches started and the live tasks after each step."""

    matches: int = 0
    tasks: list[int] = field(default_factory=list)


class RandomTable:
    """Two players in one channel playing ``ruleset`` at random, match after match."""

    def __init__(self, env: Any, ruleset: str, seed: int) -> None:
        self.env, self.ruleset = env, ruleset
        self.guild = env.create_guild(name="六門サーバー")
        self.channel = self.guild.create_text_channel("duel")
        self.players = [self.guild.add_member(env.create_user(n)) for n in ("p1", "p2")]
        game = games.get(ruleset)
        self.brain = RandomPlayer(random.Random(seed), pass_weight=0.5, passing=game.passing)
        self.rng = random.Random(seed)
        self.matches = 0

    async def open(self) -> None:
        store = self.env.bot.store
        current = await store.guild_settings(self.guild.id)
        await store.put_guild_settings(self.guild.id, replace(current, threads=False))
        if not deck_rules.get(self.ruleset).deck_at_challenge:
            return  # the decks are drafted in the match
        names = games.get(self.ruleset).starter_decks
        for member, name in zip(self.players, names, strict=True):
            upload = (f"{name}.txt", starter_deck_text(self.ruleset, name).encode("utf-8"))
            await member.slash(
                self.channel, "deck import", name="main", ruleset=self.ruleset, file=upload
            )

    async def challenge(self) -> None:
        first, second = self.players
        deck = {"deck": "main"} if deck_rules.get(self.ruleset).deck_at_challenge else {}
        posted = await first.slash(
            self.channel, "match challenge", opponent=second, ruleset=self.ruleset, **deck
        )
        accept = f"rk:challenge:{self.channel.id}:accept"
        offer = await second.click(posted.response, custom_id=accept)
        if deck:
            await second.select(offer.response, ["main"], custom_id=f"rk:deck:{self.channel.id}")
        assert await self.match() is not None, "the challenge did not start a match"
        self.matches += 1

    async def match(self) -> Any:
        return await self.env.bot.service.match_in(self.channel.id)

    def board(self, match: Any) -> Any:
        wanted = match.row.board_message_id
        return next(m for m in reversed(self.channel.history()) if m.id == wanted)

    async def step(self) -> None:
        """One random action by the deciding player, through the panel or ``/play do``."""
        match = await self.match()
        if match is None:
            await self.challenge()
            match = await self.match()
        seat = engine.decision(match.state).actor
        text = engine.format_action(match.state, self.brain.choose(match.state, seat))
        member, version = self.players[seat], match.row.version
        opened = await member.click(self.board(match), custom_id=f"rk:act:{match.id}:{version}")
        panel = opened.response
        button = next(
            (
                item["custom_id"]
                for row in panel.components
                for item in row["components"]
                if item.get("custom_id", "").endswith(f":{version}:{text}")
            ),
            None,
        )
        if button is not None and self.rng.random() < 0.5:
            await member.click(panel, custom_id=button)
        else:
            await member.slash(self.channel, "play do", choice=offered(text, version))
        after = await self.env.bot.service.match_in(self.channel.id)
        moved = after is None or after.id != match.id or after.row.version > version
        assert moved, f"step {text!r} at version {version} was not applied"


def play(ruleset: str, seed: int, steps: int) -> Run:
    """``steps`` random actions of ``ruleset`` through a fresh bot and simulated Discord, on
    an event loop of its own."""
    return asyncio.run(_play(ruleset, seed, steps))


async def _play(ruleset: str, seed: int, steps: int) -> Run:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bot.sqlite3"
        bot = create_bot(Settings(token="offline", db_path=path, sync_commands=True))
        bot.service.seed_source = random.Random(seed)
        run = Run()
        try:
            async with simcord.run(bot) as env:
                with env.time_context():  # simcord's clocks, in the task driving the match
                    table = RandomTable(env, ruleset, seed)
                    await table.open()
                    for _ in range(steps):
                        await table.step()
                        run.tasks.append(len(asyncio.all_tasks()))
                    run.matches = table.matches
        finally:
            await bot.store.close()
        return run
