"""mc20th's door (engine/kernel/door.py): the family's handlers, candidates and settle
(engine/moncolle/door.py) with mc20th's own: the mulligan [8], terrain and proxies
[9-2-1], planning an advance [9-2-2], summoning and equipment [9-3][10-1][12-4], and the
battle's timings [10-4].

Settle runs the family's steps (defence 0 [15-3], forced limit adjustment [17-4], effects
resolving, trigger windows [11-2-4], the counter chain [10-10]), then battle steps that need
no choice [10], setup seats without a mulligan [8] and the turn's edges [9]. While an
advance is being planned nothing else may happen in the main phase [9-2-2]. Actions whose
meaning depends on the decision are routed by routing.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from engine.kernel.door import Door, Handler, always
from engine.kernel.errors import Refusal, refuse
from engine.mc20th import advance, battle, rituals, routing, setup, summon, terrain, turn
from engine.mc20th.decision import Decision, Kind, current
from engine.mc20th.state import MatchState, Phase, SummonStep, clone
from engine.moncolle import door, formation
from engine.moncolle.actions import (
    Action,
    AddMove,
    Attack,
    ClearMoves,
    DeclareAdvance,
    DiscardEquipment,
    Done,
    EndMain,
    EndSummon,
    Equip,
    KeepHand,
    Mulligan,
    PlaceProxy,
    PlaceTerrain,
    Summon,
    SwapEquipment,
    Use,
)
from engine.moncolle.events import Event

ROLLS: Final[dict[str, door.Record]] = {
    "first": setup.record_first_roll,
    "initiative": battle.record_initiative_roll,
}
PARTS: Final = door.Modules(setup=setup, turn=turn, advance=advance, battle=battle, routing=routing)


def _kinds(*kinds: Kind) -> frozenset[Kind]:
    return frozenset(kinds)


HANDLERS: dict[type[Action], Handler] = {
    **door.handlers(Kind, Phase, PARTS, ROLLS),
    Mulligan: Handler(setup.check_mulligan, setup.perform_mulligan, _kinds(Kind.MULLIGAN)),
    KeepHand: Handler(always, setup.perform_keep, _kinds(Kind.MULLIGAN)),
    PlaceTerrain: Handler(
        terrain.check_place_terrain, terrain.perform_place_terrain, _kinds(Kind.MAIN)
    ),
    PlaceProxy: Handler(terrain.check_place_proxy, terrain.perform_place_proxy, _kinds(Kind.MAIN)),
    AddMove: Handler(advance.check_add_move, advance.perform_add_move, _kinds(Kind.MAIN)),
    ClearMoves: Handler(advance.check_clear, advance.perform_clear, _kinds(Kind.MAIN)),
    SwapEquipment: Handler(
        summon.check_swap, summon.perform_swap, _kinds(Kind.MAIN, Kind.SUMMON, Kind.FORMATION)
    ),
    DiscardEquipment: Handler(
        summon.check_discard_equipment,
        summon.perform_discard_equipment,
        _kinds(Kind.SUMMON, Kind.INSTANT),
    ),
    Summon: Handler(summon.check_summon, summon.perform_summon, _kinds(Kind.SUMMON, Kind.INSTANT)),
    Equip: Handler(summon.check_equip, summon.perform_equip, _kinds(Kind.SUMMON, Kind.INSTANT)),
    Done: Handler(
        *routing.ROUTES.done,
        _kinds(Kind.INSTANT, Kind.FORMATION, Kind.EFFECTS, Kind.MANUAL, Kind.DECLARE),
    ),
    Use: Handler(
        *routing.ROUTES.use,
        _kinds(Kind.ATTACK, Kind.EFFECTS, Kind.CHAIN, Kind.TRIGGER, Kind.MAIN),
    ),
}

_PLANNING = (AddMove, DeclareAdvance, ClearMoves)


def _finish_advance_first(state: MatchState, action: Action, decision: Decision) -> Refusal | None:
    """A planned advance is declared or cleared before anything else in the main phase."""
    if decision.kind is Kind.MAIN and state.plan and not isinstance(action, _PLANNING):
        return refuse("finish_advance_first")
    return None


def _main_candidates(state: MatchState) -> Iterator[Action]:
    if state.plan:
        yield from advance.candidates(state)
        return
    yield from terrain.candidates(state)
    yield from advance.candidates(state)
    yield from summon.swap_candidates(state)
    yield from rituals.choices(state)
    yield EndMain()


def _summon_candidates(state: MatchState) -> Iterator[Action]:
    if state.summon_step is SummonStep.DISCARD_EQUIPMENT:
        yield from summon.discard_equipment_candidates(state)
    yield from summon.summon_candidates(state)
    yield from summon.swap_candidates(state)
    yield EndSummon()


def _instant_candidates(state: MatchState) -> Iterator[Action]:
    assert state.battle is not None
    if state.battle.substep == 0:
        yield from summon.discard_equipment_candidates(state)
    yield from summon.summon_candidates(state)
    yield Done()


CANDIDATES: Final[dict[Kind, door.Candidates]] = {
    **door.candidates(Kind, PARTS),
    Kind.MULLIGAN: lambda state: (Mulligan(), KeepHand()),
    Kind.MAIN: _main_candidates,
    Kind.SUMMON: _summon_candidates,
    Kind.INSTANT: _instant_candidates,
    Kind.FORMATION: lambda s: [*formation.candidates(s), *summon.swap_candidates(s), Done()],
    Kind.ATTACK: lambda state: [Attack(), *routing.uses(state)],
    Kind.EFFECTS: lambda state: [*routing.uses(state), Done()],
}


def _candidates(state: MatchState, decision: Decision) -> Iterable[Action]:
    found = CANDIDATES.get(decision.kind)
    return found(state) if found is not None else ()


def _own_steps(state: MatchState, events: list[Event]) -> bool:
    """Battle steps that need no choice [10], setup seats [8], the turn's edges [9]."""
    return (
        battle.settle(state, events)
        or setup.settle_setup(state)
        or turn.settle_turn_edges(state, events)
    )


SETTLING: Final = door.Settling(use_at_once=routing.ROUTES.at_once, own=_own_steps, hand=turn.HAND)
# generated legal: planned moves, terrain placings, summons and what is done with equipment
# (advance, terrain, summon), the effects usable now and a declaration's targets and
# payments (the family's usable, rituals, triggers and declare); the rest is checked
_BUILT: Final[tuple[type[Action], ...]] = (
    AddMove,
    PlaceTerrain,
    PlaceProxy,
    SwapEquipment,
    Summon,
    Equip,
    DiscardEquipment,
)
GENERATED: Final = frozenset(_BUILT) | door.DECLARED
DOOR: Door[MatchState, Decision] = door.door(
    HANDLERS, current, _candidates, SETTLING, (clone, _finish_advance_first), GENERATED
)


def trivial_pass(state: MatchState) -> Action | None:
    """The pass a player would make with nothing else to do: no [対抗] to declare in a chain,
    no [普通] to use after the attack, no woken [条件] they can use (engine/moncolle/door.py)."""
    return door.trivial_pass(state, current, ("CHAIN", "EFFECTS", "TRIGGER"), DOOR.legal_actions)


def settle(state: MatchState, events: list[Event]) -> None:
    door.settle(state, events, SETTLING)
