"""Every bot message in Japanese and English (the slash commands' own words: translator.py).

Messages to one user follow their Discord locale (``ja`` → Japanese, ``en-*`` → English,
anything else the server's language); channel messages use the server's language, Japanese
unless a moderator chose English. Refusals from the engine come from its message tables.
"""

from __future__ import annotations

from typing import Final

from carddb import DeckListError
from engine.kernel.errors import NotationError
from engine.kernel.messages import render as render_engine
from engine.kernel.words import Table, languages

TEXT: Final = Table("bot.presentation", "i18n.TEXT")

BUTTONS: Final = Table("bot.presentation", "i18n.BUTTONS")


def lang_of(locale: object, fallback: str) -> str:
    """The language a Discord locale (``ja``, ``en-US`` ...) reads, when Rokumon has its
    catalogs (ja, en, or one a translator added); others get ``fallback``."""
    code = str(locale or "")
    found = [lang for lang in languages() if code == lang or code.startswith(f"{lang}-")]
    return found[0] if found else fallback


def t(key: str, lang: str, **params: object) -> str:
    if params.get("count") == 1 and f"{key}_one" in TEXT:
        key = f"{key}_one"
    return TEXT.say(key, lang, **params) if key in TEXT else key


def button(key: str, lang: str) -> str:
    return BUTTONS.word(key, lang)


def error_list(problems: list[str], lang: str, budget: int = 1700) -> str:
    """Problems as bullet lines within ``budget`` characters (a Discord message holds
    2000): cut between lines, never inside one, then how many were left out."""
    reserve = len(t("more_errors", lang, count=len(problems))) + 1
    shown: list[str] = []
    used = 0
    for problem in problems:
        line = "- " + (problem if len(problem) <= 300 else problem[:299] + "…")
        if used + len(line) + 1 > budget - reserve:
            break
        shown.append(line)
        used += len(line) + 1
    if len(shown) < len(problems):
        shown.append(t("more_errors", lang, count=len(problems) - len(shown)))
    return "\n".join(shown)


def service_message(key: str, lang: str, params: dict[str, object]) -> str:
    """A ServiceError in words; engine refusals come through as ``illegal``."""
    if key == "illegal":
        refusal = params["refusal"]
        return str(refusal.message(lang))  # type: ignore[attr-defined]
    params = {name: _said(value, lang) for name, value in params.items()}
    if key in TEXT:
        return t(key, lang, **params)
    return render_engine(key, lang, params)


def _said(value: object, lang: str) -> object:
    """A parameter that is itself an error, in ``lang``: a deck list's errors as a list, a
    notation error as its sentence (the bot's ``bad_notation`` wraps it)."""
    if isinstance(value, DeckListError):
        return error_list([e.message(lang) for e in value.errors], lang)
    if isinstance(value, NotationError):
        return value.message(lang)
    return value
