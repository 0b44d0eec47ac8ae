"""The cards a server plays with: the shipped sets plus the sets that server imported.

An imported set is checked whole before anything is stored (all-or-nothing): the file
itself (every error naming card and field), its ruleset, and that its card ids collide
with no shipped card and no other set of the server.
"""

from __future__ import annotations

from datetime import datetime

import engine
from bot.store import CardSetRow, MatchStore
from carddb import CardIndex, CardSet, CardSetError, load_text, shipped_cards
from carddb.cardset import CardError
from engine.cards import CardDef


class CardLibrary:
    def __init__(self, store: MatchStore) -> None:
        self.store = store
        self._indexes: dict[int, CardIndex] = {}
        self._shipped = {ruleset: shipped_cards(ruleset) for ruleset in engine.registry.ids()}

    async def cards(self, guild_id: int, ruleset: str = "mc20th") -> list[CardDef]:
        found = list(self._shipped.get(ruleset, []))
        for row in await self.store.card_sets(guild_id):
            if row.ruleset == ruleset:
                found += load_text(row.body, row.set_id, row.format).cards
        return found

    async def index(self, guild_id: int, ruleset: str = "mc20th") -> CardIndex:
        key = hash((guild_id, ruleset))
        if key not in self._indexes:
            self._indexes[key] = CardIndex(await self.cards(guild_id, ruleset))
        return self._indexes[key]

    async def import_set(
        self, guild_id: int, text: str, source: str, fmt: str, now: datetime
    ) -> CardSet:
        """Validate and store a set; CardSetError lists every problem and stores nothing."""
        card_set = load_text(text, source, fmt)
        if card_set.ruleset not in engine.registry.ids():
            known = ", ".join(engine.registry.ids())
            problem = f"unknown ruleset '{card_set.ruleset}' (known: {known})"
            raise CardSetError([CardError(source, "", "set.ruleset", problem)])
        taken = {c.id: "a shipped card" for c in self._shipped.get(card_set.ruleset, [])}
        for row in await self.store.card_sets(guild_id):
            if row.set_id != card_set.id:
                for card in load_text(row.body, row.set_id, row.format).cards:
                    taken[card.id] = f"set {row.set_id}"
        clashes = [
            CardError(source, f"{c.id} ({c.name})", "id", f"is already used by {taken[c.id]}")
            for c in card_set.cards
            if c.id in taken
        ]
        if clashes:
            raise CardSetError(clashes)
        row = CardSetRow(guild_id, card_set.id, card_set.ruleset, card_set.name, fmt, text, now)
        await self.store.put_card_set(row)
        self._indexes = {}
        return card_set
