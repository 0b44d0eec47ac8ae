"""The kokuryoku rule units the phase tests (tests/kokuryoku/test_koku_setup.py, _power, _invasion,
_attack, _end) leave uncited, asserted through the door (engine/kokuryoku/rules.py): turns
alternate until a victory condition [K-3.8], the game's flow from setup through the first
and second players' turns [K-3.9], a turn made of phases and steps [K-4.2], the invasion
phase as the active player's, once a turn [K-6.0], units acting one at a time [K-6.0a], and
a unit's actions given by its card [K-6.3].

Whole matches are played by a fixed, scripted player (sortie the first unit it can, then
end each step), so each run is the same; every state keeps 20 chips a player [KV-6].
"""

from __future__ import annotations

from typing import Any

from koku_position import Position, chips_conserved, deck_setup, of_type, sq

from engine.kernel.actions import Action, Done, Pass, Roll
from engine.kernel.door import sample_chance
from engine.kernel.events import Event
from engine.kernel.staged import Pick
from engine.kokuryoku import attack, invasion, rules, setup
from engine.kokuryoku import events as ev
from engine.kokuryoku.actions import (
    Attach,
    AttackUnit,
    Discard,
    Keep,
    Move,
    PlaceLand,
    Sortie,
    Support,
)
from engine.kokuryoku.cards import UnitDef
from engine.kokuryoku.decision import Kind, current
from engine.kokuryoku.state import KokuState, Phase, Step
from engine.kokuryoku.zones import face, unit_face

VICTORIES = frozenset({"sortie_square", "no_units", "deck_out"})  # [KV-12][KV-13][KV-14]
MAX_ACTIONS = 20_000


def apply(state: KokuState, action: Action) -> tuple[KokuState, list[Event]]:
    """Through the door, checking the 20 chips a player afterwards [KV-6]."""
    state, events = rules.apply(state, action)
    assert chips_conserved(state)
    return state, events


def do(state: KokuState, *actions: Action) -> tuple[KokuState, list[Event]]:
    found: list[Event] = []
    for action in actions:
        state, events = apply(state, action)
        found += events
    return state, found


def refusal(state: KokuState, action: Action) -> str:
    found = rules.check(state, action)
    assert found is not None, f"{action} was not refused"
    return found.key


def scripted(state: KokuState) -> Action:
    """Sortie the first unit it can, discard the first card it must, else end the step."""
    decision = current(state)
    legal = rules.legal_actions(state)
    if decision.kind is Kind.CHANCE:
        return sample_chance(state)
    if decision.kind is Kind.REDRAW:
        return Keep()
    if decision.kind is Kind.POWER:
        if state.picked >= 0:
            return next(a for a in legal if isinstance(a, Sortie))
        units = [
            a
            for a in legal
            if isinstance(a, Pick)
            and a.piece in state.zones[state.power_seat].hand
            and state.step == Step.SORTIE
            and isinstance(face(state, a.piece), UnitDef)
        ]
        return units[0] if units else Done()
    if decision.kind is Kind.HAND_LIMIT:
        return next(a for a in legal if isinstance(a, Discard))
    if decision.kind is Kind.END_START:
        return Pass()
    return Done()


def play_match(seed: int, die: int) -> tuple[KokuState, list[Event]]:
    """A new match from two 45-card decks, the die forced, to its end."""
    state, events = setup.new_state(deck_setup(seed))
    for _ in range(MAX_ACTIONS):
        if state.result is not None:
            return state, events
        action = scripted(state)
        task = state.chance
        if task is not None and task.purpose == setup.FIRST:
            action = Roll(task.player, die)
        state, more = apply(state, action)
        events += more
    raise AssertionError("the match did not end")


def turns(events: list[Event]) -> list[list[Event]]:
    """The events of each turn, from its TurnStarted on."""
    found: list[list[Event]] = []
    for event in events:
        if isinstance(event, ev.TurnStarted):
            found.append([])
        if found:
            found[-1].append(event)
    return found


def test_k_3_8_turns_alternate_until_a_victory_condition() -> None:
    """[K-3.8] the players take turns alternately, each turn one more than the last, until
    one of them meets a victory condition; then nothing more can be done."""
    state, events = play_match(seed=11, die=2)
    started = of_type(events, ev.TurnStarted)
    assert len(started) >= 6
    assert [t.turn for t in started] == list(range(1, len(started) + 1))
    assert [t.player for t in started] == [(n + state.first) % 2 for n in range(len(started))]
    assert state.result is not None and state.result.reason in VICTORIES
    assert current(state).kind is Kind.NONE and rules.legal_actions(state) == []


def test_k_3_9_setup_then_the_first_players_turn_then_the_seconds() -> None:
    """[K-3.9] setup, the game's start, the first player's turn, the second player's turn,
    repeated: with P2 first (die 5) the odd turns are P2's; nothing of a turn comes before
    the setup's shuffles, the die and both players' keeps."""
    state, events = play_match(seed=11, die=5)
    assert state.first == 1
    names = [type(e).__name__ for e in events]
    first_turn = names.index("TurnStarted")
    assert names.count("DeckShuffled") == 4 and names.count("Kept") == 2
    assert max(i for i, n in enumerate(names) if n in ("DeckShuffled", "Kept")) < first_turn
    assert names.index("FirstPlayerDecided") < first_turn
    players = [t.player for t in of_type(events, ev.TurnStarted)]
    assert players[:4] == [1, 0, 1, 0]


def test_k_4_2_a_turn_is_phases_in_order_and_a_phase_is_steps() -> None:
    """[K-4.2] every turn is made of the same phases in the same order — the active
    player's power phase, the other player's, the active player's invasion and end phases
    [KV-4] — and the end phase of its steps (its surprise timing, then generation change,
    then, with too many cards, the hand limit [K-7.1][K-7.5]); the match's last turn stops
    where the victory came."""
    _, events = play_match(seed=11, die=2)
    whole = turns(events)[:-1]
    assert whole
    for turn_events in whole:
        active = of_type(turn_events, ev.TurnStarted)[0].player
        phases = [(e.player, e.phase) for e in of_type(turn_events, ev.PhaseStarted)]
        expected = [
            (active, "power"),
            (1 - active, "power"),
            (active, "invasion"),
            (active, "end_start"),
            (active, "end"),
        ]
        assert phases[:5] == expected
        assert phases[5:] in ([], [(active, "hand_limit")])
    assert any(len(of_type(t, ev.PhaseStarted)) == 6 for t in whole)  # a hand limit came


def test_k_4_2_the_power_phases_steps_only_go_forward() -> None:
    """[K-4.2][KV-5] inside the power phase the steps follow one another — sortie, land,
    support, attach — each action moving the step on, never back: once attaching has begun,
    the unit sortied and supported in this phase has nothing left to do."""
    p = Position()
    card = p.hand(0, "recruit")[0]
    land = p.hand(0, "meadow")[0]
    spear = p.hand(0, "spear")[0]
    p.unit(1, "militia", "B4")
    p.filler(0, 2)
    p.filler(1, 2)
    state = p.build(step=Step.SORTIE)
    seen = [state.step]
    for action in (
        Pick(card),
        Sortie(card, sq("B1")),
        Pick(land),
        PlaceLand(land, sq("A1")),
        Pick(card),
        Support(card),
        Pick(spear),
        Attach(spear, card),
    ):
        state, _ = apply(state, action)
        seen.append(state.step)
    assert seen == sorted(seen)
    assert seen[::2] == [Step.SORTIE, Step.LAND, Step.SUPPORT, Step.SUPPORT, Step.ATTACH]
    assert refusal(state, Pick(card)) == "koku_power_step_passed"


def _invading(p: Position, **fields: Any) -> KokuState:
    p.filler(0, 2)
    p.filler(1, 2)
    return p.build(phase=Phase.INVASION, **fields)


def test_k_6_0_the_invasion_phase_is_the_active_players_once_a_turn() -> None:
    """[K-6.0] the invasion phase comes once a turn and is the active player's: only their
    units are offered; they may act, and need not: ``done`` ends the phase with no unit
    moved. In a whole match, each turn holds exactly one invasion phase, the active
    player's."""
    p = Position()
    mine = p.unit(0, "recruit", "B1", chips=1)
    theirs = p.unit(1, "militia", "B3", chips=1)
    state = _invading(p)
    assert rules.legal_actions(state) == [Pick(mine), Done()]
    assert refusal(state, Pick(theirs)) == "pick_no_moves"
    state, events = apply(state, Done())
    assert state.phase is Phase.END_START and not of_type(events, ev.Moved)
    _, match = play_match(seed=11, die=2)
    for turn_events in turns(match)[:-1]:
        invasions = [e for e in of_type(turn_events, ev.PhaseStarted) if e.phase == "invasion"]
        assert [e.player for e in invasions] == [of_type(turn_events, ev.TurnStarted)[0].player]


def test_k_6_0a_units_go_one_at_a_time() -> None:
    """[K-6.0a] one unit's move and action, then the next unit's: once the second unit
    moves, the first has finished (waiting) and may no longer act."""
    p = Position()
    first = p.unit(0, "recruit", "A2", chips=2)
    second = p.unit(0, "blademaster", "C2", chips=2)
    p.unit(1, "militia", "A4", chips=1)
    state = _invading(p)
    state, _ = do(state, Pick(first), Move(first, sq("A3")))
    assert state.current == first
    assert AttackUnit(first, sq("A4")) in invasion_moves(state, first)
    state, events = do(state, Pick(second), Move(second, sq("C3")))
    assert [e.unit.id for e in of_type(events, ev.UnitWaiting)] == [first]
    assert state.current == second and state.units[first].waiting
    assert refusal(state, Pick(first)) == "pick_no_moves"
    finished = attack.check_attack(state, AttackUnit(first, sq("A4")))
    assert finished is not None and finished.key == "koku_invasion_finished"


def invasion_moves(state: KokuState, unit: int) -> list[Action]:
    return [a for a in invasion.moves(state) if invasion.piece_of(a) == unit]


def test_k_6_3_a_units_actions_are_its_cards() -> None:
    """[K-6.3] which actions a unit has depends on its card: the scout prints no attack,
    the squire strikes its four neighbours, the bow company reaches two squares ahead and
    the squares diagonally ahead [KV-7]."""
    p = Position()
    scout = p.unit(0, "scout", "A2", chips=1)
    squire = p.unit(0, "recruit", "B2", chips=1)
    bowman = p.unit(0, "bowman", "C1", chips=1)
    for at in ("A3", "B3", "C3"):
        p.unit(1, "militia", at, chips=1)
    state = _invading(p)

    def attacks(unit: int) -> set[int]:
        return {a.at for a in invasion_moves(state, unit) if isinstance(a, AttackUnit)}

    assert unit_face(state, scout).attack == 0 and attacks(scout) == set()
    picked, _ = apply(state, Pick(scout))
    assert refusal(picked, AttackUnit(scout, sq("A3"))) == "koku_attack_no_attack"
    assert attacks(squire) == {sq("B3")}  # not A3 nor C3, diagonal
    assert attacks(bowman) == {sq("C3")}  # two squares ahead
