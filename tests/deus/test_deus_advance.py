"""モンコレDeus advance and interception in the main phase: ranges without enemy territory
[D-ADV-b][R1], unacted units only [D-ADV-a], 8 levels per destination [D-ADV-c], an empty or
enemy-held front-line area as the only destination [D-ADV-d][R7], several units at once
[D-ADV-f], control markers [D-CTRL-1][D-CTRL-2], and interception: only into a front-line
area empty since the turn began and without a marker [D-INT-0][R5], [h]..[l], declined
without battle or marker [D-INT-DECL][R6], accepted always with a battle [D-INT-1].
"""

from __future__ import annotations

from deus_position import Table, after, decision, legal, of_kind, play, refused, units_at

from engine.deus.board import parse_area


def _moves(state: object, unit: int) -> set[str]:
    return {x.split()[2] for x in legal(state) if x.startswith(f"move #{unit} ")}  # type: ignore[arg-type]


def test_ranges_reach_the_front_line_and_own_territory_never_the_enemys() -> None:
    """deus [D-ADV-b][D-ADV-RANGE][R1][D-BOARD-3][D-COL-1][D-CARD-UNIT-8]: 歩行 reaches the
    orthogonal neighbours, 飛行 the surrounding areas, both without enemy territory."""
    t = Table(turn=3)
    walker = t.unit(0, "B1", "pike")
    front_walker = t.unit(0, "A2", "shield")
    flyer = t.unit(0, "B2", "hawk")
    enemy = t.unit(1, "C3", "pike")
    state = t.build()
    assert _moves(state, walker) == {"A1", "C1", "B2"}
    assert _moves(state, front_walker) == {"A1", "B2"}  # B2 is its own-held neighbour
    assert _moves(state, flyer) == {"A1", "B1", "C1", "A2", "C2"}
    refused(state, f"move #{flyer} B3", "out_of_range_deus")
    refused(state, f"move #{walker} C2", "out_of_range_deus")
    refused(state, f"move #{enemy} C2", "not_your_unit")
    state = after(state, f"move #{walker} A1")
    refused(state, f"move #{walker} C1", "already_planned")


def test_second_player_ranges_mirror_the_board() -> None:
    """deus [D-ADV-b][R1][D-BOARD-2]: labels count from the first player's side, so P2's
    territory is row 3 and its units never reach row 1."""
    t = Table(turn=4, active=1)
    flyer = t.unit(1, "B3", "hawk")
    walker = t.unit(1, "A2", "pike")
    state = t.build()
    assert _moves(state, flyer) == {"A3", "C3", "A2", "B2", "C2"}
    assert _moves(state, walker) == {"A3", "B2"}


def test_moving_sideways_in_own_territory_completes_and_acts() -> None:
    """deus [D-ADV-b][D-ADV-2][D-ADV-0][D-TURN-3]: retreating or moving sideways in one's own
    territory is an advance; the unit becomes acted; more main-phase actions follow."""
    t = Table(turn=3)
    walker = t.unit(0, "B1", "pike")
    state, events = play(t.build(), f"move #{walker} A1", "advance")
    assert units_at(state, "A1") == [walker] and state.units[walker].tapped
    assert of_kind(events, "Advanced") and not of_kind(events, "BattleStarted")
    assert decision(state) == "P1 main"
    refused(state, f"move #{walker} B1", "unit_tapped")  # [D-ADV-a]


def test_only_unacted_units_advance() -> None:
    """deus [D-ADV-a][D-TAP-1]: an acted unit cannot advance."""
    t = Table(turn=3)
    acted = t.unit(0, "B1", "pike", tapped=True)
    state = t.build()
    refused(state, f"move #{acted} B2", "unit_tapped")
    assert legal(state) == ["end-main"]


def test_own_levels_at_a_destination_stay_at_eight() -> None:
    """deus [D-ADV-c][D-MISC-4d][D-BOARD-1]: own units at each destination total at most 8
    once all have moved; the enemy's units there do not count."""
    t = Table(turn=3)
    giant = t.unit(0, "B1", "giant")
    ogre = t.unit(0, "C2", "ogre")
    t.unit(1, "B2", "ogre")
    t.unit(1, "B2", "ogre")  # the enemy's 8 levels in B2
    state = t.build()
    state = after(state, f"move #{ogre} B2")
    refused(state, f"move #{giant} B2", "over_limit_deus")  # 4 + 5 of one's own
    state = after(state, "clear", f"move #{giant} B2", "advance")
    assert decision(state) == "P1 instant"  # 5 levels against 8: a battle


def test_empty_or_enemy_held_front_area_is_the_only_destination() -> None:
    """deus [D-ADV-d][R7]: with an empty front-line area among the destinations nothing else
    may be one, not even an own-territory area; the same for an enemy-held area."""
    t = Table(turn=3)
    a = t.unit(0, "A1", "pike")
    b = t.unit(0, "B1", "hawk")
    c = t.unit(0, "C1", "pike")
    t.unit(0, "C2", "shield")
    t.unit(1, "B2", "shield")
    state = after(t.build(), f"move #{a} A2")
    refused(state, f"move #{b} A1", "one_destination")
    refused(state, f"move #{c} C2", "one_destination")
    state = after(state, "clear", f"move #{c} C2")
    refused(state, f"move #{b} B2", "one_destination")  # enemy-held after an own-held one
    state = after(state, "clear", f"move #{b} B2")
    refused(state, f"move #{c} C2", "one_destination")
    state = after(state, "clear", f"move #{a} A2", f"move #{b} A2")
    assert [x for x in legal(state) if x == "advance"] == ["advance"]  # merging into A2


def test_several_units_merge_and_swap_between_own_areas() -> None:
    """deus [D-ADV-f][R7]: own-held front-line areas and own territory: several units, from
    different areas, merge or swap in one advance."""
    t = Table(turn=3)
    left = t.unit(0, "A2", "pike")
    middle = t.unit(0, "B2", "shield")
    back = t.unit(0, "B1", "hawk")
    state = after(t.build(), f"move #{left} B2", f"move #{middle} A2", f"move #{back} B2")
    state, events = play(state, "advance")
    assert units_at(state, "A2") == [middle] and sorted(units_at(state, "B2")) == [left, back]
    assert all(state.units[u].tapped for u in (left, middle, back))
    assert not of_kind(events, "BattleStarted") and not of_kind(events, "InterceptionOffered")


def test_control_marker_on_an_area_held_at_turn_start_then_emptied() -> None:
    """deus [D-CTRL-1][D-CTRL-2][D-BOARD-10][D-COMP-3][R5]: a front-line area the active
    player held when the turn began gets a control marker once it is empty; an advance back
    into it cannot be intercepted."""
    t = Table(turn=3)
    held = t.unit(0, "B2", "pike")
    other = t.unit(0, "A1", "hawk")
    t.unit(1, "B3", "pike")  # could reach B2
    state, events = play(t.build(), f"move #{held} B1", "advance")
    assert [(e.kind, e.area) for e in of_kind(events, "MarkerPlaced")] == [("control", "B2")]  # type: ignore[attr-defined]
    assert state.control == [parse_area("B2")]
    state, events = play(state, f"move #{other} B2", "advance")
    assert not of_kind(events, "InterceptionOffered") and not of_kind(events, "BattleStarted")
    assert units_at(state, "B2") == [other] and decision(state) == "P1 main"


def test_interception_offered_only_into_an_area_empty_since_the_turn_began() -> None:
    """deus [D-INT-0][R5][D-COL-5][D-TURN-3-A]: an advance into a front-line area with no
    units at the turn's start lets the defender intercept; one the defender vacated during
    the turn (its unit killed by a ritual) does not."""
    t = Table(turn=3)
    a = t.unit(0, "A1", "pike")
    c = t.unit(0, "C1", "pike")
    doomed = t.unit(1, "C2", "hawk")
    t.unit(1, "A3", "pike")
    t.unit(1, "C3", "pike")
    smite = t.hand(0, "smite")[0]
    t.power = [1, 0]
    state, events = play(t.build(), f"move #{a} A2", "advance")
    assert decision(state) == "P2 intercept" and state.intercept_at == parse_area("A2")
    assert [e.area for e in of_kind(events, "InterceptionOffered")] == ["A2"]  # type: ignore[attr-defined]
    state = after(state, "decline")
    state = after(state, f"use #{smite} 1", f"target #{doomed}", "declare")
    assert units_at(state, "C2") == []
    state, events = play(state, f"move #{c} C2", "advance")
    assert not of_kind(events, "InterceptionOffered") and decision(state) == "P1 main"


def test_interception_limits_h_to_k() -> None:
    """deus [D-INT-h][D-INT-i][D-INT-j][D-INT-k]: only unacted defender units, with the area
    in their range, up to 8 levels, only into the offered area."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    acted = t.unit(1, "B3", "hawk", tapped=True)
    far = t.unit(1, "C2", "giant")  # walks to B2
    near = t.unit(1, "B3", "giant")
    away = t.unit(1, "A3", "shield")  # walks to A2, not B2
    state = after(t.build(), f"move #{mover} B2", "advance")
    assert decision(state) == "P2 intercept"
    refused(state, f"move #{acted} B2", "unit_tapped")
    refused(state, f"move #{away} B2", "out_of_range_deus")
    refused(state, f"move #{near} C3", "intercept_there_only")
    state = after(state, f"move #{far} B2")
    refused(state, f"move #{near} B2", "over_limit_deus")  # 5 + 5 > 8
    refused(state, "advance", "not_now")
    assert set(legal(state)) == {"intercept", "clear", "decline"}


def test_no_interception_into_an_area_the_defender_holds_or_with_a_marker() -> None:
    """deus [D-INT-k][D-INT-NOTE][D-CTRL-2]: an advance into a defender-held area is an
    ordinary battle, never an interception; a marked area is not offered."""
    t = Table(turn=3)
    a = t.unit(0, "A1", "pike")
    t.unit(1, "A2", "shield")
    t.unit(1, "A3", "pike")
    state, events = play(t.build(), f"move #{a} A2", "advance")
    assert not of_kind(events, "InterceptionOffered")
    assert state.battle is not None and not state.battle.intercepted
    t = Table(turn=3)
    a = t.unit(0, "A1", "pike")
    t.unit(1, "A3", "pike")
    t.control = [parse_area("A2")]
    state, events = play(t.build(), f"move #{a} A2", "advance")
    assert not of_kind(events, "InterceptionOffered") and decision(state) == "P1 main"


def test_several_interceptors_from_different_areas_join_and_battle_follows() -> None:
    """deus [D-INT-l][D-INT-i][D-INT-1][D-BAT-0][R1]: units from the defender's territory and
    from another front-line area intercept together; a battle always follows."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    from_home = t.unit(1, "B3", "pike")
    from_front = t.unit(1, "A2", "hawk")
    state = after(t.build(), f"move #{mover} B2", "advance")
    state, events = play(state, f"move #{from_home} B2", f"move #{from_front} B2", "intercept")
    assert sorted(units_at(state, "B2")) == sorted([mover, from_home, from_front])
    assert state.battle is not None and state.battle.intercepted
    assert state.battle.origins == {mover: parse_area("B1"), from_home: parse_area("B3"),
                                    from_front: parse_area("A2")}  # fmt: skip
    assert of_kind(events, "BattleStarted") and decision(state) == "P1 instant"


def test_declined_interception_no_battle_no_marker_nobody_else_acts() -> None:
    """deus [D-INT-DECL][R6][R23][D-ADV-2][D-POST-1]: declining completes the advance as after
    [A]: the advancing units stay and act, no battle marker, no other unit becomes acted."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    idle = t.unit(0, "A1", "pike")
    watcher = t.unit(1, "B3", "pike")
    state, events = play(t.build(), f"move #{mover} B2", "advance", "decline")
    assert of_kind(events, "InterceptionDeclined") and not of_kind(events, "BattleStarted")
    assert units_at(state, "B2") == [mover] and state.units[mover].tapped
    assert not state.units[idle].tapped and not state.units[watcher].tapped
    assert state.battled == [] and state.control == [] and state.battle is None
    assert decision(state) == "P1 main"


def test_declined_interception_checks_the_front_line() -> None:
    """deus [D-INT-DECL][R6][R8][D-END-1]: the end-of-advance victory check runs after a
    declined interception."""
    t = Table(turn=3)
    t.unit(0, "A2", "pike")
    t.unit(0, "C2", "pike")
    mover = t.unit(0, "B1", "pike")
    t.unit(1, "B3", "pike")
    state = after(t.build(), f"move #{mover} B2", "advance")
    assert decision(state) == "P2 intercept"
    state, events = play(state, "decline")
    assert of_kind(events, "MatchEnded") and not of_kind(events, "BattleStarted")
    assert state.result is not None and state.result.winner == 0
    assert state.result.reason == "front_line"
