"""The match service's desk for what comes before a match: saved decks, challenges (with a
game's match settings, and no deck for a game that drafts its decks in the match), accepting
one into a new match, and rematches (issue 10, "End of match": the same decks, P1 and P2
swapped; a drafting game drafts again). Mixed into ``MatchService``
(bot/service/match_service.py), whose store, card library, locks and clock it uses.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import engine
from bot.players.chance import settle_chance
from bot.service import starters
from bot.service.library import CardLibrary
from bot.service.matches import NO_DECK, Match, ServiceError
from bot.service.rematch import decks_of
from bot.store import ChallengeRow, ConflictError, DeckRow, MatchRow, MatchStore, snapshot
from carddb import Deck, DeckListError, build_setup, load_deck
from carddb import rulesets as deck_rules
from engine.kernel.events import Event


class ChallengeDesk:
    """Decks, challenges and rematches; ``MatchService`` supplies the attributes below."""

    store: MatchStore
    library: CardLibrary
    clock: Callable[[], datetime]
    seed_source: random.Random
    deck_locks: dict[int, asyncio.Lock]  # a player's decks are written one at a time

    lock: Callable[[int], asyncio.Lock]  # a channel's lock
    match_by_id: Callable[[int], Awaitable[Match | None]]
    _remember: Callable[[Match], Match]

    # -- decks ----------------------------------------------------------------------------
    async def import_deck(
        self, guild_id: int, user_id: int, name: str, ruleset: str, text: str
    ) -> tuple[DeckRow, Deck]:
        """Validate then store; DeckListError (every bad line) stores nothing."""
        clean = _deck_name(name, ruleset)
        index = await self.library.index(guild_id, ruleset)
        deck = await asyncio.to_thread(
            load_deck, text, index, ruleset
        )  # never hold up the event loop
        row = DeckRow(user_id, clean, ruleset, text, self.clock())
        async with self.deck_locks.setdefault(user_id, asyncio.Lock()):
            await self.store.put_deck(row)
        return row, deck

    async def copy_starter(
        self, guild_id: int, user_id: int, ruleset: str, starter: str, name: str
    ) -> tuple[DeckRow, Deck, str]:
        """``/deck starter``: the starter deck ``starter`` saved as the player's deck
        ``name`` (its own name when empty), and which starter it was. Refused, with nothing
        stored, when no such starter exists, the name is not a deck name or the player
        already has a deck of that name (an import would replace it; a copy never does)."""
        if ruleset not in engine.registry.ids():
            raise ServiceError("unknown_ruleset", ruleset=ruleset)
        found = starters.find(ruleset, starter)
        if found is None:
            known = ", ".join(starters.names(ruleset)) or "-"
            raise ServiceError("unknown_starter", ruleset=ruleset, name=starter, known=known)
        clean = _deck_name(name.strip() or found, ruleset)
        text = starters.text(ruleset, found)
        index = await self.library.index(guild_id, ruleset)
        deck = await asyncio.to_thread(load_deck, text, index, ruleset)
        # the name is free when stored: no import of the same name lands in between
        async with self.deck_locks.setdefault(user_id, asyncio.Lock()):
            if await self.store.get_deck(user_id, clean) is not None:
                raise ServiceError("deck_name_taken", name=clean)
            row = DeckRow(user_id, clean, ruleset, text, self.clock())
            await self.store.put_deck(row)
        return row, deck, found

    async def saved_deck(self, guild_id: int, user_id: int, name: str, ruleset: str) -> Deck:
        """One of the player's saved decks of ``ruleset`` or one of its starters, checked
        again by its deck rules (a game that builds decks in the match may take one:
        bot/adapter/forms.py)."""
        return await self._deck(guild_id, user_id, name, ruleset)

    async def _deck_source(self, user_id: int, name: str, ruleset: str) -> tuple[str, str]:
        """The deck ``name`` picks for a match of ``ruleset``, as (the name a challenge keeps,
        its list): the player's own deck of that name, else the game's starter it names."""
        row = await self.store.get_deck(user_id, name)
        if row is not None and row.ruleset == ruleset:
            return name, row.body
        found = starters.find(ruleset, name)
        if found is not None:  # also when the player's deck of that name is another game's
            return starters.value(found), starters.text(ruleset, found)
        if row is None:
            raise ServiceError("no_deck", name=name)
        raise ServiceError("deck_wrong_ruleset", name=name, ruleset=row.ruleset)

    async def _deck(self, guild_id: int, user_id: int, name: str, ruleset: str) -> Deck:
        _, body = await self._deck_source(user_id, name, ruleset)
        index = await self.library.index(guild_id, ruleset)
        try:
            return await asyncio.to_thread(load_deck, body, index, ruleset)
        except DeckListError as exc:  # said in the reader's language (bot/presentation/i18n.py)
            raise ServiceError("deck_invalid_now", name=name, detail=exc) from None

    # -- challenges -----------------------------------------------------------------------
    async def challenge(
        self,
        guild_id: int,
        channel_id: int,
        challenger: int,
        opponent: int,
        ruleset: str,
        deck_name: str,
        options: tuple[str, ...] = (),
    ) -> ChallengeRow:
        if opponent == challenger:
            raise ServiceError("challenge_self")
        if ruleset not in engine.registry.ids():
            raise ServiceError("unknown_ruleset", ruleset=ruleset)
        rules = deck_rules.get(ruleset)
        for option in options:
            if option not in rules.options:
                raise ServiceError("unknown_option", option=option, ruleset=ruleset)
        async with self.lock(channel_id):
            if await self.store.active_match(channel_id) is not None:
                raise ServiceError("channel_busy")
            if rules.deck_at_challenge:
                if not deck_name.strip():
                    raise ServiceError("deck_required", ruleset=ruleset)
                await self._deck(guild_id, challenger, deck_name, ruleset)
                # a starter is kept by its value: a deck the challenger saves meanwhile
                # under a starter's title does not change the deck challenged with
                deck_name, _ = await self._deck_source(challenger, deck_name, ruleset)
            else:
                deck_name = ""  # the decks are built in the match (a draft)
                index = await self.library.index(guild_id, ruleset)
                setup_of((NO_DECK, NO_DECK), index, 1, ruleset, ("P1", "P2"), options)
            row = ChallengeRow(
                channel_id,
                guild_id,
                challenger,
                opponent,
                ruleset,
                deck_name,
                None,
                self.clock(),
                options=",".join(options),
            )
            try:
                await self.store.put_challenge(row)
            except ConflictError:
                raise ServiceError("challenge_pending") from None
            return row

    async def _challenge_for(self, channel_id: int) -> ChallengeRow:
        row = await self.store.get_challenge(channel_id)
        if row is None:
            raise ServiceError("no_challenge")
        return row

    async def accept(
        self,
        channel_id: int,
        user_id: int,
        deck_name: str,
        names: tuple[str, str],
        play_in: int | None = None,
    ) -> tuple[Match, list[Event]]:
        """Start the match the challenge in ``channel_id`` asks for, played there or in the
        thread ``play_in``; ``names`` by seat (``seats``). A rematch's decks are its match's
        (``deck_name`` is not read)."""
        async with self.lock(channel_id):
            challenge = await self._challenge_for(channel_id)
            if user_id != challenge.opponent:
                raise ServiceError("not_challenged")
            guild, ruleset = challenge.guild_id, challenge.ruleset
            rules = deck_rules.get(ruleset)
            players = (challenge.challenger, user_id)
            if challenge.rematch_of is not None:
                players, (first, second), index = await self._rematch(challenge.rematch_of)
            elif rules.deck_at_challenge:
                if not deck_name.strip():
                    raise ServiceError("deck_required", ruleset=ruleset)
                first = await self._deck(guild, challenge.challenger, challenge.deck_name, ruleset)
                second = await self._deck(guild, user_id, deck_name, ruleset)
                index = await self.library.index(guild, ruleset)
            else:
                first = second = NO_DECK
                index = await self.library.index(guild, ruleset)
            seed = self.seed_source.randrange(1, 2**31)
            options = tuple(o for o in challenge.options.split(",") if o)
            setup = setup_of((first, second), index, seed, ruleset, names, options)
            where = (guild, channel_id if play_in is None else play_in)
            row, state, events, logged = opening(
                setup, where, players, self.clock(), challenge.rematch_of
            )
            try:
                stored = await self.store.create_match(row, logged, challenge_channel=channel_id)
            except ConflictError:
                if challenge.rematch_of and await self.store.rematch_of(challenge.rematch_of):
                    # the offer is spent: it must not hold the channel until it expires
                    await self.store.delete_challenge(channel_id, challenge.created_at)
                    raise ServiceError("rematch_already_started") from None
                raise ServiceError("channel_busy") from None
            return self._remember(Match(stored, state)), events

    # -- rematches (issue 10, "End of match") -------------------------------------------
    async def offer_rematch(self, channel_id: int, user_id: int, match_id: int) -> ChallengeRow:
        """A player of the finished match ``match_id`` offers the other a rematch in
        ``channel_id``: a challenge that, accepted, replays the match's decks with P1 and P2
        swapped. Refused when a rematch is already offered or started, or the channel is
        busy, or the decks can no longer be played (said now rather than at the accept)."""
        old = await self._finished(match_id)
        seat = old.seat_of(user_id)
        if seat is None:
            raise ServiceError("not_a_player")
        # the result (and its button) is in the thread and in its parent channel: one lock
        # per finished match keeps both from offering at once (match ids are small, channel
        # ids are snowflakes, so the negative key meets no channel's)
        async with self.lock(-match_id), self.lock(channel_id):
            if await self.store.rematch_of(match_id) is not None:
                raise ServiceError("rematch_already_started")
            offered = await self.rematch_offer(match_id)
            if offered is not None:
                raise ServiceError("rematch_already_offered", channel=f"<#{offered.channel_id}>")
            if await self.store.active_match(channel_id) is not None:
                raise ServiceError("channel_busy")
            await self._rematch(match_id)
            row = ChallengeRow(
                channel_id=channel_id,
                guild_id=old.row.guild_id,
                challenger=user_id,
                opponent=old.row.players[1 - seat],
                ruleset=old.row.ruleset,
                deck_name="",
                message_id=None,
                created_at=self.clock(),
                rematch_of=match_id,
                options=",".join(deck_rules.get(old.row.ruleset).options_of(old.state.setup)),
            )
            try:
                await self.store.put_challenge(row)
            except ConflictError:
                raise ServiceError("challenge_pending") from None
            return row

    async def rematch_offer(self, match_id: int) -> ChallengeRow | None:
        """The challenge, in any channel, that offers the rematch of ``match_id``."""
        found = [c for c in await self.store.challenges() if c.rematch_of == match_id]
        return found[0] if found else None

    async def seats(self, challenge: ChallengeRow) -> tuple[int, int]:
        """Who is P1 and P2 once the challenge is accepted: the challenger first, or for a
        rematch the replayed match's players the other way round (whoever offered it)."""
        if challenge.rematch_of is None:
            return challenge.challenger, challenge.opponent
        old = await self._finished(challenge.rematch_of)
        return old.row.players[1], old.row.players[0]

    async def _finished(self, match_id: int) -> Match:
        old = await self.match_by_id(match_id)
        if old is None or old.row.status != "finished":
            raise ServiceError("rematch_unavailable")  # aborted matches have no result
        return old

    async def _rematch(self, match_id: int) -> tuple[tuple[int, int], tuple[Deck, Deck], Any]:
        """The rematch's players and decks by seat (swapped), and its card index; a game
        that drafts its decks in the match drafts again."""
        old = await self._finished(match_id)
        players = (old.row.players[1], old.row.players[0])
        if not deck_rules.get(old.row.ruleset).deck_at_challenge:
            index = await self.library.index(old.row.guild_id, old.row.ruleset)
            return players, (NO_DECK, NO_DECK), index
        try:
            (first, second), index = await asyncio.to_thread(decks_of, old.state.setup)
        except DeckListError as exc:
            raise ServiceError("rematch_decks_gone", detail=exc) from None
        return players, (second, first), index

    async def decline(self, channel_id: int, user_id: int) -> ChallengeRow:
        return await self._drop_challenge(channel_id, user_id, "opponent")

    async def cancel(self, channel_id: int, user_id: int) -> ChallengeRow:
        return await self._drop_challenge(channel_id, user_id, "challenger")

    async def _drop_challenge(self, channel_id: int, user_id: int, role: str) -> ChallengeRow:
        async with self.lock(channel_id):
            challenge = await self._challenge_for(channel_id)
            if getattr(challenge, role) != user_id:
                raise ServiceError("not_challenged" if role == "opponent" else "not_challenger")
            await self.store.delete_challenge(channel_id)
            return challenge


def opening(
    setup: Any,
    where: tuple[int, int],
    players: tuple[int, int],
    now: datetime,
    rematch_of: int | None = None,
    practice: str | None = None,
) -> tuple[MatchRow, Any, list[Event], list[tuple[int | None, str]]]:
    """A new match of ``setup`` played in ``where`` (its guild, and the channel or thread):
    its first row, its state once the opening chance steps are settled, their events and
    what they logged."""
    state, events = engine.new_match(setup)
    state, more, logged = settle_chance(state)
    setup_json, body = snapshot.split(state)
    row = MatchRow(
        id=0,
        guild_id=where[0],
        channel_id=where[1],
        ruleset=setup.ruleset,
        players=players,
        status="active",
        version=state.version,
        state=body,
        board_message_id=None,
        created_at=now,
        updated_at=now,
        reminded=0,
        result=None,
        rematch_of=rematch_of,
        setup=setup_json,
        practice=practice,
    )
    return row, state, events + more, logged


def setup_of(
    decks: tuple[Deck, Deck],
    index: Any,
    seed: int,
    ruleset: str,
    names: tuple[str, str],
    options: tuple[str, ...],
) -> Any:
    """The match's setup with its options; a server's card data the game cannot play with
    (a draft's pool broken by an imported set, say) is refused, naming what is wrong."""
    rules = deck_rules.get(ruleset)
    try:
        return rules.with_options(build_setup(decks, index, seed, ruleset, names), options)
    except ValueError as exc:  # the game's own reading of the server's cards
        raise ServiceError("cards_unplayable", ruleset=ruleset, detail=str(exc)[:300]) from None


def _deck_name(name: str, ruleset: str) -> str:
    """A player's deck name, trimmed; refused when the game is unknown, the name is not 1 to
    50 characters or it would read as a starter deck's value."""
    if ruleset not in engine.registry.ids():
        raise ServiceError("unknown_ruleset", ruleset=ruleset)
    clean = name.strip()
    if not 1 <= len(clean) <= 50:
        raise ServiceError("bad_deck_name")
    if starters.is_reserved(clean):
        raise ServiceError("deck_name_reserved", prefix=starters.PREFIX)
    return clean
