"""The grid game's scenario hooks (docs/scenarios.md "Grid positions", "Grid expectations"):
building a position from ``[position]`` (position.py, its schema schema.py) and checking a
step's ``expect`` keys (expect.py); the shared runner is bot/tools/scenario/runner.py.
"""

from bot.grid.scenario.expect import check_expectations
from bot.grid.scenario.position import parse_seat, start_position

__all__ = ["check_expectations", "parse_seat", "start_position"]
