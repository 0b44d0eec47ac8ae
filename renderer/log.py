"""One log line per event, in Japanese or English, for the viewers the event is meant for: the
writer each game's log writer extends with a handler per event it words (``_<EventName>``;
the Monster Collection family's is renderer/moncolle/log.py, grid's and kokuryoku's are their
bot packages'), and the lookup of a word in a table of (Japanese, English) pairs.

Callers pass only events the viewer may see (``engine.kernel.events.can_see``); a card appears by
name only when the event shows its face, named by the caller in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.kernel.events import Event, Shown


def said_in(table: dict[str, tuple[str, str]], key: str, lang: str) -> str:
    """``key``'s words in ``lang`` from one of the tables; an unknown key as it is."""
    pair = table.get(key)
    return key if pair is None else pair[0 if lang == "ja" else 1]


class LogWriter:
    """Formats events; ``face`` names a shown card, ``unit`` a unit by instance id. A game's
    subclass words each event of its own in ``_<EventName>``; one without a handler gets no
    line."""

    def __init__(
        self, face: Callable[[Shown], str], unit: Callable[[int], str], lang: str = "ja"
    ) -> None:
        self.face = face
        self.unit = unit
        self.lang = "ja" if lang == "ja" else "en"
        self.ja = lang == "ja"

    def say(self, ja: str, en: str) -> str:
        return ja if self.ja else en

    def cards(self, shown: tuple[Shown, ...]) -> str:
        return ("、" if self.ja else ", ").join(self.face(c) for c in shown) or self.say(
            "なし", "none"
        )

    def line(self, event: Event) -> str | None:
        handler = getattr(self, "_" + type(event).__name__, None)
        return None if handler is None else handler(event)
