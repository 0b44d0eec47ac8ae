"""The public board picture of a grid match, drawn from a view only, in the viewer's
language: a banner with the turn, whose turn, the phase [G-5.1]-[G-5.5] (or the setup
[G-3.2][G-3.5]), who decides what next (or the result [G-1.1][G-1.2]) and the legend of the
used-right tags [G-R10]; each player's panel (name, hand, deck and graveyard counts
[G-2.3][G-R19], the resource zone: its cards, how many are untapped and tapped, drawn upright
and sideways [G-2.2][G-8.2][G-R6]; a player's secret base choice only as "chosen" [G-R3]); the
battle zone (squares.py) between them, the far player's panel above it and the near player's
below; and the caption (the last log line) at the foot, wrapped to two lines.

Portrait and always ``WIDTH`` x ``HEIGHT``: 400 px wide on a phone, the smallest text is 11 px.
The alt text says it all in words, the caption in full.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.grid.view import PlayerView, SquareView
from renderer.draw import (
    BANNER,
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    SMALL,
    TAPPED,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
)
from renderer.fonts import FontPath
from renderer.grid.names import decision_text, near_seat, phase_name, result_text, word
from renderer.grid.squares import BOOST_DOWN, draw_battle_zone
from renderer.pieces import PAD, Portrait, caption_strip, fitted_alt, next_line, panel_head
from renderer.words import bracket, card_name, joiner

SQUARE_H = 200
ROWS = Portrait(width=960, banner_line=40, panel_line=38, board_h=5 * SQUARE_H, caption_line=36)
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
    draw_battle_zone(canvas, view, set(highlight), ROWS.board_box, lang)
    _panel(canvas, view, view.players[near], ROWS.near_top, lang)
    caption_strip(canvas, ROWS, caption, word("no_caption", lang), lang)
    return canvas.picture(alt=board_alt(view, caption, lang))


# -- banner -----------------------------------------------------------------------------------
def _banner(canvas: Canvas, view: Any, lang: str) -> None:
    canvas.box((0, 0, WIDTH, 2 * BANNER_LINE), fill=BANNER)
    first, second = BANNER_LINE / 2 + 1, BANNER_LINE * 1.5
    x = PAD + 4
    if view.turn > 0:  # the setup has no turn yet [G-3.*]: its phase says so
        x += canvas.text(x, first, word("turn", lang, n=view.turn), BIG, WHITE) + 14
    if view.active in (0, 1) and view.turn > 0:
        turn_of = word("turn_of", lang, seat=seat_tag(view.active))
        x += canvas.tag(x, first, turn_of, SMALL, seat_ink(view.active), WHITE) + 12
    right = _legend(canvas, WIDTH - PAD - 4, first, lang)
    canvas.text(x, first, phase_name(view.phase, lang), SMALL, WHITE, max_width=right - x - 12)
    if view.result is not None:
        result = result_text(view.result, lang)
        canvas.text(
            PAD + 4,
            second,
            result,
            TEXT,
            HIGHLIGHT,
            max_width=WIDTH - 2 * PAD - 8,
            condense=CONDENSE,
        )
        return
    decision, picked = decision_text(view, lang), picked_text(view, lang)
    next_line(canvas, second, word("next", lang), decision, view.decision.actor, SMALL, picked)


def _legend(canvas: Canvas, right: float, mid: float, lang: str) -> float:
    """``[移]移動済 [攻]攻撃済`` from the right: what the tags on entities mean [G-R10]."""
    # the moved tag is grey here: the banner's own colour would hide it
    for key, fill in (("attacked", BOOST_DOWN), ("moved", MUTED)):
        meaning = word(f"{key}_alt", lang)
        right -= canvas.text(right, mid, meaning, SMALL, WHITE, "right") + 4
        right -= canvas.tag(right, mid, word(key, lang), SMALL, fill, WHITE, "right") + 14
    return right


def picked_text(view: Any, lang: str) -> str:
    """The piece the viewer picked for a two-step move, with its square."""
    if view.picked < 0:
        return ""
    for square in view.squares:
        for entity in square.entities:
            if entity.card.id == view.picked:
                name = f"{card_name(view, entity.card, lang)} {square.label}"
                return word("picked", lang, name=name)
    hand = view.players[view.viewer].hand if view.viewer in (0, 1) else None
    for card in hand or ():
        if card.id == view.picked:
            return word("picked", lang, name=card_name(view, card, lang))
    return ""


# -- players ----------------------------------------------------------------------------------
def counts_text(player: PlayerView, lang: str, separator: str = "  ") -> str:
    counts = (
        word("hand", lang, n=player.hand_count),
        word("deck", lang, n=player.deck_count),
        word("graveyard", lang, n=len(player.graveyard)),
    )
    return separator.join(counts)


def resource_text(player: PlayerView, lang: str) -> str:
    """``未タップ 7 / タップ 5`` [G-8.2]."""
    tapped = len(player.resources) - player.untapped
    return f"{word('untapped', lang, n=player.untapped)} / {word('tapped', lang, n=tapped)}"


def base_choice_text(view: Any, player: PlayerView, lang: str) -> str:
    """During the setup: whether the base is chosen, its name to its own player [G-R3]."""
    if view.phase not in ("choose_base", "place_base"):
        return ""
    if player.chosen_base is not None:
        return word("chosen", lang, name=card_name(view, player.chosen_base, lang))
    if view.phase == "choose_base":
        return word("base_chosen" if player.base_chosen else "choosing", lang)
    return ""


def _panel(canvas: Canvas, view: Any, player: PlayerView, top: int, lang: str) -> None:
    box = (0, top, WIDTH, top + PANEL_H)
    you = word("you", lang) if player.seat == view.viewer else ""
    counts = counts_text(player, lang)
    second = panel_head(canvas, box, player.seat, PANEL_LINE, player.name, counts, you=you)
    x = PAD + 8
    x += canvas.text(x, second, word("resources", lang, n=len(player.resources)), SMALL, INK) + 10
    right = WIDTH - PAD - 4
    choice = base_choice_text(view, player, lang)
    if choice:
        width = min(canvas.measure(choice, SMALL), (WIDTH - x) // 3)
        canvas.text(right, second, choice, SMALL, INK, "right", width, CONDENSE)
        right -= width + 16
    if player.resources:
        right -= canvas.text(right, second, resource_text(player, lang), SMALL, INK, "right") + 12
        _resource_cards(canvas, player, x, second, right)


def _resource_cards(
    canvas: Canvas, player: PlayerView, left: float, mid: float, right: float
) -> None:
    """The resource zone as cards: upright in the owner's colour, tapped ones turned
    sideways and grey [G-8.2]; a long row overlaps."""
    cards = sorted(player.resources, key=lambda r: r.tapped)  # upright first
    slot = 30
    step = min(slot, (right - left - slot) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for index, card in enumerate(cards):
        cx = left + index * step + slot / 2
        half_w, half_h = (13, 8) if card.tapped else (8, 13)
        box = (round(cx - half_w), round(mid - half_h), round(cx + half_w), round(mid + half_h))
        fill = TAPPED if card.tapped else seat_ink(player.seat)
        canvas.box(box, fill=fill, outline=WHITE if not card.tapped else MUTED, width=2, radius=3)


# -- alt text ---------------------------------------------------------------------------------
def entity_alt(view: Any, entity: Any, lang: str) -> str:
    """``炎の剣士 パワー3（移動済、攻撃済）``."""
    text = f"{card_name(view, entity.card, lang)} {word('power', lang, n=entity.power)}"
    if entity.boost:
        text += word("boost", lang, n=f"{entity.boost:+d}")
    used = [
        word(k, lang)
        for k, on in (("moved_alt", entity.moved), ("attacked_alt", entity.attacked))
        if on
    ]
    if used:
        inner = joiner(lang).join(used)
        text += bracket(inner, lang)
    return text


def square_alt(view: Any, square: SquareView, lang: str, short: bool = False) -> str:
    """One square in words: its base and life count, or its entities and their total."""
    seat = seat_tag(square.owner)
    if square.base is not None:
        life = word("life", lang, n=square.life)
        name = card_name(view, square.base, lang)
        return f"{square.label}: " + word("square_base", lang, seat=seat, name=name, life=life)
    if short:
        text = word("square_count", lang, seat=seat, n=len(square.entities))
    else:
        units = joiner(lang).join(entity_alt(view, e, lang) for e in square.entities)
        text = word("square_units", lang, seat=seat, units=units)
    if len(square.entities) >= 2:
        text += f"{joiner(lang)}{word('total_alt', lang, n=square.total)}"
    return f"{square.label}: {text}"


def player_alt(view: Any, player: PlayerView, lang: str) -> str:
    counts = counts_text(player, lang, joiner(lang))
    bits = [f"{seat_tag(player.seat)} {player.name}: {counts}"]
    resources = word("resources", lang, n=len(player.resources))
    bits.append(resources + bracket(resource_text(player, lang), lang))
    choice = base_choice_text(view, player, lang)
    if choice:
        bits.append(choice)
    return joiner(lang).join(bits)


def board_alt(view: Any, caption: str, lang: str) -> str:
    """The picture in words, for a screen reader (Discord's attachment description): the
    state first, every occupied square, and the caption in full; squares shorten to counts
    when the whole would not fit."""
    head = [word("board_alt", lang)]
    if view.turn > 0:
        head.append(word("turn", lang, n=view.turn))
    if view.active in (0, 1) and view.turn > 0:
        head.append(word("turn_of", lang, seat=seat_tag(view.active)))
    head.append(phase_name(view.phase, lang))
    if view.result is not None:
        head.append(result_text(view.result, lang))
    else:
        head.append(f"{word('next', lang)}: {decision_text(view, lang)}")
    head.append(picked_text(view, lang))
    head += [player_alt(view, p, lang) for p in view.players]
    tail = [word("last_alt", lang, caption=caption)] if caption else []
    occupied = [s for s in view.squares if s.owner >= 0]

    def squares(short: bool) -> list[str]:
        return [square_alt(view, s, lang, short) for s in occupied]

    return fitted_alt(head, squares, word("empty_board", lang), tail, lang, ALT_LIMIT)
