"""A game's rules summary (``/match rules``, ``rokumon rules``): its Game's lines under a
heading in the reader's language, split into Discord-sized pages. Each game writes its own
lines (``Game.rules``) naming every rule's id; a rule the game fills in by a documented
variant says so on its line.
"""

from __future__ import annotations

from typing import Final

import engine
from bot import games
from bot.i18n import t

PAGE: Final = 1900  # a message's 2000 characters, less room for the code fence


def summary_text(ruleset: str, lang: str) -> str:
    game = engine.registry.get(ruleset).title_in(lang)
    lines = list(games.get(ruleset).rules(lang))
    if not lines:
        return t("rules_none", lang, game=game)
    return "\n".join([t("rules_heading", lang, game=game), "", *lines])


def summary_pages(text: str) -> list[str]:
    """The text in pages of at most PAGE characters, cut between lines."""
    pages: list[str] = []
    page = ""
    for line in text.splitlines():
        while len(line) > PAGE:
            pages.append(line[:PAGE])
            line = line[PAGE:]
        if len(page) + len(line) + 1 > PAGE:
            pages.append(page)
            page = ""
        page = f"{page}\n{line}" if page else line
    return [*pages, page] if page or not pages else pages
