"""Terrain placement in the main phase [9-2-1]: from the hand, or proxy terrain.

A terrain may go into any area but an HQ that holds own-placed terrain or own units, or is
orthogonally next to one (the own HQ counts as own-placed). Placing onto a terrain sends
the old card to its owner's discard. Proxy terrain is the deck top, face down and hidden
from both players, limit 8; once a turn, and never in a turn with a hand terrain. An area's
limit is its terrain's, the HQ's 10 [5-3][5-4].
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from engine.kernel.door import once
from engine.kernel.errors import InvariantError, Refusal, refuse
from engine.mc20th.board import AREA_COUNT, ORTHOGONAL, area_label
from engine.mc20th.state import MatchState
from engine.moncolle.actions import PlaceProxy, PlaceTerrain
from engine.moncolle.cards import TerrainDef
from engine.moncolle.events import Event, TerrainPlaced
from engine.moncolle.query import card_def, is_held_by, placed_by
from engine.moncolle.state import FamilyState, Setup
from engine.moncolle.tables import per_setup
from engine.moncolle.zones import note_deck_out, shown, to_discard

HQ_LIMIT: Final = 10  # [5-3]
PROXY_LIMIT: Final = 8  # [9-2-1]


def area_limit(state: FamilyState, area: int) -> int:
    """The limit of an area holding a terrain (or the HQ) [5-4]."""
    spot = state.areas[area]
    if spot.hq_of >= 0:
        return HQ_LIMIT
    if spot.face_down:
        return PROXY_LIMIT
    face = card_def(state, spot.terrain)
    if not isinstance(face, TerrainDef):
        raise InvariantError(f"area {area} holds card #{spot.terrain} face up, not a terrain")
    return face.limit


def limit_of(state: FamilyState, area: int) -> int | None:
    """An area's limit, None for an area without terrain, which takes no unit [5-4]; a
    face-up terrain's printed limit from a per-setup table (over_limit asks at every
    decision), the card itself where the table has none (area_limit says what is wrong)."""
    spot = state.areas[area]
    if spot.terrain < 0:
        return None
    if spot.hq_of >= 0:
        return HQ_LIMIT
    if spot.face_down:
        return PROXY_LIMIT
    found = _printed_limits(state.setup).get(spot.terrain)
    return area_limit(state, area) if found is None else found


@per_setup
def _printed_limits(setup: Setup) -> dict[int, int]:
    faces = ((card, setup.catalog[i.def_id]) for card, i in enumerate(setup.cards))
    return {card: face.limit for card, face in faces if isinstance(face, TerrainDef)}


def least_limit(setup: Setup) -> int:
    """No area of this match has a lower limit: the HQ's, a proxy's, its terrains' [5-4]."""
    faces = (setup.catalog[instance.def_id] for instance in setup.cards)
    printed = [face.limit for face in faces if isinstance(face, TerrainDef)]
    return min([HQ_LIMIT, PROXY_LIMIT, *printed])


@once  # each placing candidate's check asks again within one call
def placeable_areas(state: FamilyState, seat: int) -> list[int]:
    own = {
        a
        for a, spot in enumerate(state.areas)
        if placed_by(state, spot) == seat or is_held_by(state, a, seat)
    }
    return [
        a
        for a in range(AREA_COUNT)
        if state.areas[a].hq_of < 0 and (a in own or any(n in own for n in ORTHOGONAL[a]))
    ]


def _check_area(state: MatchState, area: int) -> Refusal | None:
    if not 0 <= area < AREA_COUNT:
        return refuse("no_such_area")
    if state.areas[area].hq_of >= 0:
        return refuse("terrain_on_hq", area=area_label(area))
    if area not in placeable_areas(state, state.active):
        return refuse("terrain_out_of_reach", area=area_label(area))
    return None


def check_place_terrain(state: MatchState, action: PlaceTerrain) -> Refusal | None:
    if action.card not in state.players[state.active].hand:
        return refuse("not_in_hand", card=action.card)
    if not isinstance(card_def(state, action.card), TerrainDef):
        return refuse("not_a_terrain", card=action.card)
    if state.record.proxy_placed:
        return refuse("terrain_after_proxy")
    return _check_area(state, action.area)


def check_place_proxy(state: MatchState, action: PlaceProxy) -> Refusal | None:
    if state.record.proxy_placed:
        return refuse("proxy_once_a_turn")
    if state.record.terrain_from_hand:
        return refuse("proxy_after_terrain")
    if not state.players[state.active].deck:
        return refuse("proxy_needs_deck")
    return _check_area(state, action.area)


def candidates(state: MatchState) -> Iterator[PlaceTerrain | PlaceProxy]:
    """The placings ``check_place_terrain`` and ``check_place_proxy`` accept: generated
    legal (issue 23)."""
    if state.record.proxy_placed:
        return
    areas = placeable_areas(state, state.active)
    terrains = [
        c for c in state.players[state.active].hand if isinstance(card_def(state, c), TerrainDef)
    ]
    for card in sorted(terrains):
        for area in areas:
            yield PlaceTerrain(card, area)
    if not state.record.terrain_from_hand and state.players[state.active].deck:
        for area in areas:
            yield PlaceProxy(area)


def put(
    state: MatchState, area: int, card: int, face_down: bool, events: list[Event], seat: int = -1
) -> None:
    """Lay a terrain card in an area; one lying there goes to its owner's discard."""
    spot = state.areas[area]
    replaced = None
    if spot.has_terrain:
        replaced = shown(state, spot.terrain)  # it goes to the discard face up
        to_discard(state, [spot.terrain])
    spot.terrain = card
    spot.face_down = face_down
    events.append(
        TerrainPlaced(
            player=state.active if seat < 0 else seat,
            area=area_label(area),
            card=None if face_down else shown(state, card),
            replaced=replaced,
        )
    )


def perform_place_terrain(state: MatchState, action: PlaceTerrain, events: list[Event]) -> None:
    state.players[state.active].hand.remove(action.card)
    state.record.terrain_from_hand = True
    put(state, action.area, action.card, False, events)


def perform_place_proxy(state: MatchState, action: PlaceProxy, events: list[Event]) -> None:
    card = state.players[state.active].deck.pop(0)
    state.record.proxy_placed = True
    put(state, action.area, card, True, events)
    note_deck_out(state, events)
