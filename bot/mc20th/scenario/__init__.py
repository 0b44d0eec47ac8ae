"""mc20th's scenario hooks: building a position from ``[position]`` and checking a step's
``expect`` keys (docs/scenarios.md); the shared runner is bot/tools/scenario/runner.py.
"""
