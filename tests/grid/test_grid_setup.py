"""The grid game's board, decks and preparation: the 4x5 battle zone and its front rows
[G-2.1][G-R1]; 40-card decks of at most 4 of a name with a base [G-3.1][G-R2]; the secret
base choice before the first player is known [G-3.2][G-R3]; the die for the first player
[G-3.3]; five cards each [G-3.4]; the bases placed face up in turn order on the front row
with their life cards face down beneath [G-3.5][G-3.6][G-4][G-11.*]; and the card data the
rules read or ignore [G-7.*][G-8.1][G-12].
"""

from __future__ import annotations

import msgspec
import pytest
from grid_position import (
    CATALOG,
    DAWN_DECK,
    DUSK_DECK,
    choose,
    decision,
    ids,
    kinds,
    label,
    legal,
    new_match,
    of,
    refused,
    sq,
    start,
)

from carddb.decklist import CardIndex, DeckLine, DeckList, DeckListError
from carddb.grid.decks import validate
from engine.grid import events as ev
from engine.grid import rules
from engine.grid.board import BOARD, front_row
from engine.grid.cards import KINDS, BaseDef, CardDef, EntityDef, Movement, SpellDef
from engine.grid.state import Phase
from engine.grid.view import view
from engine.kernel.actions import Roll
from engine.kernel.door import sample_chance
from engine.kernel.events import EVERYONE, all_but, only, shown_in
from engine.kernel.state import SPECTATOR

INDEX = CardIndex(CATALOG.values())


def deck_list(*entries: tuple[str, int]) -> DeckList:
    return DeckList(tuple(DeckLine(n + 1, key, count) for n, (key, count) in enumerate(entries)))


def problems(*entries: tuple[str, int], index: CardIndex = INDEX) -> list[str]:
    try:
        validate(deck_list(*entries), index)
    except DeckListError as error:
        return [e.key for e in error.errors]
    return []


# -- the battle zone [G-2.1][G-R1][G-4] ----------------------------------------------------------
def test_g_2_1_the_battle_zone_is_4_columns_by_5_rows() -> None:
    """[G-2.1][G-R1]: 20 squares, A1..D5 labelled from the first player's side; row 1 is the
    first player's front row and row 5 the second player's, row 3 between them."""
    assert (BOARD.columns, BOARD.rows, BOARD.size) == (4, 5, 20)
    assert [label(s) for s in range(20)][:5] == ["A1", "B1", "C1", "D1", "A2"]
    assert label(19) == "D5"
    for first in (0, 1):
        mine = [label(s) for s in front_row(first, first)]
        theirs = [label(s) for s in front_row(1 - first, first)]
        assert mine == ["A1", "B1", "C1", "D1"]
        assert sorted(theirs) == ["A5", "B5", "C5", "D5"]


def test_g_4_a_base_goes_on_any_square_of_the_front_row_only() -> None:
    """[G-4][G-3.5][G-11.1][G-11.5][G-R1]: the first player may set their base on each of the
    4 squares of row 1 and nowhere else; the second player on row 5."""
    state = _at_placement(die=1)
    assert decision(state) == "P1 place_base"
    assert legal(state) == ["set A1", "set B1", "set C1", "set D1"]
    for wrong in ("A2", "B3", "C5"):
        refused(state, f"set {wrong}", "grid_not_front_row")
    state, _ = rules.apply(state, rules.legal_actions(state)[3])
    assert decision(state) == "P2 place_base"
    assert legal(state) == ["set A5", "set B5", "set C5", "set D5"]
    refused(state, "set D1", "grid_not_front_row")


# -- decks [G-3.1][G-R2][G-7.2] -------------------------------------------------------------------
def test_g_3_1_a_deck_is_exactly_40_cards_with_a_base() -> None:
    """[G-3.1][G-R2]: both test decks are legal; 39 or 41 cards are not, nor 40 without a
    base card (G-3.2 could not be done)."""
    assert problems(*DAWN_DECK) == problems(*DUSK_DECK) == []
    assert problems(*DAWN_DECK[:-1]) == ["grid_deck_size"]  # 39: one rally short
    assert problems(*DAWN_DECK, ("spark", 1)) == ["grid_deck_size"]  # 41
    no_base = [e for e in DAWN_DECK if not isinstance(CATALOG[e[0]], BaseDef)]
    filled = [*no_base, ("insight", 3), ("wisdom", 2)]
    assert sum(n for _, n in filled) == 40
    assert problems(*filled) == ["grid_no_base"]


def test_g_7_2_at_most_4_cards_of_a_name_bases_included() -> None:
    """[G-3.1][G-R2][G-7.2]: the name is the unit of the copy limit: 5 forts are refused, and
    so are 3 + 2 cards printed under two ids with the same name."""
    swap = {"fort": 5, "spark": 1, "rally": 0}  # two more forts, one spark and the rally less
    five_forts = [(key, swap.get(key, n)) for key, n in DAWN_DECK]
    assert problems(*five_forts) == ["grid_copies"]
    twin = msgspec.structs.replace(CATALOG["foot"], id="foot2")
    index = CardIndex([*CATALOG.values(), twin])
    split = [("foot", 3), ("foot2", 2), *DAWN_DECK[1:-1]]
    assert sum(n for _, n in split) == 40
    assert problems(*split, index=index) == ["grid_copies"]
    assert problems(("foot", 3), ("foot2", 1), *DAWN_DECK[1:], index=index) == []


# -- the secret base choice [G-3.2][G-R2][G-R3] ------------------------------------------------
def test_g_r3_both_choose_a_base_in_secret_before_the_first_player_is_known() -> None:
    """[G-R3][G-3.2][G-11.5]: P1 then P2 choose one base card of their own deck (each base
    card is a choice, copies included); the owner's event names it, everyone else's only
    says a base was chosen; no other viewer's view shows it;
    the die comes only after both choices."""
    state = new_match()
    assert decision(state) == "P1 choose_base"
    fort = ids(state, "fort")[0]
    bases = sorted([*ids(state, "fort"), *ids(state, "castle"), *ids(state, "beacon")])
    assert legal(state) == [f"base #{c}" for c in bases]
    refused(state, "base #0", "grid_not_a_base")  # a footman
    refused(state, f"base #{ids(state, 'camp')[0]}", "grid_not_in_deck")  # P2's card
    state, events = choose(state, "fort")
    chosen = of(events, ev.BaseChosen)
    assert [(e.audience, e.card) for e in chosen] == [
        (only(0), ev.Shown(fort, "fort")),
        (all_but(0), None),
    ]
    assert decision(state) == "P2 choose_base" and state.first == -1
    assert view(state, 0).players[0].chosen_base == ev.Shown(fort, "fort")
    for viewer in (1, SPECTATOR):
        seen = view(state, viewer)
        assert seen.players[0].chosen_base is None and seen.players[0].base_chosen
        assert fort not in {s.id for s in shown_in(seen)}
    assert all(d.startswith("base #") for d in legal(state))
    state, events = choose(state, "hall")
    assert decision(state) == "chance" and state.first == -1
    assert kinds(events) == ["BaseChosen", "BaseChosen"]


def test_g_r2_the_39_other_cards_are_shuffled() -> None:
    """[G-R2][G-3.2]: after the choice each deck holds the other 39 cards, shuffled (the
    chosen base is not among them)."""
    state, _ = choose(new_match(), "fort")
    state, _ = choose(state, "camp")
    dealt = state.setup.decks
    for seat in (0, 1):
        assert len(state.zones[seat].deck) == 39
    state, events = rules.apply(state, sample_chance(state))
    state, found = rules.apply(state, sample_chance(state))
    events += found
    assert [e.player for e in of(events, ev.DeckShuffled)] == [0, 1]
    for seat, base in ((0, ids(state, "fort")[0]), (1, ids(state, "camp")[0])):
        deck = state.zones[seat].deck
        assert sorted(deck) == sorted(c for c in dealt[seat] if c != base)
        assert deck != sorted(deck) and base not in deck
        assert state.zones[seat].base == base


# -- the first player [G-3.3], hands [G-3.4], the bases [G-3.5][G-3.6] -----------------------------
def _at_placement(die: int) -> object:
    state, _ = choose(new_match(), "fort")
    state, _ = choose(state, "camp")
    while state.chance is not None:
        outcome = sample_chance(state)
        if isinstance(outcome, Roll):
            outcome = Roll(outcome.player, die)
        state, _ = rules.apply(state, outcome)
    return state


@pytest.mark.parametrize(("die", "first"), [(1, 0), (3, 0), (4, 1), (6, 1)])
def test_g_3_3_a_die_decides_the_first_player_and_is_announced(die: int, first: int) -> None:
    """[G-3.3][G-R1]: 1-3 P1 goes first, 4-6 P2; the die and the first player are events for
    everyone; the first player's front row is then row 1."""
    state, _ = choose(new_match(), "fort")
    state, _ = choose(state, "camp")
    state, _ = rules.apply(state, sample_chance(state))
    state, _ = rules.apply(state, sample_chance(state))
    assert sorted(a.value for a in rules.legal_actions(state)) == [1, 2, 3, 4, 5, 6]
    state, events = rules.apply(state, Roll(0, die))
    rolled, decided = of(events, ev.DieRolled), of(events, ev.FirstPlayerDecided)
    assert [(e.value, e.audience) for e in rolled] == [(die, EVERYONE)]
    assert [(e.player, e.audience) for e in decided] == [(first, EVERYONE)]
    assert state.first == first and decision(state) == f"P{first + 1} place_base"
    assert [label(s) for s in front_row(first, first)] == ["A1", "B1", "C1", "D1"]


def test_g_3_4_each_player_draws_5_before_the_life_cards() -> None:
    """[G-3.4][G-2.3]: the first player then the second draws the top 5 of their shuffled
    deck (the owner sees them, the other only the count); the life cards come after."""
    state, events = start(die=4)  # P2 goes first
    drew = of(events, ev.Drew)
    assert [(e.player, e.count, e.audience, len(e.cards)) for e in drew] == [
        (1, 5, only(1), 5),
        (1, 5, all_but(1), 0),
        (0, 5, only(0), 5),
        (0, 5, all_but(0), 0),
    ]
    order = kinds(events)
    assert order.index("Drew") < order.index("BasePlaced") < order.index("LifeDealt")
    assert all(len(state.zones[seat].hand) == 5 for seat in (0, 1))


def test_g_3_5_bases_are_placed_face_up_first_player_first() -> None:
    """[G-3.5][G-3.6][G-11.3][G-11.4][G-11.5]: the first player's base goes face up (an event
    for everyone, its face shown) with as many deck-top cards beneath as its life, before the
    second player places theirs, seeing it; then the first player's turn 1 starts."""
    state = _at_placement(die=1)
    deck, fort = list(state.zones[0].deck), ids(state, "fort")[0]
    state, events = rules.apply(state, rules.legal_actions(state)[1])  # B1
    placed = of(events, ev.BasePlaced)
    assert [(e.player, e.card, label(e.at), e.life, e.audience) for e in placed] == [
        (0, ev.Shown(fort, "fort"), "B1", 2, EVERYONE)
    ]
    assert state.life[fort] == deck[:2] and state.zones[0].deck == deck[2:]
    assert [(e.count, e.audience) for e in of(events, ev.LifeDealt)] == [(2, EVERYONE)]
    assert decision(state) == "P2 place_base"
    seen = view(state, 1).squares[sq("B1")]
    assert (seen.base, seen.life, seen.owner) == (ev.Shown(fort, "fort"), 2, 0)
    state, events = rules.apply(state, rules.legal_actions(state)[2])  # C5
    assert [label(e.at) for e in of(events, ev.BasePlaced)] == ["C5"]
    assert (state.turn, state.active, state.phase) == (1, 0, Phase.SUPPLY)


def test_g_3_6_life_cards_are_face_down_for_everyone() -> None:
    """[G-3.6][G-R19]: no event of the preparation and no view (either player's, a
    spectator's) shows a life card; the views give each base's life count."""
    state, events = start()
    life = {c for pile in state.life.values() for c in pile}
    assert len(life) == 2 + 2
    assert not life & {s.id for e in events for s in shown_in(e)}
    for viewer in (0, 1, SPECTATOR):
        seen = view(state, viewer)
        assert not life & {s.id for s in shown_in(seen)}
        assert seen.squares[sq("B1")].life == seen.squares[sq("C5")].life == 2


# -- card data [G-7.*][G-8.1][G-12] -------------------------------------------------------------
def test_g_8_1_three_card_kinds_read_by_their_tag() -> None:
    """[G-8.1][G-7.1][G-7.4][G-7.7][G-11.3]: a card is an entity, a spell or a base, told
    apart by its kind; each prints a cost and a familia, race as the type line's last
    word; entities a power, bases a life; any other kind is refused."""
    assert KINDS == ("grid-entity", "grid-spell", "grid-base")
    raw = {"id": "x", "name": "試", "cost": 2, "familia": "暁", "race": "兵"}
    decoded = [
        msgspec.convert({**raw, "kind": "grid-entity", "power": 3}, CardDef),
        msgspec.convert({**raw, "kind": "grid-spell"}, CardDef),
        msgspec.convert({**raw, "kind": "grid-base", "life": 2}, CardDef),
    ]
    assert [type(c) for c in decoded] == [EntityDef, SpellDef, BaseDef]
    assert [(c.cost, c.familia, c.race) for c in decoded] == [(2, "暁", "兵")] * 3
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({**raw, "kind": "grid-unit"}, CardDef)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({**raw, "kind": "grid-entity"}, CardDef)  # no power


def test_g_12_movement_keywords_are_the_four_of_design() -> None:
    """[G-12][G-6.3][G-R8]: the glossary is empty in the rulebook; the keywords are DESIGN's
    four, a card without one moving like a king, and the card data reads only these."""
    assert [m.value for m in Movement] == ["王将", "飛車", "角", "香車"]
    assert CATALOG["foot"].movement is Movement.KING  # type: ignore[union-attr]
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(
            {"kind": "grid-entity", "id": "x", "name": "x", "cost": 1, "familia": "暁",
             "power": 1, "movement": "桂馬"}, CardDef,
        )  # fmt: skip


def test_g_7_6_flavour_rarity_and_illustration_change_nothing() -> None:
    """[G-7.3][G-7.6][G-7.8][G-7.5]: a card has no picture the rules read, and the same
    match played with every flavour text, rarity and race rewritten gives the same events;
    the effect text is printed in both languages."""
    assert not {"illustration", "art", "image"} & set(EntityDef.__struct_fields__)
    rewritten = {
        key: msgspec.structs.replace(
            card, flavor="静かな朝。", flavor_en="A quiet morning.", rarity="SR", race="別"
        )
        for key, card in CATALOG.items()
    }
    logs = []
    for catalog in (CATALOG, rewritten):
        state = new_match(catalog=catalog)
        log: list[str] = []
        for _ in range(120):
            if state.result is not None:
                break
            actions = rules.legal_actions(state)
            action = actions[len(log) * 7 % len(actions)]
            state, events = rules.apply(state, action)
            log += [repr(action), *map(repr, events)]
        logs.append(log)
    assert logs[0] == logs[1] and len(logs[0]) > 200
    scribe = CATALOG["scribe"]
    assert scribe.text_in("ja").startswith("このエンティティを召喚したとき")
    assert scribe.text_in("en") == "When you summon this entity, draw a card."
