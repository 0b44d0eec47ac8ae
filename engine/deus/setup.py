"""The match's start: a new match begins with the draft's dice [D-DECK-2a]; once the draft is
over, setup [D-SET-1..5]: the summoners are revealed, each deck is shuffled (one recorded
shuffle stands for both players' [D-SET-2]) and its player draws 10 with no mulligan
[D-SET-3], a fresh roll decides the first player (ties rolled again, apart from the draft's
roll [D-SET-4][R18]), and only the second player receives one power counter [D-SET-5].
Chance outcomes are routed here by their purpose.
"""

from __future__ import annotations

import msgspec

from engine.deus import turn
from engine.deus.board import AREA_COUNT
from engine.deus.events import PowerChanged
from engine.deus.state import OPENING_HAND, DeusSetup, MatchState, Phase
from engine.kernel.state import SEATS, ChanceKind, ChanceTask, other
from engine.moncolle.actions import Shuffle
from engine.moncolle.chancesteps import take_shuffle
from engine.moncolle.events import (
    Event,
    FirstPlayerDecided,
    SummonerRevealed,
)
from engine.moncolle.state import Area, PlayerZones
from engine.moncolle.zones import draw, shown


def new_state(setup: DeusSetup) -> tuple[MatchState, list[Event]]:
    """A match at the draft's first die [D-DECK-2a]. A setup whose draft is over (read back
    from a stored match, to replay its log) starts again from the pool alone."""
    setup = msgspec.structs.replace(
        setup, cards=(), decks=((), ()), summoners=(-1, -1), tokens=((), ())
    )
    state = MatchState(
        setup=setup,
        players=[PlayerZones(deck=[]) for _ in SEATS],
        areas=[Area() for _ in range(AREA_COUNT)],
    )
    state.chance = ChanceTask(ChanceKind.ROLL, 0, "draft")
    return state, []


def begin(state: MatchState, events: list[Event]) -> None:
    """[D-SET-1] the summoners chosen face down are revealed; [D-SET-2] shuffles follow."""
    for seat in SEATS:
        card = state.setup.summoners[seat]
        state.players[seat].summoner = card
        events.append(SummonerRevealed(player=seat, card=shown(state, card) if card >= 0 else None))
    state.phase = Phase.SETUP
    state.chance = ChanceTask(ChanceKind.SHUFFLE, 0, "deal")


def perform_shuffle(state: MatchState, action: Shuffle, events: list[Event]) -> None:
    """[D-SET-2][D-SET-3]: shuffle, then ten cards; then the next deck, then the roll."""
    task = take_shuffle(state, action, events)
    draw(state, task.player, OPENING_HAND, events)
    if task.player == 0:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 1, "deal")
    else:
        state.chance = ChanceTask(ChanceKind.ROLL, 0, "first")


def record_first_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[D-SET-4] the higher die goes first; equal dice are rolled again; [D-SET-5]."""
    state.first_rolls.append(value)
    if len(state.first_rolls) < len(SEATS):
        state.chance = ChanceTask(ChanceKind.ROLL, 1, "first")
        return
    if state.first_rolls[0] == state.first_rolls[1]:
        state.first_rolls = []
        state.chance = ChanceTask(ChanceKind.ROLL, 0, "first")
        return
    first = 0 if state.first_rolls[0] > state.first_rolls[1] else 1
    state.first_player = first
    events.append(FirstPlayerDecided(player=first))
    second = other(first)
    state.power[second] += 1
    events.append(PowerChanged(player=second, delta=1, total=1, reason="second_player"))
    turn.start_turn(state, events)
