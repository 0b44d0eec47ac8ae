"""Long matches through the simulated Discord (issue 21, "a stall in long matches").

Random play, 500 steps per game (tests/long_match.py): every step must be answered and
applied, a match that ends is followed by a new challenge, and the bot's live tasks must not
grow with the number of steps. Before the fixes every Act panel left a 15-minute expiry task
behind it (discord.py tracked each private view: bot/adapter/views.py), and the idle watcher's bare
``asyncio.sleep`` woke on the wall clock in the middle of a simulated action, which then never
settled: the bot stopped answering (bot/adapter/idle.py).

Each game is a test of its own, played in the test's process: pytest-xdist (pyproject.toml)
spreads the four over the cores with the rest of the suite.
"""

from __future__ import annotations

import long_match
import pytest

STEPS = 500
WARM_UP = 50  # steps before the live tasks are first counted (the first match, caches)
RULESETS = ("mc20th", "deus", "grid", "kokuryoku")
pytestmark = pytest.mark.long


@pytest.mark.parametrize("ruleset", RULESETS)
def test_500_random_steps_through_discord_complete_with_bounded_tasks(ruleset: str) -> None:
    run = long_match.play(ruleset, 21, STEPS)  # a step not answered or not applied raises here
    assert len(run.tasks) == STEPS and run.matches >= 1
    counted = run.tasks[WARM_UP:]
    # bounded: after the last step no more runs than after the warm-up, give or take the
    # few that come and go (an idle sweep, a board edit finishing)
    assert max(counted) <= counted[0] + 5, (counted[0], max(counted))
