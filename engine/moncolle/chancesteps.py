"""A pending chance step's outcome checked and taken (DESIGN.md "Chance is recorded"): a die
of 1-6 or a shuffle key for the player the step waits on; taking it clears the step and moves
the chance counter on; a die rolled is said in the log, a deck shuffled by its key is said
to be shuffled (mc20th [8], deus [D-SET-2][D-DECK-2a]). Each game routes the outcome by the
step's purpose.
"""

from __future__ import annotations

from engine.kernel.chance import DIE_FACES, SHUFFLE_KEYS, shuffled
from engine.kernel.errors import Refusal, refuse
from engine.kernel.state import ChanceKind, ChanceTask
from engine.moncolle.actions import Roll, Shuffle
from engine.moncolle.events import DeckShuffled, DieRolled, Event
from engine.moncolle.state import FamilyState


def check_roll(state: FamilyState, action: Roll) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.ROLL or task.player != action.player:
        return refuse("not_this_chance")
    if action.value not in DIE_FACES:
        return refuse("bad_die", value=action.value)
    return None


def check_shuffle(state: FamilyState, action: Shuffle) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.SHUFFLE or task.player != action.player:
        return refuse("not_this_chance")
    if not 0 <= action.key < SHUFFLE_KEYS:
        return refuse("bad_shuffle_key")
    return None


def take_chance(state: FamilyState) -> ChanceTask:
    task = state.chance
    assert task is not None
    state.chance = None
    state.chance_count += 1
    return task


def take_roll(state: FamilyState, action: Roll, events: list[Event]) -> ChanceTask:
    """The die is rolled: the step it answered, for its purpose."""
    task = take_chance(state)
    events.append(DieRolled(player=task.player, value=action.value, purpose=task.purpose))
    return task


def take_shuffle(state: FamilyState, action: Shuffle, events: list[Event]) -> ChanceTask:
    """The player's deck is shuffled by the key; the step it answered, for its purpose."""
    task = take_chance(state)
    zones = state.players[task.player]
    zones.deck = shuffled(zones.deck, action.key)
    events.append(DeckShuffled(player=task.player))
    return task
