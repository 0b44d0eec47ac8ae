"""A command that names no state version applies only to the state its sender could have seen
(issue 21): two players' bare commands sent at once, and one player's sent twice, apply at most
once per pair, for every game, through the real MatchService on a real SQLite file.

A bare command is an action whose notation has no argument (``pass``, ``done``, ``keep``,
``end-main`` ...): typed without a version it would otherwise be applied to whatever state the
match is in when its turn at the channel's lock comes, where it may be legal again for its
sender. Each pair below is sent at one state; with both applied, one of them acted on a state
its sender never saw.
"""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from matches import open_store

import engine
from bot import games
from bot.players.basic import RandomPlayer
from bot.service.binding import ClockGap, Sent
from bot.service.match_service import MatchService, ServiceError
from bot.store import SqliteStore
from carddb import rulesets as deck_rules
from carddb import starter_deck_text
from engine.kernel.actions import Resign
from engine.kernel.state import CHANCE

PAIRS = 300  # of each kind, per game
GUILD, USERS = 1, (11, 12)


async def _new_match(service: MatchService, ruleset: str, channel: int) -> None:
    if deck_rules.get(ruleset).deck_at_challenge:
        for user, name in zip(USERS, games.get(ruleset).starter_decks, strict=True):
            if await service.store.get_deck(user, "main") is None:
                text = starter_deck_text(ruleset, name)
                await service.import_deck(GUILD, user, "main", ruleset, text)
    await service.challenge(GUILD, channel, USERS[0], USERS[1], ruleset, "main")
    await service.accept(channel, USERS[1], "main", ("P1", "P2"))


def _bare(state: object) -> list[str]:
    texts = [engine.format_action(state, a) for a in engine.legal_actions(state)]
    return [text for text in texts if " " not in text]


async def _applied(service: MatchService, channel: int, user: int, text: str) -> bool:
    try:
        await service.act(channel, user, text)
    except ServiceError:
        return False
    return True


async def _pairs(ruleset: str, folder: Path) -> tuple[int, int, int, int]:
    """(same-player pairs, both applied; two-player pairs, both applied)."""
    service = MatchService(await open_store(SqliteStore(folder / f"{ruleset}.sqlite3")))
    service.seed_source = random.Random(21)
    # between pairs the match moves on at random, an action kind first (bot/players/basic.py),
    # so the long lists (Deus's deck building) do not drown the kinds that end a step
    mover = RandomPlayer(random.Random(21), passing=games.get(ruleset).passing)
    same = same_twice = both = both_twice = 0
    channel = 1
    await _new_match(service, ruleset, channel)
    while same < PAIRS or both < PAIRS:
        match = await service.match_in(channel)
        if match is None:
            channel += 1
            await _new_match(service, ruleset, channel)
            continue
        decider = match.deciding_user()
        assert decider is not None and engine.decision(match.state).actor != CHANCE
        other = USERS[1 - USERS.index(decider)]
        bare = _bare(match.state)
        answer = _answer(match.state, bare[0], 1 - USERS.index(decider)) if bare else None
        if bare and answer is not None and (both <= same or same >= PAIRS):
            # the other player's early command, which becomes legal once the first applies
            senders = [(decider, bare[0]), (other, answer)]
            if both % 2:
                senders.reverse()
            outcomes = await asyncio.gather(*(_applied(service, channel, *s) for s in senders))
            both += 1
            both_twice += all(outcomes)
        elif bare and same < PAIRS:
            text = bare[0]
            outcomes = await asyncio.gather(
                _applied(service, channel, decider, text), _applied(service, channel, decider, text)
            )
            same += 1
            same_twice += all(outcomes)
        else:
            seat = engine.decision(match.state).actor
            action = mover.choose(match.state, seat)
            await service.act(channel, decider, action, match.row.version)
    return same, same_twice, both, both_twice


def _answer(state: object, text: str, seat: int) -> str | None:
    """The bare command ``seat`` could send once ``text`` is applied (chance settled)."""
    from bot.players.chance import settle_chance

    after, _ = engine.apply(state, engine.parse_action(state, text))
    after, _, _ = settle_chance(after)
    if after.result is not None or engine.decision(after).actor != seat:
        return None
    bare = _bare(after)
    return bare[0] if bare else None


@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
async def test_a_bare_command_applies_only_to_the_state_it_was_sent_for(
    ruleset: str, tmp_path: Path
) -> None:
    same, same_twice, both, both_twice = await _pairs(ruleset, tmp_path)
    assert (same, both) == (PAIRS, PAIRS)
    assert (same_twice, both_twice) == (0, 0)


async def test_a_command_sent_before_the_last_write_has_moved_on(tmp_path: Path) -> None:
    """Bound to the moment it was sent (Discord's creation time): an action written after
    that makes the command stale even if it arrives later, and it says so."""
    service = MatchService(await open_store(SqliteStore(tmp_path / "m.sqlite3")))
    await _new_match(service, "mc20th", 1)
    match = await service.require_match(1)
    decider = match.deciding_user()
    text = "keep"  # the first decision: keep the opening hand or mulligan
    assert decider is not None and text in _bare(match.state)
    # the other player's command, sent and arriving now, shows the service the clocks agree
    other = next(u for u in match.row.players if u != decider)
    with pytest.raises(ServiceError):
        await service.act(1, other, text, sent=Sent(service.clock(), service.clock()))
    sent = match.row.updated_at - timedelta(seconds=1)
    with pytest.raises(ServiceError) as caught:
        await service.act(1, decider, text, sent=Sent(sent, service.clock()))
    assert caught.value.key == "moved_on"
    assert (await service.require_match(1)).row.version == match.row.version
    # sent once the current version was written, it applies
    result = await service.act(1, decider, text, sent=Sent(match.row.updated_at, service.clock()))
    assert result.match.row.version > match.row.version


@pytest.mark.parametrize("off_by", [timedelta(minutes=10), -timedelta(minutes=10)])
async def test_a_machine_clock_off_from_discords_still_takes_bare_commands(
    tmp_path: Path, off_by: timedelta
) -> None:
    """Discord's creation times and this machine's clock may disagree by minutes: the gap
    is measured from the commands' arrival, so every command sent after what it answers
    still applies, one after another, the clock's error whatever it is."""
    discord_now = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    store = await open_store(SqliteStore(tmp_path / "m.sqlite3"))
    service = MatchService(store, clock=lambda: discord_now + off_by)
    await _new_match(service, "mc20th", 1)
    for _ in range(12):
        match = await service.require_match(1)
        decider, bare = match.deciding_user(), _bare(match.state)
        assert decider is not None and bare
        discord_now += timedelta(seconds=2)  # a player reads the board, then sends
        result = await service.act(1, decider, bare[0], sent=Sent(discord_now, service.clock()))
        assert result.match.row.version > match.row.version


def test_a_clock_stepped_forward_is_learnt_again_within_minutes() -> None:
    """The least lead of the last arrivals is the clocks' gap; once this clock is stepped
    forward, measures older than FRESH_MS no longer count, so commands stop being refused."""
    gap, created = ClockGap(), datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
    assert gap.lead(Sent(created, created + timedelta(milliseconds=40))) == 40
    stepped = timedelta(seconds=30)  # this machine's clock jumps 30 s ahead
    later = created + timedelta(seconds=10)
    assert gap.lead(Sent(later, later + stepped)) == 40  # the old measure still stands
    much_later = created + timedelta(minutes=6)
    assert gap.lead(Sent(much_later, much_later + stepped)) == 30_000


async def test_a_typed_resignation_stands_whatever_state_was_seen(tmp_path: Path) -> None:
    service = MatchService(await open_store(SqliteStore(tmp_path / "m.sqlite3")))
    await _new_match(service, "mc20th", 1)
    match = await service.require_match(1)
    other = next(u for u in match.row.players if u != match.deciding_user())
    seat = match.row.players.index(other)
    with pytest.raises(ServiceError):  # calibrates the clocks' gap: they agree
        await service.act(1, other, "keep", sent=Sent(service.clock(), service.clock()))
    sent = match.row.updated_at - timedelta(seconds=1)  # before the match's last write
    text = engine.format_action(match.state, Resign(seat))
    result = await service.act(1, other, text, sent=Sent(sent, service.clock()))
    assert result.match.row.status == "finished"
