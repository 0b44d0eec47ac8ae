"""The public board picture of an mc20th match, drawn from a view only: the 3x4 areas with
terrain, limit and units, both players' counts, the turn, phase and pending decision, the
result, the planned advance, and the last action (highlighted areas and a caption).

The viewer's own side is at the bottom (spectators see the first player's side there);
columns A-C always run left to right and rows are numbered from the first player's side
(DESIGN.md "images label them unambiguously"). A face-down HQ or proxy terrain is drawn by
what everyone knows, never by its card (mc20th [5-3][9-2-1]).

The picture is 800 px wide and at most ``MAX_HEIGHT`` tall in every position: a crowded cell
shows some units of each player and counts the rest ("ほか P1 3・P2 5"), fewer per cell the
more crowded the whole board is, and a long planned advance ends in "ほか N 体".
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.mc20th.view import AreaView, PlayerView, UnitView, View
from renderer.draw import (
    BANNER,
    DEAD,
    HIGHLIGHT,
    INK,
    MUTED,
    RULE,
    TAPPED,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_label,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.mc20th.names import (
    PHASE_NAMES,
    bottom_is_first,
    card_name,
    decision_text,
    result_text,
)

WIDTH = 800
EDGE = 34  # gutter for the row numbers
PAD = 8
CELL = (WIDTH - EDGE - PAD) // 3
BANNER_H = 84
CAPTION_H = 42
COLUMNS_H = 32
HEAD_H = 62
UNIT_H = 58
EQUIP_H = 24
GAP = 4
MORE_H = 30
MAX_UNITS = 6  # more than this in one cell collapse into "ほか N 体"
MIN_ROW_H = HEAD_H + 40
LINE_H = 34
PLAN_LINES = 2  # the planned advance takes at most this many lines
MAX_HEIGHT = 2400  # the tallest board, however crowded (docs/discord.md)

BIG, TEXT, STAT, SMALL = 28, 24, 22, 21


def render_board(
    view: View, *, highlight: Iterable[str] = (), caption: str = "", font: FontPath = None
) -> Picture:
    """The board as ``view.viewer`` sees it; ``highlight`` names the areas of the last
    action and ``caption`` describes it in one line."""
    rows = [3, 2, 1, 0] if bottom_is_first(view) else [0, 1, 2, 3]
    plan = _plan_lines(view)
    top, bottom = _panel_seats(view)
    around = (
        BANNER_H
        + (CAPTION_H if caption else 0)
        + _panel_height(view.players[top])
        + COLUMNS_H
        + PAD
        + _panel_height(view.players[bottom])
        + LINE_H * len(plan)
        + PAD
    )
    # the more crowded the board, the fewer units each cell shows before counting the rest
    for cap in range(MAX_UNITS, 0, -1):
        heights = [_row_height(view, row, cap) for row in rows]
        if around + sum(heights) <= MAX_HEIGHT:
            break
    canvas = Canvas(WIDTH, around + sum(heights), font)
    y = _banner(canvas, view)
    if caption:
        y = _caption(canvas, caption, y)
    y = _panel(canvas, view, view.players[top], y)
    y = _grid(canvas, view, rows, heights, set(highlight), y, cap)
    y = _panel(canvas, view, view.players[bottom], y + PAD)
    for line in plan:
        canvas.text(PAD + 4, y + LINE_H / 2, line, TEXT, INK, max_width=WIDTH - 2 * PAD)
        y += LINE_H
    return canvas.picture()


def _panel_seats(view: View) -> tuple[int, int]:
    """Seats drawn at the top and at the bottom."""
    near = view.first_player if bottom_is_first(view) else view.viewer
    near = near if near in (0, 1) else 0
    return 1 - near, near


# -- banner, caption, players -------------------------------------------------------------
def _banner(canvas: Canvas, view: View) -> int:
    canvas.box((0, 0, WIDTH, BANNER_H), fill=BANNER)
    x = PAD + 4
    x += canvas.text(x, 22, f"ターン {view.turn}", BIG, WHITE) + 16
    x += canvas.text(x, 22, "進軍側", TEXT, WHITE) + 8
    x += canvas.tag(x, 22, seat_label(view.active), TEXT, seat_ink(view.active), WHITE) + 16
    canvas.text(x, 22, PHASE_NAMES.get(view.phase, view.phase), TEXT, WHITE)
    if view.result is not None:
        canvas.text(PAD + 4, 62, result_text(view.result), BIG, HIGHLIGHT, max_width=WIDTH)
        return BANNER_H
    x = PAD + 4 + canvas.text(PAD + 4, 62, "次の選択", TEXT, HIGHLIGHT) + 12
    actor = view.decision.actor
    if actor in (0, 1):
        x += canvas.tag(x, 62, seat_label(actor), TEXT, seat_ink(actor), WHITE) + 8
        text = decision_text(view).removeprefix(seat_label(actor) + " ")
    else:
        text = decision_text(view)
    canvas.text(x, 62, text, TEXT, WHITE, max_width=WIDTH - x - PAD)
    return BANNER_H


def _caption(canvas: Canvas, caption: str, y: int) -> int:
    canvas.box((0, y, WIDTH, y + CAPTION_H), fill=(255, 236, 190))
    canvas.text(PAD + 4, y + CAPTION_H / 2, caption, TEXT, INK, max_width=WIDTH - 2 * PAD - 4)
    return y + CAPTION_H


def _panel_height(player: PlayerView) -> int:
    return 50 + (LINE_H if player.summoner is not None else 0)


def _panel(canvas: Canvas, view: View, player: PlayerView, y: int) -> int:
    seat = player.seat
    bottom = y + _panel_height(player)
    canvas.box((0, y, WIDTH, bottom), fill=seat_tint(seat))
    canvas.box((0, y, 8, bottom), fill=seat_ink(seat))
    mid = y + 25
    x = PAD + 8
    x += canvas.tag(x, mid, seat_label(seat), TEXT, seat_ink(seat), WHITE) + 10
    mine = seat == view.viewer
    # the counts start at x=400; the name takes what is left before them
    room = 384 - x - (canvas.measure("あなた", SMALL) + 20 if mine else 0)
    x += canvas.text(x, mid, player.name, BIG, INK, max_width=room) + 8
    if mine:
        x += canvas.tag(x, mid, "あなた", SMALL, INK, WHITE) + 8
    counts = [("手札", player.hand_count), ("山札", player.deck_count)]
    counts.append(("捨札", len(player.discard)))
    if player.removed:
        counts.append(("除外", len(player.removed)))
    x = max(x + 8, 400)
    for name, count in counts:
        x += canvas.text(x, mid, f"{name} {count}", TEXT, INK) + 22
    if player.summoner is not None:
        summoner = card_name(view, player.summoner)
        state = "（行動完了）" if player.summoner_tapped else ""
        canvas.text(PAD + 8, y + 50 + LINE_H / 2 - 6, f"召喚術師 {summoner}{state}", TEXT, INK)
    return bottom


# -- the grid -----------------------------------------------------------------------------
def _grid(
    canvas: Canvas,
    view: View,
    rows: list[int],
    heights: list[int],
    marked: set[str],
    y: int,
    cap: int,
) -> int:
    for col, letter in enumerate("ABC"):
        canvas.text(EDGE + CELL * col + CELL / 2, y + COLUMNS_H / 2, letter, TEXT, MUTED, "centre")
    y += COLUMNS_H
    plan = dict(view.plan)
    marks = []
    for row, height in zip(rows, heights, strict=True):
        canvas.text(EDGE / 2, y + height / 2, str(row + 1), TEXT, MUTED, "centre")
        for col in range(3):
            spot = view.areas[row * 3 + col]
            x = EDGE + CELL * col
            _cell(canvas, view, spot, x, y, height, plan, cap)
            if spot.label in marked:
                marks.append((x + 2, y + 2, x + CELL - 2, y + height - 2))
        y += height
    for box in marks:  # drawn last so that a neighbour's outline never covers them
        canvas.box(box, None, HIGHLIGHT, 6)
    return y


def _row_height(view: View, row: int, cap: int) -> int:
    return max(MIN_ROW_H, *(_cell_height(view.areas[row * 3 + c], cap) for c in range(3)))


def _cell_height(spot: AreaView, cap: int) -> int:
    shown, rest = _shown_units(spot, cap)
    more = MORE_H if rest else 0
    return HEAD_H + GAP + sum(_unit_height(u) + GAP for u in shown) + more + GAP


def _shown_units(spot: AreaView, cap: int) -> tuple[list[UnitView], dict[int, int]]:
    """At most ``cap`` of the area's units, taken from each player in turn so that both
    sides of a crowded battle show, in area order; and how many of each player's are left."""
    if len(spot.units) <= cap:
        return list(spot.units), {}
    queues: dict[int, list[int]] = {}
    for place, unit in enumerate(spot.units):
        queues.setdefault(unit.owner, []).append(place)
    chosen: list[int] = []
    while len(chosen) < cap:
        for queue in queues.values():
            if queue and len(chosen) < cap:
                chosen.append(queue.pop(0))
    rest = {seat: len(queue) for seat, queue in queues.items() if queue}
    return [spot.units[place] for place in sorted(chosen)], rest


def _rest_text(rest: dict[int, int]) -> str:
    if len(rest) == 1:
        return f"ほか {sum(rest.values())} 体"
    return "ほか " + "・".join(f"{seat_label(s)} {n}体" for s, n in sorted(rest.items()))


def _unit_height(unit: UnitView) -> int:
    return UNIT_H + (EQUIP_H if unit.equipment else 0)


def _terrain_text(view: View, spot: AreaView) -> str:
    if spot.hq_of >= 0:
        return f"本陣 {seat_label(spot.hq_of)}"
    if spot.face_down:
        return "代理地形"
    if spot.terrain is None:
        return "空き地"
    return card_name(view, spot.terrain)


def _cell(
    canvas: Canvas,
    view: View,
    spot: AreaView,
    x: int,
    y: int,
    height: int,
    plan: dict[int, str],
    cap: int,
) -> None:
    canvas.box((x, y, x + CELL, y + height), fill=WHITE, outline=RULE, width=2)
    owner = spot.terrain_owner
    canvas.box((x + 2, y + 2, x + CELL - 2, y + HEAD_H), fill=seat_tint(owner))
    left = x + 8 + canvas.tag(x + 8, y + 20, spot.label, STAT, BANNER, WHITE) + 8
    ink = MUTED if spot.limit == 0 else seat_ink(spot.hq_of) if spot.hq_of >= 0 else INK
    canvas.text(left, y + 20, _terrain_text(view, spot), TEXT, ink, max_width=x + CELL - left - 6)
    if spot.limit:
        canvas.text(x + 10, y + 47, f"リミット {spot.limit}", SMALL, INK)
        if view.battle is not None and view.battle.area == spot.label:
            battle_x = x + CELL - 12 - canvas.measure("戦闘中", SMALL) - SMALL // 2
            canvas.tag(battle_x, y + 47, "戦闘中", SMALL, DEAD, WHITE)
        elif spot.hq_of < 0:  # an HQ's owner is already in its name
            placed = f"{seat_label(owner)}配置"
            canvas.text(x + CELL - 10, y + 47, placed, SMALL, seat_ink(owner), "right")
    top = y + HEAD_H + GAP
    shown, rest = _shown_units(spot, cap)
    for unit in shown:
        _unit(canvas, view, unit, x + 6, top, plan.get(unit.card.id, ""))
        top += _unit_height(unit) + GAP
    if rest:
        more = _rest_text(rest)
        canvas.text(x + CELL / 2, top + MORE_H / 2 - 2, more, STAT, INK, "centre", CELL - 8)


def _unit(canvas: Canvas, view: View, unit: UnitView, x: int, y: int, to: str) -> None:
    right = x + CELL - 12
    fill = TAPPED if unit.tapped else seat_tint(unit.owner)
    canvas.box((x, y, right, y + _unit_height(unit)), fill=fill, radius=6)
    canvas.box((x, y, x + 7, y + _unit_height(unit)), fill=seat_ink(unit.owner))
    number, stat = f"#{unit.card.id}", f"Lv{unit.level} 攻{unit.attack}/防{unit.defence}"
    done = canvas.measure("完了", SMALL) + SMALL // 2
    stat_end = x + 14 + canvas.measure(number, STAT) + 8 + canvas.measure(stat, STAT)
    # "完了" goes after the numbers; when they are long it joins the badges above instead
    done_below = unit.tapped and stat_end + 4 + done <= right - 4
    done_above = unit.tapped and not done_below
    name_right = _badges(canvas, unit, to, done_above, right - 4, y + 16)
    name = card_name(view, unit.card)
    canvas.text(x + 14, y + 16, name, TEXT, INK, max_width=name_right - x - 18)
    stat_x = x + 14 + canvas.text(x + 14, y + 43, number, STAT, MUTED) + 8
    canvas.text(stat_x, y + 43, stat, STAT, INK)
    if done_below:
        canvas.tag(right - 4 - done, y + 43, "完了", SMALL, INK, WHITE)
    if unit.equipment:
        gear = "・".join(card_name(view, e) for e in unit.equipment)
        canvas.text(x + 14, y + 69, f"+{gear}", SMALL, INK, max_width=right - x - 20)


def _badges(canvas: Canvas, unit: UnitView, to: str, done: bool, right: int, middle: int) -> int:
    """The planned destination, the instant-summon mark and perhaps 完了, from the right;
    returns the x where they begin."""
    for badge, colour in (
        ("完了" if done else "", INK),
        (f"→{to}" if to else "", BANNER),
        ("即" if unit.instant_summoned else "", seat_ink(unit.owner)),
    ):
        if badge:
            right -= canvas.measure(badge, SMALL) + SMALL // 2
            canvas.tag(right, middle, badge, SMALL, colour, WHITE)
            right -= 4
    return right


# -- the planned advance ------------------------------------------------------------------
def _unit_area(view: View, unit_id: int) -> AreaView | None:
    for spot in view.areas:
        if any(u.card.id == unit_id for u in spot.units):
            return spot
    return None


def _plan_lines(view: View) -> list[str]:
    if not view.plan:
        return []
    moves = []
    for unit_id, to in view.plan:
        spot = _unit_area(view, unit_id)
        unit = next((u for u in spot.units if u.card.id == unit_id), None) if spot else None
        name = card_name(view, unit.card) if unit else ""
        moves.append(f"#{unit_id} {name} {spot.label if spot else '?'}→{to}")
    lines, line = [], "進軍予定:"
    for done, move in enumerate(moves):
        if len(line) + len(move) > 30:
            if len(lines) == PLAN_LINES - 1:  # no room for more: count the rest
                return [*lines, f"{line} ほか {len(moves) - done} 体"]
            lines.append(line)
            line = "　"
        line += " " + move
    return [*lines, line]
