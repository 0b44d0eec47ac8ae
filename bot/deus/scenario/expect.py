"""Deus's expectations of a scenario step (docs/scenarios.md "Deus expectations"): each
returns failure sentences. The keys every game has (decision, legal actions, result,
events...) are the shared ones (bot/tools/scenario/checks.py); these are Deus's: the turn, the
units by area and their values, each player's zones, token area and revealed summoner
[D-SET-1][R16], power (★) [D-BOARD-9][R13], control and battle markers
[D-CTRL-1][D-POST-2], the front line held at the turn's start [R5], the area open to an
interception [D-INT-0], the plan being made [D-ADV-f][R20], the battle in progress
[D-BAT-FLOW], the outcome of a battle that ended in the step [D-POST-A..F] and the draft
[D-DECK-2a..3e].

Cards are written by their labels; a card the position did not make (a drafted match's)
may be named by its card id or name where a single card is expected.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from bot.deus.scenario.position import area_index
from bot.tools.scenario.checks import SHARED, Checker, Texts, check_table, seat_text
from engine.deus.board import area_label
from engine.moncolle import query

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run


class ZonesWanted(msgspec.Struct, forbid_unknown_fields=True):
    hand: Texts | None = None
    deck: Texts | None = None
    discard: Texts | None = None
    tokens: Texts | None = None
    hand_count: int | None = None
    deck_count: int | None = None
    discard_count: int | None = None
    tokens_count: int | None = None
    summoner: str | None = None  # "none", a label, or a card id or name


class UnitWanted(msgspec.Struct, forbid_unknown_fields=True):
    tapped: bool | None = None
    attack: int | None = None
    defence: int | None = None
    level: int | None = None
    area: str | None = None
    instant: bool | None = None  # instant-summoned this turn


def card_is(run: Run, card: int, want: str) -> bool:
    """Whether ``card`` is the one ``want`` names: its label, or its card id or name."""
    if card < 0:
        return want == "none"
    if want.startswith("#"):
        return run.card_text(card) == want
    face = query.card_def(run.state, card)
    return want in (face.id, face.name)


def _turn(run: Run, want: int, where: str) -> list[str]:
    got = run.state.turn
    return [] if got == want else [f"{where}: turn is {got}, expected {want}"]


def _active(run: Run, want: str, where: str) -> list[str]:
    got = seat_text(run.state.active)
    return [] if got == want else [f"{where}: the active player is {got}, expected {want}"]


def _unit_text(run: Run, unit: int) -> str:
    return f"{seat_text(query.owner(run.state, unit))} {run.card_text(unit)}"


def _areas(run: Run, want: dict[str, Texts], where: str) -> list[str]:
    failures = []
    for label, units in want.items():
        got = [_unit_text(run, u) for u in run.state.areas[area_index(label, where)].units]
        if got != list(units):
            failures.append(f"{where}: units in {label} are {got}, expected {list(units)}")
    return failures


def _zones(seat: int) -> Checker:
    def check(run: Run, want: ZonesWanted, where: str) -> list[str]:
        state = run.state
        zones = {
            "hand": state.players[seat].hand,
            "deck": state.players[seat].deck,
            "discard": state.players[seat].discard,
            "tokens": state.tokens[seat],
        }
        failures = []
        for name in want.__struct_fields__:
            value = getattr(want, name)
            if value is None:
                continue
            if name == "summoner":
                card = state.players[seat].summoner
                if not card_is(run, card, value):
                    named = "none" if card < 0 else run.card_text(card)
                    failures.append(f"{where}: P{seat + 1}.summoner is {named}, expected {value}")
                continue
            if name.endswith("_count"):
                got: object = len(zones[name.removesuffix("_count")])
            else:
                cards = [run.card_text(c) for c in zones[name]]
                got = sorted(cards) if name in ("hand", "tokens") else cards
                value = sorted(value) if name in ("hand", "tokens") else list(value)
            if got != value:
                failures.append(f"{where}: P{seat + 1}.{name} is {got}, expected {value}")
        return failures

    return check


UNIT_VALUES: dict[str, Callable[[Any, int], object]] = {
    "tapped": lambda s, u: s.units[u].tapped,
    "attack": query.attack,
    "defence": query.defence,
    "level": query.level,
    "area": lambda s, u: area_label(s.units[u].area),
    "instant": lambda s, u: s.units[u].instant_turn == s.turn,
}


def _units(run: Run, want: dict[str, UnitWanted], where: str) -> list[str]:
    failures = []
    for ref, fields in want.items():
        unit = run.labelled(ref, where)
        if unit not in run.state.units:
            failures.append(f"{where}: {ref} is not on the battlefield")
            continue
        for name in fields.__struct_fields__:
            value = getattr(fields, name)
            if value is not None and UNIT_VALUES[name](run.state, unit) != value:
                got = UNIT_VALUES[name](run.state, unit)
                failures.append(f"{where}: {ref}.{name} is {got}, expected {value}")
    return failures


def _power(run: Run, want: dict[str, int], where: str) -> list[str]:
    failures = []
    for seat in ("P1", "P2"):
        got = run.state.power[int(seat[1]) - 1]
        if seat in want and got != want[seat]:
            failures.append(f"{where}: {seat} has {got} ★, expected {want[seat]}")
    return [f"{where}: power names P1 and P2 only"] if set(want) - {"P1", "P2"} else failures


def _marker_check(name: str) -> Checker:
    def check(run: Run, want: Texts, where: str) -> list[str]:
        got = sorted(area_label(a) for a in getattr(run.state, name))
        wanted = sorted(area_label(area_index(label, where)) for label in want)
        return [] if got == wanted else [f"{where}: {name} markers on {got}, expected {wanted}"]

    return check


def _start_held(run: Run, want: dict[str, str], where: str) -> list[str]:
    got = {area_label(a): seat_text(s) for a, s in sorted(run.state.start_held.items())}
    wanted = {area_label(area_index(label, where)): seat for label, seat in want.items()}
    return [] if got == wanted else [f"{where}: held at turn start {got}, expected {wanted}"]


def _intercept_at(run: Run, want: str, where: str) -> list[str]:
    area = run.state.intercept_at
    got = "none" if area < 0 else area_label(area)
    return [] if got == want else [f"{where}: interception is open at {got}, expected {want}"]


def _plan(run: Run, want: Texts, where: str) -> list[str]:
    got = [f"{run.card_text(u)} {area_label(to)}" for u, to in run.state.plan]
    return [] if got == list(want) else [f"{where}: the plan is {got}, expected {list(want)}"]


def _outcome(run: Run, want: str, where: str) -> list[str]:
    """The outcome [A]..[F] of the battle that ended in this step (``none``: none did)."""
    ended = [e for e in run.events if type(e).__name__ == "BattleEnded"]
    got = str(getattr(ended[-1], "outcome", "")) if ended else "none"
    return [] if got == want else [f"{where}: the battle's outcome is {got}, expected {want}"]


def _battle(run: Run, want: dict[str, Any], where: str) -> list[str]:
    battle = run.state.battle
    if want.get("none"):
        return [] if battle is None else [f"{where}: a battle is still going on"]
    if battle is None:
        return [f"{where}: no battle is going on"]
    got: dict[str, object] = {
        "step": battle.step.value,
        "area": area_label(battle.area),
        "attacker": seat_text(battle.attacker),
        "side": seat_text(battle.side),
        "first": seat_text(battle.first) if battle.first >= 0 else "none",
        "intercepted": battle.intercepted,
        "simultaneous": battle.simultaneous,
        "values": list(battle.values) if battle.values is not None else [],
        "outcome": battle.outcome or "none",
    }
    for seat in (0, 1):
        got[f"formation_{seat_text(seat)}"] = [run.card_text(u) for u in battle.formation[seat]]
    chain = run.state.chain
    got["chain"] = (
        []
        if chain is None
        else [run.card_text(link.source) if link.source >= 0 else "attack" for link in chain.links]
    )
    failures = []
    for name, value in want.items():
        value = list(value) if isinstance(value, list) else value
        if name not in got:
            failures.append(f"{where}: unknown battle expectation '{name}'")
        elif got[name] != value:
            failures.append(f"{where}: battle.{name} is {got[name]}, expected {value}")
    return failures


def _draft(run: Run, want: dict[str, Any], where: str) -> list[str]:
    """The draft: its step, player A, each player's factions (numbered from 1 as ``faction
    N`` counts them) and how many cards each has put into the deck."""
    draft = run.state.draft
    got: dict[str, object] = {
        "step": draft.step.value,
        "a": seat_text(draft.a) if draft.a >= 0 else "none",
    }
    for seat in (0, 1):
        got[f"factions_{seat_text(seat)}"] = [f + 1 for f in draft.factions[seat]]
        got[f"included_{seat_text(seat)}"] = len(draft.chosen[seat])
    failures = []
    for name, value in want.items():
        value = list(value) if isinstance(value, list) else value
        if name not in got:
            failures.append(f"{where}: unknown draft expectation '{name}'")
        elif got[name] != value:
            failures.append(f"{where}: draft.{name} is {got[name]}, expected {value}")
    return failures


CHECKS: dict[str, tuple[Any, Checker]] = {
    **SHARED,
    "turn": (int, _turn),
    "active": (str, _active),
    "areas": (dict[str, Texts], _areas),
    "P1": (ZonesWanted, _zones(0)),
    "P2": (ZonesWanted, _zones(1)),
    "units": (dict[str, UnitWanted], _units),
    "power": (dict[str, int], _power),
    "control": (Texts, _marker_check("control")),
    "battled": (Texts, _marker_check("battled")),
    "start_held": (dict[str, str], _start_held),
    "intercept_at": (str, _intercept_at),
    "plan": (Texts, _plan),
    "outcome": (str, _outcome),
    "battle": (dict[str, Any], _battle),
    "draft": (dict[str, Any], _draft),
}


def check_expectations(run: Run, table: dict[str, Any], where: str) -> list[str]:
    return check_table(run, table, where, CHECKS)
