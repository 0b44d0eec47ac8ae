"""What a kokuryoku view shows after the end: a hand card picked in a two-step choice stays
its player's secret when the match ends by resignation (DESIGN.md "view(state, viewer)")."""

from __future__ import annotations

import engine
from bot.tools.selfplay import starter_setup
from engine.kernel.actions import Resign
from engine.kernel.events import shown_in
from engine.kernel.staged import Pick
from engine.kernel.state import SPECTATOR
from engine.kokuryoku.decision import Kind


def _power_phase_with_a_pick() -> object:
    state, _ = engine.new_match(starter_setup("kokuryoku", 3))
    for _ in range(500):
        decision = engine.decision(state)
        if decision.kind is Kind.POWER:
            picks = [a for a in engine.legal_actions(state) if isinstance(a, Pick)]
            hand = set(state.zones[decision.actor].hand)
            mine = [p for p in picks if p.piece in hand]
            if mine:
                picked, _ = engine.apply(state, mine[0])
                return picked
        action = (
            engine.sample_chance(state) if decision.actor < 0 else engine.legal_actions(state)[-1]
        )
        state, _ = engine.apply(state, action)
    raise AssertionError("no power phase with a hand card to pick")


def test_k_3_10_a_picked_hand_card_is_hidden_after_a_resignation() -> None:
    """[K-3.10][KV-18]: the spectators and the opponent never see the picked hand card, not
    even once the match is over."""
    state = _power_phase_with_a_pick()
    seat = engine.decision(state).actor
    card = state.picked
    over, _ = engine.apply(state, Resign(1 - seat))
    assert over.result is not None and over.picked == -1
    for viewer in (1 - seat, SPECTATOR):
        seen = engine.view(over, viewer)
        assert seen.picked == -1 and card not in {s.id for s in shown_in(seen)}


def test_k_1_1_a_card_set_aside_can_be_taken_back_before_the_redraw() -> None:
    """[K-1.1][KV-19]: a card chosen for the redraw is not gone until the player redraws:
    ``back`` returns it to the hand, secretly (the opponent and spectators see only that a
    card went back), and with nothing set aside the player may keep the hand again."""
    state, _ = engine.new_match(starter_setup("kokuryoku", 3))
    while engine.decision(state).kind is not Kind.REDRAW:
        state, _ = engine.apply(state, engine.sample_chance(state))
    seat = engine.decision(state).actor
    card = state.zones[seat].hand[0]
    aside, _ = engine.apply(state, engine.parse_action(state, f"aside #{card}"))
    assert engine.parse_action(aside, "keep") not in engine.legal_actions(aside)
    back = engine.parse_action(aside, f"back #{card}")
    assert back in engine.legal_actions(aside)
    taken, events = engine.apply(aside, back)
    assert card in taken.zones[seat].hand and taken.zones[seat].set_aside == []
    assert engine.parse_action(taken, "keep") in engine.legal_actions(taken)
    for event in events:
        if event.audience & (1 << (1 - seat)):
            assert card not in {s.id for s in shown_in(event)}
    assert engine.check(taken, back).key == "koku_setup_not_set_aside"
