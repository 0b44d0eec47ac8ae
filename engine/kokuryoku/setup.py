"""The national-power game's preparation [K-3.1]..[K-3.7] and the opening redraw
[K-1.1][K-1.2][KV-19].

Chance steps first: each player shuffles their own deck [K-3.1] (purpose ``own``), then each
deck gets its owner's opponent's light shuffle [K-3.2] (purpose ``light``: a second logged
shuffle of the same deck; the event names the opponent as the shuffler), the decks go back
face down [K-3.3], a die decides the first player (1-3 P1, 4-6 P2, announced; it stands for
the rulebook's rock-paper-scissors or coin toss [K-3.4]) and each player draws 7 [K-3.5].
Every player holds 20 unused chips from the start [K-3.6][KV-6][KV-19].

Then the redraw, the first player first [KV-19]: a player sets hand cards aside one by one
(only they see which), then redraws: the chosen cards go to 国外 (out of the game, public
[KV-18]) and they draw one fewer [K-1.1]; that may be repeated down to an empty hand
[K-1.2]. ``Keep`` ends a player's redraws; after the second player keeps, the first turn
starts [K-3.7].
"""

from __future__ import annotations

from typing import Final

from engine.kernel.actions import Action, Roll, Shuffle
from engine.kernel.chance import DIE_FACES, SHUFFLE_KEYS, shuffled
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event, all_but, only
from engine.kernel.state import SEATS, ChanceKind, ChanceTask, MatchSetup, other
from engine.kernel.words import Table
from engine.kokuryoku import events as ev
from engine.kokuryoku import turn
from engine.kokuryoku.actions import Keep, Redraw, SetAside, TakeBack
from engine.kokuryoku.cards import CardDef
from engine.kokuryoku.state import CHIPS, OPENING_HAND, KokuState, Phase, Zones
from engine.kokuryoku.zones import draw, shown

FIRST_PLAYER_FACES: Final = (1, 2, 3)  # the die: 1-3 P1 goes first, 4-6 P2 [K-3.4]
OWN: Final = "own"  # a player's own shuffle of their deck [K-3.1]
LIGHT: Final = "light"  # the opponent's light shuffle of that deck [K-3.2]
FIRST: Final = "first"  # the die for the first player [K-3.4]


def new_state(setup: MatchSetup[CardDef]) -> tuple[KokuState, list[Event]]:
    """A match at P1's own shuffle [K-3.1]; every chip unused [K-3.6][KV-19]."""
    zones = [Zones(deck=list(setup.decks[seat]), unused=CHIPS) for seat in SEATS]
    state = KokuState(setup=setup, zones=zones, phase=Phase.REDRAW)
    state.chance = ChanceTask(ChanceKind.SHUFFLE, 0, OWN)
    return state, []


# -- chance: the shuffles [K-3.1][K-3.2] and the first player [K-3.4] -------------------------
def _take(state: KokuState) -> ChanceTask:
    task = state.chance
    assert task is not None
    state.chance = None
    state.chance_count += 1
    return task


def check_roll(state: KokuState, action: Roll) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.ROLL or task.player != action.player:
        return refuse("koku_setup_not_this_chance")
    if action.value not in DIE_FACES:
        return refuse("koku_setup_bad_die", value=action.value)
    return None


def check_shuffle(state: KokuState, action: Shuffle) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.SHUFFLE or task.player != action.player:
        return refuse("koku_setup_not_this_chance")
    if not 0 <= action.key < SHUFFLE_KEYS:
        return refuse("koku_setup_bad_shuffle_key")
    return None


def perform_shuffle(state: KokuState, action: Shuffle, events: list[Event]) -> None:
    """The shuffle of ``task.player``'s deck: by its owner, then lightly by the opponent;
    P1's deck, then P2's, in each round; then the die."""
    task = _take(state)
    seat = task.player
    zones = state.zones[seat]
    zones.deck = shuffled(zones.deck, action.key)
    by = seat if task.purpose == OWN else other(seat)
    events.append(ev.DeckShuffled(player=seat, by=by))
    if seat == 0:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 1, task.purpose)
    elif task.purpose == OWN:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 0, LIGHT)
    else:
        state.chance = ChanceTask(ChanceKind.ROLL, 0, FIRST)


def perform_roll(state: KokuState, action: Roll, events: list[Event]) -> None:
    """[K-3.4] the first player, announced; [K-3.5] each draws 7, the first player first;
    then the first player's redraw [KV-19]."""
    task = _take(state)
    events.append(ev.DieRolled(player=task.player, value=action.value, purpose=task.purpose))
    first = 0 if action.value in FIRST_PLAYER_FACES else 1
    state.first = first
    events.append(ev.FirstPlayerDecided(player=first))
    for seat in (first, other(first)):
        draw(state, seat, OPENING_HAND, events)
    state.phase = Phase.REDRAW
    state.active = first


# -- the redraw [K-1.1][K-1.2][KV-19] ---------------------------------------------------------
def candidates(state: KokuState) -> list[Action]:
    """The redraw's choices: a hand card to set aside or one set aside to take back, then
    redraw; keep while none is set aside."""
    zones = state.zones[state.active]
    found: list[Action] = [SetAside(card) for card in zones.hand]
    found += [TakeBack(card) for card in zones.set_aside]
    found.append(Redraw() if zones.set_aside else Keep())
    return found


def check_set_aside(state: KokuState, action: SetAside) -> Refusal | None:
    if action.card not in state.zones[state.active].hand:
        return refuse("koku_setup_not_in_hand", card=action.card)
    return None


def perform_set_aside(state: KokuState, action: SetAside, events: list[Event]) -> None:
    """The card leaves the hand for the redraw pile; only its owner sees which it is."""
    seat = state.active
    zones = state.zones[seat]
    zones.hand.remove(action.card)
    zones.set_aside.append(action.card)
    card = shown(state, action.card)
    events.append(ev.SetAsideForRedraw(player=seat, card=card, audience=only(seat)))
    events.append(ev.SetAsideForRedraw(player=seat, card=None, audience=all_but(seat)))


def check_take_back(state: KokuState, action: TakeBack) -> Refusal | None:
    if action.card not in state.zones[state.active].set_aside:
        return refuse("koku_setup_not_set_aside", card=action.card)
    return None


def perform_take_back(state: KokuState, action: TakeBack, events: list[Event]) -> None:
    """Back to the hand, as secretly as it was set aside [K-1.1]."""
    seat = state.active
    zones = state.zones[seat]
    zones.set_aside.remove(action.card)
    zones.hand.append(action.card)
    card = shown(state, action.card)
    events.append(ev.TakenBack(player=seat, card=card, audience=only(seat)))
    events.append(ev.TakenBack(player=seat, card=None, audience=all_but(seat)))


def check_redraw(state: KokuState, action: Redraw) -> Refusal | None:
    if not state.zones[state.active].set_aside:
        return refuse("koku_setup_nothing_set_aside")
    return None


def perform_redraw(state: KokuState, action: Redraw, events: list[Event]) -> None:
    """The chosen cards to 国外, face up [KV-18]; draw one fewer [K-1.1]. The player may
    redraw again, down to an empty hand [K-1.2]."""
    seat = state.active
    zones = state.zones[seat]
    chosen, zones.set_aside = zones.set_aside, []
    zones.abroad.extend(chosen)
    count = len(chosen) - 1
    abroad = tuple(shown(state, card) for card in chosen)
    events.append(ev.Redrew(player=seat, abroad=abroad, count=count))
    draw(state, seat, count, events)


def check_keep(state: KokuState, action: Keep) -> Refusal | None:
    if state.zones[state.active].set_aside:
        return refuse("koku_setup_redraw_pending")
    return None


def perform_keep(state: KokuState, action: Keep, events: list[Event]) -> None:
    """This player's redraws are over; the second player's come next, then the first turn
    [KV-19][K-3.7]."""
    seat = state.active
    events.append(ev.Kept(player=seat))
    if seat == state.first:
        state.active = other(seat)
    else:
        turn.start_turn(state, state.first, events)


MESSAGES: Final = Table("engine.kokuryoku", "setup.MESSAGES")
