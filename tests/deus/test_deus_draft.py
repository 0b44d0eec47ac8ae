"""モンコレDeus deck building and setup, played from a new match with a synthetic six-faction
pool: the A/B dice [D-DECK-2a], the picks A, B, B, A of exclusive factions
[D-DECK-2b..2d][R18], 15 cards of each faction with no more copies than the half-deck holds
[D-DECK-3c], the summoner chosen face down and hidden [D-DECK-3e], the beginner option
[D-DECK-3a][D-DECK-3b][R17], tokens kept out of decks [D-DECK-3d][R16], and setup: reveal,
ten cards and no mulligan, a separate first-player roll, one ★ for the second player
[D-SET-1..5].
"""

from __future__ import annotations

import msgspec
from deus_position import (
    decision,
    legal,
    new_draft,
    of_kind,
    play,
    play_draft,
    pool,
    refused,
    roll,
    shuffles,
)

from engine.deus.setup import new_state
from engine.deus.state import DeusSetup, MatchState, Phase
from engine.deus.view import view
from engine.kernel.events import EVERYONE, all_but, can_see, only
from engine.kernel.state import SPECTATOR
from engine.moncolle.cards import Rarity, SummonerDef, UnitDef


def _picked(state: MatchState, rolls: tuple[int, ...] = (5, 2)) -> MatchState:
    state = roll(state, *rolls)[0]
    return play(state, "faction 1", "faction 2", "faction 3", "faction 4")[0]


def test_draft_dice_decide_players_a_and_b_ties_rolled_again() -> None:
    """deus [D-DECK-2a]: the higher die is player A; equal dice are rolled again."""
    state = new_draft()
    assert state.chance is not None and state.chance.purpose == "draft"
    state, events = roll(state, 3, 3)
    assert state.draft.a == -1 and state.chance is not None and state.chance.player == 0
    state, events = roll(state, 2, 5)
    assert state.draft.a == 1
    assert of_kind(events, "DraftOrderDecided")[0].a == 1  # type: ignore[attr-defined]
    assert decision(state) == "P2 pick_faction"


def test_pick_order_is_a_then_b_twice_then_a() -> None:
    """deus [D-DECK-2b][D-DECK-2c][D-DECK-2d]: A one faction, B two, A its second."""
    state = roll(new_draft(), 6, 1)[0]  # A = P1
    seen = []
    for f in (4, 2, 6, 1):
        seen.append(decision(state))
        state = play(state, f"faction {f}")[0]
    assert seen == ["P1 pick_faction", "P2 pick_faction", "P2 pick_faction", "P1 pick_faction"]
    assert state.draft.factions == [[3, 0], [1, 5]]
    assert state.phase is Phase.DRAFT and decision(state) == "P1 build"


def test_a_faction_taken_is_gone_for_both() -> None:
    """deus [D-DECK-2d][R18][D-DECK-1]: one half-deck of each faction, so a taken faction is
    refused to the other player and to its taker."""
    state = play(roll(new_draft(), 6, 1)[0], "faction 3")[0]
    refused(state, "faction 3", "faction_taken")
    assert "faction 3" not in legal(state)
    state = play(state, "faction 1", "faction 2")[0]
    refused(state, "faction 1", "faction_taken")
    refused(state, "faction 9", "no_such_faction")


def test_fifteen_of_each_faction_and_no_other_cards() -> None:
    """deus [D-DECK-3c][D-DECK-0][D-COL-2][D-FLOW-1]: each player builds from its own two
    factions, exactly 15 of each (20 available), 30 in all."""
    state = _picked(new_draft())  # A = P1 with factions 1 and 4; B = P2 with 2 and 3
    assert decision(state) == "P1 build"
    refused(state, "include 2 1", "not_your_faction")
    state = play(state, *(f"include 1 {s}" for s in range(1, 16)))[0]
    refused(state, "include 1 16", "faction_full")
    refused(state, "include 4 21", "no_such_card_in_faction")
    state = play(state, *(f"include 4 {s}" for s in range(1, 15)))[0]
    refused(state, "include 4 1", "card_already_included")
    state = play(state, "include 4 20", "summoner 4")[0]
    assert decision(state) == "P2 build"  # A has built: B builds next
    assert len(state.draft.chosen[0]) == 30


def test_copies_are_limited_to_the_half_deck() -> None:
    """deus [D-DECK-3c][R18]: a card printed twice in a half-deck may go in twice, never a
    third time (each slot once)."""
    catalog, factions = pool()
    twice = factions[0].cards[4]
    cards = (*factions[0].cards[:5], twice, *factions[0].cards[6:])
    factions = (msgspec.structs.replace(factions[0], cards=cards), *factions[1:])
    setup = DeusSetup(
        ruleset="deus", seed=3, catalog=catalog, cards=(), decks=((), ()), pool=factions
    )
    state = _picked(new_state(setup)[0])
    state = play(state, "include 1 5", "include 1 6")[0]
    refused(state, "include 1 6", "card_already_included")
    state, _ = play_draft_rest(state)
    ids = [state.setup.cards[c].def_id for c in state.setup.decks[0]]
    assert ids.count(twice) == 2


def play_draft_rest(state: MatchState) -> tuple[MatchState, list[object]]:
    """Fill both decks with the first free slots and the first summoner."""
    while state.phase is Phase.DRAFT:
        seat = int(decision(state)[1]) - 1
        draft = state.draft
        for f in draft.factions[seat]:
            for slot in range(20):
                if sum(1 for g, _ in draft.chosen[seat] if g == f) >= 15:
                    break
                if (f, slot) not in draft.chosen[seat]:
                    state = play(state, f"include {f + 1} {slot + 1}")[0]
                    draft = state.draft
        if draft.summoner[seat] < 0:
            state = play(state, f"summoner {draft.factions[seat][0] + 1}")[0]
    return state, []


def test_summoner_face_down_hidden_from_the_opponent() -> None:
    """deus [D-DECK-3e][R18][D-CARD-SUM]: the summoner, one of one's two factions', is
    chosen face down in the draft: its player sees which, the opponent and spectators only
    that one is chosen; the deck choices are told to their player only."""
    state = _picked(new_draft())
    refused(state, "summoner 2", "not_your_faction")
    state, events = play(state, "include 1 1", "summoner 4")
    refused(state, "summoner 1", "summoner_already_chosen")
    chosen = of_kind(events, "SummonerChosen")
    mine = [e for e in chosen if can_see(e.audience, 0)]
    theirs = [e for e in chosen if can_see(e.audience, 1)]
    assert [e.card for e in mine] == ["p3-s"]  # type: ignore[attr-defined]
    assert [e.card for e in theirs] == [""]  # type: ignore[attr-defined]
    assert chosen[0].audience == only(0) and chosen[1].audience == all_but(0)
    included = of_kind(events, "CardIncluded")
    assert [e.audience for e in included] == [only(0)]
    opponent, spectator, own = view(state, 1), view(state, SPECTATOR), view(state, 0)
    assert opponent.players[0].summoner is None and opponent.players[0].summoner_hidden
    assert opponent.draft is not None and opponent.draft.chosen == () and spectator.draft
    assert spectator.draft.summoner == -1 and opponent.draft.summoner == -1
    assert own.draft is not None and own.draft.summoner == 3 and own.draft.chosen == ((0, 0),)


def test_setup_reveals_summoners_deals_ten_and_no_mulligan() -> None:
    """deus [D-SET-1][D-SET-2][D-SET-3][D-COL-4]: both summoners are revealed, each deck is
    shuffled and its player draws 10; there is no mulligan: the first turn starts at the
    normal summon phase."""
    state, events = play_draft(new_draft(), summoner_of=(1, 0))
    revealed = of_kind(events, "SummonerRevealed")
    assert [(e.player, e.card.def_id) for e in revealed] == [(0, "p3-s"), (1, "p1-s")]  # type: ignore[attr-defined]
    assert all(e.audience == EVERYONE for e in revealed)
    seen = view(state, 1).players[0]
    assert seen.summoner is not None and seen.summoner.def_id == "p3-s"
    assert not seen.summoner_hidden
    state, events = shuffles(state)
    assert [len(p.hand) for p in state.players] == [10, 10]
    assert [len(p.deck) for p in state.players] == [20, 20]
    state, events = roll(state, 4, 2)
    assert state.first_player == 0 and state.turn == 1
    assert decision(state) == "P1 summon"
    assert not any("mulligan" in text for text in legal(state))


def test_first_player_roll_is_separate_and_ties_rolled_again() -> None:
    """deus [D-SET-4][R18][D-SET-5]: after the draft's roll, a fresh roll (ties again) decides
    the first player; only the second player receives one ★."""
    state = shuffles(play_draft(new_draft(), rolls=(6, 1))[0])[0]  # P1 was player A
    assert state.chance is not None and state.chance.purpose == "first"
    refused(state, "roll P2 3", "not_this_chance")
    refused(state, "roll P1 7", "bad_die")
    state, events = roll(state, 2, 2)
    assert state.first_player == -1 and state.chance is not None
    state, events = roll(state, 1, 5)
    assert state.first_player == 1 and state.power == [1, 0]
    assert [e.player for e in of_kind(events, "PowerChanged")] == [0]  # type: ignore[attr-defined]
    assert decision(state) == "P2 summon"


def test_decks_hold_thirty_and_tokens_stay_in_the_token_area() -> None:
    """deus [D-DECK-3d][D-CARD-TOK-2][D-CARD-TOK-3][D-COMP-1][D-DECK-3f][R16]: the tokens of
    a chosen faction (only 魔 has them) start in their player's token area, never in a deck;
    cards not chosen take no part in the match."""
    state = play_draft(new_draft(), picks=(5, 0, 1, 2))[0]  # A takes 魔 (faction 6) and 土
    setup = state.setup
    assert [len(d) for d in setup.decks] == [30, 30]
    token_ids = [[setup.cards[c].def_id for c in t] for t in setup.tokens]
    assert token_ids == [["p5-t1", "p5-t2"], []]
    assert state.tokens == [list(setup.tokens[0]), []]
    for seat in (0, 1):
        for card in setup.decks[seat]:
            face = setup.catalog[setup.cards[card].def_id]
            assert not (isinstance(face, UnitDef) and face.token)
    assert len(setup.cards) == 30 + 30 + 2 + 2  # decks, summoners, tokens: nothing else
    assert {setup.cards[c].owner for c in setup.decks[1]} == {1}


def test_factions_wield_one_attribute_each() -> None:
    """deus [D-ATTR-2][D-DECK-1]: each half-deck is one faction with one attribute, its
    summoner's; the draft lists the six half-decks for everyone to see."""
    state = new_draft()
    draft = view(state, SPECTATOR).draft
    assert draft is not None
    assert [f.attribute for f in draft.factions] == ["火", "水", "土", "風", "聖", "魔"]
    assert all(len(f.cards) == 20 for f in draft.factions)
    for f in state.setup.pool:
        assert isinstance(state.setup.catalog[f.summoner], SummonerDef)
        units = [state.setup.catalog[c] for c in f.cards]
        assert {u.attribute for u in units if isinstance(u, UnitDef)} == {f.attribute}


def test_beginner_option_all_non_rare_and_no_summoner() -> None:
    """deus [D-DECK-3a][D-DECK-3b][R17][R16]: with the beginner option the deck is every
    non-★ card of the two factions, with no choice, and no summoner is chosen or revealed;
    ★ power still comes, and a chosen faction's tokens are still set out."""
    state = roll(new_draft(beginner=True), 6, 1)[0]
    state, events = play(state, "faction 6", "faction 2", "faction 3", "faction 1")
    assert state.phase is Phase.SETUP  # no build step
    setup = state.setup
    assert setup.summoners == (-1, -1)
    assert [len(d) for d in setup.decks] == [30, 30]
    for deck in setup.decks:
        rarities = {setup.catalog[setup.cards[c].def_id].printing.rarity for c in deck}
        assert Rarity.RARE not in rarities
    assert [e.card for e in of_kind(events, "SummonerRevealed")] == [None, None]  # type: ignore[attr-defined]
    assert len(state.tokens[0]) == 2
    state = roll(shuffles(state)[0], 1, 3)[0]
    assert state.players[0].summoner == -1 and state.power == [1, 0]
    assert not any(t.startswith("use") for t in legal(state))
