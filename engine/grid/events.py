"""The grid game's events: what an action did, each for its audience (kernel events). A card
only its owner may see (a drawn card, a life card taken into the hand [G-R13], the chosen base
[G-R3]) is in an event for that player, and a count in one for everyone else.
"""

from __future__ import annotations

from engine.kernel.events import Event, Shown

__all__ = ["Event", "Shown"]


class BaseChosen(Event, frozen=True):
    player: int
    card: Shown | None  # None in the copy for everyone else


class DieRolled(Event, frozen=True):
    player: int
    value: int
    purpose: str


class DeckShuffled(Event, frozen=True):
    player: int


class FirstPlayerDecided(Event, frozen=True):
    player: int


class TurnStarted(Event, frozen=True):
    player: int
    turn: int


class PhaseStarted(Event, frozen=True):
    player: int
    phase: str


class Untapped(Event, frozen=True):
    player: int
    count: int


class Drew(Event, frozen=True):
    player: int
    cards: tuple[Shown, ...]  # empty in the copy for everyone else
    count: int


class LifeDealt(Event, frozen=True):
    player: int
    base: Shown
    count: int


class Supplied(Event, frozen=True):
    player: int
    card: Shown


class Paid(Event, frozen=True):
    player: int
    cards: tuple[Shown, ...]


class Summoned(Event, frozen=True):
    player: int
    card: Shown
    at: int


class BasePlaced(Event, frozen=True):
    player: int
    card: Shown
    at: int
    life: int


class SpellCast(Event, frozen=True):
    player: int
    card: Shown
    at: int = -1
    target: Shown | None = None
    target_player: int = -1


class Triggered(Event, frozen=True):
    """An ability fired: its card and the trigger word [G-R17]."""

    player: int
    card: Shown
    trigger: str


class Moved(Event, frozen=True):
    player: int
    pieces: tuple[Shown, ...]
    start: tuple[int, ...]
    to: int


class Attacked(Event, frozen=True):
    player: int
    piece: Shown
    start: int
    at: int
    power: int  # the attacking square's total [G-R12]
    defence: int = -1  # the defending square's total; -1 for a base [G-R13]


class Destroyed(Event, frozen=True):
    """Entities sent to the graveyard from one square (a lost battle, an effect)."""

    player: int
    cards: tuple[Shown, ...]
    at: int
    reason: str


class Bounced(Event, frozen=True):
    player: int
    card: Shown
    at: int


class Boosted(Event, frozen=True):
    card: Shown
    amount: int
    power: int


class LifeTaken(Event, frozen=True):
    """Life cards of a base went to its owner's hand [G-6.7][G-R13]."""

    player: int
    base: Shown
    cards: tuple[Shown, ...]  # empty in the copy for everyone else
    count: int
    left: int


class BaseDestroyed(Event, frozen=True):
    player: int
    base: Shown
    at: int


class Milled(Event, frozen=True):
    player: int
    cards: tuple[Shown, ...]


class ResourcesUntapped(Event, frozen=True):
    player: int
    count: int


class DeckEmptied(Event, frozen=True):
    """A deck became 0 cards [G-1.2][G-R14]."""

    player: int


class TurnEnded(Event, frozen=True):
    player: int
    turn: int
