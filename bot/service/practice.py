"""Practice matches against Rokumon itself (issue 24 item 4): a member starts one with no
challenge (the bot always accepts), at a level (bot/players/levels.py); the bot brings one
of the game's starter decks, or drafts in a game whose decks are drafted in the match. A
rematch starts at once, the same decks with P1 and P2 swapped, at the same level. Mixed into
``MatchService`` (bot/service/match_service.py), whose store, card library, locks and clock
it uses. Who plays the bot's seat, and when, is the adapter's (bot/adapter/opponent.py).

A practice match is planned first (everything checked, its setup built) and started after:
the adapter opens the match's thread in between, so a refusal leaves nothing behind. A
member plays one practice match at a time: a forgotten one would otherwise hold a channel
(where no thread can be had) and the bot's memory for ever.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import engine
from bot.players.levels import LEVELS
from bot.service import starters
from bot.service.challenges import opening, setup_of
from bot.service.library import CardLibrary
from bot.service.matches import NO_DECK, Match, ServiceError
from bot.store import ConflictError, MatchStore
from carddb import Deck
from carddb import rulesets as deck_rules
from engine.kernel.events import Event

Started = tuple[Match, list[Event]]


@dataclass(frozen=True)
class Plan:
    """A practice match checked and ready to start: its players by seat (the bot's user id
    among them), setup and level, and the finished match it replays (a rematch)."""

    guild_id: int
    member: int
    players: tuple[int, int]
    setup: Any
    level: str
    rematch_of: int | None = None


class PracticeDesk:
    """Practice matches; ``MatchService`` supplies the attributes below."""

    store: MatchStore
    library: CardLibrary
    clock: Callable[[], datetime]
    seed_source: random.Random
    lock: Callable[[int], Any]
    _remember: Callable[[Match], Match]
    _reloaded: Callable[[Match], Awaitable[Match]]
    match_in: Callable[[int], Awaitable[Match | None]]
    _deck: Callable[[int, int, str, str], Awaitable[Deck]]
    _finished: Callable[[int], Awaitable[Match]]
    _rematch: Callable[[int], Awaitable[tuple[tuple[int, int], tuple[Deck, Deck], Any]]]

    async def plan_practice(
        self,
        guild_id: int,
        players: tuple[int, int],
        ruleset: str,
        level: str,
        deck_name: str,
        names: tuple[str, str],
        options: tuple[str, ...] = (),
    ) -> Plan:
        """A practice match of ``ruleset`` between the member and the bot (``players``, in
        that order: the member is P1), at ``level``. The member's deck is ``deck_name``
        (theirs or a starter; the game's first starter when empty); the bot's, a starter
        the seed picks."""
        if ruleset not in engine.registry.ids():
            raise ServiceError("unknown_ruleset", ruleset=ruleset)
        if level not in LEVELS:
            raise ServiceError("unknown_level", level=level, known=", ".join(LEVELS))
        rules = deck_rules.get(ruleset)
        for option in options:
            if option not in rules.options:
                raise ServiceError("unknown_option", option=option, ruleset=ruleset)
        await self._one_at_a_time(players[0])
        seed = self.seed_source.randrange(1, 2**31)
        decks = (NO_DECK, NO_DECK)
        if rules.deck_at_challenge:
            shipped = starters.names(ruleset)
            if not shipped:  # the bot plays a starter: a game without one cannot be practised
                raise ServiceError("practice_no_starter", ruleset=ruleset)
            chosen = deck_name.strip() or starters.value(shipped[0])
            mine = await self._deck(guild_id, players[0], chosen, ruleset)
            robot = starters.value(random.Random(seed).choice(shipped))
            decks = (mine, await self._deck(guild_id, players[1], robot, ruleset))
        index = await self.library.index(guild_id, ruleset)
        setup = setup_of(decks, index, seed, ruleset, names, options)
        return Plan(guild_id, players[0], players, setup, level)

    async def plan_rematch(self, user_id: int, match_id: int, bot_id: int) -> Plan:
        """The rematch of the finished practice match ``match_id``, asked for by its member:
        P1 and P2 swapped, the same decks and level."""
        old = await self._finished(match_id)
        level = old.row.practice
        if level is None or old.seat_of(user_id) is None or user_id == bot_id:
            raise ServiceError("not_a_player")
        if await self.store.rematch_of(match_id) is not None:
            raise ServiceError("rematch_already_started")
        await self._one_at_a_time(user_id)
        players, decks, index = await self._rematch(match_id)
        names = (old.state.setup.names[1], old.state.setup.names[0])
        options = tuple(deck_rules.get(old.row.ruleset).options_of(old.state.setup))
        seed = self.seed_source.randrange(1, 2**31)
        setup = setup_of(decks, index, seed, old.row.ruleset, names, options)
        return Plan(old.row.guild_id, user_id, players, setup, level, match_id)

    async def _one_at_a_time(self, member: int) -> None:
        for row in await self.store.active_matches():
            if row.practice is not None and member in row.players:
                raise ServiceError("practice_already", channel=f"<#{row.channel_id}>")

    async def start_practice(self, plan: Plan, channel_id: int, play_in: int | None) -> Started:
        """Start the planned match in ``channel_id``, or in its thread ``play_in``."""
        # a member's lock (user ids are snowflakes, far from any match id a rematch locks
        # by): two commands at once start one match
        async with self.lock(-plan.member), self.lock(channel_id):
            await self._one_at_a_time(plan.member)
            where = (plan.guild_id, channel_id if play_in is None else play_in)
            row, state, events, logged = opening(
                plan.setup, where, plan.players, self.clock(), plan.rematch_of, plan.level
            )
            try:
                stored = await self.store.create_match(row, logged)
            except ConflictError:
                if plan.rematch_of is not None and await self.store.rematch_of(plan.rematch_of):
                    raise ServiceError("rematch_already_started") from None
                raise ServiceError("channel_busy") from None
            return self._remember(Match(stored, state)), events

    async def abort_if_unchanged(self, match: Match) -> Match | None:
        """Abort ``match`` unless someone acted since it was read (None then): the idle
        watcher ends a practice match its member left."""
        async with self.lock(match.row.channel_id):
            current = await self.match_in(match.row.channel_id)
            if current is None or current.id != match.id:
                return None
            if current.row.version != match.row.version:
                return None
            await self.store.end_match(match.id, "aborted", "aborted", self.clock())
            return await self._reloaded(match)
