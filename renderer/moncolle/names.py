"""What the family's pictures say of a view, in Japanese or English: the words every game's
board, battle and hand share, card names, who decides, each side's mark, alt text sentences,
and which side is drawn nearest the viewer (the first player's side: mc20th [5-2], deus [R1]).
A game's names module adds its own words to ``LABELS``.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE
from renderer import pieces
from renderer.draw import seat_tag
from renderer.words import Pair, card_name, face_of, pick, sentences

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
LABELS: dict[str, Pair] = {
    "turn": ("ターン {n}", "Turn {n}"),
    "turn_of": ("{seat} の手番", "{seat}'s turn"),
    "next": ("次", "Next"),
    "dice": ("ダイス／シャッフル", "dice / shuffle"),
    "you": ("あなた", "you"),
    "hand": ("手札", "Hand"),
    "deck": ("山札", "Deck"),
    "discard": ("捨札", "Discard"),
    "summoner": ("召喚術師", "Summoner"),
    "battle_at": ("戦闘 {area}", "Battle in {area}"),
    "battle": ("戦闘中", "Battle"),
    "instant": ("即", "IS"),
    "plan": ("進軍予定", "Advancing:"),
    "units_alt": ("{seat}: ユニット {n} 体", "{seat}: {n} units"),
    "last_alt": ("直前: {caption}", "last: {caption}"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def decision_text(view: Any, lang: str = "ja") -> str:
    """Who must decide what now, e.g. "▲P1 隊列変更タイミング (B2)"."""
    kind = decision_name(view.decision.kind, lang)
    area = view.decision.area
    where = (f"（{area}）" if lang == "ja" else f" ({area})") if area else ""
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
