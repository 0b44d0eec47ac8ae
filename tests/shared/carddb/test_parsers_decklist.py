"""Deck lists (issue 8 items 5, 7, 18): read in linear time within documented limits, refused
only with a DeckListError, invisible characters ignored, errors in Japanese and English.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carddb import CardIndex, DeckListError, parse_deck_list, shipped_index, starter_deck_text
from carddb.rulesets import load_deck

# the documented limits (docs/cardsets.md "Deck lists")
MAX_LIST_CHARS, MAX_LIST_LINES, MAX_LINE_CHARS = 20_000, 200, 200


def errors_of(text: str, index: CardIndex, lang: str = "en") -> list[str]:
    with pytest.raises(DeckListError) as caught:
        load_deck(text, index, "mc20th")
    return [e.message(lang) for e in caught.value.errors]


def read_fast(text: str, index: CardIndex) -> DeckListError:
    """The list is refused, and in well under a second (the old parser took minutes)."""
    started = time.perf_counter()
    with pytest.raises(DeckListError) as caught:
        parse_deck_list(text, index)
    assert time.perf_counter() - started < 1.0
    return caught.value


def test_a_200_kb_adversarial_upload_is_refused_at_once_naming_the_limit(
    index: CardIndex,
) -> None:
    line = "火" + " " * 16_000 + "鬼"  # made the old trailing-count pattern backtrack
    text = line + "\n" + ("# " + "a" * 99 + "\n") * (184_000 // 102)
    assert len(text.encode()) > 190_000
    refused = read_fast(text, index)
    assert [str(e) for e in refused.errors] == [
        f"the deck list has {len(text)} characters; at most {MAX_LIST_CHARS}"
    ]


def test_a_long_line_within_the_list_limit_is_refused_fast(index: CardIndex) -> None:
    text = "3 火花の小鬼\n" + "火" + " " * 19_000 + "鬼\n"
    refused = read_fast(text, index)
    assert [str(e) for e in refused.errors] == [
        f"line 2: the line is longer than {MAX_LINE_CHARS} characters"
    ]


@pytest.mark.parametrize(
    "pattern",
    ["火" + " " * 197 + "鬼", "x " * 99, "1" * 199, "鬼 " * 99 + "1", "9" * 150 + " " * 49 + "a"],
)
def test_the_worst_lines_at_every_limit_read_fast(index: CardIndex, pattern: str) -> None:
    rows = MAX_LIST_CHARS // (len(pattern) + 1)
    refused = read_fast("\n".join([pattern] * min(rows, MAX_LIST_LINES)), index)
    assert len(refused.errors) == min(rows, MAX_LIST_LINES)
    assert all(e.line >= 1 for e in refused.errors)


def test_more_lines_than_allowed_are_refused(index: CardIndex) -> None:
    refused = read_fast("\n" * MAX_LIST_LINES + "3 火花の小鬼", index)
    assert str(refused) == f"the deck list has {MAX_LIST_LINES + 1} lines; at most 200"


@pytest.mark.parametrize(
    ("count", "problem"),
    [
        ("9" * 5000, "the line is longer than 200 characters"),  # int() refuses 4301 digits
        ("9" * 190, "the count must be 1 to 99"),
        ("100", "the count must be 1 to 99"),
        ("0", "the count must be 1 to 99"),
        ("0" * 150, "the count must be 1 to 99"),
    ],
)
def test_huge_counts_are_a_deck_list_error(index: CardIndex, count: str, problem: str) -> None:
    with pytest.raises(DeckListError) as caught:
        parse_deck_list(f"{count} 火花の小鬼\n", index)
    assert [str(e) for e in caught.value.errors] == [f"line 1: {problem}"]


def test_leading_zeros_still_count(index: CardIndex) -> None:
    assert parse_deck_list("003 火花の小鬼", index).counts() == {"RK1-001": 3}


def test_invisible_characters_are_removed_before_matching(index: CardIndex) -> None:
    text = "\n".join(
        [
            "\ufeff3 火花の\u200b小鬼",  # a byte-order mark pasted at the start, a zero-width space
            "2 赤\u00ad銅の槍兵",  # a soft hyphen
            "3 熾火の狼\u200d\u2060",  # a joiner and a word joiner at the end
            "\ufeff# a comment after a byte-order mark in the middle of the text",
            "2 RK1-\u200b004",  # inside an id
        ]
    )
    assert parse_deck_list(text, index).counts() == {
        "RK1-001": 3,
        "RK1-002": 2,
        "RK1-003": 3,
        "RK1-004": 2,
    }


def test_per_line_errors_come_in_japanese_and_english(index: CardIndex) -> None:
    text = "3 火花の小鬼\n0 熾火の狼\n2 火花の子鬼\n12\n"
    assert errors_of(text, index, "ja") == [
        "2行目: 枚数は1～99で書いてください",
        "3行目: 「火花の子鬼」というカードはありません（火花の小鬼 のことですか？）",
        "4行目: 「12」を読めません。「3 カード名」のように書いてください",
    ]
    assert errors_of(text, index, "en")[1] == (
        "line 3: '火花の子鬼' is not a known card (did you mean 火花の小鬼?)"
    )


def test_construction_errors_have_the_right_plurals(index: CardIndex) -> None:
    assert errors_of("1 火花の小鬼\n", index) == [
        "the deck has 1 card besides the summoner; it needs exactly 50 [3-2]"
    ]
    assert errors_of("1 火花の小鬼\n1 熾火の狼\n", index, "ja") == [
        "召喚術師以外のカードが2枚あります。ちょうど50枚にしてください [3-2]"
    ]
    guren = starter_deck_text("mc20th", "guren").replace("1 焔の召喚術師", "2 焔の召喚術師")
    summoner_line = 1 + guren.splitlines().index("2 焔の召喚術師")
    assert errors_of(guren, index) == [
        f"line {summoner_line}: at most 1 summoner card (line {summoner_line}) [3-1]"
    ]
    twice = guren.replace("2 焔の召喚術師", "1 焔の召喚術師") + "1 焔の召喚術師\n"
    assert errors_of(twice, index, "ja")[0].endswith(
        f"召喚術師カードは1枚までです（{summoner_line}、{len(twice.splitlines())}行目）[3-1]"
    )


NAMES = sorted({card.name for card in shipped_index("mc20th").by_id.values()})
PARTS = st.sampled_from(
    ["3", "x", "X", "×", "*", "枚", " ", "#", "//", "\u200b", "\ufeff", "\u00ad", "RK1-001",
     "rk1-0", "᧚", "๓", "-", "０", "\t"]
) | st.sampled_from(NAMES) | st.text(max_size=6)  # fmt: skip
COUNTS = st.sampled_from(["3", "03", "99", "100", "0", "9" * 40, "9" * 4400, "３", "٣", "᧚"])
MARKS = st.sampled_from(["", " ", "x", " x ", "×", "*", "枚", " 枚 ", "\u200b"])
REFS = st.sampled_from(NAMES) | st.lists(PARTS, max_size=4).map("".join)
# the shapes the reader looks for, count first or last, with odd counts and marks
SHAPED = st.tuples(COUNTS, MARKS, REFS).map(lambda t: t[0] + t[1] + t[2]) | st.tuples(
    REFS, MARKS, COUNTS, st.sampled_from(["", "枚"])
).map("".join)
LINES = SHAPED | st.lists(PARTS, max_size=6).map("".join)
TEXTS = st.lists(LINES, max_size=8).map("\n".join) | st.text(max_size=200)


@settings(max_examples=100)
@given(TEXTS)
def test_any_text_is_a_deck_list_or_a_deck_list_error(index: CardIndex, text: str) -> None:
    try:
        parsed = parse_deck_list(text, index)
    except DeckListError as refused:
        assert refused.errors
        assert all(0 <= e.line <= max(1, len(text.splitlines())) for e in refused.errors)
        assert str(refused)
        return
    assert parsed.lines and all(1 <= line.count <= 99 for line in parsed.lines)
