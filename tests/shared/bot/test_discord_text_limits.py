"""Message text within Discord's 2,000 characters in every position (issue 8, item 20): the
board message keeps its log's code block whole however long the log lines are, and a hand
listing counts the cards that do not fit.
"""

from __future__ import annotations

from bot.presentation import present
from bot.presentation.i18n import t


def test_a_long_log_keeps_the_board_message_whole() -> None:
    crowd = "P1 帰還: " + "岩肌の番兵#12→B2、" * 200  # a crowd returning home: 3,000 characters
    lines = [f"line {n} {crowd}" for n in range(8)] + ["P2 の手番 `名前に```がある`"]
    text = present.board_text("ターン9・メインフェイズ・alice さんの選択：メイン", lines)
    assert len(text) <= 2000
    head, fence, *body, end = text.split("\n")
    assert head.startswith("**ターン9") and head.endswith("**")
    assert fence == end == "```" and "`" not in "".join(body)  # nothing closes it early
    assert body[-1] == "P2 の手番 ˋ名前にˋˋˋがあるˋ"  # the newest lines are kept
    assert all(len(line) <= 200 for line in body) and body[0].endswith("…")


def test_a_short_log_is_unchanged() -> None:
    text = present.board_text("ターン1", ["P1 手札を確定", "P2 手札を確定"])
    assert text == "**ターン1**\n```\nP1 手札を確定\nP2 手札を確定\n```"


def test_a_huge_hand_is_listed_as_far_as_it_fits() -> None:
    cards = [f"#{n} とても長い名前のついた伝説の召喚獣その{n}" for n in range(300)]
    text = present.listing(
        "六門 #duel ターン3 の手札", cards, lambda n: t("hand_more", "ja", count=n)
    )
    assert len(text) <= 2000
    lines = text.split("\n")
    listed = lines[1:-1]
    assert listed == cards[: len(listed)] and lines[-1] == f"…ほか{300 - len(listed)}枚"
    assert present.listing("title", cards[:3], str) == "\n".join(["title", *cards[:3]])
