"""The largest texts, lists and numbers of a card, bounded by the field's name alone (the
games on the kernel: grid, kokuryoku; docs/cardsets.md "Limits"). Each game gives its own
sizes; a card is walked without recursion, every field of every struct, list and entry.

Monster Collection's cards bound each field by its owner as well (carddb/moncolle/bounds.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import msgspec

from carddb.messages import said
from carddb.schema import Problem


@dataclass(frozen=True)
class FieldBounds:
    """A game's sizes: ``texts`` and ``lists`` by field name, the rest by the defaults (a
    ``*_en`` text has room for more letters than its Japanese)."""

    texts: Mapping[str, int]
    other_text: int
    other_text_en: int
    lists: Mapping[str, int] = field(default_factory=dict)
    other_list: int = 10
    other_number: int = 99

    def problems(self, card: msgspec.Struct) -> list[Problem]:
        """Every text and list of a card against its maximum, sorted by where they stand."""
        found: list[Problem] = []
        stack: list[tuple[object, str, str]] = [(card, "", "")]
        least, most = -self.other_number, self.other_number
        while stack:
            value, name, at = stack.pop()
            if isinstance(value, msgspec.Struct):
                for field_name in value.__struct_fields__:
                    path = f"{at}.{field_name}" if at else field_name
                    stack.append((getattr(value, field_name), field_name, path))
            elif isinstance(value, str) and len(value) > self.text_limit(name):
                found.append((at, said("too_long", limit=self.text_limit(name))))
            elif isinstance(value, tuple):
                entries = self.lists.get(name, self.other_list)
                if len(value) > entries:
                    found.append((at, said("too_many_entries", limit=entries)))
                else:
                    stack.extend((item, name, f"{at}[{i}]") for i, item in enumerate(value))
            elif isinstance(value, int) and not least <= value <= most:
                found.append((at, said("out_of_range", least=least, most=most)))
        return sorted(found, key=lambda problem: problem[0])

    def text_limit(self, name: str) -> int:
        other = self.other_text_en if name.endswith("_en") else self.other_text
        return self.texts.get(name, other)
