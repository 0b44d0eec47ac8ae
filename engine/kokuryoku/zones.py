"""Cards and chips moving between the national-power game's places, and what every rule asks
of the map: drawing [K-5.1] (an empty deck at a mandatory draw loses [KV-14]), chips between
the unused pile, the used pile and units [KV-6], damage and removal with the attachments to
戦場外 [KV-9], a unit's printed values with its attachments' bonuses [KV-7][KV-17], the
names on the field [K-5.6b], and who holds a square.
"""

from __future__ import annotations

from engine.kernel.events import Event, Shown, all_but, only
from engine.kernel.state import Result, other
from engine.kokuryoku import events as ev
from engine.kokuryoku.cards import AttachmentDef, CardDef, LandDef, MagicDef, UnitDef
from engine.kokuryoku.state import KokuState


def shown(state: KokuState, card: int) -> Shown:
    return Shown(card, state.setup.cards[card].def_id)


def face(state: KokuState, card: int) -> CardDef:
    setup = state.setup
    return setup.catalog[setup.cards[card].def_id]


def unit_face(state: KokuState, card: int) -> UnitDef:
    setup = state.setup  # face's lookup inlined: every move generated asks it
    printed = setup.catalog[setup.cards[card].def_id]
    assert isinstance(printed, UnitDef)
    return printed


def owner(state: KokuState, card: int) -> int:
    return state.setup.cards[card].owner


def unit_at(state: KokuState, square: int) -> int:
    """The unit on ``square``, or -1 [KV-1]."""
    return next((card for card, body in state.units.items() if body.square == square), -1)


def occupants(state: KokuState) -> dict[int, int]:
    """Square -> the unit on it [KV-1]: ``unit_at`` for many squares at once."""
    return {body.square: card for card, body in state.units.items()}


def units_of(state: KokuState, seat: int) -> list[int]:
    cards = state.setup.cards
    return sorted(card for card in state.units if cards[card].owner == seat)


def _attachments(state: KokuState, unit: int) -> list[AttachmentDef]:
    found: list[AttachmentDef] = []
    for card in state.units[unit].attachments:
        printed = face(state, card)
        assert isinstance(printed, AttachmentDef)
        found.append(printed)
    return found


def max_morale(state: KokuState, unit: int) -> int:
    """Printed 気力 plus the attachments' bonuses: the most chips it may hold [KV-6]."""
    morale = unit_face(state, unit).morale
    if not state.units[unit].attachments:  # most units; support's generation asks each
        return morale
    return morale + sum(a.morale_bonus for a in _attachments(state, unit))


def attack_value(state: KokuState, unit: int) -> int:
    return unit_face(state, unit).attack + sum(a.attack_bonus for a in _attachments(state, unit))


def counter_value(state: KokuState, unit: int) -> int:
    return unit_face(state, unit).counter + sum(a.counter_bonus for a in _attachments(state, unit))


def attacks_free(state: KokuState, unit: int) -> bool:
    """A magic card that makes its holder's attacks cost no chips [KV-7]."""
    return any(isinstance(a, MagicDef) and a.free for a in _attachments(state, unit))


def bars(state: KokuState, square: int, unit_card: int) -> bool:
    """Whether the land on ``square`` keeps this unit card's class out [K-6.2a][KV-3]."""
    land = state.lands.get(square, -1)
    if land < 0:
        return False
    printed = face(state, land)
    assert isinstance(printed, LandDef)
    return unit_face(state, unit_card).unit_class in printed.bars


def names_on_field(state: KokuState, leaving: int = -1) -> set[str]:
    """Names of the non-generic units on the map, either side's [K-5.6b]."""
    names: set[str] = set()
    for card in state.units:
        printed = unit_face(state, card)
        if card != leaving and not printed.generic:
            names.add(printed.name)
    return names


def draw(state: KokuState, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards; how many were drawn."""
    zones = state.zones[seat]
    cards, zones.deck = zones.deck[:count], zones.deck[count:]
    if cards:
        zones.hand.extend(cards)
        faces = tuple(shown(state, card) for card in cards)
        events.append(ev.Drew(player=seat, cards=faces, count=len(cards), audience=only(seat)))
        events.append(ev.Drew(player=seat, cards=(), count=len(cards), audience=all_but(seat)))
    return len(cards)


def mandatory_draw(state: KokuState, seat: int, events: list[Event]) -> None:
    """[K-5.1]; a player who must draw from an empty deck loses [KV-14]."""
    if not state.zones[seat].deck:
        state.result = Result("deck_out", other(seat))
        return
    draw(state, seat, 1, events)


def give_chips(state: KokuState, unit: int, count: int) -> int:
    """Up to ``count`` chips from the owner's unused pile onto ``unit``, never above its
    maximum [KV-6]; how many moved."""
    zones = state.zones[owner(state, unit)]
    body = state.units[unit]
    moved = max(0, min(count, zones.unused, max_morale(state, unit) - body.chips))
    zones.unused -= moved
    body.chips += moved
    return moved


def take_chips(state: KokuState, unit: int, count: int) -> int:
    """Up to ``count`` chips off ``unit`` into its owner's used pile [KV-6]; how many."""
    body = state.units[unit]
    moved = max(0, min(count, body.chips))
    body.chips -= moved
    state.zones[owner(state, unit)].used += moved
    return moved


def remove_unit(state: KokuState, unit: int, events: list[Event]) -> None:
    """The unit and its attachments to 戦場外; its chips to the used pile [KV-9][KV-6]."""
    seat, body = owner(state, unit), state.units[unit]
    take_chips(state, unit, body.chips)
    zones = state.zones[seat]
    zones.outside.extend([unit, *body.attachments])
    attached = tuple(shown(state, card) for card in body.attachments)
    del state.units[unit]
    for used in (state.moved, state.acted, state.moved_again):
        if unit in used:
            used.remove(unit)
    if state.current == unit:
        state.current = -1
    events.append(
        ev.UnitRemoved(player=seat, unit=shown(state, unit), attachments=attached, at=body.square)
    )


def damage(state: KokuState, unit: int, amount: int, events: list[Event], counter: bool) -> None:
    """The unit loses ``amount`` chips; at its last chip lost, or hit while holding none, it
    is removed [KV-9]."""
    if amount <= 0 or unit not in state.units:
        return
    body = state.units[unit]
    had = body.chips
    lost = take_chips(state, unit, amount)
    events.append(
        ev.Damaged(
            player=owner(state, unit),
            unit=shown(state, unit),
            amount=lost,
            left=body.chips,
            counter=counter,
        )
    )
    if had == 0 or body.chips == 0:
        remove_unit(state, unit, events)


def chip_total(state: KokuState, seat: int) -> int:
    """Unused + used + on units: always 20 [K-3.6][KV-6]."""
    zones = state.zones[seat]
    on_units = sum(body.chips for card, body in state.units.items() if owner(state, card) == seat)
    return zones.unused + zones.used + on_units
