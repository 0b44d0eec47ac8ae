"""[条件] effects [11-2-4]: when a trigger moment (〈発揮：…〉) comes, every [条件] ability
it wakes is collected in a window (moments.py); the active player (進軍側) uses theirs
first, one at a time in any order, then the other player [11-2-4][10-3] step 1 [17-1].
Each is used at most once per moment. [条件] is optional (a player may pass the rest);
[条件(強制)] must be used when it can be, and one that is its player's only effect and
needs no choice runs by itself.

A triggered effect is not a response and starts no counter chain: it resolves as soon as
it is declared ([対抗] answers [普通] effects, attacks and [対抗] only [11-2-2]). Moments
that come while another effect resolves wait until it has finished. During a simultaneous
attack nothing is declared (DESIGN.md), so no trigger wakes.
"""

from __future__ import annotations

from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.moncolle.actions import Pass, Use
from engine.moncolle.events import Event, TriggersPassed
from engine.moncolle.moments import still_wakes
from engine.moncolle.query import card_def
from engine.moncolle.state import FamilyState, Triggered
from engine.moncolle.usable import can_pay, requirements, targets_exist


# -- the window's decisions -----------------------------------------------------------------
def actor(state: FamilyState) -> int:
    return state.windows[0].pending[0].seat


def _mine(state: FamilyState) -> list[Triggered]:
    seat = actor(state)
    return [t for t in state.windows[0].pending if t.seat == seat]


def _usable(state: FamilyState, entry: Triggered, public: bool = False) -> bool:
    """Can it be declared now? ``public``: judged on what everyone can see only — whether a
    fitting card is in the hand is not, so such an effect is asked about, never lapsed."""
    ability = card_def(state, entry.card).abilities[entry.ability]
    if not still_wakes(state, state.windows[0], entry):
        return False
    if public and any(t.kind == "card" and t.where == "hand" for t in ability.targets):
        return can_pay(state, entry.seat, entry.card, ability)
    return can_pay(state, entry.seat, entry.card, ability) and targets_exist(
        state, entry.seat, entry.card, ability
    )


def _mine_now(state: FamilyState) -> list[int]:
    """Where the deciding player's entries stand in the window."""
    seat = actor(state)
    return [i for i, t in enumerate(state.windows[0].pending) if t.seat == seat]


@once  # the candidates and each one's check ask again within one call
def _usable_at(state: FamilyState, index: int) -> bool:
    return _usable(state, state.windows[0].pending[index])


def choices(state: FamilyState) -> list[Use]:
    pending = state.windows[0].pending
    return [
        Use(pending[i].card, pending[i].ability) for i in _mine_now(state) if _usable_at(state, i)
    ]


def check_use(state: FamilyState, action: Use) -> Refusal | None:
    pending = state.windows[0].pending
    for i in _mine_now(state):
        same = (pending[i].card, pending[i].ability) == (action.card, action.ability)
        if same and _usable_at(state, i):
            return None
    return refuse("cannot_use", card=action.card)


def check_pass(state: FamilyState, action: Pass) -> Refusal | None:
    pending = state.windows[0].pending
    if any(pending[i].forced and _usable_at(state, i) for i in _mine_now(state)):
        return refuse("must_use_forced")
    return None


def perform_pass(state: FamilyState, action: Pass, events: list[Event]) -> None:
    window = state.windows[0]
    seat = actor(state)
    window.pending = [t for t in window.pending if t.seat != seat]
    events.append(TriggersPassed(player=seat, moment=window.moment))


def used(state: FamilyState, card: int, ability: int) -> None:
    """Once per moment [11-2-4]: a declared effect leaves the window."""
    if state.windows:
        window = state.windows[0]
        window.pending = [t for t in window.pending if (t.card, t.ability) != (card, ability)]


def settle(state: FamilyState) -> Use | bool | None:
    """Close a spent window and let lapse the effects of the deciding player that cannot be
    used now (no target, a cost that cannot be paid). True when something changed; the Use
    to make at once for a lone forced effect without choices; None when a player decides."""
    window = state.windows[0]
    if not window.pending:
        state.windows.pop(0)
        return True
    seat = actor(state)
    kept = [t for t in window.pending if t.seat != seat or _usable(state, t, public=True)]
    if len(kept) != len(window.pending):
        window.pending = kept
        return True
    mine = _mine(state)
    if (
        len(mine) == 1
        and mine[0].forced
        and not _needs_choice(state, mine[0])
        and _usable(state, mine[0])
    ):
        return Use(mine[0].card, mine[0].ability)
    return None


def _needs_choice(state: FamilyState, entry: Triggered) -> bool:
    face = card_def(state, entry.card)
    ability = face.abilities[entry.ability]
    return bool(ability.targets or requirements(face, ability) or ability.cost.discard)
