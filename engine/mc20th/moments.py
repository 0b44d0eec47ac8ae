"""Trigger moments (〈発揮：…〉 [11-2-4]): which [条件] abilities a moment wakes, collected in
a window that triggers.py then works through. Kept apart from triggers.py so that the rule
modules where moments happen (zones, summon, battle, turn) can call ``fire``.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.abilities import Ability, Period, Timing, Trigger
from engine.cards import TerrainDef
from engine.mc20th.query import card_def, owner
from engine.mc20th.selectors import source_area
from engine.mc20th.state import MatchState, Triggered, Window
from engine.state import other

CONDITIONS = (Timing.CONDITION, Timing.CONDITION_FORCED)
OWN_SUBJECT = (Trigger.SUMMONED, Trigger.DIES)  # "このユニットの…": only the unit's own


def fire(state: MatchState, trigger: Trigger, subject: int = -1) -> None:
    """A trigger moment came: open a window for the [条件] effects it wakes."""
    battle = state.battle
    if battle is not None and battle.simultaneous:
        return
    found = []
    for seat in (state.active, other(state.active)):
        for card in _sources(state, seat, trigger, subject):
            for index, ability in enumerate(card_def(state, card).abilities):
                if ability.trigger is trigger and _period_holds(state, ability, card, subject):
                    forced = ability.timing is Timing.CONDITION_FORCED
                    found.append(Triggered(seat, card, index, forced))
    if found:
        state.windows.append(Window(moment=trigger.value, pending=found))


def _sources(state: MatchState, seat: int, trigger: Trigger, subject: int) -> Iterator[int]:
    if trigger in OWN_SUBJECT:
        if subject >= 0 and owner(state, subject) == seat:
            yield subject
        return
    yield from field_sources(state, seat)


def field_sources(state: MatchState, seat: int) -> Iterator[int]:
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


def _period_holds(state: MatchState, ability: Ability, card: int, subject: int) -> bool:
    """Battle effects wake only in a battle, for cards in it [11-1-2]; Field ones outside."""
    battle = state.battle
    if ability.period is Period.FIELD:
        return battle is None
    if ability.period is not Period.BATTLE or battle is None:
        return False
    if card == subject or card == state.players[owner(state, card)].summoner:
        return True
    return source_area(state, card) == battle.area
