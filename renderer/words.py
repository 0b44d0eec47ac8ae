"""The one way a picture or a text screen says a word: a table of (Japanese, English)
pairs, looked up in the viewer's language and filled with the given values.
"""

from __future__ import annotations

from collections.abc import Mapping

Pair = tuple[str, str]  # (Japanese, English)


def pick(table: Mapping[str, Pair], key: str, lang: str, **params: object) -> str:
    ja, en = table[key]
    return (en if lang == "en" else ja).format(**params)
