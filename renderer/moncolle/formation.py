"""The family's battle picture, drawn from a view only, in the viewer's language: the battle
area and step, who decides next, the initiative as it was decided (die, dice-result effects,
the units' イニシアチブ: mc20th [10-3][16], deus [D-BAT-4a]) and who strikes first or together
(mc20th [10-6], deus [D-BAT-7a]); each side's formation front first with every unit's level,
attack/defence, acted state and the damage it takes from the attack declared against it
(marked as pending), or else would take if the other side's untapped units attacked now, with
a 死亡 mark when that reaches its defence (mc20th [10-2][10-9-2][15-1], deus
[D-BAT-2a][D-ATK-2]). Below, the counter chain (mc20th [10-10], deus [D-CHAIN-0]), newest first
(it resolves first), then what is taking effect and the [条件] effects waiting, in the order
players are asked. A game's ``Style`` names its steps and its area's title.

Landscape and always ``WIDTH`` x ``HEIGHT``: the sides show every unit as long as the chain
keeps four rows, and each list counts what it has no room for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.kernel.words import Phrase
from engine.moncolle.view import BattleView, UnitView
from renderer.draw import (
    BANNER,
    CONDENSE,
    DEAD,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    SMALL,
    TAPPED,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.moncolle.formation_words import say
from renderer.moncolle.names import card_name, decision_text, seat_tag, sentences, word
from renderer.moncolle.tiles import draw_mark
from renderer.words import joiner

WIDTH, HEIGHT = 960, 720
PAD = 8
LINE = 38
ROW = 37
COLUMN = (WIDTH - 3 * PAD) // 2
DAMAGE_W = 120
MIN_LIST_ROWS = 4


def no_tags(view: Any, battle: BattleView, lang: str) -> list[tuple[str, RGB]]:
    return []


@dataclass(frozen=True)
class Style:
    """What a game puts in its battle picture: the names of its battle steps, the title
    beside the battle's area, any tags after it (e.g. an interception), and those tags'
    words for the alt text."""

    steps: Mapping[str, Phrase]
    area_title: Callable[[Any, Any, str], str]  # (view, area, lang)
    tags: Callable[[Any, BattleView, str], list[tuple[str, RGB]]] = no_tags


def render_formation(
    view: Any, style: Style, *, font: FontPath = None, lang: str = "ja"
) -> Picture | None:
    """Both formations of the battle in ``view`` in ``style``; None when no battle is under
    way."""
    battle = view.battle
    if battle is None:
        return None
    spot = next(a for a in view.areas if a.label == battle.area)
    sides = (battle.attacker, battle.defender)
    orders = [_order(spot, battle, seat) for seat in sides]
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, style, battle, spot, lang)
    _initiative(canvas, battle, 2 * LINE, lang)
    top = 3 * LINE + PAD // 2
    rows = _list_rows(view)
    room = (HEIGHT - top - LINE - PAD) // ROW - (min(rows, MIN_LIST_ROWS) + 1 if rows else 0)
    shown = max(1, min(room, max(len(order) for order in orders) or 1))
    for column, (seat, order) in enumerate(zip(sides, orders, strict=True)):
        x = PAD + column * (COLUMN + PAD)
        _side(canvas, view, battle, seat, order, (x, top, shown), lang)
    if rows:
        _lists(canvas, view, spot, top + LINE + shown * ROW + PAD, lang)
    return canvas.picture(alt=_alt(view, style, battle, spot, orders, lang))


def _order(spot: Any, battle: BattleView, seat: int) -> list[UnitView]:
    """The side's units front first; before the formation step, in area order."""
    units = {u.card.id: u for u in spot.units if u.owner == seat}
    ids = battle.formation[seat] or tuple(units)
    return [units[i] for i in ids if i in units]


def _list_rows(view: Any) -> int:
    return len(view.chain) + len(view.triggers) + (view.resolving is not None)


# -- banner and initiative -----------------------------------------------------------------
def _banner(
    canvas: Canvas, view: Any, style: Style, battle: BattleView, spot: Any, lang: str
) -> None:
    canvas.box((0, 0, WIDTH, 2 * LINE), fill=BANNER)
    first, second = LINE / 2 + 1, LINE * 1.5
    x = (
        PAD
        + 4
        + canvas.tag(PAD + 4, first, word("battle_at", lang, area=battle.area), TEXT, DEAD, WHITE)
    )
    for text, fill in style.tags(view, battle, lang):
        x += 8 + canvas.tag(x + 8, first, text, TEXT, fill, WHITE)
    step = step_name(style, battle.step, lang)
    step_x = WIDTH - PAD - 4 - canvas.measure(step, TEXT)
    canvas.text(step_x, first, step, TEXT, WHITE)
    area = style.area_title(view, spot, lang)
    canvas.text(x + 12, first, area, TEXT, WHITE, max_width=step_x - x - 24, condense=CONDENSE)
    verdict, ink = _verdict(battle, lang)
    verdict_w = canvas.measure(verdict, TEXT) + TEXT // 2
    canvas.tag(WIDTH - PAD - 4 - verdict_w, second, verdict, TEXT, ink, WHITE)
    if view.result is not None:
        return
    x = PAD + 4 + canvas.text(PAD + 4, second, word("next", lang), TEXT, HIGHLIGHT) + 12
    room = WIDTH - x - verdict_w - 3 * PAD
    canvas.text(x, second, decision_text(view, lang), TEXT, WHITE, max_width=room)


def initiative_text(battle: BattleView, seat: int, lang: str) -> str:
    """``ダイス4+効果1+ユニット2=7`` once rolled (the values it was decided by), else the
    units' イニシアチブ and any dice-result effect waiting for the die."""
    index = 0 if seat == battle.attacker else 1  # rolls are kept attacker first [10-3]
    units, bonus = battle.initiative[seat], battle.bonus[seat]
    if len(battle.rolls) > index:
        roll = battle.rolls[index]
        total = battle.decided[seat] if battle.decided is not None else roll + bonus + units
        units = total - roll - bonus  # the units as they stood when it was decided
        parts = [say("die", lang, n=roll)]
        if bonus:
            parts.append(say("effects", lang, n=bonus))
        parts.append(say("units", lang, n=units))
        return "+".join(parts) + f"={total}"
    waiting = say("units", lang, n=units)
    return waiting + (f"+{say('effects', lang, n=bonus)}" if bonus else "")


def _verdict(battle: BattleView, lang: str) -> tuple[str, tuple[int, int, int]]:
    if battle.simultaneous:
        return say("together", lang), DEAD
    if battle.first >= 0:
        return say("first", lang, seat=seat_tag(battle.first)), seat_ink(battle.first)
    return say("undecided", lang), MUTED


def _initiative(canvas: Canvas, battle: BattleView, y: int, lang: str) -> None:
    """Each side's initiative under its own formation, attacker at the left."""
    mid = y + LINE / 2
    canvas.box((0, y, WIDTH, y + LINE), fill=(236, 234, 228))
    for column, seat in enumerate((battle.attacker, battle.defender)):
        x = PAD + column * (COLUMN + PAD)
        x += canvas.tag(x, mid, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 6
        text = f"{say('initiative', lang)} {initiative_text(battle, seat, lang)}"
        room = PAD + column * (COLUMN + PAD) + COLUMN - x - 4
        canvas.text(x, mid, text, SMALL, INK, max_width=room, condense=CONDENSE)


# -- the sides -----------------------------------------------------------------------------
def _side(
    canvas: Canvas,
    view: Any,
    battle: BattleView,
    seat: int,
    order: list[UnitView],
    where: tuple[int, int, int],
    lang: str,
) -> None:
    x, y, shown = where
    role = say("attacker" if seat == battle.attacker else "defender", lang)
    canvas.box((x, y, x + COLUMN, y + LINE - 4), fill=seat_ink(seat), radius=6)
    mid = y + (LINE - 4) / 2
    left = x + 8 + canvas.text(x + 8, mid, f"{seat_tag(seat)} {role}", SMALL, WHITE) + 10
    head = say("pending" if battle.pending[seat] else "if_attacked", lang)
    head_x = x + COLUMN - 8 - canvas.text(x + COLUMN - 8, mid, head, SMALL, WHITE, "right")
    name = view.players[seat].name
    canvas.text(left, mid, name, SMALL, WHITE, max_width=head_x - left - 10, condense=CONDENSE)
    top = y + LINE
    if not order:
        canvas.text(x + COLUMN / 2, top + ROW / 2, say("no_units", lang), SMALL, MUTED, "centre")
    room = shown if len(order) <= shown else shown - 1
    for place, unit in enumerate(order[:room], start=1):
        hit = battle.incoming.get(unit.card.id, 0)
        _unit(canvas, view, unit, place, (hit, battle.pending[seat]), (x, top), lang)
        top += ROW
    rest = order[room:]
    if rest:
        dying = sum(battle.incoming.get(u.card.id, 0) >= u.defence for u in rest)
        text = say("more_units", lang, n=len(rest)) + (say("dying", lang, n=dying) if dying else "")
        canvas.text(x + COLUMN / 2, top + ROW / 2, text, SMALL, INK, "centre", COLUMN - 8)


def _unit(
    canvas: Canvas,
    view: Any,
    unit: UnitView,
    place: int,
    damage: tuple[int, bool],
    at: tuple[int, int],
    lang: str,
) -> None:
    x, y = at
    right, bottom = x + COLUMN, y + ROW - 3
    mid = (y + bottom) / 2
    canvas.box(
        (x, y, right, bottom), fill=TAPPED if unit.tapped else seat_tint(unit.owner), radius=5
    )
    canvas.box((x, y, x + 50, bottom), fill=seat_ink(unit.owner), radius=5)
    canvas.text(x + 20, mid, str(place), TEXT, WHITE, "centre")
    draw_mark(canvas, unit.owner, x + 33, mid, WHITE)
    left = x + 58
    hit, pending = damage
    stats = f"L{unit.level} {unit.attack}/{unit.defence}" + ("+" if unit.equipment else "")
    stats += " ✓" if unit.tapped else ""
    stats_x = right - DAMAGE_W - 8 - canvas.measure(stats, SMALL)
    canvas.text(stats_x, mid, stats, SMALL, INK)
    name = f"{card_name(view, unit.card, lang)}"
    canvas.text(left, mid, name, SMALL, INK, max_width=stats_x - left - 8, condense=CONDENSE)
    box = (right - DAMAGE_W, y + 2, right - 3, bottom - 2)
    dies = hit >= unit.defence and hit > 0
    canvas.box(box, fill=WHITE, outline=DEAD if pending and hit else None, width=2, radius=4)
    centre = (box[0] + box[2]) / 2
    if dies:
        text = f"{hit} {say('dies', lang)}"
        canvas.text(centre, mid, text, SMALL, DEAD, "centre", DAMAGE_W - 8)
    else:
        canvas.text(centre, mid, str(hit), SMALL, INK if pending else MUTED, "centre")


# -- the chain and the effects -------------------------------------------------------------
def _lists(canvas: Canvas, view: Any, spot: Any, y: int, lang: str) -> None:
    """The counter chain newest first (the order it resolves in [10-10-1]), then what takes
    effect now and the [条件] effects still to be used at this moment."""
    canvas.box((0, y, WIDTH, y + LINE - 4), fill=BANNER)
    canvas.text(PAD + 4, y + (LINE - 4) / 2, say("chain_head", lang), SMALL, WHITE)
    names = {u.card.id: card_name(view, u.card, lang) for u in spot.units}
    rows: list[tuple[int, str, str, bool]] = []
    for index in range(len(view.chain) - 1, -1, -1):
        link = view.chain[index]
        aims = joiner(lang).join(_aim(names, label) for label in link.targets)
        if link.card is None:
            what, tail = say("attack", lang), say("attackers", lang, units=aims)
        else:
            what, tail = card_name(view, link.card, lang), f"→ {aims}" if aims else ""
        rows.append((link.controller, f"L{index + 1} {what}", tail, link.cancelled))
    if view.resolving is not None:
        card = view.resolving.card
        how = say("manual" if view.resolving.manual else "resolving", lang)
        rows.append(
            (view.resolving.controller, f"{card_name(view, card, lang)} #{card.id}", how, False)
        )
    for entry in view.triggers:
        kind = say("forced" if entry.forced else "optional", lang, n=entry.ability + 1)
        rows.append(
            (entry.seat, f"{card_name(view, entry.card, lang)} #{entry.card.id}", kind, False)
        )
    top = y + LINE
    fits = (HEIGHT - top) // ROW
    shown = rows if len(rows) <= fits else rows[: fits - 1]
    for seat, name, tail, cancelled in shown:
        _row(canvas, seat, name, tail, cancelled, top, lang)
        top += ROW
    if len(rows) > len(shown):
        more = say("more_rows", lang, n=len(rows) - len(shown))
        canvas.text(WIDTH / 2, top + ROW / 2, more, SMALL, INK, "centre")


def _row(
    canvas: Canvas, seat: int, name: str, tail: str, cancelled: bool, y: int, lang: str
) -> None:
    mid = y + (ROW - 3) / 2
    canvas.box((PAD, y, WIDTH - PAD, y + ROW - 3), fill=seat_tint(seat), radius=5)
    x = PAD + 6 + canvas.tag(PAD + 6, mid, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 8
    x += canvas.text(x, mid, name, SMALL, INK, max_width=360, condense=CONDENSE) + 12
    right = WIDTH - PAD - 6
    if cancelled:
        cancel = say("cancelled", lang)
        right -= canvas.tag(right, mid, cancel, SMALL, DEAD, WHITE, "right")
    canvas.text(x, mid, tail, SMALL, INK, max_width=right - x - 8, condense=CONDENSE)


def _aim(names: dict[int, str], label: str) -> str:
    if label.startswith("#") and label[1:].isdigit():
        return names.get(int(label[1:]), label)
    return label


def step_name(style: Style, step: str, lang: str) -> str:
    names = style.steps.get(step)
    return names.in_(lang) if names else step


def _alt(
    view: Any,
    style: Style,
    battle: BattleView,
    spot: Any,
    orders: list[list[UnitView]],
    lang: str,
) -> str:
    parts = [
        word("battle_at", lang, area=battle.area) + " " + style.area_title(view, spot, lang),
        step_name(style, battle.step, lang),
    ]
    parts += [text for text, _ in style.tags(view, battle, lang)]
    for seat, order in zip((battle.attacker, battle.defender), orders, strict=True):
        units = ", ".join(card_name(view, u.card, lang) for u in order)
        parts.append(f"{seat_tag(seat)}: {units or say('no_units', lang)}")
    if view.chain:
        parts.append(say("chain_alt", lang, n=len(view.chain)))
    return sentences(parts, lang)[:1000]
