"""Turn notices: when the decision passes to another player, that player is told once, in
a short message that mentions only them, deleted at the next hand-over (and when the match
ends), so the channel never fills with pings.

Each player chooses (``/settings notify``, bot/store/base.py ``NotifyPrefs``): at every
hand-over, only at the start of their turn (once per turn, however often the decision goes
back and forth), or never; in the channel or by DM; and quiet hours on their own clock in
which nothing is sent. A player who just acted and still decides is never told.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from typing import TYPE_CHECKING, Any

import discord

import engine
from bot.adapter.mentions import pings
from bot.presentation import present
from bot.presentation.i18n import t
from bot.service.match_service import ServiceError
from bot.store import Notice, NotifyPrefs

if TYPE_CHECKING:
    from bot.adapter.channels import Channels
    from bot.adapter.languages import Languages
    from bot.service.match_service import Match, MatchService

log = logging.getLogger("rokumon")


MAX_QUIET_CHARS = 20
_QUIET = re.compile(r"\s*(\d{1,2})\s*[-~〜～]\s*(\d{1,2})\s*")
_NO_QUIET = ("off", "none", "なし", "オフ", "0-0")


def parse_quiet(text: str) -> tuple[int | None, int | None]:
    """Quiet hours as typed (``23-7``, full-width too; ``off`` for none) -> (from, to) hours
    0-23; ServiceError ``bad_quiet_hours`` for anything else. Bounded, one regex match."""
    shown = text[:MAX_QUIET_CHARS]
    plain = unicodedata.normalize("NFKC", shown).strip().lower()
    if len(text) > MAX_QUIET_CHARS:
        raise ServiceError("bad_quiet_hours", text=shown)
    if plain in _NO_QUIET:
        return None, None
    found = _QUIET.fullmatch(plain)
    if found is None or not found[1].isascii() or not found[2].isascii():
        raise ServiceError("bad_quiet_hours", text=shown)
    start, end = int(found[1]), int(found[2])
    if start > 24 or end > 24:
        raise ServiceError("bad_quiet_hours", text=shown)
    return start % 24, end % 24


def notify_summary(prefs: NotifyPrefs, lang: str) -> str:
    """The player's notice settings in a sentence."""
    start, end = prefs.quiet_from, prefs.quiet_to
    if start is None or end is None or start == end:
        quiet = t("notify_no_quiet", lang)
    else:
        quiet = t("notify_quiet", lang, start=start, end=end)
    hours, minutes = divmod(abs(prefs.utc_offset), 60)
    offset = f"{'+' if prefs.utc_offset >= 0 else '-'}{hours}" + (
        f":{minutes:02}" if minutes else ""
    )
    return t(
        "notify_saved",
        lang,
        when=t(f"notify_{prefs.mode}", lang),
        where=t("notify_by_dm" if prefs.dm else "notify_in_channel", lang),
        quiet=quiet,
        offset=offset,
    )


def _decider(state: Any) -> int:
    if state is None or state.result is not None:
        return -1
    actor: int = engine.decision(state).actor
    return actor


class TurnNotices:
    def __init__(
        self, client: discord.Client, service: MatchService, langs: Languages, channels: Channels
    ) -> None:
        self.client = client
        self.service = service
        self.langs = langs
        self.channels = channels

    async def hand_over(self, match: Match, before: Any) -> None:
        """After ``match`` was shown: tell its decider, if the decision just passed to them
        (``before``: the state the action started from; None for a new match)."""
        store = self.service.store
        seat = _decider(match.state) if match.row.status == "active" else -1
        if seat >= 0 and seat == _decider(before):
            return  # the same player still decides: their notice, if any, stays
        notice = await store.turn_notice(match.id)
        if notice.message_id is not None:
            await self._delete(notice)
            notice = Notice(told_turn=notice.told_turn)
        if seat >= 0:
            notice = await self._tell(match, seat, notice)
        await store.set_turn_notice(match.id, notice)

    async def _tell(self, match: Match, seat: int, notice: Notice) -> Notice:
        user_id = match.row.players[seat]
        if self.client.user is not None and user_id == self.client.user.id:
            return notice  # the bot's seat of a practice match: it needs no telling
        prefs = await self.service.store.notify_prefs(user_id)
        number, owner = present.turn(match.state)
        if prefs.mode == "never" or prefs.quiet_at(self.service.clock()):
            return notice
        if prefs.mode == "turn" and (owner != seat or notice.told_turn == number):
            return notice
        guild_id = match.row.guild_id
        # a DM speaks the player's language, as their hand DM does; the channel the server's
        if prefs.dm:
            lang = await self.langs.dm(user_id, guild_id)
        else:
            lang = await self.langs.guild(guild_id)
        try:
            sent = await self._send(match, user_id, prefs.dm, lang)
        except discord.HTTPException as exc:  # closed DMs, lost permissions: play goes on
            log.warning("turn notice to %s failed (%s %s)", user_id, exc.status, exc.code)
            return notice
        if sent is None:
            return notice
        told = number if owner == seat else notice.told_turn
        return Notice(sent.channel.id, sent.id, told)

    async def _send(
        self, match: Match, user_id: int, by_dm: bool, lang: str
    ) -> discord.Message | None:
        what = present.decision_words(match.state, lang)
        if by_dm:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            channel = await self.channels.get(match.row.channel_id)
            where = getattr(channel, "mention", "")
            text = t("turn_notice_dm", lang, what=what, channel=where)
            return await user.send(text)
        channel = await self.channels.get(match.row.channel_id)
        if channel is None:
            return None
        text = t("turn_notice", lang, user=f"<@{user_id}>", what=what)
        return await channel.send(text, allowed_mentions=pings(user_id))

    async def _delete(self, notice: Notice) -> None:
        if notice.channel_id is None or notice.message_id is None:
            return
        try:
            client = self.client
            channel = client.get_channel(notice.channel_id) or await client.fetch_channel(
                notice.channel_id
            )
            await channel.get_partial_message(notice.message_id).delete()  # type: ignore[union-attr]
        except discord.HTTPException:  # already gone, or no longer ours to delete
            pass
