"""Deus's built-in player (bot/deus/ai.py), the easy level and the lookahead's policy (issue
24): it never plans an interception it then declines; a unit joins only when the units that
could join would be at least as strong as the advancing side."""

from __future__ import annotations

import random

import engine
from bot.deus.ai import SensiblePlayer
from bot.players.chance import resolve_chance
from bot.tools.selfplay import starter_setup


def test_an_interception_begun_is_carried_through() -> None:
    begun = declined_at_once = 0
    for seed in range(1, 9):
        players = [SensiblePlayer(random.Random(seed)), SensiblePlayer(random.Random(seed + 50))]
        state = resolve_chance(engine.new_match(starter_setup("deus", seed))[0])
        planning = False
        while state.result is None and state.version < 1500:
            decision = engine.decision(state)
            action = players[decision.actor].choose(state, decision.actor)
            name = type(action).__name__
            if decision.kind.value == "intercept":
                if name == "AddMove":
                    begun += not planning
                    planning = True
                elif name == "Decline":
                    assert not planning, "an interception planned, then declined"
                    declined_at_once += 1
                elif name == "Intercept":
                    assert planning
                    planning = False
            state = resolve_chance(engine.apply(state, action)[0])
    assert begun >= 3 and declined_at_once >= 1  # both answers came up
