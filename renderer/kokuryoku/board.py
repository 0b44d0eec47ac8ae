"""The public board picture of a kokuryoku match, drawn from a view only, in the viewer's
language: a banner with the turn number and whose turn it is (the turn marker) apart from whose
phase it is, since both players have a power phase in every turn [K-3.10][K-4.3][KV-4], then who
decides what next (or the result [KV-12][KV-13][KV-14]); each player's panel (name, the turn
marker, hand and deck counts, 戦場外 and 国外 [KV-18], and the morale chips: unused and used
piles as counts and pips, and how many sit on units [KV-6][K-5.5]); the 3x4 map (squares.py)
between them, the far player's panel above it and the near player's below; and the caption
(the last log line) at the foot, wrapped to two lines.

Portrait and always ``WIDTH`` x ``HEIGHT``: 400 px wide on a phone, the smallest text is 11 px.
The alt text says it all in words, the caption in full.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.kokuryoku.board import sortie_squares
from engine.kokuryoku.cards import LandDef, UnitDef
from engine.kokuryoku.view import PlayerView, SquareView, UnitView
from renderer.draw import (
    BANNER,
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
)
from renderer.fonts import FontPath
from renderer.kokuryoku.attack import attack_line
from renderer.kokuryoku.cards import bars_text
from renderer.kokuryoku.marks import pile
from renderer.kokuryoku.names import (
    MARKS,
    decision_text,
    near_seat,
    phase_owner,
    phase_text,
    picked_text,
    result_text,
    turn_of_text,
    turn_text,
    word,
)
from renderer.kokuryoku.squares import draw_map, stat_texts
from renderer.pieces import PAD, Portrait, caption_strip, fitted_alt, next_line, panel_head
from renderer.words import bracket, card_name, face_of, joiner, listing

SQUARE_H = 244
ROWS = Portrait(width=960, banner_line=40, panel_line=38, board_h=4 * SQUARE_H, caption_line=36)
WIDTH, HEIGHT, BOARD_H, PANEL_H = ROWS.width, ROWS.height, ROWS.board_h, ROWS.panel_h
BANNER_LINE, PANEL_LINE = ROWS.banner_line, ROWS.panel_line
BIG = 33
ALT_LIMIT = 1000  # Discord's attachment description holds 1024


def render_board(
    view: Any,
    *,
    highlight: Iterable[str] = (),
    caption: str = "",
    font: FontPath = None,
    lang: str = "ja",
) -> Picture:
    """The board as ``view.viewer`` sees it; ``highlight`` names the squares of the last
    action (outlined), ``caption`` is the last log line."""
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, lang)
    near = near_seat(view)
    _panel(canvas, view, view.players[1 - near], ROWS.far_top, lang)
    draw_map(canvas, view, set(highlight), ROWS.board_box, lang)
    _panel(canvas, view, view.players[near], ROWS.near_top, lang)
    caption_strip(canvas, ROWS, caption, word("no_caption", lang), lang)
    return canvas.picture(alt=board_alt(view, caption, lang))


# -- banner -----------------------------------------------------------------------------------
def _banner(canvas: Canvas, view: Any, lang: str) -> None:
    """``ターン3 [▲P1の手番] ／ [●P2の国力フェイズ]``, then who decides what [K-3.10]."""
    canvas.box((0, 0, WIDTH, 2 * BANNER_LINE), fill=BANNER)
    first, second = BANNER_LINE / 2 + 1, BANNER_LINE * 1.5
    x = PAD + 4
    turn = turn_text(view, lang)
    if turn:
        x += canvas.text(x, first, turn, BIG, WHITE) + 14
    turn_of = turn_of_text(view, lang)
    if turn_of:
        x += canvas.tag(x, first, turn_of, SMALL, seat_ink(view.active), WHITE) + 10
        x += canvas.text(x, first, MARKS.word("banner_slash", lang), SMALL, WHITE) + 10
    phase, owner = phase_text(view, lang), phase_owner(view)
    if owner in (0, 1) and canvas.measure(phase, SMALL) + SMALL < WIDTH - PAD - x:
        canvas.tag(x, first, phase, SMALL, seat_ink(owner), WHITE)
    else:
        canvas.text(x, first, phase, SMALL, WHITE, max_width=WIDTH - PAD - x, condense=CONDENSE)
    if view.result is not None:
        result = result_text(view.result, lang)
        canvas.text(PAD + 4, second, result, TEXT, HIGHLIGHT, max_width=WIDTH - 2 * PAD - 8)
        return
    text, picked = decision_text(view, lang), picked_text(view, lang)
    next_line(canvas, second, word("next", lang), text, view.decision.actor, SMALL, picked)


# -- players ----------------------------------------------------------------------------------
def on_units(view: Any, seat: int) -> int:
    return sum(s.unit.chips for s in view.squares if s.unit is not None and s.unit.owner == seat)


def counts_text(player: PlayerView, lang: str, separator: str = "  ") -> str:
    counts = (
        word("hand", lang, n=player.hand_count),
        word("deck", lang, n=player.deck_count),
        word("outside", lang, n=len(player.outside)),
        word("abroad", lang, n=len(player.abroad)),
    )
    return separator.join(counts)


def chips_text(view: Any, player: PlayerView, lang: str) -> str:
    on = on_units(view, player.seat)
    return word("chips_alt", lang, unused=player.unused, used=player.used, on=on)


def _panel(canvas: Canvas, view: Any, player: PlayerView, top: int, lang: str) -> None:
    seat = player.seat
    box = (0, top, WIDTH, top + PANEL_H)
    you = word("you", lang) if seat == view.viewer else ""
    marked = view.turn > 0 and seat == view.active  # the turn marker [K-3.10]
    marker = word("marker", lang) if marked else ""
    counts = counts_text(player, lang)
    second = panel_head(canvas, box, seat, PANEL_LINE, player.name, counts, you=you, marker=marker)
    x = PAD + 8.0
    ink = seat_ink(seat)
    for key, count, colour in (("unused", player.unused, ink), ("used", player.used, MUTED)):
        x += canvas.text(x, second, word(key, lang, n=count), SMALL, INK) + 8
        x = pile(canvas, count, x, second, colour) + 22
    canvas.text(x, second, word("on_units", lang, n=on_units(view, seat)), SMALL, INK)


# -- alt text ---------------------------------------------------------------------------------
def unit_alt(view: Any, unit: UnitView, lang: str, short: bool = False) -> str:
    """``▲P1 剣の達人（剣士）チップ3/5 攻2 反1 待機、装備 鉄の槍・軍旗``."""
    name = card_name(view, unit.card, lang)
    face = face_of(view, unit.card)
    if isinstance(face, UnitDef) and not short:
        name += bracket(face.class_in(lang), lang)
    attack, counter = stat_texts(view, unit, lang)
    chips = word("chips", lang, n=unit.chips, of=unit.morale)
    state = word("waiting", lang) if unit.waiting else word("ready", lang)
    if unit.card.id == view.current:
        state = word("acting", lang)
    text = f"{seat_tag(unit.owner)} {name} {chips} {attack} {counter} {state}"
    if short:
        return text
    done = [word(k, lang) for k, on in (("moved", unit.moved), ("acted", unit.acted)) if on]
    if done:
        text += bracket(joiner(lang).join(done), lang)
    if unit.attachments:
        names = listing(lang).join(card_name(view, a, lang) for a in unit.attachments)
        text += joiner(lang) + word("equipped", lang, names=names)
    return text


def land_alt(view: Any, square: SquareView, lang: str) -> str:
    """``土地 沼地（騎兵は進入不可）`` [KV-3][K-6.2a]."""
    assert square.land is not None
    name = card_name(view, square.land, lang)
    face = face_of(view, square.land)
    if isinstance(face, LandDef) and face.bars:
        return word("land_alt", lang, name=name, bars=bars_text(face, lang, view))
    return word("land_open_alt", lang, name=name)


def square_alt(view: Any, square: SquareView, lang: str, short: bool = False) -> str:
    parts = []
    if square.unit is not None:
        parts.append(unit_alt(view, square.unit, lang, short))
    if square.land is not None:
        parts.append(land_alt(view, square, lang))
    return f"{square.label}: " + joiner(lang).join(parts)


def player_alt(view: Any, player: PlayerView, lang: str) -> str:
    counts = counts_text(player, lang, joiner(lang))
    chips = chips_text(view, player, lang)
    return f"{seat_tag(player.seat)} {player.name}: {counts}{joiner(lang)}{chips}"


def sortie_alt(view: Any, lang: str) -> str:
    if view.first not in (0, 1):
        return ""
    labels = [
        word(
            "sortie_alt",
            lang,
            seat=seat_tag(seat),
            squares=listing(lang).join(
                view.squares[s].label for s in sortie_squares(seat, view.first)
            ),
        )
        for seat in (view.first, 1 - view.first)
    ]
    return joiner(lang).join(labels)


def head_alt(view: Any, lang: str) -> list[str]:
    """The state first: turn, whose turn, whose phase, who decides or the result."""
    head = [word("board_alt", lang), turn_text(view, lang), turn_of_text(view, lang)]
    head.append(phase_text(view, lang))
    if view.result is not None:
        head.append(result_text(view.result, lang))
    else:
        head.append(f"{word('next', lang)}: {decision_text(view, lang)}")
    head.append(picked_text(view, lang))
    return head


def board_alt(view: Any, caption: str, lang: str) -> str:
    """The picture in words, for a screen reader (Discord's attachment description): the
    state first, both players, the sortie squares, every occupied square, the attack in
    progress, and the caption in full; squares shorten when the whole would not fit."""
    head = head_alt(view, lang)
    head += [player_alt(view, p, lang) for p in view.players]
    head.append(sortie_alt(view, lang))
    tail = [attack_line(view, lang)] if view.attack is not None else []
    tail += [word("last_alt", lang, caption=caption)] if caption else []
    occupied = [s for s in view.squares if s.unit is not None or s.land is not None]

    def squares(short: bool) -> list[str]:
        return [square_alt(view, s, lang, short) for s in occupied]

    return fitted_alt(head, squares, word("empty_map", lang), tail, lang, ALT_LIMIT)
