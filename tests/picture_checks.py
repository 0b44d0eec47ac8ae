"""What the picture tests check of any board: how many unit tiles it drew, and whether its
smallest text is legible at a phone's 400 px.
"""

from __future__ import annotations

from typing import Any

from renderer.draw import Picture


def units_drawn(picture: Picture, view: Any) -> int:
    """How many unit tiles a board drew: each draws its unit's name once, whole or cut."""
    faces = [view.catalog[u.card.def_id] for spot in view.areas for u in spot.units]
    names = {name for face in faces for name in (face.name, face.name_in("en"))}
    return sum(
        t in names or (t.endswith("…") and any(n.startswith(t[:-1]) for n in names))
        for t in picture.texts
    )


def readable_on_a_phone(picture: Picture) -> bool:
    """At 400 px wide (a phone) the smallest text is still 11 px tall."""
    return picture.smallest * 400 / picture.width >= 11
