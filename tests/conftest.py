"""Shared fixtures: the shipped card index and starter match setups."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from bot.selfplay import starter_setup
from carddb import CardIndex, shipped_index
from engine.state import CHANCE


@pytest.fixture(scope="session")
def index() -> CardIndex:
    return shipped_index("mc20th")


@pytest.fixture
def setup(index: CardIndex) -> engine.MatchSetup:
    return starter_setup(7, index)


def resolve_chance(state: Any) -> Any:
    """Apply seeded chance outcomes until a player must decide."""
    while state.result is None and engine.decision(state).actor == CHANCE:
        state, _ = engine.apply(state, engine.sample_chance(state))
    return state
