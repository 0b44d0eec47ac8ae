"""Moving cards between zones, with the events each move shows to whom.

Covers drawing and refilling [5-5], discarding [5-6][16 破棄], a unit leaving the
battlefield with its equipment [15-1][15-3], paying cards from the deck top [4-2], and
noticing when both decks have run out [7-2].
"""

from __future__ import annotations

from engine.moncolle import policy
from engine.moncolle.abilities import Trigger
from engine.moncolle.continuous import placed_always
from engine.moncolle.events import (
    CardsDiscarded,
    CardsDrawn,
    CardsMoved,
    DeckOut,
    Event,
    HandCountChanged,
    Shown,
    UnitDestroyed,
    all_but,
    only,
)
from engine.moncolle.moments import fire
from engine.moncolle.query import defence, owner
from engine.moncolle.state import FamilyState, Unit
from engine.moncolle.tables import tables


def shown(state: FamilyState, card: int) -> Shown:
    return Shown(card, state.setup.cards[card].def_id)


def draw(state: FamilyState, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards; a short deck gives what it has [9-1] step 3."""
    zones = state.players[seat]
    taken = zones.deck[:count]
    if not taken:
        return 0
    del zones.deck[: len(taken)]
    zones.hand.extend(taken)
    events.append(
        CardsDrawn(player=seat, cards=tuple(shown(state, c) for c in taken), audience=only(seat))
    )
    events.append(
        HandCountChanged(
            player=seat, drawn=len(taken), hand_count=len(zones.hand), audience=all_but(seat)
        )
    )
    note_deck_out(state, events)
    return len(taken)


def note_deck_out(state: FamilyState, events: list[Event]) -> None:
    """Both decks empty: the judgement runs at the end of the next turn [7-2]."""
    if state.deck_out_turn or any(p.deck for p in state.players):
        return
    state.deck_out_turn = state.turn + 1
    events.append(DeckOut(judgement_turn=state.deck_out_turn))


def to_discard(state: FamilyState, cards: list[int]) -> None:
    """Put cards into their owners' discards (破棄 [16]); a card the ruleset sets aside
    instead (a Deus token to its token area [D-CARD-TOK-4]) goes there."""
    redirect = policy.of(state).redirect
    for card in cards:
        if not redirect(state, card, "discard"):
            state.players[owner(state, card)].discard.append(card)


def discard_from_hand(
    state: FamilyState, seat: int, cards: list[int], reason: str, events: list[Event]
) -> None:
    hand = state.players[seat].hand
    for card in cards:
        hand.remove(card)
    to_discard(state, cards)
    events.append(
        CardsDiscarded(player=seat, cards=tuple(shown(state, c) for c in cards), reason=reason)
    )


def pay_from_deck_top(
    state: FamilyState, seat: int, count: int, reason: str, events: list[Event]
) -> None:
    """Discard cards from the deck top as a cost, e.g. hero points [4-2]."""
    zones = state.players[seat]
    paid = zones.deck[:count]
    del zones.deck[:count]
    zones.discard.extend(paid)
    events.append(
        CardsDiscarded(player=seat, cards=tuple(shown(state, c) for c in paid), reason=reason)
    )
    note_deck_out(state, events)


def destroy_unit(state: FamilyState, unit: int, reason: str, events: list[Event]) -> None:
    """Remove a unit from the battlefield: it and its equipment go to the discard."""
    body = _off_the_field(state, unit)
    to_discard(state, [unit])
    events.append(UnitDestroyed(unit=shown(state, unit), reason=reason))
    if reason == "died":  # [15-1]; a unit discarded at defence 0 does not die [15-3]
        fire(state, Trigger.DIES, unit)
    _drop_equipment(state, unit, body, events)


def discard_broken_units(state: FamilyState, events: list[Event]) -> bool:
    """Discard every unit whose defence is 0 or less, without dying [15-3]; True if any was.

    A state check: it runs after each action and also between the steps of one effect, so
    a later step of the same effect never finds such a unit.
    """
    found = False
    placed: dict[int, int] | None = None  # where the [常時] sources stand, until one leaves
    for unit in _maybe_broken(state):
        if unit not in state.units:
            continue
        if placed is None:
            placed = placed_always(state)
        if defence(state, unit, placed) <= 0:
            destroy_unit(state, unit, "defence 0", events)
            found = True
            placed = None
    return found


def _maybe_broken(state: FamilyState) -> list[int]:
    """The units, in order, whose defence might be 0 or less: those with no bound above 0
    from their printed defence and equipment, the losses given to them, and every [常時]
    loss in the match at once (issue 23: the check runs at every step, and most units are
    nowhere near 0). A unit discarded meanwhile changes no other unit's bound: its [常時]
    gains were never counted, and it takes no equipment or given loss from the others."""
    found = tables(state.setup)
    printed, worst = found.defence, found.always_loss
    catalog, cards = state.setup.catalog, state.setup.cards
    given: dict[int, int] = {}
    for change in state.modifiers:
        if change.defence < 0:
            given[change.unit] = given.get(change.unit, 0) + change.defence
    if found.sturdy and not given:
        return []
    maybe = []
    for unit in sorted(state.units):
        base = printed[unit]
        if base is not None:
            bonus = given.get(unit, 0) + worst
            for card in state.units[unit].equipment:
                bonus += getattr(catalog[cards[card].def_id], "defence_bonus", 0)
            if min(base, base + bonus) > 0:
                continue
        maybe.append(unit)
    return maybe


def unit_to_hand(state: FamilyState, unit: int, events: list[Event]) -> None:
    """A unit goes back to its owner's hand; its equipment is discarded."""
    body = _off_the_field(state, unit)
    seat = owner(state, unit)
    to = "tokens" if policy.of(state).redirect(state, unit, "hand") else "hand"  # [D-CARD-TOK-5]
    if to == "hand":
        state.players[seat].hand.append(unit)
    events.append(CardsMoved(player=seat, cards=(shown(state, unit),), source="field", to=to))
    _drop_equipment(state, unit, body, events)


def discard_to_hand(state: FamilyState, card: int, events: list[Event]) -> None:
    """A card in a discard (public [5-6]) goes back to its owner's hand."""
    seat = owner(state, card)
    state.players[seat].discard.remove(card)
    state.players[seat].hand.append(card)
    events.append(CardsMoved(player=seat, cards=(shown(state, card),), source="discard", to="hand"))


def _off_the_field(state: FamilyState, unit: int) -> Unit:
    """The unit leaves the battlefield; what was given to it goes with it [17-2]."""
    body = state.units.pop(unit)
    state.areas[body.area].units.remove(unit)
    if state.modifiers:
        state.modifiers = [m for m in state.modifiers if m.unit != unit]
    battle = state.battle
    if battle is not None:
        battle.spent.pop(unit, None)
        for order in battle.formation:
            if unit in order:
                order.remove(unit)
    return body


def _drop_equipment(state: FamilyState, unit: int, body: Unit, events: list[Event]) -> None:
    if body.equipment:
        to_discard(state, body.equipment)
        events.append(
            CardsDiscarded(
                player=owner(state, unit),
                cards=tuple(shown(state, e) for e in body.equipment),
                reason="equipment of a unit leaving the battlefield",
            )
        )


def move_unit(state: FamilyState, unit: int, to: int) -> None:
    """A unit changes area (advance, return); it joins the back of the area's units."""
    body = state.units[unit]
    state.areas[body.area].units.remove(unit)
    state.areas[to].units.append(unit)
    body.area = to
