"""Scenario files: set up any position of a ruleset, force dice, act in the notation, check
expectations (docs/scenarios.md). The rule tests are kept as such files."""

from bot.tools.scenario.runner import Outcome, run_files, run_scenario

__all__ = ["Outcome", "run_files", "run_scenario"]
