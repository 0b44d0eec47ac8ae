"""Building a Deus position from a scenario's ``[position]`` table (docs/scenarios.md
"Deus positions"; its schema is bot/deus/scenario/schema.py).

Cards are written as in every game's positions (bot/tools/scenario/cards.py); units are
``"P1 見習いの槍持ち#10 tapped instant"`` in ``[position.areas]`` under their area's label,
A1..C3 counted from the first player's side [R1]. A unit stands only in its own territory
or on the front line [D-BOARD-2][D-BOARD-3], and outside a battle no area holds both sides'
units [D-BOARD-4]. The front-line areas held when the turn began [R5] are those the
position's units hold unless ``start_held`` says otherwise; markers lie on the front line
only [D-CTRL-1][D-POST-2]; tokens stay out of decks and discard piles [D-CARD-TOK-2].

A position starts as written (``start = "position"``, settled: control markers due are
placed, a unit over the limit is adjusted [D-MISC-4a]), at the entry of its turn
(``"turn"``: the power charge and the first hand adjustment follow, or in turns 1 and 2
the normal summon phase [D-TURN-0][D-TURN-SKIP]), or at the draft of a new match from the
pool (``"draft"``: the A/B dice are pending [D-DECK-2a]).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from bot.deus.scenario.schema import Position, Zones
from bot.tools.scenario.cards import CardMaker, parse_seat
from bot.tools.scenario.schema import ScenarioError, convert
from carddb.decklist import CardIndex
from engine.deus.board import FRONT_LINE, in_enemy_territory, parse_area
from engine.deus.rules import settle
from engine.deus.setup import new_state
from engine.deus.state import DECK_PER_FACTION, DeusSetup, Faction, MatchState, Phase
from engine.deus.turn import start_turn
from engine.kernel.errors import NotationError
from engine.moncolle.cards import Attribute, CardDef, SummonerDef, UnitDef
from engine.moncolle.events import Event
from engine.moncolle.query import owner
from engine.moncolle.state import Area, PlayerZones, Unit

__all__ = ["ScenarioError", "area_index", "parse_seat", "start_position"]

PHASES = {p.value: p for p in (Phase.HAND_ADJUST_1, Phase.MAIN, Phase.SUMMON, Phase.HAND_ADJUST_2)}
ATTRIBUTES = "火水土風聖魔"  # the book's order [D-ATTR-1]: the pool's default faction order
UNIT, SUMMONER, TOKEN, DECK, HAND = "unit", "summoner", "token", "deck", "hand"
_KIND_NAMES = {
    UNIT: "a unit card",
    SUMMONER: "a summoner",
    TOKEN: "a token card",
    DECK: "a card a deck may hold (not a summoner or a token)",
    HAND: "a card a hand may hold (not a summoner)",
}


def _is_token(face: CardDef) -> bool:
    return isinstance(face, UnitDef) and face.token


@dataclass
class DeusCards(CardMaker[CardDef]):
    """Deus's kinds of card: units (tokens included) on the battlefield, a summoner, token
    cards in the token area, deck cards in a deck or a discard pile, anything but a
    summoner in a hand [R16]."""

    def kind_problem(self, face: CardDef, kind: object) -> str | None:
        fits = {
            UNIT: isinstance(face, UnitDef),
            SUMMONER: isinstance(face, SummonerDef),
            TOKEN: _is_token(face),
            DECK: not isinstance(face, SummonerDef) and not _is_token(face),
            HAND: not isinstance(face, SummonerDef),
        }[str(kind)]
        return None if fits else _KIND_NAMES[str(kind)]


def area_index(label: str, where: str) -> int:
    """An area label (A1..C3), or a ScenarioError naming where it was written."""
    try:
        return parse_area(label)
    except NotationError:
        raise ScenarioError(f"{where}: '{label}' is not an area (A1..C3)") from None


def _front(label: str, where: str) -> int:
    area = area_index(label, where)
    if area not in FRONT_LINE:
        raise ScenarioError(f"{where}: {label} is not on the front line (A2, B2, C2)")
    return area


def start_position(
    table: dict[str, Any] | Position, index: CardIndex, seed: int
) -> tuple[MatchState, dict[int, int], list[Event]]:
    """The state, the label map, and the events of starting it (a turn's entry, or a settled
    position's state checks)."""
    if not isinstance(table, Position):
        table = convert(table, Position, "position", at="position")
    cards = DeusCards(index)
    if table.start == "draft":
        return _draft(table, index, seed)
    first = parse_seat(table.first, "position.first")
    active = parse_seat(table.active, "position.active")
    turn = table.turn if table.turn is not None else (3 if active == first else 4)
    if active != (first if turn % 2 == 1 else 1 - first):
        raise ScenarioError(f"position.active: turn {turn} is not {table.active}'s turn")
    if table.factions or table.beginner:
        raise ScenarioError("position: factions and beginner belong to a draft start")
    zones = (table.p1, table.p2)
    state = MatchState(
        setup=DeusSetup(ruleset="deus", seed=seed, catalog={}, cards=(), decks=((), ())),
        players=[_player(cards, z, seat) for seat, z in enumerate(zones)],
        areas=[Area() for _ in range(9)],
        first_player=first,
        turn=turn,
        active=active,
        deck_out_turn=table.deck_out_turn,
        power=[z.power for z in zones],
    )
    state.tokens = [
        cards.cards_of(z.tokens, s, f"position.P{s + 1}.tokens", TOKEN) for s, z in enumerate(zones)
    ]
    for label, specs in table.areas.items():
        _area(cards, state, label, specs)
    state.setup = _setup(cards, state, seed)
    _markers(state, table)
    events: list[Event] = []
    if table.start == "turn":
        if table.control or table.battled or table.start_held is not None:
            raise ScenarioError("position: a turn starts with no markers and its own front line")
        state.turn -= 1
        start_turn(state, events)  # [D-TURN-0]: the turn's start, then its first phase
    else:
        if table.phase not in PHASES:
            known = ", ".join(PHASES)
            raise ScenarioError(f"position.phase: '{table.phase}' is not one of {known}")
        state.phase = PHASES[table.phase]
    settle(state, events)
    return state, cards.labels, events


def _player(cards: DeusCards, table: Zones, seat: int) -> PlayerZones:
    where = f"position.P{seat + 1}"
    zones = PlayerZones(deck=cards.cards_of(table.deck, seat, f"{where}.deck", DECK))
    zones.hand = cards.cards_of(table.hand, seat, f"{where}.hand", HAND)
    zones.discard = cards.cards_of(table.discard, seat, f"{where}.discard", DECK)
    if table.summoner is not None:
        zones.summoner = cards.card(table.summoner, seat, f"{where}.summoner", SUMMONER)[0]
    return zones


def _area(cards: DeusCards, state: MatchState, label: str, specs: list[str]) -> None:
    where = f"position.areas.{label}"
    area = area_index(label, where)
    for text in specs:
        words = text.split()
        if len(words) < 2:
            raise ScenarioError(f"{where}: a unit is 'P1 <card> [tapped] [instant]'")
        seat = parse_seat(words[0], where)
        card = cards.card(words[1], seat, where, UNIT)[0]
        body = Unit(area=area)
        for flag in words[2:]:
            if flag == "tapped":
                body.tapped = True  # 行動完了 [D-TAP-1]
            elif flag == "instant":
                body.instant_turn = state.turn  # instant-summoned this turn [D-MISC-4b]
            else:
                raise ScenarioError(f"{where}: unknown unit flag '{flag}'")
        if in_enemy_territory(area, seat, state.first_player):
            raise ScenarioError(f"{where}: {label} is enemy territory for {words[0]} [D-BOARD-3]")
        state.units[card] = body
        state.areas[area].units.append(card)
    if len({cards.cards[u].owner for u in state.areas[area].units}) > 1:
        raise ScenarioError(f"{where}: both players' units stand here outside a battle")


def _markers(state: MatchState, table: Position) -> None:
    for name in ("control", "battled"):
        found = [_front(label, f"position.{name}") for label in getattr(table, name)]
        setattr(state, name, sorted(set(found)))
    if table.start_held is None:  # as if the turn began now [R5]
        state.start_held = {
            a: owner(state, state.areas[a].units[0]) for a in FRONT_LINE if state.areas[a].units
        }
        return
    state.start_held = {
        _front(label, "position.start_held"): parse_seat(seat, "position.start_held")
        for label, seat in table.start_held.items()
    }


def _setup(cards: DeusCards, state: MatchState, seed: int) -> DeusSetup:
    """The frozen setup a drafted match would have: its cards, decks, summoners, tokens."""
    tokens: list[list[int]] = [[], []]
    for card, instance in enumerate(cards.cards):
        if _is_token(cards.catalog[instance.def_id]):
            tokens[instance.owner].append(card)
    players = state.players
    return DeusSetup(
        ruleset="deus",
        seed=seed,
        catalog=dict(sorted(cards.catalog.items())),
        cards=tuple(cards.cards),
        decks=(tuple(players[0].deck), tuple(players[1].deck)),
        summoners=(players[0].summoner, players[1].summoner),
        tokens=(tuple(tokens[0]), tuple(tokens[1])),
    )


# -- the draft [D-DECK-2a..3f] --------------------------------------------------------------
def _draft(
    table: Position, index: CardIndex, seed: int
) -> tuple[MatchState, dict[int, int], list[Event]]:
    """A new match at the draft's first die, its pool the scenario's factions."""
    written = any(
        z.hand or z.deck or z.discard or z.tokens or z.summoner or z.power
        for z in (table.p1, table.p2)
    )
    if written or table.areas or table.turn is not None or table.control or table.battled:
        raise ScenarioError("position: a draft start takes only factions and beginner")
    if table.start_held is not None or table.deck_out_turn:
        raise ScenarioError("position: a draft start takes only factions and beginner")
    pool = _pool(index, table.factions)
    catalog = {
        card.id: card
        for card in index.by_id.values()
        if card.printing.faction in {f.name for f in pool}
    }
    setup = DeusSetup(
        ruleset="deus",
        seed=seed,
        catalog=dict(sorted(catalog.items())),
        cards=(),
        decks=((), ()),
        pool=pool,
        beginner=table.beginner,
    )
    state, events = new_state(setup)
    return state, {}, events


def _pool(index: CardIndex, names: list[str]) -> tuple[Faction, ...]:
    """The half-decks [D-DECK-1]: the named factions in that order, else every faction of
    the scenario's cards in the book's attribute order [D-ATTR-1]."""
    groups: dict[str, list[CardDef]] = {}
    for card in sorted(index.by_id.values(), key=lambda c: c.id):
        groups.setdefault(card.printing.faction, []).append(card)
    for name in names:
        if name not in groups:
            raise ScenarioError(f"position.factions: no card is of the faction '{name}'")
    if len(set(names)) != len(names):
        raise ScenarioError("position.factions: a faction is named twice")
    built = [_faction(name, groups[name]) for name in (names or list(groups))]
    if not names:
        built.sort(key=lambda f: (ATTRIBUTES.find(f.attribute.value), f.name))
    if len(built) < 4:
        raise ScenarioError(f"position.factions: the draft takes 4 factions; {len(built)} given")
    return tuple(built)


def _faction(name: str, members: list[CardDef]) -> Faction:
    where = f"position.factions: the faction '{name}'"
    summoners = [c.id for c in members if isinstance(c, SummonerDef)]
    tokens = [c.id for c in members if _is_token(c)]
    cards = [c.id for c in members if not isinstance(c, SummonerDef) and not _is_token(c)]
    if len(summoners) != 1:
        raise ScenarioError(f"{where} has {len(summoners)} summoners; a half-deck has 1")
    if len(cards) < DECK_PER_FACTION:
        raise ScenarioError(f"{where} has {len(cards)} deck cards; a deck takes {DECK_PER_FACTION}")
    attributes = Counter(
        c.attribute for c in members if isinstance(c, UnitDef) and not c.token
    ).most_common()
    english = next((c.printing.faction_en for c in members if c.printing.faction_en), "")
    return Faction(
        name=name,
        attribute=attributes[0][0] if attributes else Attribute.FIRE,
        summoner=summoners[0],
        cards=tuple(cards),
        tokens=tuple(tokens),
        name_en=english,
    )
