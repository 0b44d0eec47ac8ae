"""The national-power game's turn start and power phases (engine/kokuryoku/turn.py,
power.py): used chips back and the mandatory draw [K-5.5][K-5.1][KV-14], the sortie
[K-5.6][K-5.6a][K-5.6b], lands [K-5.2][KV-3], support [K-5.3][K-5.3a][KV-6], attaching and
detaching [K-5.4][KV-17], the step order [KV-5] and the phase order [K-4.3][K-4.5][KV-4].
Positions are built by hand (koku_position); every action's state keeps 20 chips a player."""

from __future__ import annotations

from typing import Any

from koku_position import Position, act, chips_conserved, of_type, refused, sq

from engine.kernel.actions import Action, Done
from engine.kernel.events import Event
from engine.kokuryoku import events as ev
from engine.kokuryoku import power, turn
from engine.kokuryoku.actions import Attach, Detach, PlaceLand, Sortie, Support
from engine.kokuryoku.state import KokuState, Phase, Step, clone

HANDLERS: dict[type[Action], tuple[Any, Any]] = {
    Sortie: (power.check_sortie, power.perform_sortie),
    PlaceLand: (power.check_place_land, power.perform_place_land),
    Support: (power.check_support, power.perform_support),
    Attach: (power.check_attach, power.perform_attach),
    Detach: (power.check_detach, power.perform_detach),
    Done: (power.check_done, turn.end_power_phase),
}


def play(state: KokuState, action: Action) -> tuple[KokuState, list[Event]]:
    check, perform = HANDLERS[type(action)]
    return act(state, check, perform, action)


def why(state: KokuState, action: Action) -> str:
    return refused(state, HANDLERS[type(action)][0], action)


def begun(pos: Position, seat: int, **fields: Any) -> tuple[KokuState, list[Event]]:
    """``seat``'s power phase begun on the built position (its steps 1-2 run)."""
    state = pos.build(**fields)
    events: list[Event] = []
    power.begin(state, seat, events)
    assert chips_conserved(state)
    return state, events


def in_power(pos: Position, seat: int = 0, **fields: Any) -> KokuState:
    """``seat``'s power phase at the sortie step, P1 the active player by default."""
    return pos.build(power_seat=seat, step=Step.SORTIE, **fields)


# -- steps 1-2: chips back, the draw [K-5.5][K-5.1][KV-14] -------------------------------------
def test_k_5_5_own_power_phase_returns_used_chips_before_the_draw() -> None:
    """[K-5.5][KV-5] in your own turn's power phase every used chip goes back to unused at
    its start, then the mandatory draw [K-5.1]: the (必) steps run by themselves [K-5.0a]."""
    pos = Position()
    pos.unit(0, "recruit", "B1", chips=2)
    pos.used(0, 6)
    top = pos.deck(0, "lancer")[0]
    pos.filler(0, 3)
    state, events = begun(pos, 0)
    zones = state.zones[0]
    assert (zones.unused, zones.used) == (18, 0)
    assert zones.hand == [top] and len(zones.deck) == 3
    kinds = [type(e) for e in events]
    assert kinds.index(ev.ChipsReturned) < kinds.index(ev.Drew)
    assert of_type(events, ev.ChipsReturned)[0].count == 6
    assert (state.phase, state.power_seat, state.step) == (Phase.POWER, 0, Step.SORTIE)


def test_k_5_5_other_players_power_phase_keeps_used_chips() -> None:
    """[K-5.5] the return is the own turn's only: in the opponent's turn the used pile stays;
    the draw [K-5.1] is every power phase's [K-4.5]."""
    pos = Position()
    pos.used(1, 5)
    pos.filler(1, 2)
    state, events = begun(pos, 1)
    assert (state.zones[1].unused, state.zones[1].used) == (15, 5)
    assert not of_type(events, ev.ChipsReturned)
    assert len(state.zones[1].hand) == 1 and state.power_seat == 1


def test_kv_14_empty_deck_at_the_mandatory_draw_loses() -> None:
    """[KV-14][K-5.1] a player who must draw from an empty deck loses, in either player's
    power phase."""
    for seat in (0, 1):
        pos = Position()
        pos.filler(1 - seat, 3)
        state, _ = begun(pos, seat)
        assert state.result is not None
        assert (state.result.reason, state.result.winner) == ("deck_out", 1 - seat)


def test_k_3_10_start_turn_passes_the_marker_and_opens_the_power_phase() -> None:
    """[K-3.10][K-7.6] the turn marker passes (TurnStarted), then the turn's owner's power
    phase [KV-4]."""
    pos = Position()
    pos.filler(0, 2)
    pos.filler(1, 2)
    state = pos.build(turn=3, active=0)
    events: list[Event] = []
    turn.start_turn(state, 1, events)
    assert chips_conserved(state)
    assert (state.turn, state.active, state.power_seat, state.phase) == (4, 1, 1, Phase.POWER)
    assert isinstance(events[0], ev.TurnStarted) and events[0].player == 1
    assert len(state.zones[1].hand) == 1


# -- the phase order [K-4.3][KV-4] ---------------------------------------------------------------
def test_kv_4_active_power_phase_then_the_others_then_the_invasion() -> None:
    """[KV-4][K-4.3][K-4.5] after the active player's power phase comes the other player's
    (with its draw, no chip return [K-5.5]); after that the active player's invasion. Every
    optional step may be skipped [K-5.0a]."""
    pos = Position()
    pos.unit(0, "recruit", "B1")
    pos.unit(1, "lancer", "B4")
    pos.used(1, 4)
    pos.filler(0, 2)
    drawn = pos.filler(1, 2)
    state = in_power(pos)
    state, events = play(state, Done())
    assert (state.phase, state.power_seat, state.active) == (Phase.POWER, 1, 0)
    assert state.zones[1].hand == drawn[:1] and state.zones[1].used == 4
    assert of_type(events, ev.PhaseStarted)[0].player == 1
    state, events = play(state, Done())
    assert state.phase is Phase.INVASION and state.active == 0
    assert state.result is None


# -- 3. sortie [K-5.6][K-5.6a][K-5.6b] -----------------------------------------------------------
def test_k_5_6_sortie_onto_an_empty_own_sortie_square() -> None:
    """[K-5.6][KV-1] a unit card from the hand onto an empty sortie square of one's own
    (P1: row 1), with no chip, ready; not elsewhere, not onto a unit."""
    pos = Position()
    card, spare = pos.hand(0, "recruit", "lancer")
    pos.unit(1, "militia", "C1")
    state = in_power(pos)
    assert why(state, Sortie(card, sq("B2"))) == "koku_power_not_sortie_square"
    assert why(state, Sortie(card, sq("B4"))) == "koku_power_not_sortie_square"
    assert why(state, Sortie(card, sq("C1"))) == "koku_power_square_has_unit"
    state, events = play(state, Sortie(card, sq("A1")))
    body = state.units[card]
    assert (body.square, body.chips, body.waiting) == (sq("A1"), 0, False)
    assert card not in state.zones[0].hand
    (sortied,) = of_type(events, ev.Sortied)
    assert (sortied.player, sortied.card.id, sortied.at) == (0, card, sq("A1"))
    assert spare in state.zones[0].hand


def test_k_5_6_second_players_sortie_squares_are_row_4() -> None:
    """[K-5.6][KV-1] the second player's sortie squares are A4-C4."""
    pos = Position()
    (card,) = pos.hand(1, "recruit")
    state = in_power(pos, seat=1)
    assert why(state, Sortie(card, sq("B1"))) == "koku_power_not_sortie_square"
    state, _ = play(state, Sortie(card, sq("B4")))
    assert state.units[card].square == sq("B4")


def test_k_5_6a_one_sortie_per_power_phase() -> None:
    """[K-5.6a] one unit per sortie step, so per power phase."""
    pos = Position()
    first, second = pos.hand(0, "recruit", "lancer")
    state = in_power(pos)
    state, _ = play(state, Sortie(first, sq("A1")))
    assert why(state, Sortie(second, sq("C1"))) == "koku_power_step_passed"


def test_k_5_6b_no_same_name_on_the_field_either_side() -> None:
    """[K-5.6b] no unit may sortie with the name of a non-generic unit on the field, the
    enemy's included; generic soldiers (一般兵) may share theirs."""
    pos = Position()
    lancer, recruit, militia = pos.hand(0, "lancer", "recruit", "militia")
    pos.unit(1, "lancer", "B4")
    pos.unit(0, "recruit", "B2")
    pos.unit(1, "militia", "A3")
    state = in_power(pos)
    assert why(state, Sortie(lancer, sq("A1"))) == "koku_power_same_name"
    assert why(state, Sortie(recruit, sq("A1"))) == "koku_power_same_name"
    state, _ = play(state, Sortie(militia, sq("A1")))
    assert state.units[militia].square == sq("A1")


def test_k_5_6_land_on_a_sortie_square_bars_only_its_classes() -> None:
    """[KV-3][K-6.2a] a land on a sortie square does not block a sortie unless it keeps the
    unit's class out (the marsh keeps riders out)."""
    pos = Position()
    lancer, recruit = pos.hand(0, "lancer", "recruit")
    pos.land(0, "marsh", "A1")
    state = in_power(pos)
    assert why(state, Sortie(lancer, sq("A1"))) == "koku_power_land_bars"
    state, _ = play(state, Sortie(recruit, sq("A1")))
    assert state.units[recruit].square == sq("A1") and sq("A1") in state.lands


def test_k_5_6_only_unit_cards_from_the_hand_sortie() -> None:
    """[K-5.6] a unit card, from the sortieing player's hand."""
    pos = Position()
    (land,) = pos.hand(0, "meadow")
    (theirs,) = pos.hand(1, "recruit")
    state = in_power(pos)
    assert why(state, Sortie(land, sq("A1"))) == "koku_power_not_a_unit"
    assert why(state, Sortie(theirs, sq("A1"))) == "koku_power_not_in_hand"


# -- 4. land [K-5.2][KV-3] -------------------------------------------------------------------------
def test_kv_3_land_in_the_frontmost_units_row_or_the_one_behind() -> None:
    """[K-5.2][KV-3] the row of the frontmost own unit and the one row behind it; not
    further back, not further forward."""
    pos = Position()
    pos.unit(0, "recruit", "A3")
    pos.unit(0, "militia", "C1")
    (land,) = pos.hand(0, "meadow")
    state = in_power(pos)
    assert set(power.land_squares(state, 0)) == {
        sq(x) for x in ("A3", "B3", "C3", "A2", "B2", "C2")
    }
    assert why(state, PlaceLand(land, sq("B1"))) == "koku_power_land_row"
    assert why(state, PlaceLand(land, sq("B4"))) == "koku_power_land_row"
    state, events = play(state, PlaceLand(land, sq("B2")))
    assert state.lands[sq("B2")] == land and land not in state.zones[0].hand
    assert of_type(events, ev.LandPlaced)[0].at == sq("B2")


def test_kv_3_front_row_is_counted_from_each_players_side() -> None:
    """[KV-3][KV-2] for the second player rows count from row 4: a unit on B4 allows row 4
    only (nothing lies behind a player's own edge)."""
    pos = Position()
    pos.unit(1, "recruit", "B4")
    (land,) = pos.hand(1, "meadow")
    state = in_power(pos, seat=1, active=1)
    assert set(power.land_squares(state, 1)) == {sq("A4"), sq("C4"), sq("B4")}
    assert why(state, PlaceLand(land, sq("A3"))) == "koku_power_land_row"
    state, _ = play(state, PlaceLand(land, sq("A4")))
    assert state.lands[sq("A4")] == land


def test_kv_3_land_only_on_an_empty_square() -> None:
    """[KV-3] the square holds no unit and no land."""
    pos = Position()
    pos.unit(0, "recruit", "B2")
    pos.land(1, "marsh", "A2")
    (land,) = pos.hand(0, "meadow")
    state = in_power(pos)
    assert why(state, PlaceLand(land, sq("B2"))) == "koku_power_land_not_empty"
    assert why(state, PlaceLand(land, sq("A2"))) == "koku_power_land_not_empty"


def test_kv_3_no_land_without_a_unit() -> None:
    """[KV-3][K-5.2] with no own unit on the field there is no row to place a land in
    (an enemy unit does not count)."""
    pos = Position()
    pos.unit(1, "recruit", "B3")
    (land,) = pos.hand(0, "meadow")
    state = in_power(pos)
    assert power.land_squares(state, 0) == ()
    assert why(state, PlaceLand(land, sq("B1"))) == "koku_power_land_no_unit"


def test_k_5_2_land_only_in_the_own_turns_power_phase_and_only_one() -> None:
    """[K-5.2] only in your own turn's power phase; one land."""
    pos = Position()
    pos.unit(1, "recruit", "B4")
    pos.unit(0, "lancer", "B1")
    first, second = pos.hand(1, "meadow", "marsh")
    other_turn = in_power(pos, seat=1, active=0)
    assert why(other_turn, PlaceLand(first, sq("A4"))) == "koku_power_land_own_turn"
    own_turn = in_power(pos, seat=1, active=1)
    state, _ = play(own_turn, PlaceLand(first, sq("A4")))
    assert why(state, PlaceLand(second, sq("C4"))) == "koku_power_step_passed"


def test_k_5_2_only_land_cards() -> None:
    """[K-5.2] a land card."""
    pos = Position()
    pos.unit(0, "recruit", "B1")
    (card,) = pos.hand(0, "spear")
    assert why(in_power(pos), PlaceLand(card, sq("A1"))) == "koku_power_not_a_land"


# -- 5. support [K-5.3][K-5.3a][KV-6] --------------------------------------------------------------
def test_k_5_3_support_up_to_three_chips_split_freely() -> None:
    """[K-5.3][K-5.3a] at most 3 chips in a power phase, one per action, on one unit or
    split among units; from the unused pile."""
    pos = Position()
    a = pos.unit(0, "recruit", "A1")
    b = pos.unit(0, "lancer", "B1")
    state = in_power(pos)
    for unit in (a, b, b):
        state, events = play(state, Support(unit))
        (given,) = of_type(events, ev.Supported)
        assert given.unit.id == unit and given.chips == state.units[unit].chips
    assert (state.units[a].chips, state.units[b].chips) == (1, 2)
    assert (state.zones[0].unused, state.supported) == (17, 3)
    assert why(state, Support(a)) == "koku_power_support_limit"


def test_k_5_3a_all_three_on_one_unit() -> None:
    """[K-5.3a] all three may go on one unit."""
    pos = Position()
    a = pos.unit(0, "lancer", "A1")
    state = in_power(pos)
    for _ in range(3):
        state, _ = play(state, Support(a))
    assert state.units[a].chips == 3


def test_kv_6_support_never_above_the_units_maximum() -> None:
    """[KV-6] a unit never holds more than its maximum morale (printed plus attachments'
    bonuses)."""
    pos = Position()
    full = pos.unit(0, "recruit", "A1", chips=3)
    bannered = pos.unit(0, "scout", "B1", chips=1, attach=("banner",))
    state = in_power(pos)
    assert why(state, Support(full)) == "koku_power_unit_full"
    state, _ = play(state, Support(bannered))
    assert state.units[bannered].chips == 2
    assert why(state, Support(bannered)) == "koku_power_unit_full"


def test_kv_6_support_needs_an_unused_chip_and_an_own_unit() -> None:
    """[KV-6][K-5.3] chips come from the unused pile only, onto your own units."""
    pos = Position()
    mine = pos.unit(0, "archmage", "A1", chips=3)
    theirs = pos.unit(1, "recruit", "B4")
    pos.used(0, 17)
    state = in_power(pos)
    assert why(state, Support(theirs)) == "koku_power_not_your_unit"
    assert why(state, Support(mine)) == "koku_power_no_unused_chip"


def test_k_5_3_support_in_the_opponents_turn_too() -> None:
    """[K-5.3][K-4.5] support is not limited to the own turn: the non-active player
    supports in their power phase; [KV-5] a unit sortied in a phase may be supported in
    it."""
    pos = Position()
    (card,) = pos.hand(1, "recruit")
    state = in_power(pos, seat=1, active=0)
    state, _ = play(state, Sortie(card, sq("C4")))
    state, _ = play(state, Support(card))
    assert state.units[card].chips == 1 and state.zones[1].unused == 19


# -- 6. attach and detach [K-5.4][KV-17] ----------------------------------------------------------
def test_k_5_4_attach_weapons_magic_items_by_class_any_number() -> None:
    """[K-5.4][KV-17] weapon, magic and item cards from the hand to own units whose class
    the card allows (no class printed: any); any number."""
    pos = Position()
    blade = pos.unit(0, "recruit", "A1")
    mage = pos.unit(0, "seer", "B1")
    spear, banner, tome, longbow, sword = pos.hand(0, "spear", "banner", "tome", "longbow", "sword")
    state = in_power(pos)
    assert why(state, Attach(longbow, blade)) == "koku_power_class_cannot_hold"
    assert why(state, Attach(tome, blade)) == "koku_power_class_cannot_hold"
    for card, unit in ((spear, blade), (banner, blade), (sword, blade), (tome, mage)):
        state, events = play(state, Attach(card, unit))
        (attached,) = of_type(events, ev.Attached)
        assert (attached.card.id, attached.unit.id) == (card, unit)
    assert state.units[blade].attachments == [spear, banner, sword]
    assert state.units[mage].attachments == [tome]
    assert state.zones[0].hand == [longbow]


def test_k_5_4_attach_only_attachment_cards_to_own_units() -> None:
    """[K-5.4] a weapon, magic or item card, onto your own unit on the field."""
    pos = Position()
    mine = pos.unit(0, "recruit", "A1")
    theirs = pos.unit(1, "recruit", "A4")
    spear, militia = pos.hand(0, "spear", "militia")
    state = in_power(pos)
    assert why(state, Attach(spear, theirs)) == "koku_power_not_your_unit"
    assert why(state, Attach(militia, mine)) == "koku_power_not_an_attachment"


def test_kv_17_detach_sends_the_card_to_outside() -> None:
    """[KV-17][K-5.4] a removed (リムーブ) attachment goes to 戦場外; chips above the new
    maximum go to the used pile [KV-6]; only your own units' attachments."""
    pos = Position()
    unit = pos.unit(0, "recruit", "A1", chips=5, attach=("charm", "spear"))
    charm, spear = pos.attached(unit)
    theirs = pos.unit(1, "lancer", "A4", attach=("spear",))
    (their_spear,) = pos.attached(theirs)
    state = in_power(pos)
    assert why(state, Detach(their_spear)) == "koku_power_not_attached"
    state, events = play(state, Detach(charm))
    assert state.units[unit].attachments == [spear]
    assert state.zones[0].outside == [charm]
    assert (state.units[unit].chips, state.zones[0].used) == (3, 2)
    (detached,) = of_type(events, ev.Detached)
    assert (detached.card.id, detached.unit.id) == (charm, unit)
    state, _ = play(state, Detach(spear))
    assert state.zones[0].outside == [charm, spear] and state.units[unit].chips == 3


# -- the step order [KV-5] -------------------------------------------------------------------------
def test_kv_5_steps_only_go_forward() -> None:
    """[KV-5][K-4.4] sortie, land, support, attach in the order of K-4.4's list: after a
    support no sortie or land; after an attach no support; attaching and detaching go on."""
    pos = Position()
    unit = pos.unit(0, "recruit", "B1")
    card, land, spear, banner = pos.hand(0, "lancer", "meadow", "spear", "banner")
    state = in_power(pos)
    state, _ = play(state, Support(unit))
    assert state.step == Step.SUPPORT
    assert why(state, Sortie(card, sq("A1"))) == "koku_power_step_passed"
    assert why(state, PlaceLand(land, sq("A1"))) == "koku_power_step_passed"
    state, _ = play(state, Attach(spear, unit))
    assert why(state, Support(unit)) == "koku_power_step_passed"
    state, _ = play(state, Detach(spear))
    state, _ = play(state, Attach(banner, unit))
    assert state.step == Step.ATTACH


def test_kv_5_land_after_sortie_and_support_after_land() -> None:
    """[KV-5] a sortie, then a land beside the new unit, then support: forward is fine;
    a land closes the sortie step."""
    pos = Position()
    unit, spare, land = pos.hand(0, "recruit", "lancer", "meadow")
    state = in_power(pos)
    state, _ = play(state, Sortie(unit, sq("B1")))
    state, _ = play(state, PlaceLand(land, sq("A1")))
    assert why(state, Sortie(spare, sq("C1"))) == "koku_power_step_passed"
    state, _ = play(state, Support(unit))
    assert state.units[unit].chips == 1


# -- the two-step moves ----------------------------------------------------------------------------
def test_kv_5_moves_list_every_pair_in_step_order() -> None:
    """[KV-5][K-5.6][K-5.2][K-5.3][K-5.4] the power decision's moves, unchecked, and the
    piece each is about (the hand card, or the unit supported, or the attached card)."""
    pos = Position()
    unit = pos.unit(0, "recruit", "B1", attach=("spear",))
    (spear,) = pos.attached(unit)
    card, land, banner = pos.hand(0, "lancer", "meadow", "banner")
    pos.unit(1, "militia", "B4")
    state = in_power(pos)
    moves = power.moves(state)
    sorties = [Sortie(card, sq(x)) for x in ("A1", "B1", "C1")]
    lands = [PlaceLand(land, s) for s in range(12)]
    assert moves == [*sorties, *lands, Support(unit), Attach(banner, unit), Detach(spear)]
    assert [power.piece_of(m) for m in moves[-3:]] == [unit, banner, spear]
    assert power.piece_of(sorties[0]) == card and power.piece_of(lands[0]) == land
    legal = [m for m in moves if power.check_move(state, m) is None]
    assert legal == [
        Sortie(card, sq("A1")),
        Sortie(card, sq("C1")),
        PlaceLand(land, sq("A1")),
        PlaceLand(land, sq("C1")),
        Support(unit),
        Attach(banner, unit),
        Detach(spear),
    ]


def test_kv_6_power_phase_actions_keep_twenty_chips() -> None:
    """[KV-6][K-3.6] a whole power phase of both players keeps every player's chips at 20
    (checked after every action by koku_position.act)."""
    pos = Position()
    a = pos.unit(0, "recruit", "B1", chips=3, attach=("charm",))
    b = pos.unit(1, "lancer", "B4", chips=1)
    (charm,) = pos.attached(a)
    pos.used(0, 4)
    pos.filler(0, 3)
    pos.filler(1, 3)
    state, _ = begun(pos, 0)
    before = clone(state)
    for action in (Support(a), Support(a), Detach(charm), Done(), Support(b), Support(b)):
        state, _ = play(state, action)
    assert state.units[a].chips == 3 and state.units[b].chips == 3
    assert before.units[a].chips == 3  # the caller's state is left as it was
