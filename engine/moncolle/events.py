"""The Monster Collection family's events (mc20th, and Deus after it): past-tense records
of what an action did, with the kernel's audience machinery (engine/kernel/events.py).

A hidden detail is never put into an event whose audience includes someone who may not see
it: a draw is one event for the drawer (with the cards) and one for everyone else (with the
count only).
"""

from __future__ import annotations

from engine.kernel.events import (
    EVERYONE,
    NOBODY,
    TO_P1,
    TO_P2,
    TO_SPECTATORS,
    Event,
    Shown,
    all_but,
    can_see,
    only,
    shown_in,
)

__all__ = [
    "EVERYONE",
    "NOBODY",
    "TO_P1",
    "TO_P2",
    "TO_SPECTATORS",
    "AbilityUsed",
    "Advanced",
    "AttackAnnounced",
    "AttackDeclared",
    "BattleEnded",
    "BattleStarted",
    "CardsDiscarded",
    "CardsDrawn",
    "CardsMoved",
    "DamageApplied",
    "DeckOut",
    "DeckShuffled",
    "DiceModified",
    "DieRolled",
    "EquipmentEquipped",
    "EquipmentSwapped",
    "Event",
    "FirstPlayerDecided",
    "FormationSet",
    "HQPlaced",
    "HandCountChanged",
    "HandKept",
    "InitiativeDecided",
    "LinkCancelled",
    "LinkResolved",
    "ManualStep",
    "MatchEnded",
    "MovesCleared",
    "MovesPlanned",
    "MulliganDeclared",
    "PhaseStarted",
    "Resigned",
    "ResponsePassed",
    "Shown",
    "SummonerRevealed",
    "TerrainPlaced",
    "TriggersPassed",
    "TurnEnded",
    "TurnStarted",
    "UnitDestroyed",
    "UnitModified",
    "UnitSummoned",
    "UnitsMoved",
    "UnitsReturned",
    "UnitsUntapped",
    "all_but",
    "can_see",
    "only",
    "shown_in",
]


class SummonerRevealed(Event, frozen=True):
    player: int
    card: Shown | None


class DeckShuffled(Event, frozen=True):
    player: int


class HQPlaced(Event, frozen=True):
    player: int


class CardsDrawn(Event, frozen=True):
    """To the drawer: the cards."""

    player: int
    cards: tuple[Shown, ...]


class HandCountChanged(Event, frozen=True):
    """To everyone else: how many cards were drawn or put back, never which."""

    player: int
    drawn: int
    hand_count: int


class MulliganDeclared(Event, frozen=True):
    player: int
    revealed: tuple[Shown, ...]


class HandKept(Event, frozen=True):
    player: int


class DieRolled(Event, frozen=True):
    player: int
    value: int
    purpose: str


class FirstPlayerDecided(Event, frozen=True):
    player: int


class TurnStarted(Event, frozen=True):
    turn: int
    player: int


class PhaseStarted(Event, frozen=True):
    phase: str


class CardsDiscarded(Event, frozen=True):
    player: int
    cards: tuple[Shown, ...]
    reason: str


class TerrainPlaced(Event, frozen=True):
    player: int
    area: str
    card: Shown | None  # None for proxy terrain, which stays face down
    replaced: Shown | None = None


class MovesPlanned(Event, frozen=True):
    player: int
    unit: int
    to: str


class MovesCleared(Event, frozen=True):
    player: int


class Advanced(Event, frozen=True):
    player: int
    moves: tuple[tuple[int, str, str], ...]  # unit, from, to


class BattleStarted(Event, frozen=True):
    area: str
    attacker: int
    defender: int


class UnitSummoned(Event, frozen=True):
    player: int
    card: Shown
    area: str
    instant: bool


class EquipmentEquipped(Event, frozen=True):
    player: int
    card: Shown
    unit: int


class EquipmentSwapped(Event, frozen=True):
    player: int
    units: tuple[int, int]


class FormationSet(Event, frozen=True):
    player: int
    order: tuple[int, ...]


class InitiativeDecided(Event, frozen=True):
    values: tuple[int, int]
    first: int | None  # None: simultaneous attack [10-6]


class AttackDeclared(Event, frozen=True):
    player: int
    units: tuple[int, ...]
    damage: int
    simultaneous: bool = False


class DamageApplied(Event, frozen=True):
    unit: int
    amount: int
    died: bool


class UnitDestroyed(Event, frozen=True):
    """A unit left the battlefield for the discard: died, defence 0, or limit adjustment."""

    unit: Shown
    reason: str


class BattleEnded(Event, frozen=True):
    area: str
    outcome: str  # "attacker_won", "defender_held", "wiped_out"


class UnitsReturned(Event, frozen=True):
    player: int
    moves: tuple[tuple[int, str], ...]


class UnitsUntapped(Event, frozen=True):
    pass


class TurnEnded(Event, frozen=True):
    turn: int
    player: int


class DeckOut(Event, frozen=True):
    """Both decks are empty: the judgement comes at the end of ``judgement_turn`` [7-2]."""

    judgement_turn: int


class MatchEnded(Event, frozen=True):
    reason: str
    winner: int | None
    detail: str


class Resigned(Event, frozen=True):
    player: int


class AbilityUsed(Event, frozen=True):
    """A declaration joined the counter chain (or resolved at once) [10-10]."""

    player: int
    card: Shown
    ability: int
    targets: tuple[str, ...]
    link: int


class TriggersPassed(Event, frozen=True):
    """The player used none of the rest of their [条件] effects at this moment [11-2-4]."""

    player: int
    moment: str


class ResponsePassed(Event, frozen=True):
    """The player holding the right to respond declared nothing [10-10-2]."""

    player: int


class LinkResolved(Event, frozen=True):
    """A declaration took effect, or did not: "applied", "cancelled", "unpaid" [14-3]."""

    link: int
    card: Shown | None
    outcome: str


class LinkCancelled(Event, frozen=True):
    link: int


class UnitModified(Event, frozen=True):
    """A unit was given a temporary change (付与 [16]) until ``until``."""

    unit: int
    attack: int
    defence: int
    granted: bool
    survive: bool
    until: str


class UnitsMoved(Event, frozen=True):
    """Units moved by an effect (特殊進軍): (unit, from, to) per unit; no battle comes of it."""

    player: int
    moves: tuple[tuple[int, str, str], ...]


class CardsMoved(Event, frozen=True):
    """Public cards changed zone: ``source`` and ``to`` are field, hand, discard, deck."""

    player: int
    cards: tuple[Shown, ...]
    source: str
    to: str


class ManualStep(Event, frozen=True):
    """A step of an effect resolved by hand, as its controller chose it (DESIGN.md)."""

    player: int
    card: Shown
    op: str
    target: str
    amount: int


class DiceModified(Event, frozen=True):
    """A player's dice results change by ``amount`` once per nD until ``until`` [16]."""

    player: int
    amount: int
    until: str


class AttackAnnounced(Event, frozen=True):
    """An attack was declared [10-9]; its damage is worked out when it resolves."""

    player: int
    units: tuple[int, ...]
