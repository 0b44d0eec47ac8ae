"""The private hand picture, sent to one player only: a caller-given title (server, channel,
turn), then the viewer's hand cards as tiles with the card id to type ("#12"), the kind,
the name and the fields that matter in play (unit level with the instant-summon mark,
attack/defence, advance type, hero points; terrain limit; equipment bonuses).

Drawn from ``view.players[view.viewer].hand``, which the engine fills for that seat only.
The picture is 800 px wide and at most ``MAX_HEIGHT`` tall: a hand of more than
``MAX_TILES`` cards shows its first ones and counts the rest (the message lists them all).
"""

from __future__ import annotations

from engine.kernel.events import Shown
from engine.mc20th.view import View
from engine.moncolle.cards import CardDef, ItemDef, SpellDef, SummonerDef, TerrainDef, UnitDef
from renderer.card import bonus_text, frame_colour, kind_name, static_texts
from renderer.draw import (
    BANNER,
    INK,
    MUTED,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_label,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.mc20th.names import face_of

WIDTH = 800
PAD = 8
TILE_W = (WIDTH - 3 * PAD) // 2
TILE_H = 156
TITLE_LINE = 34
OWNER_H = 48
MORE_H = 44
MAX_TILES = 16  # cards drawn as tiles; a bigger hand counts the rest
MAX_HEIGHT = 1600  # the tallest hand picture, however big the hand (docs/discord.md)

BIG, TEXT, STAT, SMALL = 28, 24, 22, 21


def render_hand(view: View, *, title: str, font: FontPath = None) -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    player = view.players[view.viewer]
    hand = player.hand or ()
    canvas = Canvas(WIDTH, 10, font)  # resolves the font before the height is known
    title_lines = canvas.wrap(title, TEXT, WIDTH - 2 * PAD - 8)[:2]
    shown, rest = hand[:MAX_TILES], len(hand) - MAX_TILES
    rows = max(1, (len(shown) + 1) // 2)
    head = PAD * 2 + TITLE_LINE * len(title_lines)
    height = head + OWNER_H + rows * (TILE_H + PAD) + (MORE_H if rest > 0 else 0) + PAD
    canvas = Canvas(WIDTH, height, font)
    canvas.box((0, 0, WIDTH, head), fill=BANNER)
    for index, line in enumerate(title_lines):
        canvas.text(PAD + 4, PAD + TITLE_LINE * index + TITLE_LINE / 2, line, TEXT, WHITE)
    _owner(canvas, view, len(hand), head)
    top = head + OWNER_H
    if not hand:
        canvas.text(WIDTH / 2, top + TILE_H / 2, "手札はありません", TEXT, MUTED, "centre")
    for index, card in enumerate(shown):
        x = PAD + (index % 2) * (TILE_W + PAD)
        _tile(canvas, view, card, x, top + (index // 2) * (TILE_H + PAD))
    if rest > 0:
        more = f"ほか {rest} 枚（番号と名前はメッセージの一覧へ）"
        middle = top + rows * (TILE_H + PAD) + MORE_H / 2
        canvas.text(WIDTH / 2, middle, more, TEXT, INK, "centre", WIDTH - 2 * PAD)
    return canvas.picture()


def _owner(canvas: Canvas, view: View, count: int, y: int) -> None:
    seat = view.viewer
    canvas.box((0, y, WIDTH, y + OWNER_H), fill=seat_tint(seat))
    mid = y + OWNER_H / 2
    x = PAD + 4 + canvas.tag(PAD + 4, mid, seat_label(seat), TEXT, seat_ink(seat), WHITE) + 10
    x += canvas.text(x, mid, view.players[seat].name, BIG, INK, max_width=420) + 16
    canvas.text(WIDTH - PAD - 4, mid, f"手札 {count}枚", TEXT, INK, "right")


def _tile(canvas: Canvas, view: View, card: Shown, x: int, y: int) -> None:
    face = face_of(view, card)
    colour = frame_colour(face) if face is not None else BANNER
    canvas.box((x, y, x + TILE_W, y + TILE_H), fill=WHITE, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + 12, y + TILE_H), fill=colour, radius=4)
    right = x + TILE_W - 10
    number = f"#{card.id}"
    id_width = canvas.measure(number, TEXT) + TEXT // 2
    canvas.tag(right - id_width, y + 24, number, TEXT, BANNER, WHITE)
    if face is None:  # a view always carries the faces it shows; draw the bare id if not
        canvas.text(x + 22, y + 64, card.def_id, BIG, INK)
        return
    canvas.tag(x + 22, y + 24, kind_name(face), SMALL, colour, WHITE)
    canvas.text(x + 22, y + 64, face.name, BIG, INK, max_width=TILE_W - 34)
    _details(canvas, face, x + 22, y, right)


def _details(canvas: Canvas, face: CardDef, x: int, y: int, right: int) -> None:
    first, second = y + 102, y + 134
    left, room = x, right - x
    if isinstance(face, UnitDef):
        if face.instant:  # the printed black level is the instant-summon mark [10-1-2]
            x += canvas.tag(x, first, f"Lv{face.level} 即時", STAT, BANNER, WHITE) + 8
        else:
            x += canvas.text(x, first, f"Lv{face.level}", STAT, INK) + 10
        stats = f"攻{face.attack}/防{face.defence} {face.move.value}"
        canvas.text(x, first, stats, STAT, INK, max_width=right - x)
        extra = ([f"英雄点{face.hero_points}"] if face.is_hero else []) + static_texts(face.statics)
        canvas.text(left, second, " ".join(extra), SMALL, MUTED, max_width=room)
    elif isinstance(face, TerrainDef):
        canvas.text(x, first, f"リミット {face.limit}", STAT, INK)
        canvas.text(x, second, face.type, SMALL, MUTED, max_width=room)
    elif isinstance(face, ItemDef):
        line = face.item_class.value + (f" {bonus_text(face)}" if face.is_equipment else "")
        canvas.text(x, first, line, STAT, INK, max_width=room)
        extra = [f"枠{face.slot.value}", face.type, *static_texts(face.statics)]
        canvas.text(x, second, " ".join(extra), SMALL, MUTED, max_width=room)
    elif isinstance(face, SpellDef):
        canvas.text(x, first, f"{face.type} {face.attribute.value}", STAT, INK, max_width=room)
    elif isinstance(face, SummonerDef):
        canvas.text(x, first, face.epithet, STAT, INK, max_width=room)
