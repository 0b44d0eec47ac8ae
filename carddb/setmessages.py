"""Card-set errors in Japanese and English (docs/cardsets.md): where the problem is (file,
card, field), then what it is. carddb/messages.py merges this table into its own and says
every message; the English is what ``rokumon cards check`` prints and ``str()`` gives.

Field paths and the words of the file format (``targets2``, ``'reach'``) are quoted as the
file writes them, in both languages; the card game's words are the reader's (English:
docs/glossary.md), and a value the file must write in Japanese (an attribute) comes as a
parameter.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.words import Table

CARD_SET_MESSAGES: Final = Table("carddb", "setmessages.CARD_SET_MESSAGES")
