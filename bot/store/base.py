"""The storage interface of the bot (``MatchStore``) and the records it holds.

A match is its setup (written once), a state snapshot without the setup and an append-only
action log; writing an action compares the stored version first (compare-and-swap), so a
double click or a stale button applies at most once. One bot or service writes a store at
a time (``claim``). SQLite implements it (sqlite.py); a PostgreSQL store would implement the
same methods.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta


@dataclass(frozen=True)
class MatchRow:
    id: int
    guild_id: int
    channel_id: int
    ruleset: str
    players: tuple[int, int]  # Discord user ids by seat (P1, P2)
    status: str  # active | finished | aborted
    version: int
    # the engine's JSON of the state at ``version``; without its setup (``"setup":null``)
    # when ``setup`` holds that, as the store gives rows back (bot/store/snapshot.py)
    state: str
    board_message_id: int | None
    created_at: datetime
    updated_at: datetime
    reminded: int  # idle stage reached: 0 none, 1 reminded, 2 claimable
    result: str | None
    rematch_of: int | None = None  # the finished match this one replays, sides swapped
    setup: str = ""  # the engine's JSON of the match's setup, written once; "": in ``state``
    # a practice match against the bot: the level it plays at (bot/players/levels.py)
    practice: str | None = None


@dataclass(frozen=True)
class LoggedAction:
    seq: int
    actor: int | None
    action: str
    created_at: datetime


@dataclass(frozen=True)
class ChallengeRow:
    channel_id: int
    guild_id: int
    challenger: int
    opponent: int
    ruleset: str
    deck_name: str  # empty for a rematch (its decks are the replayed match's) or a draft
    message_id: int | None
    created_at: datetime
    rematch_of: int | None = None  # a rematch offer: the finished match it replays
    options: str = ""  # match settings by name, comma-joined (carddb.rulesets DeckRules)


@dataclass(frozen=True)
class DeckRow:
    user_id: int
    name: str
    ruleset: str
    body: str
    created_at: datetime


@dataclass(frozen=True)
class CardSetRow:
    guild_id: int
    set_id: str
    ruleset: str
    name: str
    format: str
    body: str
    created_at: datetime


@dataclass(frozen=True)
class GuildSettings:
    remind_after: float | None = None
    claim_after: float | None = None
    challenge_expires: float | None = None
    locale: str | None = None
    threads: bool | None = None  # a thread per match; None: the default, on


@dataclass(frozen=True)
class NotifyPrefs:
    """When a player is told the decision is theirs: at every hand-over (``every``), at the
    start of their turn (``turn``) or never; in the channel or by DM; not in quiet hours
    (``quiet_from``..``quiet_to``, hours of the player's clock, ``utc_offset`` minutes
    ahead of UTC; the same hour twice, or None, means none)."""

    mode: str = "every"
    dm: bool = False
    quiet_from: int | None = None
    quiet_to: int | None = None
    utc_offset: int = 540

    def quiet_at(self, now: datetime) -> bool:
        start, end = self.quiet_from, self.quiet_to
        if start is None or end is None or start == end:
            return False
        hour = (now.astimezone(UTC) + timedelta(minutes=self.utc_offset)).hour
        return start <= hour < end if start < end else hour >= start or hour < end


@dataclass(frozen=True)
class Notice:
    """Where a match's current turn notice is (a channel or a DM; None when none is out),
    to delete it later, and the last turn whose start a player was told of."""

    channel_id: int | None = None
    message_id: int | None = None
    told_turn: int = -1


@dataclass(frozen=True)
class DmRecord:
    channel_id: int | None
    message_id: int | None
    closed: bool


class ConflictError(RuntimeError):
    """A write lost a race: the row changed or already exists."""


class StoreInUseError(RuntimeError):
    """Another bot or service already writes to this storage; the message names it."""


class MatchStore(abc.ABC):
    """Everything the bot keeps between restarts."""

    @abc.abstractmethod
    def claim(self) -> None:
        """Become the one writer of this storage until ``close``, or raise StoreInUseError.

        ``open`` claims first; claiming again is harmless. The match service keeps the
        active matches in memory, which is only right while nothing else writes them."""

    @abc.abstractmethod
    async def open(self) -> None: ...

    @abc.abstractmethod
    async def close(self) -> None: ...

    # -- matches ------------------------------------------------------------------------
    @abc.abstractmethod
    async def create_match(
        self,
        row: MatchRow,
        actions: list[tuple[int | None, str]],
        challenge_channel: int | None = None,
    ) -> MatchRow:
        """Insert a match, its setup and its first actions; remove the channel's challenge.
        ``row.setup`` and ``row.state`` as snapshot.py ``split`` gives them, or the whole
        state in ``row.state`` and no setup.

        ConflictError when the channel already has an active match."""

    @abc.abstractmethod
    async def get_match(self, match_id: int) -> MatchRow | None: ...

    @abc.abstractmethod
    async def active_match(self, channel_id: int) -> MatchRow | None: ...

    @abc.abstractmethod
    async def rematch_of(self, match_id: int) -> MatchRow | None:
        """The match started as the rematch of ``match_id``, if any."""

    @abc.abstractmethod
    async def active_matches(self) -> list[MatchRow]: ...

    @abc.abstractmethod
    async def commit_actions(
        self,
        match_id: int,
        expected_version: int,
        new_version: int,
        state: str,
        actions: list[tuple[int | None, str]],
        status: str,
        result: str | None,
        now: datetime,
        setup: str | None = None,
    ) -> bool:
        """Append actions and store the new snapshot (``state``: without its setup, as
        bot/store/snapshot.py ``body`` writes it), only if the stored version is still
        ``expected_version``; False (and nothing written) when it is not. ``setup`` is the
        match's setup when these actions replaced it (Deus's draft deals the decks), else
        None: the one written before stands."""

    @abc.abstractmethod
    async def end_match(self, match_id: int, status: str, result: str, now: datetime) -> bool:
        """Finish or abort an active match without an engine action (abort, claimed win)."""

    @abc.abstractmethod
    async def set_board_message(self, match_id: int, message_id: int) -> None: ...

    @abc.abstractmethod
    async def set_reminded(self, match_id: int, stage: int, version: int) -> bool:
        """Record the idle stage reached, only if the match is still active at ``version``;
        False (and nothing written) when a player has acted since."""

    @abc.abstractmethod
    async def action_log(self, match_id: int) -> list[LoggedAction]: ...

    # -- challenges -----------------------------------------------------------------------
    @abc.abstractmethod
    async def put_challenge(self, row: ChallengeRow) -> None:
        """ConflictError when the channel already has a challenge."""

    @abc.abstractmethod
    async def get_challenge(self, channel_id: int) -> ChallengeRow | None: ...

    @abc.abstractmethod
    async def set_challenge_message(self, channel_id: int, message_id: int) -> None: ...

    @abc.abstractmethod
    async def delete_challenge(self, channel_id: int, created_at: datetime | None = None) -> bool:
        """Remove the channel's challenge; with ``created_at``, only the one made then (not
        a newer one that replaced it). False when there was none to remove."""

    @abc.abstractmethod
    async def challenges(self) -> list[ChallengeRow]: ...

    # -- decks and card sets ------------------------------------------------------------
    @abc.abstractmethod
    async def put_deck(self, row: DeckRow) -> None:
        """Insert or replace a user's deck of that name."""

    @abc.abstractmethod
    async def get_deck(self, user_id: int, name: str) -> DeckRow | None: ...

    @abc.abstractmethod
    async def list_decks(self, user_id: int) -> list[DeckRow]: ...

    @abc.abstractmethod
    async def delete_deck(self, user_id: int, name: str) -> bool: ...

    @abc.abstractmethod
    async def put_card_set(self, row: CardSetRow) -> None:
        """Insert or replace a server's card set with that id."""

    @abc.abstractmethod
    async def card_sets(self, guild_id: int) -> list[CardSetRow]: ...

    # -- settings and DMs ---------------------------------------------------------------
    @abc.abstractmethod
    async def guild_settings(self, guild_id: int) -> GuildSettings: ...

    @abc.abstractmethod
    async def put_guild_settings(self, guild_id: int, settings: GuildSettings) -> None: ...

    @abc.abstractmethod
    async def auto_pass(self, user_id: int) -> bool:
        """Whether the player lets empty response rights pass by themselves (default on)."""

    @abc.abstractmethod
    async def set_auto_pass(self, user_id: int, enabled: bool) -> None: ...

    @abc.abstractmethod
    async def notify_prefs(self, user_id: int) -> NotifyPrefs: ...

    @abc.abstractmethod
    async def user_locale(self, user_id: int) -> str | None:
        """The language ('ja' or 'en') the player last used with the bot, if known."""

    @abc.abstractmethod
    async def set_user_locale(self, user_id: int, locale: str) -> None: ...

    @abc.abstractmethod
    async def set_notify_prefs(self, user_id: int, prefs: NotifyPrefs) -> None: ...

    @abc.abstractmethod
    async def turn_notice(self, match_id: int) -> Notice: ...

    @abc.abstractmethod
    async def set_turn_notice(self, match_id: int, notice: Notice) -> None: ...

    @abc.abstractmethod
    async def get_dm(self, match_id: int, user_id: int) -> DmRecord | None: ...

    @abc.abstractmethod
    async def put_dm(self, match_id: int, user_id: int, record: DmRecord) -> None: ...
