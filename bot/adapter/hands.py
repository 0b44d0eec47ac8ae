"""Each player's hand, privately: a DM with the hand picture and its card lines, edited in
place while the hand changes; a DM that fails for any reason is given up for the match and
the player told once, in the channel, to use /hand (the ephemeral reply that shows it).
Pictures are rendered off the event loop.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

import engine
from bot.adapter.attachments import picture_file
from bot.adapter.channels import Channels
from bot.adapter.channels import digest as digest_of
from bot.adapter.config import Settings
from bot.adapter.languages import Languages
from bot.presentation import present
from bot.presentation.i18n import t
from bot.service.match_service import Match, MatchService
from bot.store import DmRecord

log = logging.getLogger("rokumon")


def names(match: Match) -> tuple[str, str]:
    """The two players' names as the match was set up."""
    found = match.state.setup.names
    return found[0], found[1]


class Hands:
    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        settings: Settings,
        langs: Languages,
        channels: Channels,
    ) -> None:
        self.client = client
        self.service = service
        self.settings = settings
        self.langs = langs
        self.channels = channels

    async def hand_picture(self, match: Match, seat: int, lang: str) -> tuple[str, discord.File]:
        guild = self.client.get_guild(match.row.guild_id)
        channel = await self.channels.get(match.row.channel_id)
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
            if self.client.user is not None and user_id == self.client.user.id:
                continue  # the bot's own seat in a practice match: its hand is its secret
            new_hand = _hand_ids(match.state, seat)
            if before is not None and _hand_ids(before, seat) == new_hand:
                continue
            await self.send_hand_dm(match, seat, user_id)

    async def send_hand_dm(self, match: Match, seat: int, user_id: int) -> None:
        store = self.service.store
        record = await store.get_dm(match.id, user_id)
        if record is not None and record.closed:
            return
        lang = await self.langs.dm(user_id, match.row.guild_id)
        text, file = await self.hand_picture(match, seat, lang)
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            dm = user.dm_channel or await user.create_dm()
            digest = digest_of([file]) + text
            if record is not None and record.message_id:
                if self.channels.uploaded.get(record.message_id) == digest:
                    return  # the same hand, shown already
                try:
                    old = dm.get_partial_message(record.message_id)
                    await old.edit(content=text, attachments=[file])
                    self.channels.uploaded[record.message_id] = digest
                    return
                except discord.NotFound:
                    pass
            sent = await dm.send(text, file=file)
            self.channels.uploaded[sent.id] = digest
            await store.put_dm(match.id, user_id, DmRecord(dm.id, sent.id, False))
        except discord.HTTPException as exc:
            # closed DMs (50007), DMs opened too fast (40003) or any other failure: the
            # action stands; the player is told once, in the channel, to use /hand
            log.warning("hand DM to %s failed (%s %s)", user_id, exc.status, exc.code)
            await store.put_dm(match.id, user_id, DmRecord(None, None, True))
            said = t(
                "dm_closed", await self.langs.guild(match.row.guild_id), name=names(match)[seat]
            )
            await self.channels.notice(match, said)


def _hand_ids(state: Any, seat: int) -> list[int]:
    """The card ids of a seat's hand, read from its own view (every game's view names its
    player's hand; the state's zones are each game's own)."""
    return sorted(card.id for card in engine.view(state, seat).players[seat].hand or ())
