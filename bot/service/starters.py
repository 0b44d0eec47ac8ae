"""Starter decks on Discord (issue 21): each game's shipped decks (``carddb/data/<id>/decks``,
named by its ``Game.starter_decks`` and titled by its ``Game.starter_titles``) stand beside a
player's own decks wherever a deck is chosen: the challenge and accept autocomplete, the
Accept button's deck select, and a game's deck form (Deus's draft). ``/deck starter`` copies
one into the player's decks to edit.

A starter is chosen by the value ``starter:<name>``; a player's own deck can never be named
so (bot/service/challenges.py refuses the prefix), so the two never clash. Shared code: the game's
``Game`` entry says which starters it has, nothing here asks which game runs.
"""

from __future__ import annotations

from bot import games
from bot.presentation.i18n import t
from carddb import starter_deck_text

PREFIX = "starter:"
MAX_CHOICES = 25  # Discord's limit on a select's options and on autocomplete choices


def is_reserved(name: str) -> bool:
    """Whether a deck name would read as a starter's value (a player's deck may not)."""
    return name.strip().casefold().startswith(PREFIX)


def value(name: str) -> str:
    return PREFIX + name


def names(ruleset: str) -> tuple[str, ...]:
    return tuple(games.get(ruleset).starter_decks)


def title(ruleset: str, name: str, lang: str) -> str:
    """The starter's title in ``lang`` (its file name when the game gives none)."""
    return games.get(ruleset).starter_titles.word(name, lang)


def label(ruleset: str, name: str, lang: str) -> str:
    """How a deck choice shows it: 【スターター】紅蓮の旗団 / [Starter] Crimson Banner Company."""
    return t("starter_label", lang, title=title(ruleset, name, lang))[:100]


def options(ruleset: str, lang: str) -> list[tuple[str, str]]:
    """Every starter of ``ruleset`` as (label, value), in the game's order."""
    return [(label(ruleset, n, lang), value(n)) for n in names(ruleset)]


def find(ruleset: str, typed: str) -> str | None:
    """The starter of ``ruleset`` that ``typed`` names: its value, its name or either title,
    letter case and surrounding spaces aside; None when it names none."""
    wanted = typed.strip().casefold()
    if wanted.startswith(PREFIX):
        wanted = wanted[len(PREFIX) :].strip()
    for name in names(ruleset):
        said = {name, title(ruleset, name, "ja"), title(ruleset, name, "en")}
        if wanted in {s.casefold() for s in said}:
            return name
    return None


def text(ruleset: str, name: str) -> str:
    """The starter's deck list as shipped."""
    return starter_deck_text(ruleset, name)


def with_starters(
    own: list[tuple[str, str]], ruleset: str, lang: str, typed: str = ""
) -> list[tuple[str, str]]:
    """A deck choice: the player's own decks (label, value), then ``ruleset``'s starters,
    those whose label or value holds ``typed``; at most 25, the starters' places kept (a player with
    25 decks still sees them)."""
    wanted = typed.strip().casefold()
    starters = [o for o in options(ruleset, lang) if wanted in f"{o[0]} {o[1]}".casefold()]
    return own[: MAX_CHOICES - len(starters)] + starters
