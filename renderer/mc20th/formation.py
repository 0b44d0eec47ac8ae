"""The battle-formation picture, drawn from a view only: the attacker's and the defender's
formations side by side, front unit first, each unit with its current attack and defence,
the damage it would take if the other side attacked now, and a 死亡 mark when that damage
reaches its defence (mc20th [10-2][10-9-2][15-1]); the header names the battle area, the
initiative values and dice [10-3], and who strikes first or 同時攻撃 [10-6]. Below, the
counter chain [10-10]: each declaration, its declarer and targets, the last one on top
(it resolves first); then what is taking effect now (marked when resolved by hand) and the
[条件] effects waiting at the current trigger moment, in the order players are asked [11-2-4].

The picture is 800 px wide and at most ``MAX_HEIGHT`` tall in every position: each side
shows its ``MAX_SIDE`` front units and counts the rest (with how many of them would die),
the chain its ``MAX_LINKS`` newest declarations, and the effects list its first rows.
"""

from __future__ import annotations

from engine.mc20th.view import AreaView, BattleView, UnitView, View
from renderer.draw import (
    BANNER,
    DEAD,
    HIGHLIGHT,
    INK,
    MUTED,
    TAPPED,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_label,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.mc20th.names import card_name, decision_text

WIDTH = 800
PAD = 8
COLUMN = (WIDTH - 3 * PAD) // 2
BANNER_H = 84
INITIATIVE_H = 48
HEAD_H = 52
BOX_H = 104
GAP = 6
DAMAGE_W = 118

HUGE, BIG, TEXT, STAT, SMALL = 34, 28, 24, 22, 21
CHAIN_HEAD_H = 44
LINK_H = 46
MORE_H = 44
MAX_SIDE = 10  # units drawn per side, front first; the rest are counted
MAX_LINKS = 8  # chain declarations drawn, newest (first to resolve) first
MAX_WAITING = 6  # effects drawn as taking effect or waiting
MAX_HEIGHT = 2400  # the tallest formation picture, however crowded (docs/discord.md)

STEP_NAMES = {
    "instant": "即時召喚タイミング",
    "formation": "隊列変更タイミング",
    "initiative": "イニシアチブ決定タイミング",
    "normal": "普通タイミング",
    "end": "戦闘終了タイミング",
    "return": "帰還",
}


def render_formation(view: View, *, font: FontPath = None) -> Picture | None:
    """Both formations of the battle in ``view``; None when no battle is under way."""
    battle = view.battle
    if battle is None:
        return None
    spot = next(a for a in view.areas if a.label == battle.area)
    sides = (battle.attacker, battle.defender)
    orders = [_order(spot, battle, seat) for seat in sides]
    longest = max(1, *(min(len(order), MAX_SIDE) for order in orders))
    more = MORE_H if any(len(order) > MAX_SIDE for order in orders) else 0
    body = BANNER_H + INITIATIVE_H + HEAD_H + longest * (BOX_H + GAP) + more + PAD
    chain_h = _list_height(len(view.chain), MAX_LINKS)
    extra = len(view.triggers) + (view.resolving is not None)
    waiting_h = _list_height(extra, MAX_WAITING)
    canvas = Canvas(WIDTH, body + chain_h + waiting_h, font)
    _banner(canvas, view, battle, spot)
    _initiative(canvas, battle, BANNER_H)
    for column, (seat, order) in enumerate(zip(sides, orders, strict=True)):
        x = PAD + column * (COLUMN + PAD)
        _side(canvas, view, battle, seat, order, x, BANNER_H + INITIATIVE_H)
    if view.chain:
        _chain(canvas, view, spot, body)
    if extra:
        _waiting(canvas, view, body + chain_h)
    return canvas.picture()


def _list_height(count: int, shown: int) -> int:
    """A titled list of ``count`` rows drawing at most ``shown`` and a line for the rest."""
    if not count:
        return 0
    return CHAIN_HEAD_H + LINK_H * (min(count, shown) + (count > shown)) + PAD


def _rest(canvas: Canvas, top: int, text: str) -> None:
    canvas.text(WIDTH / 2, top + LINK_H / 2, text, TEXT, INK, "centre", WIDTH - 2 * PAD)


def _waiting(canvas: Canvas, view: View, y: int) -> None:
    """What takes effect now, then the [条件] effects still to be used at this moment."""
    canvas.box((0, y, WIDTH, y + CHAIN_HEAD_H - 4), fill=BANNER)
    canvas.text(PAD + 4, y + CHAIN_HEAD_H / 2 - 2, "効果の処理", TEXT, WHITE)
    rows = []
    if view.resolving is not None:
        how = "手動処理中" if view.resolving.manual else "処理中"
        card = view.resolving.card
        rows.append((view.resolving.controller, f"{card_name(view, card)} #{card.id}", how))
    for entry in view.triggers:
        kind = "[条件(強制)]" if entry.forced else "[条件]"
        name = f"{card_name(view, entry.card)} #{entry.card.id}"
        rows.append((entry.seat, name, f"{kind} 能力{entry.ability + 1} 使用待ち"))
    top = y + CHAIN_HEAD_H
    for seat, name, note in rows[:MAX_WAITING]:
        mid = top + LINK_H / 2
        canvas.box((PAD, top + 3, WIDTH - PAD, top + LINK_H - 3), fill=seat_tint(seat), radius=6)
        x = PAD + 8 + canvas.tag(PAD + 8, mid, seat_label(seat), STAT, seat_ink(seat), WHITE) + 8
        x += canvas.text(x, mid, name, TEXT, INK, max_width=420) + 12
        canvas.text(x, mid, note, SMALL, INK, max_width=WIDTH - x - PAD)
        top += LINK_H
    if len(rows) > MAX_WAITING:
        _rest(canvas, top, f"ほか {len(rows) - MAX_WAITING} 件")


def _chain(canvas: Canvas, view: View, spot: AreaView, y: int) -> None:
    """The counter chain, newest first: the order it resolves in [10-10-1]."""
    canvas.box((0, y, WIDTH, y + CHAIN_HEAD_H - 4), fill=BANNER)
    canvas.text(PAD + 4, y + CHAIN_HEAD_H / 2 - 2, "対抗連鎖（上から解決）", TEXT, WHITE)
    names = {u.card.id: card_name(view, u.card) for u in spot.units}
    top = y + CHAIN_HEAD_H
    oldest_shown = max(0, len(view.chain) - MAX_LINKS)
    for index in range(len(view.chain) - 1, oldest_shown - 1, -1):
        link = view.chain[index]
        mid = top + LINK_H / 2
        canvas.box(
            (PAD, top + 3, WIDTH - PAD, top + LINK_H - 3), fill=seat_tint(link.controller), radius=6
        )
        x = PAD + 8 + canvas.text(PAD + 8, mid, f"L{index + 1}", STAT, INK) + 8
        x += (
            canvas.tag(x, mid, seat_label(link.controller), STAT, seat_ink(link.controller), WHITE)
            + 8
        )
        what = card_name(view, link.card) if link.card is not None else "攻撃"
        x += canvas.text(x, mid, what, TEXT, INK, max_width=300) + 12
        aims = "、".join(_aim(names, label) for label in link.targets)
        if link.cancelled:
            canvas.tag(
                WIDTH - PAD - 8 - canvas.measure("キャンセル", STAT) - STAT // 2,
                mid,
                "キャンセル",
                STAT,
                DEAD,
                WHITE,
            )
        tail = f"→ {aims}" if link.card is not None else f"（攻撃するユニット: {aims}）"
        canvas.text(x, mid, tail if aims else "", SMALL, INK, max_width=WIDTH - x - 150)
        top += LINK_H
    if oldest_shown:
        _rest(canvas, top, f"ほか L1～L{oldest_shown}（先に宣言、後で解決）")


def _aim(names: dict[int, str], label: str) -> str:
    if label.startswith("#") and label[1:].isdigit():
        return names.get(int(label[1:]), label)
    return label


def _order(spot: AreaView, battle: BattleView, seat: int) -> list[UnitView]:
    """The side's units front first; before the formation step, in area order."""
    units = {u.card.id: u for u in spot.units if u.owner == seat}
    ids = battle.formation[seat] or tuple(units)
    return [units[i] for i in ids if i in units]


def _area_name(view: View, spot: AreaView) -> str:
    if spot.hq_of >= 0:
        return f"本陣 {seat_label(spot.hq_of)}"
    if spot.face_down:
        return "代理地形"
    return card_name(view, spot.terrain) if spot.terrain is not None else "空き地"


def _banner(canvas: Canvas, view: View, battle: BattleView, spot: AreaView) -> None:
    canvas.box((0, 0, WIDTH, BANNER_H), fill=BANNER)
    x = PAD + 4
    x += canvas.text(x, 22, f"戦闘 {battle.area}", BIG, WHITE) + 12
    step = STEP_NAMES.get(battle.step, battle.step)
    step_x = WIDTH - PAD - 4 - canvas.measure(step, TEXT)
    canvas.text(x, 22, _area_name(view, spot), TEXT, WHITE, max_width=step_x - x - 12)
    canvas.text(step_x, 22, step, TEXT, WHITE)
    x = PAD + 4 + canvas.text(PAD + 4, 62, "次の選択", TEXT, HIGHLIGHT) + 12
    canvas.text(x, 62, decision_text(view), TEXT, WHITE, max_width=WIDTH - x - PAD)


def _initiative(canvas: Canvas, battle: BattleView, y: int) -> None:
    mid = y + INITIATIVE_H / 2
    x = PAD + 4 + canvas.text(PAD + 4, mid, "イニシアチブ", TEXT, INK) + 14
    for seat in (battle.attacker, battle.defender):
        x += canvas.tag(x, mid, seat_label(seat), STAT, seat_ink(seat), WHITE) + 6
        x += canvas.text(x, mid, _initiative_value(battle, seat), TEXT, INK) + 18
    if battle.simultaneous:
        verdict, ink = "同時攻撃", DEAD
    elif battle.first >= 0:
        verdict, ink = f"先攻 {seat_label(battle.first)}", seat_ink(battle.first)
    else:
        verdict, ink = "先攻 未定", MUTED
    canvas.text(WIDTH - PAD - 4, mid, verdict, BIG, ink, "right")


def _initiative_value(battle: BattleView, seat: int) -> str:
    static = battle.initiative[seat]
    # rolls are kept attacker first [10-3]
    index = 0 if seat == battle.attacker else 1
    if len(battle.rolls) > index:
        roll = battle.rolls[index]
        return f"ダイス{roll}+{static}={roll + static}"
    return f"常備+{static}"


def _side(
    canvas: Canvas,
    view: View,
    battle: BattleView,
    seat: int,
    order: list[UnitView],
    x: int,
    y: int,
) -> None:
    role = "進軍側" if seat == battle.attacker else "守備側"
    canvas.box((x, y, x + COLUMN, y + HEAD_H - 6), fill=seat_ink(seat), radius=6)
    mid = y + (HEAD_H - 6) / 2
    left = x + 10 + canvas.text(x + 10, mid, f"{seat_label(seat)} {role}", BIG, WHITE) + 10
    name = view.players[seat].name
    canvas.text(x + COLUMN - 10, mid, "上が先頭", SMALL, WHITE, "right")
    canvas.text(left, mid, name, TEXT, WHITE, max_width=COLUMN - (left - x) - 80)
    top = y + HEAD_H
    if not order:
        canvas.text(x + COLUMN / 2, top + BOX_H / 2, "ユニットなし", TEXT, MUTED, "centre")
    for place, unit in enumerate(order[:MAX_SIDE], start=1):
        _unit(canvas, view, unit, place, battle.incoming.get(unit.card.id, 0), x, top)
        top += BOX_H + GAP
    rest = order[MAX_SIDE:]
    if rest:
        dying = sum(battle.incoming.get(u.card.id, 0) >= u.defence for u in rest)
        text = f"ほか {len(rest)} 体" + (f"（うち死亡 {dying}）" if dying else "")
        canvas.text(x + COLUMN / 2, top + MORE_H / 2, text, TEXT, INK, "centre", COLUMN - 8)


def _unit(
    canvas: Canvas, view: View, unit: UnitView, place: int, incoming: int, x: int, y: int
) -> None:
    right = x + COLUMN
    fill = TAPPED if unit.tapped else seat_tint(unit.owner)
    canvas.box((x, y, right, y + BOX_H), fill=fill, radius=8)
    canvas.box((x, y, x + 44, y + BOX_H), fill=seat_ink(unit.owner), radius=8)
    canvas.text(x + 22, y + BOX_H / 2, str(place), HUGE, WHITE, "centre")
    left = x + 54
    room = right - DAMAGE_W - left - 6
    canvas.text(left, y + 22, card_name(view, unit.card), TEXT, INK, max_width=room)
    stat_x = left + canvas.text(left, y + 53, f"#{unit.card.id}", STAT, MUTED) + 8
    stat = f"Lv{unit.level} 攻{unit.attack}/防{unit.defence}"
    stat_x += canvas.text(stat_x, y + 53, stat, STAT, INK) + 8
    if unit.tapped:
        canvas.tag(stat_x, y + 53, "完了", SMALL, INK, WHITE)
    if unit.equipment:
        gear = "・".join(card_name(view, e) for e in unit.equipment)
        canvas.text(left, y + 84, f"+{gear}", SMALL, INK, max_width=room)
    _damage(canvas, incoming, incoming >= unit.defence, right - DAMAGE_W, y)


def _damage(canvas: Canvas, incoming: int, dies: bool, x: int, y: int) -> None:
    canvas.box((x, y + 6, x + DAMAGE_W - 6, y + BOX_H - 6), fill=WHITE, radius=6)
    centre = x + (DAMAGE_W - 6) / 2
    canvas.text(centre, y + 24, "被ダメージ", SMALL, MUTED, "centre")
    if dies:
        number = canvas.measure(str(incoming), BIG)
        tag = canvas.measure("死亡", STAT) + STAT // 2
        start = centre - (number + 6 + tag) / 2
        canvas.text(start, y + 64, str(incoming), BIG, DEAD)
        canvas.tag(start + number + 6, y + 64, "死亡", STAT, DEAD, WHITE)
    else:
        canvas.text(centre, y + 64, str(incoming), BIG, INK, "centre")
