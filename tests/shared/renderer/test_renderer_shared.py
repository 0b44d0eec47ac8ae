"""The renderer's shared pieces (renderer/pieces.py, words.py, screen.py, handframe.py,
cardface.py, layouts.py ``drawn_by``, ``Canvas.tag`` from the right) that every game's
pictures and screens draw with: which side is drawn nearest (grid [G-R1], deus [R1], mc20th
[5-2]), the console's display-width padding and boxed grid, the hand picture's frame (two
title lines at most, "N more" when the hand outgrows the picture, lines under the cards, the
alt text naming every card), the banner's "next" line, how a match's end is said.

Views are plain namespaces: the pieces read only the fields they are given.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PIL import Image

from engine.kernel.events import Shown
from engine.kernel.state import SPECTATOR, Result
from engine.kernel.words import Table
from renderer import screen
from renderer.cardface import WIDTH as CARD_WIDTH
from renderer.cardface import field_rows, name_block
from renderer.draw import HIGHLIGHT, SMALL, TEXT, WHITE, Canvas
from renderer.handframe import MORE_H, PAD, TILE_W, HandFrame, render_hand_frame
from renderer.layouts import drawn_by
from renderer.pieces import Cell, draw_mark, first_nearest, near_seat, next_line, outline
from renderer.words import card_name, joiner, result_words, sentences


class Face:
    def __init__(self, name: str, name_en: str) -> None:
        self.name, self.name_en = name, name_en

    def name_in(self, lang: str) -> str:
        return self.name_en if lang == "en" else self.name


CATALOG = {"fox": Face("狐火", "Foxfire"), "owl": Face("夜梟", "Night Owl")}
FRAME = HandFrame(tile_h=120, max_height=600, owner_h=40, foot_line=30)


def hand_view(count: int, viewer: int = 0, name: str = "Alice") -> Any:
    hand = tuple(Shown(10 + i, ("fox", "owl")[i % 2]) for i in range(count))
    players = (
        SimpleNamespace(name=name, hand=hand if viewer == 0 else None),
        SimpleNamespace(name="Bob", hand=hand if viewer == 1 else None),
    )
    return SimpleNamespace(viewer=viewer, players=players, catalog=CATALOG)


def pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


# -- which side is nearest ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("viewer", "first", "nearest", "near"),
    [
        (SPECTATOR, 1, True, 1),  # a spectator sees the first player's side nearest
        (1, 1, True, 1),  # the first player sees their own
        (0, 1, False, 0),  # the second player sees their own, not the first player's
        (1, -1, True, 0),  # before the first player is known: seat 0's side
    ],
)
def test_g_r1_the_viewers_own_side_is_nearest(
    viewer: int, first: int, nearest: bool, near: int
) -> None:
    """[G-R1][R1] row 1 (the first player's) nearest unless the viewer is the second player."""
    assert first_nearest(viewer, first) is nearest
    assert near_seat(viewer, first) == near


# -- words ------------------------------------------------------------------------------------
def test_words_say_a_key_the_table_lacks_as_it_is_and_skip_empty_parts() -> None:
    table = Table("renderer.grid", "names.PHASES")
    assert table.word("move", "ja") == "移動フェイズ"
    assert table.word("move", "en") == "Move phase"
    assert table.word("strange", "en") == "strange"
    assert sentences(["a", "", "b"], "ja") == "a。b"
    assert sentences(["a", "", "b"], "en") == "a. b"
    assert joiner("ja") == "、" and joiner("en") == ", "


def test_a_match_end_is_said_alike_in_every_game() -> None:
    """[G-1.1][G-R14] a win names the side, a draw the reason, in both languages."""
    assert result_words(Result("deck_out", 1), "山札切れ", "ja") == "●P2 の勝利（山札切れ）"
    assert result_words(Result("deck_out", 0), "deck out", "en") == "▲P1 wins (deck out)"
    assert result_words(Result("simultaneous", None), "both", "en") == "Draw (both)"


def test_a_card_is_named_from_the_views_catalog_or_by_its_id() -> None:
    view = hand_view(0)
    assert card_name(view, Shown(1, "fox"), "en") == "Foxfire"
    assert card_name(view, Shown(1, "unknown"), "ja") == "unknown"


# -- the console ------------------------------------------------------------------------------
def test_console_pads_by_display_width_and_never_splits_a_full_width_character() -> None:
    assert screen.width("ab狐") == 4
    assert screen.fit("狐火ab", 5) == "狐火a"
    assert screen.fit("狐火", 3) == "狐 "  # 火 would take columns 3 and 4
    assert screen.fit("ab", 4) == "ab  "


def test_console_grid_rows_are_as_tall_as_their_tallest_cell() -> None:
    text = screen.grid_text([[["A1 狐", " x"], ["B1"]], [["A2"], ["B2"]]], 6)
    lines = text.split("\n")
    assert lines[0] == "+------+------+"
    assert lines[1:4] == ["|A1 狐 |B1    |", "| x    |      |", "+------+------+"]
    assert len(lines) == 6
    assert {screen.width(line) for line in lines} == {15}


def test_console_hand_lines_are_the_viewers_own_only() -> None:
    def describe(face: Any, lang: str) -> str:
        return face.name_in(lang)

    assert screen.hand_lines(hand_view(2), describe, "en") == ["  #10 Foxfire", "  #11 Night Owl"]
    spectator = SimpleNamespace(**{**vars(hand_view(2)), "viewer": SPECTATOR})
    assert screen.hand_lines(spectator, describe, "en") == []


# -- the hand frame ---------------------------------------------------------------------------
def draw_tiles(found: list[tuple[int, tuple[int, int]]]) -> Any:
    def tile(canvas: Canvas, card: Shown, at: tuple[int, int], height: int) -> None:
        found.append((card.id, at))
        canvas.box((at[0], at[1], at[0] + TILE_W, at[1] + height), fill=WHITE)

    return tile


def test_hand_frame_shows_what_fits_and_counts_the_rest() -> None:
    """A hand bigger than the picture: its first cards two a row, then "N more" in the room
    its line needs, the picture no taller than the game's most."""
    found: list[tuple[int, tuple[int, int]]] = []
    picture = render_hand_frame(hand_view(12), FRAME, draw_tiles(found), title="T", lang="en")
    assert picture.height <= FRAME.max_height
    # 500 px under the owner band: three rows of 128 and the 40 px line saying how many more
    assert [card for card, _ in found] == [10, 11, 12, 13, 14, 15]
    assert found[1][1][0] == PAD + TILE_W + PAD and found[2][1][1] > found[1][1][1]
    assert "6 more (listed in the message)" in picture.texts
    assert "12 cards" in picture.texts
    assert picture.alt.startswith("▲P1's hand, 12 cards: #10 Foxfire, #11 Night Owl")


def test_hand_frame_fits_a_small_hand_and_says_an_empty_one() -> None:
    found: list[tuple[int, tuple[int, int]]] = []
    three = render_hand_frame(hand_view(3), FRAME, draw_tiles(found), title="T", lang="ja")
    assert len(found) == 3 and not any("ほか" in text for text in three.texts)
    empty = render_hand_frame(hand_view(0), FRAME, draw_tiles(found), title="T", lang="ja")
    assert "手札はありません" in empty.texts and len(found) == 3
    assert empty.height < three.height + MORE_H


def test_hand_frame_title_takes_two_lines_at_most_and_notes_join_the_alt_text() -> None:
    title = "とても長い題名" * 30
    picture = render_hand_frame(
        hand_view(1),
        FRAME,
        draw_tiles([]),
        title=title,
        lang="ja",
        notes=["★3"],
        footer=["トークン置き場 " + "炎の精、" * 40],
    )
    assert sum(1 for text in picture.texts if text and text in title) == 2
    assert "★3" in picture.texts
    footer_lines = [text for text in picture.texts if "炎の精" in text]
    assert len(footer_lines) >= 2  # a long line under the cards wraps
    assert picture.alt.endswith("。★3。トークン置き場 " + "炎の精、" * 40)


def test_hand_frame_name_is_cut_at_a_fixed_width_or_narrowed_into_the_room() -> None:
    long_name = "W" * 80
    fixed = HandFrame(120, 600, 40, 30, name_width=200)
    cut = render_hand_frame(hand_view(1, name=long_name), fixed, draw_tiles([]), title="T")
    roomy = render_hand_frame(hand_view(1, name=long_name), FRAME, draw_tiles([]), title="T")
    cut_name = next(text for text in cut.texts if text.startswith("WW"))
    roomy_name = next(text for text in roomy.texts if text.startswith("WW"))
    assert cut_name.endswith("…") and roomy_name.endswith("…")
    assert len(cut_name) < len(roomy_name)  # the room left of the counts, narrowed first


def test_hand_frame_refuses_a_spectator() -> None:
    with pytest.raises(ValueError, match="spectator"):
        render_hand_frame(hand_view(1, viewer=SPECTATOR), FRAME, draw_tiles([]), title="T")


# -- drawing pieces ---------------------------------------------------------------------------
def test_a_tag_from_the_right_ends_where_a_left_one_would_start_plus_its_width() -> None:
    canvas = Canvas(200, 40, None)
    width = canvas.tag(190, 20, "P1", SMALL, (0, 0, 0), WHITE, "right")
    assert width == canvas.measure("P1", SMALL) + SMALL // 2
    image = canvas.image
    assert image.getpixel((189, 20)) == (0, 0, 0)
    assert image.getpixel((192, 20)) != (0, 0, 0)
    assert image.getpixel((190 - width + 1, 20)) == (0, 0, 0)


def test_side_marks_read_without_colour() -> None:
    """▲ first seat (its apex narrower than its base), ● second (as wide at the top as a
    triangle's middle)."""
    canvas = Canvas(60, 30, None, background=WHITE)
    draw_mark(canvas, 0, 15, 15, 10, (0, 0, 0))
    draw_mark(canvas, 1, 45, 15, 10, (0, 0, 0))
    image = canvas.image
    assert image.getpixel((15, 7)) == (0, 0, 0) and image.getpixel((10, 7)) == WHITE
    assert image.getpixel((45, 7)) == (0, 0, 0) and image.getpixel((40, 7)) == (0, 0, 0)


def test_an_outline_is_drawn_inside_the_cells_edge() -> None:
    canvas = Canvas(40, 40, None, background=WHITE)
    outline(canvas, Cell(0, 0, 40, 40), HIGHLIGHT, 4)
    assert canvas.image.getpixel((3, 20)) == HIGHLIGHT
    assert canvas.image.getpixel((0, 20)) == WHITE
    assert canvas.image.getpixel((20, 20)) == WHITE


def test_next_line_tags_the_deciding_side_and_keeps_room_for_what_is_under_way() -> None:
    canvas = Canvas(960, 40, None)
    next_line(canvas, 20, "次", "●P2 移動と攻撃", 1, TEXT, extra="選択中: 炎の剣士 B2")
    assert canvas.texts == ["次", "●P2", "移動と攻撃", "選択中: 炎の剣士 B2"]
    alone = Canvas(960, 40, None)
    next_line(alone, 20, "Next", "dice / shuffle", -2, TEXT)
    assert alone.texts == ["Next", "dice / shuffle"]


def test_card_face_rows_wrap_their_value_beside_the_label() -> None:
    canvas = Canvas(CARD_WIDTH, 600, None)
    assert field_rows(canvas, [("Race", "Human"), ("Text", "word " * 60)], 100, 150) > 100 + 2 * 40
    assert name_block(canvas, "狐火", 0) == 54 + 20  # one line of the name, and its margin


# -- layouts ----------------------------------------------------------------------------------
def test_a_layout_passes_each_picture_its_keywords() -> None:
    calls: list[tuple[str, dict[str, Any]]] = []

    def record(name: str) -> Any:
        def draw(subject: Any, **keywords: Any) -> Any:
            calls.append((name, keywords))
            return name

        return draw

    layout = drawn_by(
        "test",
        render_board=record("board"),
        render_hand=record("hand"),
        render_card=record("card"),
        describe_card=lambda face, lang: "",
        card_lines=lambda face, lang: [],
        screen=lambda view, lang: "",
    )
    assert layout.formation(None, None, "ja") is None
    layout.board(None, ["A1"], "cap", None, "en")
    layout.hand(None, "title", None, "ja")
    layout.card_picture(None, None, "en")
    assert calls == [
        ("board", {"highlight": ["A1"], "caption": "cap", "font": None, "lang": "en"}),
        ("hand", {"title": "title", "font": None, "lang": "ja"}),
        ("card", {"font": None, "lang": "en"}),
    ]


def test_grid_pictures_use_the_shared_toolkit_not_the_monster_collection_family() -> None:
    """The grid game is no Monster Collection game: its layout loads none of the family's
    picture or card modules."""
    code = "import sys, renderer.grid; print(sorted(m for m in sys.modules if 'moncolle' in m))"
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert done.stdout.strip() == "[]"
