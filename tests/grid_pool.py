"""Shared pieces of the per-card tests of the grid game's shipped pool
(tests/grid/test_grid_pool_entities.py, _spells.py, _bases.py): the shipped catalog
(``carddb.catalog.shipped_cards("grid")``) with the position builder's filler card for decks
and life piles, a starting position per card (its familia's base for P1 on B1, an inert
enemy base for P2 on C5, six upright resource cards), vanilla shipped entities to stand on
squares by power, a new match from two small decks for the setup base [G-3.5][G-R17], and
the ``covers`` registry the coverage tests read (a shipped card without a test fails them).

Squares are labelled from the first player's side [G-R1]; P1 (seat 0) goes first, so P1's
front row is row 1 and its forward is toward row 5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final, TypeVar

from grid_position import CATALOG as TEST_CATALOG
from grid_position import FILLER, Grid, chance, choose, match_setup
from grid_position import sq as square_of

from carddb.catalog import shipped_cards
from engine.grid import events as ev
from engine.grid import rules
from engine.grid.actions import SetBase
from engine.grid.cards import CardDef
from engine.grid.setup import new_state
from engine.grid.state import GridState
from engine.grid.zones import power
from engine.kernel.events import Event

F = TypeVar("F", bound=Callable[..., Any])

POOL: Final[list[CardDef]] = list(shipped_cards("grid"))  # type: ignore[arg-type]
SHIPPED: Final[dict[str, CardDef]] = {card.id: card for card in POOL}
CATALOG: Final[dict[str, CardDef]] = {**SHIPPED, FILLER: TEST_CATALOG[FILLER]}

# The base each familia's cards are played beside (the familia rule [G-11.2][G-R5]); chosen
# so its own ability stays out of the way of the card under test (出す only, or the end of
# P1's turn for the 紅焔 camp, whose squares ahead the tests keep free of enemies).
HOME: Final = {
    "紅焔騎士団": "GD1-002",  # 烽火の野営地: ターン終了時, destroys ahead of it
    "月影衆": "GD2-001",  # 月影の隠れ里: 出す only
    "翠樹の守り手": "GD3-001",  # 千年樹の聖域: 出す only
    "星詠みの塔": "GD4-002",  # 流星の観測所: 出す (mine) — every P1 summon mills both 1
}
FOE_BASE: Final = "GD2-001"  # P2's base: 出す only, never put out in these positions

# Vanilla shipped entities, named by their printed power (checked in the entity table).
ONE: Final = "GD1-003"  # 火の粉の従士, power 1
TWO: Final = "GD3-006"  # 翠の鹿, power 2, 角
THREE: Final = "GD3-004"  # 樫の番兵, power 3, 飛車
FOUR: Final = "GD3-010"  # 翠樹の大熊, power 4, 飛車

COVERED: set[str] = set()


def covers(*card_ids: str) -> Callable[[F], F]:
    """Mark a test as the one proving these shipped cards' printed behaviour."""
    for card_id in card_ids:
        assert card_id in SHIPPED, card_id
    COVERED.update(card_ids)

    def mark(test: F) -> F:
        return test

    return mark


def ids_of(kind: type) -> set[str]:
    return {card.id for card in POOL if isinstance(card, kind)}


def table(card: str, *, home_at: str = "B1", foe_at: str = "C5", resources: int = 6) -> Grid:
    """P1 to move (turn 3) with ``card``'s familia base on ``home_at``, P2's base (3 life
    cards) on ``foe_at`` and ``resources`` upright resource cards; decks of 10."""
    g = Grid(catalog=CATALOG)
    g.put(0, HOME[SHIPPED[card].familia], home_at)
    g.put(1, FOE_BASE, foe_at, life=3)
    g.resources(0, resources)
    return g


def powers(state: GridState, cards: Iterable[int]) -> list[int]:
    return [power(state, card) for card in cards]


def life(state: GridState, base: int) -> int:
    return len(state.life.get(base, []))


def fired(events: Iterable[Event]) -> list[tuple[int, str]]:
    """(card id, trigger word) of each ability that fired, in order."""
    return [(e.card.id, e.trigger) for e in events if isinstance(e, ev.Triggered)]


def setup_with(bases: tuple[str, str], seed: int = 3) -> tuple[GridState, list[Event]]:
    """A new match from two decks of one shipped base and 29 fillers, P1 first, played
    through the base choices and the die to both bases placed (P1's on B1, P2's on C5)."""
    decks = tuple(((base, 1), (FILLER, 29)) for base in bases)
    state = new_state(match_setup(seed, decks=decks, catalog=CATALOG))[0]
    events: list[Event] = []
    for key in bases:
        state, found = choose(state, key)
        events += found
    state, found = chance(state, 1)
    events += found
    for at in ("B1", "C5"):
        state, found = rules.apply(state, SetBase(square_of(at)))
        events += found
    return state, events
