"""Running scenario files: apply steps in the notation, force dice, check expectations.

A scenario names every failed expectation; see docs/scenarios.md for the format.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

import engine
from bot import games
from bot.tools.scenario.schema import (
    Head,
    ScenarioError,
    ScenarioFile,
    Step,
    read_scenario,
    set_path,
)
from carddb import CardSetError, load_file, shipped_cards
from carddb.decklist import CardIndex
from engine.kernel.actions import Action, Roll
from engine.kernel.events import Event, Shown
from engine.kernel.state import CHANCE, ChanceKind

# seats in events (a game names more in its ``Scenario.seat_fields``)
SEAT_FIELDS = frozenset({"player", "attacker", "defender", "winner", "first"})
CARD_FIELDS = frozenset({"unit", "units", "order"})
MOVE_FIELDS = frozenset({"moves"})  # tuples whose first item is a unit
_LABEL = re.compile(r"#([0-9]{1,9})")


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

    def labelled(self, ref: str, where: str) -> int:
        """The card a ``#label`` in an expectation stands for."""
        found = _LABEL.fullmatch(ref.strip())
        if found is None or int(found.group(1)) not in self.labels:
            raise ScenarioError(f"{where}: no card is labelled '{ref}'")
        return self.labels[int(found.group(1))]

    def to_engine(self, text: str) -> str:
        """Turn ``#label`` into engine card ids inside an action."""

        def swap(match: re.Match[str]) -> str:
            label = int(match.group(1))
            if label not in self.labels:
                raise ScenarioError(f"no card is labelled #{label}")
            return f"#{self.labels[label]}"

        return _LABEL.sub(swap, text)

    def from_engine(self, text: str) -> str:
        return _LABEL.sub(lambda m: self.card_text(int(m.group(1))), text)

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
        seats = SEAT_FIELDS | games.of(self.state).scenario.seat_fields
        if name in seats and isinstance(value, int) and value >= 0:
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


def _catalog(head: Head, folder: Path) -> CardIndex:
    try:
        cards = shipped_cards(head.ruleset)
    except CardSetError as exc:  # the game's card data is not plugged in
        raise ScenarioError(f"scenario.ruleset: {exc}") from None
    for name in head.sets:
        try:
            cards += list(load_file(set_path(folder, name)).cards)
        except CardSetError as exc:
            raise ScenarioError(f"scenario.sets: {exc}") from None
    return CardIndex(cards)


def _actions(value: str | list[str] | None) -> list[str]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _seat(run: Run, text: str | None, where: str) -> int | None:
    return None if text is None else games.of(run.state).scenario.parse_seat(text, where)


def _step(run: Run, step: Step, where: str) -> tuple[list[str], bool]:
    """The step's failures, and whether the scenario must stop (an action was refused)."""
    failures: list[str] = []
    run.dice += step.dice
    actor = _seat(run, step.by, f"{where}.by")
    for text in _actions(step.do):
        action = engine.parse_action(run.state, run.to_engine(text))
        try:
            run.apply(action, actor)
        except engine.IllegalActionError as exc:
            return [f"{where}: '{text}' was refused: {run.from_engine(str(exc))}"], True
    refuser = _seat(run, step.refuse_by, f"{where}.refuse_by") if step.refuse_by else actor
    for text in _actions(step.refuse):
        failures += _refusal(run, text, refuser, step.reason, where)
    failures += games.of(run.state).scenario.check_expectations(run, step.expect, where)
    run.events = []
    return failures, False


def _refusal(run: Run, text: str, actor: int | None, reason: object, where: str) -> list[str]:
    action = engine.parse_action(run.state, run.to_engine(text))
    refusal = engine.check(run.state, action, actor)
    if refusal is None:
        return [f"{where}: '{text}' was expected to be refused but is legal"]
    if reason is not None and refusal.key != reason:
        return [f"{where}: '{text}' was refused for '{refusal.key}', not '{reason}'"]
    deciding = actor is None or actor == engine.decision(run.state).actor
    if deciding and action in engine.legal_actions(run.state):
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
        data = read_scenario(path)
    except ScenarioError as exc:
        return Outcome(path.stem, [], [f"scenario error: {exc}"])
    return run_parsed(data, path.parent, path.stem)


def run_parsed(data: ScenarioFile, folder: Path, name: str) -> Outcome:
    """Run a scenario read from a file in ``folder``; a scenario error is a failure too."""
    rules = list(data.scenario.rules)
    if not data.scenario.ruleset:
        head = msgspec.structs.replace(data.scenario, ruleset=games.default_id())
        data = msgspec.structs.replace(data, scenario=head)
    try:
        if data.scenario.ruleset not in engine.registry.ids():
            known = ", ".join(engine.registry.ids())
            raise ScenarioError(f"scenario.ruleset: '{data.scenario.ruleset}' (known: {known})")
        index = _catalog(data.scenario, folder)
        try:
            hooks = games.get(data.scenario.ruleset).scenario
        except KeyError as exc:  # the engine knows the game but the bot has no hooks for it
            raise ScenarioError(f"scenario.ruleset: {exc.args[0]}") from None
        state, labels, events = hooks.start_position(data.position, index, data.scenario.seed)
        run = Run(state, labels, list(data.scenario.dice), events, data.scenario.auto_pass)
        run.resolve_chance()
        failures: list[str] = []
        for number, step in enumerate(data.step, start=1):
            found, stop = _step(run, step, f"step {number}")
            failures += found
            if stop:
                break
    except (ScenarioError, engine.NotationError) as exc:
        failures = [f"scenario error: {exc}"]
    return Outcome(data.scenario.name or name, rules, failures)


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
