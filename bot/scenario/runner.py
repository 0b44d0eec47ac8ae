"""Running scenario files: apply steps in the notation, force dice, check expectations.

A scenario names every failed expectation; see docs/scenarios.md for the format.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

import engine
from bot.scenario.expect import check_expectations
from bot.scenario.position import ScenarioError, build_position, parse_seat
from carddb import CardSetError, load_file, shipped_cards
from carddb.decklist import CardIndex
from engine.actions import Action, Roll
from engine.events import Event, Shown
from engine.state import CHANCE, ChanceKind

SEAT_FIELDS = frozenset({"player", "attacker", "defender", "winner", "first"})
CARD_FIELDS = frozenset({"unit", "units", "order"})
MOVE_FIELDS = frozenset({"moves"})  # tuples whose first item is a unit


@dataclass
class Run:
    """A scenario in progress: the state, the labels, forced dice, this step's events."""

    state: Any
    labels: dict[int, int]
    dice: list[int] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    auto_pass: bool = True

    @property
    def names(self) -> dict[int, int]:
        return {card: label for label, card in self.labels.items()}

    def card_text(self, card: int) -> str:
        label = self.names.get(card)
        return f"#{label}" if label is not None else f"#~{card}"

    def to_engine(self, text: str) -> str:
        """Turn ``#label`` into engine card ids inside an action."""

        def swap(match: re.Match[str]) -> str:
            label = int(match.group(1))
            if label not in self.labels:
                raise ScenarioError(f"no card is labelled #{label}")
            return f"#{self.labels[label]}"

        return re.sub(r"#(\d+)", swap, text)

    def from_engine(self, text: str) -> str:
        return re.sub(r"#(\d+)", lambda m: self.card_text(int(m.group(1))), text)

    def event_text(self, event: Event) -> str:
        """``TypeName field=value ...`` with cards as labels and seats as P1/P2."""
        parts = [type(event).__name__]
        for name in event.__struct_fields__:
            if name != "audience":
                parts.append(f"{name}={self._value(name, getattr(event, name))}")
        return " ".join(parts)

    def _value(self, name: str, value: object) -> str:
        if isinstance(value, Shown):
            return self.card_text(value.id)
        if name in SEAT_FIELDS and isinstance(value, int) and value >= 0:
            return f"P{value + 1}"
        if name in CARD_FIELDS and isinstance(value, int):
            return self.card_text(value)
        if name in MOVE_FIELDS and isinstance(value, tuple) and value:
            if isinstance(value[0], tuple):
                return "[" + ",".join(self._value(name, v) for v in value) + "]"
            rest = ",".join(str(v) for v in value[1:])
            return f"[{self.card_text(int(value[0]))},{rest}]"
        if isinstance(value, tuple):
            inner = ",".join(self._value(name if name in CARD_FIELDS else "", v) for v in value)
            return f"[{inner}]"
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, str):
            return self.from_engine(value)
        if isinstance(value, msgspec.Struct):
            return str(msgspec.to_builtins(value))
        return str(value)

    def apply(self, action: Action, actor: int | None) -> None:
        self.state, events = engine.apply(self.state, action, actor)
        self.events += events
        self.resolve_chance()

    def resolve_chance(self) -> None:
        """Resolve dice and shuffles (queued dice first) and, with ``auto_pass``, the passes of
        players who have nothing else to do, as the bot does by default."""
        while self.state.result is None:
            if engine.decision(self.state).actor == CHANCE:
                task = self.state.chance
                if task.kind is ChanceKind.ROLL and self.dice:
                    action: Action = Roll(task.player, self.dice.pop(0))
                else:
                    action = engine.sample_chance(self.state)
            else:
                found = engine.trivial_pass(self.state) if self.auto_pass else None
                if found is None:
                    return
                action = found
            self.state, events = engine.apply(self.state, action)
            self.events += events


def _catalog(table: dict[str, Any], folder: Path) -> CardIndex:
    cards = shipped_cards("mc20th")
    for name in table.get("sets", []):
        try:
            cards += list(load_file(folder / str(name)).cards)
        except CardSetError as exc:
            raise ScenarioError(f"scenario.sets: {exc}") from None
    return CardIndex(cards)


def _actions(value: object) -> list[str]:
    if value is None:
        return []
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _step(run: Run, step: dict[str, Any], where: str) -> tuple[list[str], bool]:
    """The step's failures, and whether the scenario must stop (an action was refused)."""
    failures: list[str] = []
    run.events = []
    run.dice += [int(d) for d in step.get("dice", [])]
    actor = parse_seat(step["by"], f"{where}.by") if "by" in step else None
    for text in _actions(step.get("do")):
        action = engine.parse_action(run.state, run.to_engine(text))
        try:
            run.apply(action, actor)
        except engine.IllegalActionError as exc:
            return [f"{where}: '{text}' was refused: {run.from_engine(str(exc))}"], True
    for text in _actions(step.get("refuse")):
        failures += _refusal(run, text, actor, step.get("reason"), where)
    failures += check_expectations(run, step.get("expect", {}), where)
    return failures, False


def _refusal(run: Run, text: str, actor: int | None, reason: object, where: str) -> list[str]:
    action = engine.parse_action(run.state, run.to_engine(text))
    refusal = engine.check(run.state, action, actor)
    if refusal is None:
        return [f"{where}: '{text}' was expected to be refused but is legal"]
    if reason is not None and refusal.key != reason:
        return [f"{where}: '{text}' was refused for '{refusal.key}', not '{reason}'"]
    if refusal is not None and action in engine.legal_actions(run.state):
        return [f"{where}: '{text}' is refused yet listed in legal_actions"]
    return []


@dataclass
class Outcome:
    name: str
    rules: list[str]
    failures: list[str]


def run_scenario(path: Path) -> Outcome:
    """Run one file; every failed expectation is in ``failures``."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return Outcome(path.stem, [], [f"cannot read {path}: {exc}"])
    head = data.get("scenario", {})
    name = str(head.get("name", path.stem))
    rules = [str(r) for r in head.get("rules", [])]
    try:
        index = _catalog(head, path.parent)
        state, labels = build_position(data.get("position", {}), index, int(head.get("seed", 1)))
        run = Run(state, labels, auto_pass=bool(head.get("auto_pass", True)))
        run.resolve_chance()
        failures: list[str] = []
        for number, step in enumerate(data.get("step", []), start=1):
            found, stop = _step(run, step, f"step {number}")
            failures += found
            if stop:
                break
    except (ScenarioError, engine.NotationError) as exc:
        failures = [f"scenario error: {exc}"]
    return Outcome(name, rules, failures)


def run_files(paths: list[Path], say: Callable[[str], None]) -> int:
    failed = 0
    for path in paths:
        outcome = run_scenario(path)
        if outcome.failures:
            failed += 1
            say(f"FAIL {path.name}: {outcome.name}")
            for failure in outcome.failures:
                say(f"  - {failure}")
        else:
            say(f"ok   {path.name}: {outcome.name}")
    say(f"scenarios={len(paths)} failed={failed}")
    return 1 if failed else 0
