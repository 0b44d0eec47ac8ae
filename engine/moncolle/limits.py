"""Limit adjustment [17-4][D-LIM]: a side over an area's limit (the ruleset's policy says
which) discards units one at a time.

Units instant-summoned this turn go first. The active player adjusts before the other
(``over_limit`` finds the active player's area first). The rulebook's "合計レベル ≥
リミット" is read as "until the total is within the limit" (≤), the only reading that makes
the step end.

A planned move (an advance, mc20th [9-2-2], deus [D-ADV-c][D-INT-j][D-TURN-4-D]) is checked
against each destination's limit by ``arrival_levels``: the side's total level there once
the whole plan has moved.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import other
from engine.moncolle import policy
from engine.moncolle.actions import LimitDiscard
from engine.moncolle.events import Event
from engine.moncolle.query import level, units_of
from engine.moncolle.state import FamilyState, Setup
from engine.moncolle.tables import per_setup, tables
from engine.moncolle.zones import destroy_unit


@once  # asked by the decision and the checks within one call
def over_limit(state: FamilyState) -> tuple[int, int] | None:
    """The first (seat, area) whose units exceed the area's limit, active player first.

    Asked at every decision, so each area's units are summed once for both sides, from the
    setup's tables of owners and printed levels."""
    rules, owners, levels, floor = _limits(state.setup)
    # None for a card that is not a unit: the sum's TypeError sends it to level() below
    printed_level: Callable[[int], int] = levels.__getitem__  # type: ignore[assignment]
    second = -1
    active = state.active
    for index, spot in enumerate(state.areas):
        units = spot.units
        if not units:
            continue
        try:
            both = sum(map(printed_level, units))
            if both <= floor:
                continue  # both sides together within the least limit: most areas
            limit = rules.area_limit(state, index)
            if limit is None or both <= limit:
                continue  # both sides together within this area's limit: the rest
        except TypeError:
            limit = rules.area_limit(state, index)  # not a unit: level() below says which
        mine = theirs = 0
        for unit in units:
            printed = levels[unit]
            if printed is None:
                printed = level(state, unit)  # not a unit: level() says so
            if owners[unit] == active:
                mine += printed
            else:
                theirs += printed
        if limit is None:
            continue
        if mine > limit:
            return active, index
        if second < 0 and theirs > limit:
            second = index
    return (other(active), second) if second >= 0 else None


@per_setup
def _limits(setup: Setup) -> tuple[policy.Policy, tuple[int, ...], tuple[int | None, ...], int]:
    """What over_limit reads of a match's setup: its policy, owners, printed levels and the
    least limit any of its areas has."""
    rules = policy.of_ruleset(setup.ruleset)
    found = tables(setup)
    return rules, found.owner, found.level, rules.least_limit(setup)


@once  # each candidate's check asks again within one call
def choices(state: FamilyState) -> list[int]:
    excess = over_limit(state)
    if excess is None:
        return []
    seat, area = excess
    units = units_of(state, area, seat)
    instant = [u for u in units if state.units[u].instant_turn == state.turn]
    return sorted(instant or units)


def candidates(state: FamilyState) -> Iterator[LimitDiscard]:
    for unit in choices(state):
        yield LimitDiscard(unit)


def check(state: FamilyState, action: LimitDiscard) -> Refusal | None:
    if action.unit not in choices(state):
        return refuse("limit_choice", card=action.unit)
    return None


def perform(state: FamilyState, action: LimitDiscard, events: list[Event]) -> None:
    destroy_unit(state, action.unit, "limit adjustment", events)


def settle(state: FamilyState, events: list[Event]) -> bool:
    """A forced choice (one candidate) is made at once."""
    found = choices(state)
    if len(found) == 1:
        perform(state, LimitDiscard(found[0]), events)
        return True
    return False


def arrival_levels(state: FamilyState, plan: list[tuple[int, int]], seat: int) -> dict[int, int]:
    """Each destination's own total level once the whole plan (unit, area) has moved."""
    moving = {u for u, _ in plan}
    totals: dict[int, int] = {}
    for unit, to in plan:
        if to not in totals:
            stay = [u for u in units_of(state, to, seat) if u not in moving]
            totals[to] = sum(level(state, u) for u in stay)
        totals[to] += level(state, unit)
    return totals
