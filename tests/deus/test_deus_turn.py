"""The モンコレDeus turn: six phases [D-TURN-0], each player's first turn starting at the normal
summon [D-TURN-SKIP], the power charge (both sides untap, +1 ★ with no maximum)
[D-TURN-1-1][D-TURN-1-2][R13], the hand adjustments [D-TURN-5], the normal summon into own
territory [D-TURN-4-C], rearrangement [D-TURN-4-D][R20], the end declaration (markers go,
every change of the turn ends, nothing untaps) [D-TURN-6-2][D-TURN-6-3][R24], roles swapping
[D-TURN-ROLE], and resignation at any time [D-MISC-3].
"""

from __future__ import annotations

from deus_position import Table, after, decision, legal, of_kind, play, refused, units_at

from engine.deus.board import parse_area
from engine.deus.state import Phase
from engine.moncolle.query import attack, defence


def test_first_turns_start_at_the_normal_summon() -> None:
    """deus [D-TURN-SKIP][D-FIG-TURN][D-COL-4][D-TURN-1]: in turns 1 and 2 the power charge,
    the first hand adjustment and the main phase are skipped: no ★, no untapping."""
    for turn, actor in ((1, "P1"), (2, "P2")):
        t = Table(turn=turn, active=turn - 1)
        tapped = t.unit(1, "B3", "pike", tapped=True)
        t.hand(0, *["shield"] * 10)
        t.hand(1, *["shield"] * 10)
        state = t.build("turn")
        assert state.turn == turn and state.phase is Phase.SUMMON
        assert decision(state) == f"{actor} summon"
        assert state.power == [0, 0] and state.units[tapped].tapped


def test_first_turn_cuts_the_ten_card_hand_to_six() -> None:
    """deus [D-TURN-5][D-TURN-5-1][D-TURN-5-2][D-SET-3]: the second hand adjustment is not
    skipped, so a ten-card hand is cut to six before the refill."""
    t = Table(turn=1)
    hand = t.hand(0, *["shield"] * 10)
    t.deck(0, filler=5)
    state = after(t.build("turn"), "end-summon")
    assert decision(state) == "P1 hand_adjust"
    refused(state, "refill", "must_discard_down_deus")
    state = after(state, *(f"discard #{c}" for c in hand[:4]))
    state = after(state, "refill")
    assert len(state.players[0].hand) == 6 and state.turn == 2
    assert decision(state) == "P2 summon"  # [D-TURN-ROLE]: the roles have swapped


def test_power_charge_untaps_both_sides_and_adds_a_star_without_a_cap() -> None:
    """deus [D-TURN-1-1][D-TURN-1-2][D-TAP-2][D-TAP-1][D-COMP-2][D-BOARD-9][R13]: at the power
    charge every acted unit of both players becomes unacted and the active player gains one
    ★, carried over and with no maximum (ten counters in the box are no limit)."""
    t = Table(turn=5)
    mine = t.unit(0, "B2", "pike", tapped=True)
    theirs = t.unit(1, "A3", "shield", tapped=True)
    t.power = [10, 3]
    t.hand(0, "shield")
    t.hand(1, "shield")
    state, events = play(t.build("hand_adjust_2"), "refill")
    assert [(e.player, e.delta) for e in of_kind(events, "PowerChanged")] == [(1, 1)]  # type: ignore[attr-defined]
    assert state.turn == 6 and state.active == 1
    assert not state.units[mine].tapped and not state.units[theirs].tapped
    assert state.power == [10, 4]
    assert decision(state) == "P2 hand_adjust"
    t2 = Table(turn=7)
    t2.power = [10, 0]
    state = t2.build("turn")
    assert state.power == [11, 0]


def test_the_six_phases_in_order() -> None:
    """deus [D-TURN-0][D-TURN-3][D-TURN-4]: power charge, first hand adjustment, main, normal
    summon, second hand adjustment, end declaration; then the other player's turn."""
    t = Table(turn=2, active=1)
    t.hand(0, "shield")
    t.hand(1, "shield")
    t.deck(0, filler=10)
    t.deck(1, filler=10)
    state = t.build("hand_adjust_2")
    state, events = play(state, "refill", "refill", "end-main", "end-summon", "refill")
    phases = [e.phase for e in of_kind(events, "PhaseStarted")]  # type: ignore[attr-defined]
    assert phases[0] == "turn_end"  # P2's turn 2 ends
    assert phases[1:7] == [
        "power_charge",
        "hand_adjust_1",
        "main",
        "summon",
        "hand_adjust_2",
        "turn_end",
    ]
    assert phases[7:] == ["power_charge", "hand_adjust_1"]
    assert decision(state) == "P2 hand_adjust"


def test_normal_summon_into_any_own_territory_area_up_to_level_eight() -> None:
    """deus [D-TURN-4-C][D-OV-2][D-BOARD-1][D-BOARD-2][D-BOARD-3]: a unit card from the hand,
    unacted, into any of one's three territory areas, never the front line or enemy
    territory; the area's own units stay at level 8 or less."""
    t = Table(turn=3)
    t.unit(0, "C1", "giant")
    giant, ogre, pike = t.hand(0, "giant", "ogre", "pike")
    state = t.build("summon")
    assert {x for x in legal(state) if x.startswith(f"summon #{ogre} ")} == {
        f"summon #{ogre} A1",
        f"summon #{ogre} B1",
    }
    refused(state, f"summon #{ogre} B2", "summon_own_territory")
    refused(state, f"summon #{ogre} B3", "summon_own_territory")
    refused(state, f"summon #{ogre} C1", "over_limit_deus")  # 5 + 4 > 8
    state = after(state, f"summon #{ogre} A1", f"summon #{pike} A1", f"summon #{giant} B1")
    assert units_at(state, "A1") == [ogre, pike] and not state.units[ogre].tapped
    assert state.units[ogre].instant_turn == 0


def test_tokens_and_spells_in_hand_are_not_summoned() -> None:
    """deus [D-TURN-4-C][R16][D-CARD-TOK-1]: only unit cards are summoned: a token card in a
    hand is not one, nor is a battle spell."""
    t = Table(turn=3)
    wisp, ember = t.hand(0, "wisp", "ember")
    state = t.build("summon")
    refused(state, f"summon #{wisp} A1", "not_a_unit_in_hand")
    refused(state, f"summon #{ember} A1", "not_a_unit_in_hand")
    refused(state, "summon #999 A1", "not_a_unit_in_hand")  # no such card: refused, no crash
    assert legal(state) == ["end-summon"]


def test_rearrangement_moves_acted_units_keeps_their_state_never_the_front_line() -> None:
    """deus [D-TURN-4-D][R20]: own-territory units, acted ones included, move freely among
    the three territory areas whatever their range; they keep their acted state; a
    front-line unit is never part of it."""
    t = Table(turn=3)
    acted = t.unit(0, "A1", "shield", tapped=True)
    fresh = t.unit(0, "C1", "pike")
    front = t.unit(0, "B2", "hawk")
    state = t.build("summon")
    refused(state, f"move #{front} B1", "rearrange_territory_only")
    refused(state, f"move #{acted} B2", "rearrange_territory_only")
    refused(state, f"move #{acted} A1", "rearrange_same_area")
    state = after(state, f"move #{acted} C1", f"move #{fresh} A1")  # walkers, two apart
    refused(state, "end-summon", "finish_plan_first")
    state, events = play(state, "rearrange")
    assert units_at(state, "C1") == [acted] and units_at(state, "A1") == [fresh]
    assert state.units[acted].tapped and not state.units[fresh].tapped
    assert of_kind(events, "UnitsRearranged")


def test_rearrangement_is_checked_in_its_final_state_and_mixes_with_summons() -> None:
    """deus [D-TURN-4-D][R20][D-MISC-4d]: two level-5 units may swap areas (only the final
    state must keep 8 per area); a plan ending over 8 is refused; summons may come before
    and after a rearrangement."""
    t = Table(turn=3)
    left = t.unit(0, "A1", "giant")
    right = t.unit(0, "B1", "giant")
    enemy = t.unit(1, "B3", "pike")
    ogre, pike = t.hand(0, "ogre", "pike")
    state = after(t.build("summon"), f"summon #{pike} C1")
    refused(state, f"move #{enemy} B3", "not_your_unit")
    state = after(state, f"move #{left} C1")
    refused(state, f"move #{right} C1", "over_limit_deus")  # 5 + 5 arriving
    refused(state, f"move #{left} B1", "already_planned")
    state = after(state, "clear", f"move #{left} B1", f"move #{right} A1", "rearrange")
    assert units_at(state, "A1") == [right] and units_at(state, "B1") == [left]
    state = after(state, f"move #{left} A1")
    refused(state, "rearrange", "over_limit_deus")
    state = after(state, "clear", f"summon #{ogre} C1")
    assert units_at(state, "C1") == [pike, ogre]


def test_end_declaration_removes_markers_and_ends_the_turns_changes() -> None:
    """deus [D-TURN-6-2][D-TURN-6-3][R24][D-COMP-3][D-COMP-4]: at the end declaration every
    control and battle marker leaves the front line, every change used this turn ends
    whatever its printed duration, and nothing untaps."""
    t = Table(turn=3)
    unit = t.unit(0, "B1", "shield", tapped=True)
    blessing = t.hand(0, "blessing")[0]
    t.hand(0, "pike")
    t.control = [parse_area("A2")]
    t.battled = [parse_area("C2")]
    t.power = [1, 0]
    state = after(t.build("main"), f"use #{blessing} 1", f"target #{unit}", "declare")
    assert (attack(state, unit), defence(state, unit)) == (4, 8)
    state = after(state, "end-main", "end-summon")
    assert attack(state, unit) == 4  # the printed "until the turn's end" still holds
    state, events = play(state, "refill")
    assert of_kind(events, "MarkersRemoved") and state.control == [] and state.battled == []
    assert (attack(state, unit), defence(state, unit)) == (1, 5)
    assert state.modifiers == []
    started = events.index(of_kind(events, "TurnStarted")[0])
    assert not of_kind(events[:started], "UnitsUntapped")  # not at the end of turn 3
    assert of_kind(events[started:], "UnitsUntapped")  # at turn 4's power charge [D-TAP-2]


def test_resignation_at_any_time_even_after_both_decks_are_empty() -> None:
    """deus [D-MISC-3]: either player may resign at any time, whoever's decision it is, even
    once both decks are empty; the resigner loses."""
    t = Table(turn=5)
    t.hand(0, "shield")
    t.deck_out_turn = 6
    state = t.build("main")
    assert decision(state) == "P1 main"
    state, events = play(state, "resign P2")
    assert of_kind(events, "Resigned") and of_kind(events, "MatchEnded")
    assert state.result is not None and state.result.winner == 0
    assert state.result.reason == "resignation"
    assert decision(state) == "over"


def test_d_misc_3_resignation_in_a_battle_keeps_the_battle_as_it_stood() -> None:
    """deus [D-MISC-3][D-BAT-0]: resigning during a battle ends the match at once; the battle
    is kept as it stood, so both sides standing in its area are still inside a battle (the
    self-play invariant of bot/deus/invariants.py holds; seed-13 game 189 broke it)."""
    from bot.deus.invariants import invariants

    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    guard = t.unit(1, "B2", "shield")
    state = after(t.build(), f"move #{mover} B2", "advance")
    assert decision(state) == "P1 instant" and state.battle is not None
    state, events = play(state, "resign P1")
    assert of_kind(events, "Resigned") and of_kind(events, "MatchEnded")
    assert state.result is not None and state.result.winner == 1
    assert state.battle is not None and state.battle.area == parse_area("B2")
    assert units_at(state, "B2") == [guard, mover]
    assert decision(state) == "over" and legal(state) == []
    assert invariants(state) == []
