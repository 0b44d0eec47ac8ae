"""The national-power game's card-set, deck-construction and pool messages in Japanese and
English, added to carddb/messages.py's table when carddb/kokuryoku is imported, the only
place that says them. Each names the field at fault and the rule it keeps: the fragments'
units (``[K-6.2a]``) and the variant's rules (``[KV-19]``) of
../shared/rules/kokuryoku-map.md; our own card-design bounds name none.
"""

from __future__ import annotations

from typing import Final

from carddb.messages import MESSAGES
from engine.kernel.words import Table

KOKU_MESSAGES: Final = Table("carddb.kokuryoku", "messages.KOKU_MESSAGES")


MESSAGES.add(KOKU_MESSAGES)
