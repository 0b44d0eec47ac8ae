"""Manual resolution (DESIGN.md "Card behaviour is data"): an ability whose text the effect
language does not express yet resolves by its controller applying engine primitives one
at a time, each announced publicly, until they declare it done.

A step is chosen in two actions so that each choice stays short: first the primitive
(``manual damage``), then its target and amount (``manual damage #12 3``); ``withdraw``
goes back to the primitives. The primitives keep to the rules' own mechanics: damage
(against defence, honouring 死亡しない [15-1]), death, attack/defence changes lasting as
[17-2] says, tap/untap, a unit back to the hand, draw, discarding from the controller's
hand, taking a card from the controller's discard, cancelling a declaration [16].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import SEATS
from engine.moncolle.abilities import Duration
from engine.moncolle.actions import Done, Manual, Withdraw
from engine.moncolle.effects import deal_damage, duration, give
from engine.moncolle.events import Event, LinkCancelled, ManualStep
from engine.moncolle.query import battle_units
from engine.moncolle.state import FamilyState, Modifier, Resolution
from engine.moncolle.zones import (
    destroy_unit,
    discard_from_hand,
    discard_to_hand,
    draw,
    shown,
    unit_to_hand,
)

UNIT_OPS = ("damage", "destroy", "attack", "defence", "tap", "untap", "bounce")
OPS = (*UNIT_OPS, "draw", "discard", "recover", "cancel")
AMOUNTS = {
    "damage": tuple(range(1, 10)),
    "attack": (*range(-5, 0), *range(1, 6)),
    "defence": (*range(-5, 0), *range(1, 6)),
}
KINDS = {"draw": "player", "discard": "card", "recover": "card", "cancel": "link"}


def _resolution(state: FamilyState) -> Resolution:
    assert state.resolution is not None
    return state.resolution


def _targets(state: FamilyState, op: str) -> list[tuple[str, int]]:
    """What the primitive can apply to now: battling units in a battle, else any unit."""
    seat = _resolution(state).link.controller
    if op in UNIT_OPS:
        units = sorted(battle_units(state, 0) + battle_units(state, 1))
        return [("unit", u) for u in (units if state.battle is not None else sorted(state.units))]
    if op == "draw":
        return [("player", s) for s in SEATS if state.players[s].deck]
    if op == "discard":
        return [("card", c) for c in sorted(state.players[seat].hand)]
    if op == "recover":
        return [("card", c) for c in state.players[seat].discard]
    links = state.chain.links if state.chain is not None else []
    return [("link", i) for i, link in enumerate(links) if not link.cancelled]


def choices(state: FamilyState) -> Iterator[Manual | Done | Withdraw]:
    picked = _resolution(state).picked
    if not picked:
        for op in OPS:
            if _targets(state, op):
                yield Manual(op)
        yield Done()
        return
    for kind, value in _targets(state, picked):
        for amount in AMOUNTS.get(picked, (0,)):
            yield Manual(picked, kind, value, amount)
    yield Withdraw()


@once  # each candidate's check asks again within one call
def _choices(state: FamilyState) -> frozenset[Manual | Done | Withdraw]:
    return frozenset(choices(state))


def check(state: FamilyState, action: Manual) -> Refusal | None:
    if action not in _choices(state):
        return refuse("not_manual_step")
    return None


def check_back(state: FamilyState, action: Withdraw) -> Refusal | None:
    return None if _resolution(state).picked else refuse("not_manual_step")


def perform_back(state: FamilyState, action: Withdraw, events: list[Event]) -> None:
    _resolution(state).picked = ""


def perform(state: FamilyState, action: Manual, events: list[Event]) -> None:
    res = _resolution(state)
    if not action.kind:
        res.picked = action.op
        return
    res.picked = ""
    res.by_hand = True
    label = _label(action.kind, action.value)
    events.append(
        ManualStep(
            player=res.link.controller,
            card=shown(state, res.link.source),
            op=action.op,
            target=label,
            amount=action.amount,
        )
    )
    _apply(state, res, action, events)


def _label(kind: str, value: int) -> str:
    return {"player": f"P{value + 1}", "link": f"L{value + 1}"}.get(kind, f"#{value}")


def _apply(state: FamilyState, res: Resolution, action: Manual, events: list[Event]) -> None:
    op, value, amount = action.op, action.value, action.amount
    if op == "damage":
        deal_damage(state, [value], amount, "", events)
    elif op == "destroy":
        destroy_unit(state, value, "died", events)
    elif op in ("attack", "defence"):
        change = Modifier(unit=value, until=duration(state, Duration.DEFAULT))
        setattr(change, op, amount)
        give(state, change, events)
    elif op in ("tap", "untap"):
        state.units[value].tapped = op == "tap"
    elif op == "bounce":
        unit_to_hand(state, value, events)
    elif op == "draw":
        draw(state, value, 1, events)
    elif op == "discard":
        discard_from_hand(state, res.link.controller, [value], "effect", events)
    elif op == "recover":
        discard_to_hand(state, value, events)
    elif op == "cancel" and state.chain is not None:
        state.chain.links[value].cancelled = True
        events.append(LinkCancelled(link=value))


def check_done(state: FamilyState, action: Done) -> Refusal | None:
    return refuse("not_manual_step") if _resolution(state).picked else None


def perform_done(state: FamilyState, action: Done, events: list[Event]) -> None:
    """The controller has applied everything by hand; automatic steps left carry on."""
    res = _resolution(state)
    res.manual = False
