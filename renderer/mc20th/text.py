"""Text pictures for the terminal, drawn from an engine *view* only, in Japanese or
English: the board as a grid seen from the viewer's side (renderer/screen.py, which also pads
Japanese by display width), the units in detail, the hand and the battle (its initiative as
decided [10-3], each formation front first [10-2]: the family's lines,
renderer/moncolle/text.py).
"""

from __future__ import annotations

from engine.kernel.words import Table
from engine.mc20th.view import AreaView, UnitView, View
from engine.moncolle.cards import UnitDef
from renderer.draw import seat_label
from renderer.mc20th.formation_words import STEP_NAMES
from renderer.mc20th.names import bottom_is_first, card_name, phase_name, result_text
from renderer.moncolle.cardtext import value_name
from renderer.moncolle.text import battle_lines as family_battle_lines
from renderer.moncolle.text import hand_lines
from renderer.screen import grid_text

CELL = 26


WORDS = Table("renderer.mc20th", "text.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def _terrain_text(view: View, spot: AreaView, lang: str) -> str:
    if spot.hq_of >= 0:
        return say("hq", lang, seat=seat_label(spot.hq_of))
    if spot.face_down:
        return say("proxy", lang, seat=seat_label(spot.terrain_owner))
    if spot.terrain is None:
        return say("empty", lang)
    return card_name(view, spot.terrain, lang)


def _cell_lines(view: View, spot: AreaView, lang: str) -> list[str]:
    head = f"{spot.label} {_terrain_text(view, spot, lang)}"
    if spot.limit:
        head += f" L{spot.limit}"
    lines = [head]
    for unit in spot.units:
        mark = "x" if unit.tapped else ""
        lines.append(f" {seat_label(unit.owner)} #{unit.card.id}{mark} Lv{unit.level}")
    return lines


def board_rows(view: View) -> list[int]:
    """Row indices top to bottom: the viewer's own side at the bottom."""
    return [3, 2, 1, 0] if bottom_is_first(view) else [0, 1, 2, 3]


def board_grid(view: View, lang: str = "ja") -> str:
    rows = board_rows(view)
    cells = [
        [_cell_lines(view, view.areas[row * 3 + col], lang) for col in range(3)] for row in rows
    ]
    return grid_text(cells, CELL)


def unit_line(view: View, unit: UnitView, lang: str = "ja") -> str:
    face = view.catalog[unit.card.def_id]
    assert isinstance(face, UnitDef)
    bits = [
        f"#{unit.card.id} {face.name_in(lang)}",
        f"Lv{unit.level}{'*' if face.instant else ''}",
        say("power", lang, attack=unit.attack, defence=unit.defence),
        value_name(face.move.value, lang),
    ]
    statics = face.statics
    for key, value in (
        ("initiative", statics.initiative),
        ("charge", statics.charge),
        ("defender", statics.defender),
    ):
        if value:
            bits.append(say(key, lang, n=value))
    if face.is_hero:
        bits.append(say("hero", lang, n=face.hero_points))
    if unit.equipment:
        cards = ", ".join(card_name(view, e, lang) for e in unit.equipment)
        bits.append(say("equipment", lang, cards=cards))
    bits.append(say("tapped" if unit.tapped else "untapped", lang))
    return " ".join(bits)


def player_lines(view: View, lang: str = "ja") -> list[str]:
    out = []
    for p in view.players:
        summoner = card_name(view, p.summoner, lang) if p.summoner else say("none", lang)
        out.append(
            say(
                "player",
                lang,
                seat=seat_label(p.seat),
                name=p.name,
                hand=p.hand_count,
                deck=p.deck_count,
                discard=len(p.discard),
                removed=len(p.removed),
                summoner=summoner,
            )
        )
    return out


def battle_lines(view: View, lang: str = "ja") -> list[str]:
    return family_battle_lines(view, STEP_NAMES, lang)


def screen(view: View, lang: str = "ja") -> str:
    """The whole picture for one viewer, in ``lang``."""
    phase = phase_name(view.phase, lang)
    head = say("head", lang, turn=view.turn, seat=seat_label(view.active), phase=phase)
    if view.result is not None:
        head += " " + result_text(view.result, lang)
    out = [head, *player_lines(view, lang), board_grid(view, lang)]
    units = [u for spot in view.areas for u in spot.units]
    out += [f"  {seat_label(u.owner)} {unit_line(view, u, lang)}" for u in units]
    out += battle_lines(view, lang)
    if view.plan:
        out.append(say("plan", lang, moves=", ".join(f"#{u}→{to}" for u, to in view.plan)))
    hand = hand_lines(view, lang)
    if hand:
        out += [say("hand", lang), *hand]
    return "\n".join(out)
