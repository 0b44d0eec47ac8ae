"""The モンコレDeus battle [D-BAT-FLOW]: instant summons, attacker first [D-BAT-1a..1c];
formation, attacker first [D-BAT-2a][D-BAT-2c]; the 速攻 timing, each effect at once and
never answered, attacker then defender [D-BAT-3a][D-BAT-3b][D-CHAIN-Q]; initiative with
イニシアチブ [D-BAT-4a][D-BAT-4b]; each side's normal timing: [攻撃前] any number of times,
the forced attack, no window after it, a side that cannot attack still has its window, the
second timing skipped without a second-side unit [D-BAT-5-1..6-3][R22]; the simultaneous
attack with every effect suspended for that timing only [D-BAT-7a..7d][R10].
"""

from __future__ import annotations

from deus_position import (
    Table,
    after,
    decision,
    kinds,
    legal,
    of_kind,
    play,
    refused,
    roll,
    to_normal,
    units_at,
)

from engine.moncolle.query import attack


def _battle(**extra: list[str]) -> tuple[Table, int, int]:
    """P1's pike in B1 against P2's shield in B2 (turn 3, P1 to act)."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    guard = t.unit(1, "B2", "shield")
    return t, mover, guard


def test_instant_summons_attacker_first_instant_marked_up_to_eight() -> None:
    """deus [D-BAT-1a][D-BAT-1b][D-BAT-1c][D-BAT-FLOW][D-BAT-0][R2][R16]: the attacker
    instant-summons all it will, one instant-marked unit card at a time, face up and unacted
    into the battle, at most 8 levels of its own there; then the defender."""
    t, mover, guard = _battle()
    ogre, hawk, shield, wisp = t.hand(0, "ogre", "hawk", "shield", "wisp")
    theirs = t.hand(1, "pike")[0]
    state = after(t.build(), f"move #{mover} B2", "advance")
    assert decision(state) == "P1 instant" and state.battle is not None
    refused(state, f"instant #{shield}", "not_instant_deus")  # no instant mark
    refused(state, f"instant #{wisp}", "not_instant_deus")  # a token card is no unit card
    refused(state, "instant #999", "not_instant_deus")  # no such card: refused, no crash
    state, events = play(state, f"instant #{ogre}")
    refused(state, f"instant #{ogre}", "not_instant_deus")  # no longer in the hand
    state = after(state, f"instant #{hawk}")  # 2 + 4 + 1 = 7
    assert state.units[ogre].instant_turn == 3 and not state.units[ogre].tapped
    assert of_kind(events, "UnitSummoned")[0].instant  # type: ignore[attr-defined]
    state = after(state, "done")
    assert decision(state) == "P2 instant"
    state = after(state, f"instant #{theirs}", "done")
    assert units_at(state, "B2") == [guard, mover, ogre, hawk, theirs]
    assert decision(state) == "P1 formation"


def test_instant_summon_refused_over_eight() -> None:
    """deus [D-BAT-1b][D-BOARD-1]: an instant summon may not take one's side above level 8."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "giant")
    t.unit(1, "B2", "shield")
    ogre = t.hand(0, "ogre")[0]
    state = after(t.build(), f"move #{mover} B2", "advance")
    refused(state, f"instant #{ogre}", "over_limit_deus")
    assert legal(state) == ["done"]


def test_formation_attacker_first_sets_the_damage_order() -> None:
    """deus [D-BAT-2a][D-BAT-2b][D-BAT-2c][D-ATK-2]: the attacker fixes its formation, then
    the defender; attack damage goes down it front first."""
    t = Table(turn=3)
    front = t.unit(0, "B1", "pike")
    back = t.unit(0, "B1", "runner")
    g1 = t.unit(1, "B2", "shield")
    g2 = t.unit(1, "B2", "pike")
    state = after(t.build(), f"move #{front} B2", f"move #{back} B2", "advance", "done", "done")
    assert decision(state) == "P1 formation"
    assert legal(state) == [f"formation #{front}", f"formation #{back}", "done"]
    refused(state, f"formation #{g1}", "formation_unit")
    state, events = play(state, f"formation #{back}", "done")
    assert decision(state) == "P2 formation"
    state, events2 = play(state, f"formation #{g2}", "done")
    orders = [(e.player, e.order) for e in of_kind(events + events2, "FormationSet")]  # type: ignore[attr-defined]
    assert orders == [(0, (back, front)), (1, (g2, g1))]
    assert decision(state) == "P1 quick"
    state = roll(after(state, "done", "done"), 6, 1)[0]
    state, events = play(state, "attack", "pass", "pass")  # 3 damage: pike (2) first
    hits = {e.unit: e.amount for e in of_kind(events, "DamageApplied")}  # type: ignore[attr-defined]
    assert hits == {g2: 3, g1: 1} and g2 not in state.units and g1 in state.units


def test_quick_effects_resolve_at_once_unanswered_attacker_then_defender() -> None:
    """deus [D-BAT-3a][D-BAT-3b][D-TIM-QUICK][D-CHAIN-Q][D-COL-6][D-TIM-0]: in the 速攻 timing
    the attacker's [速攻] effect applies at once with no [対抗] possible; when the attacker is
    done the defender uses its own; then the initiative timing."""
    t = Table(turn=3)
    wolf = t.unit(0, "B1", "wolf")
    guard = t.unit(1, "B2", "hawk")
    gale = t.hand(1, "gale")[0]
    t.hand(1, "ward")
    state = after(t.build(), f"move #{wolf} B2", "advance", "done", "done")
    assert decision(state) == "P1 quick"
    state, events = play(state, f"use #{wolf} 1", f"target #{guard}", "declare")
    assert state.units[guard].tapped and state.chain is None
    assert decision(state) == "P1 quick"  # no chain: nobody may answer a [速攻]
    refused(state, "pass", "not_now")
    state = after(state, "done")
    assert decision(state) == "P2 quick"
    assert f"use #{gale} 1" in legal(state) and all("ward" not in x for x in legal(state))
    state, events = play(state, f"use #{gale} 1", f"target #{wolf}", f"pay #{guard} ※", "declare")
    assert wolf not in state.units  # 2 damage at once (defence 2)
    assert "ResponsePassed" not in kinds(events)
    state = after(state, "done")
    assert state.chance is not None and state.chance.purpose == "initiative"


def test_initiative_adds_initiative_statics_higher_strikes_first() -> None:
    """deus [D-BAT-4a][D-BAT-4b][D-STAT-0][D-STAT-INIT-1][D-STAT-INIT-2]: each side's die plus
    the イニシアチブ:x of its units there; the higher value strikes first."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    t.unit(1, "B2", "runner")  # イニシアチブ:3
    state = after(t.build(), f"move #{mover} B2", "advance")
    state = to_normal(state, (5, 3))
    battle = state.battle
    assert battle is not None and battle.values == (5, 6) and battle.first == 1
    assert decision(state) == "P2 normal"


def test_pre_attack_effects_several_times_then_the_forced_attack() -> None:
    """deus [D-BAT-5-1][D-TIM-PRE-1][D-TIM-PRE-2][D-BAT-5-2][D-ATK-0][D-CHAIN-0]: the first
    side may use [攻撃前] effects again and again, each starting a chain; it must attack when
    it can, and every unacted unit of its side attacks and acts."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    hawk = t.unit(0, "B1", "hawk")
    g1 = t.unit(1, "B2", "giant")
    e1, e2 = t.hand(0, "ember", "ember")
    state = after(t.build(), f"move #{mover} B2", f"move #{hawk} B2", "advance")
    state = to_normal(state)
    refused(state, "done", "must_attack")
    state, events = play(state, f"use #{e1} 1", f"target #{g1}", f"pay #{mover} 火", "declare")
    assert decision(state) == "P2 chain"
    state = after(state, "pass", "pass")
    assert decision(state) == "P1 normal"
    state = after(state, f"use #{e2} 1", f"target #{g1}", f"pay #{hawk} ※", "declare", "pass")
    state, events = play(state, "pass", "attack")
    assert [e.units for e in of_kind(events, "AttackAnnounced")] == [(mover, hawk)]  # type: ignore[attr-defined]
    assert state.units[mover].tapped and state.units[hawk].tapped


def test_no_window_after_the_attack_second_side_follows() -> None:
    """deus [D-BAT-5-3][D-BAT-6-1][D-BAT-6-2][D-BAT-6-3][R22]: the first timing ends when its
    attack's chain has resolved, with no window after it; the second side uses its window
    and attacks; then the battle ends."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    guard = t.unit(1, "B2", "giant")
    t.hand(0, "ember")
    state = to_normal(after(t.build(), f"move #{mover} B2", "advance"))
    state = after(state, "attack", "pass", "pass")
    assert decision(state) == "P2 normal"  # not P1 again
    refused(state, "done", "must_attack")
    state, events = play(state, "attack", "pass", "pass")
    assert of_kind(events, "BattleEnded") and state.battle is None
    assert mover not in state.units and state.units[guard].tapped


def test_a_side_that_cannot_attack_still_has_its_window() -> None:
    """deus [R22][D-ATK-3][D-ABIL-1][R4]: the first side's only unit was made acted by a
    [速攻]: it cannot attack, yet it may use its [攻撃前] effects (an acted unit may pay) and
    then ends the timing."""
    t = Table(turn=3)
    wolf = t.unit(0, "B1", "wolf")
    pike = t.unit(1, "B2", "pike")
    ember = t.hand(1, "ember")[0]
    t.unit(1, "B2", "shield")
    state = after(t.build(), f"move #{wolf} B2", "advance", "done", "done", "done")
    state = after(state, f"use #{wolf} 1", f"target #{pike}", "declare", "done", "done")
    state = roll(state, 1, 6)[0]
    assert decision(state) == "P2 normal" and state.units[pike].tapped
    assert "attack" in legal(state)  # the shield can still attack
    state, events = play(state, f"use #{ember} 1", f"target #{wolf}", f"pay #{pike} 火")
    state = after(state, "declare", "pass", "pass")
    assert wolf not in state.units
    assert decision(state) == "P2 normal"
    refused(state, "attack", "cannot_attack")  # no enemy unit left
    state, events = play(state, "done")
    assert of_kind(events, "BattleEnded")


def test_acted_first_side_ends_its_timing_with_done() -> None:
    """deus [R22][D-BAT-5-2]: every unit of the first side is acted: no attack, its window
    and then done; the second side's timing follows."""
    t = Table(turn=3)
    wolf = t.unit(0, "B1", "wolf")
    guard = t.unit(1, "B2", "runner")
    state = after(t.build(), f"move #{wolf} B2", "advance", "done", "done")
    state = after(state, f"use #{wolf} 1", f"target #{guard}", "declare", "done", "done")
    state = roll(state, 1, 1)[0]  # 1 + 3 for P2's runner
    assert decision(state) == "P2 normal" and state.units[guard].tapped
    refused(state, "attack", "cannot_attack")
    assert legal(state) == ["done"]
    state = after(state, "done")
    assert decision(state) == "P1 normal"
    state, events = play(state, "attack", "pass", "pass")
    assert guard not in state.units and state.battle is None
    assert of_kind(events, "BattleEnded")[0].outcome == "A"  # type: ignore[attr-defined]


def test_second_timing_skipped_without_a_second_side_unit() -> None:
    """deus [D-BAT-6-0][R22]: when no unit of the second side survives the first attack the
    battle goes straight to its end."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "giant")
    guard = t.unit(1, "B2", "pike")
    state = to_normal(after(t.build(), f"move #{mover} B2", "advance"))
    state, events = play(state, "attack", "pass", "pass")
    assert guard not in state.units and state.battle is None
    assert of_kind(events, "BattleEnded")[0].outcome == "A"  # type: ignore[attr-defined]


def test_old_normal_timing_is_pre_attack() -> None:
    """deus [D-BAT-5-N][D-TIM-PRE-1][D-BAT-8a][D-MISC-2c]: a [普通] card (v1.01 wording) is
    used as an [攻撃前]; its change, with no printed duration, ends with the battle."""
    t = Table(turn=3)
    mover = t.unit(0, "B1", "pike")
    t.unit(1, "B2", "shield")
    cry = t.hand(0, "oldcry")[0]
    state = to_normal(after(t.build(), f"move #{mover} B2", "advance"))
    assert f"use #{cry} 1" in legal(state)
    state = after(state, f"use #{cry} 1", f"target #{mover}", f"pay #{mover} 火", "declare")
    state = after(state, "pass", "pass")
    assert attack(state, mover) == 4
    state, events = play(state, "attack", "pass", "pass", "attack", "pass", "pass")
    assert of_kind(events, "BattleEnded")[0].outcome == "E"  # type: ignore[attr-defined]
    assert units_at(state, "B1") == [mover] and attack(state, mover) == 2  # [D-BAT-8a]


def test_simultaneous_attack_suspends_effects_for_that_timing_only() -> None:
    """deus [D-BAT-7a][D-BAT-7b][D-BAT-7c][D-BAT-7d][D-BAT-7e][R10][D-MISC-2d]: equal
    initiative: both sides' unacted units attack at once with printed values only, a ritual
    bonus given before the battle included; nothing is declared meanwhile; a unit acted by
    an effect stays acted and does not attack; the bonus is back after the battle."""
    t = Table(turn=3)
    giant = t.unit(0, "B1", "giant")
    wolf = t.unit(0, "B1", "wolf")
    shield = t.unit(1, "B2", "shield")
    pike = t.unit(1, "B2", "pike")
    runner = t.unit(1, "B2", "runner")  # イニシアチブ:3, put to sleep by the wolf
    blessing = t.hand(0, "blessing")[0]
    t.power = [1, 0]
    state = after(t.build(), f"use #{blessing} 1", f"target #{giant}", "declare")
    assert attack(state, giant) == 8
    state = after(state, f"move #{giant} B2", f"move #{wolf} B2", "advance", "done", "done")
    state = after(state, f"formation #{giant}", "done", f"formation #{shield}")
    state = after(state, f"formation #{pike}", "done")
    state = after(state, f"use #{wolf} 1", f"target #{runner}", "declare", "done", "done")
    state, events = roll(state, 4, 1)  # 4 against 1 + 3
    decided = of_kind(events, "InitiativeDecided")[0]
    assert decided.first is None  # type: ignore[attr-defined]
    attacks = [(e.player, e.damage, e.simultaneous) for e in of_kind(events, "AttackDeclared")]  # type: ignore[attr-defined]
    assert attacks == [(0, 7, True), (1, 3, True)]  # printed 5 + 2; shield 1 + pike 2
    assert shield not in state.units and pike not in state.units  # 7 - 5 = 2 kills the pike
    assert runner in state.units  # behind: 7 - 5 - 2 = 0
    assert kinds(events).count("AttackDeclared") == 2 and not of_kind(events, "AbilityUsed")
    assert of_kind(events, "BattleEnded")[0].outcome == "E"  # type: ignore[attr-defined]
    assert units_at(state, "B1") == [giant, wolf] and state.battle is None
    assert attack(state, giant) == 8  # the ritual's bonus is back after the timing
