"""Reading a number written in ASCII digits, with a maximum: the one reader behind the
action notation, a deck list's counts and an effect's amounts.

Text typed by players or imported with card sets may hold digits of any length or script.
``int()`` reads digits of other scripts ('٣'), underscores ('1_0') and signs, and refuses
strings of more than 4300 digits with a ValueError; ``str.isdigit()`` accepts digits
``int()`` cannot read ('᧚'). So the digits are checked to be ASCII, and the length of the
significant digits is judged before ``int()`` sees them.
"""

from __future__ import annotations


def read_number(digits: str, most: int) -> int | None:
    """The value of ``digits`` (ASCII digits only, leading zeros ignored) when it is at most
    ``most``; None for anything else: no digit, another character, or a larger value."""
    if not digits or not digits.isascii() or not digits.isdigit():
        return None
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(most)):  # before int(): its time grows with the length
        return None
    value = int(significant)
    return value if value <= most else None
