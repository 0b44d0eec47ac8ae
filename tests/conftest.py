"""Shared fixtures: the shipped card index and starter match setups; for pytest-xdist, how many
workers ``-n auto`` starts, hypothesis's cache kept per process and the long tests spread."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import AsyncIterator

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir
from matches import close_open_stores

import engine
from bot.tools.selfplay import starter_setup
from carddb import CardIndex, shipped_index
from engine.kernel import door

# Property-based tests are reproducible and bounded: the same examples on every run (no
# example database, no random seed) and no per-example deadline on a busy CI machine.
settings.register_profile("rokumon", derandomize=True, database=None, deadline=None)
settings.load_profile("rokumon")

# A state the engine has looked at is never changed in place (engine/kernel/door.py keeps
# what it worked out from it for the next call): every test holds every caller to that.
door.CHECK_UNCHANGED = True


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` (pyproject.toml): a worker per core this process may use, and one more.
    About a third of the suite's time is spent waiting, not computing (simcord settles a
    Discord step in slices of 50 ms of real time; the console tests wait on a subprocess), so
    on 2 cores 3 workers ran the suite in 180 s against 240 s for 2.
    PYTEST_XDIST_AUTO_NUM_WORKERS still decides when it is set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist's own hook reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis caches the constants it reads in our modules (it draws some examples from
    them) in a folder of this process's own, removed at its end, not in .hypothesis/ of the
    checkout: pytest-xdist's workers collect at the same moment, and one that read a cache
    file another had just emptied to write it drew other examples."""
    home = tempfile.mkdtemp(prefix="rokumon-hypothesis-")
    set_hypothesis_home_dir(home)
    config.add_cleanup(lambda: shutil.rmtree(home, ignore_errors=True))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked ``long`` (most of a minute each) are spread evenly over the run. Under
    pytest-xdist's worksteal each worker starts on an equal slice of this order, so each gets
    its share of them, and a worker left idle takes over the short tests queued behind one:
    the suite never ends with one worker alone on two long tests."""
    long = [item for item in items if item.get_closest_marker("long")]
    spread = [item for item in items if not item.get_closest_marker("long")]
    for number, item in enumerate(long):
        at = round(number * len(items) / len(long))
        # between two files, so that no module's fixtures are set up twice around it
        while 0 < at < len(spread) and spread[at - 1].path == spread[at].path:
            at += 1
        spread.insert(at, item)
    items[:] = spread


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
