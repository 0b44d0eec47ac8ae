"""The glue between the match service and Discord: one board message per match, edited
after every action; hands by DM; the decision panel shown only to the deciding player.

A channel's board message is drawn, posted and re-posted one at a time (``board_lock``), each
time from the match as it is then: a refresh for an action that a later one has overtaken
leaves the board to the later one's refresh, so an older board never comes back.

Channel messages and pictures come only from the spectator view; a player's hand goes to
that player alone (DM, or an ephemeral reply; a DM that fails for any reason is given up
for the match and the player pointed to /hand). Pictures are rendered off the event loop.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord

import engine
from bot import games
from bot.adapter import forms, results, ui
from bot.adapter.attachments import picture_file
from bot.adapter.mentions import pings
from bot.adapter.notify import TurnNotices
from bot.presentation import present
from bot.presentation.i18n import lang_of, service_message, t
from bot.service import starters
from bot.service.binding import Sent
from bot.service.match_service import ActResult, Match, MatchService, ServiceError
from bot.service.repeats import RepeatGuard
from bot.store import DmRecord
from engine.kernel.events import Event
from engine.kernel.messages import decision_name

if TYPE_CHECKING:
    from bot.adapter.client import RokumonBot

log = logging.getLogger("rokumon")
LOG_LINES = 8
REPOST_EVERY = timedelta(minutes=1)  # /board re-posts the match message at most this often


def _digest(files: list[discord.File]) -> str:
    """What a message's pictures are: their names, alt texts and bytes (the files are in
    memory); a new alt text alone is a new upload, so it never describes an older state."""
    found = hashlib.sha256()
    for file in files:
        found.update(file.filename.encode("utf-8") + b"\0")
        found.update((file.description or "").encode("utf-8") + b"\0")
        found.update(file.fp.getvalue())  # type: ignore[attr-defined]
    return found.hexdigest()


def is_moderator(interaction: discord.Interaction) -> bool:
    """A moderator of this channel: Manage Channels here (a channel overwrite counts)."""
    return interaction.guild_id is not None and interaction.permissions.manage_channels


class MatchHost:
    def __init__(self, bot: RokumonBot, service: MatchService) -> None:
        self.bot = bot
        self.service = service
        self.settings = bot.settings
        self._recent: dict[int, list[str]] = {}  # match id -> public log lines
        self._reposted: dict[int, datetime] = {}  # match id -> last /board re-post
        self._board_locks: dict[int, asyncio.Lock] = {}  # channel id -> its board message
        self._locales: dict[int, str] = {}  # user id -> the language they last used
        self.repeats = RepeatGuard()  # typed /play commands sent twice
        self.notices = TurnNotices(self)
        self._ended: set[int] = set()  # matches whose result the channel was told
        self._uploaded: dict[int, str] = {}  # board or hand message id -> what it shows

    # -- languages --------------------------------------------------------------------------
    async def guild_lang(self, guild_id: int | None) -> str:
        if guild_id is None:
            return self.settings.locale
        chosen = (await self.service.store.guild_settings(guild_id)).locale
        return chosen or self.settings.locale

    async def user_lang(self, interaction: discord.Interaction) -> str:
        """The user's Discord language (ja or en), else the server's; a ja or en user's is
        remembered so that their hand DM speaks it too."""
        spoken = lang_of(interaction.locale, "")
        user_id = interaction.user.id
        if spoken and self._locales.get(user_id) != spoken:
            self._locales[user_id] = spoken
            await self.service.store.set_user_locale(user_id, spoken)
        return spoken or await self.guild_lang(interaction.guild_id)

    async def dm_lang(self, user_id: int, guild_id: int | None) -> str:
        """A DM's language: the one the player last used with the bot, else the server's."""
        known = self._locales.get(user_id) or await self.service.store.user_locale(user_id)
        return known or await self.guild_lang(guild_id)

    async def refuse(self, interaction: discord.Interaction, error: ServiceError) -> None:
        lang = await self.user_lang(interaction)
        text = service_message(error.key, lang, error.params)
        if error.key == "moved_on":  # and where it is now, so the player can act again
            found = await self.service.match_in(interaction.channel_id or 0)
            if found is not None:
                status = present.status_line(found.state, self.names(found), lang)
                text += "\n" + t("moved_on_now", lang, status=status)
        await self.reply(interaction, text)

    async def match_or_refuse(self, interaction: discord.Interaction) -> Match | None:
        """The channel's match, or None after telling the user there is none."""
        found = await self.service.match_in(interaction.channel_id or 0)
        if found is None:
            await self.refuse(interaction, ServiceError("no_match"))
        return found

    @staticmethod
    async def reply(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)

    # -- the board message ------------------------------------------------------------------
    def names(self, match: Match) -> tuple[str, str]:
        names = match.state.setup.names
        return names[0], names[1]

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
            lang = await self.guild_lang(match.row.guild_id)
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
        lang = await self.guild_lang(match.row.guild_id)
        lines = await self.recent_lines(match, events, lang)
        names = self.names(match)
        head = present.result_line(match.state, names, lang, match.row.result)
        if match.row.status == "active":
            head = present.status_line(match.state, names, lang)
        content = present.board_text(head, lines)
        if match.row.status != "active":
            self._recent.pop(match.id, None)  # the match is over: nothing more to append
        files = await self.pictures(match, events)
        return content, files, ui.board_view(match, lang)

    async def pictures(self, match: Match, events: list[Event]) -> list[discord.File]:
        lang = await self.guild_lang(match.row.guild_id)
        board, formation = await asyncio.to_thread(
            present.public_pictures, match.state, events, lang, self.settings.font
        )
        files = [picture_file(board, "board.png")]
        if formation is not None:
            files.append(picture_file(formation, "formation.png"))
        return files

    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        """The match's channel or thread, fetched when it is not in the cache."""
        found = self.bot.get_channel(channel_id)
        if found is None:
            try:
                found = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return found if isinstance(found, discord.abc.Messageable) else None

    async def post_board(self, match: Match, events: list[Event]) -> None:
        """Post the match's first board message."""
        async with self.board_lock(match.row.channel_id):
            await self._post_board(match, events)

    async def _post_board(self, match: Match, events: list[Event]) -> None:
        channel = await self.channel(match.row.channel_id)
        if channel is None:
            return
        content, files, view = await self.board_message(match, events)
        message = await channel.send(content, files=files, view=view)
        self._uploaded[message.id] = _digest(files)
        await self.service.set_board_message(match, message.id)

    async def board_again(self, interaction: discord.Interaction, match: Match) -> None:
        """``/board``: a player or moderator re-posts the match message (at most once a
        minute per match, by the bot's clock); anyone else, or sooner, sees it privately."""
        lang = await self.user_lang(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        now = self.bot.clock()
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
        lines = [present.status_line(match.state, self.names(match), lang)]
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
            await self.drop_buttons(channel_id, old)
            return True

    async def drop_buttons(self, channel_id: int, message_id: int | None) -> None:
        """Take the buttons off a board message that another one replaced."""
        await self.set_view(channel_id, message_id, None)

    async def set_view(
        self, channel_id: int, message_id: int | None, view: discord.ui.View | None
    ) -> None:
        """Change a message's buttons (None takes them off), or leave it as it is when it was
        deleted or is out of reach (missing permissions, a Discord error): that is logged,
        and whatever the caller is doing (an answer, an expiry) carries on."""
        channel = await self.channel(channel_id)
        if not message_id or channel is None:
            return
        try:
            message = channel.get_partial_message(message_id)  # type: ignore[attr-defined]
            await message.edit(view=view)
        except discord.HTTPException as exc:
            log.warning(
                "buttons of message %s in %s left as they were (%s %s)",
                message_id,
                channel_id,
                exc.status,
                exc.code,
            )

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
                        await results.announce(self, latest or match)
        await self.update_hands(latest or match, before)

    async def _draw(self, match: Match, events: list[Event]) -> None:
        content, files, view = await self.board_message(match, events)
        channel = await self.channel(match.row.channel_id)
        if match.row.board_message_id and channel is not None:
            try:
                message_id = match.row.board_message_id
                message = channel.get_partial_message(message_id)  # type: ignore[attr-defined]
                digest = _digest(files)
                if self._uploaded.get(message_id) == digest:  # the same pictures: text only
                    await message.edit(content=content, view=view)
                else:
                    await message.edit(content=content, attachments=files, view=view)
                    self._uploaded[message_id] = digest
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

    # -- hands ------------------------------------------------------------------------------
    async def hand_picture(self, match: Match, seat: int, lang: str) -> tuple[str, discord.File]:
        guild = self.bot.get_guild(match.row.guild_id)
        channel = await self.channel(match.row.channel_id)
        title = t(
            "hand_title",
            lang,
            guild=guild.name if guild else match.row.guild_id,
            channel=getattr(channel, "name", match.row.channel_id),
            turn=match.state.turn,
        )
        picture = await asyncio.to_thread(
            present.hand_picture, match.state, seat, title, self.settings.font, lang
        )
        cards = present.hand_lines(match.state, seat, lang)
        text = present.listing(title, cards, lambda rest: t("hand_more", lang, count=rest))
        return text, picture_file(picture, "hand.png")

    async def update_hands(self, match: Match, before: Any) -> None:
        for seat, user_id in enumerate(match.row.players):
            new_hand = _hand_ids(match.state, seat)
            if before is not None and _hand_ids(before, seat) == new_hand:
                continue
            await self.send_hand_dm(match, seat, user_id)

    async def send_hand_dm(self, match: Match, seat: int, user_id: int) -> None:
        store = self.service.store
        record = await store.get_dm(match.id, user_id)
        if record is not None and record.closed:
            return
        lang = await self.dm_lang(user_id, match.row.guild_id)
        text, file = await self.hand_picture(match, seat, lang)
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            dm = user.dm_channel or await user.create_dm()
            digest = _digest([file]) + text
            if record is not None and record.message_id:
                if self._uploaded.get(record.message_id) == digest:
                    return  # the same hand, shown already
                try:
                    old = dm.get_partial_message(record.message_id)
                    await old.edit(content=text, attachments=[file])
                    self._uploaded[record.message_id] = digest
                    return
                except discord.NotFound:
                    pass
            sent = await dm.send(text, file=file)
            self._uploaded[sent.id] = digest
            await store.put_dm(match.id, user_id, DmRecord(dm.id, sent.id, False))
        except discord.HTTPException as exc:
            # closed DMs (50007), DMs opened too fast (40003) or any other failure: the
            # action stands; the player is told once, in the channel, to use /hand
            log.warning("hand DM to %s failed (%s %s)", user_id, exc.status, exc.code)
            await store.put_dm(match.id, user_id, DmRecord(None, None, True))
            said = t(
                "dm_closed", await self.guild_lang(match.row.guild_id), name=self.names(match)[seat]
            )
            await self.channel_notice(match, said)

    async def channel_notice(self, match: Match, text: str, ping: int | None = None) -> None:
        """A line in the match's channel; ``ping`` is the one user it means to notify."""
        channel = await self.channel(match.row.channel_id)
        if channel is not None:
            await channel.send(text, allowed_mentions=pings(ping) if ping else pings())

    # -- acting -----------------------------------------------------------------------------
    async def act(
        self,
        interaction: discord.Interaction,
        action: engine.Action | str | list[str],
        version: int | None,
        applied: Callable[[ActResult], None] | None = None,
        received: datetime | None = None,
    ) -> ActResult | None:
        """Apply an action for the interaction's user; refuse politely when it cannot be.
        ``received``: when the command's handler began (this machine's clock), for a command
        that names no version.
        ``applied`` hears of it as soon as it is written, before the board is brought up to
        date; a failure there is only logged (``show``): the action stands."""
        channel_id = interaction.channel_id or 0
        # without a version the action is bound to the state current when Discord created
        # the interaction: applied to a later one it would do what its sender never saw
        sent = None
        if version is None:
            sent = Sent(interaction.created_at, received or self.service.clock())
        try:
            before = await self.service.match_in(channel_id)
            result = await self.service.act(channel_id, interaction.user.id, action, version, sent)
        except ServiceError as error:
            await self.refuse(interaction, error)
            return None
        if applied is not None:
            applied(result)
        await self.show(result.match, result.events, before.state if before else None)
        await self.tell_decider(result.match, before.state if before else None)
        return result

    async def tell_decider(self, match: Match, before: Any) -> None:
        """The turn notice after an action (``before``: the state it started from; None for
        a match just begun), unless a later action overtook it; a failure is only logged."""
        try:
            async with self.board_lock(match.row.channel_id):
                latest = await self.service.match_by_id(match.id)
                if latest is None or latest.row.version == match.row.version:
                    await self.notices.hand_over(latest or match, before)
        except Exception:
            log.exception("turn notice for match %s failed", match.id)

    async def panel(
        self, match: Match, user_id: int, lang: str, place: Any = None
    ) -> tuple[str, discord.ui.View]:
        """The Act panel for the deciding player: its first page, or ``place``
        (bot/presentation/panel.py)."""
        seat = match.seat_of(user_id)
        assert seat is not None
        kind = engine.decision(match.state).kind.value
        text = t("your_panel", lang, what=decision_name(kind, lang))
        form = games.of(match.state).present.form(match.state, seat, lang)
        if form is not None:  # the game takes this decision as a private form
            own = [
                (d.name[:100], d.name[:100])
                for d in await self.service.store.list_decks(user_id)
                if d.ruleset == match.row.ruleset
            ]
            decks = starters.with_starters(own, match.row.ruleset, lang)
            heading, view = forms.form_view(match, form, decks, lang)
        else:
            heading, view = ui.panel_view(
                match.id, match.row.version, match.state, seat, lang, place
            )
        return "\n".join([text, f"**{heading}**"] if heading else [text]), view

    async def after_panel_action(
        self, interaction: discord.Interaction, result: ActResult, lang: str
    ) -> None:
        """Replace the used panel: a new one while the same player decides, else a note."""
        match = result.match
        if match.deciding_user() == interaction.user.id:
            text, view = await self.panel(match, interaction.user.id, lang)
            await interaction.edit_original_response(content=text, view=view)
        else:
            await interaction.edit_original_response(content=t("done_panel", lang), view=None)


def _hand_ids(state: Any, seat: int) -> list[int]:
    """The card ids of a seat's hand, read from its own view (every game's view names its
    player's hand; the state's zones are each game's own)."""
    return sorted(card.id for card in engine.view(state, seat).players[seat].hand or ())
