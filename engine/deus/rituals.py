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
from engine.kernel.door import once
from engine.kernel.errors import Refusal
from engine.moncolle import rituals
from engine.moncolle.actions import Use
from engine.moncolle.cards import RitualSpellDef, UnitDef
from engine.moncolle.query import card_def
from engine.moncolle.state import FamilyState


def sources(state: FamilyState, seat: int) -> Iterator[int]:
    for card in sorted(state.players[seat].hand):
        face = card_def(state, card)
        if isinstance(face, RitualSpellDef) or (isinstance(face, UnitDef) and not face.token):
            yield card
    summoner = state.players[seat].summoner
    if summoner >= 0:
        yield summoner


def choices(state: MatchState) -> Iterator[Use]:
    """The [儀式] effects the active player can declare now [D-RIT-0]."""
    return rituals.choices(state, sources, bool(state.plan))


def check_use(state: MatchState, action: Use) -> Refusal | None:
    return rituals.check_use(_uses(state), action)


@once  # each Use candidate's check asks again within one call
def _uses(state: MatchState) -> frozenset[Use]:
    return frozenset(choices(state))
