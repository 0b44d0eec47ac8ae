"""The engine's one door (DESIGN.md): pure apply, refusals, JSON, determinism, views."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from bot.mc20th.scenario.position import build_position
from bot.players.chance import resolve_chance
from carddb import CardIndex
from engine.kernel.state import SPECTATOR
from engine.moncolle.actions import AddMove, EndMain, Resign, Summon
from engine.moncolle.events import CardsDrawn, HandCountChanged, can_see


def main_phase(index: CardIndex) -> Any:
    position = {
        "active": "P1",
        "P1": {"hand": ["火花の小鬼#1", "風吹く丘陵#2"], "deck": ["熾火の狼#3"]},
        "P2": {"hand": ["潮騒の小人#4"], "deck": ["苔の森#5"]},
        "area": [{"at": "B2", "terrain": "火山の裾野#30", "units": ["P1 赤銅の槍兵#10"]}],
    }
    state, labels = build_position(position, index, 1)
    return state, labels


def test_apply_never_changes_the_state_it_is_given(index: CardIndex) -> None:
    state, labels = main_phase(index)
    before = engine.encode_state(state)
    new, _ = engine.apply(state, AddMove(labels[10], 1))
    assert engine.encode_state(state) == before and new is not state
    assert new.version == state.version + 1


def test_a_refused_action_raises_with_a_reason_and_changes_nothing(index: CardIndex) -> None:
    state, labels = main_phase(index)
    before = engine.encode_state(state)
    with pytest.raises(engine.IllegalActionError) as caught:
        engine.apply(state, Summon(labels[1]))
    assert caught.value.key == "not_now"
    assert "normal summon" not in str(caught.value)
    assert "今はその行動はできません" in caught.value.message("ja")
    assert isinstance(caught.value, ValueError)
    assert engine.encode_state(state) == before


def test_actor_must_be_the_deciding_player(index: CardIndex) -> None:
    state, _ = main_phase(index)
    refusal = engine.check(state, EndMain(), actor=1)
    assert refusal is not None and refusal.message("en") == "It is P1's decision now."
    assert engine.check(state, EndMain(), actor=0) is None
    # resigning is not bound to the decision
    assert engine.check(state, Resign(1), actor=1) is None


def test_legal_actions_are_exactly_the_accepted_ones(index: CardIndex) -> None:
    state, _ = main_phase(index)
    legal = engine.legal_actions(state)
    assert legal == engine.legal_actions(state)  # a fixed order
    for action in legal:
        assert engine.check(state, action) is None
    assert engine.check(state, AddMove(99, 0)) is not None


def test_json_round_trip_is_exact(setup: engine.MatchSetup) -> None:
    state = resolve_chance(engine.new_match(setup)[0])
    data = engine.encode_state(state)
    again = engine.decode_state(data)
    assert again == state and engine.encode_state(again) == data


def test_same_seed_same_match(setup: engine.MatchSetup) -> None:
    first = resolve_chance(engine.new_match(setup)[0])
    second = resolve_chance(engine.new_match(setup)[0])
    assert engine.encode_state(first) == engine.encode_state(second)


def test_notation_is_available_through_the_engine(index: CardIndex) -> None:
    state, labels = main_phase(index)
    action = AddMove(labels[10], 1)
    text = engine.format_action(state, action)
    assert text == f"move #{labels[10]} B1"
    assert engine.parse_action(state, text) == action


def test_views_show_a_hand_to_its_owner_only(index: CardIndex) -> None:
    state, labels = main_phase(index)
    mine, theirs, crowd = (engine.view(state, v) for v in (0, 1, SPECTATOR))
    assert {c.id for c in mine.players[0].hand} == {labels[1], labels[2]}
    assert mine.players[1].hand is None and mine.players[1].hand_count == 1
    assert theirs.players[0].hand is None and crowd.players[0].hand is None
    assert "RK1-027" not in theirs.catalog and "RK1-027" in mine.catalog
    assert theirs.areas[7].units == () and theirs.areas[4].units[0].card.id == labels[10]


def test_draw_events_show_cards_to_the_drawer_only(index: CardIndex) -> None:
    state, _ = main_phase(index)
    state, _ = engine.apply(state, engine.parse_action(state, "end-main"))
    state, _ = engine.apply(state, engine.parse_action(state, "end-summon"))
    _, events = engine.apply(state, engine.parse_action(state, "refill"))
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.player == 0]
    counted = [e for e in events if isinstance(e, HandCountChanged) and e.player == 0]
    assert drawn and counted
    assert can_see(drawn[0].audience, 0) and not can_see(drawn[0].audience, 1)
    assert not can_see(drawn[0].audience, SPECTATOR)
    assert can_see(counted[0].audience, 1) and can_see(counted[0].audience, SPECTATOR)


def test_ruleset_registry_lists_mc20th() -> None:
    assert "mc20th" in engine.registry.ids()
    with pytest.raises(KeyError, match="unknown ruleset 'nope'"):
        engine.registry.get("nope")
