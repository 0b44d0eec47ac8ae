"""Moving cards between the grid game's zones, and what every rule asks of the battle zone:
drawing, milling and dealing life from the deck (each noting when a deck becomes 0
[G-1.2][G-R14]), a square's power [G-9.9][G-FAQ-4], sending entities to the graveyard, life
cards taken into the hand and a base destroyed when none is left [G-6.7][G-R13].
"""

from __future__ import annotations

from engine.grid import events as ev
from engine.grid.cards import BaseDef, CardDef, EntityDef
from engine.grid.state import GridState
from engine.kernel.events import Event, only
from engine.kernel.events import all_but as others
from engine.kernel.state import SEATS


def shown(state: GridState, card: int) -> ev.Shown:
    return ev.Shown(card, state.setup.cards[card].def_id)


def face(state: GridState, card: int) -> CardDef:
    return state.setup.catalog[state.setup.cards[card].def_id]


def owner(state: GridState, card: int) -> int:
    return state.setup.cards[card].owner


def is_entity(state: GridState, card: int) -> bool:
    return isinstance(face(state, card), EntityDef)


def is_base(state: GridState, card: int) -> bool:
    return isinstance(face(state, card), BaseDef)


def where(state: GridState, card: int) -> int:
    """The square holding ``card``, or -1 when it is not on the battle zone."""
    for square, cards in enumerate(state.squares):
        if card in cards:
            return square
    return -1


def holder(state: GridState, square: int) -> int:
    """The seat whose cards are on ``square`` (-1: empty)."""
    cards = state.squares[square]
    return owner(state, cards[0]) if cards else -1


def base_at(state: GridState, square: int) -> int:
    """The base on ``square``, or -1."""
    cards = state.squares[square]
    return cards[0] if cards and is_base(state, cards[0]) else -1


def bases(state: GridState, seat: int | None = None) -> list[int]:
    """Bases on the battle zone (of ``seat``, when given), in square order."""
    # asked after every action (losers) and by every look at the use phase: the card
    # records read here directly rather than through face and owner per square
    catalog, instances = state.setup.catalog, state.setup.cards
    found = []
    for cards in state.squares:
        if cards:
            instance = instances[cards[0]]
            if isinstance(catalog[instance.def_id], BaseDef) and (
                seat is None or instance.owner == seat
            ):
                found.append(cards[0])
    return found


def entities(state: GridState, seat: int | None = None) -> list[int]:
    """Entities on the battle zone (of ``seat``), in square order, then arrival order."""
    return [
        card
        for cards in state.squares
        for card in cards
        if is_entity(state, card) and (seat is None or owner(state, card) == seat)
    ]


def power(state: GridState, card: int) -> int:
    """An entity's power with its boosts this turn; never below 0."""
    printed = face(state, card)
    assert isinstance(printed, EntityDef)
    return max(0, printed.power + state.boost.get(card, 0))


def square_power(state: GridState, square: int) -> int:
    """The sum of the entities' powers on ``square`` [G-9.9][G-FAQ-4][G-R12]."""
    return sum(power(state, card) for card in state.squares[square] if is_entity(state, card))


def _took_from_deck(state: GridState, seat: int, events: list[Event]) -> None:
    zones = state.zones[seat]
    if not zones.deck and not zones.decked:
        zones.decked = True
        events.append(ev.DeckEmptied(player=seat))


def draw(state: GridState, seat: int, count: int, events: list[Event]) -> None:
    """Draw up to ``count`` cards; an empty deck gives none (the loss is already noted)."""
    zones = state.zones[seat]
    cards, zones.deck = zones.deck[:count], zones.deck[count:]
    if not cards:
        return
    zones.hand.extend(cards)
    faces = tuple(shown(state, card) for card in cards)
    events.append(ev.Drew(player=seat, cards=faces, count=len(cards), audience=only(seat)))
    events.append(ev.Drew(player=seat, cards=(), count=len(cards), audience=others(seat)))
    _took_from_deck(state, seat, events)


def mill(state: GridState, seat: int, count: int, events: list[Event]) -> None:
    """The top ``count`` deck cards go face up to the graveyard."""
    zones = state.zones[seat]
    cards, zones.deck = zones.deck[:count], zones.deck[count:]
    if not cards:
        return
    zones.graveyard.extend(cards)
    events.append(ev.Milled(player=seat, cards=tuple(shown(state, card) for card in cards)))
    _took_from_deck(state, seat, events)


def deal_life(state: GridState, base: int, count: int, events: list[Event]) -> None:
    """Put ``count`` deck-top cards face down beneath ``base`` [G-3.6][G-11.4], as many as
    the deck holds."""
    seat = owner(state, base)
    zones = state.zones[seat]
    cards, zones.deck = zones.deck[:count], zones.deck[count:]
    state.life.setdefault(base, []).extend(cards)
    events.append(ev.LifeDealt(player=seat, base=shown(state, base), count=len(cards)))
    if cards:
        _took_from_deck(state, seat, events)


def take_life(state: GridState, base: int, count: int, events: list[Event]) -> None:
    """``count`` life cards, top first, go to the base's owner's hand, seen by the owner
    only; a base left with none is destroyed at once [G-6.7][G-R13]."""
    seat, pile = owner(state, base), state.life.get(base, [])
    cards = pile[:count]
    del pile[:count]
    state.zones[seat].hand.extend(cards)
    faces = tuple(shown(state, card) for card in cards)
    left = len(pile)
    card = shown(state, base)
    events.append(
        ev.LifeTaken(
            player=seat, base=card, cards=faces, count=len(cards), left=left, audience=only(seat)
        )
    )
    events.append(
        ev.LifeTaken(
            player=seat, base=card, cards=(), count=len(cards), left=left, audience=others(seat)
        )
    )
    if not pile:
        destroy_base(state, base, events)


def destroy_base(state: GridState, base: int, events: list[Event]) -> None:
    """A base with no life left goes to the graveyard; its square empties [G-R13]."""
    square = where(state, base)
    if square < 0:
        return
    state.squares[square].remove(base)
    state.life.pop(base, None)
    seat = owner(state, base)
    state.zones[seat].graveyard.append(base)
    events.append(ev.BaseDestroyed(player=seat, base=shown(state, base), at=square))


def leave_battle_zone(state: GridState, card: int) -> None:
    """Forget a card's place and its turn's records (its rights and boost)."""
    square = where(state, card)
    if square >= 0:
        state.squares[square].remove(card)
    for used in (state.moved, state.attacked):
        if card in used:
            used.remove(card)
    state.boost.pop(card, None)


def destroy(state: GridState, cards: list[int], reason: str, events: list[Event]) -> None:
    """Entities to their owners' graveyards, one event per square and owner [G-6.5]."""
    groups: dict[tuple[int, int], list[int]] = {}
    for card in cards:
        groups.setdefault((where(state, card), owner(state, card)), []).append(card)
    for (square, seat), lost in sorted(groups.items()):
        for card in lost:
            leave_battle_zone(state, card)
            state.zones[seat].graveyard.append(card)
        faces = tuple(shown(state, card) for card in lost)
        events.append(ev.Destroyed(player=seat, cards=faces, at=square, reason=reason))


def bounce(state: GridState, card: int, events: list[Event]) -> None:
    """An entity back to its owner's hand."""
    square, seat = where(state, card), owner(state, card)
    leave_battle_zone(state, card)
    state.zones[seat].hand.append(card)
    events.append(ev.Bounced(player=seat, card=shown(state, card), at=square))


def losers(state: GridState) -> set[int]:
    """Players meeting a loss condition now: no base left on the battle zone once both are
    placed [G-1.1], or a deck that became 0 [G-1.2][G-R14]."""
    found = {seat for seat in SEATS if state.zones[seat].decked}
    if state.turn > 0:
        based = {owner(state, base) for base in bases(state)}
        found |= {seat for seat in SEATS if seat not in based}
    return found
