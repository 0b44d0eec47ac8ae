"""[儀式] effects [11-2-3]: one action of the active player's main phase, from their units
and equipment on the battlefield, their face-up terrains and their summoner.

No battle goes on in a main phase, so a [儀式] is a Field effect [11-1-3]; nobody may answer
it ([対抗] belongs to battles [11-2-2]), and it resolves as soon as it is declared.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.door import once
from engine.kernel.errors import Refusal
from engine.mc20th.state import MatchState
from engine.moncolle import rituals
from engine.moncolle.actions import Use
from engine.moncolle.moments import field_sources


def choices(state: MatchState) -> Iterator[Use]:
    """The [儀式] effects the active player can declare now, from the field [11-2-3]."""
    return rituals.choices(state, field_sources, bool(state.plan))


def check_use(state: MatchState, action: Use) -> Refusal | None:
    return rituals.check_use(_uses(state), action)


@once  # each Use candidate's check asks again within one call
def _uses(state: MatchState) -> frozenset[Use]:
    return frozenset(choices(state))
