"""The national-power game's events: what an action did, each for its audience (kernel
events). A card only its owner may see (a drawn card) is in an event for that player and a
count in one for everyone else; 国外 and 戦場外 are public [KV-18]."""

from __future__ import annotations

from engine.kernel.events import Event, Shown

__all__ = ["Event", "Shown"]


class DeckShuffled(Event, frozen=True):
    player: int
    by: int  # who shuffled it: its owner, then the opponent's light shuffle [K-3.1][K-3.2]


class DieRolled(Event, frozen=True):
    player: int
    value: int
    purpose: str


class FirstPlayerDecided(Event, frozen=True):
    player: int


class Drew(Event, frozen=True):
    player: int
    cards: tuple[Shown, ...]  # empty in the copy for everyone else
    count: int


class SetAsideForRedraw(Event, frozen=True):
    player: int
    card: Shown | None  # None in the copy for everyone else


class TakenBack(Event, frozen=True):
    player: int
    card: Shown | None  # None in the copy for everyone else


class Redrew(Event, frozen=True):
    player: int
    abroad: tuple[Shown, ...]  # to 国外, public [K-1.1][KV-18]
    count: int  # cards drawn


class Kept(Event, frozen=True):
    player: int


class TurnStarted(Event, frozen=True):
    player: int
    turn: int


class PhaseStarted(Event, frozen=True):
    player: int  # whose phase (the power phase of either player [K-4.3])
    phase: str


class ChipsReturned(Event, frozen=True):
    player: int
    count: int


class Sortied(Event, frozen=True):
    player: int
    card: Shown
    at: int


class LandPlaced(Event, frozen=True):
    player: int
    card: Shown
    at: int


class Supported(Event, frozen=True):
    player: int
    unit: Shown
    chips: int


class Attached(Event, frozen=True):
    player: int
    card: Shown
    unit: Shown


class Detached(Event, frozen=True):
    player: int
    card: Shown
    unit: Shown


class UnitsReadied(Event, frozen=True):
    player: int
    count: int


class Moved(Event, frozen=True):
    player: int
    unit: Shown
    start: int
    to: int
    again: bool = False


class AttackDeclared(Event, frozen=True):
    player: int
    unit: Shown
    target: Shown
    start: int
    at: int


class SurpriseUsed(Event, frozen=True):
    player: int
    card: Shown
    effect: str
    amount: int


class ChipsPaid(Event, frozen=True):
    player: int
    unit: Shown
    count: int


class Damaged(Event, frozen=True):
    player: int  # the damaged unit's owner
    unit: Shown
    amount: int
    left: int
    counter: bool = False


class UnitRemoved(Event, frozen=True):
    player: int
    unit: Shown
    attachments: tuple[Shown, ...]
    at: int


class UnitWaiting(Event, frozen=True):
    player: int
    unit: Shown
    at: int


class ClassChanged(Event, frozen=True):
    player: int
    old: Shown
    new: Shown
    at: int


class GenerationChanged(Event, frozen=True):
    player: int
    parent: Shown
    child: Shown
    mode: int  # 1: the child replaces its parent; 2: the parent supports its child [K-7.2]
    chips: int = 0


class SymbolChips(Event, frozen=True):
    player: int
    card: Shown
    unit: Shown
    chips: int


class Discarded(Event, frozen=True):
    player: int
    card: Shown


class TurnEnded(Event, frozen=True):
    player: int
    turn: int
