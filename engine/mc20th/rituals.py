"""[儀式] effects [11-2-3]: one action of the active player's main phase, from their units
and equipment on the battlefield, their face-up terrains and their summoner.

No battle goes on in a main phase, so a [儀式] is a Field effect [11-1-3]; nobody may answer
it ([対抗] belongs to battles [11-2-2]), and it resolves as soon as it is declared.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.kernel.errors import Refusal, refuse
from engine.mc20th.state import MatchState
from engine.moncolle.abilities import Period, Timing
from engine.moncolle.actions import Use
from engine.moncolle.moments import field_sources
from engine.moncolle.query import card_def
from engine.moncolle.usable import can_pay, targets_exist


def choices(state: MatchState) -> Iterator[Use]:
    """The [儀式] effects the active player can declare now."""
    seat = state.active
    if state.battle is not None or state.plan:
        return
    for card in field_sources(state, seat):
        for index, ability in enumerate(card_def(state, card).abilities):
            if ability.timing is not Timing.RITUAL or ability.period is not Period.FIELD:
                continue
            if can_pay(state, seat, card, ability) and targets_exist(state, seat, card, ability):
                yield Use(card, index)


def check_use(state: MatchState, action: Use) -> Refusal | None:
    if action not in set(choices(state)):
        return refuse("cannot_use", card=action.card)
    return None
