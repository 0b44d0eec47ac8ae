"""A match's board message: one per match, edited after every action, holding the status
line, the last public log lines and the public pictures (spectator view only), with the
board's buttons; re-posted by ``/board`` at most once a minute per match.

A channel's board message is drawn, posted and re-posted one at a time (``board_lock``), each
time from the match as it is then: a refresh for an action that a later one has overtaken
leaves the board to the later one's refresh, so an older board never comes back. When a
refresh shows the end, the turn notice goes and the result is announced once (``on_end``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import discord

import engine
from bot.adapter import hands
from bot.adapter.attachments import picture_file
from bot.adapter.channels import Channels, is_moderator
from bot.adapter.channels import digest as digest_of
from bot.adapter.config import Settings
from bot.adapter.hands import Hands
from bot.adapter.languages import Languages
from bot.adapter.notify import TurnNotices
from bot.presentation import present
from bot.presentation.i18n import service_message, t
from bot.service.match_service import Match, MatchService
from engine.kernel.events import Event

log = logging.getLogger("rokumon")
LOG_LINES = 8
REPOST_EVERY = timedelta(minutes=1)  # /board re-posts the match message at most this often
Buttons = Callable[[Match, str], discord.ui.View]  # the board's buttons, in a language


def level_word(level: str, lang: str) -> str:
    """A practice level's name (bot/players/levels.py) in ``lang``."""
    return t(f"level_{level}", lang)


def mark(match: Match, lang: str) -> str:
    """How a practice match against the bot is marked wherever it is shown (empty for a
    match between members): 【練習・ふつう】 / [Practice · normal]."""
    level = match.row.practice
    return "" if level is None else t("practice_mark", lang, level=level_word(level, lang))


class Boards:
    def __init__(
        self,
        service: MatchService,
        settings: Settings,
        parts: tuple[Languages, Channels, Hands, TurnNotices],
        buttons: Buttons,
        on_end: Callable[[Match], Awaitable[None]],
        clock: Callable[[], datetime],
    ) -> None:
        self.service = service
        self.settings = settings
        self.langs, self.channels, self.hands, self.notices = parts
        self.buttons = buttons
        self.on_end = on_end
        self.clock = clock
        self._recent: dict[int, list[str]] = {}  # match id -> public log lines
        self._reposted: dict[int, datetime] = {}  # match id -> last /board re-post
        self._board_locks: dict[int, asyncio.Lock] = {}  # channel id -> its board message
        self._ended: set[int] = set()  # matches whose result the channel was told

    async def replayed_lines(self, match: Match, lang: str) -> list[str]:
        """Every public log line of the match up to ``match``'s version, from its stored
        action log."""
        state, events = engine.new_match(match.state.setup)
        for entry in await self.service.store.action_log(match.id):
            if entry.seq > match.row.version:
                break  # logged by a later action than the board being drawn
            state, more = engine.apply(state, engine.parse_action(state, entry.action))
            events += more
        return present.public_lines(state, events, lang)

    def board_lock(self, channel_id: int) -> asyncio.Lock:
        """Held while the channel's board message is drawn and edited or (re-)posted: the
        refreshes run in the order of the actions they show, and a re-post never races one."""
        return self._board_locks.setdefault(channel_id, asyncio.Lock())

    async def keep_lines(self, match: Match, events: list[Event]) -> None:
        """Add ``events`` to the log lines kept for the next board, without drawing one."""
        kept = self._recent.get(match.id)
        if kept is not None and events:
            lang = await self.langs.guild(match.row.guild_id)
            lines = kept + present.public_lines(match.state, events, lang)
            self._recent[match.id] = lines[-LOG_LINES:]

    async def recent_lines(self, match: Match, events: list[Event], lang: str) -> list[str]:
        """The last public log lines up to ``match``, whose newest ``events`` are shown once:
        appended to the lines kept in memory, or, after a restart, already in the stored log
        the lines are rebuilt from."""
        kept = self._recent.get(match.id)
        if kept is None:
            lines = await self.replayed_lines(match, lang)
        else:
            lines = kept + present.public_lines(match.state, events, lang)
        self._recent[match.id] = lines[-LOG_LINES:]
        return self._recent[match.id]

    async def board_message(
        self, match: Match, events: list[Event]
    ) -> tuple[str, list[discord.File], discord.ui.View]:
        lang = await self.langs.guild(match.row.guild_id)
        lines = await self.recent_lines(match, events, lang)
        names = hands.names(match)
        head = present.result_line(match.state, names, lang, match.row.result)
        if match.row.status == "active":
            head = present.status_line(match.state, names, lang)
        head = mark(match, lang) + head
        content = present.board_text(head, lines)
        if match.row.status != "active":
            self._recent.pop(match.id, None)  # the match is over: nothing more to append
        files = await self.pictures(match, events)
        return content, files, self.buttons(match, lang)

    async def pictures(self, match: Match, events: list[Event]) -> list[discord.File]:
        lang = await self.langs.guild(match.row.guild_id)
        board, formation = await asyncio.to_thread(
            present.public_pictures, match.state, events, lang, self.settings.font
        )
        files = [picture_file(board, "board.png")]
        if formation is not None:
            files.append(picture_file(formation, "formation.png"))
        return files

    async def post_board(self, match: Match, events: list[Event]) -> None:
        """Post the match's first board message."""
        async with self.board_lock(match.row.channel_id):
            await self._post_board(match, events)

    async def _post_board(self, match: Match, events: list[Event]) -> None:
        channel = await self.channels.get(match.row.channel_id)
        if channel is None:
            return
        content, files, view = await self.board_message(match, events)
        message = await channel.send(content, files=files, view=view)
        self.channels.uploaded[message.id] = digest_of(files)
        await self.service.set_board_message(match, message.id)

    async def board_again(self, interaction: discord.Interaction, match: Match) -> None:
        """``/board``: a player or moderator re-posts the match message (at most once a
        minute per match, by the bot's clock); anyone else, or sooner, sees it privately."""
        lang = await self.langs.user(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        now = self.clock()
        last = self._reposted.get(match.id)
        entitled = match.seat_of(interaction.user.id) is not None or is_moderator(interaction)
        if entitled and (last is None or now - last >= REPOST_EVERY):
            self._reposted[match.id] = now
            if await self.repost_board(match.row.channel_id):
                await interaction.edit_original_response(content=t("board_reposted", lang))
            else:  # the match ended meanwhile; its last board is where it was
                text = service_message("no_match", lang, {})
                await interaction.edit_original_response(content=text)
            return
        lines = [mark(match, lang) + present.status_line(match.state, hands.names(match), lang)]
        if entitled and last is not None:
            wait = (REPOST_EVERY - (now - last)).total_seconds()
            lines.append(t("board_wait", lang, seconds=max(1, round(wait))))
        files = await self.pictures(match, [])
        await interaction.edit_original_response(content="\n".join(lines), attachments=files)

    async def repost_board(self, channel_id: int) -> bool:
        """Post the channel's match's board message again and take the buttons off the old
        one; False when the channel has no match any more. The match is read under the board
        lock: an action that lands before is shown, one that lands after is drawn onto the
        new message by its own refresh, which waits for the lock."""
        async with self.board_lock(channel_id):
            match = await self.service.match_in(channel_id)
            if match is None:
                return False
            old = match.row.board_message_id
            await self._post_board(match, [])
            await self.channels.drop_buttons(channel_id, old)
            return True

    async def refresh(self, match: Match, events: list[Event], before: Any = None) -> None:
        """Bring the board message and the players' DMs up to date with ``match`` and the
        ``events`` that led to it."""
        async with self.board_lock(match.row.channel_id):
            latest = await self.service.match_by_id(match.id)
            if latest is not None and latest.row.version > match.row.version:
                # overtaken (say the idle sweep's refresh, sent after its notice, by a
                # player's action): the newer match's own refresh draws the board, or did
                await self.keep_lines(match, events)
            else:
                # the same version as kept now: its board message id, or its end
                await self._draw(latest or match, events)
                if (latest or match).row.status != "active":
                    await self.notices.hand_over(latest or match, None)  # the notice goes
                    if match.id not in self._ended:
                        self._ended.add(match.id)
                        await self.on_end(latest or match)
        await self.hands.update_hands(latest or match, before)

    async def _draw(self, match: Match, events: list[Event]) -> None:
        content, files, view = await self.board_message(match, events)
        channel = await self.channels.get(match.row.channel_id)
        if match.row.board_message_id and channel is not None:
            try:
                message_id = match.row.board_message_id
                message = channel.get_partial_message(message_id)  # type: ignore[attr-defined]
                digest = digest_of(files)
                if self.channels.uploaded.get(message_id) == digest:  # the same pictures: text only
                    await message.edit(content=content, view=view)
                else:
                    await message.edit(content=content, attachments=files, view=view)
                    self.channels.uploaded[message_id] = digest
            except discord.NotFound:
                await self._post_board(match, events)
        else:
            await self._post_board(match, events)

    async def show(self, match: Match, events: list[Event], before: Any = None) -> None:
        """``refresh`` after something already committed (an action, a resignation, an end).
        A failure to show it (permissions taken away, a Discord error, a notice that could
        not be sent) is logged and never reported as the action failing: it stands, and the
        next refresh draws the board again."""
        try:
            await self.refresh(match, events, before)
        except Exception:  # any failure: saying "nothing happened" would be false
            log.exception("showing match %s at version %s failed", match.id, match.row.version)
