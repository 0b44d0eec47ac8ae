"""Deck-list, deck-construction and card-set errors, said from the catalogs
(carddb/locale/; each game's carddb package adds its table).

A ``DeckError`` or a ``CardError`` carries a key and parameters, never a finished sentence,
so that every front end says it in its user's language (the bot in the user's Discord
language, the console, ``rokumon cards check`` and ``str()`` in English). A key ending in
``_one`` is the form used when the ``count`` parameter is 1; a tuple parameter is a list of
line numbers; a ``Message`` parameter is said in the same language, and a card (anything with
``name_in``) by its name in that language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, Protocol, runtime_checkable

from carddb.setmessages import CARD_SET_MESSAGES
from engine.kernel.words import Table, joiner

MESSAGES: Final = Table("carddb", "messages.MESSAGES", CARD_SET_MESSAGES)


@runtime_checkable
class Named(Protocol):
    """A card given as a parameter: said by its name in the reader's language."""

    def name_in(self, lang: str) -> str: ...


@dataclass(frozen=True)
class Message:
    """A sentence not yet said: its key in MESSAGES and its parameters."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        return render(self.key, lang, self.params)

    def __str__(self) -> str:
        return self.render("en")


def said(key: str, **params: object) -> Message:
    return Message(key, params)


def render(key: str, lang: str, params: Mapping[str, object]) -> str:
    """The message in ``lang`` (``ja``; anything else is English)."""
    if params.get("count") == 1 and f"{key}_one" in MESSAGES:
        key = f"{key}_one"
    values = {name: _value(value, lang) for name, value in params.items()}
    return MESSAGES.say(key, lang, **values)


def _value(value: object, lang: str) -> object:
    if isinstance(value, tuple):
        return _line_list(value, lang)
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, Named):
        return value.name_in(lang)
    return value


def _line_list(lines: tuple[int, ...], lang: str) -> str:
    joined = joiner(lang).join(str(n) for n in lines)
    return render("line_list", lang, {"lines": joined, "count": len(lines)})
