"""[儀式] effects, written once for both games: one action of the active player's main phase
(mc20th [11-2-3], deus [D-TIM-RIT]), never in a battle nor while an advance is planned
[9-2-2][D-ADV-f]; nobody may answer it and it resolves as soon as it is declared (mc20th
[11-1-3][11-2-2], deus [D-RIT-0..4]). Where a [儀式] may come from differs: mc20th's units,
equipment, face-up terrains and summoner on the field; Deus's ritual spells and unit cards
in the hand and its summoner [D-RIT-2..4][R14][R15]. The game passes its ``sources``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from collections.abc import Set as AbstractSet

from engine.kernel.errors import Refusal, refuse
from engine.moncolle.abilities import Period, Timing
from engine.moncolle.actions import Use
from engine.moncolle.query import card_def
from engine.moncolle.state import FamilyState
from engine.moncolle.tables import tables
from engine.moncolle.usable import can_pay, targets_exist

Sources = Callable[[FamilyState, int], Iterable[int]]  # (state, seat) -> cards


def choices(state: FamilyState, sources: Sources, planning: bool) -> Iterator[Use]:
    """The [儀式] effects the active player can declare now (``planning``: an advance is
    being planned, which holds everything else back)."""
    seat = state.active
    if state.battle is not None or planning:
        return
    rituals = tables(state.setup).rituals
    for card in sources(state, seat):
        if card not in rituals:
            continue  # most cards have no [儀式] at all
        for index, ability in enumerate(card_def(state, card).abilities):
            if ability.timing is not Timing.RITUAL or ability.period is not Period.FIELD:
                continue
            if can_pay(state, seat, card, ability) and targets_exist(state, seat, card, ability):
                yield Use(card, index)


def check_use(uses: AbstractSet[Use], action: Use) -> Refusal | None:
    """A [儀式] may be used when it is among ``uses``, the game's choices now."""
    if action not in uses:
        return refuse("cannot_use", card=action.card)
    return None
