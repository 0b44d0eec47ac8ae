"""The garbage collector set for a host of many matches (issue 23).

Each action makes a new state (a few hundred small objects) that outlives several young
collections, so the collector's default thresholds run a collection every few actions and
a full one, which walks every match the host keeps, every few hundred; each pauses every
player waiting at that moment. Almost nothing a host makes holds a reference cycle (the
states are trees, freed by their reference counts), so the young generation may grow much
larger before it is looked at. At 1,000 concurrent matches this took the slowest actions
(p99) from 310 to about 240 ms in mc20th and from 275 to 194 ms in grid (``rokumon bench
load``, quiet machine).
"""

from __future__ import annotations

import gc
from typing import Final

# young, middle, old (CPython's are 700, 10, 10): a young collection once the objects the
# collector tracks have grown by 100,000 since the last (made less freed), a middle one
# every 50 of those (it still finds the cycles asyncio and exceptions leave), a full one
# every 100 middle ones
THRESHOLDS: Final = (100_000, 50, 100)


def tune_for_hosting() -> None:
    """Set the thresholds; the bot calls it before it serves, the load benchmark too."""
    gc.set_threshold(*THRESHOLDS)
