"""The board picture during Deus's draft [D-DECK-*], drawn from a view only, in the viewer's
language: the step (dice for player A [D-DECK-2a], the faction picks A, B, B, A
[D-DECK-2b..2d][R18], choosing 15 cards of each faction [D-DECK-3c]) and who decides next;
the six half-decks [D-DECK-1] with their attribute [D-ATTR-2], summoner and who took each
(▲/●); each player's factions and progress, the summoner as a card back once chosen face down
[D-DECK-3e]; and, for the viewer alone, how many cards they chose of each of their factions
and which summoner. The beginner option shows as a tag [D-DECK-3a][R17].

Landscape and always ``WIDTH`` x ``HEIGHT``.
"""

from __future__ import annotations

from collections import Counter

from engine.deus.state import DECK_PER_FACTION
from engine.deus.view import DraftView, FactionView, View
from engine.kernel.words import Table
from renderer.deus.names import phase_name, word
from renderer.draw import (
    BANNER,
    CONDENSE,
    HIGHLIGHT,
    INK,
    MUTED,
    RGB,
    RULE,
    SMALL,
    TEXT,
    WHITE,
    Canvas,
    Picture,
    seat_ink,
    seat_tag,
    seat_tint,
)
from renderer.fonts import FontPath
from renderer.moncolle.board import BIG, HEIGHT, WIDTH, banner_next
from renderer.moncolle.card import ATTRIBUTE_COLOURS
from renderer.moncolle.cardtext import value_name
from renderer.moncolle.names import decision_text, sentences
from renderer.pieces import PAD, side_panel
from renderer.words import joiner

LINE = 38
PANEL_LINE = 34
PANEL_H = 2 * PANEL_LINE + 8
BAR_H = 12
BACK: RGB = (58, 52, 92)  # a card back

WORDS = Table("renderer.deus", "draft.WORDS")


def _say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def render_draft(
    view: View, *, caption: str = "", font: FontPath = None, lang: str = "ja"
) -> Picture:
    """The draft as ``view.viewer`` sees it; the caller checks ``view.draft``."""
    draft = view.draft
    assert draft is not None
    canvas = Canvas(WIDTH, HEIGHT, font)
    _banner(canvas, view, draft, lang)
    _order(canvas, view, draft, 2 * LINE, lang)
    top = 3 * LINE + PAD
    mine = Counter(f for f, _ in draft.chosen)
    box_w = (WIDTH - 4 * PAD) // 3
    box_h = (HEIGHT - PANEL_H - top - 3 * PAD) // 2
    for index, faction in enumerate(draft.factions):
        x = PAD + (index % 3) * (box_w + PAD)
        y = top + (index // 3) * (box_h + PAD)
        _faction(canvas, view, draft, index, faction, (x, y, box_w, box_h), mine[index], lang)
    half = WIDTH // 2
    for column, seat in enumerate((0, 1)):
        _player(canvas, view, draft, seat, column * half, half, lang)
    return canvas.picture(alt=draft_alt(view, caption, lang))


def _banner(canvas: Canvas, view: View, draft: DraftView, lang: str) -> None:
    canvas.box((0, 0, WIDTH, 2 * LINE), fill=BANNER)
    first, second = LINE / 2 + 1, LINE * 1.5
    x = PAD + 4 + canvas.text(PAD + 4, first, phase_name("draft", lang), BIG, WHITE) + 16
    right = WIDTH - PAD
    if draft.beginner:
        right -= canvas.tag(right, first, _say("beginner", lang), TEXT, HIGHLIGHT, INK, "right")
    canvas.text(x, first, _say(draft.step, lang), TEXT, WHITE, max_width=right - x - 8)
    banner_next(canvas, view, second, "", lang)


def _order(canvas: Canvas, view: View, draft: DraftView, y: int, lang: str) -> None:
    """Who is player A, who picks first and last [D-DECK-2a..2d]."""
    mid = y + LINE / 2
    canvas.box((0, y, WIDTH, y + LINE), fill=(236, 234, 228))
    if draft.a not in (0, 1):
        canvas.text(PAD + 4, mid, _say("not_rolled", lang), SMALL, INK)
        return
    name = view.players[draft.a].name
    text = _say("player_a", lang, seat=seat_tag(draft.a), name=name)
    canvas.text(PAD + 4, mid, text, SMALL, seat_ink(draft.a), max_width=WIDTH - 2 * PAD)


def _on(colour: RGB) -> RGB:
    """Ink that reads on ``colour``: dark on a bright fill (聖's gold), white otherwise."""
    red, green, blue = colour
    return INK if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else WHITE


def _faction(
    canvas: Canvas,
    view: View,
    draft: DraftView,
    index: int,
    faction: FactionView,
    box: tuple[int, int, int, int],
    chosen: int,
    lang: str,
) -> None:
    x, y, w, h = box
    colour = ATTRIBUTE_COLOURS.get(faction.attribute, BANNER)
    taken = faction.taken_by
    fill = seat_tint(taken) if taken in (0, 1) else WHITE
    canvas.box((x, y, x + w, y + h), fill=fill, outline=colour, width=3, radius=10)
    canvas.box((x, y, x + w, y + LINE + 4), fill=colour, radius=10)
    mid = y + (LINE + 4) / 2
    ink = _on(colour)
    left = x + 8 + canvas.tag(x + 8, mid, str(index + 1), SMALL, ink, colour) + 8
    name = faction.name_in(lang)
    canvas.text(left, mid, name, TEXT, ink, max_width=x + w - left - 8, condense=CONDENSE)
    rows = [y + LINE + 4 + PAD + (i + 0.5) * LINE for i in range(5)]
    attribute = value_name(faction.attribute, lang)
    left = x + 12 + canvas.tag(x + 12, rows[0], attribute, SMALL, colour, ink) + 10
    if not draft.beginner:  # the beginner option has no summoner [D-DECK-3b]
        canvas.text(left, rows[0], word("summoner", lang), SMALL, MUTED)
        summoner = _card(view, faction.summoner, lang)
        canvas.text(x + 12, rows[1], summoner, TEXT, INK, max_width=w - 24, condense=CONDENSE)
    if taken in (0, 1):
        who = _say("taken", lang, seat=seat_tag(taken))
        canvas.tag(x + 12, rows[2], who, TEXT, seat_ink(taken), WHITE)
    else:
        canvas.text(x + 12, rows[2], _say("free", lang), TEXT, MUTED)
    if taken not in (0, 1) or taken != view.viewer or draft.step != "build" or draft.beginner:
        return
    of = DECK_PER_FACTION
    canvas.text(x + 12, rows[3], _say("chosen", lang, n=chosen, of=of), SMALL, INK)
    bar = (x + 12, rows[3] + 18, x + w - 12, rows[3] + 18 + BAR_H)
    canvas.box(bar, fill=WHITE, outline=RULE, radius=4)
    filled = bar[0] + (bar[2] - bar[0]) * min(chosen, of) / of
    if chosen:
        canvas.box((bar[0], bar[1], filled, bar[3]), fill=seat_ink(taken), radius=4)
    if draft.summoner == index:
        mine = _say("your_summoner", lang)
        canvas.tag(x + 12, rows[4] + 6, mine, SMALL, HIGHLIGHT, INK)


def _card(view: View, def_id: str, lang: str) -> str:
    face = view.catalog.get(def_id)
    return face.name_in(lang) if face is not None else def_id


def draw_back(canvas: Canvas, right: float, mid: float, text: str) -> float:
    """A face-down card: a dark back with a diamond, and its word; returns its left edge."""
    width = canvas.measure(text, SMALL) + 16 + 22
    left = right - width
    half = round(SMALL * 0.68)
    canvas.box((left, mid - half, right, mid + half), fill=BACK, radius=4)
    cx = left + 13
    diamond = [(cx, mid - 9), (cx + 7, mid), (cx, mid + 9), (cx - 7, mid)]
    canvas.pen.polygon(diamond, outline=WHITE, width=2)
    canvas.text(left + 24, mid, text, SMALL, WHITE)
    return left


def _progress(draft: DraftView, seat: int, lang: str) -> str:
    if draft.built[seat]:
        return _say("built", lang)
    return _say("building" if draft.step == "build" else "picking", lang)


def _player(
    canvas: Canvas, view: View, draft: DraftView, seat: int, x0: int, w: int, lang: str
) -> None:
    """The side's label, role (A or B), name and progress; its factions; its summoner, a
    card back while face down to this viewer [D-DECK-3e]."""
    top = HEIGHT - PANEL_H
    player = view.players[seat]
    side_panel(canvas, (x0, top, x0 + w, HEIGHT), seat)
    first, second = top + 4 + PANEL_LINE / 2, top + 4 + PANEL_LINE * 1.5
    x = x0 + PAD + 6
    x += canvas.tag(x, first, seat_tag(seat), SMALL, seat_ink(seat), WHITE) + 6
    if draft.a in (0, 1):
        role = _say("role_a" if seat == draft.a else "role_b", lang)
        x += canvas.tag(x, first, role, SMALL, INK, WHITE) + 8
    right: float = x0 + w - PAD
    state = _progress(draft, seat, lang)
    right -= canvas.text(right, first, state, SMALL, INK, "right") + 12
    if seat == view.viewer and draft.step == "build" and not draft.beginner:
        deck = _say("deck", lang, n=len(draft.chosen), of=2 * DECK_PER_FACTION)
        right -= canvas.text(right, first, deck, SMALL, INK, "right") + 12
    canvas.text(x, first, player.name, TEXT, INK, max_width=right - x, condense=CONDENSE)
    right = x0 + w - PAD
    if seat == view.viewer and draft.summoner >= 0:
        name = _card(view, draft.factions[draft.summoner].summoner, lang)
        right -= canvas.text(right, second, name, SMALL, INK, "right", w / 2, CONDENSE) + 12
    elif player.summoner_hidden:
        right = draw_back(canvas, right, second, word("face_down", lang)) - 12
    names = _factions(draft, seat, lang)
    room = right - x0 - PAD - 6
    canvas.text(x0 + PAD + 6, second, names, SMALL, INK, max_width=room, condense=CONDENSE)


def _factions(draft: DraftView, seat: int, lang: str) -> str:
    taken = [f for f in draft.factions if f.taken_by == seat]
    if not taken:
        return _say("no_factions", lang)
    names = [f.name_in(lang) for f in taken]
    return _say("factions", lang, names=joiner(lang).join(names))


def draft_alt(view: View, caption: str, lang: str) -> str:
    """The draft in words, for a screen reader."""
    draft = view.draft
    assert draft is not None
    parts = [word("draft_alt", lang), _say(draft.step, lang)]
    if draft.beginner:
        parts.append(_say("beginner", lang))
    if view.result is None:
        parts.append(f"{word('next', lang)}: {decision_text(view, lang)}")
    if draft.a in (0, 1):
        parts.append(
            _say("player_a", lang, seat=seat_tag(draft.a), name=view.players[draft.a].name)
        )
    for index, f in enumerate(draft.factions):
        who = _say("free", lang) if f.taken_by not in (0, 1) else seat_tag(f.taken_by)
        name = f.name_in(lang)
        attr = value_name(f.attribute, lang)
        parts.append(_say("faction_alt", lang, n=index + 1, name=name, attr=attr, who=who))
    for seat in (0, 1):
        player = view.players[seat]
        bits = [f"{seat_tag(seat)} {player.name}: {_progress(draft, seat, lang)}"]
        if player.summoner_hidden and seat != view.viewer:
            bits.append(word("summoner_is", lang, name=word("face_down", lang)))
        parts.append(", ".join(bits))
    if view.viewer in (0, 1) and (draft.chosen or draft.summoner >= 0):
        mine = Counter(f for f, _ in draft.chosen)
        bits = []
        for index in sorted(mine):
            f = draft.factions[index]
            name = f.name_in(lang)
            bits.append(f"{name} {mine[index]}/{DECK_PER_FACTION}")
        if draft.summoner >= 0:
            summoner = _card(view, draft.factions[draft.summoner].summoner, lang)
            bits.append(word("summoner_is", lang, name=summoner))
        parts.append(_say("yours_alt", lang, parts=", ".join(bits)))
    if caption:
        parts.append(word("last_alt", lang, caption=caption))
    return sentences(parts, lang)[:1000]
