"""The national-power game's end phase (engine/kokuryoku/endphase.py): end-phase-start
surprise cards [K-7.1], generation change in both modes [K-7.2][K-7.2a][K-7.2b][KV-16],
修練 [K-7.3][KV-15], 象徴 chips [K-7.4], the hand limit in the own end phase only
[K-7.5][K-7.5a], and the turn's end [K-7.6]. Positions are built by hand (koku_position);
every action's state keeps 20 chips a player."""

from __future__ import annotations

from typing import Any

from koku_position import Position, act, chips_conserved, of_type, refused, sq

from engine.kernel.actions import Action, Done, Pass
from engine.kernel.events import Event
from engine.kokuryoku import endphase, turn
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import Bolster, ClassChange, Discard, Succeed, UseSurprise
from engine.kokuryoku.state import KokuState, Phase

HANDLERS: dict[type[Action], tuple[Any, Any]] = {
    UseSurprise: (endphase.check_use_surprise, endphase.perform_use_surprise),
    Pass: (endphase.check_pass, endphase.perform_pass),
    Succeed: (endphase.check_succeed, endphase.perform_succeed),
    Bolster: (endphase.check_bolster, endphase.perform_bolster),
    ClassChange: (endphase.check_class_change, endphase.perform_class_change),
    Done: (endphase.check_done, turn.end_end_phase),
    Discard: (endphase.check_discard, turn.discard),
}


def play(state: KokuState, action: Action) -> tuple[KokuState, list[Event]]:
    check, perform = HANDLERS[type(action)]
    return act(state, check, perform, action)


def why(state: KokuState, action: Action) -> str:
    return refused(state, HANDLERS[type(action)][0], action)


def in_end(pos: Position, phase: Phase = Phase.END, **fields: Any) -> KokuState:
    """P1's end phase (P1 active) at ``phase``; both decks hold cards for the next turn."""
    pos.filler(0, 3)
    pos.filler(1, 3)
    return pos.build(phase=phase, **fields)


# -- 1. end-phase-start surprise cards [K-7.1] -----------------------------------------------------
def test_k_7_1_end_phase_opens_with_its_surprise_timing() -> None:
    """[K-7.1] the end phase starts with the cards timed for its start: the active player
    uses any of them, then passes on to generation change and 修練."""
    pos = Position()
    unit = pos.unit(0, "recruit", "B1", chips=1)
    warcry, ambush, supply = pos.hand(0, "warcry", "ambush", "supply")
    state = in_end(pos, phase=Phase.INVASION)
    events: list[Event] = []
    endphase.begin(state, events)
    assert chips_conserved(state)
    assert state.phase is Phase.END_START
    assert of_type(events, ev.PhaseStarted)[0].phase == "end_start"
    assert endphase.candidates(state) == [UseSurprise(warcry), UseSurprise(supply), Pass()]
    assert why(state, UseSurprise(ambush)) == "koku_wrong_timing"
    state, events = play(state, UseSurprise(warcry))
    assert state.units[unit].chips == 2 and warcry in state.zones[0].outside
    state, _ = play(state, UseSurprise(supply))
    assert len(state.zones[0].hand) == 3 and state.phase is Phase.END_START
    state, _ = play(state, Pass())
    assert state.phase is Phase.END


# -- 2. generation change [K-7.2][KV-16] --------------------------------------------------------
def test_k_7_2a_child_replaces_its_parent_with_the_carry_over() -> None:
    """[K-7.2a][KV-16][KV-15] the child from the hand takes its parent's square; chips
    capped at the child's maximum (the excess to the used pile [KV-6]); attachments the
    child's class may hold kept, others to 戦場外; waiting kept; the parent to 戦場外."""
    pos = Position()
    parent = pos.unit(0, "elder", "B2", chips=6, waiting=True, attach=("spear", "sword"))
    spear, sword = pos.attached(parent)
    (child,) = pos.hand(0, "heir")
    state = in_end(pos)
    state, events = play(state, Succeed(parent, child))
    assert parent not in state.units
    body = state.units[child]
    assert (body.square, body.chips, body.waiting) == (sq("B2"), 4, True)
    assert body.attachments == [spear]
    assert sorted(state.zones[0].outside) == sorted([sword, parent])
    assert state.zones[0].used == 2 and child not in state.zones[0].hand
    (changed,) = of_type(events, ev.GenerationChanged)
    assert (changed.parent.id, changed.child.id, changed.mode, changed.chips) == (
        parent,
        child,
        1,
        4,
    )
    assert [d.card.id for d in of_type(events, ev.Detached)] == [sword]


def test_kv_16_child_arriving_keeps_the_name_rule() -> None:
    """[KV-16][K-5.6b] a child may not arrive while a non-generic unit of its name is on
    the field, either side's."""
    pos = Position()
    parent = pos.unit(0, "elder", "B1", chips=2)
    pos.unit(1, "heir", "B4")
    (child,) = pos.hand(0, "heir")
    assert why(in_end(pos), Succeed(parent, child)) == "koku_end_same_name"


def test_k_7_2a_only_the_parents_own_child_from_the_hand() -> None:
    """[K-7.2a][KV-16] the child its data names, from the active player's hand, for one of
    their own units."""
    pos = Position()
    parent = pos.unit(0, "elder", "B1")
    theirs = pos.unit(1, "elder", "B4")
    other = pos.unit(0, "recruit", "A1")
    child, wrong = pos.hand(0, "heir", "blademaster")
    state = in_end(pos)
    assert why(state, Succeed(parent, wrong)) == "koku_end_not_its_child"
    assert why(state, Succeed(other, child)) == "koku_end_not_its_child"
    assert why(state, Succeed(theirs, child)) == "koku_end_not_your_unit"
    assert why(state, Succeed(parent, theirs)) == "koku_end_not_in_hand"


def test_k_7_2b_parent_supports_its_child_past_the_support_cap() -> None:
    """[K-7.2b][KV-16] the parent card from the hand goes to 戦場外 and its child on the
    field gains the parent's support (4) from the unused pile: more than the 3-chip support
    cap [K-5.3], never above the child's maximum [KV-6]."""
    pos = Position()
    child = pos.unit(0, "heir", "B1")
    (parent,) = pos.hand(0, "elder")
    state = in_end(pos, supported=3)
    state, events = play(state, Bolster(parent, child))
    assert state.units[child].chips == 4 and state.zones[0].unused == 16
    assert state.zones[0].outside == [parent] and parent not in state.zones[0].hand
    (changed,) = of_type(events, ev.GenerationChanged)
    assert (changed.mode, changed.chips, changed.parent.id, changed.child.id) == (
        2,
        4,
        parent,
        child,
    )


def test_k_7_2b_support_capped_by_the_maximum_and_the_unused_pile() -> None:
    """[K-7.2b][KV-6] the chips stop at the child's maximum and at the unused pile's
    size."""
    pos = Position()
    child = pos.unit(0, "heir", "B1", chips=2)
    (parent,) = pos.hand(0, "elder")
    state, events = play(in_end(pos), Bolster(parent, child))
    assert state.units[child].chips == 4
    assert of_type(events, ev.GenerationChanged)[0].chips == 2
    pos = Position()
    child = pos.unit(0, "heir", "B1")
    (parent,) = pos.hand(0, "elder")
    pos.used(0, 19)
    state, _ = play(in_end(pos), Bolster(parent, child))
    assert state.units[child].chips == 1 and state.zones[0].unused == 0


def test_k_7_2b_only_a_parent_of_that_child() -> None:
    """[K-7.2b][KV-16] the hand card must be the unit's parent."""
    pos = Position()
    child = pos.unit(0, "heir", "B1")
    wrong = pos.unit(0, "recruit", "A1")
    parent, other = pos.hand(0, "elder", "recruit")
    state = in_end(pos)
    assert why(state, Bolster(parent, wrong)) == "koku_end_not_its_parent"
    assert why(state, Bolster(other, child)) == "koku_end_not_its_parent"


# -- 修練 [K-7.3][KV-15] ---
def test_k_7_3_training_class_change_in_the_end_phase() -> None:
    """[K-7.3][KV-15] a unit whose card prints 修練 class changes in the end phase into the
    hand card its data names, with KV-15's carry-over; the old card to 戦場外."""
    pos = Position()
    unit = pos.unit(0, "recruit", "C2", chips=3, attach=("spear",))
    (spear,) = pos.attached(unit)
    (master,) = pos.hand(0, "blademaster")
    state = in_end(pos)
    state, events = play(state, ClassChange(unit, master))
    body = state.units[master]
    assert (body.square, body.chips, body.attachments) == (sq("C2"), 3, [spear])
    assert unit not in state.units and state.zones[0].outside == [unit]
    (changed,) = of_type(events, ev.ClassChanged)
    assert (changed.old.id, changed.new.id, changed.at) == (unit, master, sq("C2"))


def test_k_7_3_no_training_no_end_phase_class_change() -> None:
    """[K-7.3][KV-15] without 修練 a unit class changes only in its processing step; the
    card must be the one its data names."""
    pos = Position()
    seer = pos.unit(0, "seer", "A1")
    recruit = pos.unit(0, "recruit", "B1")
    archmage, heir = pos.hand(0, "archmage", "heir")
    state = in_end(pos)
    assert why(state, ClassChange(seer, archmage)) == "koku_end_no_training"
    assert why(state, ClassChange(recruit, heir)) == "koku_end_not_its_class_change"


# -- 3. 象徴 [K-7.4] and the turn's end [K-7.6] ---
def test_k_7_4_symbol_chips_then_the_turn_passes() -> None:
    """[K-7.4] each attachment with 象徴 gives its unit that many chips from unused, never
    above the maximum [KV-6], for the active player's units only; [K-7.6] then the turn
    ends and the other player's turn begins with their power phase [KV-4]."""
    pos = Position()
    mine = pos.unit(0, "recruit", "B1", chips=1, attach=("banner",))
    full = pos.unit(0, "scout", "A1", chips=2, attach=("banner",))
    theirs = pos.unit(1, "recruit", "B4", chips=1, attach=("banner",))
    (banner,) = pos.attached(mine)
    state = in_end(pos, turn=5)
    state, events = play(state, Done())
    assert state.units[mine].chips == 2 and state.units[full].chips == 2
    assert state.units[theirs].chips == 1
    (symbol,) = of_type(events, ev.SymbolChips)
    assert (symbol.card.id, symbol.unit.id, symbol.chips) == (banner, mine, 1)
    (ended,) = of_type(events, ev.TurnEnded)
    assert (ended.player, ended.turn) == (0, 5)
    assert (state.turn, state.active, state.power_seat) == (6, 1, 1)
    assert state.phase is Phase.POWER
    kinds = [type(e) for e in events]
    assert kinds.index(ev.SymbolChips) < kinds.index(ev.TurnEnded) < kinds.index(ev.TurnStarted)


# -- 4. the hand limit [K-7.5][K-7.5a] -------------------------------------------------------------
def test_k_7_5_hand_over_seven_discards_chosen_cards_to_outside() -> None:
    """[K-7.5][K-7.5a] with 8 or more cards the active player chooses cards to put into
    戦場外 until 7 remain; then the turn ends [K-7.6]."""
    pos = Position()
    hand = pos.hand(0, *(["militia"] * 9))
    state = in_end(pos)
    state, events = play(state, Done())
    assert state.phase is Phase.HAND_LIMIT and not of_type(events, ev.TurnEnded)
    assert endphase.candidates(state) == [Discard(card) for card in hand]
    state, events = play(state, Discard(hand[4]))
    assert state.phase is Phase.HAND_LIMIT and state.zones[0].outside == [hand[4]]
    assert of_type(events, ev.Discarded)[0].card.id == hand[4]
    state, events = play(state, Discard(hand[0]))
    assert state.zones[0].outside == [hand[4], hand[0]] and len(state.zones[0].hand) == 7
    assert of_type(events, ev.TurnEnded) and state.active == 1


def test_k_7_5a_seven_cards_need_no_discard() -> None:
    """[K-7.5] 7 cards is within the limit: no discard step."""
    pos = Position()
    hand = pos.hand(0, *(["militia"] * 7))
    state = in_end(pos)
    assert why(state, Discard(hand[0])) == "koku_end_hand_within_limit"
    state, _ = play(state, Done())
    assert state.active == 1 and state.zones[0].hand == hand


def test_k_7_5a_never_the_other_players_hand() -> None:
    """[K-7.5a] the hand limit is not applied in the opponent's end phase: the other
    player keeps their 10 cards; only the active player's cards may be discarded."""
    pos = Position()
    theirs = pos.hand(1, *(["militia"] * 10))
    state = in_end(pos)
    assert why(state, Discard(theirs[0])) == "koku_end_not_in_hand"
    state, _ = play(state, Done())
    assert len(state.zones[1].hand) == 11  # their 10 and their power phase's draw


def test_k_7_2_end_candidates_list_every_replacement() -> None:
    """[K-7.2][K-7.3] the end step's choices: of each (unit, hand unit card) pair as a
    succession, a support and a class change, those the checks allow, then Done (generated
    legal, issue 23: the pairs left out are refused)."""
    pos = Position()
    parent = pos.unit(0, "elder", "B1")
    (child,) = pos.hand(0, "heir")
    state = in_end(pos)
    assert endphase.candidates(state) == [Succeed(parent, child), Done()]
    legal = [a for a in endphase.candidates(state) if HANDLERS[type(a)][0](state, a) is None]
    assert legal == [Succeed(parent, child), Done()]
    assert why(state, Bolster(child, parent)) == "koku_end_not_its_parent"
    assert why(state, ClassChange(parent, child)) == "koku_end_no_training"
    assert chips_conserved(state)
