"""A hand picture shows every card's whole text, legible on a phone (issue 21 item 6): the
tiles grow as tall as their text needs instead of cutting it ("このエンティティを使ったとき、カ…"),
and no line of it is smaller than 11 px once the picture is shown 400 px wide. Checked
with each game's six longest cards in both languages: mc20th's and Deus's abilities
(mc20th [11-2], deus [D-TIM-0]), grid's effect text [G-7.5], kokuryoku's printed text and
surprise effects [K-7.1][KV-8].
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
import pytest

import engine
from bot.tools.selfplay import starter_setup
from carddb import shipped_index
from engine.kernel.events import Shown
from renderer import layouts
from renderer.draw import ELLIPSIS, Canvas, Picture
from renderer.grid.cards import effect_text
from renderer.kokuryoku.cards import effect_line
from renderer.moncolle.cardtext import ability_line

PHONE, LEAST = 400, 11  # px: a phone's width, and the smallest text it still reads


def family_text(face: Any, lang: str) -> str:
    return "".join(ability_line(ability, lang) for ability in face.abilities)


TEXT_OF: dict[str, Callable[[Any, str], str]] = {
    "mc20th": family_text,
    "deus": family_text,
    "grid": effect_text,
    "kokuryoku": effect_line,
}


def longest_hand(ruleset: str) -> tuple[Any, list[Any]]:
    """A player's view of a starter match whose hand holds the pool's six longest texts."""
    index = shipped_index(ruleset)
    state = engine.new_match(starter_setup(ruleset, 3, index))
    state = state[0] if isinstance(state, tuple) else state
    view = engine.view(state, 0)
    pool = list(index.by_id.values())
    faces = sorted(pool, key=lambda f: len(TEXT_OF[ruleset](f, "en")), reverse=True)[:6]
    hand = tuple(Shown(100 + n, face.id) for n, face in enumerate(faces))
    player = msgspec.structs.replace(view.players[0], hand=hand)
    catalog = {**dict(view.catalog), **{face.id: face for face in faces}}
    return msgspec.structs.replace(view, players=(player, view.players[1]), catalog=catalog), faces


def squeezed(text: str) -> str:
    """Text with its spaces gone: a wrapped line drops the space it broke at."""
    return "".join(text.split())


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("ruleset", ["mc20th", "deus", "grid", "kokuryoku"])
def test_issue_21_hand_tiles_show_the_longest_texts_whole(ruleset: str, lang: str) -> None:
    view, faces = longest_hand(ruleset)
    picture: Picture = layouts.get(ruleset).hand(view, "六門 #test ターン3", None, lang)
    assert not [text for text in picture.texts if ELLIPSIS in text]
    drawn = squeezed("".join(picture.texts))
    for face in faces:
        text = TEXT_OF[ruleset](face, lang)
        assert text and squeezed(text) in drawn, face.id
        assert face.name_in(lang).replace(" ", "") in drawn
    assert picture.smallest * PHONE / picture.width >= LEAST


def test_a_line_break_never_lets_closing_kana_hang_past_the_edge() -> None:
    """禁則: "ー" may not start a line, so it takes the character before it down (追い出し)
    instead of hanging past the tile's edge (grid's 変わり身の術 did, by one character)."""
    canvas = Canvas(960, 10, None)
    text = "味方エンティティ1体を選ぶ。それを持ち主の手札に戻す。その後、カードを1枚引く。"
    room = canvas.measure("味方エンティティ1体を選ぶ。それを持ち主の手札に戻す。その後、カ", 27)
    lines = canvas.wrap(text, 27, room)
    assert "".join(lines) == text and lines[1].startswith("カード")
    assert all(canvas.measure(line, 27) <= room for line in lines)
