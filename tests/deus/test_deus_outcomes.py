"""After a モンコレDeus battle: every unit there acts, a battle marker goes on the area
[D-POST-1][D-POST-2], and the outcome is one of [A]..[F] [D-POST-A..F]; returns after [C]
and [E], instant-summoned units to an origin their player picks, then limit adjustment
with instant-summoned units first [R19][R21][D-MISC-4b]; battle markers close defender-held
or empty areas only [D-ADV-e][R23]; the front line is checked after every battle for both
players [D-POST-WIN][R8].
"""

from __future__ import annotations

from deus_position import (
    Table,
    after,
    decision,
    legal,
    of_kind,
    play,
    refused,
    roll,
    to_normal,
    units_at,
)

from engine.deus.board import parse_area
from engine.deus.state import MatchState
from engine.moncolle.events import Event


def _outcome(events: list[Event]) -> str:
    return str(of_kind(events, "BattleEnded")[0].outcome)  # type: ignore[attr-defined]


def test_a_attackers_hold_the_area_which_may_be_reinforced() -> None:
    """deus [D-POST-A][D-POST-1][D-POST-2][D-BOARD-11][R23][D-ADV-e]: the defenders wiped
    out, the attackers stay, acted, and the area takes a battle marker; won by the attacker
    it may still be reinforced this turn."""
    t = Table(turn=3)
    giant = t.unit(0, "B1", "giant")
    hawk = t.unit(0, "B1", "hawk")
    guard = t.unit(1, "B2", "pike")
    state = to_normal(after(t.build(), f"move #{giant} B2", "advance"))
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "A" and guard not in state.units
    assert units_at(state, "B2") == [giant] and state.units[giant].tapped
    assert [(e.kind, e.area) for e in of_kind(events, "MarkerPlaced")] == [("battle", "B2")]  # type: ignore[attr-defined]
    assert state.battled == [parse_area("B2")]
    state, events = play(state, f"move #{hawk} B2", "advance")
    assert units_at(state, "B2") == [giant, hawk] and not of_kind(events, "BattleStarted")


def test_b_interceptors_win_and_take_the_area() -> None:
    """deus [D-POST-B][D-INT-1][D-BAT-6-0]: in an interception battle with the attackers
    wiped out, the surviving defenders, instant-summoned ones too, take the destination."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    giant = t.unit(1, "B3", "giant")
    extra = t.hand(1, "hawk")[0]
    state = after(t.build(), f"move #{mover} B2", "advance", f"move #{giant} B2", "intercept")
    state = after(state, "done", f"instant #{extra}", "done")
    state = to_normal(state, (1, 6))
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "B" and state.battle is None
    assert units_at(state, "B2") == [giant, extra] and units_at(state, "B3") == []
    assert state.result is None and decision(state) == "P1 main"


def test_b_defender_holding_the_whole_front_line_wins() -> None:
    """deus [R8][D-POST-WIN][D-POST-B][D-OV-3][D-END-1]: the defender who holds all three
    front-line areas after [B] wins at once."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    t.unit(1, "A2", "shield")
    t.unit(1, "C2", "shield")
    giant = t.unit(1, "B3", "giant")
    state = after(t.build(), f"move #{mover} B2", "advance", f"move #{giant} B2", "intercept")
    state = to_normal(state, (1, 6))
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "B"
    assert state.result is not None and state.result.winner == 1
    assert state.result.reason == "front_line" and decision(state) == "over"


def _c_battle(stayer: str) -> tuple[MatchState, int, int, int, int]:
    """[C]: P1's pike (A1, beside a ``stayer``) and hawk (B1) advance into empty A2; P2's
    shield and giant intercept from A3; P1 instant-summons an ogre. P1 deals 7: the giant
    in front dies, the shield lives; P2's shield deals 1: P1's front pike lives."""
    t = Table(turn=3)
    pike = t.unit(0, "A1", "pike")
    t.unit(0, "A1", stayer, tapped=True)
    hawk = t.unit(0, "B1", "hawk")
    giant = t.unit(1, "A3", "giant")
    shield = t.unit(1, "A3", "shield")
    ogre = t.hand(0, "ogre")[0]
    state = after(t.build(), f"move #{pike} A2", f"move #{hawk} A2", "advance")
    state = after(state, f"move #{giant} A2", f"move #{shield} A2", "intercept")
    state = after(state, f"instant #{ogre}", "done", "done", f"formation #{pike}", "done")
    state = after(state, f"formation #{giant}", "done", "done", "done")
    state = roll(state, 6, 1)[0]
    state = after(state, "attack", "pass", "pass")
    assert giant not in state.units and decision(state) == "P2 normal"
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "C"
    return state, pike, hawk, shield, ogre


def test_c_both_sides_return_the_instant_summoned_to_an_origin_of_choice() -> None:
    """deus [D-POST-C][R19][D-MISC-1]: both sides go back where they came from, the attacker
    first; an instant-summoned unit goes to one of its side's origins, its player choosing
    when there are several; all are acted and the area is empty and closed."""
    state, pike, hawk, shield, ogre = _c_battle("runner")
    assert decision(state) == "P1 return"
    assert sorted(legal(state)) == [f"return #{ogre} A1", f"return #{ogre} B1"]
    assert units_at(state, "A1")[-1] == pike and units_at(state, "B1") == [hawk]
    state, events = play(state, f"return #{ogre} B1")
    returned = [(e.player, e.moves) for e in of_kind(events, "UnitsReturned")]  # type: ignore[attr-defined]
    assert returned == [(0, ((ogre, "B1"),)), (1, ((shield, "A3"),))]
    assert units_at(state, "B1") == [hawk, ogre] and units_at(state, "A2") == []
    assert all(state.units[u].tapped for u in (pike, hawk, shield, ogre))
    assert state.battled == [parse_area("A2")]
    assert state.battle is None and decision(state) == "P1 main"


def test_c_each_side_places_its_instant_summoned_units_attacker_first() -> None:
    """deus [D-POST-C][R19][D-MISC-1][D-INT-l]: with several origins on both sides, the
    attacker places its instant-summoned unit first (an origin whose unit died still
    counts), then the defender places its own among its origins."""
    t = Table(turn=3)
    pike = t.unit(0, "A1", "pike")
    hawk = t.unit(0, "B1", "hawk")
    shield = t.unit(1, "A3", "shield")
    flyer = t.unit(1, "B3", "hawk")
    ogre = t.hand(0, "ogre")[0]
    theirs = t.hand(1, "pike")[0]
    state = after(t.build(), f"move #{pike} A2", f"move #{hawk} A2", "advance")
    state = after(state, f"move #{shield} A2", f"move #{flyer} A2", "intercept")
    state = after(state, f"instant #{ogre}", "done", f"instant #{theirs}", "done")
    state = to_normal(state)
    state = after(state, "attack", "pass", "pass")  # 7: the shield and the hawk die
    state, events = play(state, "attack", "pass", "pass")  # 2: P1's pike dies
    assert _outcome(events) == "C" and pike not in state.units and theirs in state.units
    assert decision(state) == "P1 return" and units_at(state, "B1") == [hawk]
    assert sorted(legal(state)) == [f"return #{ogre} A1", f"return #{ogre} B1"]
    refused(state, f"return #{ogre} C1", "not_an_origin")
    refused(state, f"return #{theirs} A1", "not_returning")  # the defender's, placed later
    state = after(state, f"return #{ogre} A1")
    assert decision(state) == "P2 return"
    assert sorted(legal(state)) == [f"return #{theirs} A3", f"return #{theirs} B3"]
    state = after(state, f"return #{theirs} B3")
    assert units_at(state, "A1") == [ogre] and units_at(state, "B3") == [theirs]
    assert state.battle is None and decision(state) == "P1 main"


def test_c_return_over_the_limit_discards_the_instant_summoned_first() -> None:
    """deus [D-POST-C][R19][R21][D-MISC-4a][D-MISC-4b][D-MISC-4d]: an instant-summoned unit
    sent to an origin that goes over 8 is what limit adjustment discards."""
    state, pike, _, _, ogre = _c_battle("giant")  # A1: giant 5 + pike 2 = 7
    state, events = play(state, f"return #{ogre} A1")
    assert ogre not in state.units and ogre in state.players[0].discard
    assert [e.reason for e in of_kind(events, "UnitDestroyed")] == ["limit adjustment"]  # type: ignore[attr-defined]
    assert units_at(state, "A1")[-1] == pike and state.battle is None


def test_d_defenders_stay_and_the_area_is_closed() -> None:
    """deus [D-POST-D][D-POST-2][D-ADV-e][R23]: attackers wiped out on a defender-held area:
    the defenders stay, and no advance may go there again this turn."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    other = t.unit(0, "B1", "hawk")
    guard = t.unit(1, "B2", "giant")
    state = to_normal(after(t.build(), f"move #{mover} B2", "advance"), (1, 6))
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "D" and units_at(state, "B2") == [guard]
    refused(state, f"move #{other} B2", "battle_marker_closed")


def test_e_attackers_go_home_instant_ones_too_and_adjust() -> None:
    """deus [D-POST-E][R19][R21][D-MISC-4b]: on a defender-held area with both sides alive
    the attackers return to their origin, the instant-summoned one with them (a single
    origin needs no choice); over 8 there, the instant-summoned unit is discarded."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    t.unit(0, "B1", "giant", tapped=True)
    t.unit(0, "B1", "runner", tapped=True)  # B1: 2 + 5 + 1 = 8 before the advance
    guard = t.unit(1, "B2", "shield")
    hawk = t.hand(0, "hawk")[0]
    state = after(t.build(), f"move #{mover} B2", "advance", f"instant #{hawk}", "done")
    state = to_normal(state)
    state = after(state, "attack", "pass", "pass", "attack", "pass")
    state, events = play(state, "pass")
    assert _outcome(events) == "E" and units_at(state, "B2") == [guard]
    assert mover in units_at(state, "B1") and hawk not in state.units
    assert hawk in state.players[0].discard and state.battle is None
    refused(state, f"move #{mover} B2", "unit_tapped")


def test_limit_adjustment_chooses_among_the_instant_summoned_only() -> None:
    """deus [R21][R19][D-MISC-4a][D-MISC-4b][D-POST-E]: two instant-summoned units come home
    to an origin two levels over the limit: their player picks which goes first, from them
    only, and adjustment stops once the area is at 8."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    runner = t.unit(0, "B1", "runner", tapped=True)
    giant = t.unit(0, "B1", "giant", tapped=True)
    guard = t.unit(1, "B2", "shield")
    h1, h2 = t.hand(0, "hawk", "hawk")
    state = after(t.build(), f"move #{mover} B2", "advance", f"instant #{h1}", f"instant #{h2}")
    state = to_normal(after(state, "done"))
    state = after(state, "attack", "pass", "pass", "attack", "pass")
    state, events = play(state, "pass")
    assert _outcome(events) == "E" and units_at(state, "B2") == [guard]
    assert decision(state) == "P1 limit"
    assert sorted(legal(state)) == [f"limit #{h1}", f"limit #{h2}"]
    refused(state, f"limit #{giant}", "limit_choice")
    state, events = play(state, f"limit #{h2}")
    assert [e.reason for e in of_kind(events, "UnitDestroyed")] == ["limit adjustment"] * 2  # type: ignore[attr-defined]
    assert sorted(units_at(state, "B1")) == sorted([mover, runner, giant])
    assert state.battle is None and decision(state) == "P1 main"


def test_f_both_wiped_out_leave_an_empty_closed_area() -> None:
    """deus [D-POST-F][D-POST-2][D-ADV-e][R23][D-BAT-7a]: both sides wiped out: nothing more
    happens; the area is empty, keeps its battle marker and is closed this turn."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    other = t.unit(0, "B1", "hawk")
    t.unit(1, "B2", "pike")
    state = to_normal(after(t.build(), f"move #{mover} B2", "advance"), (3, 3))
    assert state.battle is None and units_at(state, "B2") == []
    assert state.battled == [parse_area("B2")] and state.control == []
    refused(state, f"move #{other} B2", "battle_marker_closed")


def test_attacker_winning_the_last_front_area_wins_after_the_battle() -> None:
    """deus [D-POST-WIN][R8][D-END-1][D-OV-3][D-BOARD-4]: after [A] the attacker's units stand
    in all three front-line areas: the game ends at once."""
    t = Table(turn=3)
    t.unit(0, "A2", "pike")
    t.unit(0, "C2", "pike")
    giant = t.unit(0, "B1", "giant")
    t.unit(1, "B2", "pike")
    state = to_normal(after(t.build(), f"move #{giant} B2", "advance"))
    state, events = play(state, "attack", "pass", "pass")
    assert _outcome(events) == "A"
    assert state.result is not None and state.result.winner == 0
    assert of_kind(events, "MatchEnded")


def test_advance_into_the_last_front_area_wins_at_once() -> None:
    """deus [D-END-1][R8][D-OV-3]: a completed advance that leaves one's units in all three
    front-line areas wins."""
    t = Table(turn=3)
    t.unit(0, "A2", "pike")
    t.unit(0, "C2", "pike")
    mover = t.unit(0, "B1", "pike")
    state, events = play(t.build(), f"move #{mover} B2", "advance")
    assert state.result is not None and state.result.winner == 0
    assert state.result.reason == "front_line" and of_kind(events, "MatchEnded")


def test_effect_moves_are_caught_at_the_turn_end() -> None:
    """deus [R8][D-END-1]: a unit moved onto the front line by a [儀式] triggers no check;
    the turn-end check finds the whole front line held."""
    t = Table(turn=3)
    t.unit(0, "A2", "pike")
    t.unit(0, "C2", "pike")
    walker = t.unit(0, "B1", "shield")
    march = t.hand(0, "march")[0]
    t.hand(0, "pike")
    state = after(t.build(), f"use #{march} 1", f"target #{walker}", "target B2", "declare")
    assert units_at(state, "B2") == [walker] and state.result is None
    state = after(state, "end-main", "end-summon")
    state, events = play(state, "refill")
    assert state.result is not None and state.result.winner == 0
    assert of_kind(events, "TurnEnded")
