"""Deus's scenario hooks (docs/scenarios.md "Deus positions", "Deus expectations"): building
a position from ``[position]`` (position.py, its schema schema.py) and checking a step's
``expect`` keys (expect.py); the shared runner is bot/tools/scenario/runner.py.
"""

from bot.deus.scenario.expect import check_expectations
from bot.deus.scenario.position import parse_seat, start_position

__all__ = ["check_expectations", "parse_seat", "start_position"]
