"""Pictures as Discord attachments: each carries its alt text (the attachment's description,
which screen readers and Discord's "ALT" badge show), cut to Discord's limit.
"""

from __future__ import annotations

import io

import discord

from renderer.draw import Picture

ALT_CHARS = 1024  # Discord's limit on an attachment's description


def picture_file(picture: Picture, filename: str) -> discord.File:
    """``picture`` as an attachment named ``filename``, described by its alt text."""
    description = picture.alt[:ALT_CHARS] or None
    return discord.File(io.BytesIO(picture.png), filename=filename, description=description)
