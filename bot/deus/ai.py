"""Deus's built-in opponent for ``rokumon play --vs-ai`` and self-play: it picks from
``legal_actions`` only and reads nothing but its own ``view`` (its hand, its draft choices
and the public board), so it never peeks at hidden cards. It is greedy: each legal action
gets a score from a few rules of thumb aimed at the front line [D-OV-3]; ties are broken at
random. ``PASSING`` names the action kinds that end a step, for the random player.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import cast

import engine
from engine.deus import actions as d
from engine.deus.board import FRONT_LINE, parse_area
from engine.deus.state import MatchState
from engine.deus.view import View
from engine.kernel.game import GameState
from engine.moncolle import actions as a
from engine.moncolle.cards import RitualSpellDef, SpellDef, UnitDef

PASSING = frozenset(
    {"EndMain", "EndSummon", "Refill", "Done", "ClearMoves", "Pass", "Withdraw", "Decline"}
)


class SensiblePlayer:
    """Build a deck of the strongest units, advance onto the front line when the numbers
    favour it, intercept when stronger, summon the biggest units that fit, use spells in
    battle, and put the toughest unit in front."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._withdrawn: set[tuple[int, int, int]] = set()
        self._legal: list[a.Action] = []

    def choose(self, state: GameState, seat: int) -> a.Action:
        seen: View = engine.view(state, seat)
        legal = [x for x in engine.legal_actions(state) if not self._was_withdrawn(seen.turn, x)]
        legal = [x for x in legal if self._completable(state, x)] or legal
        self._legal = legal  # an interception is weighed on every unit that could join it
        scored = [(self._score(seen, seat, x), i, x) for i, x in enumerate(legal)]
        best = max(score for score, _, _ in scored)
        action = self.rng.choice([x for score, _, x in scored if score == best])
        if isinstance(action, a.Withdraw) and seen.declaring is not None:
            card = seen.declaring.card
            if card is not None:
                self._withdrawn.add((seen.turn, card.id, seen.declaring.ability))
        return action

    def _was_withdrawn(self, turn: int, action: a.Action) -> bool:
        return isinstance(action, a.Use) and (turn, action.card, action.ability) in self._withdrawn

    def _completable(self, state: GameState, action: a.Action) -> bool:
        """Plan only moves after which the plan can still be declared."""
        if not isinstance(action, a.AddMove):
            return True
        planned = cast(MatchState, engine.apply(state, action)[0])
        declare = {"advance": a.DeclareAdvance(), "intercept": d.Intercept()}
        closing = declare.get(planned.plan_kind.value, d.Rearrange())
        return engine.check(planned, closing) is None

    def _score(self, seen: View, seat: int, action: a.Action) -> float:
        scorer = getattr(self, "_score_" + type(action).__name__, None)
        return 0.0 if scorer is None else float(scorer(seen, seat, action))

    def _face(self, seen: View, card: int) -> object:
        for shown in engine.kernel.events.shown_in(seen):
            if shown.id == card:
                return seen.catalog[shown.def_id]
        return None

    def _side_strength(self, seen: View, label: str, seat: int) -> int:
        area = seen.areas[parse_area(label)]
        return sum(u.attack + u.defence for u in area.units if u.owner == seat)

    # -- the draft -------------------------------------------------------------------------
    def _score_PickFaction(self, seen: View, seat: int, action: d.PickFaction) -> float:
        return self.rng.random()

    def _score_ChooseSummoner(self, seen: View, seat: int, action: d.ChooseSummoner) -> float:
        return 100.0

    def _score_Include(self, seen: View, seat: int, action: d.Include) -> float:
        assert seen.draft is not None
        face = seen.catalog[seen.draft.factions[action.faction].cards[action.slot]]
        if isinstance(face, UnitDef):
            return 10 + (face.attack + face.defence) / max(1, face.level) + self.rng.random()
        return 8 + self.rng.random()

    # -- the turn --------------------------------------------------------------------------
    def _score_Discard(self, seen: View, seat: int, action: a.Discard) -> float:
        face = self._face(seen, action.card)
        return -5 - (face.level if isinstance(face, UnitDef) else 1)

    def _score_AddMove(self, seen: View, seat: int, action: a.AddMove) -> float:
        if seen.plan_kind == "rearrange" or seen.decision.kind == "summon":
            return -10.0  # rearranging rarely helps this player
        to = seen.areas[action.to]
        enemy = sum(u.attack + u.defence for u in to.units if u.owner != seat)
        if seen.decision.kind == "intercept":
            if not self._interception_pays(seen, seat):
                return -1.0  # below Decline: a hopeless interception is not even planned
            return 6.0 + self._strength(seen, [action.unit]) / 100  # the strongest first
        if action.to not in FRONT_LINE:
            return -3.0
        if any(u.owner == seat for u in to.units) and not enemy:
            return 1.0
        mine = sum(
            u.attack + u.defence
            for area in seen.areas
            for u in area.units
            if u.card.id == action.unit
        )
        return 5.0 if enemy == 0 else 4.0 + (mine - enemy) / 4

    def _score_DeclareAdvance(self, seen: View, seat: int, action: a.DeclareAdvance) -> float:
        return 7.0

    def _score_Intercept(self, seen: View, seat: int, action: d.Intercept) -> float:
        planned = [unit for unit, _ in seen.plan]
        attackers = self._side_strength(seen, seen.intercept_at, 1 - seat)
        return 7.0 if self._strength(seen, planned) + 2 * len(planned) >= attackers else -1.0

    def _interception_pays(self, seen: View, seat: int) -> bool:
        """Whether the planned units and every unit that could still join them would be at
        least as strong as the advancing side (who may join: [D-INT-h]..[D-INT-l])."""
        joining = {x.unit for x in self._legal if isinstance(x, a.AddMove)}
        joining |= {unit for unit, _ in seen.plan}
        attackers = self._side_strength(seen, seen.intercept_at, 1 - seat)
        return self._strength(seen, joining) + 2 * len(joining) >= attackers

    def _strength(self, seen: View, units: Iterable[int]) -> int:
        wanted = set(units)
        return sum(
            u.attack + u.defence for area in seen.areas for u in area.units if u.card.id in wanted
        )

    def _score_Decline(self, seen: View, seat: int, action: d.Decline) -> float:
        return 0.5

    def _score_ClearMoves(self, seen: View, seat: int, action: a.ClearMoves) -> float:
        return -20.0

    def _score_Use(self, seen: View, seat: int, action: a.Use) -> float:
        face = self._face(seen, action.card)
        if isinstance(face, RitualSpellDef | SpellDef):
            return 3.0 + self.rng.random()
        return 2.0 + self.rng.random()

    def _score_EndMain(self, seen: View, seat: int, action: a.EndMain) -> float:
        return 0.0

    def _score_SummonTo(self, seen: View, seat: int, action: d.SummonTo) -> float:
        face = self._face(seen, action.card)
        level = face.level if isinstance(face, UnitDef) else 0
        used = sum(u.level for u in seen.areas[action.area].units if u.owner == seat)
        return 4.0 + level - used / 8

    def _score_SummonInto(self, seen: View, seat: int, action: d.SummonInto) -> float:
        return -sum(u.level for u in seen.areas[action.area].units if u.owner == seat) / 8

    def _score_EndSummon(self, seen: View, seat: int, action: a.EndSummon) -> float:
        return 0.0

    def _score_Refill(self, seen: View, seat: int, action: a.Refill) -> float:
        return 0.0

    # -- battles ---------------------------------------------------------------------------
    def _score_Summon(self, seen: View, seat: int, action: a.Summon) -> float:
        return 5.0

    def _score_PlaceInFormation(self, seen: View, seat: int, action: a.PlaceInFormation) -> float:
        units = {u.card.id: u for area in seen.areas for u in area.units}
        return float(units[action.unit].defence) if action.unit in units else 0.0

    def _score_Attack(self, seen: View, seat: int, action: a.Attack) -> float:
        return 1.0

    def _score_Pass(self, seen: View, seat: int, action: a.Pass) -> float:
        return 2.5

    def _score_Choose(self, seen: View, seat: int, action: a.Choose) -> float:
        if action.kind != "unit":
            return 1.0
        units = {u.card.id: u for area in seen.areas for u in area.units}
        unit = units.get(action.value)
        return 2.0 if unit is not None and unit.owner != seat else 1.0

    def _score_Declare(self, seen: View, seat: int, action: a.Declare) -> float:
        return 10.0

    def _score_Pay(self, seen: View, seat: int, action: a.Pay) -> float:
        return 3.0

    def _score_PayCard(self, seen: View, seat: int, action: a.PayCard) -> float:
        return 2.0

    def _score_Withdraw(self, seen: View, seat: int, action: a.Withdraw) -> float:
        return -30.0

    def _score_Resign(self, seen: View, seat: int, action: a.Resign) -> float:
        return -100.0
