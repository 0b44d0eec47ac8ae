"""Expectations on what one viewer sees: ``hidden`` cards appear neither in that viewer's
``view`` nor in any event of the step that viewer may see; ``seen`` cards appear in one of
them (DESIGN.md "Events carry visibility").

Viewers are ``P1``, ``P2`` and ``spectators``; cards are written by their labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import engine
from engine.kernel.events import can_see, shown_in
from engine.kernel.state import SPECTATOR

if TYPE_CHECKING:
    from bot.tools.scenario.runner import Run

Viewer = Literal["P1", "P2", "spectators"]
Wanted = dict[Viewer, list[str]]
SEATS: dict[str, int] = {"P1": 0, "P2": 1, "spectators": SPECTATOR}


def _visible(run: Run, viewer: int) -> set[int]:
    """Every card id that ``viewer`` sees now: in its view and this step's events."""
    found = {card.id for card in shown_in(engine.view(run.state, viewer))}
    for event in run.events:
        if can_see(event.audience, viewer):
            found.update(card.id for card in shown_in(event))
    return found


def hidden(run: Run, want: Wanted, where: str) -> list[str]:
    return _check(run, want, where, visible=False)


def seen(run: Run, want: Wanted, where: str) -> list[str]:
    return _check(run, want, where, visible=True)


def _check(run: Run, want: Wanted, where: str, visible: bool) -> list[str]:
    failures = []
    for name, refs in want.items():
        shown = _visible(run, SEATS[name])
        for ref in refs:
            if (run.labelled(ref, where) in shown) != visible:
                failures.append(f"{where}: {ref} is {'not ' if visible else ''}visible to {name}")
    return failures
