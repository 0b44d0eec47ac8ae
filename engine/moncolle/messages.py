"""The Monster Collection family's player-facing sentences: every refusal and notation-error
key of its rules, in Japanese (the default) and English, the names of its decisions and its
cards' printed words; a ruleset of the family registers them with the kernel's message
tables (engine/kernel/messages.py), so the console and the Discord bot say the same thing.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table

MESSAGES: Final = Table("engine.moncolle", "messages.MESSAGES")

DECISION_NAMES: Final = Table("engine.moncolle", "messages.DECISION_NAMES")

# the printed words of the family's cards (engine/moncolle/traits.py, abilities.py), which set
# files write in Japanese, as an English reader is told them: in a refusal (an advance type)
# and on a card shown in English (renderer/cardtext.py)
WORDS: Final = Table("engine.moncolle", "messages.WORDS")
