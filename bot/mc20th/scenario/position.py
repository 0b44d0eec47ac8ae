"""Building an mc20th position from a scenario's ``[position]`` table (docs/scenarios.md).

Cards are written as a card id or name with an optional label, ``紅蓮の騎兵#10``; steps and
expectations refer to cards by those labels. ``RK1-001*5`` stands for five unlabelled
copies. Units are ``"P1 紅蓮の騎兵#10 tapped instant equip=鋼の長剣#20"``.

A position starts as written (``start = "position"``), at the entry of its turn
(``"turn"``: the turn's start is run, its [条件] effects fire and the first turn skips its
first phases [9]), or before game preparation (``"preparation"``: a new match from the two
decks, summoners revealed and the shuffles pending [8]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.mc20th.scenario.schema import AreaTable, Position, Zones
from bot.tools.scenario.cards import CardMaker, parse_seat
from bot.tools.scenario.schema import ScenarioError, convert
from carddb.decklist import CardIndex
from engine.kernel.chance import sample_shuffle_key, shuffled
from engine.mc20th import setup as preparation
from engine.mc20th.board import hq_area, parse_area
from engine.mc20th.rules import settle
from engine.mc20th.state import HAND_LIMIT, MatchState, Phase, SetupStep, SummonStep, TurnRecord
from engine.mc20th.turn import fingerprint, start_turn
from engine.moncolle.cards import CardDef, ItemDef, SummonerDef, TerrainDef, UnitDef
from engine.moncolle.events import Event
from engine.moncolle.state import Area, PlayerZones, Setup, Unit

PHASES = {p.value: p for p in Phase if p not in (Phase.SETUP, Phase.OVER)}

__all__ = ["ScenarioError", "build_position", "parse_seat"]


_KIND_NAMES: dict[type, str] = {
    ItemDef: "a piece of equipment",
    SummonerDef: "a summoner",
    UnitDef: "a unit card",
}


def _is_kind(face: CardDef, kind: type) -> bool:
    if kind is ItemDef:
        return isinstance(face, ItemDef) and face.is_equipment
    return isinstance(face, kind)


@dataclass
class PositionBuilder(CardMaker[CardDef]):
    """mc20th's kinds of card: ``ItemDef`` (a piece of equipment), ``SummonerDef``,
    ``UnitDef``."""

    def kind_problem(self, face: CardDef, kind: object) -> str | None:
        assert isinstance(kind, type)
        return None if _is_kind(face, kind) else _KIND_NAMES[kind]


def _player(builder: PositionBuilder, table: Zones, seat: int) -> PlayerZones:
    where = f"position.P{seat + 1}"
    zones = PlayerZones(deck=builder.cards_of(table.deck, seat, f"{where}.deck"))
    for name in ("hand", "discard", "removed"):
        setattr(zones, name, builder.cards_of(getattr(table, name), seat, f"{where}.{name}"))
    if table.summoner is not None:
        zones.summoner = builder.card(table.summoner, seat, f"{where}.summoner", SummonerDef)[0]
    elif table.summoner_tapped:
        raise ScenarioError(f"{where}.summoner_tapped: there is no summoner")
    zones.summoner_tapped = table.summoner_tapped
    return zones


def _unit(builder: PositionBuilder, text: str, area: int, where: str) -> tuple[int, Unit]:
    tokens = text.split()
    if len(tokens) < 2:
        raise ScenarioError(f"{where}: a unit is 'P1 <card> [tapped] [instant] [equip=<card>]'")
    seat = parse_seat(tokens[0], where)
    card = builder.card(tokens[1], seat, where, UnitDef)[0]
    body = Unit(area=area)
    for flag in tokens[2:]:
        if flag == "tapped":
            body.tapped = True
        elif flag == "instant":
            body.instant_turn = -1  # fixed up to the position's turn by the caller
        elif flag.startswith("equip="):
            for spec in flag.removeprefix("equip=").split(","):
                body.equipment += builder.card(spec, seat, where, kind=ItemDef)
        else:
            raise ScenarioError(f"{where}: unknown unit flag '{flag}'")
    return card, body


def area_index(label: str, where: str) -> int:
    """An area label, or a ScenarioError naming where it was written."""
    try:
        return parse_area(label)
    except ValueError as exc:
        raise ScenarioError(f"{where}: {exc}") from None


def _area(builder: PositionBuilder, state: MatchState, table: AreaTable) -> None:
    where = f"position.area {table.at}"
    index = area_index(table.at, where)
    spot = state.areas[index]
    if table.terrain is not None:
        if spot.hq_of >= 0:
            raise ScenarioError(f"{where}: {table.at} is an HQ; it takes no terrain")
        spot.terrain = builder.card(table.terrain, parse_seat(table.owner, where), where)[0]
        spot.face_down = table.proxy
        face = builder.catalog[builder.cards[spot.terrain].def_id]
        if not spot.face_down and not isinstance(face, TerrainDef):
            raise ScenarioError(f"{where}: a face-up terrain must be a terrain card")
    for text in table.units:
        card, body = _unit(builder, text, index, where)
        if body.instant_turn < 0:
            body.instant_turn = state.turn
        state.units[card] = body
        spot.units.append(card)


def build_position(
    table: dict[str, Any] | Position, index: CardIndex, seed: int
) -> tuple[MatchState, dict[int, int]]:
    """The state a ``[position]`` table describes, settled; and the label map."""
    state, labels, _ = start_position(table, index, seed)
    return state, labels


def start_position(
    table: dict[str, Any] | Position, index: CardIndex, seed: int
) -> tuple[MatchState, dict[int, int], list[Event]]:
    """The state, the label map, and the events of starting it (a turn's entry, the
    preparation's first steps, or a settled position's state checks)."""
    if not isinstance(table, Position):
        table = convert(table, Position, "position", at="position")
    builder = PositionBuilder(index)
    if table.start == "preparation":
        return _preparation(builder, table, seed)
    first = parse_seat(table.first, "position.first")
    active = parse_seat(table.active, "position.active")
    turn = table.turn if table.turn is not None else (3 if active == first else 2)
    if table.start == "turn" and active != (first if turn % 2 == 1 else 1 - first):
        raise ScenarioError(f"position.active: turn {turn} is not {table.active}'s turn")
    players = [_player(builder, zones, s) for s, zones in enumerate((table.p1, table.p2))]
    hq_cards = [builder.card(z.hq, s, "hq")[0] for s, z in enumerate((table.p1, table.p2))]
    state = MatchState(
        setup=Setup(ruleset="mc20th", seed=seed, catalog={}, cards=(), decks=((), ())),
        players=players,
        areas=[Area() for _ in range(12)],
        setup_step=SetupStep.ROLL,
        first_player=first,
        turn=turn,
        active=active,
        deck_out_turn=table.deck_out_turn,
    )
    for seat in (0, 1):
        spot = state.areas[hq_area(seat, first)]
        spot.terrain, spot.face_down, spot.hq_of = hq_cards[seat], True, seat
    for area_table in table.area:
        _area(builder, state, area_table)
    _phase(state, table)
    _record(state, table)
    state.setup = _setup(builder, players, seed)
    state.fingerprint = fingerprint(state)  # the position counts as the start of this turn
    events: list[Event] = []
    if table.start == "turn":
        state.turn -= 1
        start_turn(state, events)  # [9]: the turn's start, its effects, its first phase
    settle(state, events)
    return state, builder.labels, events


def _setup(builder: PositionBuilder, players: list[PlayerZones], seed: int) -> Setup:
    return Setup(
        ruleset="mc20th",
        seed=seed,
        catalog=dict(sorted(builder.catalog.items())),
        cards=tuple(builder.cards),
        decks=(tuple(players[0].deck), tuple(players[1].deck)),
        summoners=(players[0].summoner, players[1].summoner),
    )


def _preparation(
    builder: PositionBuilder, table: Position, seed: int
) -> tuple[MatchState, dict[int, int], list[Event]]:
    """A new match from the two decks, before game preparation's shuffles [8]."""
    if table.area or table.turn is not None or table.record != type(table.record)():
        raise ScenarioError("position: a preparation start takes only the players' decks")
    players = []
    for seat, zones in enumerate((table.p1, table.p2)):
        if zones.hand or zones.discard or zones.removed or zones.summoner_tapped:
            raise ScenarioError(f"position.P{seat + 1}: before preparation there is only a deck")
        player = _player(builder, zones, seat)
        if len(player.deck) < 1 + HAND_LIMIT:
            raise ScenarioError(f"position.P{seat + 1}.deck: the HQ and six cards need 7 cards")
        if table.stacked:
            player.deck = _stacked(player.deck, seed, seat)
        players.append(player)
    state, events = preparation.new_state(_setup(builder, players, seed))
    return state, builder.labels, events


def _stacked(deck: list[int], seed: int, seat: int) -> list[int]:
    """The deck order that the preparation shuffle of ``seat`` turns into ``deck``: P1's deck
    is shuffled at chance step 0 and P2's at step 1, from the seed (engine/kernel/chance.py), so a
    scenario can choose the HQ card and the opening hand while the engine shuffles as usual."""
    order = shuffled(list(range(len(deck))), sample_shuffle_key(seed, seat))
    before = [0] * len(deck)
    for position, source in enumerate(order):
        before[source] = deck[position]
    return before


def _phase(state: MatchState, table: Position) -> None:
    if table.start == "turn":
        return  # the turn's start decides its first phase
    if table.phase not in PHASES:
        raise ScenarioError(f"position.phase: '{table.phase}' is not one of {', '.join(PHASES)}")
    state.phase = PHASES[table.phase]
    steps = [s.value for s in SummonStep]
    if table.summon_step not in steps:
        raise ScenarioError(f"position.summon_step: '{table.summon_step}' is not one of {steps}")
    state.summon_step = SummonStep(table.summon_step)


def _record(state: MatchState, table: Position) -> None:
    record = TurnRecord(
        terrain_from_hand=table.record.terrain_from_hand,
        proxy_placed=table.record.proxy_placed,
    )
    for name in ("battled", "wiped"):
        for label in getattr(table.record, name):
            where = f"position.record.{name}"
            spot = state.areas[area_index(label, where)]
            if not spot.has_terrain:
                raise ScenarioError(f"{where}: {label} holds no terrain")
            getattr(record, name).append(spot.terrain)
    state.record = record
