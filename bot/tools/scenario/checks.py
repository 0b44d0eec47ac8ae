"""Expectation keys every game's scenarios share (docs/scenarios.md "Expectations"): who
decides what, the phase, the legal actions, the result, this step's events, units gone from
the battlefield and what each viewer sees. A game's own keys (bot/<game>/scenario/expect.py)
join these in its table; ``check_table`` reads each key's value as its declared type (a
wrong shape is a ScenarioError naming the step and key) and runs its checker.

They read only what every ruleset has: ``engine``'s door (decision, legal actions, the
notation), ``state.phase``, ``state.result`` and ``state.units``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import engine
from bot.tools.scenario import viewers
from bot.tools.scenario.schema import convert

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run

Checker = Callable[["Run", Any, str], list[str]]
Texts = list[str]


def seat_text(seat: int) -> str:
    return f"P{seat + 1}"


def decision_text(run: Run) -> str:
    decision = engine.decision(run.state)
    if decision.actor == engine.CHANCE:
        return "chance"
    if decision.actor < 0:
        return "over"
    return f"{seat_text(decision.actor)} {decision.kind.value}"


def _decision(run: Run, want: Any, where: str) -> list[str]:
    got = decision_text(run)
    return [] if got == want else [f"{where}: decision is '{got}', expected '{want}'"]


def _phase(run: Run, want: Any, where: str) -> list[str]:
    got = run.state.phase.value
    return [] if got == want else [f"{where}: phase is '{got}', expected '{want}'"]


def legal_texts(run: Run) -> list[str]:
    return [
        run.from_engine(engine.format_action(run.state, a)) for a in engine.legal_actions(run.state)
    ]


def _legal(run: Run, want: Any, where: str) -> list[str]:
    legal = set(legal_texts(run))
    return [f"{where}: '{t}' is not legal" for t in want if t not in legal]


def _not_legal(run: Run, want: Any, where: str) -> list[str]:
    legal = set(legal_texts(run))
    return [f"{where}: '{t}' is legal but should not be" for t in want if t in legal]


def _legal_exact(run: Run, want: Any, where: str) -> list[str]:
    got = legal_texts(run)
    if sorted(got) == sorted(want):
        return []
    return [f"{where}: legal actions are {got}, expected exactly {list(want)}"]


def _result(run: Run, want: Any, where: str) -> list[str]:
    result = run.state.result
    if result is None:
        got = "none"
    else:
        who = "draw" if result.winner is None else seat_text(result.winner)
        got = f"{who} {result.reason}"
    return [] if got == want else [f"{where}: result is '{got}', expected '{want}'"]


def _events(run: Run, want: Any, where: str) -> list[str]:
    texts = [run.event_text(e) for e in run.events]
    missing = [w for w in want if not any(w in t for t in texts)]
    if not missing:
        return []
    return [f"{where}: no event contains '{w}'; events were: {texts}" for w in missing]


def _no_events(run: Run, want: Any, where: str) -> list[str]:
    texts = [run.event_text(e) for e in run.events]
    return [f"{where}: an event contains '{w}'" for w in want for t in texts if w in t]


def _absent(run: Run, want: Texts, where: str) -> list[str]:
    return [
        f"{where}: {ref} is still on the battlefield"
        for ref in want
        if run.labelled(ref, where) in run.state.units
    ]


SHARED: dict[str, tuple[Any, Checker]] = {
    "decision": (str, _decision),
    "phase": (str, _phase),
    "legal": (Texts, _legal),
    "not_legal": (Texts, _not_legal),
    "legal_exact": (Texts, _legal_exact),
    "result": (str, _result),
    "events": (Texts, _events),
    "no_events": (Texts, _no_events),
    "absent": (Texts, _absent),
    "hidden": (viewers.Wanted, viewers.hidden),
    "seen": (viewers.Wanted, viewers.seen),
}


def check_table(
    run: Run, table: dict[str, Any], where: str, checks: Mapping[str, tuple[Any, Checker]]
) -> list[str]:
    """Every failure of a step's ``expect`` table against a game's ``checks``."""
    failures = []
    for key, want in table.items():
        found = checks.get(key)
        if found is None:
            failures.append(f"{where}: unknown expectation '{key}'")
            continue
        kind, checker = found
        failures += checker(run, convert(want, kind, f"{where}.expect.{key}"), where)
    return failures
