"""The grid game's console screen (``rokumon play --ruleset grid``), drawn from a view only, in
Japanese or English: the turn, whose turn and the phase [G-5.1]-[G-5.5] (or the result
[G-1.1][G-1.2]); each player's counts (hand, deck, graveyard [G-2.3]), resource zone with its
tapped cards [G-2.2][G-8.2][G-R6], graveyard by name, and during the setup whether the base is
chosen [G-R3]; the 4x5 battle zone as a grid of labelled squares seen from the viewer's side
[G-2.1][G-R1] (each entity's owner, id, power and used rights [G-R10], a stack's total
[G-9.9], each base with its life count [G-11.3], never a life card's face [G-R19]); every card
on it in detail; the viewer's hand and own chosen base; who decides next.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.grid.cards import EntityDef
from engine.grid.view import EntityView, GridView, SquareView
from engine.kernel.words import Table
from renderer.draw import seat_label
from renderer.grid.board import base_choice_text, picked_text, resource_text
from renderer.grid.cards import describe_card, movement_name
from renderer.grid.names import board_rows, decision_text, phase_name, result_text, word
from renderer.screen import grid_text
from renderer.screen import hand_lines as hand_card_lines
from renderer.words import card_name, face_of, joiner

CELL = 18

WORDS = Table("renderer.grid", "text.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def _marks(entity: EntityView, lang: str) -> str:
    return "".join(
        word(k, lang) for k, on in (("moved", entity.moved), ("attacked", entity.attacked)) if on
    )


def _cell_lines(view: Any, square: SquareView, lang: str) -> list[str]:
    seat = seat_label(square.owner) if square.owner in (0, 1) else ""
    if square.base is not None:
        head = f"{square.label} " + say("base_cell", lang, seat=seat, id=square.base.id)
        return [head, say("life_cell", lang, n=square.life)]
    head = square.label
    if len(square.entities) >= 2:
        head += say("total_cell", lang, n=square.total)
    lines = [head]
    for entity in square.entities:
        marks = _marks(entity, lang)
        name = card_name(view, entity.card, lang)
        lines.append(
            f" {seat}#{entity.card.id} {entity.power}{(' ' + marks) if marks else ''} {name}"
        )
    return lines


def board_grid(view: Any, lang: str = "ja") -> str:
    """The 4x5 squares, the viewer's front row at the bottom (row 1 for the first player
    and spectators) [G-R1]."""
    rows = board_rows(view)
    cells = [
        [_cell_lines(view, view.squares[row * 4 + col], lang) for col in range(4)] for row in rows
    ]
    return grid_text(cells, CELL)


def _grouped(view: Any, cards: Any, lang: str) -> str:
    counts = Counter(card_name(view, c, lang) for c in cards)
    return joiner(lang).join(f"{name}×{n}" if n > 1 else name for name, n in counts.items())


def player_lines(view: Any, lang: str = "ja") -> list[str]:
    out = []
    for p in view.players:
        line = say(
            "player",
            lang,
            seat=seat_label(p.seat),
            name=p.name,
            hand=p.hand_count,
            deck=p.deck_count,
            grave=len(p.graveyard),
            res=len(p.resources),
            split=resource_text(p, lang),
        )
        choice = base_choice_text(view, p, lang)
        out.append(f"{line} {choice}" if choice else line)
        if p.resources:
            tapped = [r.card for r in p.resources if r.tapped]
            upright = [r.card for r in p.resources if not r.tapped]
            parts = [
                say(key, lang, cards=_grouped(view, cards, lang))
                for key, cards in (("upright", upright), ("tapped", tapped))
                if cards
            ]
            out.append(say("resources", lang, cards=" / ".join(parts)))
        if p.graveyard:
            out.append(say("graveyard", lang, cards=_grouped(view, p.graveyard, lang)))
    return out


def card_lines_on_board(view: Any, lang: str = "ja") -> list[str]:
    """Every card on the battle zone in detail, square by square."""
    out = []
    for square in view.squares:
        seat = seat_label(square.owner) if square.owner in (0, 1) else ""
        if square.base is not None:
            name = card_name(view, square.base, lang)
            out.append(
                say(
                    "base",
                    lang,
                    at=square.label,
                    seat=seat,
                    id=square.base.id,
                    name=name,
                    life=square.life,
                )
            )
        for entity in square.entities:
            face = face_of(view, entity.card)
            move = movement_name(face, lang) if isinstance(face, EntityDef) else ""
            used = [
                word(f"{k}_alt", lang)
                for k, on in (("moved", entity.moved), ("attacked", entity.attacked))
                if on
            ]
            out.append(
                say(
                    "entity",
                    lang,
                    at=square.label,
                    seat=seat,
                    id=entity.card.id,
                    name=card_name(view, entity.card, lang),
                    power=entity.power,
                    boost=f"({entity.boost:+d})" if entity.boost else "",
                    move=move,
                    used=(" " + joiner(lang).join(used)) if used else "",
                )
            )
    return out


def hand_lines(view: Any, lang: str = "ja") -> list[str]:
    if view.viewer not in (0, 1):
        return []
    lines = hand_card_lines(view, describe_card, lang)
    return [say("hand", lang), *(lines or [say("no_cards", lang)])]


def screen(view: GridView, lang: str = "ja") -> str:
    """The whole screen for one viewer, in ``lang``."""
    phase = phase_name(view.phase, lang)
    if view.turn > 0 and view.active in (0, 1):
        head = say("head", lang, turn=view.turn, seat=seat_label(view.active), phase=phase)
    else:
        head = say("setup", lang, phase=phase)
    if view.result is not None:
        head += " " + result_text(view.result, lang)
    out = [
        head,
        *player_lines(view, lang),
        board_grid(view, lang),
        *card_lines_on_board(view, lang),
    ]
    out += hand_lines(view, lang)
    picked = picked_text(view, lang)
    if picked:
        out.append(picked)
    if view.result is None:
        out.append(say("next", lang, what=decision_text(view, lang)))
    return "\n".join(out)
