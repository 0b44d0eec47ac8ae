"""The grid game's expectations of a scenario step (docs/scenarios.md "Grid expectations"):
each returns failure sentences. The keys every game has (decision, legal actions, result,
events...) are the shared ones (bot/tools/scenario/checks.py); ``absent`` is read here, from the
battle zone's squares. These are the grid game's: the turn, whose it is and who went first
[G-3.3][G-5.*]; the cards on each square with their owners [G-2.1][G-9.8] and each square's
total power [G-9.9][G-FAQ-4]; each entity's power, boost and used rights [G-R10]; each
base's life [G-11.3][G-11.4][G-R13]; each player's zones, tapped resource cards [G-8.2] and
secret setup base [G-R3]; the card picked in a two-step decision.

Cards are written by their labels; a card the position did not label may be named by its
card id or name where a single card is expected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from bot.grid.scenario.position import square_index
from bot.tools.scenario.checks import SHARED, Checker, Texts, check_table, seat_text
from engine.grid import zones as z
from engine.grid.board import BOARD

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run


class ZonesWanted(msgspec.Struct, forbid_unknown_fields=True):
    hand: Texts | None = None
    deck: Texts | None = None
    graveyard: Texts | None = None
    resources: Texts | None = None
    hand_count: int | None = None
    deck_count: int | None = None
    graveyard_count: int | None = None
    resources_count: int | None = None
    tapped: int | None = None  # how many resource cards are tapped
    base: str | None = None  # the secret setup base chosen, not yet placed: "none", a label


class EntityWanted(msgspec.Struct, forbid_unknown_fields=True):
    square: str | None = None
    power: int | None = None  # with this turn's boosts
    boost: int | None = None
    moved: bool | None = None
    attacked: bool | None = None


class BaseWanted(msgspec.Struct, forbid_unknown_fields=True):
    square: str | None = None
    life: int | None = None  # how many life cards lie beneath it
    life_cards: Texts | None = None  # which, top first


def card_is(run: Run, card: int, want: str) -> bool:
    """Whether ``card`` is the one ``want`` names: its label, or its card id or name."""
    if card < 0:
        return want == "none"
    if want.startswith("#"):
        return run.card_text(card) == want
    printed = z.face(run.state, card)
    return want in (printed.id, printed.name)


def _turn(run: Run, want: int, where: str) -> list[str]:
    got = run.state.turn
    return [] if got == want else [f"{where}: turn is {got}, expected {want}"]


def _seat_check(name: str, field: str) -> Checker:
    def check(run: Run, want: str, where: str) -> list[str]:
        seat = getattr(run.state, field)
        got = seat_text(seat) if seat >= 0 else "none"
        return [] if got == want else [f"{where}: {name} is {got}, expected {want}"]

    return check


def _card_text(run: Run, card: int) -> str:
    return f"{seat_text(z.owner(run.state, card))} {run.card_text(card)}"


def _squares(run: Run, want: dict[str, Texts], where: str) -> list[str]:
    failures = []
    for label, cards in want.items():
        held = run.state.squares[square_index(label, where)]
        got = [_card_text(run, card) for card in held]
        if got != list(cards):
            failures.append(f"{where}: cards on {label} are {got}, expected {list(cards)}")
    return failures


def _totals(run: Run, want: dict[str, int], where: str) -> list[str]:
    failures = []
    for label, total in want.items():
        got = z.square_power(run.state, square_index(label, where))
        if got != total:
            failures.append(f"{where}: the power on {label} is {got}, expected {total}")
    return failures


def _zones(seat: int) -> Checker:
    def check(run: Run, want: ZonesWanted, where: str) -> list[str]:
        zones = run.state.zones[seat]
        lists = {
            "hand": zones.hand,
            "deck": zones.deck,
            "graveyard": zones.graveyard,
            "resources": zones.resources,
        }
        failures = []
        for name in want.__struct_fields__:
            value = getattr(want, name)
            if value is None:
                continue
            got: object
            if name == "base":
                if not card_is(run, zones.base, value):
                    shown = "none" if zones.base < 0 else run.card_text(zones.base)
                    failures.append(f"{where}: P{seat + 1}.base is {shown}, expected {value}")
                continue
            if name == "tapped":
                got = len(zones.tapped)
            elif name.endswith("_count"):
                got = len(lists[name.removesuffix("_count")])
            else:
                cards = [run.card_text(c) for c in lists[name]]
                got = sorted(cards) if name == "hand" else cards
                value = sorted(value) if name == "hand" else list(value)
            if got != value:
                failures.append(f"{where}: P{seat + 1}.{name} is {got}, expected {value}")
        return failures

    return check


VALUES: dict[str, Callable[[Any, int], object]] = {
    "square": lambda run, card: BOARD.label(z.where(run.state, card)),
    "power": lambda run, card: z.power(run.state, card),
    "boost": lambda run, card: run.state.boost.get(card, 0),
    "moved": lambda run, card: card in run.state.moved,
    "attacked": lambda run, card: card in run.state.attacked,
    "life": lambda run, card: len(run.state.life.get(card, [])),
    "life_cards": lambda run, card: [run.card_text(c) for c in run.state.life.get(card, [])],
}


def _values(
    run: Run, want: dict[str, Any], where: str, kind: Callable[[Any, int], bool], what: str
) -> list[str]:
    failures = []
    for ref, fields in want.items():
        card = run.labelled(ref, where)
        if z.where(run.state, card) < 0 or not kind(run.state, card):
            failures.append(f"{where}: {ref} is not {what} on the battle zone")
            continue
        for name in fields.__struct_fields__:
            value = getattr(fields, name)
            if value is None:
                continue
            got = VALUES[name](run, card)
            value = list(value) if isinstance(value, list) else value
            if got != value:
                failures.append(f"{where}: {ref}.{name} is {got}, expected {value}")
    return failures


def _entities(run: Run, want: dict[str, EntityWanted], where: str) -> list[str]:
    return _values(run, want, where, z.is_entity, "an entity")


def _bases(run: Run, want: dict[str, BaseWanted], where: str) -> list[str]:
    return _values(run, want, where, z.is_base, "a base")


def _absent(run: Run, want: Texts, where: str) -> list[str]:
    return [
        f"{where}: {ref} is still on the battle zone"
        for ref in want
        if z.where(run.state, run.labelled(ref, where)) >= 0
    ]


def _picked(run: Run, want: str, where: str) -> list[str]:
    picked = run.state.picked
    got = "none" if picked < 0 else run.card_text(picked)
    return [] if card_is(run, picked, want) else [f"{where}: picked is {got}, expected {want}"]


CHECKS: dict[str, tuple[Any, Checker]] = {
    **SHARED,
    "absent": (Texts, _absent),
    "turn": (int, _turn),
    "active": (str, _seat_check("the active player", "active")),
    "first": (str, _seat_check("the first player", "first")),
    "squares": (dict[str, Texts], _squares),
    "totals": (dict[str, int], _totals),
    "entities": (dict[str, EntityWanted], _entities),
    "bases": (dict[str, BaseWanted], _bases),
    "P1": (ZonesWanted, _zones(0)),
    "P2": (ZonesWanted, _zones(1)),
    "picked": (str, _picked),
}


def check_expectations(run: Run, table: dict[str, Any], where: str) -> list[str]:
    return check_table(run, table, where, CHECKS)
