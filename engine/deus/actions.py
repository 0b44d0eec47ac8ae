"""Deus's own actions, beside the family's (engine/moncolle/actions.py): the draft
[D-DECK-2b..3e], summoning into a named area, by the normal summon or where an effect
summons [D-TURN-4-C], declaring a rearrangement
[D-TURN-4-D][R20], and declaring or declining an interception [D-INT-0][D-INT-DECL].

An interception and a rearrangement are planned move by move with the family's ``AddMove``
and ``ClearMoves``, as an advance is; only their declarations differ.
"""

from __future__ import annotations

from engine.moncolle.actions import Action


class PickFaction(Action, frozen=True):
    """Take the ``faction``-th half-deck of the pool [D-DECK-2b..2d]."""

    faction: int


class Include(Action, frozen=True):
    """Put the ``slot``-th card of the ``faction``-th half-deck into one's deck [D-DECK-3c]."""

    faction: int
    slot: int


class ChooseSummoner(Action, frozen=True):
    """Choose the summoner of one's ``faction``-th half-deck, face down [D-DECK-3e]."""

    faction: int


class SummonTo(Action, frozen=True):
    """Normal summon of a unit card from the hand into an own-territory area [D-TURN-4-C]."""

    card: int
    area: int


class SummonInto(Action, frozen=True):
    """Choose the own-territory area, with room, that a unit an effect summons goes into
    [D-TURN-4-C] (asked only when two or more areas have room; docs/rulings.md)."""

    card: int
    area: int


class Rearrange(Action, frozen=True):
    """Carry out the planned rearrangement of own-territory units [D-TURN-4-D][R20]."""


class Intercept(Action, frozen=True):
    """Declare the planned interception [D-INT-0]."""


class Decline(Action, frozen=True):
    """Let the advance complete without an interception [D-INT-DECL][R6]."""
