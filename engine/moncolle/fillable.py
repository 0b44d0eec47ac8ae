"""Whether a declaration can still be finished: its target groups filled with distinct
targets, a [対抗]'s as the ruleset's policy wants them: each group holding an appropriate
unit (mc20th [10-10-3], DESIGN.md ruling), or every unit appropriate and no player (deus
[R11]).

An ability is usable, and a target is offered, only when this holds (docs/rulings.md), so a
player is never led into a declaration that withdrawing alone can end. The groups are
filled as a bipartite matching of the picks still missing to the candidates (polynomial,
whatever the counts); only a ``reach`` group, whose areas depend on the unit chosen in the
first group, is decided by trying each unit that group could still take.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.moncolle import policy
from engine.moncolle.abilities import Ability
from engine.moncolle.policy import CounterTargets
from engine.moncolle.state import FamilyState, Target
from engine.moncolle.targets import COUNTERS, appropriate_units, candidates

Slot = list[Target]  # the targets one missing pick may take
Allowed = Callable[[Target], bool]  # whether the policy lets a target be named at all


def completable(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    chosen: list[list[Target]],
    closed: tuple[int, ...] = (),
) -> bool:
    """Whether the groups can be filled from ``chosen`` on; ``closed`` groups (an up-to
    group the player finished early) take no more targets. ``chosen`` is not changed."""
    picks = [list(g) for g in chosen]
    fitting = appropriate_units(state) if ability.timing in COUNTERS else None
    allowed: Allowed = _anything
    if fitting is not None:
        rule = policy.of(state).counter_targets
        allowed = _allowed_by(rule, fitting)
        if not all(allowed(t) for group in picks for t in group):
            return False
        if rule.every_unit:
            fitting = None  # every unit is appropriate already: no group needs one picked
    return _fill(state, seat, source, ability, picks, closed, fitting, allowed)


def _anything(target: Target) -> bool:
    return True


def _allowed_by(rule: CounterTargets, fitting: set[int]) -> Allowed:
    """The targets a [対抗] may name at all under the ruleset's policy."""

    def allowed(target: Target) -> bool:
        if target.kind == "player":
            return rule.players
        return target.kind != "unit" or not rule.every_unit or target.value in fitting

    return allowed


def _fill(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    picks: list[list[Target]],
    closed: tuple[int, ...],
    fitting: set[int] | None,
    allowed: Allowed,
) -> bool:
    if _depends_on_first(ability) and len(picks[0]) < _need(ability, 0):
        taken = {t for g in picks for t in g}
        for target in candidates(state, seat, source, ability, 0, picks):
            if target in taken or not allowed(target):
                continue
            picks[0].append(target)
            if _matched(state, seat, source, ability, picks, closed, fitting, allowed):
                return True
            picks[0].pop()
        return False
    return _matched(state, seat, source, ability, picks, closed, fitting, allowed)


def _depends_on_first(ability: Ability) -> bool:
    """A ``reach`` group's areas come from the first group's unit (one unit: carddb checks)."""
    return any(s.kind == "area" and s.where == "reach" for s in ability.targets[1:])


def _need(ability: Ability, group: int) -> int:
    selector = ability.targets[group]
    return 1 if selector.up_to else selector.count


def _matched(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    picks: list[list[Target]],
    closed: tuple[int, ...],
    fitting: set[int] | None,
    allowed: Allowed,
) -> bool:
    slots = _slots(state, seat, source, ability, picks, closed, fitting, allowed)
    if slots is None:
        return False
    owner: dict[Target, int] = {}
    return all(_augment(slots, index, owner, set()) for index in range(len(slots)))


def _slots(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    picks: list[list[Target]],
    closed: tuple[int, ...],
    fitting: set[int] | None,
    allowed: Allowed,
) -> list[Slot] | None:
    """The missing picks, each with what it may take; None when a group cannot be filled."""
    taken = {t for g in picks for t in g}
    slots: list[Slot] = []
    for group, selector in enumerate(ability.targets):
        picked = picks[group]
        room = 0 if group in closed else selector.count - len(picked)
        missing = max(0, _need(ability, group) - len(picked))
        if missing > room:
            return None
        appropriate = _needs_appropriate(selector.kind, picked, fitting)
        if not missing and not appropriate:
            continue  # a group with what it needs takes no slot: its targets are not asked
        options = [
            t
            for t in candidates(state, seat, source, ability, group, picks)
            if t not in taken and allowed(t)
        ]
        if appropriate:
            if room == 0:
                return None  # full, yet without the appropriate unit a [対抗] needs
            slots.append([t for t in options if t.value in (fitting or ())])
            missing = max(0, missing - 1)
        slots += [options] * missing
    return slots


def _needs_appropriate(kind: str, picked: list[Target], fitting: set[int] | None) -> bool:
    if fitting is None or kind != "unit":
        return False
    return not any(t.kind == "unit" and t.value in fitting for t in picked)


def _augment(slots: list[Slot], index: int, owner: dict[Target, int], seen: set[Target]) -> bool:
    """Kuhn's augmenting path: give slot ``index`` a target, moving earlier slots if need be."""
    for target in slots[index]:
        if target in seen:
            continue
        seen.add(target)
        holder = owner.get(target)
        if holder is None or _augment(slots, holder, owner, seen):
            owner[target] = index
            return True
    return False
