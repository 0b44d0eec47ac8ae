"""Building a grid position from a scenario's ``[position]`` table (docs/scenarios.md "Grid
positions"; its schema is bot/grid/scenario/schema.py).

Cards are written as in every game's positions (bot/tools/scenario/cards.py). The battle zone's
squares are labelled A1..D5 from the first player's side, row 1 the first player's front row
and row 5 the second player's [G-R1]. A square holds ``"P1 見習い兵#11 moved attacked
boost=1"`` entities of one player [G-9.8][G-R9], or one base alone, in its owner's front row
[G-11.1][G-4], with its life cards beneath it [G-11.4]: ``life=3`` deals the owner's top
three deck cards as written (bases in square order, A1, B1 .. D5), ``life=盾持ち#50,GT-010*2``
lists them, top first, so a scenario can name the card a hit puts into the hand
[G-6.7][G-R13]. Every player has a base and a deck: without a base, or with a deck that
became 0, they would have lost already [G-1.1][G-1.2][G-R14].

A position starts as written (``start = "position"``, in its phase, settled), at the active
player's turn start (``"turn"``: untap, draw — none in the first player's first turn — and the
supply phase [G-5.1][G-FAQ-2][G-R15]), or as a new match from the two decks at the secret
base choice (``"setup"`` [G-3.2][G-R3]; ``stacked``: each deck is in the written order after
its shuffle).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any, Final

from bot.grid.scenario.schema import Position, Zones
from bot.tools.scenario.cards import CardMaker, parse_seat
from bot.tools.scenario.schema import MAX_LIST, ScenarioError, convert
from carddb.decklist import CardIndex
from engine.grid import rules, turn
from engine.grid.board import BOARD, front_row
from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef
from engine.grid.setup import new_state
from engine.grid.state import GridState, Phase
from engine.grid.state import Zones as PlayerZones
from engine.kernel.chance import sample_shuffle_key, shuffled
from engine.kernel.errors import NotationError
from engine.kernel.events import Event
from engine.kernel.state import MatchSetup, other

__all__ = ["ScenarioError", "parse_seat", "square_index", "start_position"]

PHASES: Final = {p.value: p for p in (Phase.SUPPLY, Phase.USE, Phase.MOVE)}
CARD, PLACED = "card", "placed"
_KIND_NAMES: Final = {
    CARD: "a grid card",
    PLACED: "an entity or a base card (only they stand on the battle zone)",
}
ENTITY_FLAGS: Final = ("moved", "attacked")
MAX_BOOST: Final = 99
_LABEL: Final = re.compile(r"^#([0-9]{1,6})$")
_SPEC: Final = "a square holds 'P1 <entity> [moved] [attacked] [boost=N]' or 'P1 <base> life=N'"


@dataclass
class GridCards(CardMaker[CardDef]):
    """The grid game's kinds of card: entities and bases on the battle zone, any grid card
    in a deck, hand, graveyard, resource zone [G-R6] or beneath a base."""

    def kind_problem(self, face: CardDef, kind: object) -> str | None:
        fits = {
            CARD: isinstance(face, EntityDef | SpellDef | BaseDef),
            PLACED: isinstance(face, EntityDef | BaseDef),
        }[str(kind)]
        return None if fits else _KIND_NAMES[str(kind)]

    def face(self, card: int) -> CardDef:
        return self.catalog[self.cards[card].def_id]


def square_index(label: str, where: str) -> int:
    """A square label (A1..D5), or a ScenarioError naming where it was written."""
    try:
        return BOARD.parse(label)
    except NotationError:
        raise ScenarioError(f"{where}: '{label}' is not a square (A1..D5)") from None


def start_position(
    table: dict[str, Any] | Position, index: CardIndex, seed: int
) -> tuple[GridState, dict[int, int], list[Event]]:
    """The state, the label map, and the events of starting it (a turn's start, or the
    checks of a settled position)."""
    if not isinstance(table, Position):
        table = _read_position(table)
    cards = GridCards(index)
    if table.start == "setup":
        return _setup_start(cards, table, seed)
    if table.stacked:
        raise ScenarioError("position.stacked: only a setup start has shuffled decks")
    first, active, number = _turn_of(table)
    state = GridState(
        setup=MatchSetup("grid", seed, {}, (), ((), ())),
        zones=[_zones(cards, zones, seat) for seat, zones in enumerate((table.p1, table.p2))],
        turn=number,
        active=active,
        first=first,
    )
    _battle_zone(cards, state, table.squares)
    _check_players(cards, state)
    state.setup = _match_setup(cards, state, seed)
    events: list[Event] = []
    if table.start == "turn":
        _start_turn(state, table, events)
    else:
        phase = table.phase or "use"
        if phase not in PHASES:
            known = ", ".join(PHASES)
            raise ScenarioError(f"position.phase: '{phase}' is not one of {known}")
        state.phase = PHASES[phase]
    rules.settle(state, events)
    return state, cards.labels, events


def _read_position(table: dict[str, Any]) -> Position:
    read: Position = convert(table, Position, "position", at="position")
    return read


def _turn_of(table: Position) -> tuple[int, int, int]:
    """Who went first, whose turn, and its number: odd turns are the first player's."""
    first = parse_seat(table.first or "P1", "position.first")
    active = parse_seat(table.active, "position.active") if table.active else first
    number = table.turn if table.turn is not None else (3 if active == first else 4)
    if active != (first if number % 2 == 1 else other(first)):
        raise ScenarioError(f"position.active: turn {number} is not P{active + 1}'s turn")
    return first, active, number


def _zones(cards: GridCards, table: Zones, seat: int) -> PlayerZones:
    where = f"position.P{seat + 1}"
    zones = PlayerZones(deck=cards.cards_of(table.deck, seat, f"{where}.deck", CARD))
    zones.hand = cards.cards_of(table.hand, seat, f"{where}.hand", CARD)
    zones.graveyard = cards.cards_of(table.graveyard, seat, f"{where}.graveyard", CARD)
    zones.resources = cards.cards_of(table.resources, seat, f"{where}.resources", CARD)
    zones.tapped = _tapped(cards, table.tapped, zones.resources, f"{where}.tapped")
    return zones


def _tapped(
    cards: GridCards, tapped: int | list[str], resources: list[int], where: str
) -> list[int]:
    """The first ``tapped`` resource cards, or those labelled [G-8.2]."""
    if isinstance(tapped, int):
        if tapped > len(resources):
            raise ScenarioError(f"{where}: {tapped} tapped, but {len(resources)} resource cards")
        return resources[:tapped]
    found: list[int] = []
    for ref in tapped:
        match = _LABEL.match(ref.strip())
        card = cards.labels.get(int(match.group(1)), -1) if match else -1
        if card not in resources:
            raise ScenarioError(f"{where}: '{ref}' is not a labelled card of this resource zone")
        if card in found:
            raise ScenarioError(f"{where}: '{ref}' is named twice")
        found.append(card)
    return found


# -- the battle zone [G-2.1][G-9.8][G-11.*][G-R1][G-R9] ---------------------------------------
def _battle_zone(cards: GridCards, state: GridState, squares: dict[str, list[str]]) -> None:
    """Every written square, in board order (so ``life=N`` deals in that order)."""
    written = sorted((square_index(label, "position.squares"), label) for label in squares)
    for (square, label), (again, twice) in itertools.pairwise(written):
        if square == again:
            raise ScenarioError(f"position.squares: {label} and {twice} are the same square")
    for square, label in written:
        _square(cards, state, square, label, squares[label])


def _square(cards: GridCards, state: GridState, square: int, label: str, specs: list[str]) -> None:
    where = f"position.squares.{label}"
    for text in specs:
        seat, card_text, flags = _read(text, where)
        for card in cards.card(card_text, seat, where, PLACED):
            if isinstance(cards.face(card), BaseDef):
                _base(cards, state, card, flags, where)
            else:
                _entity(state, card, flags, where)
            state.squares[square].append(card)
    held = state.squares[square]
    if len({cards.cards[c].owner for c in held}) > 1:
        raise ScenarioError(f"{where}: both players' cards are on one square [G-9.8][G-R9]")
    if any(isinstance(cards.face(c), BaseDef) for c in held):
        if len(held) > 1:
            raise ScenarioError(f"{where}: a base stands alone on its square [G-R9][G-R4]")
        seat = cards.cards[held[0]].owner
        if square not in front_row(seat, state.first):
            row = BOARD.row(front_row(seat, state.first)[0]) + 1
            raise ScenarioError(
                f"{where}: P{seat + 1}'s base stands in P{seat + 1}'s front row, row {row} "
                "[G-11.1][G-4][G-R1]"
            )


def _read(text: str, where: str) -> tuple[int, str, list[str]]:
    """``"P1 <card> [flags]"``: the seat, the card (it may hold spaces), the flags."""
    words = text.split()
    if len(words) < 2:
        raise ScenarioError(f"{where}: {_SPEC}")
    seat = parse_seat(words[0], where)
    flags: list[str] = []
    rest = words[1:]
    while rest and (rest[-1] in ENTITY_FLAGS or rest[-1].startswith(("boost=", "life="))):
        flags.insert(0, rest.pop())
    if not rest:
        raise ScenarioError(f"{where}: '{text}' names no card; {_SPEC}")
    return seat, " ".join(rest), flags


def _entity(state: GridState, card: int, flags: list[str], where: str) -> None:
    for flag in flags:
        if flag == "moved":
            state.moved.append(card)  # its move right is used [G-R10]
        elif flag == "attacked":
            state.attacked.append(card)  # its attack right is used [G-R10]
        elif flag.startswith("boost="):
            state.boost[card] = _number(flag, -MAX_BOOST, MAX_BOOST, where)
        else:
            raise ScenarioError(f"{where}: '{flag}' is a base's; an entity takes {_SPEC}")


def _base(cards: GridCards, state: GridState, card: int, flags: list[str], where: str) -> None:
    life = [flag for flag in flags if flag.startswith("life=")]
    if len(flags) != len(life) or len(life) != 1:
        raise ScenarioError(f"{where}: a base takes exactly one 'life=' and no other flag")
    value = life[0].removeprefix("life=")
    seat = cards.cards[card].owner
    if value.isascii() and value.isdigit():
        count = _number(life[0], 1, MAX_LIST, where)
        deck = state.zones[seat].deck
        if count > len(deck):
            raise ScenarioError(
                f"{where}: {life[0]} deals from P{seat + 1}'s deck, which holds {len(deck)} "
                "[G-11.4]"
            )
        pile, deck[:] = deck[:count], deck[count:]
    else:
        specs = [spec for spec in value.split(",") if spec]
        if not 1 <= len(specs) <= MAX_LIST:
            raise ScenarioError(f"{where}: 'life=' lists 1 to {MAX_LIST} cards")
        pile = cards.cards_of(specs, seat, f"{where} life", CARD)
    if not pile:
        raise ScenarioError(f"{where}: a base with no life card is destroyed [G-R13]")
    state.life[card] = pile


def _number(flag: str, low: int, high: int, where: str) -> int:
    text = flag.split("=", 1)[1]
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 4):
        raise ScenarioError(f"{where}: '{flag}' needs a whole number")
    number = int(text)
    if not low <= number <= high:
        raise ScenarioError(f"{where}: '{flag}' is out of {low}..{high}")
    return number


def _check_players(cards: GridCards, state: GridState) -> None:
    """Every player has a base on the battle zone [G-1.1] and a deck [G-1.2][G-R14]."""
    for seat in (0, 1):
        player = f"P{seat + 1}"
        if not any(
            cards.cards[c].owner == seat and isinstance(cards.face(c), BaseDef)
            for held in state.squares
            for c in held
        ):
            raise ScenarioError(
                f"position.squares: {player} has no base; without one they have lost [G-1.1]"
            )
        if not state.zones[seat].deck:
            raise ScenarioError(
                f"position.{player}.deck: an empty deck has lost already (after any life= it "
                "deals) [G-1.2][G-R14]; write at least one card"
            )


def _match_setup(cards: GridCards, state: GridState, seed: int) -> MatchSetup[CardDef]:
    return MatchSetup(
        ruleset="grid",
        seed=seed,
        catalog=dict(sorted(cards.catalog.items())),
        cards=tuple(cards.cards),
        decks=(tuple(state.zones[0].deck), tuple(state.zones[1].deck)),
    )


def _start_turn(state: GridState, table: Position, events: list[Event]) -> None:
    """The active player's turn from its start [G-5.1][G-FAQ-2][G-R15]."""
    if table.phase is not None:
        raise ScenarioError("position.phase: a turn start begins with its supply phase [G-5.2]")
    if state.moved or state.attacked or state.boost:
        raise ScenarioError(
            "position.squares: a turn starts with no used rights or boosts "
            "(moved, attacked, boost=) [G-R10][G-5.5]"
        )
    state.turn -= 1
    turn.start_turn(state, state.active, events)


# -- a new match [G-3.*] ----------------------------------------------------------------------
def _setup_start(
    cards: GridCards, table: Position, seed: int
) -> tuple[GridState, dict[int, int], list[Event]]:
    """A new match from the two decks, at P1's secret base choice [G-3.2][G-R3]."""
    if table.squares or table.turn is not None or table.phase is not None:
        raise ScenarioError("position: a setup start takes only the players' decks and stacked")
    if table.first is not None or table.active is not None:
        raise ScenarioError("position: in a setup start the die decides the first player [G-3.3]")
    decks: list[tuple[int, ...]] = []
    for seat, zones in enumerate((table.p1, table.p2)):
        where = f"position.P{seat + 1}"
        if zones.hand or zones.graveyard or zones.resources or zones.tapped:
            raise ScenarioError(f"{where}: before setup there is only a deck [G-3.1]")
        deck = cards.cards_of(zones.deck, seat, f"{where}.deck", CARD)
        bases = [card for card in deck if isinstance(cards.face(card), BaseDef)]
        if not bases:
            raise ScenarioError(f"{where}.deck: holds no base card to choose [G-3.2][G-R2]")
        decks.append(tuple(_stacked(deck, bases[0], seed, seat) if table.stacked else deck))
    setup = MatchSetup[CardDef](
        ruleset="grid",
        seed=seed,
        catalog=dict(sorted(cards.catalog.items())),
        cards=tuple(cards.cards),
        decks=(decks[0], decks[1]),
    )
    state, events = new_state(setup)
    return state, cards.labels, events


def _stacked(deck: list[int], base: int, seed: int, seat: int) -> list[int]:
    """The deck that, once ``base`` is chosen out of it, its shuffle turns into ``deck``
    without ``base``: P1's deck is shuffled at chance step 0 and P2's at step 1, from the
    seed (engine/kernel/chance.py), so a scenario chooses the opening hands and the life
    cards while the engine shuffles as usual [G-3.2][G-3.4][G-3.6]."""
    rest = [card for card in deck if card != base]
    order = shuffled(list(range(len(rest))), sample_shuffle_key(seed, seat))
    before = [0] * len(rest)
    for position, source in enumerate(order):
        before[source] = rest[position]
    return [base, *before]
