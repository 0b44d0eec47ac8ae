"""A game's rules summary (``/match rules``, ``rokumon rules``): its Game's lines under a
heading in the reader's language, split into Discord-sized pages. Each game keeps its lines
as data in its own package (``bot/<game>/summary.toml``, read by ``rules_from``), one rule a
line naming the rule's id (``mc20th [10-9-2]``, ``deus [D-ADV-d]``, ``grid [G-6.5]``,
``kokuryoku [K-4.3]``); a rule the game fills in by a documented variant is marked as such.

The file: a ``[summary]`` table (``variant`` = the id prefix of the game's variant rules,
``note_ja``/``note_en`` = a closing line) and one ``[[rule]]`` table a line (``id``, ``ja``,
``en``), in play order.
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

PAGE: Final = 1900  # a message's 2000 characters, less room for the code fence
FILE: Final = "summary.toml"


@dataclass(frozen=True)
class Rule:
    id: str
    ja: str
    en: str
    variant: bool  # filled in by the game's documented variant, not the rulebook


@dataclass(frozen=True)
class Summary:
    rules: tuple[Rule, ...]
    note_ja: str = ""
    note_en: str = ""


@cache
def load(package: str) -> Summary:
    """The summary file of a game package (``bot.kokuryoku`` -> bot/kokuryoku/summary.toml)."""
    data = tomllib.loads((resources.files(package) / FILE).read_text(encoding="utf-8"))
    head = data.get("summary", {})
    prefix = head.get("variant", "")
    rules = tuple(
        Rule(r["id"], r["ja"], r["en"], bool(prefix) and r["id"].startswith(prefix))
        for r in data["rule"]
    )
    return Summary(rules, head.get("note_ja", ""), head.get("note_en", ""))


def lines(summary: Summary, lang: str) -> list[str]:
    """Each rule on one line after its id; a variant rule's id marked 【変則 …】/[variant …]."""
    found = []
    for rule in summary.rules:
        if lang == "ja":
            mark = f"【変則 {rule.id}】" if rule.variant else f"[{rule.id}]"
            found.append(f"{mark} {rule.ja}")
        else:
            mark = f"[variant {rule.id}]" if rule.variant else f"[{rule.id}]"
            found.append(f"{mark} {rule.en}")
    note = summary.note_ja if lang == "ja" else summary.note_en
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
