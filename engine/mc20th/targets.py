"""Who and what abilities point at: target candidates by selector, the appropriate targets
of a [対抗] [10-10-3] (DESIGN.md ruling), and the things an effect step applies to when it
resolves.
"""

from __future__ import annotations

import msgspec

from engine.abilities import Ability, Selector, Step
from engine.mc20th.query import formation_of
from engine.mc20th.selectors import side_ok, source_area, unit_matches
from engine.mc20th.state import Link, MatchState, Target
from engine.state import SEATS, other


def label(target: Target) -> str:
    """A target as the notation writes it: #12, P2, L1."""
    if target.kind == "player":
        return f"P{target.value + 1}"
    if target.kind == "link":
        return f"L{target.value + 1}"
    return f"#{target.value}"


def carrier(state: MatchState, card: int) -> int:
    """The unit an ability's card stands for: the unit itself, or the one carrying it."""
    if card in state.units:
        return card
    for unit, body in state.units.items():
        if card in body.equipment:
            return unit
    return -1


def candidates(
    state: MatchState, seat: int, source: int, ability: Ability, group: int
) -> list[Target]:
    selector = ability.targets[group]
    if selector.kind == "player":
        return [Target("player", s) for s in SEATS if side_ok(selector, seat, s)]
    if selector.kind == "link":
        links = state.chain.links if state.chain is not None else []
        return [
            Target("link", i)
            for i, link in enumerate(links)
            if side_ok(selector, seat, link.controller)
        ]
    if selector.kind != "unit":
        return []
    own = carrier(state, source)
    here = source_area(state, source)
    return [
        Target("unit", unit)
        for unit in sorted(state.units)
        if unit_matches(state, seat, selector, unit, here)
        and not (selector.other_than_self and unit == own)
    ]


def appropriate_units(state: MatchState) -> set[int]:
    """Units that used an effect or were targeted in this chain [10-10-3]; a unit whose slot
    pays for a declaration is one that used it (the caster of a battle spell)."""
    found: set[int] = set()
    for link in state.chain.links if state.chain is not None else []:
        if link.source >= 0:
            found.add(carrier(state, link.source))
        found.update(link.attackers)
        if link.source < 0:  # an attack targets every enemy unit in the battle [10-9]
            found.update(formation_of(state, other(link.controller)))
        found.update(p.unit for p in link.payments)
        found.update(t.value for group in link.targets for t in group if t.kind == "unit")
    return found


def is_appropriate(state: MatchState, targets: list[list[Target]]) -> bool:
    """A [対抗]'s unit targets: one appropriate unit per group is enough (DESIGN.md)."""
    fitting = appropriate_units(state)
    for group in targets:
        units = [t.value for t in group if t.kind == "unit"]
        if units and not any(u in fitting for u in units):
            return False
    return True


def affected(state: MatchState, link: Link, ability: Ability, step: Step) -> list[Target]:
    """What a step applies to when it resolves: still-present targets, or every match."""
    seat = link.controller
    if step.to in ("targets", "targets2"):
        group = 0 if step.to == "targets" else 1
        here = source_area(state, link.source)
        found = [
            t for t in link.targets[group] if _still_valid(state, link, ability, group, t, here)
        ]
    elif step.to == "self":
        unit = carrier(state, link.source)
        found = [Target("unit", unit)] if unit >= 0 else []
    elif step.to in ("controller", "opponent"):
        found = [Target("player", seat if step.to == "controller" else other(seat))]
    else:
        selector = step.among or Selector()
        here = source_area(state, link.source)
        found = [
            Target("unit", u)
            for u in sorted(state.units)
            if unit_matches(state, seat, selector, u, here)
            and not (selector.other_than_self and u == carrier(state, link.source))
        ]
    if step.when:
        found = [t for t in found if t.kind != "unit" or _any(state, seat, step.when, t.value)]
    return found


def _still_valid(
    state: MatchState, link: Link, ability: Ability, group: int, target: Target, here: int
) -> bool:
    if target.kind != "unit":
        return True
    return unit_matches(state, link.controller, ability.targets[group], target.value, here)


def _any(state: MatchState, seat: int, alternatives: tuple[Selector, ...], unit: int) -> bool:
    """ "or" [16]: any alternative holding is enough; sides are not judged here."""
    return any(unit_matches(state, seat, _no_side(alt), unit) for alt in alternatives)


def _no_side(selector: Selector) -> Selector:
    return msgspec.structs.replace(selector, side="any", where="field")
