"""The national-power game's actions (the kernel's Roll, Shuffle, Pass, Done and Resign
besides). Power-phase and invasion-phase actions are two-step decisions: pick the card or
unit, then what it does (engine/kernel/staged.py).
"""

from __future__ import annotations

from engine.kernel.actions import Action, Done, Pass, Resign, Roll, Shuffle

__all__ = ["Done", "Pass", "Resign", "Roll", "Shuffle"]


# -- the redraw [K-1.1][K-1.2][KV-19] ------------------------------------------------------
class SetAside(Action, frozen=True):
    """Choose this hand card for the redraw (it goes to 国外 when you redraw)."""

    card: int


class TakeBack(Action, frozen=True):
    """Return this card chosen for the redraw to your hand (a choice is not final until you
    redraw)."""

    card: int


class Redraw(Action, frozen=True):
    """Put the chosen cards into 国外 and draw one fewer."""


class Keep(Action, frozen=True):
    """Keep this hand: your redraws are over."""


# -- the power phase [K-5.*][KV-5] -----------------------------------------------------------
class Sortie(Action, frozen=True):
    """Put this unit card from your hand onto this empty sortie square of yours [K-5.6]."""

    card: int
    at: int


class PlaceLand(Action, frozen=True):
    """Put this land card from your hand onto this square [K-5.2][KV-3]."""

    card: int
    at: int


class Support(Action, frozen=True):
    """Move one chip from your unused pile onto this unit of yours [K-5.3][KV-6]."""

    unit: int


class Attach(Action, frozen=True):
    """Attach this weapon, magic or item card from your hand to this unit [K-5.4][KV-17]."""

    card: int
    unit: int


class Detach(Action, frozen=True):
    """Remove (リムーブ) this attached card to 戦場外 [K-5.4][KV-17]."""

    card: int


# -- the invasion phase [K-6.*][KV-7][KV-11] -------------------------------------------------
class Move(Action, frozen=True):
    """Move this unit to this square within its range [K-6.2][KV-2]."""

    unit: int
    to: int


class AttackUnit(Action, frozen=True):
    """This unit attacks the enemy unit on this square [KV-7]."""

    unit: int
    at: int


class MoveAgain(Action, frozen=True):
    """再移動: in its processing step, this unit moves once more [K-6.4a]."""

    unit: int
    to: int


class ClassChange(Action, frozen=True):
    """In its processing step (or, with 修練, in the end phase) this unit becomes the hand
    card its data names [KV-15][K-7.3]."""

    unit: int
    card: int


# -- surprise cards [K-7.1][KV-8] ---------------------------------------------------------
class UseSurprise(Action, frozen=True):
    """Use this surprise card from your hand at its timing."""

    card: int


# -- the end phase [K-7.*][KV-16] -------------------------------------------------------------
class Succeed(Action, frozen=True):
    """世代交代 (1): this child card from your hand replaces its parent unit [K-7.2a]."""

    unit: int
    card: int


class Bolster(Action, frozen=True):
    """世代交代 (2): this parent card from your hand supports its child unit [K-7.2b]."""

    card: int
    unit: int


class Discard(Action, frozen=True):
    """Put this hand card into 戦場外 to come down to 7 cards [K-7.5]."""

    card: int
