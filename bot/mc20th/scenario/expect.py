"""mc20th's expectations of a scenario step (docs/scenarios.md): each returns failure
sentences. The keys every game has (decision, legal actions, result, events...) are the
shared ones (bot/tools/scenario/checks.py); these are mc20th's: areas, terrain, zones, units and
the battle.

Each key's value is first read as its declared type (a wrong shape is a ScenarioError
naming the step and key), then checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from bot.mc20th.scenario.position import area_index
from bot.tools.scenario.checks import SHARED, Checker, Texts, check_table
from engine.mc20th.board import area_label
from engine.moncolle import query
from engine.moncolle.usable import free_slots

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run


class ZonesWanted(msgspec.Struct, forbid_unknown_fields=True):
    hand: Texts | None = None
    deck: Texts | None = None
    discard: Texts | None = None
    removed: Texts | None = None
    hand_count: int | None = None
    deck_count: int | None = None
    discard_count: int | None = None
    removed_count: int | None = None
    summoner_tapped: bool | None = None


class UnitWanted(msgspec.Struct, forbid_unknown_fields=True):
    tapped: bool | None = None
    attack: int | None = None
    defence: int | None = None
    level: int | None = None
    area: str | None = None
    equipment: Texts | None = None
    free_slots: Texts | None = None


def _seat(seat: int) -> str:
    return f"P{seat + 1}"


def _unit_text(run: Run, unit: int) -> str:
    return f"{_seat(query.owner(run.state, unit))} {run.card_text(unit)}"


def _areas(run: Run, want: Any, where: str) -> list[str]:
    failures = []
    for label, units in want.items():
        got = [_unit_text(run, u) for u in run.state.areas[area_index(label, where)].units]
        if got != list(units):
            failures.append(f"{where}: units in {label} are {got}, expected {list(units)}")
    return failures


def _terrain_text(run: Run, index: int) -> str:
    spot = run.state.areas[index]
    if not spot.has_terrain:
        return "none"
    if spot.hq_of >= 0:
        return "hq"
    return ("proxy " if spot.face_down else "") + run.card_text(spot.terrain)


def _terrain(run: Run, want: Any, where: str) -> list[str]:
    failures = []
    for label, text in want.items():
        got = _terrain_text(run, area_index(label, where))
        if got != text:
            failures.append(f"{where}: terrain at {label} is '{got}', expected '{text}'")
    return failures


def _zones(seat: int) -> Checker:
    def check(run: Run, want: ZonesWanted, where: str) -> list[str]:
        zones = run.state.players[seat]
        failures = []
        for name in want.__struct_fields__:
            value = getattr(want, name)
            if value is None:
                continue
            if name == "summoner_tapped":
                got: object = zones.summoner_tapped
            elif name.endswith("_count"):
                got = len(getattr(zones, name.removesuffix("_count")))
            else:
                cards = [run.card_text(c) for c in getattr(zones, name)]
                got = sorted(cards) if name == "hand" else cards
                value = sorted(value) if name == "hand" else list(value)
            if got != value:
                failures.append(f"{where}: {_seat(seat)}.{name} is {got}, expected {value}")
        return failures

    return check


UNIT_VALUES: dict[str, Callable[[Any, int], object]] = {
    "tapped": lambda s, u: s.units[u].tapped,
    "attack": query.attack,
    "defence": query.defence,
    "level": query.level,
    "area": lambda s, u: area_label(s.units[u].area),
    "free_slots": lambda s, u: sorted(free_slots(s, u)),
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
            if value is None:
                continue
            if name == "equipment":
                got: object = [run.card_text(e) for e in run.state.units[unit].equipment]
            else:
                got = UNIT_VALUES[name](run.state, unit)
            if got != value:
                failures.append(f"{where}: {ref}.{name} is {got}, expected {value}")
    return failures


def _battle(run: Run, want: Any, where: str) -> list[str]:
    battle = run.state.battle
    if want.get("none"):
        return [] if battle is None else [f"{where}: a battle is still going on"]
    if battle is None:
        return [f"{where}: no battle is going on"]
    got: dict[str, object] = {
        "step": battle.step.value,
        "first": _seat(battle.first) if battle.first >= 0 else "none",
        "side": _seat(battle.side),
        "simultaneous": battle.simultaneous,
    }
    for seat in (0, 1):
        got[f"formation_{_seat(seat)}"] = [run.card_text(u) for u in battle.formation[seat]]
    chain = run.state.chain
    got["chain"] = (
        []
        if chain is None
        else [run.card_text(link.source) if link.source >= 0 else "attack" for link in chain.links]
    )
    got["effect_zone"] = [run.card_text(c) for c in run.state.effect_zone]
    failures = []
    for name, value in want.items():
        value = list(value) if isinstance(value, list) else value
        if name not in got:
            failures.append(f"{where}: unknown battle expectation '{name}'")
        elif got[name] != value:
            failures.append(f"{where}: battle.{name} is {got[name]}, expected {value}")
    return failures


CHECKS: dict[str, tuple[Any, Checker]] = {
    **SHARED,
    "areas": (dict[str, Texts], _areas),
    "terrain": (dict[str, str], _terrain),
    "P1": (ZonesWanted, _zones(0)),
    "P2": (ZonesWanted, _zones(1)),
    "units": (dict[str, UnitWanted], _units),
    "battle": (dict[str, Any], _battle),
}


def check_expectations(run: Run, table: dict[str, Any], where: str) -> list[str]:
    return check_table(run, table, where, CHECKS)
