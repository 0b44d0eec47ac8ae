"""Deus's own events, beside the family's (engine/moncolle/events.py): the draft
[D-DECK-2a..3e] (a player's deck choices are told to that player only [R18]), power
counters [D-TURN-1-2][D-SET-5][R13], markers [D-CTRL-1][D-POST-2][D-TURN-6-2],
interception [D-INT-0][D-INT-DECL] and rearrangement [D-TURN-4-D].
"""

from __future__ import annotations

from engine.moncolle.events import Event


class DraftOrderDecided(Event, frozen=True):
    """Player A picks first and last, B the two in between [D-DECK-2a]."""

    a: int


class FactionPicked(Event, frozen=True):
    player: int
    faction: str
    faction_en: str = ""  # its English name where the set gives one


class CardIncluded(Event, frozen=True):
    """One card into one's deck; sent to its player only [R18]."""

    player: int
    card: str
    faction: str
    count: int  # of that faction so far
    faction_en: str = ""


class SummonerChosen(Event, frozen=True):
    """The summoner chosen face down: its player sees which, the others only that one is
    chosen (``card`` empty) [D-DECK-3e]."""

    player: int
    card: str = ""


class DeckBuilt(Event, frozen=True):
    """A player's deck is complete [D-DECK-0]: each faction's name, English name and cards
    put in, public; the summoner's Japanese and English names only in the copy its player
    sees (the others' copy has none: it is face down [D-DECK-3e])."""

    player: int
    factions: tuple[tuple[str, str, int], ...] = ()
    summoner: tuple[str, str] = ("", "")


class PowerChanged(Event, frozen=True):
    """A player's ★ went up (power charge, second player's counter) or down (a cost)."""

    player: int
    delta: int
    total: int
    reason: str  # "charge" | "second_player" | "cost" | "effect"


class MarkerPlaced(Event, frozen=True):
    kind: str  # "control" | "battle"
    area: str


class MarkersRemoved(Event, frozen=True):
    pass


class InterceptionOffered(Event, frozen=True):
    """The defender may intercept into ``area`` [D-INT-0]."""

    player: int
    area: str


class Intercepted(Event, frozen=True):
    player: int
    moves: tuple[tuple[int, str, str], ...]  # unit, from, to


class InterceptionDeclined(Event, frozen=True):
    player: int
    area: str


class UnitsRearranged(Event, frozen=True):
    player: int
    moves: tuple[tuple[int, str, str], ...]
