"""Where mc20th and Deus differ inside the family's rules: each ruleset hands the family layer
a ``Policy`` and the family's modules ask it, never which game they run.

The policy answers for the battlefield (its board, an area's limit: mc20th's terrain or HQ
[5-3][5-4], Deus's 8 everywhere [D-LIM]), where an effect may move a unit, where an effect
may place a terrain, what summoning or equipping by card text means (mc20th [9-3][4-4]),
when an item slot emptied by an effect counts as spent (mc20th [12-4-1]), and which targets
a [対抗] may name (``CounterTargets``: mc20th's ruling, one appropriate unit per group, or
Deus R11, every unit target appropriate and no player). Deus adds power counters (★ costs
[R13]), a token area that takes a token instead of a discard or a hand [R16], and the rule
that a declaration whose user left the battle has no effect [R12], and a choice an effect
step leaves to a player (where a unit it summons goes, deus [D-TURN-4-C]) that the
resolution waits for; each has a default that is mc20th's (no ★, no token area, the user
need not stay, nothing left to choose). Policies are registered by
ruleset id when a ruleset's package is imported; a state finds its own by ``setup.ruleset``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from engine.kernel.board import Board
from engine.kernel.errors import InvariantError
from engine.moncolle.events import Event
from engine.moncolle.state import FamilyState, Setup


@dataclass(frozen=True, slots=True)
class CounterTargets:
    """Which targets a [対抗] may name (appropriate targets, mc20th [10-10-3]).

    ``every_unit``: every unit target must be appropriate (else one per group is enough);
    ``players``: whether a player may be a target at all.
    """

    every_unit: bool
    players: bool


ONE_PER_GROUP: Final = CounterTargets(every_unit=False, players=True)  # mc20th, DESIGN.md
EVERY_UNIT: Final = CounterTargets(every_unit=True, players=False)  # deus [R11]


def _no_power(state: FamilyState, seat: int) -> int:
    return 0


def _cannot_pay_power(state: FamilyState, seat: int, count: int, events: list[Event]) -> None:
    raise InvariantError("this ruleset has no power counters")


def _no_redirect(state: FamilyState, card: int, to: str) -> bool:
    return False


def _no_zone(state: FamilyState, seat: int, zone: str) -> list[int]:
    return []


def _nothing_left(state: FamilyState) -> bool:
    return False


def _no_floor(setup: Setup) -> int:
    return 0


@dataclass(frozen=True, slots=True)
class Policy:
    """A ruleset's answers to the family's rules (see the module docstring)."""

    board: Board
    area_limit: Callable[[FamilyState, int], int | None]  # None: the area takes no units
    reachable: Callable[[FamilyState, int], list[int]]  # unit -> areas an effect may move it to
    placeable_areas: Callable[[FamilyState, int], list[int]]  # seat -> areas for a terrain
    summon: Callable[[FamilyState, int, int, list[Event]], bool]  # seat, card: by card text
    equip: Callable[[FamilyState, int, int, int, list[Event]], bool]  # seat, card, unit
    place_terrain: Callable[[FamilyState, int, int, int, list[Event]], bool]  # seat, card, area
    slots_spent_on_unequip: Callable[[FamilyState], bool]
    counter_targets: CounterTargets
    power: Callable[[FamilyState, int], int] = _no_power  # seat -> its ★
    pay_power: Callable[[FamilyState, int, int, list[Event]], None] = _cannot_pay_power
    # a card about to go to "discard" or "hand" goes elsewhere instead: True when it did
    redirect: Callable[[FamilyState, int, str], bool] = _no_redirect
    zone: Callable[[FamilyState, int, str], list[int]] = _no_zone  # a ruleset's own zones
    user_must_remain: bool = False  # deus [R12]
    # a step left a choice to a player (deus: the area an effect summons into): the
    # resolution waits until the ruleset's own decision has it
    waiting: Callable[[FamilyState], bool] = _nothing_left
    # no area's limit in this match is below it: a side whose total there does not pass it
    # is within the limit wherever it stands (limits.over_limit asks at every decision)
    least_limit: Callable[[Setup], int] = _no_floor


_POLICIES: dict[str, Policy] = {}


def register(ruleset: str, policy: Policy) -> None:
    _POLICIES[ruleset] = policy


def of(state: FamilyState) -> Policy:
    """The policy of the state's ruleset."""
    return of_ruleset(state.setup.ruleset)


def of_ruleset(ruleset: str) -> Policy:
    try:
        return _POLICIES[ruleset]
    except KeyError:
        raise InvariantError(f"no family policy for ruleset {ruleset!r}") from None
