"""The kokuryoku invasion phase (engine/kokuryoku/invasion.py): victory B at the phase's start,
readying, moves with mirrored ranges, blocking units and barring lands, activation unit by
unit, 再移動, class change in the processing step, waiting and victory A. Every action is
checked, then performed, and each player's 20 chips are counted after it [K-3.6][KV-6].
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
import pytest
from koku_position import Position, chips_conserved, of_type, sq

from engine.kernel.actions import Action, Done, Pass
from engine.kernel.board import SURROUNDING
from engine.kernel.errors import Refusal
from engine.kernel.events import Event
from engine.kernel.state import Result
from engine.kokuryoku import attack, endphase, invasion, turn
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import AttackUnit, ClassChange, Move, MoveAgain
from engine.kokuryoku.cards import CardDef, UnitDef
from engine.kokuryoku.state import KokuState, Phase
from engine.kokuryoku.zones import max_morale

Check = Callable[[KokuState, Any], Refusal | None]
Perform = Callable[[KokuState, Any, list[Event]], None]
HANDLERS: dict[type[Action], tuple[Check, Perform]] = {
    Move: (invasion.check_move, invasion.perform_move),
    AttackUnit: (attack.check_attack, attack.perform_attack),
    MoveAgain: (invasion.check_move_again, invasion.perform_move_again),
    ClassChange: (invasion.check_class_change, invasion.perform_class_change),
    Done: (invasion.check_done, turn.end_invasion_phase),
    Pass: (attack.check_pass, attack.perform_pass),
}


def act(state: KokuState, action: Action) -> list[Event]:
    """Check, perform, and count the chips, as the door would."""
    check, perform = HANDLERS[type(action)]
    assert check(state, action) is None, check(state, action)
    events: list[Event] = []
    perform(state, action, events)
    assert sound(state)
    return events


def sound(state: KokuState) -> bool:
    """20 chips each, no pile below 0, no unit above its maximum [K-3.6][KV-6]."""
    piles = [n for z in state.zones for n in (z.unused, z.used)]
    held = [(b.chips, max_morale(state, u)) for u, b in state.units.items()]
    return chips_conserved(state) and min(piles) >= 0 and all(0 <= c <= m for c, m in held)


def refusal(state: KokuState, action: Action) -> str:
    found = HANDLERS[type(action)][0](state, action)
    assert found is not None
    return found.key


def invading(p: Position, **fields: Any) -> KokuState:
    state = p.build(phase=Phase.INVASION, **fields)
    assert chips_conserved(state)
    return state


def both_pass(state: KokuState) -> list[Event]:
    """The attack's surprise window closes: the defender passes, then the attacker [KV-8]."""
    return act(state, Pass()) + act(state, Pass())


def patched(state: KokuState, card: CardDef) -> None:
    """The catalog with one printed card replaced (a value the test catalog lacks)."""
    catalog = {**state.setup.catalog, card.id: card}
    state.setup = msgspec.structs.replace(state.setup, catalog=catalog)


def begun(p: Position) -> tuple[KokuState, list[Event]]:
    """The active player's invasion phase begins after the other's power phase [KV-4]."""
    state = p.build(phase=Phase.POWER, power_seat=1 - p.first)
    events: list[Event] = []
    invasion.begin(state, events)
    assert chips_conserved(state)
    return state, events


def targets_of(state: KokuState, unit: int, kind: type[Action]) -> set[int]:
    """Where the unit's listed moves of this kind go (a move's square, an attack's target)."""
    found = set()
    for a in invasion.moves(state):
        if isinstance(a, kind) and invasion.piece_of(a) == unit:
            assert isinstance(a, Move | MoveAgain | AttackUnit)
            found.add(a.at if isinstance(a, AttackUnit) else a.to)
    return found


def squares(*labels: str) -> set[int]:
    return {sq(label) for label in labels}


@pytest.fixture
def no_end_phase(monkeypatch: pytest.MonkeyPatch) -> list[KokuState]:
    """The end phase is another module's: record that it was opened."""
    opened: list[KokuState] = []
    monkeypatch.setattr(endphase, "begin", lambda state, events: opened.append(state))
    return opened


# -- victory B and readying [KV-13][K-1.3][K-6.1] ---------------------------------------------
def test_kv_13_non_active_player_without_units_loses_at_invasion_start() -> None:
    """[KV-13] The non-active player has no unit when the active player's invasion phase
    begins: the active player wins before anything is readied."""
    p = Position()
    p.unit(0, "militia", "B1", chips=1, waiting=True)
    p.outside(1, "militia")  # its unit was removed earlier
    state, events = begun(p)
    assert state.result == Result("no_units", 0)
    assert not of_type(events, ev.UnitsReadied)
    assert state.units[0].waiting  # nothing more happened


def test_k_1_3_player_who_never_sortied_loses_at_opponents_invasion() -> None:
    """[K-1.3][KV-13] Unit cards in hand do not count: only units on the map do; the second
    player, who never sortied, loses when the first player's invasion phase begins."""
    p = Position(first=1)
    p.unit(1, "militia", "B4", chips=1)
    p.hand(0, "blademaster", "recruit")
    state, _ = begun(p)
    assert state.result == Result("no_units", 1)


def test_kv_13_active_player_without_units_is_not_beaten() -> None:
    """[KV-13] The active player is never beaten by having no unit at their own invasion."""
    p = Position()
    p.unit(1, "militia", "B4")
    state, _ = begun(p)
    assert state.result is None
    assert state.phase is Phase.INVASION
    assert invasion.moves(state) == []


def test_k_6_1_every_own_unit_becomes_ready_at_once() -> None:
    """[K-6.1][KV-11] All the active player's waiting units become ready together; the
    opponent's stay as they are; no unit is current and last phase's marks are gone."""
    p = Position()
    a = p.unit(0, "militia", "A1", chips=1, waiting=True)
    b = p.unit(0, "recruit", "B2", chips=2, waiting=True)
    c = p.unit(0, "lancer", "C1", chips=1)
    foe = p.unit(1, "militia", "B4", chips=1, waiting=True)
    state = p.build(phase=Phase.POWER, power_seat=1, current=b, moved=[a], acted=[b])
    events: list[Event] = []
    invasion.begin(state, events)
    assert [e for e in events if isinstance(e, ev.UnitsReadied)] == [
        ev.UnitsReadied(player=0, count=2)
    ]
    assert not any(state.units[u].waiting for u in (a, b, c))
    assert state.units[foe].waiting
    assert (state.phase, state.current) == (Phase.INVASION, -1)
    assert state.moved == state.acted == state.moved_again == []
    assert chips_conserved(state)


# -- moves [K-6.2][K-6.2a][KV-2] ---------------------------------------------------------------
def test_k_6_2_move_to_any_square_of_the_printed_range() -> None:
    """[K-6.2][KV-2] A militia (orthogonal range) at B2 reaches exactly its 4 neighbours."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=1)
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    assert targets_of(state, m, Move) == squares("A2", "C2", "B1", "B3")
    events = act(state, Move(m, sq("C2")))
    assert state.units[m].square == sq("C2")
    assert of_type(events, ev.Moved) == [
        ev.Moved(player=0, unit=of_type(events, ev.Moved)[0].unit, start=sq("B2"), to=sq("C2"))
    ]
    assert refusal(state, Move(m, sq("C3"))) == "koku_invasion_move_used"


def test_kv_2_range_is_mirrored_for_the_second_player() -> None:
    """[KV-2] The lancer's forward range points at the enemy: up for the first player,
    down for the second, whichever seat is first."""
    for first in (0, 1):
        p = Position(first=first)
        mine = p.unit(first, "lancer", "B1", chips=1)
        theirs = p.unit(1 - first, "lancer", "B4", chips=1)
        state = invading(p, active=first)
        assert targets_of(state, mine, Move) == squares("B2", "B3", "A2", "C2")
        state = invading(p, active=1 - first)
        assert targets_of(state, theirs, Move) == squares("B3", "B2", "A3", "C3")
        assert refusal(state, Move(theirs, sq("B1"))) == "koku_invasion_cannot_reach"


def test_k_6_2a_a_square_holding_any_unit_is_closed() -> None:
    """[K-6.2a] Neither an own nor an enemy unit's square can be entered."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=1)
    p.unit(0, "militia", "A2", chips=1)
    p.unit(1, "blademaster", "B3", chips=1)
    state = invading(p)
    assert targets_of(state, m, Move) == squares("C2", "B1")
    assert refusal(state, Move(m, sq("B3"))) == "koku_invasion_cannot_reach"
    assert refusal(state, Move(m, sq("A2"))) == "koku_invasion_cannot_reach"


def test_k_6_2a_a_land_bars_only_the_classes_it_names() -> None:
    """[K-6.2a][KV-3] The marsh keeps riders out but not pikes; a meadow bars no one; a
    unit may stand on a land [KV-1]."""
    p = Position()
    rider = p.unit(0, "lancer", "B1", chips=1)
    pike = p.unit(0, "militia", "C2", chips=1)
    p.unit(1, "militia", "C4", chips=1)
    p.land(0, "marsh", "B2")
    p.land(0, "meadow", "A2")
    state = invading(p)
    assert targets_of(state, rider, Move) == squares("B3", "A2")  # C2: the pike
    assert refusal(state, Move(rider, sq("B2"))) == "koku_invasion_cannot_reach"
    act(state, Move(pike, sq("B2")))
    assert state.units[pike].square == sq("B2")


def test_kv_2_a_move_jumps_over_what_lies_between() -> None:
    """[KV-2] No passage rule: the lancer jumps two squares forward past a unit."""
    p = Position()
    rider = p.unit(0, "lancer", "B1", chips=1)
    p.unit(1, "militia", "B2", chips=1)
    state = invading(p)
    act(state, Move(rider, sq("B3")))
    assert state.units[rider].square == sq("B3")


# -- activation, unit by unit [KV-11][K-6.0a-c][K-6.4][K-6.5] ----------------------------------
def test_k_6_0c_a_unit_moves_then_acts_and_then_does_neither_again() -> None:
    """[K-6.0c][KV-11] Move, then act; no second move or act, no move after acting."""
    p = Position()
    m = p.unit(0, "blademaster", "B1", chips=4)
    foe = p.unit(1, "militia", "B3", chips=2)
    state = invading(p)
    act(state, Move(m, sq("B2")))
    assert state.current == m
    act(state, AttackUnit(m, sq("B3")))
    both_pass(state)
    assert foe not in state.units
    assert state.current == m and m in state.acted
    assert refusal(state, Move(m, sq("A2"))) == "koku_invasion_move_used"
    assert targets_of(state, m, Move) == set()


def test_k_6_0c_a_unit_may_act_without_moving_and_not_move_after() -> None:
    """[K-6.0c][K-6.5] The move step is optional; the act step comes after it."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=4)
    p.unit(1, "blademaster", "B3", chips=4)
    state = invading(p)
    act(state, AttackUnit(m, sq("B3")))
    both_pass(state)
    assert state.current == m
    assert refusal(state, Move(m, sq("A2"))) == "koku_invasion_move_used"
    assert refusal(state, AttackUnit(m, sq("B3"))) == "koku_attack_act_used"


def test_kv_11_activating_another_unit_finishes_the_current_one() -> None:
    """[KV-11][K-6.4][K-6.5] B's move sets A (which moved) to waiting; A cannot go again and
    the phase offers it nothing."""
    p = Position()
    a = p.unit(0, "militia", "A1", chips=1)
    b = p.unit(0, "militia", "C1", chips=1)
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    act(state, Move(a, sq("A2")))
    events = act(state, Move(b, sq("C2")))
    waiting = of_type(events, ev.UnitWaiting)
    assert [(e.player, e.unit.id, e.at) for e in waiting] == [(0, a, sq("A2"))]
    assert events.index(waiting[0]) < events.index(of_type(events, ev.Moved)[0])
    assert state.units[a].waiting and not state.units[b].waiting
    assert state.current == b
    assert refusal(state, Move(a, sq("A3"))) == "koku_invasion_finished"
    assert all(invasion.piece_of(m) != a for m in invasion.moves(state))


def test_k_6_5_no_going_back_to_act_with_a_unit_moved_earlier() -> None:
    """[K-6.5] Move A, move B, then A may not attack."""
    p = Position()
    a = p.unit(0, "blademaster", "A1", chips=4)
    b = p.unit(0, "militia", "C1", chips=1)
    p.unit(1, "militia", "A3", chips=1)
    state = invading(p)
    act(state, Move(a, sq("A2")))
    act(state, Move(b, sq("C2")))
    assert refusal(state, AttackUnit(a, sq("A3"))) == "koku_invasion_finished"


def test_kv_11_a_unit_that_did_nothing_may_go_later(no_end_phase: list[KokuState]) -> None:
    """[KV-11][K-6.0b][K-6.4] Units go in any order; one left untouched stays ready, may be
    activated later, and is not set to waiting at the phase's end."""
    p = Position()
    a = p.unit(0, "militia", "A1", chips=1)
    b = p.unit(0, "militia", "C1", chips=1)
    idle = p.unit(0, "militia", "B1", chips=1)
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    act(state, Move(b, sq("C2")))
    act(state, Move(a, sq("A2")))
    assert not state.units[idle].waiting
    events = act(state, Done())
    assert [e.unit.id for e in of_type(events, ev.UnitWaiting)] == [a]
    assert not state.units[idle].waiting
    assert state.units[b].waiting
    assert no_end_phase == [state]


def test_k_6_4_done_sets_the_current_unit_waiting_then_opens_the_end_phase(
    no_end_phase: list[KokuState],
) -> None:
    """[K-6.4][KV-4] Done finishes the current unit, then the end phase begins."""
    p = Position()
    a = p.unit(0, "militia", "A1", chips=1)
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    act(state, Move(a, sq("A2")))
    events = act(state, Done())
    assert of_type(events, ev.UnitWaiting)[0].unit.id == a
    assert state.units[a].waiting and state.current == -1
    assert no_end_phase == [state]


# -- victory A [KV-12] ------------------------------------------------------------------------
def test_kv_12_a_unit_set_waiting_on_an_enemy_sortie_square_wins(
    no_end_phase: list[KokuState],
) -> None:
    """[KV-12] Standing there is not enough: the win comes when the unit is set to waiting
    (here by activating another unit), and nothing else happens after it."""
    p = Position()
    a = p.unit(0, "militia", "A3", chips=1)
    b = p.unit(0, "militia", "C1", chips=1)
    p.unit(1, "militia", "C4", chips=1)
    state = invading(p)
    act(state, Move(a, sq("A4")))
    assert state.result is None
    events = act(state, Move(b, sq("C2")))
    assert state.result == Result("sortie_square", 0)
    assert state.units[b].square == sq("C1") and not of_type(events, ev.Moved)
    assert no_end_phase == []


def test_kv_12_the_second_player_wins_on_the_first_players_sortie_row(
    no_end_phase: list[KokuState],
) -> None:
    """[KV-12][KV-1] The second player's target row is row 1; Done sets the unit waiting."""
    p = Position()
    foe = p.unit(1, "militia", "B2", chips=1)
    p.unit(0, "militia", "C3", chips=1)
    state = invading(p, active=1)
    act(state, Move(foe, sq("B1")))
    act(state, Done())
    assert state.result == Result("sortie_square", 1)
    assert no_end_phase == []


def test_kv_12_own_sortie_square_wins_nothing(no_end_phase: list[KokuState]) -> None:
    """[KV-2][KV-12] A unit may enter its own sortie squares; that wins nothing."""
    p = Position()
    a = p.unit(0, "militia", "B2", chips=1)
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    act(state, Move(a, sq("B1")))
    act(state, Done())
    assert state.result is None and no_end_phase == [state]


def test_kv_12_victory_is_judged_after_move_again(no_end_phase: list[KokuState]) -> None:
    """[KV-12][K-6.4a] 再移動 onto an enemy sortie square wins when the unit waits."""
    p = Position()
    rider = p.unit(0, "lancer", "B2", chips=1)
    p.unit(1, "militia", "A4", chips=1)
    state = invading(p)
    act(state, Move(rider, sq("B3")))
    act(state, MoveAgain(rider, sq("B4")))
    assert state.result is None
    act(state, Done())
    assert state.result == Result("sortie_square", 0)
    assert no_end_phase == []


def test_kv_12_moving_off_with_move_again_wins_nothing(no_end_phase: list[KokuState]) -> None:
    """[KV-12][K-6.4a] What counts is where the unit stands when it is set to waiting: one
    that moved onto an enemy sortie square and off it again with 再移動 wins nothing. (A
    lancer that moves all around; the second player's, so its range is mirrored [KV-2].)"""
    p = Position()
    p.unit(0, "militia", "C3", chips=1)
    foe = p.unit(1, "lancer", "B2", chips=1)
    state = invading(p, active=1)
    patched(
        state,
        UnitDef(
            id="lancer",
            name="槍騎兵",
            unit_class="騎兵",
            morale=4,
            move_again=True,
            move=SURROUNDING,
        ),
    )
    act(state, Move(foe, sq("B1")))
    act(state, MoveAgain(foe, sq("A2")))
    act(state, Done())
    assert state.result is None
    assert state.units[foe].waiting
    assert no_end_phase == [state]


# -- 再移動 [K-6.4a] -----------------------------------------------------------------------------
def test_k_6_4a_move_again_once_in_the_current_units_processing_step() -> None:
    """[K-6.4a][K-6.5] Only the current unit, after it moved or acted, only a unit printing
    it, only once; after it the unit does not act."""
    p = Position()
    rider = p.unit(0, "lancer", "B1", chips=3)
    pike = p.unit(0, "militia", "A1", chips=1)
    p.unit(1, "militia", "C4", chips=1)
    state = invading(p)
    assert refusal(state, MoveAgain(rider, sq("B2"))) == "koku_invasion_not_processing"
    act(state, Move(pike, sq("A2")))
    assert refusal(state, MoveAgain(pike, sq("A3"))) == "koku_invasion_no_move_again"
    act(state, Move(rider, sq("B2")))
    assert targets_of(state, rider, MoveAgain) == squares("B3", "B4", "A3", "C3")
    events = act(state, MoveAgain(rider, sq("C3")))
    assert of_type(events, ev.Moved)[0].again
    assert refusal(state, MoveAgain(rider, sq("C4"))) == "koku_invasion_move_again_used"
    assert refusal(state, AttackUnit(rider, sq("C4"))) == "koku_attack_act_used"
    assert not any(invasion.piece_of(m) == rider for m in invasion.moves(state))


def test_k_6_4a_move_again_after_acting() -> None:
    """[K-6.4a] After its attack, the unit may still use 再移動."""
    p = Position()
    rider = p.unit(0, "lancer", "B2", chips=4)
    p.unit(1, "blademaster", "B3", chips=5)
    state = invading(p)
    act(state, AttackUnit(rider, sq("B3")))
    both_pass(state)
    assert state.units[rider].chips == 1  # paid 2, countered for 1
    assert targets_of(state, rider, MoveAgain) == squares("B4", "A3", "C3")
    act(state, MoveAgain(rider, sq("A3")))
    assert state.units[rider].square == sq("A3")


# -- class change [KV-15] ------------------------------------------------------------------------
def test_kv_15_class_change_in_the_processing_step() -> None:
    """[KV-15][K-6.4a] After moving, the recruit becomes the blademaster from the hand: same
    square, chips, attachments it may hold and ready state; the old card goes to 戦場外; the
    new card is current, cannot act, and waits when the next unit goes."""
    p = Position()
    recruit = p.unit(0, "recruit", "B1", chips=3, attach=("spear", "banner"))
    spear, banner = p.attached(recruit)
    master = p.hand(0, "blademaster")[0]
    pike = p.unit(0, "militia", "A1", chips=1)
    p.unit(1, "militia", "B3", chips=1)
    state = invading(p)
    assert refusal(state, ClassChange(recruit, master)) == "koku_invasion_not_processing"
    act(state, Move(recruit, sq("B2")))
    assert ClassChange(recruit, master) in invasion.moves(state)
    events = act(state, ClassChange(recruit, master))
    assert [(e.old.id, e.new.id, e.at) for e in of_type(events, ev.ClassChanged)] == [
        (recruit, master, sq("B2"))
    ]
    body = state.units[master]
    assert (body.square, body.chips, body.attachments, body.waiting) == (
        sq("B2"),
        3,
        [spear, banner],
        False,
    )
    assert recruit not in state.units and recruit in state.zones[0].outside
    assert master not in state.zones[0].hand
    assert state.current == master and master in state.moved
    assert refusal(state, AttackUnit(master, sq("B3"))) == "koku_attack_act_used"
    events = act(state, Move(pike, sq("A2")))
    assert state.units[master].waiting
    assert of_type(events, ev.UnitWaiting)[0].unit.id == master


def test_kv_15_class_change_drops_attachments_and_caps_chips() -> None:
    """[KV-15][KV-6] An attachment the new class may not hold goes to 戦場外; chips above the
    new maximum go to the used pile."""
    p = Position()
    recruit = p.unit(0, "recruit", "B2", chips=3, attach=("longbow",))
    bow = p.attached(recruit)[0]
    master = p.hand(0, "blademaster")[0]
    p.unit(1, "militia", "B3", chips=1)
    state = invading(p)
    patched(state, UnitDef(id="blademaster", name="剣の達人", unit_class="剣士", morale=2))
    act(state, AttackUnit(recruit, sq("B3")))
    both_pass(state)
    used = state.zones[0].used
    events = act(state, ClassChange(recruit, master))
    assert state.units[master].attachments == []
    assert bow in state.zones[0].outside
    assert [e.card.id for e in of_type(events, ev.Detached)] == [bow]
    assert state.units[master].chips == 2  # 3 - 1 paid = 2: at the cap, nothing lost
    assert state.zones[0].used == used


def test_kv_15_chips_above_the_new_maximum_go_to_the_used_pile() -> None:
    """[KV-15][KV-6] The seer's charm (+2 morale) is kept; a new card of smaller maximum
    sheds the excess chips into the used pile."""
    p = Position()
    seer = p.unit(0, "seer", "B1", chips=5, attach=("charm",))
    mage = p.hand(0, "archmage")[0]
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    patched(state, UnitDef(id="archmage", name="大術師", unit_class="魔術師", morale=1))
    act(state, Move(seer, sq("B2")))
    act(state, ClassChange(seer, mage))
    assert state.units[mage].chips == 3  # 1 printed + 2 from the charm
    assert state.zones[0].used == 2


def test_kv_15_class_change_keeps_k_5_6b_name_rule() -> None:
    """[KV-15][K-5.6b] A non-generic unit of the new card's name on the field, either side's,
    stops the class change; the card must be the one the data names, in the hand."""
    p = Position()
    recruit = p.unit(0, "recruit", "B2", chips=2)
    master, other = p.hand(0, "blademaster", "archmage")
    p.unit(1, "blademaster", "C4", chips=1)
    state = invading(p)
    act(state, Move(recruit, sq("B1")))
    assert refusal(state, ClassChange(recruit, master)) == "koku_invasion_same_name"
    assert refusal(state, ClassChange(recruit, other)) == "koku_invasion_not_class_card"
    assert not any(isinstance(m, ClassChange) for m in invasion.moves(state))


def test_kv_15_no_class_change_without_data_or_card() -> None:
    """[KV-15] A unit whose data names no class change has none; nor one without the card."""
    p = Position()
    pike = p.unit(0, "militia", "A1", chips=1)
    recruit = p.unit(0, "recruit", "C1", chips=1)
    p.hand(0, "archmage")
    p.unit(1, "militia", "B4", chips=1)
    state = invading(p)
    act(state, Move(pike, sq("A2")))
    assert refusal(state, ClassChange(pike, recruit)) == ("koku_invasion_no_class_change")
    act(state, Move(recruit, sq("C2")))
    assert not any(isinstance(m, ClassChange) for m in invasion.moves(state))


def test_kv_12_victory_is_judged_after_class_change(no_end_phase: list[KokuState]) -> None:
    """[KV-12][KV-15] A unit that moved onto an enemy sortie square and class changed there
    wins as its new card when it waits."""
    p = Position()
    recruit = p.unit(0, "recruit", "B3", chips=2)
    master = p.hand(0, "blademaster")[0]
    p.unit(1, "militia", "A4", chips=1)
    state = invading(p)
    act(state, Move(recruit, sq("B4")))
    act(state, ClassChange(recruit, master))
    assert state.result is None
    events = act(state, Done())
    assert of_type(events, ev.UnitWaiting)[0].unit.id == master
    assert state.result == Result("sortie_square", 0)


# -- the two-step decision -----------------------------------------------------------------------
def test_kv_11_moves_are_exactly_the_legal_ones() -> None:
    """[KV-11] Every listed move passes its own check, and each names its unit."""
    p = Position()
    rider = p.unit(0, "lancer", "B1", chips=2)
    recruit = p.unit(0, "recruit", "A1", chips=2)
    p.hand(0, "blademaster")
    p.unit(1, "militia", "B3", chips=1)
    p.unit(1, "militia", "A2", chips=1)
    state = invading(p)
    listed = invasion.moves(state)
    assert listed and all(invasion.check_any(state, m) is None for m in listed)
    assert {invasion.piece_of(m) for m in listed} == {rider, recruit}
    assert AttackUnit(recruit, sq("A2")) in listed
    act(state, Move(rider, sq("C2")))
    listed = invasion.moves(state)
    assert all(invasion.check_any(state, m) is None for m in listed)
    assert MoveAgain(rider, sq("C3")) in listed
