"""Whom a message may ping: the client's default pings no one (names and card names are
user text); a message that means to notify someone names exactly them."""

from __future__ import annotations

import discord


def pings(*user_ids: int) -> discord.AllowedMentions:
    """Mentions for a message that means to ping these users, and nobody else: the client's
    default pings no one (names and card names are user text)."""
    users = [discord.Object(id=user_id) for user_id in user_ids]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)
