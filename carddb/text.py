"""How typed text is compared with card names and ids: NFKC (full-width letters, digits and
spaces become plain ones), invisible format characters removed (zero-width space, soft
hyphen, a byte-order mark inside the text, joiners, direction marks: Unicode category Cf),
and for names also spacing and case ignored. ``has_japanese`` tells whether a text meant
for English readers still holds Japanese script.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

# kana, kanji and the Japanese typography around them: CJK symbols and punctuation (「」、。
# 〈〉【】), hiragana, katakana (with ・ and ー), CJK ideographs and their extensions, and the
# full-width and half-width forms (：, ｶ)
JAPANESE: Final = re.compile(
    "[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff\u3400-\u4dbf"
    "\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\U00020000-\U0003134f]"
)


def clean_text(text: str) -> str:
    """NFKC without invisible format characters, which a copy from a web page or a chat
    often carries and which would make a name look right and match nothing."""
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():  # no format character is ASCII
        return text
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def normalise_name(text: str) -> str:
    """The form names are compared in: cleaned, no spaces, case-folded."""
    return "".join(clean_text(text).split()).casefold()


def has_japanese(text: str) -> bool:
    """Whether ``text`` holds kana, kanji or Japanese full-width punctuation."""
    return JAPANESE.search(text) is not None
