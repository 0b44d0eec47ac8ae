"""How a battle would go, as mc20th's built-in player reckons it before it advances: the
units on each side fought out by their numbers, over the initiative dice.

Each side's initiative is a die plus its units' initiative [10-3]: the higher strikes first
[10-4], then the other with what it has left [10-5]; equal values strike at once, by the
printed numbers alone [10-6][10-6-1]. An attack's damage is its units' attack, each below 0
counted as 0, and goes down the formation front first: a unit dies when the damage left
after the defence of the units in front of it reaches its own defence [10-9-2]. Each side
puts its toughest unit in front; a tapped defender does not strike back [10-9]. Abilities,
spells and cards that cannot die are left out: a rule of thumb, not the battle itself.
"""

from __future__ import annotations

from dataclasses import dataclass

FACES = range(1, 7)


@dataclass(frozen=True)
class Fighter:
    """A unit as the reckoning sees it: its numbers now, and as printed."""

    attack: int
    defence: int
    level: int
    initiative: int = 0
    tapped: bool = False
    printed_attack: int | None = None  # None: as now
    printed_defence: int | None = None

    @property
    def worth(self) -> float:
        return self.level + (max(0, self.attack) + self.defence) / 4

    def printed(self) -> Fighter:
        attack = self.attack if self.printed_attack is None else self.printed_attack
        defence = self.defence if self.printed_defence is None else self.printed_defence
        return Fighter(attack, defence, self.level, self.initiative, self.tapped)


@dataclass(frozen=True)
class Odds:
    """The advancers' expected losses and the defenders', by worth, and the chance the
    advancers take the area [10-8-1]."""

    killed: float
    lost: float
    taken: float


def odds(ours: list[Fighter], theirs: list[Fighter]) -> Odds:
    """The battle of ``ours`` advancing on ``theirs``, over the 36 pairs of dice."""
    lead = sum(u.initiative for u in ours) - sum(u.initiative for u in theirs)
    first = sum(1 for a in FACES for b in FACES if a + lead > b) / 36
    even = sum(1 for a in FACES for b in FACES if a + lead == b) / 36
    ways = (
        (first, _in_turn(ours, theirs, ours_first=True)),
        (1 - first - even, _in_turn(ours, theirs, ours_first=False)),
        (even, _at_once(ours, theirs)),
    )
    killed = lost = taken = 0.0
    for chance, (left_ours, left_theirs) in ways:
        killed += chance * (_worth(theirs) - _worth(left_theirs))
        lost += chance * (_worth(ours) - _worth(left_ours))
        taken += chance * (bool(left_ours) and not left_theirs)
    return Odds(killed, lost, taken)


def _worth(units: list[Fighter]) -> float:
    return sum(u.worth for u in units)


def _in_turn(
    ours: list[Fighter], theirs: list[Fighter], ours_first: bool
) -> tuple[list[Fighter], list[Fighter]]:
    if ours_first:
        theirs = struck(theirs, _damage(ours))
        ours = struck(ours, _damage(theirs, strikes_back=True))
    else:
        ours = struck(ours, _damage(theirs, strikes_back=True))
        theirs = struck(theirs, _damage(ours))
    return ours, theirs


def _at_once(ours: list[Fighter], theirs: list[Fighter]) -> tuple[list[Fighter], list[Fighter]]:
    """Both strike by printed numbers, in the formations set before the dice [10-2]."""
    printed_ours = [u.printed() for u in ours]
    printed_theirs = [u.printed() for u in theirs]
    hit_theirs = _damage(printed_ours)
    hit_ours = _damage(printed_theirs, strikes_back=True)
    left_theirs = _survivors(printed_theirs, hit_theirs, _formation(theirs))
    left_ours = _survivors(printed_ours, hit_ours, _formation(ours))
    return [ours[i] for i in left_ours], [theirs[i] for i in left_theirs]


def _damage(attackers: list[Fighter], strikes_back: bool = False) -> int:
    return sum(max(0, u.attack) for u in attackers if not (strikes_back and u.tapped))


def struck(units: list[Fighter], damage: int) -> list[Fighter]:
    """The units left after ``damage`` went down their formation, front first [10-9-2]."""
    return [units[i] for i in _survivors(units, damage, _formation(units))]


def _formation(units: list[Fighter]) -> list[int]:
    """The units (by index) front to back: the toughest in front, as it stands now."""
    return sorted(range(len(units)), key=lambda i: -units[i].defence)


def _survivors(units: list[Fighter], damage: int, formation: list[int]) -> list[int]:
    """Which of ``units`` (by index) survive ``damage`` down ``formation``."""
    left, in_front = [], 0
    for index in formation:
        if max(0, damage - in_front) < units[index].defence:
            left.append(index)
        in_front += units[index].defence
    return sorted(left)
