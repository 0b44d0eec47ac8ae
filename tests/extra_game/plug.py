"""The extra game plugged into each layer's registry (engine, carddb, renderer, bot) and its
words into the message tables, for the length of a ``with`` block: what an entry point in
pyproject.toml would do for an installed game, undone on leaving.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot import games
from carddb import messages as deck_messages
from carddb import rulesets
from engine import registry
from engine.kernel import messages
from engine.kernel.words import Table
from extra_game.cards import MESSAGES, RULES
from extra_game.game import GAME
from extra_game.picture import LAYOUT
from extra_game.rules import DECISIONS, RULESET
from renderer import layouts

REGISTRIES = (
    (registry._RULESETS, RULESET),
    (rulesets._RULES, RULES),
    (layouts._LAYOUTS, LAYOUT),
    (games._GAMES, GAME),
)


@contextmanager
def plugged() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        for plugins, item in REGISTRIES:
            plugins.ids()  # the installed games first, as a real lookup would load them
            patch.setitem(plugins._items, item.id, item)
        _gather(patch, messages._DECISIONS, DECISIONS)
        _gather(patch, deck_messages.MESSAGES, MESSAGES)
        yield


def _gather(patch: pytest.MonkeyPatch, gathered: Table, ours: Table) -> None:
    """``ours`` added to ``gathered`` as a game's package adds its table, undone on leaving:
    its list of tables and what it has read put back as they were."""
    patch.setattr(gathered, "_phrases", None)
    patch.setattr(gathered, "bases", list(gathered.bases))
    gathered.add(ours)
