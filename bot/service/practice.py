"""Practice matches against Rokumon itself (issue 24 item 4): a member starts one with no
challenge (the bot always accepts), at a level (bot/players/levels.py); the bot brings one
of the game's starter decks, or drafts in a game whose decks are drafted in the match. A
rematch starts at once, the same decks with P1 and P2 swapped, at the same level. Mixed into
``MatchService`` (bot/service/match_service.py), whose store, card library, locks and clock
it uses. Who plays the bot's seat, and when, is the adapter's (bot/adapter/opponent.py).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import engine
from bot.players.chance import settle_chance
from bot.players.levels import LEVELS
from bot.service import starters
from bot.service.challenges import setup_of
from bot.service.library import CardLibrary
from bot.service.matches import NO_DECK, Match, ServiceError
from bot.store import ConflictError, MatchRow, MatchStore, snapshot
from carddb import Deck
from carddb import rulesets as deck_rules
from engine.kernel.events import Event

Started = tuple[Match, list[Event]]


class PracticeDesk:
    """Practice matches; ``MatchService`` supplies the attributes below."""

    store: MatchStore
    library: CardLibrary
    clock: Callable[[], datetime]
    seed_source: random.Random
    lock: Callable[[int], Any]
    _remember: Callable[[Match], Match]
    _deck: Callable[[int, int, str, str], Awaitable[Deck]]
    _finished: Callable[[int], Awaitable[Match]]
    _rematch: Callable[[int], Awaitable[tuple[tuple[int, int], tuple[Deck, Deck], Any]]]

    async def practice(
        self,
        where: tuple[int, int, int | None],
        players: tuple[int, int],
        ruleset: str,
        level: str,
        deck_name: str,
        names: tuple[str, str],
        options: tuple[str, ...] = (),
    ) -> Started:
        """A practice match of ``ruleset`` between the member and the bot (``players``, in
        that order: the member is P1), at ``level``, in ``where`` (guild, channel, and the
        thread it is played in, if any). The member's deck is ``deck_name`` (theirs or a
        starter; the game's first starter when empty); the bot's, a starter the seed picks."""
        guild_id = where[0]
        if ruleset not in engine.registry.ids():
            raise ServiceError("unknown_ruleset", ruleset=ruleset)
        if level not in LEVELS:
            raise ServiceError("unknown_level", level=level, known=", ".join(LEVELS))
        rules = deck_rules.get(ruleset)
        for option in options:
            if option not in rules.options:
                raise ServiceError("unknown_option", option=option, ruleset=ruleset)
        seed = self.seed_source.randrange(1, 2**31)
        decks = (NO_DECK, NO_DECK)
        if rules.deck_at_challenge:
            chosen = deck_name.strip() or starters.value(starters.names(ruleset)[0])
            mine = await self._deck(guild_id, players[0], chosen, ruleset)
            robot = random.Random(seed).choice(starters.names(ruleset))
            theirs = await self._deck(guild_id, players[1], starters.value(robot), ruleset)
            decks = (mine, theirs)
        index = await self.library.index(guild_id, ruleset)
        setup = setup_of(decks, index, seed, ruleset, names, options)
        return await self._start(where, players, setup, level, None)

    async def practice_rematch(
        self, where: tuple[int, int, int | None], user_id: int, match_id: int, bot_id: int
    ) -> Started:
        """The rematch of the finished practice match ``match_id``, asked for by its member:
        started at once, P1 and P2 swapped, the same decks and level."""
        old = await self._finished(match_id)
        level = old.row.practice
        if level is None or old.seat_of(user_id) is None or user_id == bot_id:
            raise ServiceError("not_a_player")
        players, decks, index = await self._rematch(match_id)
        names = (old.state.setup.names[1], old.state.setup.names[0])
        options = tuple(deck_rules.get(old.row.ruleset).options_of(old.state.setup))
        seed = self.seed_source.randrange(1, 2**31)
        setup = setup_of(decks, index, seed, old.row.ruleset, names, options)
        return await self._start(where, players, setup, level, match_id)

    async def _start(
        self,
        where: tuple[int, int, int | None],
        players: tuple[int, int],
        setup: Any,
        level: str,
        rematch_of: int | None,
    ) -> Started:
        guild_id, channel_id, play_in = where
        async with self.lock(channel_id):
            state, events = engine.new_match(setup)
            state, more, logged = settle_chance(state)
            now = self.clock()
            setup_json, body = snapshot.split(state)
            row = MatchRow(
                id=0,
                guild_id=guild_id,
                channel_id=channel_id if play_in is None else play_in,
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
                practice=level,
            )
            try:
                stored = await self.store.create_match(row, logged)
            except ConflictError:
                if rematch_of is not None and await self.store.rematch_of(rematch_of):
                    raise ServiceError("rematch_already_started") from None
                raise ServiceError("channel_busy") from None
            return self._remember(Match(stored, state)), events + more
