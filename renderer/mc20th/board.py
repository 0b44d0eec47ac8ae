"""The public board picture of an mc20th match, drawn from a view only, in the viewer's
language: the turn, whose turn and phase, who decides what next (or the result), the last
action as a caption with its areas outlined, the 3x4 areas (tiles.py) and both players'
counts and summoners.

The picture is landscape and always ``WIDTH`` x ``HEIGHT``, however many units are on the
board (tiles.py ``pack`` shares the room). The viewer's side is nearest, at the left
(spectators see the first player's side there); columns A-C run top to bottom and rows are
numbered from the first player's side (DESIGN.md "images label them unambiguously"). Each
side has its colour and its shape (▲ first seat, ● second), so no one needs colour to tell
them apart. A face-down HQ or proxy terrain is drawn by what everyone knows, never by its
card (mc20th [5-3][9-2-1]).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.mc20th.view import PlayerView, View
from renderer.draw import CONDENSE, DEAD, HIGHLIGHT, INK, SMALL, TEXT, Canvas, Picture
from renderer.fonts import FontPath
from renderer.mc20th.names import (
    bottom_is_first,
    card_name,
    decision_text,
    phase_name,
    result_text,
    seat_tag,
    sentences,
    word,
)
from renderer.mc20th.tiles import draw_area, pack
from renderer.moncolle.board import (
    BANNER_LINE,
    BIG,
    HEIGHT,
    WIDTH,
    banner_head,
    banner_next,
    planned_moves,
    side_head,
)
from renderer.moncolle.names import near_seat
from renderer.pieces import PAD, Cell, outline

PLAYER_LINE = 32
PLAYERS_H = 2 * PLAYER_LINE + 6


def render_board(
    view: View,
    *,
    highlight: Iterable[str] = (),
    caption: str = "",
    font: FontPath = None,
    lang: str = "ja",
) -> Picture:
    """The board as ``view.viewer`` sees it; ``highlight`` names the areas of the last
    action, outlined, and ``caption`` describes it in the alt text (the board message's log
    shows it in full, so the picture keeps its room for the units)."""
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, lang)
    top = 2 * BANNER_LINE
    _grid(canvas, view, set(highlight), top, HEIGHT - PLAYERS_H - top, lang)
    near = near_seat(view)
    half = WIDTH // 2
    _player(canvas, view, view.players[near], 0, half, lang)
    _player(canvas, view, view.players[1 - near], half, WIDTH - half, lang)
    return canvas.picture(alt=board_alt(view, caption, lang))


# -- banner and players ---------------------------------------------------------------------
def _banner(canvas: Canvas, view: View, lang: str) -> None:
    battle = word("battle_at", lang, area=view.battle.area) if view.battle is not None else ""
    second = banner_head(canvas, view, phase_name(view.phase, lang), battle, lang)
    if view.result is not None:
        result = result_text(view.result, lang)
        canvas.text(PAD + 4, second, result, BIG, HIGHLIGHT, max_width=WIDTH - 2 * PAD)
        return
    banner_next(canvas, view, second, plan_text(view, lang), lang)


def plan_text(view: View, lang: str) -> str:
    """The planned advance [9-2-2]."""
    return planned_moves(view, word("plan", lang), lang)


def _player(canvas: Canvas, view: View, player: PlayerView, x0: int, w: int, lang: str) -> None:
    """The side's label, name and summoner, then its counts."""
    seat = player.seat
    top = HEIGHT - PLAYERS_H
    first, second = top + 3 + PLAYER_LINE / 2, top + 3 + PLAYER_LINE * 1.5
    x, right = side_head(canvas, view, seat, (x0, w, PLAYERS_H), first, lang)
    if player.summoner is not None:
        if player.summoner_tapped:  # the summoner has acted [6]
            right -= canvas.text(right, first, "✓", SMALL, INK, "right") + 4
        summoner = card_name(view, player.summoner, lang)
        room = min(canvas.measure(summoner, SMALL), (right - x) * 0.65)
        drawn = canvas.text(right, first, summoner, SMALL, INK, "right", room, CONDENSE)
        right -= drawn + 12
    canvas.text(x, first, player.name, TEXT, INK, max_width=right - x, condense=CONDENSE)
    counts = [("hand", player.hand_count), ("deck", player.deck_count)]
    counts.append(("discard", len(player.discard)))
    if player.removed:
        counts.append(("removed", len(player.removed)))
    text = "  ".join(f"{word(key, lang)} {n}" for key, n in counts)
    canvas.text(x0 + PAD + 6, second, text, SMALL, INK, max_width=w - 2 * PAD - 6)


# -- the grid -------------------------------------------------------------------------------
def _grid(canvas: Canvas, view: View, marked: set[str], top: int, height: int, lang: str) -> None:
    rows = [0, 1, 2, 3] if bottom_is_first(view) else [3, 2, 1, 0]  # left to right
    counts = [[len(view.areas[row * 3 + col].units) for row in rows] for col in range(3)]
    packing = pack(counts, WIDTH - 2 * PAD, height - PAD)
    plan = dict(view.plan)
    outlines = []
    y = top + PAD // 2
    for col in range(3):
        x = PAD
        for j, row in enumerate(rows):
            spot = view.areas[row * 3 + col]
            cell = Cell(x, y, packing.widths[j], packing.heights[col])
            draw_area(canvas, view, spot, cell, packing, packing.across[j], lang, plan)
            if spot.label in marked:
                outlines.append((cell, HIGHLIGHT))
            elif view.battle is not None and view.battle.area == spot.label:
                outlines.append((cell, DEAD))
            x += cell.w
        y += packing.heights[col]
    for cell, colour in outlines:  # last, so that a neighbour never covers them
        outline(canvas, cell, colour)


# -- alt text -------------------------------------------------------------------------------
def board_alt(view: View, caption: str, lang: str) -> str:
    """The picture in words, for a screen reader (Discord's attachment description)."""
    parts = [
        word("board_alt", lang),
        word("turn", lang, n=view.turn),
    ]
    if view.active in (0, 1):
        parts.append(word("turn_of", lang, seat=seat_tag(view.active)))
    parts.append(phase_name(view.phase, lang))
    if view.result is not None:
        parts.append(result_text(view.result, lang))
    else:
        parts.append(f"{word('next', lang)}: {decision_text(view, lang)}")
    for player in view.players:
        count = sum(1 for spot in view.areas for unit in spot.units if unit.owner == player.seat)
        units = word("units_alt", lang, seat=f"{seat_tag(player.seat)} {player.name}", n=count)
        parts.append(f"{units}, {word('hand', lang)} {player.hand_count}")
    if view.plan:
        parts.append(plan_text(view, lang))
    if caption:
        parts.append(word("last_alt", lang, caption=caption))
    return sentences(parts, lang)[:1000]
