"""Fixed-seed random モンコレDeus games played through ``engine.deus.rules`` from the draft
(the synthetic six-faction pool of tests/deus_position.py, every fifth game with the
beginner option), with the rules' invariants checked after every action: every card in
exactly one place, tokens never in a deck or a discard pile and no removed zone
[D-CARD-TOK-2][D-BOARD-12]; ★ never below 0 [R13]; markers only on the front line
[D-CTRL-1][D-POST-2]; no unit in enemy territory [D-BOARD-3]; at most 8 levels of one side
in an area outside limit adjustment [D-BOARD-1][R21]; both sides in one area only in a
battle there [D-BOARD-4]; a summoner never acted [R15]; and every game ends with a winner,
never a draw and never at the action cap [D-END-J6][R9].
"""

from __future__ import annotations

import random

import pytest
from deus_position import new_draft

from engine.deus import rules
from engine.deus.board import FRONT_LINE, in_enemy_territory, parse_area
from engine.deus.decision import Kind, current
from engine.deus.notation import parse
from engine.deus.state import MatchState, Phase
from engine.kernel.door import sample_chance
from engine.kernel.errors import IllegalActionError
from engine.moncolle.cards import UnitDef
from engine.moncolle.events import Event
from engine.moncolle.query import owner, side_level

GAMES = 30
CAP = 6000
ODD = [  # actions naming cards, areas, factions that do not exist: refused, never a crash
    parse(text)
    for text in (
        "summon #999 A1",
        "instant #999",
        "move #999 B2",
        "use #999 1",
        "return #999 A1",
        "limit #999",
        "formation #999",
        "discard #999",
        "target #999",
        "pay #999 火",
        "pay-card #999",
        "include 9 99",
        "faction 9",
        "summoner 9",
    )
]


def _places(state: MatchState) -> dict[int, str]:
    where: dict[int, str] = {}

    def put(card: int, zone: str) -> None:
        assert card not in where, f"#{card} in {where.get(card)} and {zone}"
        where[card] = zone

    for seat, zones in enumerate(state.players):
        for name in ("deck", "hand", "discard"):
            for card in getattr(zones, name):
                put(card, f"{name}{seat}")
        assert zones.removed == []  # no removed zone [D-BOARD-12]
        for card in state.tokens[seat]:
            put(card, f"tokens{seat}")
        if zones.summoner >= 0:
            put(zones.summoner, f"summoner{seat}")
        assert not zones.summoner_tapped  # [R15]
    for unit in state.units:
        put(unit, "battlefield")
    for card in state.effect_zone:
        put(card, "effect")
    return where


def check(state: MatchState, events: list[Event]) -> None:
    """Every invariant of a settled state after an action."""
    if state.phase is Phase.DRAFT:
        return
    where = _places(state)
    assert len(where) == len(state.setup.cards)
    for card, zone in where.items():
        face = state.setup.catalog[state.setup.cards[card].def_id]
        if isinstance(face, UnitDef) and face.token:
            assert not zone.startswith(("deck", "discard")), (card, zone)
    assert min(state.power) >= 0
    assert all(a in FRONT_LINE for a in (*state.control, *state.battled))
    first = state.first_player
    for unit, body in state.units.items():
        assert unit in state.areas[body.area].units
        assert not in_enemy_territory(body.area, owner(state, unit), first)
    adjusting = current(state).kind is Kind.LIMIT
    battle_area = state.battle.area if state.battle is not None else -1
    for index, area in enumerate(state.areas):
        sides = {owner(state, u) for u in area.units}
        assert len(sides) <= 1 or index == battle_area, f"both sides in {index}"
        if not adjusting:
            assert side_level(state, index, 0) <= 8 and side_level(state, index, 1) <= 8
    for event in events:
        if type(event).__name__ == "InterceptionOffered":  # only where empty at turn start [R5]
            offered = parse_area(event.area)  # type: ignore[attr-defined]
            assert offered not in state.start_held and offered not in state.control
        if type(event).__name__ == "TurnEnded":
            assert len(state.players[event.player].hand) <= 6  # type: ignore[attr-defined]
    if state.result is not None:
        assert state.result.winner in (0, 1)


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_game_keeps_the_invariants_and_ends_with_a_winner(seed: int) -> None:
    """deus [D-BOARD-1][D-BOARD-3][D-BOARD-4][D-CARD-TOK-2][D-BOARD-12][R13][R15][R21][R9]
    [D-END-J6]: a random game from the draft keeps every invariant and ends, never drawn;
    actions naming things that do not exist are refused all along."""
    state = new_draft(seed, beginner=seed % 5 == 0)
    rng = random.Random(seed)
    for step in range(CAP):
        if state.result is not None:
            break
        if step % 97 == 0:
            for odd in ODD:
                with pytest.raises(IllegalActionError):
                    rules.apply(state, odd)
        if state.chance is not None:
            action = sample_chance(state)
        else:
            legal = rules.legal_actions(state)
            assert legal, current(state)
            action = rng.choice(legal)
        state, events = rules.apply(state, action)
        check(state, events)
    assert state.result is not None, "the game did not end within the cap"
    assert state.result.reason in ("front_line", "deck_out")
