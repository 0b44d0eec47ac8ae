"""Kokuryoku's rules summary (``/match rules``, ``rokumon rules kokuryoku``): what the
rulebook's surviving pages state [K-*], and the documented variant that fills the lost pages
[KV-1]..[KV-19] (../shared/rules/kokuryoku-map.md), every variant line marked 【変則】 /
[variant] so a player sees which rules are filled in (issue 13).
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from importlib import resources
from typing import Final

# (id, Japanese, English); an id starting with "KV" is a variant rule
_RULES_FILE: Final = "summary.toml"


def rules() -> tuple[tuple[str, str, str], ...]:
    """(id, Japanese, English) in play order; an id starting with "KV" is a variant rule."""
    text = (resources.files("bot.kokuryoku") / _RULES_FILE).read_text(encoding="utf-8")
    return tuple((r["id"], r["ja"], r["en"]) for r in tomllib.loads(text)["rule"])


def lines(lang: str) -> Sequence[str]:
    """Each rule on one line with its id; the variant's marked [KV-*]."""
    found = []
    for rule, ja, en in rules():
        variant = rule.startswith("KV")
        if lang == "ja":
            mark = f"【変則 {rule}】" if variant else f"[{rule}]"
            found.append(f"{mark} {ja}")
        else:
            mark = f"[variant {rule}]" if variant else f"[{rule}]"
            found.append(f"{mark} {en}")
    note = (
        "【変則】はルールブックが失われた部分を補う Rokumon の変則ルールです（docs/rulings.md）。"
        if lang == "ja"
        else "[variant] marks Rokumon's variant rules filling the rulebook's lost pages"
        " (docs/rulings.md)."
    )
    return [*found, "", note]
