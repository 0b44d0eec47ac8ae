"""The end of a grid match and what each player may see: a player wins when every enemy base is
destroyed [G-1.1][G-R13] or when the enemy's deck becomes 0 — by a draw, by dealing life
cards or by an effect, checked at once [G-1.2][G-R14]; both at once is a draw
("simultaneous"). Views and events never show life cards, a deck, the other player's hand or
their chosen base; hand and deck counts are public [G-R19][G-R3].
"""

from __future__ import annotations

import pytest
from grid_position import (
    Grid,
    chance,
    choose,
    decision,
    end_turn,
    kinds,
    match_setup,
    of,
    play,
    random_game,
)

from engine.grid import events as ev
from engine.grid import rules
from engine.grid.actions import SetBase
from engine.grid.board import BOARD
from engine.grid.notation import parse
from engine.grid.setup import base_options, new_state
from engine.grid.state import GridState
from engine.grid.view import view
from engine.kernel.errors import IllegalActionError
from engine.kernel.events import can_see, shown_in
from engine.kernel.state import SPECTATOR, Result


def _table(deck: int = 10) -> Grid:
    """P1's fort on B1; P2's camp on D5 and tower on A5, each with one life card left."""
    g = Grid(deck=deck)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "D5", life=1)
    g.put(1, "tower", "A5", life=1)
    return g


# -- bases [G-1.1][G-R13] -------------------------------------------------------------------------
def test_g_1_1_destroying_every_enemy_base_wins() -> None:
    """[G-1.1][G-R13]: destroying the camp leaves P2 the tower and the match goes on; the
    tower's fall ends it: P1 wins, and nothing more can be done."""
    g = _table()
    guard, foot = g.put(0, "guard", "C4"), g.put(0, "foot", "B4")
    state, _ = play(g.build("move"), f"attack #{guard} D5")
    assert state.result is None and decision(state) == "P1 move"
    state, events = play(state, f"attack #{foot} A5")
    assert kinds(events)[-1] == "BaseDestroyed"
    assert state.result == Result("bases_destroyed", 0)
    assert decision(state) == "over" and rules.legal_actions(state) == []
    with pytest.raises(IllegalActionError) as caught:
        rules.apply(state, parse("done"))
    assert caught.value.key == "match_over"


def test_g_r13_the_last_base_falling_to_a_spell_wins_for_its_caster() -> None:
    """[G-R13][G-1.1][G-10.4]: 攻城の号令 on P2's only base with one life card wins at once."""
    g = Grid()
    g.put(0, "fort", "B1")
    camp = g.put(1, "camp", "D5", life=1)
    siege = g.hand(0, "siege")[0]
    g.resources(0, 2)
    state, events = play(g.build(), f"cast-on #{siege} #{camp}")
    assert [e.base.id for e in of(events, ev.BaseDestroyed)] == [camp]
    assert state.result == Result("bases_destroyed", 0)


# -- decks [G-1.2][G-R14] -------------------------------------------------------------------------
def test_g_1_2_drawing_the_last_card_loses_at_once() -> None:
    """[G-1.2][G-R14][G-5.1]: P2's turn-start draw takes the last card of P2's deck: P2 loses
    there, before the supply phase."""
    g = _table()
    g.empty_deck(1, 1)
    state, events = end_turn(g.build("move"))
    order = kinds(events)
    assert order[order.index("TurnStarted") :][2:5] == ["Drew", "Drew", "DeckEmptied"]
    assert state.result == Result("deck_out", 0) and decision(state) == "over"
    assert state.zones[1].deck == [] and len(state.zones[1].hand) == 1


def test_g_r14_a_loss_at_the_turn_end_stands_before_the_next_draw() -> None:
    """[G-R14][G-5.5][G-1.2]: P1's 夜番 draws P1's last card at the end of P1's turn: P1 has
    lost then and there; P2's turn does not start, so P2's last card is not drawn and the
    match is no draw."""
    g = _table()
    g.put(0, "watcher", "A2")
    g.empty_deck(0, 1)
    g.empty_deck(1, 1)
    state, events = play(g.build("move"), "done")
    assert [e.player for e in of(events, ev.DeckEmptied)] == [0]
    assert "TurnStarted" not in kinds(events) and len(state.zones[1].deck) == 1
    assert state.result == Result("deck_out", 1)


@pytest.mark.parametrize("deck", [3, 2])
def test_g_r14_dealing_life_cards_can_empty_a_deck(deck: int) -> None:
    """[G-R14][G-R7][G-11.4][G-1.2]: building the castle (life 3) with 3 or 2 cards in the
    deck deals what there is and empties it: P1 loses at once."""
    g = _table()
    g.empty_deck(0, deck)
    castle = g.hand(0, "castle")[0]
    g.resources(0, 3)
    state, events = play(g.build(), f"build #{castle} A1")
    assert [e.count for e in of(events, ev.LifeDealt)] == [deck]
    assert [e.player for e in of(events, ev.DeckEmptied)] == [0]
    assert state.result == Result("deck_out", 1)


def test_g_r14_an_effect_emptying_a_deck_ends_the_match() -> None:
    """[G-R14][G-1.2]: 忘却 mills P2's last 3 cards: P1 wins; 閃き makes P1 draw P1's last 2:
    P2 wins."""
    g = _table()
    g.empty_deck(1, 3)
    oblivion = g.hand(0, "oblivion")[0]
    g.resources(0, 1)
    state, events = play(g.build(), f"cast-for #{oblivion} P2")
    assert len(of(events, ev.Milled)[0].cards) == 3
    assert state.result == Result("deck_out", 0)
    g = _table()
    g.empty_deck(0, 2)
    insight = g.hand(0, "insight")[0]
    g.resources(0, 1)
    state, _ = play(g.build(), f"cast-for #{insight} P1")
    assert state.result == Result("deck_out", 1)


def test_g_r14_both_players_losing_at_once_is_a_draw() -> None:
    """[G-R14][G-1.1][G-1.2]: 分かち合う知恵 draws the last card of both decks, and 共倒れ
    destroys both players' last bases: each ends in a draw, reason "simultaneous"."""
    g = _table()
    g.empty_deck(0, 1)
    g.empty_deck(1, 1)
    wisdom = g.hand(0, "wisdom")[0]
    g.resources(0, 1)
    state, events = play(g.build(), f"cast-for #{wisdom} P1")
    assert [e.player for e in of(events, ev.DeckEmptied)] == [0, 1]
    assert state.result == Result("simultaneous", None)
    g = Grid()
    g.put(0, "fort", "B1", life=1)
    g.put(1, "camp", "D5", life=1)
    ruin = g.hand(0, "ruin")[0]
    g.resources(0, 1)
    state, events = play(g.build(), f"cast #{ruin} C3")
    assert len(of(events, ev.BaseDestroyed)) == 2
    assert state.result == Result("simultaneous", None)


def test_g_r14_a_deck_emptied_by_the_setup_life_cards_loses() -> None:
    """[G-R14][G-3.6][G-1.2]: with 7-card decks (a fort and 6 footmen) the 2 life cards meet
    a deck of 1 after the 5-card hand: P1, placing first, loses at once."""
    small = (("fort", 1), ("foot", 6))
    state = new_state(match_setup(decks=(small, small)))[0]
    state = choose(choose(state, "fort")[0], "fort")[0]
    state = chance(state)[0]
    state, events = rules.apply(state, SetBase(BOARD.parse("A1")))
    assert [e.count for e in of(events, ev.LifeDealt)] == [1]
    assert state.result == Result("deck_out", 1) and state.turn == 0


# -- what each player sees [G-R19][G-R3] ----------------------------------------------------------
def _hidden(state: GridState, viewer: int) -> set[int]:
    """Cards ``viewer`` may not see: life cards, decks, the other's hand and chosen base."""
    hidden = {c for pile in state.life.values() for c in pile}
    for seat, zones in enumerate(state.zones):
        hidden.update(zones.deck)
        if seat == viewer:  # one's own deck's bases while choosing one [G-3.2]
            hidden.difference_update(base_options(state, seat))
        if seat != viewer:
            hidden.update(zones.hand)
            hidden.update([zones.base] if zones.base >= 0 else [])
    return hidden


@pytest.mark.parametrize("seed", [3, 11])
def test_g_r19_no_view_or_event_shows_a_hidden_card(seed: int) -> None:
    """[G-R19][G-R3][G-3.6][G-R13]: through a whole random match, no player's or spectator's
    view shows a card hidden from them, nor does any event they may see show a card hidden
    from them both before and after it; each view gives both hand and deck counts and
    one's own hand whole."""
    steps = 0
    for played in random_game(seed):
        steps += 1
        for viewer in (0, 1, SPECTATOR):
            seen = view(played.after, viewer)
            assert not _hidden(played.after, viewer) & {s.id for s in shown_in(seen)}
            for seat, player in enumerate(seen.players):
                zones = played.after.zones[seat]
                assert (player.hand_count, player.deck_count) == (len(zones.hand), len(zones.deck))
                assert (player.hand is not None) == (seat == viewer)
            secret = _hidden(played.before, viewer) & _hidden(played.after, viewer)
            for event in played.events:
                if can_see(event.audience, viewer):
                    assert not secret & {s.id for s in shown_in(event)}, event
    assert steps > 100


def test_g_r19_life_cards_stay_hidden_in_the_hands_owner_view_only() -> None:
    """[G-R19][G-R13]: a life card taken by a hit is in its owner's view of the hand; the
    attacker's view shows the hand count only; deck counts show for both."""
    g = _table()
    foot = g.put(0, "foot", "B4")
    top = g.life[g.at["A5"]][0]
    g.hand(1, "imp")
    state, _ = play(g.build("move"), f"attack #{foot} A5")
    assert top in [s.id for s in view(state, 1).players[1].hand or ()]
    theirs = view(state, 0).players[1]
    assert (theirs.hand, theirs.hand_count, theirs.deck_count) == (None, 2, 10)
