"""The grid game's triggered abilities: 召喚, 出す and 使う as three distinct events
[G-FAQ-7][G-R17], and the end of the owner's turn [G-5.5].

A card its owner summons, puts or uses fires, word by word in the order of G-R17: first its
own abilities on that word ("このカードを…したとき", ``mine`` false; only while it is on
the battle zone), then every ``mine`` ability on that word of its owner's cards on the battle
zone ("自分が…したとき"), in square order then arrival order, the card itself included. The
abilities a word fires are listed when the word comes; one whose card has left the battle
zone before its turn to resolve does not resolve. A Triggered event precedes each ability's
steps (engine/grid/effects.py).
"""

from __future__ import annotations

from engine.grid import events as ev
from engine.grid import zones
from engine.grid.cards import Ability, BaseDef, EntityDef, Trigger
from engine.grid.effects import is_decided, run_steps
from engine.grid.state import GridState
from engine.kernel.events import Event

Firing = list[tuple[int, Ability]]  # (the ability's card, the ability), in resolution order


def on_summon(state: GridState, card: int, events: list[Event]) -> None:
    """An entity was played from the hand: 召喚, 出す, 使う [G-R17][G-FAQ-7]."""
    fire(state, card, (Trigger.SUMMON, Trigger.PUT, Trigger.USE), events)


def on_build(state: GridState, card: int, events: list[Event]) -> None:
    """A base was played from the hand: 出す, 使う [G-R17][G-FAQ-1]."""
    fire(state, card, (Trigger.PUT, Trigger.USE), events)


def on_cast(state: GridState, card: int, events: list[Event]) -> None:
    """A spell was cast and has resolved (it is in the graveyard): 使う only [G-R17]."""
    fire(state, card, (Trigger.USE,), events)


def on_setup_base(state: GridState, card: int, events: list[Event]) -> None:
    """The setup base was placed [G-3.5]: 出す only [G-R17]."""
    fire(state, card, (Trigger.PUT,), events)


def fire(state: GridState, card: int, words: tuple[Trigger, ...], events: list[Event]) -> None:
    """``card``'s owner just summoned / put / used it: fire each word's abilities in turn
    [G-R17][G-FAQ-7]."""
    seat = zones.owner(state, card)
    for word in words:
        found: Firing = []
        if zones.where(state, card) >= 0:
            found += [(card, a) for a in abilities(state, card) if a.on is word and not a.mine]
        for mine in on_battle_zone(state, seat):
            found += [(mine, a) for a in abilities(state, mine) if a.on is word and a.mine]
        if not _resolve(state, seat, word, found, events):
            return


def end_of_turn(state: GridState, seat: int, events: list[Event]) -> None:
    """The end of ``seat``'s turn: the ターン終了時 abilities of its cards on the battle zone
    [G-5.5]."""
    found: Firing = [
        (card, a)
        for card in on_battle_zone(state, seat)
        for a in abilities(state, card)
        if a.on is Trigger.TURN_END
    ]
    _resolve(state, seat, Trigger.TURN_END, found, events)


def abilities(state: GridState, card: int) -> tuple[Ability, ...]:
    printed = zones.face(state, card)
    return printed.abilities if isinstance(printed, EntityDef | BaseDef) else ()


def on_battle_zone(state: GridState, seat: int) -> list[int]:
    """``seat``'s entities and bases on the battle zone, in square then arrival order."""
    return [card for cards in state.squares for card in cards if zones.owner(state, card) == seat]


def _resolve(
    state: GridState, seat: int, word: Trigger, found: Firing, events: list[Event]
) -> bool:
    """Resolve ``found`` in order; False once a player has lost (nothing more resolves)."""
    for card, ability in found:
        if is_decided(state):
            return False
        anchor = zones.where(state, card)
        if anchor < 0:  # it left the battle zone before its turn came
            continue
        events.append(ev.Triggered(player=seat, card=zones.shown(state, card), trigger=word.value))
        run_steps(state, seat, ability.steps, anchor, events)
    return not is_decided(state)
