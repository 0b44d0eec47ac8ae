"""Deck construction [3-1][3-2] and the deck-list format (carddb/decklist.py, decks.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from carddb import CardIndex, DeckListError, load_deck, parse_deck_list, starter_deck_text
from carddb.cardset import load_file
from carddb.decklist import format_deck_list

DATA = Path(__file__).resolve().parents[1] / "scenarios" / "sets"


@pytest.fixture(scope="module")
def with_tests(index: CardIndex) -> CardIndex:
    return CardIndex([*index.by_id.values(), *load_file(DATA / "test_cards.toml").cards])


def errors_of(text: str, index: CardIndex) -> list[str]:
    with pytest.raises(DeckListError) as caught:
        load_deck(text, index, "mc20th")
    return [str(e) for e in caught.value.errors]


def test_3_2_the_starter_decks_are_legal(index: CardIndex) -> None:
    summoners = {"guren": "RK1-057", "soujun": "RK1-058"}  # one summoner each [3-1]
    for name, summoner in summoners.items():
        deck = load_deck(starter_deck_text("mc20th", name), index, "mc20th")
        assert len(deck.cards) == 50 and deck.summoner == summoner


def test_3_2_exactly_fifty_deck_cards(index: CardIndex) -> None:
    text = starter_deck_text("mc20th", "guren").replace("2 火花の小鬼", "1 火花の小鬼")
    assert errors_of(text, index) == [
        "the deck has 49 cards besides the summoner; it needs exactly 50 [3-2]"
    ]


def test_3_2_at_most_three_of_a_name_counting_every_line(index: CardIndex) -> None:
    text = starter_deck_text("mc20th", "guren").replace("2 火花の小鬼", "2 火花の小鬼\n2 RK1-001")
    errors = errors_of(text, index)
    assert len(errors) == 2
    assert errors[0].startswith("line ") and "4 copies of 'Spark Imp'" in errors[0]
    assert "(lines " in errors[0] and "at most 3 [3-2]" in errors[0]


def test_3_1_one_summoner_at_most_and_it_is_not_a_deck_card(with_tests: CardIndex) -> None:
    base = starter_deck_text("mc20th", "guren").replace("1 焔の召喚術師", "")
    deck = load_deck(base + "\n1 見習いの召喚術師\n", with_tests, "mc20th")
    assert deck.summoner == "TST-002" and len(deck.cards) == 50
    errors = errors_of(base + "\n1 見習いの召喚術師\n1 焔の召喚術師\n", with_tests)
    assert any("at most 1 summoner card" in e for e in errors)


def test_deck_list_forms_and_normalisation(index: CardIndex) -> None:
    text = "\n".join(
        [
            "# comment line",
            "3 火花の小鬼   // trailing comment",
            "赤銅の槍兵 x2",
            "熾火の狼 ×3",
            "２ 風切りの鷹人",  # full-width digit
            "RK1-005 3枚",
            "1x 紅蓮 の 騎兵",  # spacing inside the name is ignored
            "rk1-007",
            "3溶岩の巨人",
        ]
    )
    parsed = parse_deck_list(text, index)
    assert parsed.counts() == {
        "RK1-001": 3,
        "RK1-002": 2,
        "RK1-003": 3,
        "RK1-004": 2,
        "RK1-005": 3,
        "RK1-006": 1,
        "RK1-007": 1,
        "RK1-009": 3,
    }
    assert [line.line for line in parsed.lines] == [2, 3, 4, 5, 6, 7, 8, 9]


def test_deck_list_errors_name_their_line(index: CardIndex) -> None:
    text = "3 火花の小鬼\n0 熾火の狼\n2 火花の子鬼\n12\n"
    with pytest.raises(DeckListError) as caught:
        parse_deck_list(text, index)
    assert [str(e) for e in caught.value.errors] == [
        "line 2: the count must be 1 to 99",
        "line 3: '火花の子鬼' is not a known card (did you mean 火花の小鬼?)",
        "line 4: cannot read '12': write '3 card name'",
    ]


def test_empty_deck_list_is_an_error(index: CardIndex) -> None:
    with pytest.raises(DeckListError, match="empty"):
        parse_deck_list("# nothing\n\n", index)


def test_formatted_deck_list_reads_back_the_same(index: CardIndex) -> None:
    parsed = parse_deck_list(starter_deck_text("mc20th", "soujun"), index)
    again = parse_deck_list(format_deck_list(parsed, index), index)
    assert again.counts() == parsed.counts()


def test_rk1_073_a_deck_text_allows_five_copies_over_the_rule_of_three(index: CardIndex) -> None:
    """[1-1][11-1-1]: the card's Deck text wins over [3-2]'s three copies, up to its own five."""
    base = starter_deck_text("mc20th", "guren").replace("1 群れなす火蜥蜴", "1 火花の小鬼")
    base = (
        base.replace("2 火花の小鬼", "").replace("1 灰になる伝令", "").replace("2 赤銅の槍兵", "")
    )
    deck = load_deck(base + "\n5 群れなす火蜥蜴\n", index, "mc20th")
    assert deck.cards.count("RK1-073") == 5 and len(deck.cards) == 50
    errors = errors_of(base.replace("1 紅蓮の旗手", "") + "\n6 群れなす火蜥蜴\n", index)
    assert any("6 copies of 'Swarming Salamanders'" in e and "at most 5" in e for e in errors)
    # other cards keep the rulebook's three
    errors = errors_of(base + "\n3 群れなす火蜥蜴\n2 熾火の狼\n", index)
    assert any("4 copies of 'Ember Wolf'" in e and "at most 3 [3-2]" in e for e in errors)
