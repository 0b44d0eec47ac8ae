"""モンコレDeus's card-set and deck-construction messages in Japanese and English, added to
carddb/messages.py's table (``add_messages``) when carddb/deus is imported, the only place
that says them. Each names the rule it keeps: Deus's ids (``[D-STAT-0]``) and rulings
(``[R15]``) of ../shared/rules/deus-map.md.
"""

from __future__ import annotations

from typing import Final

from carddb.messages import MESSAGES
from engine.kernel.words import Table

DEUS_MESSAGES: Final = Table("carddb.deus", "messages.DEUS_MESSAGES")

MESSAGES.add(DEUS_MESSAGES)
