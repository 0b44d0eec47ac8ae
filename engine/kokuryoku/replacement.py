"""A unit replaced by a card from its owner's hand, the one primitive of the processing
step's class change [KV-15], of 修練 [K-7.3][KV-15] and of a generation change's first mode
[K-7.2a][KV-16]: the new card takes the old one's square, chips up to its own maximum (the
rest to the used pile [KV-6]), the attachments its class may hold (others to 戦場外) and its
ready or waiting state; the old card goes to 戦場外. invasion.py and endphase.py check and
word each use of it (K-5.6b's name rule holds for the card arriving).
"""

from __future__ import annotations

from engine.kernel.events import Event
from engine.kokuryoku import events as ev
from engine.kokuryoku.cards import AttachmentDef
from engine.kokuryoku.state import KokuState, Unit
from engine.kokuryoku.zones import face, max_morale, owner, shown, take_chips, unit_face


def replace_unit(state: KokuState, unit: int, card: int, events: list[Event]) -> list[int]:
    """``card`` from the hand takes ``unit``'s place [KV-15]: same square and ready or
    waiting state, the attachments its class may hold (the others to 戦場外), its chips up to
    the new maximum (the excess to the used pile [KV-6]); ``unit`` goes to 戦場外. Returns the
    attachments dropped. The caller emits its own event (ClassChanged, GenerationChanged)."""
    seat = owner(state, unit)
    zones = state.zones[seat]
    old = state.units.pop(unit)
    new_class = unit_face(state, card).unit_class
    kept: list[int] = []
    dropped: list[int] = []
    for held in old.attachments:
        printed = face(state, held)
        assert isinstance(printed, AttachmentDef)
        (kept if not printed.classes or new_class in printed.classes else dropped).append(held)
    zones.hand.remove(card)
    state.units[card] = Unit(
        square=old.square, chips=old.chips, waiting=old.waiting, attachments=kept
    )
    zones.outside.extend([unit, *dropped])
    for held in dropped:
        events.append(ev.Detached(player=seat, card=shown(state, held), unit=shown(state, unit)))
    excess = state.units[card].chips - max_morale(state, card)
    if excess > 0:  # take_chips would move a negative count the wrong way
        take_chips(state, card, excess)
    for marks in (state.moved, state.acted, state.moved_again):
        if unit in marks:
            marks[marks.index(unit)] = card
    if state.current == unit:
        state.current = card
    return dropped
