"""Game preparation [8]: summoners, shuffles, face-down HQs, six cards, mulligan, dice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import engine
from bot.players.chance import resolve_chance
from carddb import CardIndex, Deck, build_setup, load_deck, starter_deck_text
from carddb.cardset import load_file
from carddb.moncolle.decks import FamilyDeck
from engine.kernel.state import CHANCE, SPECTATOR
from engine.mc20th.board import hq_area
from engine.moncolle.actions import KeepHand, Mulligan, Roll, Shuffle
from engine.moncolle.cards import UnitDef
from engine.moncolle.events import DieRolled, HandCountChanged, MulliganDeclared, SummonerRevealed


def _decks(index: CardIndex) -> tuple[Deck, Deck]:
    first = load_deck(starter_deck_text("mc20th", "guren"), index, "mc20th")
    second = load_deck(starter_deck_text("mc20th", "soujun"), index, "mc20th")
    return first, second


def _key_for(state: Any, seat: int, with_unit: bool) -> int:
    """A shuffle key that deals ``seat`` a hand with (or without) a unit card, by trying."""
    for key in range(100_000):
        dealt, _ = engine.apply(state, Shuffle(seat, key))
        hand = dealt.players[seat].hand
        if any(isinstance(engine_face(dealt, c), UnitDef) for c in hand) == with_unit:
            return key
    raise AssertionError("no key found")


def engine_face(state: Any, card: int) -> Any:
    return state.setup.catalog[state.setup.cards[card].def_id]


def test_8_step1_summoners_are_revealed(index: CardIndex) -> None:
    extra = load_file(
        Path(__file__).resolve().parents[1] / "scenarios" / "sets" / "test_cards.toml"
    )
    both = CardIndex([*index.by_id.values(), *extra.cards])
    first, second = _decks(index)
    with_summoner = FamilyDeck(first.cards, "TST-002")
    without = FamilyDeck(second.cards)
    state, events = engine.new_match(build_setup((with_summoner, without), both, 3, "mc20th"))
    revealed = [e for e in events if isinstance(e, SummonerRevealed)]
    assert [e.player for e in revealed] == [0, 1]
    assert revealed[0].card is not None and revealed[0].card.def_id == "TST-002"
    assert revealed[1].card is None
    assert engine.view(state, 1).players[0].summoner == revealed[0].card


def test_8_steps2_to_4_shuffle_hq_and_six_cards(setup: engine.MatchSetup) -> None:
    state, _ = engine.new_match(setup)
    assert engine.decision(state).actor == CHANCE
    assert engine.legal_actions(state) == [engine.sample_chance(state)]
    state, _ = engine.apply(state, engine.sample_chance(state))
    state, _ = engine.apply(state, engine.sample_chance(state))
    for seat in (0, 1):
        zones = state.players[seat]
        assert len(zones.hand) == 6 and len(zones.deck) == 43 and zones.hq_card >= 0
    # the shuffle really changed the order, and deterministically from the key
    assert state.players[0].deck != list(setup.decks[0])[7:]


def test_8_step3_hq_is_hidden_from_both_players(setup: engine.MatchSetup) -> None:
    state = resolve_chance(engine.new_match(setup)[0])
    while engine.decision(state).kind.value == "mulligan":
        state = resolve_chance(engine.apply(state, KeepHand())[0])
    assert state.first_player in (0, 1)
    for seat in (0, 1):
        spot = state.areas[hq_area(seat, state.first_player)]
        assert spot.hq_of == seat and spot.face_down and spot.terrain >= 0
        for viewer in (0, 1, SPECTATOR):
            shown = engine.view(state, viewer).areas[hq_area(seat, state.first_player)]
            assert shown.terrain is None and shown.face_down and shown.limit == 10


def test_8_step4_mulligan_only_without_a_unit_and_only_once(setup: engine.MatchSetup) -> None:
    state, _ = engine.new_match(setup)
    state, _ = engine.apply(state, Shuffle(0, _key_for(state, 0, with_unit=False)))
    state, _ = engine.apply(state, Shuffle(1, _key_for(state, 1, with_unit=True)))
    assert engine.decision(state).actor == 0
    assert engine.legal_actions(state) == [Mulligan(), KeepHand()]
    hand = list(state.players[0].hand)
    state, events = engine.apply(state, Mulligan())
    revealed = [e for e in events if isinstance(e, MulliganDeclared)]
    assert [c.id for c in revealed[0].revealed] == hand  # shown to the opponent first
    assert revealed[0].audience == 7
    assert len(state.players[0].deck) == 50 and state.players[0].hand == []
    # steps 2-4 again; even a second hand without a unit gets no second mulligan
    state, _ = engine.apply(state, Shuffle(0, _key_for(state, 0, with_unit=False)))
    assert state.players[0].mulliganed and len(state.players[0].hand) == 6
    assert engine.decision(state).actor == 1  # P2's turn to keep or not
    state, _ = engine.apply(state, KeepHand())
    assert engine.decision(state).actor == CHANCE
    assert state.chance is not None and state.chance.purpose == "first"


def test_8_step4_a_hand_with_a_unit_cannot_mulligan(setup: engine.MatchSetup) -> None:
    state, _ = engine.new_match(setup)
    state, _ = engine.apply(state, Shuffle(0, _key_for(state, 0, with_unit=True)))
    state, _ = engine.apply(state, Shuffle(1, _key_for(state, 1, with_unit=False)))
    # P1 is asked all the same (asking only some would tell the opponent about the hand),
    # but only keeping is legal
    assert engine.decision(state).actor == 0
    assert engine.legal_actions(state) == [KeepHand()]
    refusal = engine.check(state, Mulligan())
    assert refusal is not None and refusal.key == "mulligan_not_allowed"
    state, _ = engine.apply(state, KeepHand())
    assert engine.legal_actions(state) == [Mulligan(), KeepHand()]


def test_8_step5_dice_are_rolled_again_on_a_tie(setup: engine.MatchSetup) -> None:
    state = resolve_chance_until_roll(setup)
    state, _ = engine.apply(state, Roll(0, 4))
    state, _ = engine.apply(state, Roll(1, 4))
    assert engine.decision(state).actor == CHANCE and state.first_player == -1
    state, _ = engine.apply(state, Roll(0, 2))
    state, events = engine.apply(state, Roll(1, 5))
    assert state.first_player == 1 and state.active == 1 and state.turn == 1
    assert [e.value for e in events if isinstance(e, DieRolled)] == [5]


def test_8_step5_first_turn_has_no_first_hand_adjustment_nor_main_phase(
    setup: engine.MatchSetup,
) -> None:
    state = resolve_chance_until_roll(setup)
    state, _ = engine.apply(state, Roll(0, 6))
    state, _ = engine.apply(state, Roll(1, 1))
    assert (state.turn, state.active, state.phase.value) == (1, 0, "summon")
    state, _ = engine.apply(state, engine.parse_action(state, "end-summon"))
    state, _ = engine.apply(state, engine.parse_action(state, "refill"))
    # the second player's turn has both
    assert (state.turn, state.active, state.phase.value) == (2, 1, "hand_adjust_1")


def test_8_other_players_see_draw_counts_only(setup: engine.MatchSetup) -> None:
    state, _ = engine.new_match(setup)
    state, events = engine.apply(state, engine.sample_chance(state))
    counts = [e for e in events if isinstance(e, HandCountChanged)]
    assert counts and counts[0].audience == 6 and counts[0].drawn == 6


def resolve_chance_until_roll(setup: engine.MatchSetup) -> Any:
    state, _ = engine.new_match(setup)
    while True:
        decision = engine.decision(state)
        if decision.kind.value == "mulligan":
            state, _ = engine.apply(state, KeepHand())
        elif state.chance is not None and state.chance.kind.value == "roll":
            return state
        else:
            state, _ = engine.apply(state, engine.sample_chance(state))
