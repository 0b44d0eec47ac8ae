"""The match service: challenges, matches and actions, stored through a ``MatchStore``.

Discord cogs, the load benchmark and tests all go through here; nothing here knows about
Discord. Each action runs under the match's lock and is written with a version
compare-and-swap, so a double click or a stale button applies at most once; an action
finishes even when its caller gives up. The copies of the active matches kept in memory only
move forward (nothing else writes them: one writer per store), and after a version conflict
they are read again from the store. Only what runs under the channel's lock adds or drops a
copy; what lands without it (a board message id, a read that saw a write meanwhile) never
brings back a match that ended. Chance steps (dice, shuffles) are resolved from the
match seed right after each action and logged with it, so the action log alone replays the
match.
"""

from __future__ import annotations

import asyncio
import math
import random
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import engine
from bot.players.chance import settle_chance
from bot.service.binding import ClockGap, Sent, seen_version
from bot.service.challenges import ChallengeDesk
from bot.service.library import CardLibrary
from bot.service.matches import MAX_BATCH, NO_DECK, ActResult, Match, ServiceError, result_text
from bot.service.practice import PracticeDesk
from bot.service.repeats import MAX_VALUE_CHARS, names_version, resigns, split_offered
from bot.store import MatchRow, MatchStore, snapshot
from engine.kernel.actions import Action, Resign
from engine.kernel.events import Event

__all__ = ["NO_DECK", "ActResult", "Match", "MatchService", "ServiceError", "result_text"]


class MatchService(ChallengeDesk, PracticeDesk):
    def __init__(
        self,
        store: MatchStore,
        library: CardLibrary | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.store = store
        self.library = library or CardLibrary(store)
        self.clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        self.deck_locks: dict[int, asyncio.Lock] = {}  # user -> writing their decks
        self._states: dict[int, tuple[int, Any]] = {}  # match id -> (version, decoded state)
        # channel -> its active match; this process is the only writer of matches
        self._active: dict[int, Match] = {}
        # channel -> how often its match was written here: a read from the store that saw
        # a write land meanwhile may hold what came before it, and is not kept
        self._writes: dict[int, int] = {}
        self.seed_source: random.Random = random.SystemRandom()
        self.clock_gap = ClockGap()  # this clock against Discord's (bot/service/binding.py)

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # -- reading --------------------------------------------------------------------------
    def _decoded(self, row: MatchRow) -> Match:
        """The row with its state; decoding is skipped when this version was seen before."""
        cached = self._states.get(row.id)
        if cached is None or cached[0] != row.version:
            cached = (row.version, snapshot.decode(row))
            self._states[row.id] = cached
        return Match(row, cached[1])

    async def match_in(self, channel_id: int) -> Match | None:
        while True:
            cached = self._active.get(channel_id)
            if cached is not None:
                return cached
            writes = self._writes.get(channel_id, 0)
            row = await self.store.active_match(channel_id)
            if self._writes.get(channel_id, 0) != writes:
                continue  # an action, abort or claim landed during the read: read again
            if row is None:
                return None
            return self._remember(self._decoded(row))

    async def match_by_id(self, match_id: int) -> Match | None:
        for cached in self._active.values():
            if cached.id == match_id:
                return cached
        row = await self.store.get_match(match_id)
        return None if row is None else self._decoded(row)

    def _freshest(self, match: Match) -> Match:
        """The newest copy of ``match`` this service holds (it may have moved on since)."""
        cached = self._active.get(match.row.channel_id)
        if cached is not None and cached.id == match.id and cached.row.version >= match.row.version:
            return cached
        return match

    def _written(self, channel_id: int) -> None:
        self._writes[channel_id] = self._writes.get(channel_id, 0) + 1

    def _remember(self, match: Match) -> Match:
        """Keep ``match`` as its channel's match, unless a newer version is kept already: a
        copy read or computed before a later action must never roll the match back. Only
        for what was read or written under the channel's lock (or read with no write since,
        see ``match_in``): it may add the match, or drop it once ended."""
        self._written(match.row.channel_id)
        cached = self._active.get(match.row.channel_id)
        if cached is not None and cached.id == match.id and cached.row.version > match.row.version:
            return cached
        if match.row.status == "active":
            self._active[match.row.channel_id] = match
        else:
            self._active.pop(match.row.channel_id, None)
        return match

    def _forget(self, match: Match) -> None:
        """Drop the copies of ``match``: the next read comes from the store."""
        self._written(match.row.channel_id)
        cached = self._active.get(match.row.channel_id)
        if cached is not None and cached.id == match.id:
            del self._active[match.row.channel_id]
        self._states.pop(match.id, None)

    def _amend(self, match: Match, **changes: Any) -> Match:
        """``match`` with ``changes`` to its row, made to the copy in memory if there is one
        (whatever its version: these fields are not tied to one). Never adds a copy: a match
        that ended while the caller was away stays ended."""
        self._written(match.row.channel_id)
        cached = self._active.get(match.row.channel_id)
        if cached is None or cached.id != match.id:
            return Match(replace(match.row, **changes), match.state)
        amended = Match(replace(cached.row, **changes), cached.state)
        self._active[match.row.channel_id] = amended
        return amended

    async def set_board_message(self, match: Match, message_id: int) -> Match:
        """Record the match's board message. Called without the channel's lock (after a post
        to Discord), so it only amends what is in memory when it lands."""
        await self.store.set_board_message(match.id, message_id)
        return self._amend(match, board_message_id=message_id)

    async def set_reminded(self, match: Match, stage: int) -> Match | None:
        """Record the idle stage reached at ``match``'s version. None when a player has
        acted since: the reminder is moot and the newer match stays as it is."""
        async with self.lock(match.row.channel_id):
            if not await self.store.set_reminded(match.id, stage, match.row.version):
                return None
            return self._amend(match, reminded=stage)

    async def require_match(self, channel_id: int) -> Match:
        match = await self.match_in(channel_id)
        if match is None:
            raise ServiceError("no_match")
        return match

    # -- actions --------------------------------------------------------------------------
    async def act(
        self,
        channel_id: int,
        user_id: int,
        action: Action | str | list[str],
        expected_version: int | None = None,
        sent: Sent | None = None,
        match_id: int | None = None,
    ) -> ActResult:
        """Apply one player's action (notation or record) to the channel's match; a list of
        notations is one step of several actions (a deck built from a form), all or nothing.

        An action that names no version is bound, as it arrives, to the version its sender
        could have seen: the one current then, or, given ``sent`` (when Discord created the
        interaction, and when it arrived), the one current at that moment (bot/service/binding.py).
        If the match moved on before it is applied it is refused (``moved_on``), never
        applied to a state its sender did not see: two players' bare ``pass`` at once, or
        one player's ``done`` sent twice, apply once; a resignation stands whatever. Given
        ``match_id``, an action that finds another match in the channel is refused
        (``stale``): the bot's choice for a match that ended meanwhile is never applied to
        the next one.

        Once begun, the action runs to its end even when the caller stops waiting (a
        cancelled interaction), and the channel stays locked until the write and the copy
        in memory agree: the copy is never left behind the file."""
        bound = False
        if expected_version is None and not (names_version(action) or isinstance(action, Resign)):
            expected_version = await self._seen_version(channel_id, sent)
            bound = True
        lock = self.lock(channel_id)
        await lock.acquire()
        work = asyncio.ensure_future(
            self._act_and_release(
                lock, channel_id, user_id, action, (expected_version, match_id), bound
            )
        )
        # when the caller has gone, the outcome is read here, so it is never reported unread
        work.add_done_callback(lambda task: task.cancelled() or task.exception())
        return await asyncio.shield(work)

    async def _act_and_release(
        self,
        lock: asyncio.Lock,
        channel_id: int,
        user_id: int,
        action: Action | str | list[str],
        expected: tuple[int | None, int | None],
        bound: bool,
    ) -> ActResult:
        try:
            return await self._act(channel_id, user_id, action, expected, bound)
        finally:
            lock.release()

    async def _seen_version(self, channel_id: int, sent: Sent | None) -> int:
        """The version a command that names none was sent for (bot/service/binding.py)."""
        match = await self.require_match(channel_id)
        now = self.clock()
        return seen_version(match.row.version, match.row.updated_at, sent, self.clock_gap, now)

    async def _act(
        self,
        channel_id: int,
        user_id: int,
        action: Action | str | list[str],
        expected: tuple[int | None, int | None],
        bound: bool = False,
    ) -> ActResult:
        expected_version, match_id = expected
        match = await self.require_match(channel_id)
        if match_id is not None and match.id != match_id:
            raise ServiceError("stale")
        seat = match.seat_of(user_id)
        if seat is None:
            raise ServiceError("not_a_player")
        # a button or panel drawn for an older state, or a bare command the match overtook
        stale = "moved_on" if bound else "stale"
        if isinstance(action, list):
            return await self._act_all(match, user_id, seat, action, expected_version, stale)
        if isinstance(action, str):
            if len(action) > MAX_VALUE_CHARS:
                # longer than any action: not worth reading (Discord lets 6,000 through)
                raise ServiceError("value_too_long", limit=MAX_VALUE_CHARS)
            # a value picked from a list names the state it was offered for
            action, offered_for = split_offered(action)
            if offered_for is not None:
                stale = "stale_choice"  # a choice offered for an older state, or picked again
                if expected_version not in (None, offered_for):
                    raise ServiceError(stale)
                expected_version = offered_for
        if bound and expected_version != match.row.version and resigns(match.state, action):
            expected_version = None  # a typed resignation stands whatever state was seen
        if expected_version is not None and expected_version != match.row.version:
            raise ServiceError(stale)
        if isinstance(action, str):
            try:
                action = engine.parse_action(match.state, action)
            except engine.NotationError as exc:
                raise ServiceError("bad_notation", detail=exc) from None
        if isinstance(action, Resign) and action.player != seat:
            raise ServiceError("not_a_player")
        return await self._commit(match, user_id, seat, action, stale)

    async def _act_all(
        self,
        match: Match,
        user_id: int,
        seat: int,
        texts: list[str],
        expected_version: int | None,
        stale: str,
    ) -> ActResult:
        if not 1 <= len(texts) <= MAX_BATCH:
            raise ServiceError("too_many_actions", limit=MAX_BATCH)
        if expected_version is not None and expected_version != match.row.version:
            raise ServiceError(stale)
        actions = []
        for text in texts:
            if len(text) > MAX_VALUE_CHARS:
                raise ServiceError("value_too_long", limit=MAX_VALUE_CHARS)
            try:
                actions.append(engine.parse_action(match.state, text))
            except engine.NotationError as exc:
                raise ServiceError("bad_notation", detail=exc) from None
        if any(isinstance(a, Resign) for a in actions):
            raise ServiceError("not_a_player")
        return await self._commit(match, user_id, seat, actions, stale)

    async def _commit(
        self,
        match: Match,
        user_id: int,
        seat: int,
        action: Action | list[Action],
        stale: str = "stale",
    ) -> ActResult:
        """Apply one action, or several in turn as one step (all or nothing), and write."""
        state, events = match.state, []
        logged: list[tuple[int | None, str]] = []  # each action, then the chance it met
        for one in action if isinstance(action, list) else [action]:
            actor = None if isinstance(one, Resign) else seat
            refusal = engine.check(state, one, actor)
            if refusal is not None:
                raise ServiceError("illegal", refusal=refusal)
            state, done = engine.apply(state, one, actor)
            logged.append((user_id, engine.format_action(state, one)))
            state, more, rolled = settle_chance(state)
            events += done + more
            logged += rolled
        state, passes = await self._auto_passes(match.row.players, state)
        events += passes[0]
        logged += passes[1]
        now = self.clock()
        status = "finished" if state.result is not None else "active"
        # the setup was written with the match; an engine that changes it (Deus's draft)
        # puts a new one in its place, which is written with the action
        encoded = snapshot.body(state)
        setup = None if state.setup is match.state.setup else snapshot.setup_of(state)
        written = await self.store.commit_actions(
            match.id,
            match.row.version,
            state.version,
            encoded,
            logged,
            status,
            result_text(state),
            now,
            setup,
        )
        if not written:
            # the file moved on without this copy: read it again rather than stay behind
            self._forget(match)
            raise ServiceError(stale)
        self._states[match.id] = (state.version, state)
        # from the copy kept now, not the one read before the awaits above: a board message
        # posted meanwhile (/board, a refresh after NotFound) was recorded on it
        fresh = self._freshest(match).row
        row = replace(
            fresh,
            version=state.version,
            state=encoded,
            setup=fresh.setup if setup is None else setup,
            status=status,
            result=result_text(state),
            updated_at=now,
            reminded=0,
        )
        return ActResult(self._remember(Match(row, state)), events, logged)

    async def _auto_passes(
        self, players: tuple[int, int], state: Any
    ) -> tuple[Any, tuple[list[Event], list[tuple[int | None, str]]]]:
        """Pass for players who asked to, when passing is all they could do."""
        events: list[Event] = []
        logged: list[tuple[int | None, str]] = []
        while state.result is None and (trivial := engine.trivial_pass(state)) is not None:
            user = players[engine.decision(state).actor]
            if not await self.store.auto_pass(user):
                break
            state, more = engine.apply(state, trivial)
            events += more
            logged.append((user, engine.format_action(state, trivial)))
            state, chance_events, chance_logged = settle_chance(state)
            events += chance_events
            logged += chance_logged
        return state, (events, logged)

    async def resign(self, channel_id: int, user_id: int) -> ActResult:
        match = await self.require_match(channel_id)
        seat = match.seat_of(user_id)
        if seat is None:
            raise ServiceError("not_a_player")
        return await self.act(channel_id, user_id, Resign(seat))

    async def abort(self, channel_id: int) -> Match:
        async with self.lock(channel_id):
            match = await self.require_match(channel_id)
            await self.store.end_match(match.id, "aborted", "aborted", self.clock())
            return await self._reloaded(match)

    async def claim(self, channel_id: int, user_id: int, claim_after: float) -> Match:
        """The waiting player claims the win once the other has been idle too long."""
        async with self.lock(channel_id):
            match = await self.require_match(channel_id)
            seat = match.seat_of(user_id)
            if seat is None:
                raise ServiceError("not_a_player")
            if match.row.practice is not None:
                raise ServiceError("practice_no_claim")  # the bot never leaves, nor claims
            idle = match.deciding_user()
            if idle is None or idle == user_id:
                raise ServiceError("cannot_claim")
            waited = (self.clock() - match.row.updated_at).total_seconds() / 60
            if waited < claim_after:
                # right after an action this is the configured wait itself, never one more
                raise ServiceError("claim_too_early", minutes=math.ceil(claim_after - waited))
            result = f"P{seat + 1} claim"
            await self.store.end_match(match.id, "finished", result, self.clock())
            return await self._reloaded(match)

    async def _reloaded(self, match: Match) -> Match:
        """``match`` as the store now holds it, kept in place of the copy in memory."""
        row = await self.store.get_match(match.id)
        assert row is not None
        self._forget(match)
        return self._remember(self._decoded(row))
