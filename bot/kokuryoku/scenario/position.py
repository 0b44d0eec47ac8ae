"""Building a kokuryoku position from a scenario's ``[position]`` table (docs/scenarios.md
"Kokuryoku positions"; its schema is bot/kokuryoku/scenario/schema.py).

Cards are written as in every game's positions (bot/tools/scenario/cards.py). The 3x4 map's
squares are labelled A1..C4 from the first player's side: row 1 holds the first player's
sortie squares and row 4 the second player's [KV-1]. A square holds at most one unit and
one land [KV-1]: ``"P1 試練の剣士#10 chips=3 waiting attach=試練の槍#20"`` and
``"land 試練の沼#30"`` (a land written without a player belongs to the player on whose half
of the map it lies; ``"P2 land ..."`` names one). In the invasion phase a unit of the active
player may carry this phase's marks: ``moved``, ``acted``, ``again`` (its processing step
began) and ``current`` (the unit being activated) [KV-11].

The position must be one the rules can reach, or it fails naming where: chips between 0 and
the unit's maximum morale [KV-6], each player's 20 chips in all [K-3.6]; attachments its
class may hold [K-5.4][KV-17]; no unit on a land barring its class [K-6.2a]; no two
non-generic units of one name [K-5.6b]; no unit on an enemy sortie square but the current
one, which has not yet been set to waiting [KV-12]; in the invasion phase, every waiting
unit of the active player is one that moved or acted, since the phase readied them all
[K-6.1][K-6.4]; a hand-limit step only over 7 cards [K-7.5].

A position starts as written (``start = "position"``), at the active player's turn start
(``"turn"``: the turn marker passes and the power phase begins, with its chip return and
mandatory draw [K-3.10][K-5.5][K-5.1]), or as a new match from the two decks (``"setup"``:
the four shuffles, the die and the 7-card hands follow [K-3.1]..[K-3.5]; ``stacked``: each
deck is in the written order after its two shuffles).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Final

from bot.kokuryoku.scenario.cards import ATTACHMENT, CARD, LAND, UNIT, KokuCards
from bot.kokuryoku.scenario.newmatch import setup_start
from bot.kokuryoku.scenario.schema import Position, Zones
from bot.tools.scenario.cards import parse_seat
from bot.tools.scenario.schema import ScenarioError, convert
from carddb.decklist import CardIndex
from engine.kernel.errors import NotationError
from engine.kernel.events import Event
from engine.kernel.state import MatchSetup, other
from engine.kokuryoku import turn
from engine.kokuryoku import zones as kz
from engine.kokuryoku.board import BOARD, rows_toward_home, sortie_squares
from engine.kokuryoku.cards import CardDef
from engine.kokuryoku.power import may_hold
from engine.kokuryoku.state import CHIPS, HAND_LIMIT, KokuState, Phase, Step, Unit
from engine.kokuryoku.state import Zones as PlayerZones

__all__ = ["ScenarioError", "parse_seat", "square_index", "start_position"]

PHASES: Final = {
    p.value: p for p in (Phase.POWER, Phase.INVASION, Phase.END_START, Phase.END, Phase.HAND_LIMIT)
}
STEPS: Final = {s.name.lower(): s for s in Step}
MARKS: Final = ("moved", "acted", "again", "current")  # this invasion phase's [KV-11]
FLAGS: Final = ("waiting", *MARKS)
_SPEC: Final = (
    "a square holds 'P1 <unit> [chips=N] [waiting] [attach=<card>,...] [moved] [acted] "
    "[again] [current]' or '[P1] land <land>'"
)


@dataclass
class Written:
    """A unit as written: where, its text, and its flags."""

    where: str
    text: str
    flags: set[str] = field(default_factory=set)


def square_index(label: str, where: str) -> int:
    """A square label (A1..C4), or a ScenarioError naming where it was written."""
    try:
        return BOARD.parse(label)
    except NotationError:
        raise ScenarioError(f"{where}: '{label}' is not a square (A1..C4)") from None


def start_position(
    table: dict[str, Any] | Position, index: CardIndex, seed: int
) -> tuple[KokuState, dict[int, int], list[Event]]:
    """The state, the label map, and the events of starting it (a turn's start)."""
    if not isinstance(table, Position):
        table = _read_position(table)
    cards = KokuCards(index)
    if table.start == "setup":
        return setup_start(cards, table, seed)
    if table.stacked:
        raise ScenarioError("position.stacked: only a setup start has shuffled decks")
    first, active, number = _turn_of(table)
    zones = [_zones(cards, written, seat) for seat, written in enumerate((table.p1, table.p2))]
    state = KokuState(
        setup=MatchSetup("kokuryoku", seed, {}, (), ((), ())),
        zones=zones,
        turn=number,
        active=active,
        first=first,
    )
    written = _map(cards, state, table.squares)
    state.setup = _match_setup(cards, state, seed)
    _check_map(state, written)
    for seat, chips in enumerate((table.p1, table.p2)):
        _chips(state, seat, chips)
    events: list[Event] = []
    if table.start == "turn":
        _start_turn(state, table, written, events)
    else:
        _phase(state, table, written)
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


def _zones(cards: KokuCards, table: Zones, seat: int) -> PlayerZones:
    where = f"position.P{seat + 1}"
    zones = PlayerZones(deck=cards.cards_of(table.deck, seat, f"{where}.deck", CARD))
    zones.hand = cards.cards_of(table.hand, seat, f"{where}.hand", CARD)
    zones.outside = cards.cards_of(table.outside, seat, f"{where}.outside", CARD)
    zones.abroad = cards.cards_of(table.abroad, seat, f"{where}.abroad", CARD)
    return zones


# -- the map [KV-1] ----------------------------------------------------------------------------
def _map(cards: KokuCards, state: KokuState, squares: dict[str, list[str]]) -> dict[int, Written]:
    """Every written square, in board order; the units as written, by card."""
    ordered = sorted((square_index(label, "position.squares"), label) for label in squares)
    for (square, label), (again, twice) in itertools.pairwise(ordered):
        if square == again:
            raise ScenarioError(f"position.squares: {label} and {twice} are the same square")
    written: dict[int, Written] = {}
    for square, label in ordered:
        where = f"position.squares.{label}"
        for text in squares[label]:
            _place(cards, state, square, text, where, written)
    return written


def _place(
    cards: KokuCards,
    state: KokuState,
    square: int,
    text: str,
    where: str,
    written: dict[int, Written],
) -> None:
    words = text.split()
    if len(words) >= 2 and words[0].lower() == "land":
        _land(cards, state, square, " ".join(words[1:]), _half(state, square), where)
        return
    if len(words) >= 3 and words[1].lower() == "land":
        seat = parse_seat(words[0], where)
        _land(cards, state, square, " ".join(words[2:]), seat, where)
        return
    if len(words) < 2:
        raise ScenarioError(f"{where}: {_SPEC}")
    seat = parse_seat(words[0], where)
    rest = words[1:]
    flags: list[str] = []
    while rest and (rest[-1] in FLAGS or rest[-1].startswith(("chips=", "attach="))):
        flags.insert(0, rest.pop())
    if not rest:
        raise ScenarioError(f"{where}: '{text}' names no card; {_SPEC}")
    if kz.unit_at(state, square) >= 0:
        raise ScenarioError(f"{where}: a square holds at most one unit [KV-1]")
    card = _one(cards, " ".join(rest), seat, where, UNIT)
    state.units[card] = body = Unit(square=square)
    unit = Written(where, " ".join(rest))
    for flag in flags:
        if flag.startswith("chips="):
            if any(f.startswith("chips=") for f in unit.flags):
                raise ScenarioError(f"{where}: 'chips=' is written twice")
            unit.flags.add("chips=")
            body.chips = _number(flag, CHIPS, where)
        elif flag.startswith("attach="):
            specs = [spec for spec in flag.removeprefix("attach=").split(",") if spec]
            if not specs:
                raise ScenarioError(f"{where}: 'attach=' names one or more cards")
            body.attachments += cards.cards_of(specs, seat, f"{where} attach", ATTACHMENT)
        elif flag in unit.flags:
            raise ScenarioError(f"{where}: '{flag}' is written twice")
        else:
            unit.flags.add(flag)
    body.waiting = "waiting" in unit.flags
    written[card] = unit


def _half(state: KokuState, square: int) -> int:
    """The player on whose half of the map (their two nearest rows) the square lies."""
    return (
        state.first if rows_toward_home(square, state.first, state.first) < 2 else 1 - state.first
    )


def _land(
    cards: KokuCards, state: KokuState, square: int, text: str, seat: int, where: str
) -> None:
    if square in state.lands:
        raise ScenarioError(f"{where}: a square holds at most one land [KV-1]")
    state.lands[square] = _one(cards, text, seat, where, LAND)


def _one(cards: KokuCards, text: str, seat: int, where: str, kind: str) -> int:
    made = cards.card(text, seat, where, kind)
    if len(made) != 1:
        raise ScenarioError(f"{where}: '{text}': a square holds one unit and one land, not copies")
    return made[0]


def _number(flag: str, high: int, where: str) -> int:
    text = flag.split("=", 1)[1]
    if not (text.isascii() and text.isdigit() and len(text) <= 4):
        raise ScenarioError(f"{where}: '{flag}' needs a whole number")
    number = int(text)
    if number > high:
        raise ScenarioError(f"{where}: '{flag}' is out of 0..{high}")
    return number


def _match_setup(cards: KokuCards, state: KokuState, seed: int) -> MatchSetup[CardDef]:
    return MatchSetup(
        ruleset="kokuryoku",
        seed=seed,
        catalog=dict(sorted(cards.catalog.items())),
        cards=tuple(cards.cards),
        decks=(tuple(state.zones[0].deck), tuple(state.zones[1].deck)),
    )


def _check_map(state: KokuState, written: dict[int, Written]) -> None:
    """What every unit on the map keeps, whatever the phase."""
    names: dict[str, str] = {}
    for card, unit in written.items():
        where, body = unit.where, state.units[card]
        most = kz.max_morale(state, card)
        if body.chips > most:
            raise ScenarioError(
                f"{where}: '{unit.text}' holds {body.chips} chips, above its maximum morale "
                f"{most} [KV-6]"
            )
        printed = kz.unit_face(state, card)
        for held in body.attachments:
            if not may_hold(state, card, held):
                name = kz.face(state, held).name
                raise ScenarioError(
                    f"{where}: a unit of class {printed.unit_class} cannot hold {name} "
                    "[K-5.4][KV-17]"
                )
        if kz.bars(state, body.square, card):
            raise ScenarioError(
                f"{where}: the land there keeps class {printed.unit_class} out [K-6.2a][KV-3]"
            )
        if not printed.generic:
            if printed.name in names:
                raise ScenarioError(
                    f"{where}: a unit named {printed.name} is already on {names[printed.name]} "
                    "(only generic soldiers share a name) [K-5.6b]"
                )
            names[printed.name] = BOARD.label(body.square)


def _chips(state: KokuState, seat: int, table: Zones) -> None:
    """Each player's 20 chips: unused, used and on units [K-3.6][KV-6]."""
    on_units = sum(
        body.chips for card, body in state.units.items() if kz.owner(state, card) == seat
    )
    where = f"position.P{seat + 1}"
    used = table.used
    unused = table.unused
    if used is None:
        used = 0 if unused is None else CHIPS - on_units - unused
    if unused is None:
        unused = CHIPS - on_units - used
    if used < 0 or unused < 0 or unused + used + on_units != CHIPS:
        raise ScenarioError(
            f"{where}: {table.unused if table.unused is not None else '?'} unused + "
            f"{table.used if table.used is not None else '?'} used + {on_units} on units "
            f"cannot make {CHIPS} chips [K-3.6][KV-6]"
        )
    state.zones[seat].unused, state.zones[seat].used = unused, used


# -- the phase [KV-4][KV-5][KV-11][K-7.*] ------------------------------------------------------
def _phase(state: KokuState, table: Position, written: dict[int, Written]) -> None:
    name = table.phase or Phase.POWER.value
    if name not in PHASES:
        raise ScenarioError(f"position.phase: '{name}' is not one of {', '.join(PHASES)}")
    state.phase = PHASES[name]
    if state.phase is Phase.POWER:
        _power(state, table)
    else:
        for key in ("power_seat", "step", "supported"):
            if getattr(table, key) is not None:
                raise ScenarioError(f"position.{key}: only in the power phase")
        state.power_seat = other(state.active)  # the other player's power phase came last
    if state.phase is Phase.INVASION:
        _invasion(state, written)
    else:
        _no_marks(written, "only in the invasion phase")
    for card, unit in written.items():
        seat, square = kz.owner(state, card), state.units[card].square
        if square in sortie_squares(other(seat), state.first) and card != state.current:
            raise ScenarioError(
                f"{unit.where}: a unit finished on an enemy sortie square has won already; "
                "only the current unit of the invasion phase stands there [KV-12]"
            )
    if state.phase is Phase.HAND_LIMIT and len(state.zones[state.active].hand) <= HAND_LIMIT:
        raise ScenarioError(
            f"position.phase: the hand limit step comes only with more than {HAND_LIMIT} cards "
            f"in P{state.active + 1}'s hand [K-7.5]"
        )


def _power(state: KokuState, table: Position) -> None:
    """Either player's power phase, after its mandatory draw, at a step [K-4.3][KV-5]."""
    seat = table.power_seat
    state.power_seat = parse_seat(seat, "position.power_seat") if seat else state.active
    name = table.step or "sortie"
    if name not in STEPS:
        raise ScenarioError(f"position.step: '{name}' is not one of {', '.join(STEPS)}")
    state.step = STEPS[name]
    state.supported = table.supported or 0


def _invasion(state: KokuState, written: dict[int, Written]) -> None:
    """This invasion phase's marks on the active player's units [KV-11][K-6.1][K-6.4]."""
    for card, unit in written.items():
        flags, body = unit.flags, state.units[card]
        if flags & set(MARKS) and kz.owner(state, card) != state.active:
            raise ScenarioError(f"{unit.where}: only the active player's units move or act [K-6.0]")
        if "moved" in flags:
            state.moved.append(card)
        if "acted" in flags:
            state.acted.append(card)
        done = {"moved", "acted"} & flags
        if "again" in flags:
            if not done:
                raise ScenarioError(
                    f"{unit.where}: 'again' (the processing step) follows a move or an action "
                    "[K-6.4a]"
                )
            state.moved_again.append(card)
        if "current" in flags:
            if state.current >= 0 or body.waiting or not done:
                raise ScenarioError(
                    f"{unit.where}: the current unit is one unit, not waiting, that moved or "
                    "acted [KV-11]"
                )
            state.current = card
        if body.waiting and kz.owner(state, card) == state.active and not done:
            raise ScenarioError(
                f"{unit.where}: the invasion phase readied every unit of P{state.active + 1}; "
                "a waiting one has moved or acted [K-6.1][K-6.4]"
            )


def _no_marks(written: dict[int, Written], why: str) -> None:
    for unit in written.values():
        marks = sorted(set(MARKS) & unit.flags)
        if marks:
            raise ScenarioError(f"{unit.where}: '{marks[0]}' is {why} [KV-11]")


def _start_turn(
    state: KokuState, table: Position, written: dict[int, Written], events: list[Event]
) -> None:
    """The active player's turn from its start: the marker passes, their power phase
    begins with the chip return and the mandatory draw [K-3.10][K-5.5][K-5.1]."""
    for key in ("phase", "power_seat", "step", "supported"):
        if getattr(table, key) is not None:
            raise ScenarioError(f"position.{key}: a turn start begins with its power phase [KV-4]")
    _no_marks(written, "not written at a turn start")
    for card, unit in written.items():
        seat, square = kz.owner(state, card), state.units[card].square
        if square in sortie_squares(other(seat), state.first):
            raise ScenarioError(
                f"{unit.where}: a unit finished on an enemy sortie square has won already [KV-12]"
            )
    state.phase = Phase.END
    state.turn -= 1
    turn.start_turn(state, state.active, events)
