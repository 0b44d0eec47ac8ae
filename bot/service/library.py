"""The cards a server plays with: the shipped sets plus the sets that server imported.

Each server's imported sets are parsed once, in a worker thread, and kept with one
CardIndex per game until that server's sets change in this process (``forget``); a lookup,
an autocomplete keystroke or a deck check then parses nothing.

An imported set is checked whole before anything is stored (all-or-nothing): the file itself
(every error naming card and field, within the maxima of docs/cardsets.md), its ruleset, the
number of sets a server may hold, and that it shadows no card: no id already used (ids
compare case-insensitively) and no name already used by a card of that game in the
server's pool, shipped or imported, since a deck list could no longer tell the two apart;
nor a name that is the id of another card of that game, or an id that is such a name, since
a deck list reads a reference as an id first.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Final

import engine
from bot.store import CardSetRow, MatchStore
from carddb import CardIndex, CardSet, CardSetError, load_text, shipped_cards
from carddb import rulesets as deck_rules
from carddb.cardset import CardError
from carddb.messages import Message, said
from carddb.text import normalise_name
from engine.kernel.cards import PrintedCard

MAX_SETS_PER_SERVER: Final = 20
log = logging.getLogger(__name__)


class _Taken:
    """Who already holds each id (case-folded, over every game), each name (normalised, per
    game) and, per game, each id as a deck list reads it: CardIndex.find tries ids before
    names, so a name equal to an id of the same game could never be written by name."""

    def __init__(self) -> None:
        self.ids: dict[str, Message] = {}
        self.names: dict[tuple[str, str], Message] = {}
        self.game_ids: dict[tuple[str, str], Message] = {}

    def add(self, ruleset: str, cards: Iterable[PrintedCard], set_id: str = "") -> None:
        """Cards of a set (``set_id``) or shipped (no set id)."""
        for card in cards:
            held = (
                said("held_by_set", id=card.id, set=set_id)
                if set_id
                else said("held_shipped", id=card.id)
            )
            self.ids.setdefault(card.id.casefold(), held)
            self.names.setdefault((ruleset, normalise_name(card.name)), held)
            self.game_ids.setdefault((ruleset, normalise_name(card.id)), held)

    def clashes(self, card_set: CardSet) -> list[CardError]:
        """Every card of the set that would shadow a card held already, or one of its own."""
        found: list[CardError] = []
        own = _Taken()
        for card in card_set.cards:
            label = f"{card.id} ({card.name})"
            problem = self._clash(card_set.ruleset, card, own)
            if problem is not None:
                found.append(CardError(card_set.source, label, *problem))
            own.add(card_set.ruleset, [card], card_set.id)
        return found

    def _clash(self, ruleset: str, card: PrintedCard, own: _Taken) -> tuple[str, Message] | None:
        """(field, problem) for the first way the card shadows another, if it does."""
        name, as_id = (ruleset, normalise_name(card.name)), (ruleset, normalise_name(card.id))
        if card.id.casefold() in self.ids:
            return "id", said("id_taken", holder=self.ids[card.id.casefold()])
        id_named = self.names.get(as_id) or own.names.get(as_id)
        if id_named is not None:
            return "id", said("id_is_a_name", holder=id_named)
        holder = self.names.get(name) or own.names.get(name)
        if holder is not None:
            return "name", said("name_taken", holder=holder)
        named_id = self.game_ids.get(name) or own.game_ids.get(name)
        if named_id is not None:
            return "name", said("name_is_an_id", holder=named_id)
        return None


class _Pool:
    """One server's usable cards: shipped, then its imported sets in the order they came."""

    def __init__(
        self, shipped: Mapping[str, tuple[PrintedCard, ...]], rows: list[CardSetRow]
    ) -> None:
        self.shipped = shipped
        self.sets: list[CardSet] = []
        taken = self.taken()
        for row in sorted(rows, key=lambda r: (r.created_at, r.set_id)):
            self._add_stored(row, taken)
        cards: dict[str, list[PrintedCard]] = {
            ruleset: list(faces) for ruleset, faces in shipped.items()
        }
        for card_set in self.sets:
            cards.setdefault(card_set.ruleset, []).extend(card_set.cards)
        self.cards = {ruleset: tuple(faces) for ruleset, faces in cards.items()}
        self.indexes = {ruleset: CardIndex(faces) for ruleset, faces in self.cards.items()}
        self.words = {
            ruleset: [(c, _search_words(c)) for c in faces] for ruleset, faces in self.cards.items()
        }

    def taken(self, leaving_out: str = "") -> _Taken:
        taken = _Taken()
        for ruleset, faces in self.shipped.items():
            taken.add(ruleset, faces)
        for card_set in self.sets:
            if card_set.id != leaving_out:
                taken.add(card_set.ruleset, card_set.cards, card_set.id)
        return taken

    def _add_stored(self, row: CardSetRow, taken: _Taken) -> None:
        """A stored set that no longer loads or would shadow a card (stored before these
        checks existed) is left out, so that the server's other cards keep working."""
        try:
            card_set = load_text(row.body, row.set_id, row.format)
            clashes = taken.clashes(card_set)
        except CardSetError as exc:
            clashes = exc.errors
        if clashes:
            log.warning("guild %s: card set %s left out: %s", row.guild_id, row.set_id, clashes[0])
            return
        taken.add(card_set.ruleset, card_set.cards, card_set.id)
        self.sets.append(card_set)


def _search_words(card: PrintedCard) -> tuple[str, ...]:
    """Its name, id, type and race, each also in English where the set gives it."""
    fields = ("name", "id", "type", "race", "name_en", "type_en", "race_en")
    words = (getattr(card, field, "") for field in fields)
    return tuple(normalise_name(w) for w in words if w)


class CardLibrary:
    def __init__(self, store: MatchStore) -> None:
        self.store = store
        self._shipped = {
            ruleset: tuple(shipped_cards(ruleset)) for ruleset in engine.registry.ids()
        }
        self._pools: dict[int, _Pool] = {}
        self._changes: dict[int, int] = {}  # per server, how often its sets changed
        self._importing = asyncio.Lock()  # checks then stores: one import at a time

    async def cards(self, guild_id: int, ruleset: str) -> list[PrintedCard]:
        return list((await self._pool(guild_id)).cards.get(ruleset, ()))

    async def index(self, guild_id: int, ruleset: str) -> CardIndex:
        pool = await self._pool(guild_id)
        return pool.indexes.get(ruleset) or CardIndex([])

    async def search(self, guild_id: int, query: str, ruleset: str) -> list[PrintedCard]:
        """Cards whose name, id, type or race contains the query (spacing, width, case and
        invisible characters ignored)."""
        typed = normalise_name(query)
        words = (await self._pool(guild_id)).words.get(ruleset, [])
        return [card for card, keys in words if any(typed in key for key in keys)]

    def forget(self, guild_id: int) -> None:
        """Drop what was parsed for a server; called whenever its stored sets change."""
        self._pools.pop(guild_id, None)
        self._changes[guild_id] = self._changes.get(guild_id, 0) + 1

    async def _pool(self, guild_id: int) -> _Pool:
        pool = self._pools.get(guild_id)
        if pool is None:
            change = self._changes.get(guild_id, 0)
            rows = await self.store.card_sets(guild_id)
            pool = await asyncio.to_thread(_Pool, self._shipped, rows)
            if self._changes.get(guild_id, 0) == change:  # not stale: no change meanwhile
                self._pools[guild_id] = pool
        return pool

    async def import_set(
        self, guild_id: int, text: str, source: str, fmt: str, now: datetime
    ) -> CardSet:
        """Validate and store a set; CardSetError lists every problem and stores nothing."""
        card_set = await asyncio.to_thread(load_text, text, source, fmt)  # by its ruleset
        async with self._importing:
            pool = await self._pool(guild_id)
            held = {row.set_id for row in await self.store.card_sets(guild_id)}
            if len(held - {card_set.id}) >= MAX_SETS_PER_SERVER:
                problem = said("sets_full", limit=MAX_SETS_PER_SERVER)
                raise CardSetError([CardError(source, "", "set.id", problem)])
            clashes = pool.taken(leaving_out=card_set.id).clashes(card_set)
            if clashes:
                raise CardSetError(clashes)
            ruleset = card_set.ruleset
            kept = [
                c
                for s in pool.sets
                if s.ruleset == ruleset and s.id != card_set.id
                for c in s.cards
            ]
            cards = [*pool.shipped.get(ruleset, ()), *kept, *card_set.cards]
            broken = deck_rules.get(ruleset).pool_problem(cards)
            if broken is not None:  # the game could no longer start a match with them
                problem = said("pool_broken", ruleset=ruleset, detail=broken)
                raise CardSetError([CardError(source, "", "set", problem)])
            row = CardSetRow(guild_id, card_set.id, card_set.ruleset, card_set.name, fmt, text, now)
            await self.store.put_card_set(row)
            self.forget(guild_id)
        return card_set
