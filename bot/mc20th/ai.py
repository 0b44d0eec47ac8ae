"""mc20th's built-in opponent for ``rokumon play --vs-ai`` and self-play: it picks from
``legal_actions`` only and reads nothing but its own ``view`` (its hand and the public
board), so it never peeks at hidden cards. It is greedy: it scores each legal action by a
few rules of thumb and takes the best. ``PASSING`` names the action kinds that end a step,
for the generic random player (bot/players/basic.py).
"""

from __future__ import annotations

import random
from collections import defaultdict

import engine
from bot.mc20th.odds import Fighter, odds
from engine.kernel.game import GameState
from engine.mc20th.board import area_col, area_row, parse_area
from engine.mc20th.view import AreaView, View
from engine.moncolle import actions as a
from engine.moncolle.cards import ItemDef, TerrainDef, UnitDef
from engine.moncolle.view import UnitView

PASSING = frozenset(
    {"EndMain", "EndSummon", "Refill", "Done", "ClearMoves", "KeepHand", "Pass", "Withdraw"}
)


def _distance(first: int, second: int) -> int:
    return max(abs(area_col(first) - area_col(second)), abs(area_row(first) - area_row(second)))


class SensiblePlayer:
    """A greedy opponent: attack when the numbers favour it, march on the enemy HQ, summon
    the biggest units that fit, equip what it can, put the toughest unit in front."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        # (turn, card, ability) of declarations this player withdrew: never started again in
        # that turn, so a declaration it cannot finish never becomes use -> withdraw for ever
        self._withdrawn: set[tuple[int, int, int]] = set()

    def choose(self, state: GameState, seat: int) -> a.Action:
        seen = engine.view(state, seat)
        turn = seen.turn
        everything = engine.legal_actions(state)
        legal = [
            x
            for x in everything
            if self._completable(state, x) and not self._was_withdrawn(turn, x)
        ]
        action = self._best(seen, seat, legal or everything)
        if isinstance(action, a.Withdraw) and seen.declaring is not None:
            card = seen.declaring.card
            if card is not None:
                self._withdrawn.add((turn, card.id, seen.declaring.ability))
        return action

    def _was_withdrawn(self, turn: int, action: a.Action) -> bool:
        return isinstance(action, a.Use) and (turn, action.card, action.ability) in self._withdrawn

    def _best(self, seen: View, seat: int, legal: list[a.Action]) -> a.Action:
        self._reach: dict[int, list[int]] = defaultdict(list)
        for action in legal:
            if isinstance(action, a.AddMove):
                self._reach[action.to].append(action.unit)
        scored = [(self._score(seen, seat, action), i, action) for i, action in enumerate(legal)]
        best = max(score for score, _, _ in scored)
        top = [action for score, _, action in scored if score == best]
        return self.rng.choice(top)

    def _completable(self, state: GameState, action: a.Action) -> bool:
        """Plan only moves after which the advance can be declared (no planning loops)."""
        if not isinstance(action, a.AddMove):
            return True
        planned, _ = engine.apply(state, action)
        return engine.check(planned, a.DeclareAdvance()) is None

    # -- scoring ---------------------------------------------------------------------------
    def _score(self, seen: View, seat: int, action: a.Action) -> float:
        scorer = getattr(self, "_score_" + type(action).__name__, None)
        return 0.0 if scorer is None else float(scorer(seen, seat, action))

    def _units(self, seen: View, area: int, seat: int) -> list[object]:
        return [u for u in seen.areas[area].units if u.owner == seat]

    def _enemy_hq(self, seen: View, seat: int) -> int:
        return next(i for i, s in enumerate(seen.areas) if s.hq_of == 1 - seat)

    def _unit(self, seen: View, card: int) -> tuple[int, AreaView] | None:
        for index, spot in enumerate(seen.areas):
            if any(u.card.id == card for u in spot.units):
                return index, spot
        return None

    def _score_Mulligan(self, seen: View, seat: int, action: a.Mulligan) -> float:
        return 1

    def _score_KeepHand(self, seen: View, seat: int, action: a.KeepHand) -> float:
        return 0

    def _hand_faces(self, seen: View, seat: int) -> dict[int, object]:
        hand = seen.players[seat].hand or ()
        return {c.id: seen.catalog[c.def_id] for c in hand}

    def _score_Discard(self, seen: View, seat: int, action: a.Discard) -> float:
        faces = self._hand_faces(seen, seat)
        face = faces[action.card]
        over = seen.players[seat].hand_count > 6
        terrains = sum(isinstance(f, TerrainDef) for f in faces.values())
        if isinstance(face, TerrainDef) and terrains > 2:
            return 3 if over else 1
        if isinstance(face, UnitDef):
            return 2 - face.level / 10 if over else -1
        return 2.5 if over else -0.5

    def _score_Refill(self, seen: View, seat: int, action: a.Refill) -> float:
        return 0

    def _score_EndMain(self, seen: View, seat: int, action: a.EndMain) -> float:
        return 0

    def _score_EndSummon(self, seen: View, seat: int, action: a.EndSummon) -> float:
        return 0

    def _score_Done(self, seen: View, seat: int, action: a.Done) -> float:
        return 0

    def _score_Attack(self, seen: View, seat: int, action: a.Attack) -> float:
        return 1

    def _score_ClearMoves(self, seen: View, seat: int, action: a.ClearMoves) -> float:
        return -0.5

    def _score_DeclareAdvance(self, seen: View, seat: int, action: a.DeclareAdvance) -> float:
        return 5

    def _score_ReturnTo(self, seen: View, seat: int, action: a.ReturnTo) -> float:
        return 0

    # -- abilities: use what helps, finish what was started -----------------------------------
    def _score_Pass(self, seen: View, seat: int, action: a.Pass) -> float:
        return 0

    def _score_Use(self, seen: View, seat: int, action: a.Use) -> float:
        return 0.5

    def _score_Choose(self, seen: View, seat: int, action: a.Choose) -> float:
        if action.kind != "unit":
            return 1
        found = self._unit(seen, action.value)
        if found is None:
            return 0
        unit = next(u for u in found[1].units if u.card.id == action.value)
        hostile = self._hostile_ability(seen)
        mine = unit.owner == seat
        if hostile:
            return (2 if not mine else -2) + unit.level / 10
        return (2 if mine else -2) + unit.level / 10

    def _hostile_ability(self, seen: View) -> bool:
        pending = seen.declaring
        if pending is None:
            return True
        face = seen.catalog.get(pending.card.def_id) if pending.card else None
        if face is None or not face.abilities:
            return True
        steps = face.abilities[pending.ability].effect
        return any(type(s).__name__ in ("Damage", "Lethal", "Tap") for s in steps)

    def _score_Pay(self, seen: View, seat: int, action: a.Pay) -> float:
        return 1 if action.slot != "S" else 0.9  # keep wild slots for later

    def _score_PayCard(self, seen: View, seat: int, action: a.PayCard) -> float:
        return self._score_Discard(seen, seat, a.Discard(action.card))

    def _score_Declare(self, seen: View, seat: int, action: a.Declare) -> float:
        return 3

    def _score_Withdraw(self, seen: View, seat: int, action: a.Withdraw) -> float:
        return -5

    def _score_LimitDiscard(self, seen: View, seat: int, action: a.LimitDiscard) -> float:
        found = self._unit(seen, action.unit)
        if found is None:
            return 0
        unit = next(u for u in found[1].units if u.card.id == action.unit)
        return -unit.level

    def _score_Summon(self, seen: View, seat: int, action: a.Summon) -> float:
        face = self._hand_faces(seen, seat)[action.card]
        assert isinstance(face, UnitDef)
        if face.is_hero and seen.players[seat].deck_count < 15:
            return -1
        return 2 + face.level

    def _score_Equip(self, seen: View, seat: int, action: a.Equip) -> float:
        face = self._hand_faces(seen, seat)[action.card]
        assert isinstance(face, ItemDef)
        found = self._unit(seen, action.unit)
        if found is None:
            return -1
        unit = next(u for u in found[1].units if u.card.id == action.unit)
        if unit.defence + face.defence_bonus <= 0:
            return -10  # it would be discarded at once [15-3]
        return 1.5 + face.attack_bonus + face.defence_bonus + unit.level / 10

    def _score_DiscardEquipment(self, seen: View, seat: int, action: a.DiscardEquipment) -> float:
        return -2

    def _score_SwapEquipment(self, seen: View, seat: int, action: a.SwapEquipment) -> float:
        return -1

    def _score_PlaceInFormation(self, seen: View, seat: int, action: a.PlaceInFormation) -> float:
        found = self._unit(seen, action.unit)
        if found is None:
            return 0
        unit = next(u for u in found[1].units if u.card.id == action.unit)
        return 1 + unit.defence / 10

    def _score_PlaceTerrain(self, seen: View, seat: int, action: a.PlaceTerrain) -> float:
        return self._placement_value(seen, seat, action.area) + 0.1

    def _score_PlaceProxy(self, seen: View, seat: int, action: a.PlaceProxy) -> float:
        return self._placement_value(seen, seat, action.area)

    def _placement_value(self, seen: View, seat: int, area: int) -> float:
        spot = seen.areas[area]
        if spot.limit:
            return -1  # keep existing terrain; replacing is for later cleverness
        hq = self._enemy_hq(seen, seat)
        has_own_neighbour = any(
            any(u.owner == seat for u in seen.areas[n].units)
            for n in range(len(seen.areas))
            if _distance(n, area) == 1
        )
        return (1.5 if has_own_neighbour else 0.5) - _distance(area, hq) / 10

    def _score_AddMove(self, seen: View, seat: int, action: a.AddMove) -> float:
        found = self._unit(seen, action.unit)
        if found is None:
            return -1
        origin = found[0]
        target = seen.areas[action.to]
        enemies = [u for u in target.units if u.owner != seat]
        hq = self._enemy_hq(seen, seat)
        if seen.plan:
            planned = {parse_area(to) for _, to in seen.plan}
            return 6 if action.to in planned and enemies else -1
        if action.to == hq and not enemies:
            return 100  # taking the enemy HQ wins [7-1]
        if enemies:
            return self._battle_value(seen, seat, origin, action)
        progress = _distance(origin, hq) - _distance(action.to, hq)
        return 0.6 * progress - 0.05 if progress > 0 else -0.5

    def _battle_value(self, seen: View, seat: int, origin: int, action: a.AddMove) -> float:
        """Advance when the battle pays: the units that can join (the strongest first,
        within the limit) fought out over the initiative dice (bot/mc20th/odds.py); taking
        the area is worth most, and the enemy HQ wins the match [7-1]; a battle that kills
        more than it loses is worth fighting even when the defenders hold [10-8-2] (the
        advancers go back)."""
        target = seen.areas[action.to]
        enemies = [u for u in target.units if u.owner != seat]
        reachable = set(self._reach[action.to])
        movers = sorted(
            (u for spot in seen.areas for u in spot.units if u.card.id in reachable),
            key=lambda u: -u.attack,
        )
        room, joined = target.limit, []
        for unit in movers:
            if unit.level <= room:
                joined.append(unit)
                room -= unit.level
        if action.unit not in {u.card.id for u in joined}:
            return -1
        reckoned = odds([_fighter(seen, u) for u in joined], [_fighter(seen, u) for u in enemies])
        gain = reckoned.killed - reckoned.lost
        if reckoned.taken >= 0.5:
            return (100 if target.hq_of == 1 - seat else 8) * reckoned.taken + gain / 10
        return 2 + min(gain, 5) if gain > 0 else -2


def _fighter(seen: View, unit: UnitView) -> Fighter:
    face = seen.catalog.get(unit.card.def_id)
    printed = face if isinstance(face, UnitDef) else None
    return Fighter(
        unit.attack,
        unit.defence,
        unit.level,
        unit.initiative,
        unit.tapped,
        None if printed is None else printed.attack,
        None if printed is None else printed.defence,
    )
