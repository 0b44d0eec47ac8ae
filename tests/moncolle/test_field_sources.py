"""The cards whose abilities may wake on the field [11-2-4]: asking of one card
(``is_field_source``, the check a woken effect's turn asks, issue 23) agrees with listing
them all (``field_sources``) for every card, seat and position of fixed-seed games."""

from __future__ import annotations

import random

import pytest

import engine
from bot import games as registry
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.state import CHANCE, SEATS
from engine.moncolle.moments import field_sources, is_field_source


@pytest.mark.parametrize("ruleset", ["mc20th", "deus"])
def test_one_card_is_a_field_source_exactly_when_it_is_listed(ruleset: str) -> None:
    rng = random.Random(3)
    players = {s: RandomPlayer(rng, passing=registry.get(ruleset).passing) for s in SEATS}
    state, _ = engine.new_match(starter_setup(ruleset, 3, shipped_index(ruleset)))
    asked = 0
    for step in range(400):
        if state.result is not None:
            break
        if step % 4 == 0:
            for seat in SEATS:
                listed = set(field_sources(state, seat))
                for card in range(len(state.setup.cards)):
                    assert is_field_source(state, seat, card) == (card in listed)
                    asked += card in listed
        actor = engine.decision(state).actor
        action = (
            engine.sample_chance(state) if actor == CHANCE else players[actor].choose(state, actor)
        )
        state, _ = engine.apply(state, action)
    assert asked > 100  # positions with cards on the field were asked about
