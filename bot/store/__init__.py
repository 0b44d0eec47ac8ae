"""Persistent storage of matches, decks, card sets and settings (``MatchStore``)."""

from bot.store.base import (
    CardSetRow,
    ChallengeRow,
    ConflictError,
    DeckRow,
    DmRecord,
    GuildSettings,
    LoggedAction,
    MatchRow,
    MatchStore,
    Notice,
    NotifyPrefs,
    StoreInUseError,
)
from bot.store.sqlite import SqliteStore

__all__ = [
    "CardSetRow",
    "ChallengeRow",
    "ConflictError",
    "DeckRow",
    "DmRecord",
    "GuildSettings",
    "LoggedAction",
    "MatchRow",
    "MatchStore",
    "Notice",
    "NotifyPrefs",
    "SqliteStore",
    "StoreInUseError",
]
