"""A validated deck of any ruleset, as card ids: what a ruleset's deck rules give back from a
deck list (``DeckRules.validate``, carddb/rulesets.py) and its match setup takes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Deck:
    """A validated deck: its summoner (if any) and its deck cards, as card ids.

    ``summoner`` is the Monster Collection family's card set apart (mc20th [8-1]); every
    other game's decks hold None. It stays here while the bot reads it of any deck (see
    docs/architecture.md)."""

    summoner: str | None
    cards: tuple[str, ...]
