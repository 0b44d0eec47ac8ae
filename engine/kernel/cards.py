"""What every game's cards share: the marker base of a printed card record, and the fields
every game's printed cards carry (``PrintedCard``).

A ruleset's card kinds (a tagged union of msgspec Structs in its package) derive from
``CardFace``, so kernel code can tell printed card data from play (the audience checks skip
it: a card's printed text shows no card instance).
"""

from __future__ import annotations

from typing import Protocol

import msgspec


class CardFace(msgspec.Struct, frozen=True):
    """A printed card: data, the same in every match."""


class PrintedCard(Protocol):
    """A printed card as shared code sees it, whatever the game: its id and its name in
    Japanese and English (the card sets' ``name`` and ``name_en``)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def name_en(self) -> str: ...
