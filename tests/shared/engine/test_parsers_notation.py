"""The action notation refuses what it cannot read with a NotationError, never another error
(issue 8 item 7): digits are ASCII only, numbers have at most ten digits, actions are short;
each refusal is worded in Japanese and English.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from bot.presentation.i18n import service_message
from bot.tools.selfplay import starter_setup
from carddb import DeckListError, parse_deck_list, shipped_index
from carddb.decklist import MAX_LINE_COUNT
from engine.kernel.digits import read_number
from engine.kernel.errors import NotationError
from engine.kernel.messages import KERNEL
from engine.kernel.notation import MAX_ACTION_CHARS, MAX_DIGITS
from engine.mc20th.notation import SYNTAX, format_action, parse
from engine.moncolle import actions as a
from engine.moncolle.abilities import MAX_AMOUNT, parse_amount
from engine.moncolle.messages import MESSAGES

INDEX = shipped_index("mc20th")
STATE = engine.new_match(starter_setup("mc20th", 7, INDEX))[0]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("discard #᧚", "card id"),  # '᧚'.isdigit() is True, int('᧚') fails
        ("discard ᧚", "card id"),
        ("move #3 B᧚", "not an area"),
        ("use #12 ᧚", "ability number"),
        ("target L᧚", "not a target"),
        ("target #᧚", "not a target"),
        ("manual damage #12 ᧚", "not an amount"),
        ("manual damage #12 1_0", "not an amount"),  # int() reads '1_0' as 10
        ("manual damage #12 +-3", "not an amount"),
        ("roll P1 " + "9" * 11, "not a number"),  # one digit too many, well within 200
        ("roll P1 " + "9" * 5000, "at most 200 characters"),  # stopped before any digit
        ("shuffle P1 12345678901", "not a number"),  # eleven digits
        ("summon #" + "1" * 11, "card id"),
        ("discard #" + "1" * 200, "at most 200 characters"),
    ],
)
def test_bad_numbers_are_notation_errors(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        engine.parse_action(STATE, text)


def test_ascii_and_full_width_numbers_still_read() -> None:
    assert parse("discard #１２") == a.Discard(12)
    assert parse("shuffle P1 4294967295") == a.Shuffle(0, 2**32 - 1)  # the largest key
    assert parse("manual defence #12 -2") == a.Manual("defence", "unit", 12, -2)
    assert parse("manual attack #12 +3") == a.Manual("attack", "unit", 12, 3)
    assert parse("target L２") == a.Choose("link", 1)
    assert parse("move #3 Ｂ３") == a.AddMove(3, 7)


# Digits of other scripts, all passing str.isdigit(): int() reads some (٣, and ① or ² after
# NFKC) and refuses others (᧚, ፩, 𐩁), which is what crashed the notation.
DIGITS = st.text(st.sampled_from("0123456789᧚፩𐩁①²٣๓９"), min_size=1, max_size=14)
ODD = st.text(st.characters(categories=["Nd", "No", "Nl"]) | st.sampled_from("_+-"), max_size=6)
PREFIXES = ["", "#", "＃", "L", "B", "P", "-", "+"]
NUMBERS = st.builds(str.__add__, st.sampled_from(PREFIXES), DIGITS | ODD)
WORDS = st.sampled_from([*SYNTAX, "P1", "P2", "L1", "B2", "火", "II", "damage", "discard", "#"])
TOKENS = WORDS | NUMBERS | st.text(max_size=8)
# a verb with as many arguments as it takes, so that each argument's reader is reached
SHAPED = st.sampled_from(sorted(SYNTAX)).flatmap(
    lambda verb: st.lists(NUMBERS | TOKENS, min_size=len(SYNTAX[verb][1]), max_size=3).map(
        lambda args: " ".join([verb, *args])
    )
)
ACTIONS = SHAPED | st.lists(TOKENS, max_size=5).map(" ".join) | st.text(max_size=300)


@settings(max_examples=100)
@given(ACTIONS)
def test_any_text_parses_or_is_a_notation_error(text: str) -> None:
    try:
        action = engine.parse_action(STATE, text)
    except NotationError as error:
        assert str(error) and (error.key in MESSAGES or error.key in KERNEL)  # both languages
        return
    # what parses is an action the notation writes back the same way
    assert parse(format_action(action)) == action


# -- one reader of bounded numbers (review finding 17) --------------------------------------
ASCII_NUMBERS = st.text(st.sampled_from("0123456789"), min_size=1, max_size=14) | st.sampled_from(
    ["0" * 150 + "7", "9" * 5000, "0", "00", "99", "100", "9999999999", "10000000000"]
)


@settings(max_examples=100)
@given(ASCII_NUMBERS)
def test_notation_deck_counts_and_amounts_read_numbers_alike(digits: str) -> None:
    """The notation, a deck list's count and an effect's amount read a number the same way:
    ASCII digits, leading zeros ignored, refused above their maximum however long."""
    number = read_number(digits, 10**MAX_DIGITS - 1)
    if len(digits) <= MAX_ACTION_CHARS - len("discard #"):
        if number is None:
            with pytest.raises(NotationError):
                parse("discard #" + digits)
        else:
            assert parse("discard #" + digits) == a.Discard(number)
    count = read_number(digits, MAX_LINE_COUNT)
    if len(digits) < 190:
        try:
            listed = parse_deck_list(f"{digits} 火花の小鬼", INDEX).lines[0].count
        except DeckListError:
            listed = None
        assert listed == (count or None)  # a count of 0 is refused
    flat = read_number(digits, MAX_AMOUNT)
    try:
        amount: tuple[int, int] | None = parse_amount(digits)
    except ValueError:
        amount = None
    assert amount == (None if flat is None else (0, flat))


def test_the_reader_judges_length_before_value() -> None:
    assert read_number("9" * 5000, 99) is None  # int() would refuse more than 4300 digits
    assert read_number("0" * 5000 + "42", 99) == 42
    assert read_number("99", 99) == 99 and read_number("100", 99) is None
    assert [read_number(text, 99) for text in ("", "᧚", "1_0", " 1", "٣", "+1")] == [None] * 6


# -- notation errors in the player's language (review finding 12) --------------------------
@pytest.mark.parametrize(
    ("text", "japanese"),
    [
        ("discard #᧚", "「#᧚」は #12 のようなカードIDではありません。"),
        ("roll P1 " + "9" * 11, "「99999999999」は数ではありません。"),
        ("move #3 B᧚", "「B᧚」はエリアではありません。A1～C4 で書いてください（列A～C、行1～4）。"),
        ("use #12 0", "「0」は能力の番号（1、2、…）ではありません。"),
        ("target Q", "「Q」は対象ではありません。#12（ユニットかカード）、P1/P2、L1（宣言）、"),
        ("pay #12 光", "「光」は枠ではありません。使えるのは 火 風 水 聖 土 魔 S I II III です。"),
        ("resign P3", "「P3」はプレイヤーではありません。P1 か P2 です。"),
        ("manual damage #12 x", "「x」は 3 や -2 のような値ではありません。"),
        ("manual", "manual の後には手順、その対象と値を書きます。"),
        ("summon", "「summon」の引数は1個です: summon <card>"),
        ("jump", "「jump」という操作はありません。使える操作: roll, shuffle,"),
        ("  ", "操作が空です。"),
        ("discard #" + "1" * 200, "操作は200文字までです。"),
    ],
)
def test_notation_errors_are_said_in_japanese(text: str, japanese: str) -> None:
    with pytest.raises(NotationError) as caught:
        engine.parse_action(STATE, text)
    assert caught.value.message("ja").startswith(japanese)
    assert caught.value.message("en") == str(caught.value)


def test_a_notation_error_reaches_the_player_in_their_language() -> None:
    with pytest.raises(NotationError) as caught:
        parse("move #3 B᧚")
    detail = {"detail": caught.value}
    assert service_message("bad_notation", "ja", detail) == (
        "操作が読めません: 「B᧚」はエリアではありません。"
        "A1～C4 で書いてください（列A～C、行1～4）。"
    )
    assert service_message("bad_notation", "en", detail) == (
        "Cannot read that action: 'B᧚' is not an area: use A1..C4 (columns A-C, rows 1-4)."
    )
