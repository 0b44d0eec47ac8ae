"""The モンコレDeus deck-out judgement [D-END-2][D-END-J0..J6][R9]: once both decks are empty
the game ends at the end of the next turn; the first of six steps that separates the players
decides: controlled front-line areas, units there, their levels, units on the battlefield
(tokens count), their levels, and dice rolled again until they differ. Never a draw.
"""

from __future__ import annotations

import pytest
from deus_position import Table, decision, of_kind, play, roll

from engine.deus.state import MatchState


def _last_turn(p1: dict[str, list[str]], p2: dict[str, list[str]]) -> MatchState:
    """Turn 6 (P2's), both decks empty and the judgement due at its end; P2 is about to
    refill at the second hand adjustment."""
    t = Table(turn=6, active=1)
    for seat, areas in ((0, p1), (1, p2)):
        for label, keys in areas.items():
            for key in keys:
                t.unit(seat, label, key)
        t.hand(seat, "ember")
    t.deck_out_turn = 6
    return t.build("hand_adjust_2")


@pytest.mark.parametrize(
    ("p1", "p2", "winner", "detail"),
    [
        ({"A2": ["pike"]}, {"B2": ["pike"], "C2": ["pike"]}, 1, "1:1-2"),
        ({"A2": ["pike", "hawk"]}, {"B2": ["pike"]}, 0, "2:2-1"),
        ({"A2": ["giant"]}, {"B2": ["pike"]}, 0, "3:5-2"),
        ({"A2": ["pike"]}, {"B2": ["pike"], "A3": ["wisp"]}, 1, "4:1-2"),
        ({"A2": ["pike"], "A1": ["giant"]}, {"B2": ["pike"], "A3": ["pike"]}, 0, "5:7-4"),
    ],
    ids=["step1-areas", "step2-units", "step3-levels", "step4-battlefield", "step5-levels"],
)
def test_judgement_steps_one_to_five(
    p1: dict[str, list[str]], p2: dict[str, list[str]], winner: int, detail: str
) -> None:
    """deus [D-END-J0][D-END-J1][D-END-J2][D-END-J3][D-END-J4][D-END-J5][R9][D-END-2]: the
    steps are tried in order and the first that separates the players decides; a token on
    the battlefield counts as a unit (step 4)."""
    state, events = play(_last_turn(p1, p2), "refill")
    assert state.result is not None
    assert (state.result.reason, state.result.winner, state.result.detail) == (
        "deck_out",
        winner,
        detail,
    )
    assert of_kind(events, "TurnEnded")


def test_judgement_step_six_dice_rolled_again_until_they_differ() -> None:
    """deus [D-END-J6][R9][D-MISC-1][D-TERM-2a]: all five steps equal: the active player rolls
    first, then the other; equal dice are rolled again; the higher wins, never a draw."""
    state, _ = play(_last_turn({"A2": ["pike"]}, {"B2": ["pike"]}), "refill")
    assert state.result is None and decision(state) == "chance"
    assert state.chance is not None and state.chance.player == 1 and state.chance.purpose == "judge"
    state, _ = roll(state, 4, 4)
    assert state.result is None and state.chance is not None and state.chance.player == 1
    state, events = roll(state, 2, 5)  # P2 (active) 2, P1 5
    assert state.result is not None and state.result.winner == 0
    assert state.result.detail == "6:5-2"
    assert of_kind(events, "MatchEnded")[0].winner == 0  # type: ignore[attr-defined]


def test_judgement_comes_at_the_end_of_the_turn_after_both_decks_emptied() -> None:
    """deus [D-END-2][D-END-3][R9]: one empty deck ends nothing and drawing from it loses
    nothing; when the second deck empties (turn 5) the judgement comes at the end of turn 6,
    not of turn 5."""
    t = Table(turn=5)
    t.hand(0, "pike", "pike", "pike", "pike", "pike")
    t.hand(1, "pike")
    t.deck(0, "hawk")
    t.unit(0, "A2", "pike")
    t.unit(1, "C2", "giant")
    state, events = play(t.build("hand_adjust_2"), "refill")
    assert [e.judgement_turn for e in of_kind(events, "DeckOut")] == [6]  # type: ignore[attr-defined]
    assert state.result is None and state.turn == 6 and decision(state) == "P2 hand_adjust"
    state, events = play(state, "refill", "end-main", "end-summon")
    assert state.result is None
    state, events = play(state, "refill")
    assert state.result is not None
    assert (state.result.reason, state.result.winner, state.result.detail) == (
        "deck_out",
        1,
        "3:2-5",
    )


def test_front_line_victory_is_checked_before_the_judgement() -> None:
    """deus [R9][R8][D-END-1]: at the end of the judgement's turn the front-line check runs
    first; at most one of them can apply."""
    state, _ = play(_last_turn({}, {"A2": ["pike"], "B2": ["pike"], "C2": ["pike"]}), "refill")
    assert state.result is not None
    assert (state.result.reason, state.result.winner) == ("front_line", 1)
