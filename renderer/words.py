"""The one way a picture or a text screen says a word: a table of (Japanese, English)
pairs, looked up in the viewer's language and filled with the given values; a list joined
and alt text punctuated as each language writes them; a card of a view by its name; and how
a match ended (``{seat} の勝利（{reason}）``), the same words in every game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kernel.events import Shown
from engine.kernel.state import Result
from renderer.draw import seat_tag

Pair = tuple[str, str]  # (Japanese, English)

RESULTS: dict[str, Pair] = {
    "win": ("{seat} の勝利（{reason}）", "{seat} wins ({reason})"),
    "draw": ("引き分け（{reason}）", "Draw ({reason})"),
}


def pick(table: Mapping[str, Pair], key: str, lang: str, **params: object) -> str:
    ja, en = table[key]
    return (en if lang == "en" else ja).format(**params)


def said(table: Mapping[str, Pair], key: str, lang: str) -> str:
    """``key``'s words in ``lang``; a key the table lacks is said as it is."""
    pair = table.get(key)
    return key if pair is None else pair[lang == "en"]


def joiner(lang: str) -> str:
    """What goes between the items of a list: ``、`` or ``, ``."""
    return "、" if lang == "ja" else ", "


def sentences(parts: list[str], lang: str) -> str:
    """Alt text's parts as sentences, punctuated for the language; an empty part is left out."""
    return ("。" if lang == "ja" else ". ").join(part for part in parts if part)


def face_of(view: Any, card: Shown) -> Any:
    """The printed card of a card the view shows (None when its catalog lacks it)."""
    return view.catalog.get(card.def_id)


def card_name(view: Any, card: Shown, lang: str = "ja") -> str:
    """A card of the view by its name in ``lang`` (its id when the catalog lacks it)."""
    found = face_of(view, card)
    if found is None:
        return card.def_id
    named = getattr(found, "name_in", None)
    return str(named(lang)) if named is not None else str(found.name)


def result_words(result: Result, reason: str, lang: str) -> str:
    """``▲P1 の勝利（{reason}）``, or a draw for ``reason``, the game's words for why."""
    if result.winner is None:
        return pick(RESULTS, "draw", lang, reason=reason)
    return pick(RESULTS, "win", lang, seat=seat_tag(result.winner), reason=reason)
