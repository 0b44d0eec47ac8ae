"""Kokuryoku's legal actions generated legal by construction (issue 23) held to the door's
plain definition, every candidate checked (``Door.checked_actions``), over whole random
games: the power phase's sorties, lands, support and attachments [KV-5], the invasion
phase's moves, attacks and processing steps [KV-11], the surprise window [KV-8] and the end
phase's steps [K-7.*] all come up. The shared test (tests/shared/engine/
test_door_generation.py) plays two games; these play twenty, half of them with players that
end a step rarely so that long phases come up as well, and built positions reach what random
play seldom does (a class change, a generation change, a land's bar).
"""

from __future__ import annotations

import itertools
import random

import msgspec
import pytest
from koku_position import Position, sq

import engine
from bot.players.basic import RandomPlayer
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.actions import Done
from engine.kernel.state import CHANCE, SEATS
from engine.kokuryoku import invasion, power, rules
from engine.kokuryoku.actions import (
    Attach,
    Bolster,
    ClassChange,
    MoveAgain,
    PlaceLand,
    Sortie,
    Succeed,
)
from engine.kokuryoku.decision import Kind
from engine.kokuryoku.state import KokuState, Phase, Step

PASSING = ("Done", "Pass", "Keep", "Unpick")


def play_checked(seed: int, pass_weight: float, limit: int = 3000) -> set[Kind]:
    """One random game from ``seed``; at every decision the generated list equals the
    checked one and each listed action passes ``check``. The decision kinds seen."""
    index = shipped_index("kokuryoku")
    rng = random.Random(seed)
    players = {seat: RandomPlayer(rng, pass_weight=pass_weight, passing=PASSING) for seat in SEATS}
    state, _ = engine.new_match(starter_setup("kokuryoku", seed, index))
    assert isinstance(state, KokuState)
    seen: set[Kind] = set()
    for _ in range(limit):
        if state.result is not None:
            break
        decision = rules.DOOR.decide(state)
        seen.add(decision.kind)
        legal = rules.legal_actions(state)
        assert legal == rules.DOOR.checked_actions(state), (seed, state.phase, state.picked)
        assert all(rules.check(state, action) is None for action in legal)
        actor = decision.actor
        action = (
            engine.sample_chance(state) if actor == CHANCE else players[actor].choose(state, actor)
        )
        state, _ = rules.apply(state, action)
    return seen


@pytest.mark.parametrize("pass_weight", [1.0, 0.15])
def test_generated_legal_actions_are_the_checked_candidates(pass_weight: float) -> None:
    seen: set[Kind] = set()
    for seed in range(10):
        seen |= play_checked(500 + seed, pass_weight)
    assert {Kind.POWER, Kind.INVASION, Kind.WINDOW, Kind.END_START, Kind.END} <= seen


def test_kv_5_power_moves_generated_in_step_order() -> None:
    """[KV-5][K-5.6b][KV-3][K-5.4] power.legal is power.moves checked one by one: a name
    on the field bars its card, a land its class, the land rows come from the frontmost
    unit, only the classes an attachment names may hold it."""
    pos = Position()
    recruit = pos.unit(0, "recruit", "B1", attach=("spear",))
    seer = pos.unit(0, "seer", "C2", chips=3)
    pos.unit(1, "heir", "B4")
    pos.land(0, "marsh", "A1")
    lancer, heir, militia, meadow, tome, sword = pos.hand(
        0, "lancer", "heir", "militia", "meadow", "tome", "sword"
    )
    for seat, step in itertools.product((0, 1), (Step.SORTIE, Step.LAND, Step.SUPPORT)):
        state = pos.build(power_seat=seat, step=step)
        legal = power.legal(state)
        assert legal == [m for m in power.moves(state) if power.check_move(state, m) is None]
        for piece in [-1, *{power.piece_of(m) for m in legal}]:
            picked = msgspec.structs.replace(state, picked=piece)  # a state looked at stays
            assert rules.legal_actions(picked) == rules.DOOR.checked_actions(picked)
    state = pos.build(power_seat=0, step=Step.SORTIE)
    legal = power.legal(state)
    assert Sortie(lancer, sq("A1")) not in legal and Sortie(lancer, sq("C1")) in legal
    assert not any(isinstance(m, Sortie) and m.card == heir for m in legal)
    assert Sortie(militia, sq("A1")) in legal
    lands = [m.at for m in legal if isinstance(m, PlaceLand) and m.card == meadow]
    assert lands == [sq(x) for x in ("C1", "A2", "B2")]
    assert Attach(tome, seer) in legal and Attach(tome, recruit) not in legal
    assert Attach(sword, recruit) in legal and Attach(sword, seer) not in legal


def test_k_7_2_end_phase_changes_generated() -> None:
    """[K-7.2a][K-7.2b][K-7.3][KV-16] the end phase lists exactly the changes its checks
    allow: a child for its parent unless its name is on the field, a parent with support
    for its child, 修練 into the card the unit's data names."""
    pos = Position()
    elder = pos.unit(0, "elder", "A1", chips=2)
    child = pos.unit(0, "heir", "B1")
    recruit = pos.unit(0, "recruit", "C1")
    seer = pos.unit(0, "seer", "B2")
    pos.unit(1, "militia", "B4")
    heir, parent, master, archmage = pos.hand(0, "heir", "elder", "blademaster", "archmage")
    pos.filler(0, 3)
    pos.filler(1, 3)
    state = pos.build(phase=Phase.END)
    assert rules.legal_actions(state) == [
        Bolster(parent, child),
        ClassChange(recruit, master),
        Done(),
    ]
    assert rules.legal_actions(state) == rules.DOOR.checked_actions(state)
    assert Succeed(elder, heir) not in rules.legal_actions(state)  # the field holds heir
    assert ClassChange(seer, archmage) not in rules.legal_actions(state)  # no 修練
    pos = Position()
    elder = pos.unit(0, "elder", "A1", chips=2)
    (heir,) = pos.hand(0, "heir")
    pos.filler(0, 3)
    pos.filler(1, 3)
    state = pos.build(phase=Phase.END)
    assert rules.legal_actions(state) == [Succeed(elder, heir), Done()]
    assert rules.legal_actions(state) == rules.DOOR.checked_actions(state)


def test_k_6_4a_processing_steps_generated() -> None:
    """[K-6.4a][KV-15][KV-11] the current unit, having moved or acted, lists 再移動 to the
    squares it can reach and the class change its hand card allows; any unit once picked
    lists its own moves only."""
    pos = Position()
    lancer = pos.unit(0, "lancer", "B2")
    seer = pos.unit(0, "seer", "A1", chips=3)
    recruit = pos.unit(0, "recruit", "C1", chips=3)
    pos.unit(1, "militia", "B4")
    (archmage,) = pos.hand(0, "archmage")
    pos.filler(0, 3)
    pos.filler(1, 3)
    moved = pos.build(phase=Phase.INVASION, current=lancer, moved=[lancer])
    acted = pos.build(phase=Phase.INVASION, current=seer, acted=[seer])
    assert any(isinstance(m, MoveAgain) for m in invasion.moves(moved))
    assert ClassChange(seer, archmage) in invasion.moves(acted)
    for state in (moved, acted):
        moves = invasion.moves(state)
        for piece in [-1, lancer, seer, recruit]:
            picked = msgspec.structs.replace(state, picked=piece)  # a state looked at stays
            assert rules.legal_actions(picked) == rules.DOOR.checked_actions(picked)
            mine = [m for m in moves if invasion.piece_of(m) == piece]
            assert piece < 0 or invasion.moves(picked, piece) == mine
