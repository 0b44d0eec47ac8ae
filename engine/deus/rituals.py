"""[儀式] effects [D-RIT-0..4][D-TIM-RIT]: one action of the active player's main phase, from
one of three sources: a ritual spell card in the hand (discarded once it takes effect
[D-RIT-2]), the summoner's [儀式] (again and again while its cost is paid [D-RIT-3][R15]),
or a unit card in the hand whose ability says Field (shown when used; it stays in the hand
unless its cost or text moves it [D-RIT-4][R14]). A unit standing on the battlefield uses no
[儀式] [R14]. Nobody may answer a [儀式]; it resolves as soon as it is declared.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.deus.state import MatchState
from engine.kernel.errors import Refusal, refuse
from engine.moncolle.abilities import Period, Timing
from engine.moncolle.actions import Use
from engine.moncolle.cards import RitualSpellDef, UnitDef
from engine.moncolle.query import card_def
from engine.moncolle.usable import can_pay, targets_exist


def sources(state: MatchState, seat: int) -> Iterator[int]:
    for card in sorted(state.players[seat].hand):
        face = card_def(state, card)
        if isinstance(face, RitualSpellDef) or (isinstance(face, UnitDef) and not face.token):
            yield card
    summoner = state.players[seat].summoner
    if summoner >= 0:
        yield summoner


def choices(state: MatchState) -> Iterator[Use]:
    """The [儀式] effects the active player can declare now."""
    seat = state.active
    if state.battle is not None or state.plan:
        return
    for card in sources(state, seat):
        for index, ability in enumerate(card_def(state, card).abilities):
            if ability.timing is not Timing.RITUAL or ability.period is not Period.FIELD:
                continue
            if can_pay(state, seat, card, ability) and targets_exist(state, seat, card, ability):
                yield Use(card, index)


def check_use(state: MatchState, action: Use) -> Refusal | None:
    if action not in set(choices(state)):
        return refuse("cannot_use", card=action.card)
    return None
