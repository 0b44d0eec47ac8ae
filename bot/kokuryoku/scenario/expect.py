"""The national-power game's expectations of a scenario step (docs/scenarios.md "Kokuryoku
expectations"): each returns failure sentences. The keys every game has (decision, legal
actions, result, events, absent...) are the shared ones (bot/tools/scenario/checks.py). These are
kokuryoku's: the turn, whose it is and who went first [K-3.9][K-3.10]; whose power phase it
is, its step and the chips supported so far [K-4.3][KV-4][KV-5][K-5.3]; the unit being
activated [KV-11]; what stands on each square, a unit and a land [KV-1]; each unit's chips,
maximum morale, attack and counter, waiting state, attachments and this invasion phase's
marks [KV-6][KV-7][KV-10][K-6.4]; each player's deck, hand, 戦場外, 国外 and redraw pile, and
their unused and used chips [KV-18][KV-6]; the attack in its surprise window [KV-8]; the
card picked in a two-step decision.

Cards are written by their labels; a card the position did not label may be named by its
card id or name where a single card is expected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from bot.kokuryoku.scenario.position import square_index
from bot.tools.scenario.checks import SHARED, Checker, Texts, check_table, seat_text
from engine.kokuryoku import zones as kz
from engine.kokuryoku.board import BOARD
from engine.kokuryoku.state import Phase, Step

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run


class ZonesWanted(msgspec.Struct, forbid_unknown_fields=True):
    hand: Texts | None = None
    deck: Texts | None = None
    outside: Texts | None = None
    abroad: Texts | None = None
    set_aside: Texts | None = None
    hand_count: int | None = None
    deck_count: int | None = None
    outside_count: int | None = None
    abroad_count: int | None = None
    set_aside_count: int | None = None
    unused: int | None = None
    used: int | None = None
    on_units: int | None = None  # the chips on this player's units


class UnitWanted(msgspec.Struct, forbid_unknown_fields=True):
    square: str | None = None
    chips: int | None = None
    morale: int | None = None  # the most it may hold now, attachments counted
    attack: int | None = None
    counter: int | None = None
    waiting: bool | None = None
    attachments: Texts | None = None
    moved: bool | None = None
    acted: bool | None = None
    again: bool | None = None  # its processing step began (再移動, class change)


class AttackWanted(msgspec.Struct, forbid_unknown_fields=True):
    none: bool | None = None  # true: no attack waits on its window
    attacker: str | None = None
    target: str | None = None
    bonus: int | None = None
    guard: int | None = None
    passed: Texts | None = None  # who has passed, in order: ["P2"]


def card_is(run: Run, card: int, want: str) -> bool:
    """Whether ``card`` is the one ``want`` names: its label, or its card id or name."""
    if card < 0:
        return want == "none"
    if want.startswith("#"):
        return run.card_text(card) == want
    printed = kz.face(run.state, card)
    return want in (printed.id, printed.name)


def _card_or_none(run: Run, card: int) -> str:
    return "none" if card < 0 else run.card_text(card)


def _single(name: str, read: Callable[[Any], int]) -> Checker:
    """A card the state names (the current unit, the picked card) against ``want``."""

    def check(run: Run, want: str, where: str) -> list[str]:
        card = read(run.state)
        if card_is(run, card, want):
            return []
        return [f"{where}: {name} is {_card_or_none(run, card)}, expected {want}"]

    return check


def _number(name: str, read: Callable[[Any], int]) -> Checker:
    def check(run: Run, want: int, where: str) -> list[str]:
        got = read(run.state)
        return [] if got == want else [f"{where}: {name} is {got}, expected {want}"]

    return check


def _seat_check(name: str, field: str) -> Checker:
    def check(run: Run, want: str, where: str) -> list[str]:
        seat = getattr(run.state, field)
        got = seat_text(seat) if seat >= 0 else "none"
        return [] if got == want else [f"{where}: {name} is {got}, expected {want}"]

    return check


def _step(run: Run, want: str, where: str) -> list[str]:
    """The power phase's step; ``none`` outside a power phase."""
    step = run.state.step
    in_power = run.state.phase is Phase.POWER and step in Step._value2member_map_
    got = Step(step).name.lower() if in_power else "none"
    return [] if got == want else [f"{where}: the power step is {got}, expected {want}"]


def _square_texts(run: Run, square: int) -> list[str]:
    """``"P1 #10"`` for the unit, then ``"land #30"`` for the land [KV-1]."""
    found = []
    unit = kz.unit_at(run.state, square)
    if unit >= 0:
        found.append(f"{seat_text(kz.owner(run.state, unit))} {run.card_text(unit)}")
    land = run.state.lands.get(square, -1)
    if land >= 0:
        found.append(f"land {run.card_text(land)}")
    return found


def _squares(run: Run, want: dict[str, Texts], where: str) -> list[str]:
    failures = []
    for label, texts in want.items():
        got = _square_texts(run, square_index(label, where))
        if got != list(texts):
            failures.append(f"{where}: {label} holds {got}, expected {list(texts)}")
    return failures


VALUES: dict[str, Callable[[Any, int], object]] = {
    "square": lambda run, card: BOARD.label(run.state.units[card].square),
    "chips": lambda run, card: run.state.units[card].chips,
    "morale": lambda run, card: kz.max_morale(run.state, card),
    "attack": lambda run, card: kz.attack_value(run.state, card),
    "counter": lambda run, card: kz.counter_value(run.state, card),
    "waiting": lambda run, card: run.state.units[card].waiting,
    "attachments": lambda run, card: [run.card_text(c) for c in run.state.units[card].attachments],
    "moved": lambda run, card: card in run.state.moved,
    "acted": lambda run, card: card in run.state.acted,
    "again": lambda run, card: card in run.state.moved_again,
}


def _units(run: Run, want: dict[str, UnitWanted], where: str) -> list[str]:
    failures = []
    for ref, fields in want.items():
        card = run.labelled(ref, where)
        if card not in run.state.units:
            failures.append(f"{where}: {ref} is not a unit on the map")
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


def _zones(seat: int) -> Checker:
    def check(run: Run, want: ZonesWanted, where: str) -> list[str]:
        state = run.state
        zones = state.zones[seat]
        lists = {
            "hand": zones.hand,
            "deck": zones.deck,
            "outside": zones.outside,
            "abroad": zones.abroad,
            "set_aside": zones.set_aside,
        }
        chips = {
            "unused": zones.unused,
            "used": zones.used,
            "on_units": kz.chip_total(state, seat) - zones.unused - zones.used,
        }
        failures = []
        for name in want.__struct_fields__:
            value = getattr(want, name)
            if value is None:
                continue
            got: object
            if name in chips:
                got = chips[name]
            elif name.endswith("_count"):
                got = len(lists[name.removesuffix("_count")])
            else:
                cards = [run.card_text(c) for c in lists[name]]
                # a hand and a redraw pile are sets; the others are piles, in order
                as_set = name in ("hand", "set_aside")
                got = sorted(cards) if as_set else cards
                value = sorted(value) if as_set else list(value)
            if got != value:
                failures.append(f"{where}: P{seat + 1}.{name} is {got}, expected {value}")
        return failures

    return check


def _attack(run: Run, want: AttackWanted, where: str) -> list[str]:
    attack = run.state.attack
    if want.none is not None and (attack is None) != want.none:
        shown = "none" if attack is None else f"{run.card_text(attack.attacker)}'s"
        return [f"{where}: the attack is {shown}, expected none = {str(want.none).lower()}"]
    if attack is None:
        named = [n for n in AttackWanted.__struct_fields__ if n != "none"]
        if any(getattr(want, n) is not None for n in named):
            return [f"{where}: no attack waits on its surprise window"]
        return []
    got: dict[str, object] = {
        "attacker": attack.attacker,
        "target": attack.target,
        "bonus": attack.bonus,
        "guard": attack.guard,
        "passed": [seat_text(seat) for seat in attack.passed],
    }
    failures = []
    for name, found in got.items():
        value = getattr(want, name)
        if value is None:
            continue
        if name in ("attacker", "target"):
            assert isinstance(found, int)
            if not card_is(run, found, value):
                failures.append(
                    f"{where}: attack.{name} is {run.card_text(found)}, expected {value}"
                )
        elif found != (list(value) if isinstance(value, list) else value):
            failures.append(f"{where}: attack.{name} is {found}, expected {value}")
    return failures


CHECKS: dict[str, tuple[Any, Checker]] = {
    **SHARED,
    "turn": (int, _number("turn", lambda state: state.turn)),
    "active": (str, _seat_check("the active player", "active")),
    "first": (str, _seat_check("the first player", "first")),
    "power_seat": (str, _seat_check("the power phase's player", "power_seat")),
    "step": (str, _step),
    "supported": (int, _number("the chips supported", lambda state: state.supported)),
    "current": (str, _single("the current unit", lambda state: state.current)),
    "picked": (str, _single("picked", lambda state: state.picked)),
    "squares": (dict[str, Texts], _squares),
    "units": (dict[str, UnitWanted], _units),
    "P1": (ZonesWanted, _zones(0)),
    "P2": (ZonesWanted, _zones(1)),
    "attack": (AttackWanted, _attack),
}


def check_expectations(run: Run, table: dict[str, Any], where: str) -> list[str]:
    return check_table(run, table, where, CHECKS)
