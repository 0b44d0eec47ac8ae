"""How typed text is compared with card names and ids: NFKC (full-width letters, digits and
spaces become plain ones), invisible format characters removed (zero-width space, soft
hyphen, a byte-order mark inside the text, joiners, direction marks: Unicode category Cf),
and for names also spacing and case ignored.
"""

from __future__ import annotations

import unicodedata


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
