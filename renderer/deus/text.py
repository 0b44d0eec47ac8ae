"""Deus's console screen (``rokumon play --ruleset deus``), drawn from a view only, in
Japanese or English: the turn and phase [D-TURN-0] (or the result), each player's ★
[D-BOARD-9], counts, summoner (face down until revealed [D-DECK-3e]) and token area
[D-BOARD-8]; the 3x3 grid seen from the viewer's side with each area's owner or the front line
[D-BOARD-2..4], used levels of 8 [D-BOARD-1] and markers [D-CTRL-1][D-POST-2]; every unit in
detail; the battle (renderer/moncolle/text.py) and whether it is an interception [D-INT-1];
the planned moves and where an interception may go [D-INT-0]; the viewer's hand; who decides
next. During the draft [D-DECK-*]: the six factions and who took them, each player's
progress, and the viewer's own factions card by card with what they chose (the numbers
``faction``, ``include`` and ``summoner`` take).
"""

from __future__ import annotations

from collections import Counter

from engine.deus.state import DECK_PER_FACTION
from engine.deus.view import AreaView, DraftView, UnitView, View
from engine.kernel.words import Table
from engine.moncolle.cards import UnitDef
from renderer.deus.areas import used_text
from renderer.deus.board import summoner_text
from renderer.deus.cards import describe_card
from renderer.deus.draft import WORDS as DRAFT_WORDS
from renderer.deus.formation import is_interception
from renderer.deus.names import STEP_NAMES, is_front, phase_name, plan_word, result_text, word
from renderer.draw import seat_label
from renderer.moncolle.cardtext import static_texts, value_name
from renderer.moncolle.names import bottom_is_first, card_name, decision_text
from renderer.moncolle.text import battle_lines
from renderer.screen import grid_text, hand_lines
from renderer.words import joiner

CELL = 26

WORDS = Table("renderer.deus", "text.WORDS")
MARKS = Table("renderer.deus", "text.MARKS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def _area_head(view: View, spot: AreaView, lang: str) -> str:
    if spot.home in (0, 1):
        name = say("territory", lang, seat=seat_label(spot.home))
    else:
        name = say("front", lang) if is_front(spot.label) else ""
    levels = used_text(spot).replace("▲", "P1:").replace("●", "P2:")
    return " ".join(part for part in (spot.label, name, levels) if part)


def _marks(view: View, spot: AreaView, lang: str) -> str:
    found = []
    if view.battle is not None and view.battle.area == spot.label:
        found.append("battle")
    if view.intercept_at == spot.label:
        found.append("intercept")
    if spot.control:
        found.append("control")
    if spot.battled:
        found.append("battled")
    return "".join(MARKS.word(key, lang) for key in found)


def _cell_lines(view: View, spot: AreaView, lang: str) -> list[str]:
    lines = [_area_head(view, spot, lang)]
    marks = _marks(view, spot, lang)
    if marks:
        lines.append(" " + marks)
    plan = dict(view.plan)
    for unit in spot.units:
        acted = "x" if unit.tapped else ""
        to = f"→{plan[unit.card.id]}" if unit.card.id in plan else ""
        stats = f"Lv{unit.level} {unit.attack}/{unit.defence}"
        lines.append(f" {seat_label(unit.owner)} #{unit.card.id}{acted} {stats}{to}")
    return lines


def board_grid(view: View, lang: str = "ja") -> str:
    """The 3x3 areas, the viewer's territory at the bottom [R1]."""
    rows = [2, 1, 0] if bottom_is_first(view) else [0, 1, 2]
    cells = [
        [_cell_lines(view, view.areas[row * 3 + col], lang) for col in range(3)] for row in rows
    ]
    return grid_text(cells, CELL)


def unit_line(view: View, unit: UnitView, lang: str = "ja") -> str:
    face = view.catalog.get(unit.card.def_id)
    name = card_name(view, unit.card, lang)
    bits = [f"#{unit.card.id} {name}", f"Lv{unit.level}"]
    if isinstance(face, UnitDef):
        bits[1] += "*" if face.instant else ""
    bits.append(say("power", lang, attack=unit.attack, defence=unit.defence))
    if isinstance(face, UnitDef):
        bits.append(value_name(face.move.value, lang))
        bits += static_texts(face.statics, lang)
    if unit.instant_summoned:
        bits.append(say("instant", lang))
    bits.append(say("tapped" if unit.tapped else "untapped", lang))
    return " ".join(bits)


def player_lines(view: View, lang: str = "ja") -> list[str]:
    out = []
    for p in view.players:
        out.append(
            say(
                "player",
                lang,
                seat=seat_label(p.seat),
                name=p.name,
                power=p.power,
                hand=p.hand_count,
                deck=p.deck_count,
                discard=len(p.discard),
                summoner=summoner_text(view, p, lang),
            )
        )
        if p.tokens:
            cards = joiner(lang).join(f"#{c.id} {card_name(view, c, lang)}" for c in p.tokens)
            out.append(say("tokens", lang, cards=cards))
    return out


def _next(view: View, lang: str) -> str:
    return say("next", lang, what=decision_text(view, lang))


def draft_lines(view: View, draft: DraftView, lang: str = "ja") -> list[str]:
    step = DRAFT_WORDS.say(draft.step, lang)
    out = [say("draft_head", lang, phase=phase_name("draft", lang), step=step)]
    if draft.beginner:
        out[0] += " " + DRAFT_WORDS.say("beginner", lang)
    if draft.a in (0, 1):
        a = draft.a
        out.append(DRAFT_WORDS.say("player_a", lang, seat=seat_label(a), name=view.players[a].name))
    for index, f in enumerate(draft.factions):
        who = seat_label(f.taken_by) if f.taken_by in (0, 1) else "-"
        summoner = "" if draft.beginner else _face_name(view, f.summoner, lang)
        name = f.name_in(lang)
        attr = value_name(f.attribute, lang)
        line = say("faction", lang, n=index + 1, name=name, attr=attr, summoner=summoner, who=who)
        out.append(" " + " ".join(line.split()))
    for seat in (0, 1):
        player = view.players[seat]
        done = "built" if draft.built[seat] else "building" if draft.step == "build" else "picking"
        bits = [f"{seat_label(seat)} {player.name}:", DRAFT_WORDS.say(done, lang)]
        if seat == view.viewer and draft.step == "build":
            bits.append(say("deck", lang, n=len(draft.chosen), of=2 * DECK_PER_FACTION))
        if seat == view.viewer and draft.summoner >= 0:
            bits.append(
                f"{word('summoner', lang)}:"
                + _face_name(view, draft.factions[draft.summoner].summoner, lang)
            )
        elif player.summoner_hidden:
            bits.append(f"{word('summoner', lang)}:{word('face_down', lang)}")
        out.append(" ".join(bits))
    if view.viewer in (0, 1) and draft.step == "build":
        out += _own_cards(view, draft, lang)
    return out


def _face_name(view: View, def_id: str, lang: str) -> str:
    face = view.catalog.get(def_id)
    return face.name_in(lang) if face is not None else def_id


def _own_cards(view: View, draft: DraftView, lang: str) -> list[str]:
    """The viewer's factions card by card, ``*`` on each card chosen [D-DECK-3c]."""
    chosen = set(draft.chosen)
    counts = Counter(f for f, _ in draft.chosen)
    out = []
    for index, f in enumerate(draft.factions):
        if f.taken_by != view.viewer:
            continue
        name = f.name_in(lang)
        out.append(
            say("yours", lang, n=index + 1, name=name, count=counts[index], of=DECK_PER_FACTION)
        )
        for slot, def_id in enumerate(f.cards):
            mark = "*" if (index, slot) in chosen else " "
            face = view.catalog.get(def_id)
            text = describe_card(face, lang) if face is not None else def_id
            out.append(f"  {mark}{slot + 1:>2} {text}")
    return out


def screen(view: View, lang: str = "ja") -> str:
    """The whole screen for one viewer, in ``lang``."""
    if view.draft is not None:
        return "\n".join([*draft_lines(view, view.draft, lang), _next(view, lang)])
    phase = phase_name(view.phase, lang)
    head = say("head", lang, turn=view.turn, seat=seat_label(view.active), phase=phase)
    if view.result is not None:
        head += " " + result_text(view.result, lang)
    out = [head, *player_lines(view, lang), board_grid(view, lang)]
    units = [u for spot in view.areas for u in spot.units]
    out += [f"  {seat_label(u.owner)} {unit_line(view, u, lang)}" for u in units]
    out += battle_lines(view, STEP_NAMES, lang)
    if is_interception(view):
        out.append(say("interception", lang))
    if view.plan:
        moves = ", ".join(f"#{u}→{to}" for u, to in view.plan)
        out.append(say("plan", lang, kind=plan_word(view, lang), moves=moves))
    if view.intercept_at:
        out.append(say("intercept", lang, area=view.intercept_at))
    hand = hand_lines(view, describe_card, lang)
    if hand:
        out += [say("hand", lang), *hand]
    if view.result is None:
        out.append(_next(view, lang))
    return "\n".join(out)
