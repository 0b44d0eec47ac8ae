"""What the family's pictures say of a view, in Japanese or English: the words every game's
board, battle and hand share, card names, who decides, each side's mark, alt text sentences,
and which side is drawn nearest the viewer (the first player's side: mc20th [5-2], deus [R1]).
A game's names module adds its own words to ``LABELS``.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE
from engine.kernel.words import Table
from renderer import pieces
from renderer.draw import seat_tag
from renderer.words import bracket, card_name, face_of, sentences

__all__ = [
    "LABELS",
    "bottom_is_first",
    "card_name",
    "decision_text",
    "face_of",
    "near_seat",
    "seat_tag",
    "sentences",
    "word",
]

# the words every family board, battle and hand picture draws besides card names
LABELS = Table("renderer.moncolle", "names.LABELS")


def word(key: str, lang: str, **params: object) -> str:
    return LABELS.say(key, lang, **params)


def decision_text(view: Any, lang: str = "ja") -> str:
    """Who must decide what now, e.g. "▲P1 隊列変更タイミング (B2)"."""
    kind = decision_name(view.decision.kind, lang)
    area = view.decision.area
    where = bracket(area, lang) if area else ""
    actor = view.decision.actor
    if actor == CHANCE:
        return f"{word('dice', lang)}{where}"
    if actor < 0:
        return kind
    return f"{seat_tag(actor)} {kind}{where}"


def bottom_is_first(view: Any) -> bool:
    """Whether row 1 (the first player's side) is drawn nearest (at the bottom of a
    portrait picture, at the left of the landscape board)."""
    return pieces.first_nearest(view.viewer, view.first_player)


def near_seat(view: Any) -> int:
    """The seat whose side is drawn nearest."""
    return pieces.near_seat(view.viewer, view.first_player)
