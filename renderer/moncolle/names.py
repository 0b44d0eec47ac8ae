"""What the family's pictures say of a view, in Japanese or English: the words every game's
board, battle and hand share, card names, who decides, each side's mark, alt text sentences,
and which side is drawn nearest the viewer (the first player's side: mc20th [5-2], deus [R1]).
A game's names module adds its own words to ``LABELS``.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.events import Shown
from engine.kernel.messages import decision_name
from engine.kernel.state import CHANCE, SPECTATOR
from engine.moncolle.cards import CardDef
from renderer.draw import seat_tag
from renderer.words import Pair, pick

__all__ = [
    "LABELS",
    "bottom_is_first",
    "card_name",
    "decision_text",
    "face_of",
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
    "draw": ("引き分け（{reason}）", "Draw ({reason})"),
    "win": ("{seat} の勝利（{reason}）", "{seat} wins ({reason})"),
    "units_alt": ("{seat}: ユニット {n} 体", "{seat}: {n} units"),
    "last_alt": ("直前: {caption}", "last: {caption}"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def sentences(parts: list[str], lang: str) -> str:
    """Alt text's parts as sentences, punctuated for the language."""
    return ("。" if lang == "ja" else ". ").join(parts)


def face_of(view: Any, card: Shown) -> CardDef | None:
    found: CardDef | None = view.catalog.get(card.def_id)
    return found


def card_name(view: Any, card: Shown, lang: str = "ja") -> str:
    found = face_of(view, card)
    if found is None:
        return card.def_id
    named = getattr(found, "name_in", None)
    return str(named(lang)) if named is not None else found.name


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
    return view.viewer in (SPECTATOR, view.first_player) or view.first_player < 0
