"""Summoning and rearranging: the normal summon phase's summons into an own-territory area
the player names, one card at a time, unacted, at most 8 levels of own units per area
[D-TURN-4-C]; rearrangement of own-territory units among the three own-territory areas,
planned and checked in its final state, acted units included and their state kept, never a
front-line unit [D-TURN-4-D][R20]; instant summons in a battle, attacker then defender, one
instant-marked unit card at a time, each side's units there at most 8 levels
[D-BAT-1a..1c][R2]; and summoning by an effect (a card in the hand, or a token from the token
area [R16]), into the battle during one, else into the own-territory area with room its
player chooses [D-TURN-4-C]. A token card is not a unit card: it is never normally or
instantly summoned [R16].
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.deus import advance
from engine.deus.actions import Rearrange, SummonInto, SummonTo
from engine.deus.board import AREA_COUNT, area_label, in_territory, territory
from engine.deus.events import UnitsRearranged
from engine.deus.state import AREA_LIMIT, MatchState, PlanKind
from engine.kernel.door import once
from engine.kernel.errors import Refusal, refuse
from engine.moncolle.abilities import Trigger
from engine.moncolle.actions import AddMove, ClearMoves, Summon
from engine.moncolle.cards import UnitDef
from engine.moncolle.events import Event, UnitSummoned
from engine.moncolle.moments import fire
from engine.moncolle.query import card_def, level, owner, side_level
from engine.moncolle.state import Unit
from engine.moncolle.zones import shown


def summonable(state: MatchState, card: int, seat: int) -> UnitDef | None:
    """The unit card's face if it is a unit card (not a token) in the seat's hand."""
    if card not in state.players[seat].hand:
        return None  # before reading the face: a typed id may name no card at all
    face = card_def(state, card)
    if not isinstance(face, UnitDef) or face.token:
        return None
    return face


def check_summon_to(state: MatchState, action: SummonTo) -> Refusal | None:
    seat = state.active
    face = summonable(state, action.card, seat)
    if face is None:
        return refuse("not_a_unit_in_hand", card=action.card)
    if state.plan:
        return refuse("finish_rearrangement_first")
    if not 0 <= action.area < AREA_COUNT or not in_territory(action.area, seat, state.first_player):
        return refuse("summon_own_territory", area=_label(action.area))
    if side_level(state, action.area, seat) + face.level > AREA_LIMIT:
        return refuse("over_limit_deus", area=area_label(action.area), limit=AREA_LIMIT)
    return None


def _label(area: int) -> str:
    return area_label(area) if 0 <= area < AREA_COUNT else str(area)


def perform_summon_to(state: MatchState, action: SummonTo, events: list[Event]) -> None:
    put_into_play(state, state.active, action.card, action.area, False, events)


def put_into_play(
    state: MatchState, seat: int, card: int, area: int, instant: bool, events: list[Event]
) -> None:
    zones = state.players[seat]
    if card in zones.hand:
        zones.hand.remove(card)
    else:
        state.tokens[seat].remove(card)
    state.units[card] = Unit(area=area, instant_turn=state.turn if instant else 0)
    state.areas[area].units.append(card)
    events.append(
        UnitSummoned(player=seat, card=shown(state, card), area=area_label(area), instant=instant)
    )
    fire(state, Trigger.SUMMONED, card)  # このユニットの召喚時


def summon_candidates(state: MatchState) -> Iterator[SummonTo]:
    """The summons ``check_summon_to`` accepts, generated legal (issue 23)."""
    seat = state.active
    if state.plan:
        return
    room = {a: AREA_LIMIT - side_level(state, a, seat) for a in territory(seat, state.first_player)}
    for card in sorted(state.players[seat].hand):
        face = summonable(state, card, seat)
        if face is not None:
            for area, left in room.items():
                if face.level <= left:
                    yield SummonTo(card, area)


# -- instant summon [D-BAT-1a..1c] ----------------------------------------------------------
def check_instant(state: MatchState, action: Summon) -> Refusal | None:
    battle = state.battle
    assert battle is not None
    seat = battle.side
    face = summonable(state, action.card, seat)
    if face is None or not face.instant:
        return refuse("not_instant_deus", card=action.card)
    if side_level(state, battle.area, seat) + face.level > AREA_LIMIT:
        return refuse("over_limit_deus", area=area_label(battle.area), limit=AREA_LIMIT)
    return None


def perform_instant(state: MatchState, action: Summon, events: list[Event]) -> None:
    battle = state.battle
    assert battle is not None
    put_into_play(state, battle.side, action.card, battle.area, True, events)


def instant_candidates(state: MatchState) -> Iterator[Summon]:
    battle = state.battle
    assert battle is not None
    for card in sorted(state.players[battle.side].hand):
        yield Summon(card)


# -- by an effect ---------------------------------------------------------------------------
def by_effect(state: MatchState, seat: int, card: int, events: list[Event]) -> bool:
    """A card text summons a unit card from the hand or a token from the token area [R16]:
    into the battle during one (instant-summoned); else into an own-territory area with room,
    which the player chooses when two or more have it, as in the normal summon
    [D-TURN-4-C] (docs/rulings.md): the card waits in ``placing`` and the effect's
    resolution with it. The 8-level limit holds."""
    face = card_def(state, card)
    if not isinstance(face, UnitDef):
        return False
    in_hand = card in state.players[seat].hand and not face.token
    if not in_hand and card not in state.tokens[seat]:
        return False
    battle = state.battle
    if battle is not None:
        if side_level(state, battle.area, seat) + face.level > AREA_LIMIT:
            return False
        put_into_play(state, seat, card, battle.area, True, events)
        return True
    fits = areas_with_room(state, card)
    if not fits or not _all_placed(state, [*state.placing, card], {}):
        return False  # no room left once the cards already waiting have theirs
    if state.placing or len(fits) > 1:  # after the cards already waiting, in order
        state.placing.append(card)
        return True
    put_into_play(state, seat, card, fits[0], False, events)
    return True


def areas_with_room(state: MatchState, card: int) -> list[int]:
    """The owner's own-territory areas the unit card fits in under the limit, from A."""
    seat, face = owner(state, card), card_def(state, card)
    assert isinstance(face, UnitDef)
    found = territory(seat, state.first_player)
    return sorted(a for a in found if side_level(state, a, seat) + face.level <= AREA_LIMIT)


def _all_placed(state: MatchState, cards: list[int], added: dict[tuple[int, int], int]) -> bool:
    """Whether the waiting ``cards`` can each still go into an own-territory area under the
    limit, with ``added`` levels (seat, area) already promised: a summon the effect counted
    as made never fails later for want of room."""
    if not cards:
        return True
    card, seat = cards[0], owner(state, cards[0])
    face = card_def(state, card)
    assert isinstance(face, UnitDef)
    for area in territory(seat, state.first_player):
        level = side_level(state, area, seat) + added.get((seat, area), 0) + face.level
        if level <= AREA_LIMIT:
            more = {**added, (seat, area): added.get((seat, area), 0) + face.level}
            if _all_placed(state, cards[1:], more):
                return True
    return False


def _areas_for_first(state: MatchState) -> list[int]:
    """The areas the first waiting card may go into: with room, leaving room for the rest."""
    card, seat = state.placing[0], owner(state, state.placing[0])
    face = card_def(state, card)
    assert isinstance(face, UnitDef)
    return [
        area
        for area in areas_with_room(state, card)
        if _all_placed(state, state.placing[1:], {(seat, area): face.level})
    ]


def into_candidates(state: MatchState) -> Iterator[SummonInto]:
    card = state.placing[0]
    for area in _areas_for_first(state):
        yield SummonInto(card, area)


@once  # each candidate's check asks again within one call
def _into(state: MatchState) -> frozenset[SummonInto]:
    return frozenset(into_candidates(state))


def check_into(state: MatchState, action: SummonInto) -> Refusal | None:
    if action not in _into(state):
        fits = ", ".join(area_label(a) for a in _areas_for_first(state))
        return refuse("summon_into_area", card=state.placing[0], areas=fits)
    return None


def perform_into(state: MatchState, action: SummonInto, events: list[Event]) -> None:
    """The chosen area; then each card still waiting that has one area left goes there (every
    one has one: a card waits only with room kept for it)."""
    state.placing.pop(0)
    put_into_play(state, owner(state, action.card), action.card, action.area, False, events)
    while state.placing:
        fits = _areas_for_first(state)
        if len(fits) > 1:
            return
        card = state.placing.pop(0)
        put_into_play(state, owner(state, card), card, fits[0], False, events)


# -- rearrangement [D-TURN-4-D][R20] --------------------------------------------------------
def check_rearrange_move(state: MatchState, action: AddMove) -> Refusal | None:
    seat, first = state.active, state.first_player
    body = state.units.get(action.unit)
    if body is None or owner(state, action.unit) != seat:
        return refuse("not_your_unit", card=action.unit)
    if not in_territory(body.area, seat, first):
        return refuse("rearrange_territory_only", card=action.unit)
    if any(u == action.unit for u, _ in state.plan):
        return refuse("already_planned", card=action.unit)
    if not 0 <= action.to < AREA_COUNT or not in_territory(action.to, seat, first):
        return refuse("rearrange_territory_only", card=action.unit)
    if action.to == body.area:
        return refuse("rearrange_same_area", card=action.unit)
    arriving = level(state, action.unit) + sum(
        level(state, u) for u, t in state.plan if t == action.to
    )
    if arriving > AREA_LIMIT:
        return refuse("over_limit_deus", area=area_label(action.to), limit=AREA_LIMIT)
    return None


def perform_rearrange_move(state: MatchState, action: AddMove, events: list[Event]) -> None:
    state.plan_kind = PlanKind.REARRANGE
    advance.perform_add_move(state, action, events)


def rearrange_candidates(state: MatchState) -> Iterator[AddMove | Rearrange | ClearMoves]:
    seat, first = state.active, state.first_player
    planned = {u for u, _ in state.plan}
    arriving = {to: 0 for to in territory(seat, first)}
    for unit, to in state.plan:
        if to in arriving:
            arriving[to] += level(state, unit)
    for unit in sorted(state.units):
        body = state.units[unit]
        if owner(state, unit) != seat or unit in planned:
            continue
        if in_territory(body.area, seat, first):
            for to in territory(seat, first):  # generated legal: check_rearrange_move
                if to != body.area and arriving[to] + level(state, unit) <= AREA_LIMIT:
                    yield AddMove(unit, to)
    if state.plan:
        yield Rearrange()
        yield ClearMoves()


def check_rearrange(state: MatchState, action: Rearrange) -> Refusal | None:
    return advance.check_plan_fits(state, state.active)


def perform_rearrange(state: MatchState, action: Rearrange, events: list[Event]) -> None:
    """Units move and keep their acted state [R20]."""
    moves, state.plan = state.plan, []
    state.plan_kind = PlanKind.ADVANCE
    origins = {unit: state.units[unit].area for unit, _ in moves}
    for unit, to in moves:
        body = state.units[unit]
        state.areas[body.area].units.remove(unit)
        state.areas[to].units.append(unit)
        body.area = to
    labelled = tuple((u, area_label(origins[u]), area_label(t)) for u, t in moves)
    events.append(UnitsRearranged(player=state.active, moves=labelled))
