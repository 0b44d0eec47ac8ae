"""The grid game's turn [G-5.*]: the turn start untaps the player's own resource cards, then
draws — not in the first player's first turn [G-5.1][G-FAQ-2][G-R15]; the optional supply of
any one card, face up and upright, usable at once [G-5.2][G-R6][G-2.2]; the use and move
phases in order [G-5.3][G-5.4], each action only in its own phase [G-10.3][G-R10]; the end,
where turn-end abilities resolve and the turn's boosts lapse [G-5.5]; no hand limit [G-R20].
"""

from __future__ import annotations

import pytest
from grid_position import (
    Grid,
    allowed,
    decision,
    end_turn,
    ids,
    kinds,
    legal,
    of,
    play,
    refused,
    sq,
    start,
    to_phase,
)

from engine.grid import events as ev
from engine.grid import rules
from engine.grid.notation import parse
from engine.grid.view import view
from engine.kernel.errors import IllegalActionError
from engine.kernel.events import EVERYONE, all_but, only


def test_g_5_1_turn_start_untaps_own_resources_then_draws() -> None:
    """[G-5.1][G-R6][G-2.3][G-8.2]: when P2's turn ends, P1's starts: P1's 2 tapped resource
    cards stand up, then P1 draws the deck's top card; P2's tapped cards stay tapped until
    P2's own turn start."""
    g = Grid(active=1, turn=2)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "C5")
    g.resources(0, 3, tapped=2)
    theirs = g.resources(1, 2, tapped=2)
    top = g.deck(0, "knight")[0]
    g.zones[0].deck.insert(0, g.zones[0].deck.pop())  # the knight on top
    state, events = play(g.build("move"), "done")
    assert kinds(events) == [
        "TurnEnded", "TurnStarted", "Untapped", "Drew", "Drew", "PhaseStarted",
    ]  # fmt: skip
    assert [(e.player, e.count) for e in of(events, ev.Untapped)] == [(0, 2)]
    assert of(events, ev.Drew)[0].cards == (ev.Shown(top, "knight"),)
    assert state.zones[0].tapped == [] and top in state.zones[0].hand
    assert state.zones[1].tapped == theirs
    assert (state.turn, decision(state)) == (3, "P1 supply")


def test_g_faq_2_the_first_player_skips_only_the_draw_of_turn_1() -> None:
    """[G-FAQ-2][G-R15][G-5.1]: turn 1 has no draw; the second player's turn 2 and the first
    player's turn 3 draw one card each."""
    state, events = start()
    assert "Drew" not in kinds(events[kinds(events).index("TurnStarted") :])
    assert len(state.zones[0].hand) == 5
    state, events = end_turn(state)
    assert (state.turn, state.active) == (2, 1)
    assert [(e.player, e.count, e.audience) for e in of(events, ev.Drew)] == [
        (1, 1, only(1)),
        (1, 1, all_but(1)),
    ]
    assert len(state.zones[1].hand) == 6
    state, events = end_turn(state)
    assert (state.turn, len(state.zones[0].hand)) == (3, 6)


def test_g_r15_the_first_player_plays_moves_and_attacks_on_turn_1() -> None:
    """[G-R15][G-FAQ-2]: on turn 1 the first player supplies, summons, moves and attacks as
    in any turn."""
    g = Grid(turn=1)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    imp = g.put(1, "imp", "C3")
    guard = g.hand(0, "guard", "foot")[0]
    g.resources(0, 1)
    state = g.build("turn")
    assert state.turn == 1 and len(state.zones[0].hand) == 2
    state, events = play(
        state, "supply #" + str(state.zones[0].hand[1]), f"summon #{guard} B2", "done",
        f"move #{guard} B3", f"attack #{guard} C3",
    )  # fmt: skip
    assert of(events, ev.Destroyed)[0].cards == (ev.Shown(imp, "imp"),)
    assert decision(state) == "P1 move"


def test_g_5_2_supply_is_optional_and_at_most_one_card() -> None:
    """[G-5.2][G-R6]: the supply phase offers each card of the hand, and pass;
    one card supplied ends the phase, so a second is refused; passing supplies nothing."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    foot, second, knight = g.hand(0, "foot", "foot", "knight")
    state = g.build("supply")
    assert legal(state) == [f"supply #{foot}", f"supply #{second}", f"supply #{knight}", "pass"]
    supplied = play(state, f"supply #{knight}")[0]
    assert decision(supplied) == "P1 use" and supplied.zones[0].resources == [knight]
    refused(supplied, f"supply #{foot}", "not_now")
    passed = play(state, "pass")[0]
    assert decision(passed) == "P1 use" and passed.zones[0].resources == []
    assert len(passed.zones[0].hand) == 3


def test_g_r6_any_card_is_supplied_face_up_upright_and_pays_at_once() -> None:
    """[G-R6][G-R5][G-2.2][G-8.2][G-5.2]: a base of a familia nobody has on the battle zone
    may be supplied; everyone sees it; it stands upright and pays the footman's cost 1 in
    the same turn, and stays in the resource zone for good."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    shrine, foot = g.hand(0, "shrine", "foot")
    state, events = play(g.build("supply"), f"supply #{shrine}")
    assert [(e.card, e.audience) for e in of(events, ev.Supplied)] == [
        (ev.Shown(shrine, "shrine"), EVERYONE)
    ]
    seen = view(state, 1).players[0]
    assert [(r.card.id, r.tapped) for r in seen.resources] == [(shrine, False)]
    assert seen.untapped == 1
    state, events = play(state, f"summon #{foot} B2")
    assert [e.cards for e in of(events, ev.Paid)] == [(ev.Shown(shrine, "shrine"),)]
    assert state.zones[0].tapped == [shrine]
    for _ in range(2):
        state, _ = end_turn(state)
    assert state.zones[0].resources == [shrine] and state.zones[0].tapped == []


def test_g_5_3_the_phases_come_in_order_then_the_other_turn() -> None:
    """[G-5.3][G-5.4][G-5.5][G-5.1]: supply, use, move; ``done`` ends the use phase, then the
    move phase and the turn; the other player's turn starts."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    state = g.build("supply")
    state, events = play(state, "pass", "done", "done")
    phases = [(e.player, e.phase) for e in of(events, ev.PhaseStarted)]
    assert phases == [(0, "use"), (0, "move"), (1, "supply")]
    ended = of(events, ev.TurnEnded)[0]
    assert (ended.player, ended.turn) == (0, 3)
    assert (state.turn, decision(state)) == (4, "P2 supply")


def test_g_10_3_actions_only_in_their_own_phase_and_turn() -> None:
    """[G-10.3][G-R10][G-5.3][G-5.4][G-6.1]: a spell or a summon is refused in the move
    phase, a move in the use phase, and the player whose turn it is not decides nothing."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    guard = g.put(0, "guard", "B2")
    spark, foot = g.hand(0, "spark", "foot")
    g.resources(0, 3)
    use = g.build("use")
    refused(use, f"move #{guard} B3", "not_now")
    refused(use, f"attack #{guard} B3", "not_now")
    assert allowed(use, f"cast #{spark} B4")
    move = to_phase(use, "move")
    refused(move, f"cast #{spark} B4", "not_now")
    refused(move, f"summon #{foot} C2", "not_now")
    supply = g.build("supply")
    refused(supply, f"cast #{spark} B4", "not_now")
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(use, parse("done"), actor=1)
    assert caught.value.key == "not_your_decision"


def test_g_5_5_turn_end_abilities_resolve_and_boosts_lapse() -> None:
    """[G-5.5][G-10.1]: at the end of P1's turn P1's 夜番 draws (P2's does not), before the
    turn ends; the +2 of 鬨の声 and the rights used this turn lapse."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    mine = g.put(0, "watcher", "A2")
    g.put(1, "watcher", "A4")
    guard = g.put(0, "guard", "C2")
    rally = g.hand(0, "rally")[0]
    g.resources(0, 1)
    state, events = play(g.build("use"), f"cast-on #{rally} #{guard}", "done")
    assert view(state, 0).squares[sq("C2")].total == 4
    state, events = play(state, f"move #{guard} C3", "done")
    assert kinds(events)[kinds(events).index("Triggered") :][:4] == [
        "Triggered", "Drew", "Drew", "TurnEnded",
    ]  # fmt: skip
    assert [(e.card.id, e.trigger) for e in of(events, ev.Triggered)] == [(mine, "ターン終了時")]
    assert view(state, 0).squares[sq("C3")].total == 2
    assert state.boost == {} and state.moved == []


def test_g_r20_no_hand_limit_at_the_end_of_a_turn() -> None:
    """[G-R20][G-2.3][G-5.5]: a hand of 12 is kept whole through the end of the turn; nothing
    is discarded."""
    g = Grid()
    g.put(0, "fort", "B1")
    g.put(1, "camp", "B5")
    hand = g.hand(0, *["knight"] * 6, *["foot"] * 6)
    state, events = end_turn(g.build("supply"))
    assert state.zones[0].hand == hand and len(hand) == 12
    assert state.zones[0].graveyard == [] and decision(state) == "P2 supply"
    assert "Milled" not in kinds(events) and "Destroyed" not in kinds(events)
    assert ids(state, "knight", 0) == hand[:6]
