"""The search player (bot/players/search.py, issue 24) reads nothing but its own view: in two
real states that show it the same view (the other player's hidden cards lying elsewhere),
the same seed makes the same choices; and what it chooses is legal."""

from __future__ import annotations

import random

import pytest
from dealt import decisions, rival_faces_moved

import engine
from bot.grid.ai import evaluate as grid_evaluate
from bot.kokuryoku.ai import evaluate as koku_evaluate
from bot.players.search import Budget, SearchPlayer

EVALUATIONS = {"grid": grid_evaluate, "kokuryoku": koku_evaluate}
SMALL = Budget(iterations=25, depth=4)


@pytest.mark.parametrize("ruleset", sorted(EVALUATIONS))
def test_the_same_view_and_seed_give_the_same_choice(ruleset: str) -> None:
    mover = random.Random(3)
    compared = differed = 0
    for state in decisions(ruleset, [4], every=9, cap=300):
        seat = engine.decision(state).actor
        other = rival_faces_moved(state, seat, mover)
        differed += other.setup.cards != state.setup.cards
        first = SearchPlayer(random.Random(compared), EVALUATIONS[ruleset], SMALL)
        second = SearchPlayer(random.Random(compared), EVALUATIONS[ruleset], SMALL)
        chosen = first.choose(state, seat)
        assert chosen == second.choose(other, seat)
        assert engine.check(state, chosen, seat) is None
        compared += 1
    assert compared >= 8 and differed >= compared // 2


def test_the_chances_cover_the_searched_choices_best_first() -> None:
    state = next(
        s for s in decisions("kokuryoku", [2], every=1) if len(engine.legal_actions(s)) > 2
    )
    seat = engine.decision(state).actor
    player = SearchPlayer(random.Random(1), koku_evaluate, Budget(iterations=40, depth=2))
    found = player.chances(state, seat)
    assert found and {a for a, _ in found} <= set(engine.legal_actions(state))
    assert all(0.0 <= chance <= 1.0 for _, chance in found)
