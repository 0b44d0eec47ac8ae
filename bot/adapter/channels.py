"""Where the bot reaches Discord for a match: its channel or thread (fetched when not cached),
a message's buttons changed or taken off, a line said in the channel, and what each board or
hand message the bot uploaded shows (so the same pictures are never uploaded twice).
"""

from __future__ import annotations

import hashlib
import logging

import discord

from bot.adapter.mentions import pings
from bot.service.match_service import Match

log = logging.getLogger("rokumon")


def digest(files: list[discord.File]) -> str:
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


class Channels:
    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self.uploaded: dict[int, str] = {}  # board or hand message id -> what it shows

    async def get(self, channel_id: int) -> discord.abc.Messageable | None:
        """The match's channel or thread, fetched when it is not in the cache."""
        found = self.client.get_channel(channel_id)
        if found is None:
            try:
                found = await self.client.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return found if isinstance(found, discord.abc.Messageable) else None

    async def set_view(
        self, channel_id: int, message_id: int | None, view: discord.ui.View | None
    ) -> None:
        """Change a message's buttons (None takes them off), or leave it as it is when it was
        deleted or is out of reach (missing permissions, a Discord error): that is logged,
        and whatever the caller is doing (an answer, an expiry) carries on."""
        channel = await self.get(channel_id)
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

    async def drop_buttons(self, channel_id: int, message_id: int | None) -> None:
        """Take the buttons off a board message that another one replaced."""
        await self.set_view(channel_id, message_id, None)

    async def notice(self, match: Match, text: str, ping: int | None = None) -> None:
        """A line in the match's channel; ``ping`` is the one user it means to notify."""
        channel = await self.get(match.row.channel_id)
        if channel is not None:
            await channel.send(text, allowed_mentions=pings(ping) if ping else pings())
