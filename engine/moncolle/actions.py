"""The Monster Collection family's actions (mc20th, and Deus after it), with the kernel's
shared verbs: one vocabulary for the family's notation and drivers.

Cards are named by instance id, areas by index (a ruleset's board). Large choices are
split into small steps so that every legal action can be listed: an advance is planned
move by move, a formation unit by unit, a declaration target by target.
"""

from __future__ import annotations

from engine.kernel.actions import Action, Done, Pass, Resign, Roll, Shuffle

__all__ = [
    "Action",
    "AddMove",
    "Attack",
    "Choose",
    "ClearMoves",
    "Declare",
    "DeclareAdvance",
    "Discard",
    "DiscardEquipment",
    "Done",
    "EndMain",
    "EndSummon",
    "Equip",
    "KeepHand",
    "LimitDiscard",
    "Manual",
    "Mulligan",
    "Pass",
    "Pay",
    "PayCard",
    "PlaceInFormation",
    "PlaceProxy",
    "PlaceTerrain",
    "Refill",
    "Resign",
    "ReturnTo",
    "Roll",
    "Shuffle",
    "Summon",
    "SwapEquipment",
    "Use",
    "Withdraw",
]

# setup [8]


class Mulligan(Action, frozen=True):
    pass


class KeepHand(Action, frozen=True):
    pass


# hand adjustment [9-1][9-4]


class Discard(Action, frozen=True):
    card: int


class Refill(Action, frozen=True):
    pass


# main phase [9-2]


class PlaceTerrain(Action, frozen=True):
    card: int
    area: int


class PlaceProxy(Action, frozen=True):
    area: int


class AddMove(Action, frozen=True):
    unit: int
    to: int


class ClearMoves(Action, frozen=True):
    pass


class DeclareAdvance(Action, frozen=True):
    pass


class SwapEquipment(Action, frozen=True):
    first: int
    second: int


class EndMain(Action, frozen=True):
    pass


# normal summon phase [9-3] and instant summon timing [10-1]


class DiscardEquipment(Action, frozen=True):
    card: int


class Summon(Action, frozen=True):
    card: int


class Equip(Action, frozen=True):
    card: int
    unit: int


class EndSummon(Action, frozen=True):
    pass


# battle [10]


class PlaceInFormation(Action, frozen=True):
    """Put a unit next in line, front to back [10-2-1]."""

    unit: int


class Attack(Action, frozen=True):
    pass


class ReturnTo(Action, frozen=True):
    """Send an instant-summoned attacker back to one of the areas the advance came from."""

    unit: int
    area: int


class LimitDiscard(Action, frozen=True):
    """Discard one unit for limit adjustment [17-4]."""

    unit: int


# abilities and the counter chain [10-10][11][13][14]


class Use(Action, frozen=True):
    """Start declaring the ``ability``-th ability (from 0) of ``card``."""

    card: int
    ability: int


class Choose(Action, frozen=True):
    """Add a target to the declaration: a unit (card id), a player (seat), a chain link."""

    kind: str
    value: int


class Pay(Action, frozen=True):
    """Declare that ``unit`` pays one cost with its ``slot`` (an attribute, S, I, II, III)."""

    unit: int
    slot: str


class PayCard(Action, frozen=True):
    """Discard a hand card as the cost of the declaration [14-1]."""

    card: int


class Declare(Action, frozen=True):
    """Finish the declaration: it joins the counter chain."""


class Withdraw(Action, frozen=True):
    """Drop the declaration being put together; nothing was paid yet."""


class Manual(Action, frozen=True):
    """One step of an effect resolved by hand (DESIGN.md): first the primitive ``op`` alone,
    then the op with its target (``kind`` unit/player/card/link and ``value``) and, for
    damage and changes, the ``amount``."""

    op: str
    kind: str = ""
    value: int = -1
    amount: int = 0
