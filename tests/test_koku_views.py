"""What a kokuryoku view shows after the end: a hand card picked in a two-step choice stays
its player's secret when the match ends by resignation (DESIGN.md "view(state, viewer)")."""

from __future__ import annotations

import engine
from bot.selfplay import starter_setup
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
