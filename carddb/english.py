"""The English of a card set (docs/cardsets.md "English"): every field whose name ends in
``_en`` (``name_en``, an ability's ``text_en``, ``printing.flavor_en`` ...) is optional, and
when given it is English: not blank, and free of kana, kanji and full-width marks, since an
English reader is shown it instead of the Japanese. Any ruleset's cards are walked the same
way, by field name.
"""

from __future__ import annotations

import msgspec

from carddb.messages import Message, said
from carddb.schema import Problem
from carddb.text import has_japanese

SUFFIX = "_en"


def english_problems(card: msgspec.Struct) -> list[Problem]:
    """Each ``*_en`` text of ``card`` (at any depth) that is blank or holds Japanese."""
    found: list[Problem] = []
    stack: list[tuple[object, str]] = [(card, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, msgspec.Struct):
            for name in value.__struct_fields__:
                at = f"{path}.{name}" if path else name
                item = getattr(value, name)
                if name.endswith(SUFFIX) and isinstance(item, str):
                    found += [(at, p) for p in _text_problems(item)]
                else:
                    stack.append((item, at))
        elif isinstance(value, tuple):
            stack.extend((item, f"{path}[{i}]") for i, item in enumerate(value))
    return sorted(found, key=lambda problem: problem[0])


def _text_problems(text: str) -> list[Message]:
    if text and not text.strip():
        return [said("blank_english")]
    if has_japanese(text):
        return [said("japanese_in_english")]
    return []
