"""Shared fixtures: the shipped card index and starter match setups."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from hypothesis import settings
from matches import close_open_stores

import engine
from bot.tools.selfplay import starter_setup
from carddb import CardIndex, shipped_index

# Property-based tests are reproducible and bounded: the same examples on every run (no
# example database, no random seed) and no per-example deadline on a busy CI machine.
settings.register_profile("rokumon", derandomize=True, database=None, deadline=None)
settings.load_profile("rokumon")


@pytest.fixture(scope="session")
def index() -> CardIndex:
    return shipped_index("mc20th")


@pytest.fixture
def setup(index: CardIndex) -> engine.MatchSetup:
    return starter_setup("mc20th", 7, index)


@pytest.fixture(autouse=True)
async def close_stores() -> AsyncIterator[None]:
    """Stores opened with matches.open_store never outlive their test."""
    yield
    await close_open_stores()
