"""モンコレDeus costs and targets in a battle: ★ paid on declaring and never refunded, a
declaration needing more ★ than one has refused [R13][D-COL-3]; spell slots, ※ paying any
attribute, several payers [D-STAT-SP-1][D-STAT-SP-3][R3][D-COST-2]; a declaration whose user
is gone has no effect, its costs paid [D-CHAIN-REV-2][R12][D-COST-3c]; a [対抗]'s unit
targets all appropriate, never a player, appropriateness from this chain only
[D-CHAIN-TGT-0][R11]; [常時] only from units on the battlefield [D-TIM-ALW-2][R15].
"""

from __future__ import annotations

from deus_position import Table, after, decision, legal, of_kind, play, refused, to_normal

from engine.deus.state import MatchState
from engine.moncolle.query import attack
from engine.moncolle.usable import fits, free_slots


def _targets(state: MatchState) -> set[str]:
    return {x for x in legal(state) if x.startswith("target ")}


def test_power_paid_on_declaring_and_kept_when_the_user_is_gone() -> None:
    """deus [R12][R13][D-CHAIN-REV-2][D-COST-3c][D-COL-3][D-CHAIN-REV-1][D-COST-1]: the sage's
    ★ cost is paid as it declares; a [対抗] answering it kills the sage first, so its effect
    does nothing, and the ★ stays spent."""
    t = Table(turn=3)
    sage = t.unit(0, "B1", "sage")
    giant = t.unit(1, "B2", "giant")
    pike = t.unit(1, "B2", "pike")
    ward = t.hand(1, "ward")[0]
    t.power = [2, 0]
    state = to_normal(after(t.build(), f"move #{sage} B2", "advance"))
    state, events = play(state, f"use #{sage} 1", f"target #{giant}", "declare")
    assert state.power == [1, 0] and decision(state) == "P2 chain"
    assert [e.delta for e in of_kind(events, "PowerChanged")] == [-1]  # type: ignore[attr-defined]
    state = after(state, f"use #{ward} 1", f"target #{sage}", f"pay #{pike} 火", "declare")
    state, events = play(state, "pass", "pass")
    outcomes = [e.outcome for e in of_kind(events, "LinkResolved")]  # type: ignore[attr-defined]
    assert outcomes == ["applied", "user_gone"]
    assert sage not in state.units and giant in state.units
    assert not [e for e in of_kind(events, "DamageApplied") if e.unit == giant]  # type: ignore[attr-defined]
    assert state.power == [1, 0]


def test_a_unit_returned_to_the_hand_no_longer_uses_its_ability() -> None:
    """deus [R12][D-CHAIN-REV-2]: a [対抗] sends the sage back to its owner's hand before
    its [攻撃前] resolves; the sage has left the battle, so its ability has no effect, and
    its ★ stays paid."""
    t = Table(turn=3)
    sage = t.unit(0, "B1", "sage")
    giant = t.unit(1, "B2", "giant")
    pike = t.unit(1, "B2", "pike")
    bounce = t.hand(1, "bounce")[0]
    t.power = [1, 0]
    state = to_normal(after(t.build(), f"move #{sage} B2", "advance"))
    state = after(state, f"use #{sage} 1", f"target #{giant}", "declare")
    state = after(state, f"use #{bounce} 1", f"target #{sage}", f"pay #{pike} 火", "declare")
    state, events = play(state, "pass", "pass")
    outcomes = [e.outcome for e in of_kind(events, "LinkResolved")]  # type: ignore[attr-defined]
    assert outcomes == ["applied", "user_gone"]
    assert sage in state.players[0].hand and giant in state.units
    assert not [e for e in of_kind(events, "DamageApplied") if e.unit == giant]  # type: ignore[attr-defined]
    assert state.power == [0, 0]


def test_power_short_is_not_usable() -> None:
    """deus [R13][D-COST-0][D-BOARD-9]: a declaration needing more ★ than its player has
    cannot be made."""
    t = Table(turn=3)
    sage = t.unit(0, "B1", "sage")
    t.unit(1, "B2", "giant")
    state = to_normal(after(t.build(), f"move #{sage} B2", "advance"))
    refused(state, f"use #{sage} 1", "cannot_use")
    assert legal(state) == ["attack"]


def test_multi_slot_pays_any_attribute_and_a_unit_pays_only_its_slots() -> None:
    """deus [D-STAT-SP-3][R3][D-STAT-SP-1][D-STAT-0][R4]: ※ pays any attribute; a 火 slot
    pays no 風 spell; a unit without spell slots uses no battle spell."""
    t = Table(turn=3)
    hawk = t.unit(0, "B1", "hawk")
    pike = t.unit(0, "B1", "pike")
    t.unit(1, "B2", "giant")
    gale, ember = t.hand(0, "gale", "ember")
    state = after(t.build(), f"move #{pike} B2", "advance", "done", "done")
    assert decision(state) == "P1 quick"
    refused(state, f"use #{gale} 1", "cannot_use")  # only a 火 slot in the battle
    t2 = Table(turn=3)
    hawk = t2.unit(0, "B1", "hawk")
    shield = t2.unit(0, "B1", "shield")
    giant = t2.unit(1, "B2", "giant")
    gale, ember = t2.hand(0, "gale", "ember")
    state = after(t2.build(), f"move #{shield} B2", "advance")
    state = to_normal(state)
    refused(state, f"use #{ember} 1", "cannot_use")  # no spell slot at all
    state = after(t2.build(), f"move #{hawk} B2", "advance", "done", "done")
    state = after(state, f"use #{gale} 1", f"target #{giant}")
    assert {x for x in legal(state) if x.startswith("pay")} == {f"pay #{hawk} ※"}
    state = after(state, f"pay #{hawk} ※", "declare")
    assert free_slots(state, hawk) == []
    assert fits("火", "S") and fits("魔", "※") and not fits("風", "火")  # S is ※'s alias [R3]


def test_split_payment_and_a_payer_gone_spends_the_rest() -> None:
    """deus [D-COST-2][D-COST-3a][D-COST-3b][D-COST-3c][R11][R12]: 火火 paid by one unit's 火
    and another's ※; the 火 payer is killed by a [対抗] (a payer used the declaration, so it
    is an appropriate target): the spell does nothing and the ※ stays spent."""
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    hawk = t.unit(0, "B1", "hawk")
    giant = t.unit(1, "B2", "giant")
    theirs = t.unit(1, "B2", "pike")
    twin = t.hand(0, "twinfire")[0]
    ward = t.hand(1, "ward")[0]
    state = after(t.build(), f"move #{pike} B2", f"move #{hawk} B2", "advance")
    state = to_normal(state)
    state = after(state, f"use #{twin} 1", f"target #{theirs}", f"pay #{pike} 火")
    state = after(state, f"pay #{hawk} ※", "declare")
    state = after(state, f"use #{ward} 1", f"target #{pike}", f"pay #{theirs} 火", "declare")
    state, events = play(state, "pass", "pass")
    outcomes = [e.outcome for e in of_kind(events, "LinkResolved")]  # type: ignore[attr-defined]
    assert outcomes == ["applied", "unpaid"]
    assert pike not in state.units and theirs in state.units and giant in state.units
    assert free_slots(state, hawk) == []
    assert twin in state.players[0].discard


def test_counter_targets_must_all_be_appropriate_from_this_chain() -> None:
    """deus [D-CHAIN-TGT-0][D-CHAIN-TGT-1][D-CHAIN-TGT-2][R11][D-TIM-CTR]: a [対抗] answering
    an [攻撃前] may target its user and its target only: not a unit targeted in the 速攻
    timing, not an uninvolved unit; a [対抗] with a player target is never usable."""
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    hawk = t.unit(0, "B1", "hawk")
    giant = t.unit(1, "B2", "shield")
    wolf = t.unit(1, "B2", "wolf")
    theirs = t.unit(1, "B2", "pike")
    ember = t.hand(0, "ember")[0]
    ward, plea = t.hand(1, "ward", "plea")
    state = after(t.build(), f"move #{pike} B2", f"move #{hawk} B2", "advance", "done", "done")
    state = after(state, "done", "done", "done")  # formations kept, P1 uses no [速攻]
    state = after(state, f"use #{wolf} 1", f"target #{hawk}", "declare", "done")
    state = to_normal(state)
    state = after(state, f"use #{ember} 1", f"target #{giant}", f"pay #{pike} 火", "declare")
    assert decision(state) == "P2 chain"
    assert f"use #{ward} 1" in legal(state)
    refused(state, f"use #{plea} 1", "cannot_use")  # no player may be a [対抗]'s target
    state = after(state, f"use #{ward} 1")
    assert _targets(state) == {f"target #{pike}", f"target #{giant}"}
    refused(state, f"target #{hawk}", "bad_target")  # targeted in the 速攻 timing only
    refused(state, f"target #{wolf}", "bad_target")
    refused(state, f"target #{theirs}", "bad_target")


def test_an_attack_makes_attackers_and_the_attacked_appropriate() -> None:
    """deus [D-CHAIN-TGT-1][D-CHAIN-TGT-2][R11][D-CHAIN-RIGHT-2]: a [対抗] answering an
    attack may target an attacking unit or an attacked one; the first right to answer goes
    to the attacked player."""
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    theirs = t.unit(1, "B2", "pike")
    ward = t.hand(1, "ward")[0]
    state = to_normal(after(t.build(), f"move #{pike} B2", "advance"))
    state = after(state, "attack")
    assert decision(state) == "P2 chain"
    state = after(state, f"use #{ward} 1")
    assert _targets(state) == {f"target #{pike}", f"target #{theirs}"}
    state, events = play(state, f"target #{pike}", f"pay #{theirs} 火", "declare", "pass", "pass")
    assert pike not in state.units and theirs in state.units
    assert not of_kind(events, "AttackDeclared")  # no attacker is left to deal damage


def test_always_effects_only_from_units_standing_in_play() -> None:
    """deus [D-TIM-ALW-2][D-TIM-ALW-1][R15][D-PER-B]: a unit's Battle [常時] works from the
    battle it stands in; the same text does nothing from a hand, from outside the battle or
    printed on a summoner."""
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    t.unit(0, "A1", "banner")  # on the battlefield but not in the battle
    t.hand(0, "banner")
    t.summoner(0, "herald")
    t.unit(1, "B2", "giant")
    state = to_normal(after(t.build(), f"move #{pike} B2", "advance"))
    assert attack(state, pike) == 2
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    banner = t.unit(0, "B1", "banner")
    t.unit(1, "B2", "giant")
    state = after(t.build(), f"move #{pike} B2", f"move #{banner} B2", "advance")
    state = to_normal(state)
    assert (attack(state, pike), attack(state, banner)) == (4, 3)
