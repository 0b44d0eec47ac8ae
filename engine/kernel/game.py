"""What shared code may know of any game's state and decision, as protocols: the typed seam
of the engine's facade (``engine``) and registry (``engine.registry.Ruleset``). Each game's
own state type (a msgspec Struct of its package) has these fields; everything else in it is
the game's, reached only through its own packages.
"""

from __future__ import annotations

import enum
from typing import Any, Protocol

from engine.kernel.state import ChanceTask, MatchSetup, Result


class Decision(Protocol):
    """Who decides now (a seat, or ``CHANCE``) and what kind of decision it is (an enum of
    the game's, whose ``value`` names it)."""

    @property
    def actor(self) -> int: ...

    @property
    def kind(self) -> enum.Enum: ...


class GameState(Protocol):
    """A match's state of any game: its setup, its version (one more per action), its
    result once it has ended, and the chance step it waits on, if any."""

    @property
    def setup(self) -> MatchSetup[Any]: ...

    @property
    def version(self) -> int: ...

    @property
    def result(self) -> Result | None: ...

    @property
    def chance(self) -> ChanceTask | None: ...
