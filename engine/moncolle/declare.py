"""Declaring an ability, one choice at a time: the ability (a two-mode card's mode is the
ability chosen [4-3][4-4]), then its targets group by group, then which units' slots pay
its cost and which hand cards are discarded for it [14-1][14-2]; then the declaration
joins the counter chain [10-10].

Nothing is paid until the declaration is made, so withdrawing leaves no trace. A [対抗]
must point at appropriate targets [10-10-3]. A tap, discard or deck cost is paid at once;
declared slots are confirmed only when the declaration resolves [14-3].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.moncolle import policy
from engine.moncolle import targets as aim
from engine.moncolle.abilities import Ability, Icon, Timing
from engine.moncolle.actions import Choose, Declare, Done, Pay, PayCard, Use, Withdraw
from engine.moncolle.cards import used_from_hand
from engine.moncolle.events import AbilityUsed, Event
from engine.moncolle.fillable import completable
from engine.moncolle.query import card_def, owner
from engine.moncolle.state import Declaring, FamilyState, Link, Payment, Target
from engine.moncolle.usable import can_cover, can_use, fits, free_slots, payers, requirements
from engine.moncolle.zones import discard_from_hand, pay_from_deck_top, shown

COUNTERS = aim.COUNTERS


def ability_of(state: FamilyState, card: int, index: int) -> Ability:
    return card_def(state, card).abilities[index]


def _declaring(state: FamilyState) -> Declaring:
    assert state.declaring is not None
    return state.declaring


# -- starting -------------------------------------------------------------------------------
def check_use(
    state: FamilyState, action: Use, seat: int, timings: tuple[Timing, ...]
) -> Refusal | None:
    # the candidates are usable's own (generated legal): this asks of one action only
    if not can_use(state, seat, timings, action.card, action.ability):
        return refuse("cannot_use", card=action.card)
    return None


def perform_use(state: FamilyState, action: Use, seat: int, how: str = "chain") -> None:
    groups = len(ability_of(state, action.card, action.ability).targets)
    state.declaring = Declaring(
        controller=seat,
        source=action.card,
        ability=action.ability,
        targets=[[] for _ in range(groups)],
        how=how,
    )


def how(state: FamilyState) -> str:
    """Where the declaration goes: the chain, or straight to resolving ([条件], [儀式])."""
    return _declaring(state).how


# -- the step the declaration is at ---------------------------------------------------------
def open_group(state: FamilyState) -> int:
    """The first target group not full (nor finished early) yet, or -1."""
    pending = _declaring(state)
    ability = ability_of(state, pending.source, pending.ability)
    for group, selector in enumerate(ability.targets):
        if len(pending.targets[group]) < selector.count and group not in pending.closed:
            return group
    return -1


def _groups_ready(state: FamilyState) -> bool:
    pending = _declaring(state)
    ability = ability_of(state, pending.source, pending.ability)
    return all(
        len(chosen) == selector.count or (selector.up_to and chosen)
        for chosen, selector in zip(pending.targets, ability.targets, strict=True)
    )


def _needed(state: FamilyState) -> list[str]:
    pending = _declaring(state)
    face = card_def(state, pending.source)
    return requirements(face, ability_of(state, pending.source, pending.ability))


def _next_requirement(state: FamilyState) -> str | None:
    needed = _needed(state)
    paid = len(_declaring(state).payments)
    return needed[paid] if paid < len(needed) else None


def _discards_left(state: FamilyState) -> int:
    pending = _declaring(state)
    return ability_of(state, pending.source, pending.ability).cost.discard - len(pending.discards)


# -- targets ----------------------------------------------------------------------------------
@once  # each Choose candidate's check asks again within one call
def target_choices(state: FamilyState) -> list[Target]:
    pending = _declaring(state)
    group = open_group(state)
    if group < 0 or pending.payments:
        return []
    ability = ability_of(state, pending.source, pending.ability)
    found = aim.candidates(
        state, pending.controller, pending.source, ability, group, pending.targets
    )
    chosen = {t for g in pending.targets for t in g}
    return [t for t in found if t not in chosen and _finishable_with(state, ability, group, t)]


def _finishable_with(state: FamilyState, ability: Ability, group: int, target: Target) -> bool:
    """Offer only targets after which the declaration can still be finished (a [対抗]'s
    groups each holding an appropriate unit [10-10-3]): no pick leads to a dead end where
    withdrawing is all that is left."""
    pending = _declaring(state)
    picks = [list(g) for g in pending.targets]
    picks[group].append(target)
    closed = tuple(pending.closed)
    return completable(state, pending.controller, pending.source, ability, picks, closed)


def check_done(state: FamilyState, action: Done) -> Refusal | None:
    """``done`` finishes an up-to group early, so the next group's targets come [16]."""
    pending = _declaring(state)
    group = open_group(state)
    ability = ability_of(state, pending.source, pending.ability)
    if group < 0 or group == len(ability.targets) - 1 or pending.payments:
        return refuse("declaration_incomplete")
    if not (ability.targets[group].up_to and pending.targets[group]):
        return refuse("declaration_incomplete")
    closed = (*pending.closed, group)
    if not completable(state, pending.controller, pending.source, ability, pending.targets, closed):
        return refuse("declaration_incomplete")
    return None


def perform_done(state: FamilyState, action: Done, events: list[Event]) -> None:
    _declaring(state).closed.append(open_group(state))


def _as_target(state: FamilyState, action: Choose) -> Target | None:
    """``#12`` names a unit on the battlefield or a card in a hand or discard alike: the
    first of ``target_choices`` it names, asking whether the declaration can still be
    finished of that target only (the candidates are target_choices' own)."""
    pending = _declaring(state)
    group = open_group(state)
    if group < 0 or pending.payments:
        return None
    ability = ability_of(state, pending.source, pending.ability)
    found = aim.candidates(
        state, pending.controller, pending.source, ability, group, pending.targets
    )
    chosen = {t for g in pending.targets for t in g}
    for target in found:
        same_kind = target.kind == action.kind or {target.kind, action.kind} == {"unit", "card"}
        if not same_kind or target.value != action.value or target in chosen:
            continue
        if _finishable_with(state, ability, group, target):
            return target
    return None


def check_choose(state: FamilyState, action: Choose) -> Refusal | None:
    if _as_target(state, action) is None:
        return refuse("bad_target")
    return None


def perform_choose(state: FamilyState, action: Choose) -> None:
    target = _as_target(state, action)
    assert target is not None
    _declaring(state).targets[open_group(state)].append(target)


# -- payments -------------------------------------------------------------------------------
@once  # each candidate's check asks again within one call
def payment_choices(state: FamilyState) -> list[Pay]:
    if not _groups_ready(state):
        return []
    requirement = _next_requirement(state)
    if requirement is None:
        return []
    pending = _declaring(state)
    seat = pending.controller
    rest = _needed(state)[len(pending.payments) + 1 :]
    found = []
    for unit in payers(state, seat):
        for label in sorted(set(free_slots(state, unit))):
            if fits(requirement, label) and _leaves_enough(state, Payment(unit, label), rest):
                found.append(Pay(unit, label))
    return found


def _leaves_enough(state: FamilyState, payment: Payment, rest: list[str]) -> bool:
    """Offer only payments after which the rest of the cost can still be paid (weighed
    without changing the state: a check never does, the door's memo relies on it)."""
    return can_cover(state, _declaring(state).controller, rest, (payment,))


def check_pay(state: FamilyState, action: Pay) -> Refusal | None:
    if action not in payment_choices(state):
        return refuse("bad_payment", card=action.unit, slot=action.slot)
    return None


def perform_pay(state: FamilyState, action: Pay) -> None:
    _declaring(state).payments.append(Payment(action.unit, action.slot))


@once  # each candidate's check asks again within one call
def discard_choices(state: FamilyState) -> list[PayCard]:
    if not _groups_ready(state) or _next_requirement(state) is not None:
        return []
    if _discards_left(state) <= 0:
        return []
    pending = _declaring(state)
    hand = state.players[pending.controller].hand
    return [PayCard(c) for c in sorted(hand) if c != pending.source and c not in pending.discards]


def check_pay_card(state: FamilyState, action: PayCard) -> Refusal | None:
    if action not in discard_choices(state):
        return refuse("bad_payment_card", card=action.card)
    return None


def perform_pay_card(state: FamilyState, action: PayCard) -> None:
    _declaring(state).discards.append(action.card)


# -- declaring ------------------------------------------------------------------------------
def check_declare(state: FamilyState, action: Declare) -> Refusal | None:
    if not _groups_ready(state) or _next_requirement(state) is not None:
        return refuse("declaration_incomplete")
    if _discards_left(state) > 0:
        return refuse("declaration_incomplete")
    pending = _declaring(state)
    ability = ability_of(state, pending.source, pending.ability)
    if ability.timing in COUNTERS and not aim.is_appropriate(state, pending.targets):
        return refuse("not_appropriate")
    return None


def perform_declare(state: FamilyState, action: Declare, events: list[Event]) -> Link:
    """Pay what is paid at once and make the link; the caller puts it on the chain."""
    pending = _declaring(state)
    state.declaring = None
    seat, card = pending.controller, pending.source
    ability = ability_of(state, card, pending.ability)
    face = card_def(state, card)
    if ability.icon is Icon.TAP or ability.cost.tap:
        _tap_source(state, card)
    if pending.discards:
        discard_from_hand(state, seat, pending.discards, "cost", events)
    if ability.cost.deck:
        pay_from_deck_top(state, seat, ability.cost.deck, "cost", events)
    if ability.cost.power:  # paid on declaring, never refunded [R13]
        policy.of(state).pay_power(state, seat, ability.cost.power, events)
    if used_from_hand(face) and card in state.players[seat].hand:
        state.players[seat].hand.remove(card)
        state.effect_zone.append(card)  # [5-9]
    _reveal(state, seat, [card, *(t.value for g in pending.targets for t in g if t.kind == "card")])
    link = Link(
        controller=seat,
        source=card,
        ability=pending.ability,
        targets=pending.targets,
        payments=pending.payments,
    )
    return link


def _reveal(state: FamilyState, seat: int, cards: list[int]) -> None:
    """A card used or targeted in the hand is shown when the declaration is made (ruling:
    docs/rulings.md); it stays known while it remains in that hand."""
    zones = state.players[seat]
    zones.revealed += [c for c in cards if c in zones.hand and c not in zones.revealed]


def announce(state: FamilyState, link: Link, index: int, events: list[Event]) -> None:
    labels = tuple(aim.label(state, t) for group in link.targets for t in group)
    events.append(
        AbilityUsed(
            player=link.controller,
            card=shown(state, link.source),
            ability=link.ability,
            targets=labels,
            link=index,
        )
    )


def _tap_source(state: FamilyState, card: int) -> None:
    """完了型 [13-1]: the unit (a piece of equipment stands for the unit carrying it), or the
    summoner, becomes tapped."""
    unit = aim.carrier(state, card)
    if unit >= 0:
        state.units[unit].tapped = True
    elif state.players[owner(state, card)].summoner == card:
        state.players[owner(state, card)].summoner_tapped = True


def perform_withdraw(state: FamilyState, action: Withdraw) -> None:
    state.declaring = None


def candidates(
    state: FamilyState,
) -> Iterator[Choose | Done | Pay | PayCard | Declare | Withdraw]:
    for target in target_choices(state):
        yield Choose("unit" if target.kind == "card" else target.kind, target.value)
    if check_done(state, Done()) is None:
        yield Done()
    yield from payment_choices(state)
    yield from discard_choices(state)
    yield Declare()
    yield Withdraw()


# performers in the engine's (state, action, events) form
def perform_choose_event(state: FamilyState, action: Choose, events: list[Event]) -> None:
    perform_choose(state, action)


def perform_pay_event(state: FamilyState, action: Pay, events: list[Event]) -> None:
    perform_pay(state, action)


def perform_pay_card_event(state: FamilyState, action: PayCard, events: list[Event]) -> None:
    perform_pay_card(state, action)


def perform_withdraw_event(state: FamilyState, action: Withdraw, events: list[Event]) -> None:
    perform_withdraw(state, action)
