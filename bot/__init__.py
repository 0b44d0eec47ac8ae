"""Rokumon's drivers: the Discord bot (``create_bot``), the command line (``rokumon``), the
offline console, self-play, the scenario runner and benchmarks. They reach the engine only
through its one door (``legal_actions``/``apply``) and its per-viewer views.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.client import RokumonBot
    from bot.config import Settings

__all__ = ["create_bot"]


def create_bot(settings: Settings) -> RokumonBot:
    """The discord.py bot for these settings (not connected; ``bot.run`` connects)."""
    from bot.client import create_bot as build

    return build(settings)
