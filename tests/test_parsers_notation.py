"""The action notation refuses what it cannot read with a NotationError, never another error
(issue 8 item 7): digits are ASCII only, numbers have at most ten digits, actions are short.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from bot.selfplay import starter_setup
from carddb import shipped_index
from engine import actions as a
from engine.errors import NotationError
from engine.mc20th.notation import SYNTAX, format_action, parse

STATE = engine.new_match(starter_setup(7, shipped_index("mc20th")))[0]


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
        ("roll P1 " + "9" * 5000, "at most"),  # int() refuses over 4300 digits
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
        assert str(error)
        return
    # what parses is an action the notation writes back the same way
    assert parse(format_action(action)) == action
