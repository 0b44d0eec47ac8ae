"""One log line per event, in Japanese or English, for the viewers the event is meant for: the
writer each game's log writer extends with a handler per event it words (``_<EventName>``;
the Monster Collection family's is renderer/moncolle/log.py, grid's and kokuryoku's are their
bot packages'), and the lookup of a word in a table of (Japanese, English) pairs.

Callers pass only events the viewer may see (``engine.kernel.events.can_see``); a card appears by
name only when the event shows its face, named by the caller in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.kernel.events import Event, Shown
from engine.kernel.words import Table, joiner

# the base writer's own words; each game's writer has its table over this one (``lines``)
LINES: Final = Table("renderer", "log.LINES")


class LogWriter:
    """Formats events; ``face`` names a shown card, ``unit`` a unit by instance id. A game's
    subclass words each event of its own in ``_<EventName>``; one without a handler gets no
    line."""

    def __init__(
        self, face: Callable[[Shown], str], unit: Callable[[int], str], lang: str = "ja"
    ) -> None:
        self.face = face
        self.unit = unit
        self.lang = lang

    lines: Table = LINES

    def said(self, key: str, **params: object) -> str:
        """``key``'s line from the writer's table in the reader's language; a line takes the
        fields it names (a game's variants of one event share their arguments)."""
        return self.lines.say(key, self.lang, **params)

    def cards(self, shown: tuple[Shown, ...]) -> str:
        listed = joiner(self.lang).join(self.face(c) for c in shown)
        return listed or self.said("none")

    def line(self, event: Event) -> str | None:
        handler = getattr(self, "_" + type(event).__name__, None)
        return None if handler is None else handler(event)
