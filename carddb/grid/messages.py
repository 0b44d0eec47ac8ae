"""The grid game's card-set and deck-construction messages in Japanese and English, added to
carddb/messages.py's table when carddb/grid is imported, the only place that says them.
Each names the field at fault and the rule it keeps: the rulebook's ids (``[G-3.1]``) and
rulings (``[G-R2]``) of ../shared/rules/grid-map.md; our own card-design rules (the effect
language of engine/grid/cards.py, docs/cardsets.md "grid sets") name none.
"""

from __future__ import annotations

from typing import Final

from carddb.messages import MESSAGES
from engine.kernel.words import Table

GRID_MESSAGES: Final = Table("carddb.grid", "messages.GRID_MESSAGES")


MESSAGES.add(GRID_MESSAGES)
