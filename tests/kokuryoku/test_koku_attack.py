"""Kokuryoku attacks (engine/kokuryoku/attack.py): declaring within the printed attack range
(mirrored for the second player) with the chips to pay, the surprise window (defender, then
attacker), payment, damage with attachments and surprise cards, the counter and its range
check, and every removal case. Every action is checked, then performed, and each player's
20 chips are counted after it [K-3.6][KV-6].
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
from koku_position import Position, chips_conserved, of_type, sq

from engine.kernel.actions import Action, Pass
from engine.kernel.errors import Refusal
from engine.kernel.events import Event
from engine.kernel.state import Result
from engine.kokuryoku import attack, invasion
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import AttackUnit, Move, UseSurprise
from engine.kokuryoku.cards import CardDef, UnitDef
from engine.kokuryoku.decision import Kind, current
from engine.kokuryoku.state import KokuState, Phase
from engine.kokuryoku.zones import max_morale

Check = Callable[[KokuState, Any], Refusal | None]
Perform = Callable[[KokuState, Any, list[Event]], None]
HANDLERS: dict[type[Action], tuple[Check, Perform]] = {
    Move: (invasion.check_move, invasion.perform_move),
    AttackUnit: (attack.check_attack, attack.perform_attack),
    UseSurprise: (attack.check_surprise, attack.perform_surprise),
    Pass: (attack.check_pass, attack.perform_pass),
}


def sound(state: KokuState) -> bool:
    """20 chips each, no pile below 0, no unit above its maximum [K-3.6][KV-6]."""
    piles = [n for z in state.zones for n in (z.unused, z.used)]
    held = [(b.chips, max_morale(state, u)) for u, b in state.units.items()]
    return chips_conserved(state) and min(piles) >= 0 and all(0 <= c <= m for c, m in held)


def act(state: KokuState, action: Action) -> list[Event]:
    """Check, perform, and count the chips, as the door would."""
    check, perform = HANDLERS[type(action)]
    assert check(state, action) is None, check(state, action)
    events: list[Event] = []
    perform(state, action, events)
    assert sound(state)
    return events


def refusal(state: KokuState, action: Action) -> str:
    found = HANDLERS[type(action)][0](state, action)
    assert found is not None
    return found.key


def invading(p: Position, **fields: Any) -> KokuState:
    state = p.build(phase=Phase.INVASION, **fields)
    assert sound(state)
    return state


def fight(state: KokuState, unit: int, at: str) -> list[Event]:
    """Declare, both players pass, the attack resolves [KV-7][KV-8]."""
    return act(state, AttackUnit(unit, sq(at))) + act(state, Pass()) + act(state, Pass())


def patched(state: KokuState, card: CardDef) -> None:
    """The catalog with one printed card replaced (a value the test catalog lacks)."""
    catalog = {**state.setup.catalog, card.id: card}
    state.setup = msgspec.structs.replace(state.setup, catalog=catalog)


def story(events: list[Event]) -> list[tuple[str, int, int]]:
    """What happened to which unit: (event, unit, amount or chips left)."""
    found: list[tuple[str, int, int]] = []
    for e in events:
        if isinstance(e, ev.ChipsPaid):
            found.append(("paid", e.unit.id, e.count))
        elif isinstance(e, ev.Damaged):
            found.append(("countered" if e.counter else "damaged", e.unit.id, e.amount))
        elif isinstance(e, ev.UnitRemoved):
            found.append(("removed", e.unit.id, 0))
    return found


def attack_squares(state: KokuState, unit: int) -> set[int]:
    return {
        a.at
        for a in invasion.moves(state)
        if isinstance(a, AttackUnit) and invasion.piece_of(a) == unit
    }


# -- declaring [KV-7][KV-8][KV-11] ---------------------------------------------------------------
def test_kv_7_declaring_opens_the_window_defender_first() -> None:
    """[KV-7][KV-8][KV-11] The declaration activates the attacker (acted, current), pays
    nothing yet and opens the window: the defender answers, then the attacker."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    foe = p.unit(1, "archmage", "B3", chips=6)
    state = invading(p)
    events = act(state, AttackUnit(m, sq("B3")))
    declared = of_type(events, ev.AttackDeclared)
    assert [(e.player, e.unit.id, e.target.id, e.start, e.at) for e in declared] == [
        (0, m, foe, sq("B2"), sq("B3"))
    ]
    assert state.phase is Phase.WINDOW and state.attack is not None
    assert (state.attack.attacker, state.attack.target) == (m, foe)
    assert state.units[m].chips == 3
    assert state.current == m and m in state.acted
    assert current(state).actor == 1 and current(state).kind is Kind.WINDOW
    act(state, Pass())
    assert state.attack.passed == [1]
    assert current(state).actor == 0 and state.phase is Phase.WINDOW
    act(state, Pass())
    assert state.attack is None and state.phase is Phase.INVASION


def test_kv_7_only_enemy_units_inside_the_printed_range() -> None:
    """[KV-7] Targets: enemy units in the attacker's printed range (none printed: the 4
    orthogonal neighbours); not an own unit, not an empty square, not out of range."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    p.unit(0, "militia", "A2", chips=1)
    p.unit(1, "militia", "B3", chips=1)
    p.unit(1, "militia", "C3", chips=1)
    state = invading(p)
    assert attack_squares(state, m) == {sq("B3")}
    assert refusal(state, AttackUnit(m, sq("A2"))) == "koku_attack_no_enemy"
    assert refusal(state, AttackUnit(m, sq("C2"))) == "koku_attack_no_enemy"
    assert refusal(state, AttackUnit(m, sq("C3"))) == "koku_attack_out_of_range"


def test_kv_7_attack_range_is_mirrored_for_the_second_player() -> None:
    """[KV-7][KV-2] The bowman's range (ahead, two ahead, the forward diagonals) points at
    the enemy for either player."""
    p = Position()
    mine = p.unit(0, "bowman", "B2", chips=3)
    theirs = p.unit(1, "bowman", "B3", chips=3)
    p.unit(1, "militia", "B4", chips=1)
    p.unit(1, "militia", "A3", chips=1)
    p.unit(0, "militia", "A2", chips=1)
    p.unit(0, "militia", "B1", chips=1)
    p.unit(0, "militia", "C1", chips=1)
    state = invading(p)
    assert attack_squares(state, mine) == {sq("B3"), sq("B4"), sq("A3")}
    state = invading(p, active=1)
    assert attack_squares(state, theirs) == {sq("B2"), sq("B1"), sq("A2")}
    assert refusal(state, AttackUnit(theirs, sq("C1"))) == "koku_attack_out_of_range"


def test_kv_7_the_attacker_must_hold_attack_times_hits_chips() -> None:
    """[KV-7] The blademaster (attack 2) with 1 chip cannot declare; attachments' bonuses
    add to the damage, not to the cost."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=1, attach=("spear",))
    p.unit(1, "militia", "B3", chips=1)
    state = invading(p)
    assert attack_squares(state, m) == set()
    assert refusal(state, AttackUnit(m, sq("B3"))) == "koku_attack_chips"
    state.units[m].chips, state.zones[0].unused = 2, state.zones[0].unused - 1
    assert attack_squares(state, m) == {sq("B3")}


def test_kv_7_a_unit_printing_no_attack_cannot_attack() -> None:
    """[KV-7] The scout prints no attack, even holding a weapon."""
    p = Position()
    scout = p.unit(0, "scout", "B2", chips=1, attach=("longbow",))
    p.unit(1, "militia", "B3", chips=1)
    state = invading(p)
    assert refusal(state, AttackUnit(scout, sq("B3"))) == "koku_attack_no_attack"
    assert attack_squares(state, scout) == set()


def test_kv_7_free_attacks_pay_nothing() -> None:
    """[KV-7] The fire tome makes the seer's attacks free: it attacks holding no chip and is
    not removed for it [KV-9]."""
    p = Position()
    seer = p.unit(0, "seer", "B1", attach=("tome",))
    foe = p.unit(1, "archmage", "B3", chips=6)
    state = invading(p)
    events = fight(state, seer, "B3")
    assert story(events) == [("paid", seer, 0), ("damaged", foe, 3)]
    assert seer in state.units and state.units[foe].chips == 3


def test_kv_7_pay_then_damage_with_attachments_times_hits() -> None:
    """[KV-7][KV-6] Payment: printed attack x hits off the attacker into the used pile;
    damage: (attack + attachments) x hits to the target, its chips to its used pile."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=2, attach=("spear",))
    foe = p.unit(1, "archmage", "A3", chips=6)
    state = invading(p)
    patched(
        state,
        UnitDef(
            id="militia",
            name="民兵",
            unit_class="槍兵",
            morale=2,
            attack=1,
            hits=2,
            range=((-1, 1),),
            generic=True,
        ),
    )
    events = fight(state, m, "A3")
    assert story(events) == [("paid", m, 2), ("damaged", foe, 4), ("removed", m, 0)]
    assert state.units[foe].chips == 2
    assert (state.zones[0].used, state.zones[1].used) == (2, 4)


def test_kv_8_surprise_cards_in_the_window() -> None:
    """[KV-8] The defender's guard and the attacker's strike change the damage; only
    attack-declared cards are offered, to the player answering now."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    foe = p.unit(1, "archmage", "B3", chips=6)
    ambush, cry = p.hand(0, "ambush", "warcry")
    shield, shield2 = p.hand(1, "shield", "shield")
    state = invading(p)
    act(state, AttackUnit(m, sq("B3")))
    assert attack.candidates(state) == [UseSurprise(shield), UseSurprise(shield2), Pass()]
    events = act(state, UseSurprise(shield))
    assert [e.card.id for e in of_type(events, ev.SurpriseUsed)] == [shield]
    assert shield in state.zones[1].outside
    assert current(state).actor == 1  # the defender answers again
    act(state, Pass())
    assert attack.candidates(state) == [UseSurprise(ambush), Pass()]
    assert refusal(state, UseSurprise(cry)) == "koku_wrong_timing"
    assert refusal(state, UseSurprise(shield2)) == "koku_not_in_hand"
    act(state, UseSurprise(ambush))
    events = act(state, Pass())
    assert story(events) == [("paid", m, 2), ("damaged", foe, 2)]  # 2 + 1 - 1


def test_kv_7_damage_never_below_zero() -> None:
    """[KV-7][KV-9] A guard larger than the attack leaves 0 damage: no chip lost, and a
    target holding none is not hit, so not removed."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=2)
    foe = p.unit(1, "scout", "C3")
    p.hand(1, "shield", "shield")
    state = invading(p)
    patched(
        state,
        UnitDef(
            id="militia",
            name="民兵",
            unit_class="槍兵",
            morale=2,
            attack=1,
            range=((1, 1),),
            generic=True,
        ),
    )
    act(state, AttackUnit(m, sq("C3")))
    for card in list(state.zones[1].hand):
        act(state, UseSurprise(card))
    act(state, Pass())
    events = act(state, Pass())
    assert story(events) == [("paid", m, 1)]
    assert foe in state.units


def test_kv_8_the_window_takes_only_its_own_answers() -> None:
    """[KV-8] No window, no pass; while the window is open, the invasion phase waits."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    p.unit(1, "archmage", "B3", chips=6)
    state = invading(p)
    assert refusal(state, Pass()) == "koku_attack_no_window"
    assert attack.candidates(state) == []
    act(state, AttackUnit(m, sq("B3")))
    assert refusal(state, AttackUnit(m, sq("B3"))) == "koku_invasion_not_now"
    assert refusal(state, Move(m, sq("A2"))) == "koku_invasion_not_now"


# -- the counter [KV-10] ---------------------------------------------------------------------------
def test_kv_10_a_surviving_target_in_range_counters_once_for_free() -> None:
    """[KV-10][KV-9] The blademaster survives and the attacker stands in its range: it deals
    its counter value x 1 without paying; the attacker, left at 0, is removed."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=2)
    foe = p.unit(1, "blademaster", "B3", chips=3)
    state = invading(p)
    events = fight(state, m, "B3")
    assert story(events) == [
        ("paid", m, 1),
        ("damaged", foe, 1),
        ("countered", m, 1),
        ("removed", m, 0),
    ]
    assert state.units[foe].chips == 2 and state.zones[1].used == 1
    assert state.current == -1 and m not in state.acted
    assert state.phase is Phase.INVASION


def test_kv_10_no_counter_when_the_attacker_is_out_of_the_targets_range() -> None:
    """[KV-10] The bowman shoots from two squares away; the blademaster's range is its 4
    neighbours, so it cannot answer."""
    p = Position()
    bow = p.unit(0, "bowman", "B1", chips=3)
    foe = p.unit(1, "blademaster", "B3", chips=3)
    state = invading(p)
    events = fight(state, bow, "B3")
    assert story(events) == [("paid", bow, 1), ("damaged", foe, 1)]
    assert state.units[bow].chips == 2


def test_kv_10_the_targets_range_is_mirrored_for_its_owner() -> None:
    """[KV-10][KV-2] The second player's bowman at B4 reaches B2 (two ahead, towards the first
    player): it counters the first player's bowman standing there."""
    p = Position()
    bow = p.unit(0, "bowman", "B2", chips=3)
    foe = p.unit(1, "bowman", "B4", chips=3)
    state = invading(p)
    events = fight(state, bow, "B4")
    assert story(events) == [("paid", bow, 1), ("damaged", foe, 1), ("countered", bow, 1)]
    assert state.units[bow].chips == 1


def test_kv_10_a_waiting_target_counters_and_stays_waiting() -> None:
    """[KV-10] Ready or waiting alike; the counter does not change its state; its
    attachments' counter bonus counts."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=5)
    foe = p.unit(1, "blademaster", "B3", chips=5, waiting=True, attach=("charm",))
    state = invading(p)
    events = fight(state, m, "B3")
    assert story(events) == [("paid", m, 2), ("damaged", foe, 2), ("countered", m, 2)]
    assert state.units[foe].waiting


def test_kv_10_a_removed_target_does_not_counter() -> None:
    """[KV-10][KV-9] A target losing its last chip is removed with its attachments to
    戦場外 and deals nothing back."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    foe = p.unit(1, "blademaster", "B3", chips=2, attach=("charm",))
    charm = p.attached(foe)[0]
    state = invading(p)
    events = fight(state, m, "B3")
    assert story(events) == [("paid", m, 2), ("damaged", foe, 2), ("removed", foe, 0)]
    removed = of_type(events, ev.UnitRemoved)[0]
    assert [a.id for a in removed.attachments] == [charm]
    assert state.zones[1].outside == [foe, charm]
    assert state.current == m


# -- removals [KV-9] -------------------------------------------------------------------------------
def test_kv_9_attacker_emptied_by_its_payment_deals_damage_then_is_removed() -> None:
    """[KV-9][KV-7] Paying its last chip, the militia still deals its damage; it is removed
    after the damage and the counter step, with its attachments."""
    p = Position()
    m = p.unit(0, "militia", "B2", chips=1, attach=("banner",))
    banner = p.attached(m)[0]
    foe = p.unit(1, "archmage", "B3", chips=6)
    state = invading(p)
    events = fight(state, m, "B3")
    assert story(events) == [("paid", m, 1), ("damaged", foe, 1), ("removed", m, 0)]
    assert state.zones[0].outside == [m, banner]
    assert state.current == -1


def test_kv_9_a_target_hit_while_holding_no_chip_is_removed() -> None:
    """[KV-9] A freshly sortied unit holding none is removed by a hit."""
    p = Position()
    m = p.unit(0, "blademaster", "B2", chips=3)
    foe = p.unit(1, "militia", "B3")
    state = invading(p)
    events = fight(state, m, "B3")
    assert story(events) == [("paid", m, 2), ("damaged", foe, 0), ("removed", foe, 0)]


def test_kv_9_holding_no_chip_is_not_removal_in_itself() -> None:
    """[KV-9] Units holding none stand until they lose their last chip or are hit."""
    p = Position()
    seer = p.unit(0, "seer", "B1", attach=("tome",))
    idle = p.unit(0, "militia", "A1")
    p.unit(1, "archmage", "B3", chips=6)
    state = invading(p)
    fight(state, seer, "B3")
    assert seer in state.units and idle in state.units


def test_kv_12_declaring_an_attack_finishes_the_current_unit_first() -> None:
    """[KV-11][KV-12] Activating the attacker sets the unit that moved onto an enemy sortie
    square waiting: it wins, and no attack is declared."""
    p = Position()
    a = p.unit(0, "militia", "A3", chips=1)
    m = p.unit(0, "blademaster", "B2", chips=3)
    p.unit(1, "militia", "B3", chips=1)
    state = invading(p)
    act(state, Move(a, sq("A4")))
    events = act(state, AttackUnit(m, sq("B3")))
    assert state.result == Result("sortie_square", 0)
    assert not of_type(events, ev.AttackDeclared) and state.attack is None
