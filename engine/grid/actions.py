"""The grid game's actions (the kernel's Roll, Shuffle, Pass, Done and Resign besides).

Use-phase actions name a card of the hand and where it goes; move-phase actions name the
entity and a square. Both are two-step decisions (engine/kernel/staged.py): pick the card,
then the square.
"""

from __future__ import annotations

from engine.kernel.actions import Action, Done, Pass, Resign, Roll, Shuffle

__all__ = ["Done", "Pass", "Resign", "Roll", "Shuffle"]


class ChooseBase(Action, frozen=True):
    """Set aside this base card of your deck, in secret [G-3.2][G-R3]."""

    card: int


class SetBase(Action, frozen=True):
    """Place your chosen base face up on this square of your front row [G-3.5][G-4]."""

    at: int


class Supply(Action, frozen=True):
    """Put this hand card into your resource zone, face up and upright [G-5.2][G-R6]."""

    card: int


class Summon(Action, frozen=True):
    """Summon this entity from your hand onto this square [G-9.2][G-R4]."""

    card: int
    at: int


class Build(Action, frozen=True):
    """Put this base from your hand onto this square of your front row [G-FAQ-1][G-R7]."""

    card: int
    at: int


class Cast(Action, frozen=True):
    """Cast this spell on this square; its area is laid out from it [G-10.2][G-R16]."""

    card: int
    at: int


class CastOn(Action, frozen=True):
    """Cast this spell on this card (an entity or a base) [G-10.4]."""

    card: int
    target: int


class CastFor(Action, frozen=True):
    """Cast this spell on this player [G-10.4]."""

    card: int
    player: int


class Move(Action, frozen=True):
    """Move these entities, together, to this square [G-6.1][G-FAQ-5][G-R18]; the first is
    the one picked."""

    pieces: tuple[int, ...]
    to: int


class Attack(Action, frozen=True):
    """This entity attacks the enemy entities or base on this square [G-6.4][G-R11]."""

    piece: int
    at: int


USES = (Summon, Build, Cast, CastOn, CastFor)
