"""A kokuryoku scenario that starts as a new match (``start = "setup"``, docs/scenarios.md
"Kokuryoku positions"): the two decks as written, every chip unused [K-3.6]; the four
shuffles [K-3.1][K-3.2], the die for the first player [K-3.4] and the 7-card hands [K-3.5]
follow as chance steps. ``stacked`` writes each deck in its order after both shuffles.
"""

from __future__ import annotations

from typing import Final

from bot.kokuryoku.scenario.cards import CARD, KokuCards
from bot.kokuryoku.scenario.schema import Position
from bot.tools.scenario.schema import ScenarioError
from engine.kernel.chance import sample_shuffle_key, shuffled
from engine.kernel.events import Event
from engine.kernel.state import MatchSetup
from engine.kokuryoku.cards import CardDef
from engine.kokuryoku.setup import new_state
from engine.kokuryoku.state import KokuState

SHUFFLES: Final = ((0, 2), (1, 3))  # each deck's chance steps: its own, then light [K-3.2]


def setup_start(
    cards: KokuCards, table: Position, seed: int
) -> tuple[KokuState, dict[int, int], list[Event]]:
    """A new match from the two decks, at P1's own shuffle [K-3.1]."""
    kept = (table.turn, table.phase, table.power_seat, table.step, table.supported)
    if table.squares or any(value is not None for value in kept):
        raise ScenarioError("position: a setup start takes only the players' decks and stacked")
    if table.first is not None or table.active is not None:
        raise ScenarioError("position: in a setup start the die decides the first player [K-3.4]")
    decks: list[tuple[int, ...]] = []
    for seat, zones in enumerate((table.p1, table.p2)):
        where = f"position.P{seat + 1}"
        extra = (zones.hand, zones.outside, zones.abroad)
        if any(extra) or zones.unused is not None or zones.used is not None:
            raise ScenarioError(
                f"{where}: before setup there is only a deck; every chip is unused [K-3.6]"
            )
        deck = cards.cards_of(zones.deck, seat, f"{where}.deck", CARD)
        decks.append(tuple(stacked(deck, seed, seat) if table.stacked else deck))
    setup = MatchSetup[CardDef](
        ruleset="kokuryoku",
        seed=seed,
        catalog=dict(sorted(cards.catalog.items())),
        cards=tuple(cards.cards),
        decks=(decks[0], decks[1]),
    )
    state, events = new_state(setup)
    return state, cards.labels, events


def stacked(deck: list[int], seed: int, seat: int) -> list[int]:
    """The deck that its owner's shuffle and then the opponent's light shuffle turn into
    ``deck``: P1's deck is shuffled at chance steps 0 and 2, P2's at 1 and 3, from the seed
    (engine/kernel/chance.py), so a scenario chooses the opening hands and the draws while
    the engine shuffles as usual [K-3.1][K-3.2][K-3.5]."""
    own, light = (sample_shuffle_key(seed, step) for step in SHUFFLES[seat])
    order = shuffled(shuffled(list(range(len(deck))), own), light)
    before = [0] * len(deck)
    for position, source in enumerate(order):
        before[source] = deck[position]
    return before
