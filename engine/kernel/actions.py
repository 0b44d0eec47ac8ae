"""Actions every game shares: the base record and the verbs no ruleset owns — chance
outcomes (DESIGN.md "Chance is recorded"), resigning, passing and finishing a step.

Actions are imperative, frozen, hashable records of what a player (or chance) does. Every
driver builds them, usually by picking from ``legal_actions`` or by parsing a ruleset's
text notation. A ruleset's own actions live in its package (the Monster Collection
family's in engine/moncolle/actions.py).
"""

from __future__ import annotations

import msgspec


class Action(msgspec.Struct, frozen=True, tag=True):
    pass


# chance (DESIGN.md "Chance is recorded")
class Roll(Action, frozen=True):
    player: int
    value: int


class Shuffle(Action, frozen=True):
    """The outcome of a shuffle: a key from which the permutation is derived."""

    player: int
    key: int


class Done(Action, frozen=True):
    """Finish the current step: a battle step, an up-to group of targets, a resolution by
    hand."""


class Resign(Action, frozen=True):
    """Give up the match; allowed whenever the ruleset allows it, never listed."""

    player: int


class Pass(Action, frozen=True):
    """Do nothing when one may act: no response in a counter chain (mc20th [10-10-2]), no
    effect at a trigger moment."""
