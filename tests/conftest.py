"""Shared fixtures: the shipped card index and starter match setups."""

from __future__ import annotations

import pytest

import engine
from bot.selfplay import starter_setup
from carddb import CardIndex, shipped_index


@pytest.fixture(scope="session")
def index() -> CardIndex:
    return shipped_index("mc20th")


@pytest.fixture
def setup(index: CardIndex) -> engine.MatchSetup:
    return starter_setup(7, index)
