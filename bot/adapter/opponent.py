"""Rokumon's own seat in a practice match (issue 24 item 4): whenever the decision is the
bot's, a task plays it out through the match service like any player's action, until the
member decides again or the match ends.

Each choice is made in a worker process (bot/service/thinker.py) by the match's level player
(bot/players/levels.py), which keeps its memory from one decision to the next; the board is
brought up to date after every action, and at least ``Settings.practice_pause`` seconds pass
between two choices, so a person can follow the turn (a forced step, the one legal action,
is not held up). When the bot hands the decision back, the member is told as after any
opponent's turn, and a run of more log lines than the board shows is said whole in the match's
channel. A bot that restarted takes its turn up again at the idle watcher's first sweep
(bot/adapter/idle.py); the idle rules themselves never apply to a practice match.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from typing import Any

import discord

import engine
from bot.adapter.boards import LOG_LINES, Boards
from bot.adapter.config import Settings
from bot.adapter.languages import Languages
from bot.players.levels import LevelPlayer
from bot.presentation import present
from bot.presentation.i18n import t
from bot.service.match_service import Match, MatchService, ServiceError
from bot.service.thinker import Thinker
from engine.kernel.events import Event

log = logging.getLogger("rokumon")
TellDecider = Callable[[Match, Any], Awaitable[None]]


class Opponent:
    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        settings: Settings,
        langs: Languages,
        boards: Boards,
        tell_decider: TellDecider,
    ) -> None:
        self.client = client
        self.service = service
        self.settings = settings
        self.langs = langs
        self.boards = boards
        self.tell_decider = tell_decider
        self._thinker: Thinker | None = None
        self._players: dict[int, LevelPlayer] = {}  # match id -> its player, with memory
        self._turns: dict[int, asyncio.Task[None]] = {}  # match id -> the bot playing it
        self.hinting: set[int] = set()  # matches whose hint is being worked out

    @property
    def thinker(self) -> Thinker:
        """The worker processes, started at the first practice decision or hint."""
        if self._thinker is None:
            self._thinker = Thinker(self.settings.thinkers)
        return self._thinker

    @thinker.setter
    def thinker(self, thinker: Thinker) -> None:
        self._thinker = thinker

    @property
    def user_id(self) -> int:
        user = self.client.user
        return user.id if user is not None else 0

    def decides(self, match: Match) -> bool:
        """Whether the bot's seat of a practice match decides now."""
        return match.row.practice is not None and match.deciding_user() == self.user_id

    def nudge(self, match: Match) -> None:
        """Play the bot's turn in ``match`` if it is the bot's to take and nobody is taking it."""
        if not self.decides(match):
            return
        running = self._turns.get(match.id)
        if running is not None and not running.done():
            return
        task = asyncio.create_task(self._play(match.id, match.row.channel_id))
        self._turns[match.id] = task
        task.add_done_callback(lambda done: self._over(match.id, done))

    def _over(self, match_id: int, task: asyncio.Task[None]) -> None:
        if self._turns.get(match_id) is task:
            del self._turns[match_id]
        if not task.cancelled() and task.exception() is not None:
            # the next sweep of the idle watcher takes the turn up again
            log.error("the bot's turn in match %s failed", match_id, exc_info=task.exception())

    async def wait(self) -> None:
        """Until no practice turn is being played (tests, shutdown)."""
        while self._turns:
            await asyncio.gather(*self._turns.values(), return_exceptions=True)

    async def _play(self, match_id: int, channel_id: int) -> None:
        while await self._run(match_id, channel_id):
            pass  # the member answered before this task was over: the bot's turn again

    async def _run(self, match_id: int, channel_id: int) -> bool:
        """The bot's choices until it no longer decides; whether it decides again by the
        time the member has been told."""
        before: Any = None  # the state the bot's run began from
        last: Match | None = None
        events: list[Event] = []
        while True:
            match = await self.service.match_in(channel_id)
            if match is None or match.id != match_id or not self.decides(match):
                break
            result = await self._step(match)
            if result is None:
                continue  # the match moved on meanwhile: read it again
            before = match.state if before is None else before
            last, more = result
            events += more
            if not self.decides(last):  # the run ends: said before a result is announced
                await self._summary(last, events)
            await self.boards.show(last, more, match.state)
        if match is None or match.id != match_id or match.row.status != "active":
            self.forget(match_id)
        if last is None:
            return False
        await self.tell_decider(last, before)
        again = await self.service.match_in(channel_id)
        return again is not None and again.id == match_id and self.decides(again)

    async def _step(self, match: Match) -> tuple[Match, list[Event]] | None:
        """One choice of the bot, applied; None when the match moved on before it landed
        (the member resigned, a moderator aborted it, a rematch took the channel)."""
        seat = match.seat_of(self.user_id)
        assert seat is not None and match.row.practice is not None
        legal = engine.legal_actions(match.state)
        if len(legal) == 1:
            action = legal[0]  # a forced step: nothing to think about, nor to wait for
        else:
            action = await self._think(match, seat)
        try:
            done = await self.service.act(
                match.row.channel_id, self.user_id, action, match.row.version, None, match.id
            )
        except ServiceError as error:
            if error.key in ("stale", "moved_on", "no_match"):
                return None
            raise
        return done.match, done.events

    async def _think(self, match: Match, seat: int) -> engine.Action:
        """The level player's choice in a worker, ``practice_pause`` seconds at least."""
        assert match.row.practice is not None
        player = self._players.get(match.id)
        if player is None:
            rng = random.Random(match.state.setup.seed + match.row.version)
            player = LevelPlayer(match.row.ruleset, match.row.practice, rng)
        loop = asyncio.get_running_loop()
        started = loop.time()
        action, player = await self.thinker.choose(player, match.state, seat)
        self._players[match.id] = player
        await asyncio.sleep(max(0.0, self.settings.practice_pause - (loop.time() - started)))
        return action

    def forget(self, match_id: int) -> None:
        """The match is over: its player's memory goes."""
        self._players.pop(match_id, None)

    async def _summary(self, match: Match, events: list[Event]) -> None:
        """The bot's run said whole in the match's channel, when the board's log cannot hold it."""
        lang = await self.langs.guild(match.row.guild_id)
        lines = present.public_lines(match.state, events, lang)
        if len(lines) <= LOG_LINES:
            return
        name = match.state.setup.names[match.seat_of(self.user_id) or 0]
        title = t("practice_run", lang, name=name, count=len(lines))
        text = present.listing(title, lines, lambda rest: t("practice_run_more", lang, count=rest))
        try:
            await self.boards.channels.notice(match, text)
        except discord.HTTPException:
            log.exception("the bot's turn summary in match %s could not be posted", match.id)

    def close(self) -> None:
        for task in self._turns.values():
            task.cancel()
        if self._thinker is not None:
            self._thinker.close()
