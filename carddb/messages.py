"""Deck-list, deck-construction and card-set errors in Japanese and English.

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

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "at_line": ("{line}行目: {problem}", "line {line}: {problem}"),
    "pool_broken": (
        "このセットを加えると {ruleset} の対戦を始められないカードの組になります（{detail}）",
        "With this set the server's {ruleset} cards could no longer start a match ({detail})",
    ),
    "line_list": ("{lines}行目", "lines {lines}"),
    "line_list_one": ("{lines}行目", "line {lines}"),
    # one line
    "unreadable": (
        "「{text}」を読めません。「3 カード名」のように書いてください",
        "cannot read '{text}': write '3 card name'",
    ),
    "bad_count": ("枚数は1～{limit}で書いてください", "the count must be 1 to {limit}"),
    "line_too_long": (
        "1行が長すぎます（{limit}文字まで）",
        "the line is longer than {limit} characters",
    ),
    "several_cards": (
        "「{ref}」は複数のカードの名前です（{ids}）。IDで書いてください",
        "'{ref}' is the name of several cards ({ids}): write the id",
    ),
    "unknown_card": ("「{ref}」というカードはありません", "'{ref}' is not a known card"),
    "unknown_card_hint": (
        "「{ref}」というカードはありません（{hint} のことですか？）",
        "'{ref}' is not a known card (did you mean {hint}?)",
    ),
    # the whole list
    "empty": ("デッキリストが空です", "the deck list is empty"),
    "list_too_long": (
        "デッキリストが長すぎます（{size}文字、上限は{limit}文字）",
        "the deck list has {size} characters; at most {limit}",
    ),
    "too_many_lines": (
        "デッキリストの行が多すぎます（{count}行、上限は{limit}行）",
        "the deck list has {count} lines; at most {limit}",
    ),
    # deck construction, mc20th [3]
    "summoners": (
        "召喚術師カードは1枚までです（{lines}）[3-1]",
        "at most 1 summoner card ({lines}) [3-1]",
    ),
    "too_many_copies": (
        "「{name}」が{count}枚あります（{lines}）。{allowed}枚までです [3-2]",
        "{count} copies of '{name}' ({lines}); at most {allowed} [3-2]",
    ),
    "too_many_copies_text": (
        "「{name}」が{count}枚あります（{lines}）。カードのデッキテキストにより{allowed}枚まで"
        "です [1-1][11-1-1]",
        "{count} copies of '{name}' ({lines}); at most {allowed} by its Deck text [1-1][11-1-1]",
    ),
    "deck_size": (
        "召喚術師以外のカードが{count}枚あります。ちょうど{size}枚にしてください [3-2]",
        "the deck has {count} cards besides the summoner; it needs exactly {size} [3-2]",
    ),
    "deck_size_one": (
        "召喚術師以外のカードが{count}枚です。ちょうど{size}枚にしてください [3-2]",
        "the deck has {count} card besides the summoner; it needs exactly {size} [3-2]",
    ),
    **CARD_SET_MESSAGES,
}


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
    return MESSAGES[key][0 if lang == "ja" else 1].format(**values)


def _value(value: object, lang: str) -> object:
    if isinstance(value, tuple):
        return _line_list(value, lang)
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, Named):
        return value.name_in(lang)
    return value


def _line_list(lines: tuple[int, ...], lang: str) -> str:
    joined = ("、" if lang == "ja" else ", ").join(str(n) for n in lines)
    return render("line_list", lang, {"lines": joined, "count": len(lines)})
