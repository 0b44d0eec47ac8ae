"""Deus's player-facing sentences beside the family's (engine/moncolle/messages.py): every
refusal key of its own rules in Japanese and English, and the names of its decisions; the
package registers them with the kernel's tables when imported.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table

MESSAGES: Final = Table("engine.deus", "messages.MESSAGES")

DECISION_NAMES: Final = Table("engine.deus", "messages.DECISION_NAMES")
