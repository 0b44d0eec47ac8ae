"""The attack picture of kokuryoku (the layout's ``formation``): an attack declared and waiting
in its surprise window [KV-7][KV-8], drawn from a view only, in the viewer's language. The
banner says who answers now (the defender first, then the attacker [KV-8]); the attacker and
the target stand side by side, each with its square, class, attack (攻, ×hits) and counter
(反), chips as pips with their count [KV-6], state and attachments; below, the sums as they
stand: the cost the attacker pays from its own chips (none with a free magic card), the
surprise cards' strike and guard so far, the damage ((attack + strike - guard) x hits [KV-7])
and what it leaves, and whether the target would counter (it survives and the attacker stands
in its range [KV-10]). No attack, no picture.

Landscape and always ``WIDTH`` x ``HEIGHT``; the alt text says the same in words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from engine.kernel.words import Table
from engine.kokuryoku.board import in_range
from engine.kokuryoku.cards import MagicDef, UnitDef
from engine.kokuryoku.view import SquareView, UnitView
from renderer.draw import (
    BANNER,
    CONDENSE,
    INK,
    MUTED,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
    seat_tint,
    wrap,
)
from renderer.fonts import FontPath
from renderer.kokuryoku.marks import pips
from renderer.kokuryoku.names import (
    decision_text,
    find_unit,
    turn_of_text,
    turn_text,
    word,
)
from renderer.kokuryoku.squares import WAITING_TINT, stat_box, stat_texts, status_tag
from renderer.pieces import next_line
from renderer.words import card_name, face_of, joiner, listing, rejoined, sentences

WIDTH, HEIGHT = 960, 590
PAD = 8
LINE = 40
GAP = 56  # between the two sides, where the arrow points
SIDE_W = (WIDTH - 2 * PAD - GAP) // 2
SIDE_H = 310
SUM_LINE = 38

WORDS: Final = Table("renderer.kokuryoku", "attack.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


@dataclass(frozen=True)
class Side:
    square: SquareView | None
    unit: UnitView | None
    index: int  # the square's number, -1 when the unit has left the map


@dataclass(frozen=True)
class Forecast:
    """The attack's sums as they stand [KV-7][KV-10]."""

    attack: int
    hits: int
    cost: int
    printed: int  # the printed attack, which the cost is paid by [KV-7]
    attacker_left: int  # after paying
    free: bool
    damage: int
    target_left: int
    removed: bool
    counter: int
    in_range: bool


def _side(view: Any, card_id: int) -> Side:
    found = find_unit(view, card_id)
    if found is None:
        return Side(None, None, -1)
    square, unit = found
    return Side(square, unit, view.squares.index(square))


def forecast(view: Any) -> Forecast | None:
    attack = view.attack
    if attack is None:
        return None
    mine, theirs = _side(view, attack.attacker.id), _side(view, attack.target.id)
    if mine.unit is None or theirs.unit is None:
        return None
    face = face_of(view, mine.unit.card)
    hits = face.hits if isinstance(face, UnitDef) else 1
    held = [face_of(view, a) for a in mine.unit.attachments]
    free = any(isinstance(a, MagicDef) and a.free for a in held)
    printed = face.attack if isinstance(face, UnitDef) else mine.unit.attack
    cost = 0 if free else printed * hits  # the printed attack pays; bonuses only hit [KV-7]
    damage = max(0, (mine.unit.attack + attack.bonus - attack.guard) * hits)
    chips = theirs.unit.chips
    removed = damage > 0 and damage >= chips
    target_face = face_of(view, theirs.unit.card)
    reach = False
    if isinstance(target_face, UnitDef) and view.first in (0, 1):
        squares = in_range(theirs.index, target_face.range, theirs.unit.owner, view.first)
        reach = mine.index in squares
    return Forecast(
        attack=mine.unit.attack,
        hits=hits,
        cost=cost,
        printed=printed,
        attacker_left=max(0, mine.unit.chips - cost),
        free=free,
        damage=damage,
        target_left=max(0, chips - damage),
        removed=removed,
        counter=theirs.unit.counter,
        in_range=reach,
    )


def sums(view: Any, lang: str) -> list[str]:
    """Cost, surprise cards so far, damage and counter, a line each."""
    f, a = forecast(view), view.attack
    if f is None or a is None:
        return []
    left = f.attacker_left
    lines = [
        say("cost_free", lang)
        if f.free
        else say("cost", lang, attack=f.printed, hits=f.hits, cost=f.cost, left=left)
    ]
    lines.append(say("surprise", lang, bonus=a.bonus, guard=a.guard))
    after = say("removed", lang) if f.removed else say("keeps", lang, n=f.target_left)
    lines.append(
        say(
            "damage",
            lang,
            attack=f.attack,
            bonus=a.bonus,
            guard=a.guard,
            hits=f.hits,
            damage=f.damage,
            after=after,
        )
    )
    if f.counter <= 0:
        lines.append(say("no_counter_value", lang))
    elif f.removed:
        lines.append(say("no_counter_removed", lang))
    elif not f.in_range:
        lines.append(say("no_counter_range", lang))
    else:
        lines.append(say("counter", lang, n=f.counter))
    return lines


def _named(view: Any, card: Any, lang: str) -> str:
    side = _side(view, card.id)
    seat = seat_tag(side.unit.owner) if side.unit is not None else ""
    label = side.square.label if side.square is not None else ""
    return say("at", lang, seat=seat, name=card_name(view, card, lang), label=label).strip()


def attack_line(view: Any, lang: str) -> str:
    """The attack in one line: who attacks whom, then the sums."""
    if view.attack is None:
        return ""
    head = word(
        "attack_now",
        lang,
        attacker=_named(view, view.attack.attacker, lang),
        target=_named(view, view.attack.target, lang),
    )
    return joiner(lang).join([head, *sums(view, lang)])


def render_attack(view: Any, *, font: FontPath = None, lang: str = "ja") -> Picture | None:
    """The attack in ``view``'s surprise window; None when no attack is under way."""
    if view.attack is None:
        return None
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, lang)
    top = 2 * LINE + PAD
    for index, (key, card) in enumerate(
        (("attacker", view.attack.attacker), ("target", view.attack.target))
    ):
        x = PAD + index * (SIDE_W + GAP)
        _side_box(canvas, view, key, card, (x, top, x + SIDE_W, top + SIDE_H), lang)
    _arrow(canvas, PAD + SIDE_W + GAP / 2, top + SIDE_H / 2)
    y = top + SIDE_H + PAD
    lines = sums(view, lang)
    canvas.box((0, y, WIDTH, HEIGHT), fill=(236, 233, 226))
    for index, line in enumerate(lines):
        mid = y + 8 + SUM_LINE * (index + 0.5)
        canvas.text(
            PAD + 8, mid, line, SMALL, INK, max_width=WIDTH - 2 * PAD - 16, condense=CONDENSE
        )
    alt = sentences([say("title", lang), attack_line(view, lang), _next(view, lang)], lang)
    return canvas.picture(alt=alt[:1000])


def _next(view: Any, lang: str) -> str:
    return f"{word('next', lang)}: {decision_text(view, lang)}"


def _banner(canvas: Canvas, view: Any, lang: str) -> None:
    """The window's title and the turn, then who answers now (defender first [KV-8])."""
    canvas.box((0, 0, WIDTH, 2 * LINE), fill=BANNER)
    first, second = LINE / 2 + 1, LINE * 1.5
    right = WIDTH - PAD - 4
    turn = f"{turn_text(view, lang)} {turn_of_text(view, lang)}".strip()
    right -= canvas.text(right, first, turn, SMALL, WHITE, "right") + 16
    canvas.text(PAD + 4, first, say("title", lang), TEXT, WHITE, max_width=right - PAD)
    text = decision_text(view, lang)
    next_line(canvas, second, word("next", lang), text, view.decision.actor, SMALL)


def _arrow(canvas: Canvas, cx: float, cy: float) -> None:
    half = GAP / 2 - 6
    canvas.box((cx - half, cy - 6, cx + 2, cy + 6), fill=INK)
    canvas.pen.polygon([(cx, cy - 18), (cx + half, cy), (cx, cy + 18)], fill=INK)


def _side_box(
    canvas: Canvas, view: Any, key: str, card: Any, box: tuple[int, int, int, int], lang: str
) -> None:
    """One side: who and where, the unit's name, class, values, chips and attachments."""
    x0, y0, x1, y1 = box
    side = _side(view, card.id)
    unit = side.unit
    seat = unit.owner if unit is not None else -1
    tint = WAITING_TINT if unit is not None and unit.waiting else seat_tint(seat)
    canvas.box(box, fill=tint, outline=seat_ink(seat), width=3, radius=8)
    mid = y0 + 6 + LINE / 2
    x = x0 + 10 + canvas.tag(x0 + 10, mid, say(key, lang), SMALL, seat_ink(seat), WHITE) + 10
    canvas.text(x, mid, seat_tag(seat), SMALL, INK)
    if side.square is not None:
        label = side.square.label
        right = x1 - 10 - canvas.measure(label, SMALL) - SMALL // 2
        canvas.tag(right, mid, label, SMALL, BANNER, WHITE)
    y = y0 + 6 + LINE
    left, right = x0 + 14, x1 - 14
    name = card_name(view, card, lang)
    short = canvas.measure(name, TEXT) * 0.8 <= right - left  # narrowed on one line
    for line in [name] if short else wrap(canvas, name, TEXT, right - left)[:2]:
        canvas.text(left, y + 18, line, TEXT, INK, max_width=right - left, condense=CONDENSE)
        y += 36
    if unit is None:
        return
    face = face_of(view, unit.card)
    tag = status_tag(view, unit, lang)
    state = tag[0] if tag is not None else word("ready", lang)
    cls = face.class_in(lang) if isinstance(face, UnitDef) else ""
    canvas.text(left, y + 17, f"{cls}  {state}".strip(), SMALL, MUTED, max_width=right - left)
    y += 36
    attack, counter = stat_texts(view, unit, lang)
    at = left
    for text in (attack, counter):
        end = at + canvas.measure(text, SMALL) + 12  # stat_box's width
        stat_box(canvas, text, end, y + 18)
        at = end + 10
    canvas.text(right, y + 18, f"{unit.chips}/{unit.morale}", TEXT, INK, "right")
    y += 40
    pips(canvas, unit.chips, unit.morale, left, y + 16, right - left, seat_ink(seat), size=22)
    y += 38
    if unit.attachments:
        names = listing(lang).join(card_name(view, a, lang) for a in unit.attachments)
        room = max(1, (y1 - 4 - y) // 32)
        lines = wrap(canvas, names, SMALL, right - left)
        if len(lines) > room:  # the last line narrows, then is cut
            lines = [*lines[: room - 1], rejoined(lines[room - 1 :], lang)]
        for line in lines:
            canvas.text(left, y + 15, line, SMALL, INK, max_width=right - left, condense=CONDENSE)
            y += 32
