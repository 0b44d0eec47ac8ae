"""Building an mc20th position from a scenario's ``[position]`` table (docs/scenarios.md).

Cards are written as a card id or name with an optional label, ``紅蓮の騎兵#10``; steps and
expectations refer to cards by those labels. ``RK1-001*5`` stands for five unlabelled
copies. Units are ``"P1 紅蓮の騎兵#10 tapped instant equip=鋼の長剣#20"``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from carddb.decklist import CardIndex
from engine.cards import CardDef, TerrainDef, UnitDef
from engine.events import Event
from engine.mc20th.board import hq_area, parse_area
from engine.mc20th.rules import settle
from engine.mc20th.state import Area, MatchState, Phase, SetupStep, SummonStep, TurnRecord, Unit
from engine.mc20th.turn import fingerprint
from engine.state import CardInstance, MatchSetup, PlayerZones

_CARD = re.compile(r"^(?P<ref>.+?)(?:#(?P<label>\d+))?(?:\*(?P<copies>\d+))?$")
PHASES = {p.value: p for p in Phase if p not in (Phase.SETUP, Phase.OVER)}


class ScenarioError(ValueError):
    """A scenario file that cannot be read; the message says where."""


def parse_seat(text: object, where: str) -> int:
    if isinstance(text, str) and text.upper() in ("P1", "P2"):
        return int(text[1]) - 1
    raise ScenarioError(f"{where}: '{text}' is not a player (P1 or P2)")


@dataclass
class PositionBuilder:
    index: CardIndex
    cards: list[CardInstance] = field(default_factory=list)
    labels: dict[int, int] = field(default_factory=dict)  # label -> card id
    catalog: dict[str, CardDef] = field(default_factory=dict)

    def card(self, text: str, owner: int, where: str) -> list[int]:
        """Create the card(s) a spec names; return their ids."""
        match = _CARD.match(text.strip())
        if match is None:
            raise ScenarioError(f"{where}: cannot read card '{text}'")
        found = self.index.find(match["ref"].strip())
        if not isinstance(found, CardDef):
            raise ScenarioError(f"{where}: '{match['ref']}' is not one known card")
        copies = int(match["copies"] or 1)
        if match["label"] and copies != 1:
            raise ScenarioError(f"{where}: a labelled card '{text}' cannot have copies")
        made = []
        for _ in range(copies):
            made.append(len(self.cards))
            self.cards.append(CardInstance(found.id, owner))
        self.catalog[found.id] = found
        if match["label"]:
            label = int(match["label"])
            if label in self.labels:
                raise ScenarioError(f"{where}: label #{label} is used twice")
            self.labels[label] = made[0]
        return made

    def cards_of(self, specs: object, owner: int, where: str) -> list[int]:
        if not isinstance(specs, list):
            raise ScenarioError(f"{where}: expected a list of cards")
        return [c for spec in specs for c in self.card(str(spec), owner, where)]


def _player(builder: PositionBuilder, table: dict[str, Any], seat: int) -> PlayerZones:
    where = f"position.P{seat + 1}"
    zones = PlayerZones(deck=builder.cards_of(table.get("deck", []), seat, f"{where}.deck"))
    for name in ("hand", "discard", "removed"):
        setattr(zones, name, builder.cards_of(table.get(name, []), seat, f"{where}.{name}"))
    if "summoner" in table:
        zones.summoner = builder.card(str(table["summoner"]), seat, f"{where}.summoner")[0]
    return zones


def _unit(builder: PositionBuilder, text: str, area: int, where: str) -> tuple[int, Unit]:
    tokens = text.split()
    if len(tokens) < 2:
        raise ScenarioError(f"{where}: a unit is 'P1 <card> [tapped] [instant] [equip=<card>]'")
    seat = parse_seat(tokens[0], where)
    card = builder.card(tokens[1], seat, where)[0]
    if not isinstance(builder.catalog[builder.cards[card].def_id], UnitDef):
        raise ScenarioError(f"{where}: '{tokens[1]}' is not a unit card")
    body = Unit(area=area)
    for flag in tokens[2:]:
        if flag == "tapped":
            body.tapped = True
        elif flag == "instant":
            body.instant_turn = -1  # fixed up to the position's turn by the caller
        elif flag.startswith("equip="):
            for spec in flag.removeprefix("equip=").split(","):
                body.equipment += builder.card(spec, seat, where)
        else:
            raise ScenarioError(f"{where}: unknown unit flag '{flag}'")
    return card, body


def _area(builder: PositionBuilder, state: MatchState, table: dict[str, Any]) -> None:
    label = str(table.get("at", ""))
    where = f"position.area {label}"
    try:
        index = parse_area(label)
    except ValueError as exc:
        raise ScenarioError(f"{where}: {exc}") from None
    spot = state.areas[index]
    if "terrain" in table:
        if spot.hq_of >= 0:
            raise ScenarioError(f"{where}: {label} is an HQ; it takes no terrain")
        owner = parse_seat(table.get("owner", "P1"), where)
        spot.terrain = builder.card(str(table["terrain"]), owner, where)[0]
        spot.face_down = bool(table.get("proxy", False))
        face = builder.catalog[builder.cards[spot.terrain].def_id]
        if not spot.face_down and not isinstance(face, TerrainDef):
            raise ScenarioError(f"{where}: a face-up terrain must be a terrain card")
    for text in table.get("units", []):
        card, body = _unit(builder, str(text), index, where)
        if body.instant_turn < 0:
            body.instant_turn = state.turn
        state.units[card] = body
        spot.units.append(card)


def build_position(table: dict[str, Any], index: CardIndex, seed: int) -> tuple[MatchState, Any]:
    """The state a ``[position]`` table describes, settled; and the label map."""
    builder = PositionBuilder(index)
    first = parse_seat(table.get("first", "P1"), "position.first")
    active = parse_seat(table.get("active", "P1"), "position.active")
    turn = int(table.get("turn", 3 if active == first else 2))
    players = [_player(builder, table.get(f"P{s + 1}", {}), s) for s in (0, 1)]
    hq_cards = [
        builder.card(str(table.get(f"P{s + 1}", {}).get("hq", "RK1-031")), s, "hq")[0]
        for s in (0, 1)
    ]
    state = MatchState(
        setup=MatchSetup("mc20th", seed, {}, (), ((), ()), (-1, -1)),
        players=players,
        areas=[Area() for _ in range(12)],
        setup_step=SetupStep.ROLL,
        first_player=first,
        turn=turn,
        active=active,
        deck_out_turn=int(table.get("deck_out_turn", 0)),
    )
    for seat in (0, 1):
        spot = state.areas[hq_area(seat, first)]
        spot.terrain, spot.face_down, spot.hq_of = hq_cards[seat], True, seat
    for area_table in table.get("area", []):
        _area(builder, state, area_table)
    _phase(state, table)
    _record(state, table.get("record", {}))
    state.setup = MatchSetup(
        ruleset="mc20th",
        seed=seed,
        catalog=dict(sorted(builder.catalog.items())),
        cards=tuple(builder.cards),
        decks=(tuple(players[0].deck), tuple(players[1].deck)),
        summoners=(players[0].summoner, players[1].summoner),
    )
    state.fingerprint = fingerprint(state)  # the position counts as the start of this turn
    events: list[Event] = []
    settle(state, events)
    return state, builder.labels


def _phase(state: MatchState, table: dict[str, Any]) -> None:
    phase = str(table.get("phase", "main"))
    if phase not in PHASES:
        raise ScenarioError(f"position.phase: '{phase}' is not one of {', '.join(PHASES)}")
    state.phase = PHASES[phase]
    step = str(table.get("summon_step", "discard_equipment"))
    state.summon_step = SummonStep(step)


def _record(state: MatchState, table: dict[str, Any]) -> None:
    record = TurnRecord(
        terrain_from_hand=bool(table.get("terrain_from_hand", False)),
        proxy_placed=bool(table.get("proxy_placed", False)),
    )
    for name in ("battled", "wiped"):
        for label in table.get(name, []):
            spot = state.areas[parse_area(str(label))]
            if not spot.has_terrain:
                raise ScenarioError(f"position.record.{name}: {label} holds no terrain")
            getattr(record, name).append(spot.terrain)
    state.record = record
