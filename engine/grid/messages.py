"""The grid game's player-facing sentences: every refusal key of its rules and its notation in
Japanese and English, and the names of its decisions; the package registers them with the
kernel's tables when imported. Each refusal names the rule it keeps.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table

MESSAGES: Final = Table("engine.grid", "messages.MESSAGES")

DECISION_NAMES: Final = Table("engine.grid", "messages.DECISION_NAMES")
