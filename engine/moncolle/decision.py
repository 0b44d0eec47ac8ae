"""Who must decide what right now, the part both games share (DESIGN.md "Decisions are
explicit"): the ``Decision`` record over a game's own decision kinds, and the precedence the
two rulebooks agree on before the battle and the turn's phase are asked: the match over, a
pending chance step, limit adjustment with the active player first (mc20th [17-4], deus
[D-MISC-4a..4c]), a declaration being put together, an effect asking for cards to discard
or being resolved by hand, woken [条件] effects (mc20th [11-2-4], deus [D-TIM-COND-1]), then
the right to respond in the counter chain (mc20th [10-10-2], deus [D-CHAIN-0]).

A game's kinds are looked up by name (``OVER``, ``CHANCE``, ``LIMIT``, ``DECLARE``,
``EFFECT_DISCARD``, ``MANUAL``, ``TRIGGER``, ``CHAIN``; battle steps ``INSTANT``,
``FORMATION``, ``QUICK``, ``RETURN``); Deus slots its draft in after the chance step and the
area of an effect's summon after the declaration [D-TURN-4-C].
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import msgspec

from engine.kernel.state import CHANCE
from engine.moncolle.limits import over_limit
from engine.moncolle.state import FamilyState

K = TypeVar("K", bound=enum.Enum)


class Decision(msgspec.Struct, Generic[K], frozen=True):
    """``actor`` is a seat, CHANCE, or -1 when the match is over; ``area`` where relevant."""

    actor: int
    kind: K
    area: int = -1


Step = Callable[[Any], "Decision[Any] | None"]  # a game's own step: None, ask on


def _none(state: Any) -> None:
    return None


def decide(
    state: FamilyState,
    kinds: type[K],
    rest: Callable[[Any], Decision[K]],
    first: Step = _none,
    placing: Step = _none,
) -> Decision[K]:
    """The decision now: the family's precedence, the game's ``first`` steps after the chance
    step, its ``placing`` after a declaration, and ``rest`` (its battle and phases) last."""
    if state.result is not None:
        return Decision(-1, kinds["OVER"])
    if state.chance is not None:
        return Decision(CHANCE, kinds["CHANCE"])
    found = first(state)
    if found is not None:
        return found
    excess = over_limit(state)
    if excess is not None:
        return Decision(excess[0], kinds["LIMIT"], excess[1])
    if state.declaring is not None:
        return Decision(state.declaring.controller, kinds["DECLARE"])
    found = placing(state)
    if found is not None:
        return found
    resolving = state.resolution
    if resolving is not None and resolving.asking:
        return Decision(resolving.asking[0], kinds["EFFECT_DISCARD"])
    if resolving is not None and resolving.manual:
        return Decision(resolving.link.controller, kinds["MANUAL"])
    if state.windows and state.windows[0].pending:
        return Decision(state.windows[0].pending[0].seat, kinds["TRIGGER"])
    if state.chain is not None and not state.chain.resolving:
        return Decision(state.chain.right, kinds["CHAIN"])
    return rest(state)


def phase_kinds(kinds: type[K], phases: type[enum.Enum]) -> dict[Any, K]:
    """The decision of each turn phase a player acts in, by name: both hand adjustments
    (mc20th [9], deus [D-TURN]), the main phase and the summon phase. A table built once:
    the decision is asked many times per action."""
    named = {"HAND_ADJUST_1": "HAND_ADJUST", "HAND_ADJUST_2": "HAND_ADJUST", "MAIN": "MAIN"}
    return {phases[phase]: kinds[kind] for phase, kind in (*named.items(), ("SUMMON", "SUMMON"))}


def battle_kind(kinds: type[K], step: enum.Enum, normal: K) -> K | None:
    """The decision kind of a battle step: the step's own by name (instant, formation, 速攻,
    return), the game's ``normal`` in the normal timing, None where no one decides."""
    if step.name == "NORMAL":
        return normal
    return kinds.__members__.get(step.name)
