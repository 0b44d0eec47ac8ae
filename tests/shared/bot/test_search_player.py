"""The search player (bot/players/search.py, issue 24) reads nothing but its own view: in two
real states that show it the same view (the other player's hidden cards lying elsewhere),
the same seed makes the same choices; and what it chooses is legal."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

import engine
from bot.grid.ai import evaluate as grid_evaluate
from bot.kokuryoku.ai import evaluate as koku_evaluate
from bot.players.search import Budget, SearchPlayer
from bot.tools.selfplay import players_for, starter_setup
from engine.kernel.events import shown_in
from engine.kernel.state import CHANCE

EVALUATIONS = {"grid": grid_evaluate, "kokuryoku": koku_evaluate}
SMALL = Budget(iterations=25, depth=4)


def decisions(ruleset: str, seed: int, every: int) -> list[tuple[Any, int]]:
    """Some positions of a self-play game where a player decides, and who."""
    rng = random.Random(seed)
    players = players_for(ruleset, seed, rng)
    state, _ = engine.new_match(starter_setup(ruleset, seed))
    found = []
    for step in range(300):
        if state.result is not None:
            break
        actor = engine.decision(state).actor
        if actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            if step % every == 0:
                found.append((state, actor))
            action = players[actor].choose(state, actor)
        state, _ = engine.apply(state, action)
    return found


def hidden_moved(state: Any, seat: int, rng: random.Random) -> Any:
    """Another real state with the same view for ``seat``: the other player's hidden
    cards' faces moved among themselves."""
    shown = {face.id for face in shown_in(engine.view(state, seat))}
    places = [c for c, i in enumerate(state.setup.cards) if i.owner != seat and c not in shown]
    faces = [state.setup.cards[c].def_id for c in places]
    rng.shuffle(faces)
    cards = list(state.setup.cards)
    for card, face in zip(places, faces, strict=True):
        cards[card] = msgspec.structs.replace(cards[card], def_id=face)
    moved = engine.copy(state)
    moved.setup = msgspec.structs.replace(state.setup, cards=tuple(cards))
    return moved


@pytest.mark.parametrize("ruleset", sorted(EVALUATIONS))
def test_the_same_view_and_seed_give_the_same_choice(ruleset: str) -> None:
    mover = random.Random(3)
    compared = differed = 0
    for state, seat in decisions(ruleset, seed=4, every=9):
        other = hidden_moved(state, seat, mover)
        assert engine.view(other, seat) == engine.view(state, seat)
        differed += other.setup.cards != state.setup.cards
        first = SearchPlayer(random.Random(compared), EVALUATIONS[ruleset], SMALL)
        second = SearchPlayer(random.Random(compared), EVALUATIONS[ruleset], SMALL)
        chosen = first.choose(state, seat)
        assert chosen == second.choose(other, seat)
        assert engine.check(state, chosen, seat) is None
        compared += 1
    assert compared >= 8 and differed >= compared // 2


def test_the_chances_cover_the_searched_choices_best_first() -> None:
    state, seat = next(
        (s, a)
        for s, a in decisions("kokuryoku", seed=2, every=1)
        if len(engine.legal_actions(s)) > 2
    )
    player = SearchPlayer(random.Random(1), koku_evaluate, Budget(iterations=40, depth=2))
    found = player.chances(state, seat)
    assert found and {a for a, _ in found} <= set(engine.legal_actions(state))
    assert all(0.0 <= chance <= 1.0 for _, chance in found)
