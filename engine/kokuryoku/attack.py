"""An attack, the action step of the invasion phase [K-6.3] (whose procedure the rulebook lost:
the variant [KV-7]..[KV-10]).

Declaring [KV-7]: a unit whose card prints an attack (attack > 0), not finished and not acted
yet, before its processing step, chooses one enemy unit inside its printed attack range (offsets
mirrored for the second player; no range printed: the 4 orthogonal neighbours). It must hold
attack x hits chips (printed values) unless an attached magic card makes its attacks free.
Declaring activates it [KV-11] and opens the surprise window [KV-8]: the defender answers
first, then the attacker, each using ``attack_declared`` surprise cards from the hand or
passing.

When both have passed, in KV-7's order:
1. pay: attack x hits chips off the attacker itself into the used pile (0 if free) [KV-6];
2. damage: (attack + attachment bonuses + strike - guard) x hits, never below 0, to the target;
3. counter [KV-10]: if the target survives and the attacker stands inside the target's printed
   attack range (from the target's square, mirrored for its owner), the target deals its
   counter value x 1 to the attacker, paying nothing, once, ready or waiting alike; nothing
   counters a counter;
4. removals [KV-9]: a unit that lost its last chip, or was hit while holding none, goes to
   戦場外 with its attachments (zones.damage removes a damaged one at once, which KV-7's order
   allows: a removed target has nothing left to counter with); an attacker left at 0 by its
   own payment has dealt its damage and is removed last.
"""

from __future__ import annotations

from typing import Final

from engine.kernel.actions import Action, Pass
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event
from engine.kernel.words import Table
from engine.kokuryoku import events as ev
from engine.kokuryoku import surprise
from engine.kokuryoku.actions import AttackUnit, UseSurprise
from engine.kokuryoku.activation import activate, check_own_unit, may_act
from engine.kokuryoku.board import BOARD, in_range
from engine.kokuryoku.cards import Timing
from engine.kokuryoku.decision import actor
from engine.kokuryoku.state import Attack, KokuState, Phase
from engine.kokuryoku.zones import (
    attack_value,
    attacks_free,
    counter_value,
    damage,
    occupants,
    owner,
    remove_unit,
    shown,
    take_chips,
    unit_at,
    unit_face,
)


def cost(state: KokuState, unit: int) -> int:
    """Printed attack x hits, or 0 for a unit whose attacks are free [KV-7]."""
    if attacks_free(state, unit):
        return 0
    printed = unit_face(state, unit)
    return printed.attack * printed.hits


def in_attack_range(state: KokuState, unit: int, square: int) -> bool:
    """``square`` lies in the unit's printed attack range, seen from where it stands and
    mirrored for its owner [KV-7][KV-10][KV-2]."""
    seat, start = owner(state, unit), state.units[unit].square
    return square in in_range(start, unit_face(state, unit).range, seat, state.first)


def targets(state: KokuState, unit: int) -> list[int]:
    """The squares of enemy units it may attack now: it prints an attack, the enemy stands in
    its range, and it holds the chips to pay [KV-7]."""
    printed = unit_face(state, unit)
    if printed.attack <= 0 or state.units[unit].chips < cost(state, unit):
        return []
    seat, start = owner(state, unit), state.units[unit].square
    taken, cards = occupants(state), state.setup.cards
    return [
        square
        for square in in_range(start, printed.range, seat, state.first)
        if square in taken and cards[taken[square]].owner != seat
    ]


# -- declaring [KV-7][KV-11] -----------------------------------------------------------------
def check_attack(state: KokuState, action: AttackUnit) -> Refusal | None:
    unit = action.unit
    refusal = check_own_unit(state, unit)
    if refusal is not None:
        return refusal
    if not may_act(state, unit):
        return refuse("koku_attack_act_used", card=unit)
    if unit_face(state, unit).attack <= 0:
        return refuse("koku_attack_no_attack", card=unit)
    enemy = unit_at(state, action.at)
    if enemy < 0 or owner(state, enemy) == state.active:
        return refuse("koku_attack_no_enemy", at=BOARD.label(action.at))
    if not in_attack_range(state, unit, action.at):
        return refuse("koku_attack_out_of_range", card=unit, at=BOARD.label(action.at))
    need = cost(state, unit)
    if state.units[unit].chips < need:
        return refuse("koku_attack_chips", card=unit, cost=need, have=state.units[unit].chips)
    return None


def perform_attack(state: KokuState, action: AttackUnit, events: list[Event]) -> None:
    """The unit is activated (the current one finishes first, and may win [KV-12]), acts,
    and its attack waits on the surprise window [KV-7][KV-8]."""
    activate(state, action.unit, events)
    if state.result is not None:
        return
    target = unit_at(state, action.at)
    state.acted.append(action.unit)
    events.append(
        ev.AttackDeclared(
            player=state.active,
            unit=shown(state, action.unit),
            target=shown(state, target),
            start=state.units[action.unit].square,
            at=action.at,
        )
    )
    state.attack = Attack(attacker=action.unit, target=target)
    state.phase = Phase.WINDOW


# -- the surprise window [KV-8] ----------------------------------------------------------------
def _window(state: KokuState) -> Refusal | None:
    if state.phase is not Phase.WINDOW or state.attack is None:
        return refuse("koku_attack_no_window")
    return None


def candidates(state: KokuState) -> list[Action]:
    """The deciding player's usable ``attack_declared`` surprise cards, then Pass [KV-8]."""
    if _window(state) is not None:
        return []
    seat = actor(state)
    hand = state.zones[seat].hand
    found: list[Action] = [
        UseSurprise(card)
        for card in hand
        if surprise.usable(state, seat, card, Timing.ATTACK_DECLARED) is None
    ]
    return [*found, Pass()]


def check_surprise(state: KokuState, action: UseSurprise) -> Refusal | None:
    return _window(state) or surprise.usable(
        state, actor(state), action.card, Timing.ATTACK_DECLARED
    )


def perform_surprise(state: KokuState, action: UseSurprise, events: list[Event]) -> None:
    """The card takes effect on the attack; the same player answers again (another card, or
    pass) [KV-8]."""
    surprise.use(state, actor(state), action.card, events)


def check_pass(state: KokuState, action: Pass) -> Refusal | None:
    return _window(state)


def perform_pass(state: KokuState, action: Pass, events: list[Event]) -> None:
    """The defender's pass hands the window to the attacker; the attacker's resolves the
    attack [KV-8]."""
    assert state.attack is not None
    state.attack.passed.append(actor(state))
    if state.active in state.attack.passed:
        resolve(state, events)


# -- resolution [KV-7][KV-9][KV-10] -----------------------------------------------------------
def resolve(state: KokuState, events: list[Event]) -> None:
    """Pay, damage, counter, removals [KV-7]; then back to the attacker's turn in the
    invasion phase, the attacker current and acted (if it still stands)."""
    assert state.attack is not None
    attack, seat = state.attack, state.active
    attacker, target = attack.attacker, attack.target
    paid = take_chips(state, attacker, cost(state, attacker))
    events.append(ev.ChipsPaid(player=seat, unit=shown(state, attacker), count=paid))
    hits = unit_face(state, attacker).hits
    dealt = max(0, attack_value(state, attacker) + attack.bonus - attack.guard) * hits
    damage(state, target, dealt, events, counter=False)
    if target in state.units and in_attack_range(state, target, state.units[attacker].square):
        damage(state, attacker, counter_value(state, target), events, counter=True)
    if attacker in state.units and paid > 0 and state.units[attacker].chips == 0:
        remove_unit(state, attacker, events)
    state.attack = None
    state.phase = Phase.INVASION


MESSAGES: Final = Table("engine.kokuryoku", "attack.MESSAGES")
