"""The grid game's preparation [G-3.*][G-11.5]: each player secretly sets aside one base card
of their 40-card deck [G-3.2][G-R2][G-R3] (the first player is not known yet), each deck of
the other 39 is shuffled, a die decides the first player (announced; it stands for the
rulebook's rock-paper-scissors [G-3.3]), each player draws 5 [G-3.4], then in turn order each
places their base face up on a square of their front row [G-3.5][G-4] — the second player
after seeing the first player's — with as many deck-top cards face down beneath it as its
life [G-3.6][G-11.4]. The setup base is put out (出す) but not used [G-R17]. Chance outcomes
are checked and routed here.
"""

from __future__ import annotations

from engine.grid import events as ev
from engine.grid import triggers, turn
from engine.grid.actions import ChooseBase, Roll, SetBase, Shuffle
from engine.grid.board import front_row
from engine.grid.cards import BaseDef, CardDef
from engine.grid.state import OPENING_HAND, GridState, Phase, Zones
from engine.grid.zones import deal_life, draw, face, is_base, losers, owner, shown
from engine.kernel.chance import DIE_FACES, SHUFFLE_KEYS, shuffled
from engine.kernel.errors import Refusal, refuse
from engine.kernel.events import Event, all_but, only
from engine.kernel.state import SEATS, ChanceKind, ChanceTask, MatchSetup, other

FIRST_PLAYER_FACES = (1, 2, 3)  # the die: 1-3 P1 goes first, 4-6 P2 [G-3.3]


def new_state(setup: MatchSetup[CardDef]) -> tuple[GridState, list[Event]]:
    """A match at P1's secret base choice [G-3.2][G-R3]."""
    zones = [Zones(deck=list(setup.decks[seat])) for seat in SEATS]
    return GridState(setup=setup, zones=zones), []


# -- the secret base choice [G-3.2][G-R3] ---------------------------------------------------
def base_options(state: GridState, seat: int) -> list[int]:
    """The base cards of ``seat``'s deck, while it is choosing one [G-3.2]."""
    if state.phase is not Phase.CHOOSE_BASE or seat != state.active or state.chance:
        return []
    return [card for card in state.zones[seat].deck if is_base(state, card)]


def base_choices(state: GridState) -> list[ChooseBase]:
    return [ChooseBase(card) for card in base_options(state, state.active)]


def check_choose(state: GridState, action: ChooseBase) -> Refusal | None:
    zones = state.zones[state.active]
    if action.card not in zones.deck:
        return refuse("grid_not_in_deck", card=action.card)
    if not is_base(state, action.card):
        return refuse("grid_not_a_base", card=action.card)
    return None


def perform_choose(state: GridState, action: ChooseBase, events: list[Event]) -> None:
    seat = state.active
    zones = state.zones[seat]
    zones.deck.remove(action.card)
    zones.base = action.card
    card = shown(state, action.card)
    events.append(ev.BaseChosen(player=seat, card=card, audience=only(seat)))
    events.append(ev.BaseChosen(player=seat, card=None, audience=all_but(seat)))
    if seat == 0:
        state.active = 1
    else:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 0, "deck")


# -- chance: the shuffles [G-3.2] and the first player [G-3.3] -------------------------------
def _take(state: GridState) -> ChanceTask:
    task = state.chance
    assert task is not None
    state.chance = None
    state.chance_count += 1
    return task


def check_roll(state: GridState, action: Roll) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.ROLL or task.player != action.player:
        return refuse("grid_not_this_chance")
    return None if action.value in DIE_FACES else refuse("grid_bad_die", value=action.value)


def check_shuffle(state: GridState, action: Shuffle) -> Refusal | None:
    task = state.chance
    if task is None or task.kind is not ChanceKind.SHUFFLE or task.player != action.player:
        return refuse("grid_not_this_chance")
    return None if 0 <= action.key < SHUFFLE_KEYS else refuse("grid_bad_shuffle_key")


def perform_shuffle(state: GridState, action: Shuffle, events: list[Event]) -> None:
    """The 39 cards besides the chosen base [G-3.2][G-R2]; then the other deck, then the die."""
    task = _take(state)
    zones = state.zones[task.player]
    zones.deck = shuffled(zones.deck, action.key)
    events.append(ev.DeckShuffled(player=task.player))
    if task.player == 0:
        state.chance = ChanceTask(ChanceKind.SHUFFLE, 1, "deck")
    else:
        state.chance = ChanceTask(ChanceKind.ROLL, 0, "first")


def perform_roll(state: GridState, action: Roll, events: list[Event]) -> None:
    """[G-3.3] the first player, announced; [G-3.4] each draws 5, the first player first."""
    task = _take(state)
    events.append(ev.DieRolled(player=task.player, value=action.value, purpose=task.purpose))
    first = 0 if action.value in FIRST_PLAYER_FACES else 1
    state.first = first
    events.append(ev.FirstPlayerDecided(player=first))
    for seat in (first, other(first)):
        draw(state, seat, OPENING_HAND, events)
    state.phase = Phase.PLACE_BASE
    state.active = first


# -- placing the bases [G-3.5][G-3.6][G-4] ---------------------------------------------------
def base_squares(state: GridState) -> list[SetBase]:
    row = front_row(state.active, state.first)
    return [SetBase(square) for square in row if not state.squares[square]]


def check_set(state: GridState, action: SetBase) -> Refusal | None:
    if action.at not in front_row(state.active, state.first):
        return refuse("grid_not_front_row", at=action.at)
    return refuse("grid_square_taken") if state.squares[action.at] else None


def perform_set(state: GridState, action: SetBase, events: list[Event]) -> None:
    seat = state.active
    zones = state.zones[seat]
    base, zones.base = zones.base, -1
    place_base(state, base, action.at, events)
    triggers.on_setup_base(state, base, events)
    if seat == state.first:
        state.active = other(seat)
    elif not losers(state):  # life dealt from a deck that became 0 ends it [G-R14]
        turn.start_turn(state, state.first, events)


def place_base(state: GridState, base: int, at: int, events: list[Event]) -> None:
    """A base face up on ``at`` and its life cards beneath it from the deck top [G-11.4]."""
    printed = face(state, base)
    assert isinstance(printed, BaseDef)
    state.squares[at].append(base)
    events.append(
        ev.BasePlaced(player=owner(state, base), card=shown(state, base), at=at, life=printed.life)
    )
    deal_life(state, base, printed.life, events)
