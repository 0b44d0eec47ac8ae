"""Deus in the bot (being assembled)."""
