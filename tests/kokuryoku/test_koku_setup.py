"""The national-power game's preparation and opening redraw (engine/kokuryoku/setup.py):
the shuffles [K-3.1][K-3.2][K-3.3], the first player's die [K-3.4], the 7-card hands
[K-3.5], 20 unused chips each [K-3.6][KV-6], the redraw [K-1.1][K-1.2][KV-18][KV-19], and the
first turn's start [K-3.7]. Actions go straight to setup.py's check/perform functions; every
action's state keeps 20 chips a player (koku_position.act)."""

from __future__ import annotations

from typing import Any

from koku_position import act, chips_conserved, deck_setup, of_type, refused

from engine.kernel.actions import Action, Roll, Shuffle
from engine.kernel.chance import shuffled
from engine.kernel.door import sample_chance
from engine.kernel.events import EVERYONE, only
from engine.kernel.state import ChanceKind
from engine.kokuryoku import events as ev
from engine.kokuryoku import setup
from engine.kokuryoku.actions import Keep, Redraw, SetAside
from engine.kokuryoku.state import KokuState, Phase

CHECKS: dict[type[Action], tuple[Any, Any]] = {
    Roll: (setup.check_roll, setup.perform_roll),
    Shuffle: (setup.check_shuffle, setup.perform_shuffle),
    SetAside: (setup.check_set_aside, setup.perform_set_aside),
    Redraw: (setup.check_redraw, setup.perform_redraw),
    Keep: (setup.check_keep, setup.perform_keep),
}


def play(state: KokuState, action: Action) -> tuple[KokuState, list[ev.Event]]:
    check, perform = CHECKS[type(action)]
    return act(state, check, perform, action)


def shuffled_state(seed: int = 11) -> tuple[KokuState, list[ev.Event]]:
    """A new match through its four shuffles, at the die for the first player."""
    state, _ = setup.new_state(deck_setup(seed))
    events: list[ev.Event] = []
    for _ in range(4):
        state, more = play(state, sample_chance(state))
        events += more
    return state, events


def at_redraw(value: int = 2, seed: int = 11) -> KokuState:
    state, _ = shuffled_state(seed)
    state, _ = play(state, Roll(0, value))
    return state


def test_k_3_6_kv_19_every_chip_starts_unused() -> None:
    """[K-3.6][KV-19][KV-6] 20 chips each, all unused; the decks as dealt; P1 shuffles
    first [K-3.1]."""
    dealt = deck_setup()
    state, events = setup.new_state(dealt)
    assert events == []
    for seat in (0, 1):
        assert (state.zones[seat].unused, state.zones[seat].used) == (20, 0)
        assert state.zones[seat].deck == list(dealt.decks[seat])
        assert state.zones[seat].hand == []
    assert chips_conserved(state)
    assert state.chance is not None
    assert (state.chance.kind, state.chance.player, state.chance.purpose) == (
        ChanceKind.SHUFFLE,
        0,
        "own",
    )


def test_k_3_1_k_3_2_own_shuffles_then_the_opponents_light_shuffles() -> None:
    """[K-3.1] each player shuffles their own deck; [K-3.2] then each deck is shuffled
    lightly by the opponent: a second logged shuffle whose event names the opponent;
    [K-3.3] the deck is the draw pile afterwards; then the die [K-3.4]."""
    dealt = deck_setup()
    state, _ = setup.new_state(dealt)
    keys = [11, 22, 33, 44]
    seen: list[tuple[int, int, str]] = []
    for key in keys:
        task = state.chance
        assert task is not None and task.kind is ChanceKind.SHUFFLE
        seen.append((task.player, -1, task.purpose))
        state, events = play(state, Shuffle(task.player, key))
        (shuffle,) = of_type(events, ev.DeckShuffled)
        seen[-1] = (shuffle.player, shuffle.by, task.purpose)
    assert seen == [(0, 0, "own"), (1, 1, "own"), (0, 1, "light"), (1, 0, "light")]
    assert state.zones[0].deck == shuffled(shuffled(list(dealt.decks[0]), 11), 33)
    assert state.zones[1].deck == shuffled(shuffled(list(dealt.decks[1]), 22), 44)
    assert state.chance is not None
    assert (state.chance.kind, state.chance.purpose) == (ChanceKind.ROLL, "first")


def test_k_3_4_die_decides_and_announces_the_first_player() -> None:
    """[K-3.4] 1-3: P1 goes first, 4-6: P2; the die and the decision are public."""
    for value, first in ((1, 0), (3, 0), (4, 1), (6, 1)):
        state, _ = shuffled_state()
        state, events = play(state, Roll(0, value))
        assert state.first == first and state.active == first
        (rolled,) = of_type(events, ev.DieRolled)
        assert (rolled.value, rolled.purpose, rolled.audience) == (value, "first", EVERYONE)
        (decided,) = of_type(events, ev.FirstPlayerDecided)
        assert (decided.player, decided.audience) == (first, EVERYONE)


def test_k_3_5_seven_cards_each_the_first_player_first() -> None:
    """[K-3.5] each draws the top 7 of their deck, the first player first; each sees only
    their own cards."""
    state, _ = shuffled_state()
    tops = [state.zones[seat].deck[:7] for seat in (0, 1)]
    state, events = play(state, Roll(0, 5))  # P2 first
    for seat in (0, 1):
        assert state.zones[seat].hand == tops[seat]
        assert len(state.zones[seat].deck) == 45 - 7
    drew = of_type(events, ev.Drew)
    assert [(d.player, d.count) for d in drew] == [(1, 7), (1, 7), (0, 7), (0, 7)]
    assert drew[0].audience == only(1) and [c.id for c in drew[0].cards] == tops[1]
    assert drew[1].cards == ()
    assert state.phase is Phase.REDRAW and state.active == 1


def test_k_3_4_chance_checks_refuse_what_is_not_pending() -> None:
    """[K-3.1][K-3.4] only the pending chance step's outcome, within range."""
    state, _ = setup.new_state(deck_setup())
    assert refused(state, setup.check_roll, Roll(0, 3)) == "koku_setup_not_this_chance"
    assert refused(state, setup.check_shuffle, Shuffle(1, 5)) == "koku_setup_not_this_chance"
    assert refused(state, setup.check_shuffle, Shuffle(0, -1)) == "koku_setup_bad_shuffle_key"
    state, _ = shuffled_state()
    assert refused(state, setup.check_roll, Roll(0, 7)) == "koku_setup_bad_die"
    assert refused(state, setup.check_roll, Roll(1, 3)) == "koku_setup_not_this_chance"
    assert refused(state, setup.check_shuffle, Shuffle(0, 5)) == "koku_setup_not_this_chance"


def test_k_3_1_same_seed_same_decks() -> None:
    """[K-3.1][K-3.2] the seeded shuffles give the same decks for the same seed, and other
    decks for another."""
    assert shuffled_state(3)[0].zones == shuffled_state(3)[0].zones
    assert shuffled_state(3)[0].zones[0].deck != shuffled_state(4)[0].zones[0].deck


def test_k_1_1_set_aside_cards_go_to_abroad_and_one_fewer_is_drawn() -> None:
    """[K-1.1] chosen cards go to 国外 and one fewer is drawn; only the owner sees which
    cards were chosen until the redraw shows them, 国外 being public [KV-18]."""
    state = at_redraw()
    seat = state.active
    hand = list(state.zones[seat].hand)
    next_cards = state.zones[seat].deck[:2]
    for card in hand[:3]:
        state, events = play(state, SetAside(card))
        mine, theirs = of_type(events, ev.SetAsideForRedraw)
        assert mine.audience == only(seat) and mine.card is not None and mine.card.id == card
        assert theirs.card is None and not theirs.audience & only(seat)
    assert state.zones[seat].set_aside == hand[:3]
    assert state.zones[seat].hand == hand[3:]
    state, events = play(state, Redraw())
    (redrew,) = of_type(events, ev.Redrew)
    assert [c.id for c in redrew.abroad] == hand[:3]
    assert (redrew.count, redrew.audience) == (2, EVERYONE)
    assert state.zones[seat].abroad == hand[:3]
    assert state.zones[seat].set_aside == []
    assert state.zones[seat].hand == hand[3:] + next_cards
    assert state.active == seat and state.phase is Phase.REDRAW


def test_k_1_2_redraws_repeat_down_to_an_empty_hand() -> None:
    """[K-1.2] the redraw may be repeated until the hand is empty (each one sets at least
    one card aside [K-1.1]); with no card left only keeping remains."""
    state = at_redraw()
    seat = state.active
    sizes = []
    while state.zones[seat].hand:
        for card in list(state.zones[seat].hand):
            state, _ = play(state, SetAside(card))
        state, _ = play(state, Redraw())
        sizes.append(len(state.zones[seat].hand))
    assert sizes == [6, 5, 4, 3, 2, 1, 0]
    assert len(state.zones[seat].abroad) == 7 + 6 + 5 + 4 + 3 + 2 + 1
    assert setup.candidates(state) == [Keep()]


def test_k_1_1_redraw_needs_a_card_set_aside_and_keep_none() -> None:
    """[K-1.1] a redraw puts at least one card out; keeping is refused while cards are set
    aside; only hand cards may be set aside."""
    state = at_redraw()
    seat = state.active
    assert refused(state, setup.check_redraw, Redraw()) == "koku_setup_nothing_set_aside"
    other_card = state.zones[1 - seat].hand[0]
    assert refused(state, setup.check_set_aside, SetAside(other_card)) == "koku_setup_not_in_hand"
    hand = state.zones[seat].hand
    assert setup.candidates(state) == [*(SetAside(c) for c in hand), Keep()]
    state, _ = play(state, SetAside(hand[0]))
    assert refused(state, setup.check_keep, Keep()) == "koku_setup_redraw_pending"
    assert refused(state, setup.check_set_aside, SetAside(hand[0])) == "koku_setup_not_in_hand"
    assert setup.candidates(state)[-1] == Redraw()


def test_kv_19_first_player_redraws_first_then_the_first_turn_starts() -> None:
    """[KV-19] the first player finishes their redraws before the second player starts;
    [K-3.7] after both keep, the first player's turn 1 opens with their power phase and
    its draw [KV-4][K-5.1]."""
    state = at_redraw(value=6)  # P2 first
    assert state.active == 1
    state, events = play(state, Keep())
    assert of_type(events, ev.Kept)[0].player == 1
    assert state.active == 0 and state.phase is Phase.REDRAW and state.turn == 0
    card = state.zones[0].hand[0]
    state, _ = play(state, SetAside(card))
    state, _ = play(state, Redraw())
    assert len(state.zones[0].hand) == 6
    state, events = play(state, Keep())
    (started,) = of_type(events, ev.TurnStarted)
    assert (started.player, started.turn) == (1, 1)
    assert state.phase is Phase.POWER and state.power_seat == 1 and state.active == 1
    assert len(state.zones[1].hand) == 8 and len(state.zones[0].hand) == 6
    assert all((z.unused, z.used) == (20, 0) for z in state.zones)
