"""Kokuryoku's console screen (``rokumon play --ruleset kokuryoku``), drawn from a view only, in
Japanese or English: the turn and whose turn it is apart from whose phase it is
[K-3.10][K-4.3] (or the result); each player's counts (hand, deck, 戦場外, 国外 [KV-18]) and
morale chips (unused, used, on units [KV-6]) with the turn marker, and the cards in 戦場外 and
国外 by name; the 3x4 map as a grid of labelled squares seen from the viewer's side [KV-1]
(sortie squares [K-5.6], lands and what they bar [KV-3], each unit's owner, id, chips, 攻
and 反, waiting or acting [K-6.4][KV-11]); every card on it in detail; the attack in its
surprise window [KV-7][KV-8]; the viewer's hand with the cards chosen for the redraw
[K-1.1]; who decides next.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.kernel.words import Table
from engine.kokuryoku.cards import UnitDef
from engine.kokuryoku.view import KokuView, SquareView, UnitView
from renderer.draw import seat_label, seat_tag
from renderer.kokuryoku.attack import attack_line
from renderer.kokuryoku.board import land_alt, on_units
from renderer.kokuryoku.cards import describe_card
from renderer.kokuryoku.names import (
    board_columns,
    board_rows,
    decision_text,
    picked_text,
    result_text,
    state_line,
    word,
)
from renderer.kokuryoku.squares import land_label, stat_texts
from renderer.screen import grid_text
from renderer.words import card_name, face_of, joiner, listing

CELL = 26

WORDS = Table("renderer.kokuryoku", "text.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def _state(view: Any, unit: UnitView, lang: str) -> str:
    if unit.waiting:
        return word("waiting", lang)
    if unit.card.id == view.current:
        return word("acting", lang)
    return ""


def _cell_lines(view: Any, square: SquareView, lang: str) -> list[str]:
    head = square.label
    if square.sortie in (0, 1):
        head += say("sortie_cell", lang, seat=seat_label(square.sortie))
    lines = [head]
    if square.land is not None:
        lines.append(" " + land_label(view, square, lang))
    unit = square.unit
    if unit is not None:
        state = _state(view, unit, lang)
        name = card_name(view, unit.card, lang)
        lines.append(f" {seat_label(unit.owner)}#{unit.card.id} {name}")
        attack, counter = stat_texts(view, unit, lang)
        pips = "o" * unit.chips + "." * max(0, unit.morale - unit.chips)
        lines.append(f"  {attack} {counter} {unit.chips}/{unit.morale} {pips}")
        if state:
            lines.append(f"  {state}")
        lines += [f"  +{card_name(view, a, lang)}" for a in unit.attachments]
    return lines


def board_grid(view: Any, lang: str = "ja") -> str:
    """The 3x4 squares from the viewer's side: row 1 at the bottom for the first player and
    spectators, row 4 (and the columns turned) for the second [KV-1]."""
    rows = [
        [_cell_lines(view, view.squares[row * 3 + col], lang) for col in board_columns(view)]
        for row in board_rows(view)
    ]
    return grid_text(rows, CELL)


def _grouped(view: Any, cards: Any, lang: str) -> str:
    counts = Counter(card_name(view, c, lang) for c in cards)
    return joiner(lang).join(f"{name}×{n}" if n > 1 else name for name, n in counts.items())


def player_lines(view: Any, lang: str = "ja") -> list[str]:
    out = []
    for p in view.players:
        line = say(
            "player",
            lang,
            seat=seat_tag(p.seat),
            name=p.name,
            hand=p.hand_count,
            deck=p.deck_count,
            outside=len(p.outside),
            abroad=len(p.abroad),
            unused=p.unused,
            used=p.used,
            on=on_units(view, p.seat),
        )
        if view.turn > 0 and p.seat == view.active:
            line += say("marker", lang)
        out.append(line)
        if p.outside:
            out.append(say("outside", lang, cards=_grouped(view, p.outside, lang)))
        if p.abroad:
            out.append(say("abroad", lang, cards=_grouped(view, p.abroad, lang)))
    return out


def card_lines_on_map(view: Any, lang: str = "ja") -> list[str]:
    """Every unit and land on the map in detail, square by square."""
    out = []
    for square in view.squares:
        unit = square.unit
        if unit is not None:
            face = face_of(view, unit.card)
            attack, counter = stat_texts(view, unit, lang)
            done = [word(k, lang) for k, on in (("moved", unit.moved), ("acted", unit.acted)) if on]
            extra = f" ({joiner(lang).join(done)})" if done else ""
            if unit.attachments:
                names = listing(lang).join(card_name(view, a, lang) for a in unit.attachments)
                extra += " " + word("equipped", lang, names=names)
            state = _state(view, unit, lang) or word("ready", lang)
            out.append(
                say(
                    "unit",
                    lang,
                    at=square.label,
                    seat=seat_tag(unit.owner),
                    id=unit.card.id,
                    name=card_name(view, unit.card, lang),
                    cls=face.class_in(lang) if isinstance(face, UnitDef) else "",
                    chips=unit.chips,
                    morale=unit.morale,
                    attack=attack,
                    counter=counter,
                    state=state,
                    extra=extra,
                )
            )
        if square.land is not None:
            land = land_alt(view, square, lang)
            out.append(say("land", lang, at=square.label, id=square.land.id, land=land))
    return out


def hand_lines(view: Any, lang: str = "ja") -> list[str]:
    if view.viewer not in (0, 1):
        return []
    player = view.players[view.viewer]
    aside = {c.id for c in player.set_aside or ()}
    cards = [*(player.hand or ())]
    cards += [c for c in player.set_aside or () if c.id not in {h.id for h in cards}]
    lines = [
        f"  #{c.id} {describe_card(view.catalog[c.def_id], lang, view)}"
        + (say("aside", lang) if c.id in aside else "")
        for c in cards
    ]
    return [say("hand", lang), *(lines or [say("no_cards", lang)])]


def screen(view: KokuView, lang: str = "ja") -> str:
    """The whole screen for one viewer, in ``lang``."""
    head = say("head", lang, state=state_line(view, lang))
    if view.result is not None:
        head += " " + result_text(view.result, lang)
    out = [head, *player_lines(view, lang), board_grid(view, lang), *card_lines_on_map(view, lang)]
    if view.attack is not None:
        out.append(attack_line(view, lang))
    out += hand_lines(view, lang)
    picked = picked_text(view, lang)
    if picked:
        out.append(picked)
    if view.result is None:
        out.append(say("next", lang, what=decision_text(view, lang)))
    return "\n".join(out)
