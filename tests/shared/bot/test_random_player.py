"""The random legal player draws exactly as grouping the legal actions by kind and calling
``random.choices`` then ``random.choice`` would (issue 23: it groups without a defaultdict
and skips building weights that are all 1), so fixed-seed self-play is unchanged."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from engine.kernel.actions import Action
from engine.kernel.state import CHANCE


def _plain_choice(
    rng: random.Random, legal: list[Action], passing: frozenset[str], weight: float
) -> Action:
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        by_kind[type(action).__name__].append(action)
    kinds = sorted(by_kind)
    kind = rng.choices(kinds, [weight if k in passing else 1.0 for k in kinds])[0]
    return rng.choice(by_kind[kind])


@pytest.mark.parametrize("weight", [1.0, 0.25])
@pytest.mark.parametrize("ruleset", registry.ids())
def test_choose_draws_what_choices_and_choice_draw(ruleset: str, weight: float) -> None:
    passing = frozenset(registry.get(ruleset).passing)
    player = RandomPlayer(random.Random(7), pass_weight=weight, passing=passing)
    plain = random.Random(7)
    state, _ = engine.new_match(starter_setup(ruleset, 3))
    for _ in range(150):
        decision = engine.decision(state)
        if state.result is not None:
            break
        if decision.actor == CHANCE:
            action = engine.sample_chance(state)
        else:
            action = player.choose(state, decision.actor)
            assert action == _plain_choice(plain, engine.legal_actions(state), passing, weight)
        state, _ = engine.apply(state, action)
