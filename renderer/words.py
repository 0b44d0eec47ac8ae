"""How a picture or a text screen says a word (the words themselves live in the packages'
catalogs, engine/kernel/words.py): a list joined and alt text punctuated as each language
writes them; a card of a view by its name; and how a match ended (``{seat} の勝利（{reason}）``),
the same words in every game.
"""

from __future__ import annotations

from typing import Any

from engine.kernel.events import Shown
from engine.kernel.state import Result
from engine.kernel.words import LANGUAGE, Table
from engine.kernel.words import joiner as joiner  # every picture joins lists the same way
from renderer.draw import seat_tag

RESULTS = Table("renderer", "words.RESULTS")
# the marks every game's pictures write as each language does: a bracket after a word, the
# mark between the names of a short list, and two pieces of a wrapped line joined again
MARKS = Table("renderer", "words.MARKS")


def bracket(text: str, lang: str) -> str:
    """``text`` in brackets after a word: ``（移動済）`` / `` (moved)``."""
    return MARKS.say("bracket", lang, text=text)


def listing(lang: str) -> str:
    """Between names in a short list: ``鉄の槍・軍旗`` / ``Iron Spear, War Banner``."""
    return MARKS.word("listing", lang)


def rejoined(lines: list[str], lang: str) -> str:
    """Wrapped lines as one again (to be cut to fit): run on in Japanese, a space between
    in English (the wrap dropped it)."""
    if not lines:
        return ""
    text = lines[0]
    for line in lines[1:]:
        text = MARKS.say("rejoin", lang, before=text, after=line)
    return text


def sentences(parts: list[str], lang: str) -> str:
    """Alt text's parts as sentences, punctuated for the language; an empty part is left out."""
    return LANGUAGE.word("sentence_end", lang).join(part for part in parts if part)


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
        return RESULTS.say("draw", lang, reason=reason)
    return RESULTS.say("win", lang, seat=seat_tag(result.winner), reason=reason)
