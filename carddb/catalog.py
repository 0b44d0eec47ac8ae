"""The shipped card sets and starter decks (``carddb/data/<ruleset>/``), found through
``importlib.resources`` so they work from an installed package.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from carddb.cardset import CardSet, load_file
from carddb.decklist import CardIndex


def data_dir(ruleset: str) -> Path:
    return Path(str(resources.files("carddb") / "data" / ruleset))


def shipped_set_files(ruleset: str) -> list[Path]:
    folder = data_dir(ruleset)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix in (".toml", ".json"))


def shipped_sets(ruleset: str) -> list[CardSet]:
    return list(_shipped_sets(ruleset))


@cache
def _shipped_sets(ruleset: str) -> tuple[CardSet, ...]:
    """Read once per process: the shipped files do not change while it runs, and a set and
    its cards are frozen, so every caller may share them (each bot the tests start asked
    again)."""
    return tuple(load_file(path) for path in shipped_set_files(ruleset))


def shipped_cards(ruleset: str) -> list[Any]:
    """Every card of the ruleset's shipped sets, of its card kinds."""
    return [card for card_set in shipped_sets(ruleset) for card in card_set.cards]


def shipped_index(ruleset: str) -> CardIndex:
    return CardIndex(shipped_cards(ruleset))


def starter_deck_files(ruleset: str) -> list[Path]:
    folder = data_dir(ruleset) / "decks"
    return sorted(folder.glob("*.txt")) if folder.is_dir() else []


def starter_deck_text(ruleset: str, name: str) -> str:
    """A shipped deck list by file stem, e.g. ``guren``."""
    for path in starter_deck_files(ruleset):
        if path.stem == name:
            return path.read_text(encoding="utf-8")
    known = ", ".join(p.stem for p in starter_deck_files(ruleset))
    raise KeyError(f"no starter deck '{name}' for {ruleset} (known: {known})")
