"""A game's rules summary (``/match rules``, ``rokumon rules``): its Game's lines under a
heading in the reader's language, split into Discord-sized pages. Each game keeps its lines
in its own package, one rule a line naming the rule's id (``mc20th [10-9-2]``, ``deus
[D-ADV-d]``, ``grid [G-6.5]``, ``kokuryoku [K-4.3]``); a rule the game fills in by a
documented variant is marked as such.

``bot/<game>/summary.toml`` (read by ``rules_from``) keeps the ids in play order: a
``[summary]`` table with ``rules`` (the ids) and ``variant`` (the id prefix of the game's
variant rules). The words are in the game's catalogs (``bot/<game>/locale/<lang>.po``,
msgctxt ``summary``): msgid the rule's id (``<id>#2`` for a second line citing the same id),
``note`` a closing line.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Final

import engine
from bot import games
from bot.presentation.i18n import t
from engine.kernel.words import Phrase, Table

PAGE: Final = 1900  # a message's 2000 characters, less room for the code fence
FILE: Final = "summary.toml"
CONTEXT: Final = "summary"  # the summary's msgctxt in a game's catalogs
NOTE: Final = "note"
# a line after its rule's id; a variant rule's id marked 【変則 …】/[variant …]
WORDS: Final = Table("bot.presentation", "summary.WORDS")


@dataclass(frozen=True)
class Rule:
    id: str
    words: Phrase
    variant: bool  # filled in by the game's documented variant, not the rulebook


@dataclass(frozen=True)
class Summary:
    rules: tuple[Rule, ...]
    note: Phrase | None = None


@cache
def load(package: str) -> Summary:
    """The summary of a game package (``bot.kokuryoku`` -> bot/kokuryoku/summary.toml's ids,
    bot/kokuryoku/locale/*.po's words); an id without words is a KeyError."""
    data = tomllib.loads((resources.files(package) / FILE).read_text(encoding="utf-8"))
    head = data.get("summary", {})
    prefix = head.get("variant", "")
    table = Table(package, CONTEXT)
    cited: dict[str, int] = {}
    rules = []
    for rule in head["rules"]:
        cited[rule] = cited.get(rule, 0) + 1
        key = rule if cited[rule] == 1 else f"{rule}#{cited[rule]}"
        rules.append(Rule(rule, table[key], bool(prefix) and rule.startswith(prefix)))
    return Summary(tuple(rules), table.get(NOTE))


def lines(summary: Summary, lang: str) -> list[str]:
    """Each rule on one line after its id; a variant rule's id marked 【変則 …】/[variant …]."""
    found = [
        WORDS.say(
            "variant" if rule.variant else "rule", lang, id=rule.id, words=rule.words.in_(lang)
        )
        for rule in summary.rules
    ]
    note = summary.note.in_(lang) if summary.note is not None else ""
    return [*found, "", note] if note else found


def rules_from(package: str) -> Callable[[str], Sequence[str]]:
    """A Game's ``rules``: the summary file of ``package``, read on first use."""
    return lambda lang: lines(load(package), lang)


def summary_text(ruleset: str, lang: str) -> str:
    game = engine.registry.get(ruleset).title_in(lang)
    found = list(games.get(ruleset).rules(lang))
    if not found:
        return t("rules_none", lang, game=game)
    return "\n".join([t("rules_heading", lang, game=game), "", *found])


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
