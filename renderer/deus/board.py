"""The public board picture of a Deus match, drawn from a view only, in the viewer's
language: the turn, whose turn and phase [D-TURN-0], who decides what next (or the result
[D-END-1][D-END-J0]), the planned advance, interception or rearrangement
[D-ADV-*][D-INT-*][D-TURN-4-D], the 3x3 areas with their units and markers (areas.py), and
each player's power ★ [D-BOARD-9], hand, deck and discard counts [D-BOARD-5..7], summoner (a
card back while face down [D-DECK-3e]) and token area [D-BOARD-8]. During the draft the
board is the draft's picture (draft.py) [D-DECK-*].

Landscape and always ``WIDTH`` x ``HEIGHT``. Each side has its colour and its shape (▲ first
seat, ● second); the last action's areas are outlined and its caption is in the alt text (the
board message's log shows it in full, so the picture keeps its room for the units).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.deus.view import PlayerView, View
from renderer.deus.areas import draw_grid, used_text
from renderer.deus.draft import draw_back, render_draft
from renderer.deus.formation import is_interception
from renderer.deus.names import phase_name, plan_word, result_text, word
from renderer.draw import (
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    Picture,
)
from renderer.fonts import FontPath
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
from renderer.moncolle.names import card_name, decision_text, near_seat, seat_tag, sentences
from renderer.pieces import PAD
from renderer.words import bracket, joiner

PLAYER_LINE = 32
POWER_FILL: RGB = (150, 100, 0)  # ★: a deep gold under white text


def render_board(
    view: View,
    *,
    highlight: Iterable[str] = (),
    caption: str = "",
    font: FontPath = None,
    lang: str = "ja",
) -> Picture:
    """The board as ``view.viewer`` sees it (the draft's picture while drafting);
    ``highlight`` names the areas of the last action, outlined, and ``caption`` describes it
    in the alt text."""
    if view.draft is not None:
        return render_draft(view, caption=caption, font=font, lang=lang)
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, lang)
    top = 2 * BANNER_LINE
    lines = 3 if any(p.tokens for p in view.players) else 2
    panel = lines * PLAYER_LINE + 6
    draw_grid(canvas, view, set(highlight), top, HEIGHT - panel - top, lang)
    near = near_seat(view)
    half = WIDTH // 2
    _player(canvas, view, view.players[near], (0, half, panel), lang)
    _player(canvas, view, view.players[1 - near], (half, WIDTH - half, panel), lang)
    return canvas.picture(alt=board_alt(view, caption, lang))


# -- banner -----------------------------------------------------------------------------------
def _banner(canvas: Canvas, view: View, lang: str) -> None:
    battle = battle_text(view, lang) if view.battle is not None else ""
    second = banner_head(canvas, view, phase_name(view.phase, lang), battle, lang)
    if view.result is not None:
        result, room = result_text(view.result, lang), WIDTH - 2 * PAD - 4
        # a deck-out judgement's reason is long: the text narrows, then steps down a size
        size = BIG if canvas.measure(result, BIG) * CONDENSE <= room else TEXT
        canvas.text(PAD + 4, second, result, size, HIGHLIGHT, max_width=room, condense=CONDENSE)
        return
    banner_next(canvas, view, second, plan_text(view, lang), lang)


def battle_text(view: View, lang: str) -> str:
    """``戦闘 B2``, and ``（迎撃）`` when the battle came of an interception [D-INT-1]."""
    assert view.battle is not None
    battle = word("battle_at", lang, area=view.battle.area)
    if is_interception(view):
        interception = word("interception", lang)
        battle += bracket(interception, lang)
    return battle


def plan_text(view: View, lang: str) -> str:
    """``進軍予定 旋風の踊り子 A1→A2``: each planned move, named by its kind (an advance, an
    interception, a rearrangement)."""
    return planned_moves(view, plan_word(view, lang), lang)


# -- players ----------------------------------------------------------------------------------
def _player(
    canvas: Canvas, view: View, player: PlayerView, where: tuple[int, int, int], lang: str
) -> None:
    """The side's label, name and summoner; its ★ and counts; its token area."""
    x0, w, panel = where
    seat = player.seat
    top = HEIGHT - panel
    lines = [top + 3 + PLAYER_LINE * (i + 0.5) for i in range(3)]
    x, right = side_head(canvas, view, seat, where, lines[0], lang)
    right = _summoner(canvas, view, player, right, lines[0], (right - x) * 0.6, lang)
    canvas.text(x, lines[0], player.name, TEXT, INK, max_width=right - x, condense=CONDENSE)
    x = x0 + PAD + 6
    power = f"★{player.power}"
    x += canvas.tag(x, lines[1], power, SMALL, POWER_FILL, WHITE) + 10
    counts = [("hand", player.hand_count), ("deck", player.deck_count)]
    counts.append(("discard", len(player.discard)))
    text = "  ".join(f"{word(key, lang)} {n}" for key, n in counts)
    canvas.text(x, lines[1], text, SMALL, INK, max_width=x0 + w - PAD - x)
    if any(p.tokens for p in view.players):
        tokens = token_text(view, player, lang)
        room = w - 2 * PAD - 6
        canvas.text(x0 + PAD + 6, lines[2], tokens, SMALL, INK, max_width=room, condense=CONDENSE)


def _summoner(
    canvas: Canvas,
    view: View,
    player: PlayerView,
    right: float,
    mid: float,
    most: float,
    lang: str,
) -> float:
    """The summoner at the right of the side's first line: its name once revealed, a card
    back while it is face down [D-DECK-3e], a muted "none" under the beginner option
    [D-DECK-3b]; returns where it begins."""
    if player.summoner is not None:
        name = card_name(view, player.summoner, lang)
        room = min(canvas.measure(name, SMALL), most)
        return right - canvas.text(right, mid, name, SMALL, INK, "right", room, CONDENSE) - 12
    if player.summoner_hidden:
        return draw_back(canvas, right, mid, word("face_down", lang)) - 12
    none = word("no_summoner", lang)
    return right - canvas.text(right, mid, none, SMALL, MUTED, "right", most, CONDENSE) - 12


def token_text(view: View, player: PlayerView, lang: str) -> str:
    """``トークン置き場 2: 闇の灯、闇の影`` [D-BOARD-8]."""
    head = word("tokens", lang, n=len(player.tokens))
    if not player.tokens:
        return head
    return f"{head}: " + joiner(lang).join(card_name(view, c, lang) for c in player.tokens)


# -- alt text ---------------------------------------------------------------------------------
def summoner_text(view: View, player: PlayerView, lang: str) -> str:
    if player.summoner is not None:
        return word("summoner_is", lang, name=card_name(view, player.summoner, lang))
    if player.summoner_hidden:
        return word("summoner_is", lang, name=word("face_down", lang))
    return word("no_summoner", lang)


def _area_alt(view: View, label: str, lang: str) -> str:
    spot = next(a for a in view.areas if a.label == label)
    sides = [
        word("units_here", lang, seat=seat_tag(s), n=sum(u.owner == s for u in spot.units))
        for s in (0, 1)
        if any(u.owner == s for u in spot.units)
    ]
    parts = [
        f"{word('front_line', lang)} {label}: " + (", ".join(sides) or word("empty_area", lang))
    ]
    if spot.units:
        parts[0] += f" ({used_text(spot)})"
    if spot.control:
        parts.append(word("control_alt", lang, seat=seat_tag(view.active)))
    if spot.battled:
        parts.append(word("battled_alt", lang))
    return ", ".join(parts)


def board_alt(view: View, caption: str, lang: str) -> str:
    """The picture in words, for a screen reader (Discord's attachment description)."""
    parts = [word("board_alt", lang), word("turn", lang, n=view.turn)]
    if view.active in (0, 1):
        parts.append(word("turn_of", lang, seat=seat_tag(view.active)))
    parts.append(phase_name(view.phase, lang))
    if view.result is not None:
        parts.append(result_text(view.result, lang))
    else:
        parts.append(f"{word('next', lang)}: {decision_text(view, lang)}")
    if view.battle is not None:
        parts.append(battle_text(view, lang))
    if view.intercept_at:
        parts.append(word("intercept_at", lang, area=view.intercept_at))
    if view.plan:
        parts.append(plan_text(view, lang))
    for label in ("A2", "B2", "C2"):
        parts.append(_area_alt(view, label, lang))
    for player in view.players:
        count = sum(1 for spot in view.areas for unit in spot.units if unit.owner == player.seat)
        units = word("units_alt", lang, seat=f"{seat_tag(player.seat)} {player.name}", n=count)
        bits = [units, word("power", lang, n=player.power)]
        bits.append(f"{word('hand', lang)} {player.hand_count}")
        bits.append(f"{word('deck', lang)} {player.deck_count}")
        bits.append(f"{word('discard', lang)} {len(player.discard)}")
        bits.append(summoner_text(view, player, lang))
        if player.tokens:
            bits.append(token_text(view, player, lang))
        parts.append(", ".join(bits))
    if caption:
        parts.append(word("last_alt", lang, caption=caption))
    return sentences(parts, lang)[:1000]
