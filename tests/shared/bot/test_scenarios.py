"""Every rule scenario under tests/scenarios/ passes (docs/scenarios.md).

File names carry the rule section they prove, e.g. 10_9_2_damage_goes_down_the_formation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.tools.scenario import run_scenario

HERE = Path(__file__).resolve().parents[2] / "scenarios"
# card sets the scenarios name live in sets/, inside the scenarios' folder
SCENARIOS = sorted(p for p in HERE.rglob("*.toml") if "sets" not in p.relative_to(HERE).parts)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    outcome = run_scenario(path)
    assert outcome.failures == [], "\n".join(outcome.failures)
    assert outcome.rules, f"{path.name} does not say which rules it proves"
