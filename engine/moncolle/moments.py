"""Trigger moments (〈発揮：…〉 [11-2-4]): which [条件] abilities a moment wakes, collected in
a window that triggers.py then works through. Kept apart from triggers.py so that the rule
modules where moments happen (zones, summon, battle, turn) can call ``fire``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.state import other
from engine.moncolle.abilities import Ability, Timing, Trigger
from engine.moncolle.cards import TerrainDef
from engine.moncolle.query import card_def, owner
from engine.moncolle.selectors import period_holds, source_area
from engine.moncolle.state import FamilyState, Triggered, Window
from engine.moncolle.tables import tables

CONDITIONS = (Timing.CONDITION, Timing.CONDITION_FORCED)
OWN_SUBJECT = (Trigger.SUMMONED, Trigger.DIES)  # "このユニットの…": only the unit's own


def fire(state: FamilyState, trigger: Trigger, subject: int = -1) -> None:
    """A trigger moment came: open a window for the [条件] effects it wakes."""
    battle = state.battle
    if battle is not None and battle.simultaneous:
        return
    woken = tables(state.setup).woken.get(trigger)
    if not woken:
        return  # no card of the match has an ability this moment wakes
    found = []
    for seat in (state.active, other(state.active)):
        for card in _sources(state, seat, trigger, subject):
            if card not in woken:
                continue
            for index, ability in enumerate(card_def(state, card).abilities):
                if ability.trigger is trigger and _period_holds(state, ability, card, subject):
                    forced = ability.timing is Timing.CONDITION_FORCED
                    found.append(Triggered(seat, card, index, forced))
    if found:
        state.windows.append(Window(moment=trigger.value, pending=found, subject=subject))


def _sources(state: FamilyState, seat: int, trigger: Trigger, subject: int) -> Iterator[int]:
    if trigger in OWN_SUBJECT:
        if subject >= 0 and owner(state, subject) == seat:
            yield subject
        return
    yield from field_sources(state, seat)


def field_sources(state: FamilyState, seat: int) -> Iterator[int]:
    """A player's cards whose abilities may wake or be used outside the hand: units and
    their equipment on the battlefield, face-up terrains, the summoner."""
    for unit in sorted(state.units):
        if owner(state, unit) == seat:
            yield unit
            yield from state.units[unit].equipment
    for spot in state.areas:
        if not spot.has_terrain or spot.face_down or owner(state, spot.terrain) != seat:
            continue
        if isinstance(card_def(state, spot.terrain), TerrainDef):
            yield spot.terrain
    summoner = state.players[seat].summoner
    if summoner >= 0:
        yield summoner


def _period_holds(state: FamilyState, ability: Ability, card: int, subject: int) -> bool:
    """[11-1]; a unit's own 召喚時/死亡時 effect belongs to the battle it happened in."""
    battle = state.battle
    area = battle.area if card == subject and battle is not None else source_area(state, card)
    summoner = card == state.players[owner(state, card)].summoner
    return period_holds(state, ability.period, area, summoner)


def still_wakes(state: FamilyState, window: Window, entry: Triggered) -> bool:
    """Whether a woken effect may still be used when its player's turn comes: its card
    is still where it woke (a dead unit in the discard), and its period still holds."""
    trigger = Trigger(window.moment)
    ability = card_def(state, entry.card).abilities[entry.ability]
    if trigger is Trigger.DIES:
        here = entry.card in state.players[entry.seat].discard
    elif trigger is Trigger.SUMMONED:
        here = entry.card in state.units
    else:
        here = is_field_source(state, entry.seat, entry.card)
    return here and _period_holds(state, ability, entry.card, window.subject)


def is_field_source(state: FamilyState, seat: int, card: int) -> bool:
    """Whether ``card`` is among ``field_sources(state, seat)``, asked of that card only."""
    if card in state.units:
        return owner(state, card) == seat
    if state.players[seat].summoner == card:
        return True
    for unit, body in state.units.items():
        if card in body.equipment:
            return owner(state, unit) == seat
    for spot in state.areas:
        if spot.has_terrain and spot.terrain == card and not spot.face_down:
            return owner(state, card) == seat and isinstance(card_def(state, card), TerrainDef)
    return False
