"""A declaration taking effect, step by step, so that it can pause: for the dice of an nD
amount [16] (a chance step in the middle of resolving) and for the controller's choices
when the card resolves manually (manual.py): an ability with no steps at all, or from a
``manual`` step on.

Resolving starts by confirming the cost [14-3]: declared slots are spent, and if a unit
that was to pay is gone the effect does not happen. A cancelled declaration has no effect
[16]. Steps then apply in order; a step's ``then`` follows only when it applied in full
("A。効果適用後、B" [16]). A unit brought to defence 0 or less by one step is discarded
before the next step [15-3], so the later steps no longer find it. At the end a battle
spell, consumable or alchemy bullet leaves the effect zone for its owner's discard [5-9].
"""

from __future__ import annotations

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import ChanceKind, ChanceTask
from engine.moncolle import policy
from engine.moncolle import targets as aim
from engine.moncolle.abilities import Ability, DiscardStep, Icon, Manual, Step
from engine.moncolle.actions import Discard
from engine.moncolle.cards import UnitDef
from engine.moncolle.declare import ability_of
from engine.moncolle.effects import apply_step, dice_of
from engine.moncolle.events import Event, LinkResolved
from engine.moncolle.query import card_def
from engine.moncolle.state import FamilyState, Link, Resolution
from engine.moncolle.zones import discard_broken_units, discard_from_hand, shown, to_discard


def _ability(state: FamilyState, link: Link) -> Ability:
    return ability_of(state, link.source, link.ability)


def begin(state: FamilyState, link: Link, index: int, events: list[Event]) -> None:
    """Start resolving an ability's declaration; it may finish at once."""
    present = [p for p in link.payments if p.unit in state.units]
    if state.battle is not None:
        for payment in present:
            state.battle.spent.setdefault(payment.unit, []).append(payment.slot)
    if link.cancelled or len(present) < len(link.payments):  # [16], [14-3]
        _finish(state, link, index, "cancelled" if link.cancelled else "unpaid", events)
        return
    if index >= 0 and _user_gone(state, link):  # deus [D-CHAIN-REV-2][R12]: costs stay paid
        _finish(state, link, index, "user_gone", events)
        return
    ability = _ability(state, link)
    state.resolution = Resolution(
        link=link,
        index=index,
        pending=[[i] for i in reversed(range(len(ability.effect)))],
        manual=not ability.effect,  # nothing expressed: all by hand
        by_hand=not ability.effect,
    )


def _user_gone(state: FamilyState, link: Link) -> bool:
    """A unit's battle ability declared in the counter chain whose unit is no longer in the
    battle (dead, discarded, moved away), where the ruleset says so (deus [R12]); a battle
    spell's users are its payers, checked with the payments above. A [条件] effect is not in
    the chain: a unit's "when this unit dies" still takes effect."""
    battle = state.battle
    if battle is None or not policy.of(state).user_must_remain:
        return False
    if not isinstance(card_def(state, link.source), UnitDef):
        return False
    if _ability(state, link).icon is Icon.HAND:
        return False  # used from the hand, not by a unit in the battle (mc20th [13-3])
    body = state.units.get(link.source)
    return body is None or body.area != battle.area


def step_at(ability: Ability, path: list[int]) -> Step:
    step = ability.effect[path[0]]
    for index in path[1:]:
        step = step.then[index]
    return step


def settle(state: FamilyState, events: list[Event]) -> bool:
    """Apply the steps that need no choice; True when the resolution moved on.

    Stops for a die to roll (the controller rolls each die of an nD), for a choice a step
    left to a player (the policy's ``waiting``), and leaves a manual resolution to its
    controller's choices.
    """
    res = state.resolution
    if res is None or state.chance is not None:
        return False
    waiting = policy.of(state).waiting
    if res.manual or res.asking or waiting(state):
        return False
    ability = _ability(state, res.link)
    while res.pending:
        step = step_at(ability, res.pending[-1])
        if isinstance(step, Manual):  # the rest of the text is applied by hand
            res.pending.pop()
            res.manual = res.by_hand = True
            return True
        if len(res.dice) < dice_of(step):
            state.chance = ChanceTask(ChanceKind.ROLL, res.link.controller, "effect")
            return True
        path = res.pending.pop()
        if isinstance(step, DiscardStep):
            if _ask_discards(state, res, ability, step, path, events):
                return True
            continue
        rolled, res.dice = res.dice, []
        if apply_step(state, res.link, ability, step, rolled, events) and step.then:
            _follow(res, step, path)
        while discard_broken_units(state, events):  # [15-3] also between the steps of one effect
            pass
        if state.result is not None or waiting(state):
            return True
    finish(state, "manual" if res.by_hand else "applied", events)
    return True


def _follow(res: Resolution, step: Step, path: list[int]) -> None:
    res.pending.extend([*path, i] for i in reversed(range(len(step.then))))


def _ask_discards(
    state: FamilyState,
    res: Resolution,
    ability: Ability,
    step: DiscardStep,
    path: list[int],
    events: list[Event],
) -> bool:
    """The affected players discard cards of their choice, the active player first [17-1];
    a hand no bigger than the count goes whole, without asking. True when someone must
    choose (the resolution waits for them)."""
    seats = [t.value for t in aim.affected(state, res.link, ability, step) if t.kind == "player"]
    seats.sort(key=lambda s: s != state.active)
    res.asking, res.left, res.full = [], step.count, bool(seats)
    for seat in seats:
        hand = state.players[seat].hand
        if len(hand) > step.count:
            res.asking.append(seat)
            continue
        res.full = res.full and len(hand) == step.count
        if hand:
            discard_from_hand(state, seat, sorted(hand), "effect", events)
    if res.asking:
        res.held = path
        return True
    if res.full and step.then:
        _follow(res, step, path)
    return False


@once  # each candidate's check asks again within one call
def discard_choices(state: FamilyState) -> list[Discard]:
    res = state.resolution
    assert res is not None and res.asking
    return [Discard(c) for c in sorted(state.players[res.asking[0]].hand)]


def check_discard(state: FamilyState, action: Discard) -> Refusal | None:
    if action not in discard_choices(state):
        return refuse("not_in_hand", card=action.card)
    return None


def perform_discard(state: FamilyState, action: Discard, events: list[Event]) -> None:
    res = state.resolution
    assert res is not None
    discard_from_hand(state, res.asking[0], [action.card], "effect", events)
    res.left -= 1
    if res.left > 0:
        return
    res.asking.pop(0)
    step = step_at(_ability(state, res.link), res.held)
    assert isinstance(step, DiscardStep)
    res.left = step.count
    if not res.asking:
        if res.full and step.then:
            _follow(res, step, res.held)
        res.held = []


def record_die(state: FamilyState, value: int) -> None:
    assert state.resolution is not None
    state.resolution.dice.append(value)


def finish(state: FamilyState, outcome: str, events: list[Event]) -> None:
    res = state.resolution
    assert res is not None
    state.resolution = None
    _finish(state, res.link, res.index, outcome, events)


def _finish(state: FamilyState, link: Link, index: int, outcome: str, events: list[Event]) -> None:
    events.append(LinkResolved(link=index, card=shown(state, link.source), outcome=outcome))
    if link.source in state.effect_zone:
        state.effect_zone.remove(link.source)
        to_discard(state, [link.source])
