"""What the family's landscape boards draw alike: the banner's first line (the turn, whose
turn and the phase, the battle's area at the right; deus [D-TURN-0]), its second line while
the match goes on (who decides next, then the planned moves: mc20th [9-2-2], deus
[D-ADV-*][D-INT-*]) and the head of each side's panel (its side, "you" for the viewer's own),
for ``WIDTH`` x ``HEIGHT`` pictures. Each game draws its result and the rest of the panel.
"""

from __future__ import annotations

from typing import Any

from renderer.draw import BANNER, DEAD, INK, SMALL, TEXT, WHITE, Canvas, seat_ink, seat_tag
from renderer.moncolle.names import card_name, decision_text, word
from renderer.pieces import PAD, next_line, side_panel
from renderer.words import joiner

WIDTH, HEIGHT = 960, 720
BANNER_LINE = 38
BIG = 33


def banner_head(canvas: Canvas, view: Any, phase: str, battle: str, lang: str) -> float:
    """The banner and its first line: the turn, whose turn, ``phase``, and ``battle`` (the
    battle's area, when one is under way) as a tag at the right; returns the middle of the
    second line."""
    canvas.box((0, 0, WIDTH, 2 * BANNER_LINE), fill=BANNER)
    first = BANNER_LINE / 2 + 1
    x = PAD + 4
    x += canvas.text(x, first, word("turn", lang, n=view.turn), BIG, WHITE) + 16
    if view.active in (0, 1):
        turn_of = word("turn_of", lang, seat=seat_tag(view.active))
        x += canvas.tag(x, first, turn_of, TEXT, seat_ink(view.active), WHITE) + 14
    right = WIDTH - PAD
    if battle:
        right -= canvas.tag(right, first, battle, TEXT, DEAD, WHITE, "right")
    canvas.text(x, first, phase, TEXT, WHITE, max_width=right - x - 8)
    return BANNER_LINE * 1.5


def banner_next(canvas: Canvas, view: Any, middle: float, plan: str, lang: str) -> None:
    """The banner's second line while the match goes on: who decides what next, then
    ``plan`` (the planned moves, whose units carry an arrow on their tiles)."""
    decision = decision_text(view, lang)
    next_line(canvas, middle, word("next", lang), decision, view.decision.actor, TEXT, plan)


def planned_moves(view: Any, head: str, lang: str) -> str:
    """``進軍予定 旋風の踊り子 B2→B3、熾火の狼 B2→B3``: ``head``, then each planned move
    (the unit, where it is, where it goes); "" when none is planned."""
    if not view.plan:
        return ""
    where = {u.card.id: (spot.label, u) for spot in view.areas for u in spot.units}
    moves = []
    for unit_id, to in view.plan:
        label, unit = where.get(unit_id, ("?", None))
        name = card_name(view, unit.card, lang) if unit is not None else f"#{unit_id}"
        moves.append(f"{name} {label}→{to}")
    return f"{head} " + joiner(lang).join(moves)


def side_head(
    canvas: Canvas, view: Any, seat: int, where: tuple[int, int, int], middle: float, lang: str
) -> tuple[int, float]:
    """A side's panel at the foot, ``where`` = (left, width, height), and its first line's
    side tag and "you" tag; returns where the name may start and must end."""
    x0, w, height = where
    side_panel(canvas, (x0, HEIGHT - height, x0 + w, HEIGHT), seat)
    x = x0 + PAD + 6
    x += canvas.tag(x, middle, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 8
    right: float = x0 + w - PAD
    if seat == view.viewer:
        right -= canvas.tag(right, middle, word("you", lang), SMALL, INK, WHITE, "right") + 8
    return x, right
