"""Game preparation [8]: summoner reveal, shuffles, the face-down HQ, six cards, one
mulligan each, and the dice for the first player; plus how chance outcomes are routed.

Step 2 asks each player's deck to be shuffled by both players; one recorded shuffle per
deck stands for both. Every player is asked, seat by seat (P1 then P2), whether to keep the
hand: asking only those who may mulligan would tell the opponent that the hand holds no
unit. A mulligan is legal once, and only for a hand without a unit card; the hand is
revealed when it is declared.
"""

from __future__ import annotations

from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import SEATS, ChanceKind, ChanceTask
from engine.mc20th import turn
from engine.mc20th.board import AREA_COUNT, hq_area
from engine.mc20th.state import HAND_LIMIT, MatchState, SetupStep
from engine.moncolle.actions import KeepHand, Mulligan, Shuffle
from engine.moncolle.cards import UnitDef
from engine.moncolle.chancesteps import take_shuffle
from engine.moncolle.events import (
    Event,
    FirstPlayerDecided,
    HandCountChanged,
    HandKept,
    HQPlaced,
    MulliganDeclared,
    SummonerRevealed,
    all_but,
)
from engine.moncolle.query import card_def
from engine.moncolle.state import Area, PlayerZones, Setup
from engine.moncolle.zones import draw, shown


def new_state(setup: Setup) -> tuple[MatchState, list[Event]]:
    """A match at [8] step 1: summoners revealed, the first shuffle pending."""
    players = [
        PlayerZones(deck=list(setup.decks[seat]), summoner=setup.summoners[seat]) for seat in SEATS
    ]
    state = MatchState(setup=setup, players=players, areas=[Area() for _ in range(AREA_COUNT)])
    events: list[Event] = []
    for seat in SEATS:
        card = setup.summoners[seat]
        events.append(SummonerRevealed(player=seat, card=shown(state, card) if card >= 0 else None))
    state.chance = ChanceTask(ChanceKind.SHUFFLE, 0, "deal")
    return state, events


def _deal(state: MatchState, seat: int, events: list[Event]) -> None:
    """[8] steps 3-4: the deck top becomes the face-down HQ, then six cards are drawn."""
    zones = state.players[seat]
    zones.hq_card = zones.deck.pop(0)
    events.append(HQPlaced(player=seat))
    draw(state, seat, HAND_LIMIT, events)


def can_mulligan(state: MatchState, seat: int) -> bool:
    zones = state.players[seat]
    return not zones.mulliganed and not any(
        isinstance(card_def(state, c), UnitDef) for c in zones.hand
    )


def check_mulligan(state: MatchState, action: Mulligan) -> Refusal | None:
    if not can_mulligan(state, state.setup_seat):
        return refuse("mulligan_not_allowed")
    return None


def perform_mulligan(state: MatchState, action: Mulligan, events: list[Event]) -> None:
    seat = state.setup_seat
    zones = state.players[seat]
    events.append(
        MulliganDeclared(player=seat, revealed=tuple(shown(state, c) for c in zones.hand))
    )
    zones.deck.extend(zones.hand)
    zones.deck.append(zones.hq_card)
    zones.hand.clear()
    zones.hq_card = -1
    zones.mulliganed = True
    events.append(HandCountChanged(player=seat, drawn=0, hand_count=0, audience=all_but(seat)))
    state.chance = ChanceTask(ChanceKind.SHUFFLE, seat, "mulligan")


def perform_keep(state: MatchState, action: KeepHand, events: list[Event]) -> None:
    events.append(HandKept(player=state.setup_seat))
    state.setup_seat += 1


def settle_setup(state: MatchState) -> bool:
    """Once both players kept their hands, roll for the first player."""
    if state.setup_step is not SetupStep.MULLIGAN or state.chance is not None:
        return False
    if state.setup_seat < len(SEATS):
        return False
    state.setup_step = SetupStep.ROLL
    state.chance = ChanceTask(ChanceKind.ROLL, 0, "first")
    return True


def perform_shuffle(state: MatchState, action: Shuffle, events: list[Event]) -> None:
    task = take_shuffle(state, action, events)
    _deal(state, task.player, events)
    if task.purpose == "mulligan":
        state.setup_seat += 1
    elif task.player == 0:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 1, "deal")
    else:
        state.setup_step = SetupStep.MULLIGAN
        state.setup_seat = 0


def record_first_roll(state: MatchState, value: int, events: list[Event]) -> None:
    """[8] step 5."""
    state.first_rolls.append(value)
    if len(state.first_rolls) < len(SEATS):
        state.chance = ChanceTask(ChanceKind.ROLL, 1, "first")
    elif state.first_rolls[0] == state.first_rolls[1]:
        state.first_rolls = []  # [8] step 5: roll again until the values differ
        state.chance = ChanceTask(ChanceKind.ROLL, 0, "first")
    else:
        _decide_first_player(state, events)


def _decide_first_player(state: MatchState, events: list[Event]) -> None:
    first = 0 if state.first_rolls[0] > state.first_rolls[1] else 1
    state.first_player = first
    events.append(FirstPlayerDecided(player=first))
    for seat in SEATS:
        spot = state.areas[hq_area(seat, first)]
        spot.terrain = state.players[seat].hq_card
        spot.face_down = True
        spot.hq_of = seat
        state.players[seat].hq_card = -1
    turn.start_turn(state, events)
