"""What every game's cards share: the marker base of a printed card record.

A ruleset's card kinds (a tagged union of msgspec Structs in its package) derive from
``CardFace``, so kernel code can tell printed card data from play (the audience checks skip
it: a card's printed text shows no card instance).
"""

from __future__ import annotations

import msgspec


class CardFace(msgspec.Struct, frozen=True):
    """A printed card: data, the same in every match."""
