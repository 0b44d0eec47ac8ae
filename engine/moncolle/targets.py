"""Who and what abilities point at: target candidates by selector, the appropriate targets
of a [対抗] [10-10-3] (DESIGN.md ruling), and the things an effect step applies to when it
resolves.
"""

from __future__ import annotations

import msgspec

from engine.kernel.state import SEATS, other
from engine.moncolle import policy
from engine.moncolle.abilities import Ability, Selector, Step, Timing
from engine.moncolle.cards import ItemDef, RitualSpellDef, SpellDef, TerrainDef, UnitDef
from engine.moncolle.query import (
    card_def,
    formation_of,
)
from engine.moncolle.selectors import side_ok, source_area, unit_matches
from engine.moncolle.state import FamilyState, Link, Target

COUNTERS = (Timing.COUNTER, Timing.COUNTER_ATTACK)


def label(state: FamilyState, target: Target) -> str:
    """A target as the notation writes it: #12, P2, L1, B3."""
    if target.kind == "player":
        return f"P{target.value + 1}"
    if target.kind == "link":
        return f"L{target.value + 1}"
    if target.kind == "area":
        return policy.of(state).board.label(target.value)
    return f"#{target.value}"


def carrier(state: FamilyState, card: int) -> int:
    """The unit an ability's card stands for: the unit itself, or the one carrying it."""
    if card in state.units:
        return card
    for unit, body in state.units.items():
        if card in body.equipment:
            return unit
    return -1


def candidates(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    group: int,
    chosen: list[list[Target]] | None = None,
) -> list[Target]:
    """What group ``group`` may point at; ``chosen``: the groups picked so far, if any."""
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
    if selector.kind == "card":
        return [Target("card", c) for c in zone_cards(state, seat, selector)]
    if selector.kind == "area":
        return [Target("area", a) for a in _areas(state, seat, source, ability, selector, chosen)]
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


def _areas(
    state: FamilyState,
    seat: int,
    source: int,
    ability: Ability,
    selector: Selector,
    chosen: list[list[Target]] | None,
) -> list[int]:
    if selector.where == "placeable":
        return policy.of(state).placeable_areas(state, seat)
    if selector.where != "reach":
        return []
    if chosen and chosen[0]:
        units = [t.value for t in chosen[0] if t.kind == "unit"]
    else:
        units = [t.value for t in candidates(state, seat, source, ability, 0) if t.kind == "unit"]
    return sorted({a for u in units if u in state.units for a in reachable(state, u)})


def reachable(state: FamilyState, unit: int) -> list[int]:
    """Where a unit may move by an effect (the ruleset's policy: mc20th [9-2-2][5-4])."""
    return policy.of(state).reachable(state, unit)


def zone_cards(state: FamilyState, seat: int, selector: Selector) -> list[int]:
    """Cards a card selector means: in the controller's own hand (a hand is hidden from the
    other player), or in either discard (public [5-6]) as ``side`` says."""
    if selector.where == "hand":
        found = sorted(state.players[seat].hand)
    elif selector.where == "discard":
        found = [c for s in SEATS if side_ok(selector, seat, s) for c in state.players[s].discard]
    elif selector.where == "tokens":  # the ruleset's token area, deus [D-BOARD-8]
        found = sorted(policy.of(state).zone(state, seat, "tokens"))
    else:
        return []
    return [c for c in found if card_matches(state, selector, c)]


_KINDS: dict[type, str] = {
    UnitDef: "unit",
    SpellDef: "spell",
    ItemDef: "item",
    TerrainDef: "terrain",
    RitualSpellDef: "ritual",
}


def card_matches(state: FamilyState, selector: Selector, card: int) -> bool:
    face = card_def(state, card)
    kind = _KINDS.get(type(face), "")
    if selector.card_kind and kind not in selector.card_kind:
        return False
    attribute = getattr(face, "attribute", None)
    if selector.attribute and attribute not in selector.attribute:
        return False
    if selector.race and getattr(face, "race", None) not in selector.race:
        return False
    if isinstance(face, UnitDef):
        return selector.min_level <= face.level <= selector.max_level
    return selector.min_level == 0 and selector.max_level == 99


def appropriate_units(state: FamilyState) -> set[int]:
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


def is_appropriate(state: FamilyState, targets: list[list[Target]]) -> bool:
    """A [対抗]'s targets as the ruleset's policy wants them: mc20th, one appropriate unit
    per group (DESIGN.md); deus, every unit target appropriate and no player [R11]."""
    rule = policy.of(state).counter_targets
    fitting = appropriate_units(state)
    for group in targets:
        if not rule.players and any(t.kind == "player" for t in group):
            return False
        units = [t.value for t in group if t.kind == "unit"]
        if rule.every_unit and not all(u in fitting for u in units):
            return False
        if units and not any(u in fitting for u in units):
            return False
    return True


def group(state: FamilyState, link: Link, ability: Ability, number: int) -> list[Target]:
    """A declared target group's members that are still valid targets [16]."""
    if number >= len(link.targets):
        return []
    here = source_area(state, link.source)
    return [t for t in link.targets[number] if _still_valid(state, link, ability, number, t, here)]


def all_targets_remain(state: FamilyState, link: Link, ability: Ability, step: Step) -> bool:
    """Whether every target the step names is still a valid target (a step applying to
    declared targets is only carried out completely when none of them is gone [16])."""
    if step.to not in ("targets", "targets2"):
        return True
    number = 0 if step.to == "targets" else 1
    declared = link.targets[number] if number < len(link.targets) else []
    return len(group(state, link, ability, number)) == len(declared)


def affected(state: FamilyState, link: Link, ability: Ability, step: Step) -> list[Target]:
    """What a step applies to when it resolves: still-present targets, or every match."""
    seat = link.controller
    if step.to in ("targets", "targets2"):
        found = group(state, link, ability, 0 if step.to == "targets" else 1)
    elif step.to == "self":
        found = _itself(state, link)
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


def _itself(state: FamilyState, link: Link) -> list[Target]:
    """The ability's own card: the unit it is (or is carried by), or the card itself in a
    hand or a discard (a 手札型特殊能力 [13-3])."""
    unit = carrier(state, link.source)
    if unit >= 0:
        return [Target("unit", unit)]
    zones = state.players[link.controller]
    if link.source in zones.hand or link.source in zones.discard:
        return [Target("card", link.source)]
    return []


def _still_valid(
    state: FamilyState, link: Link, ability: Ability, group: int, target: Target, here: int
) -> bool:
    selector = ability.targets[group]
    if target.kind == "card":
        return target.value in zone_cards(state, link.controller, selector)
    if target.kind == "area":
        return target.value in _areas(
            state, link.controller, link.source, ability, selector, link.targets
        )
    if target.kind != "unit":
        return True
    return unit_matches(state, link.controller, selector, target.value, here)


def _any(state: FamilyState, seat: int, alternatives: tuple[Selector, ...], unit: int) -> bool:
    """ "or" [16]: any alternative holding is enough; sides are not judged here."""
    return any(unit_matches(state, seat, _no_side(alt), unit) for alt in alternatives)


def _no_side(selector: Selector) -> Selector:
    return msgspec.structs.replace(selector, side="any", where="field")
