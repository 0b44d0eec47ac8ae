"""Text pictures for the terminal, drawn from an engine *view* only: the board as a grid
seen from the viewer's side, the units in detail, the hand, the battle, and log lines
for the events a viewer may see.

Japanese text is padded by display width (full-width characters take two columns).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from engine.kernel.events import Shown
from engine.kernel.state import SPECTATOR
from engine.mc20th.view import AreaView, UnitView, View
from engine.moncolle.cards import CardDef, ItemDef, TerrainDef, UnitDef

CELL = 26


def width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def fit(text: str, cols: int) -> str:
    """Cut or pad ``text`` to exactly ``cols`` display columns."""
    out, used = "", 0
    for ch in text:
        w = width(ch)
        if used + w > cols:
            break
        out, used = out + ch, used + w
    return out + " " * (cols - used)


def seat_label(seat: int) -> str:
    return f"P{seat + 1}"


def card_name(view: View, card: Shown) -> str:
    face = view.catalog.get(card.def_id)
    return face.name if face is not None else card.def_id


def _terrain_text(view: View, spot: AreaView) -> str:
    if spot.hq_of >= 0:
        return f"本陣{seat_label(spot.hq_of)}"
    if spot.face_down:
        return f"代理地形{seat_label(spot.terrain_owner)}"
    if spot.terrain is None:
        return "空き地"
    return card_name(view, spot.terrain)


def _cell_lines(view: View, spot: AreaView) -> list[str]:
    head = f"{spot.label} {_terrain_text(view, spot)}"
    if spot.limit:
        head += f" L{spot.limit}"
    lines = [head]
    for unit in spot.units:
        mark = "x" if unit.tapped else ""
        lines.append(f" {seat_label(unit.owner)} #{unit.card.id}{mark} Lv{unit.level}")
    return lines


def board_rows(view: View) -> list[int]:
    """Row indices top to bottom: the viewer's own side at the bottom."""
    bottom_is_first = view.viewer in (SPECTATOR, view.first_player) or view.first_player < 0
    return [3, 2, 1, 0] if bottom_is_first else [0, 1, 2, 3]


def board_grid(view: View) -> str:
    rows = []
    rule = "+" + "+".join("-" * CELL for _ in range(3)) + "+"
    for row in board_rows(view):
        cells = [_cell_lines(view, view.areas[row * 3 + col]) for col in range(3)]
        height = max(len(c) for c in cells)
        rows.append(rule)
        for i in range(height):
            parts = [fit(c[i] if i < len(c) else "", CELL) for c in cells]
            rows.append("|" + "|".join(parts) + "|")
    rows.append(rule)
    return "\n".join(rows)


def unit_line(view: View, unit: UnitView) -> str:
    face = view.catalog[unit.card.def_id]
    assert isinstance(face, UnitDef)
    bits = [
        f"#{unit.card.id} {face.name}",
        f"Lv{unit.level}{'*' if face.instant else ''}",
        f"攻{unit.attack}/防{unit.defence}",
        face.move.value,
    ]
    statics = face.statics
    for label, value in (("イニシアチブ", statics.initiative), ("チャージ", statics.charge)):
        if value:
            bits.append(f"{label}:{value}")
    if statics.defender:
        bits.append(f"ディフェンダー:{statics.defender}")
    if face.is_hero:
        bits.append(f"英雄{face.hero_points}")
    if unit.equipment:
        bits.append("装備[" + ", ".join(card_name(view, e) for e in unit.equipment) + "]")
    bits.append("行動完了" if unit.tapped else "未行動")
    return " ".join(bits)


def describe_card(face: CardDef) -> str:
    if isinstance(face, UnitDef):
        return (
            f"{face.name} ユニット {face.attribute.value} Lv{face.level}"
            f"{'(即時召喚)' if face.instant else ''} 攻{face.attack}/防{face.defence} "
            f"{face.move.value}{f' 英雄{face.hero_points}' if face.is_hero else ''}"
        )
    if isinstance(face, TerrainDef):
        return f"{face.name} 地形 リミット{face.limit}"
    if isinstance(face, ItemDef):
        bonus = f" 攻+{face.attack_bonus}/防{face.defence_bonus:+d}" if face.is_equipment else ""
        return f"{face.name} {face.item_class.value}{bonus}"
    return f"{face.name}"


def player_lines(view: View) -> list[str]:
    out = []
    for p in view.players:
        summoner = card_name(view, p.summoner) if p.summoner else "なし"
        out.append(
            f"{seat_label(p.seat)} {p.name}: 手札{p.hand_count} 山札{p.deck_count} "
            f"捨札{len(p.discard)} 除外{len(p.removed)} 召喚術師:{summoner}"
        )
    return out


def hand_lines(view: View) -> list[str]:
    if view.viewer == SPECTATOR:
        return []
    hand = view.players[view.viewer].hand or ()
    return [f"  #{c.id} {describe_card(view.catalog[c.def_id])}" for c in hand]


def battle_lines(view: View) -> list[str]:
    battle = view.battle
    if battle is None:
        return []
    out = [
        f"戦闘 @{battle.area}: 進軍側{seat_label(battle.attacker)} / 守備側"
        f"{seat_label(battle.defender)}  段階:{battle.step}"
    ]
    if battle.rolls:
        out.append(f"  イニシアチブ ダイス:{list(battle.rolls)} 常備能力:{list(battle.initiative)}")
    if battle.first >= 0:
        out.append(f"  先攻:{seat_label(battle.first)}")
    for seat in (battle.attacker, battle.defender):
        order = battle.formation[seat]
        if order:
            text = " > ".join(f"#{u}({battle.incoming.get(u, 0)})" for u in order)
            out.append(f"  隊列{seat_label(seat)}(前→後, 受けるダメージ): {text}")
    return out


def screen(view: View, names: Callable[[int], str] | None = None) -> str:
    """The whole picture for one viewer."""
    head = f"== ターン{view.turn} 進軍側{seat_label(view.active)} {view.phase} =="
    if view.result is not None:
        head += f" 終了: {view.result.reason} 勝者:" + (
            seat_label(view.result.winner) if view.result.winner is not None else "引き分け"
        )
    out = [head, *player_lines(view), board_grid(view)]
    units = [u for spot in view.areas for u in spot.units]
    out += [f"  {seat_label(u.owner)} {unit_line(view, u)}" for u in units]
    out += battle_lines(view)
    if view.plan:
        out.append("進軍予定: " + ", ".join(f"#{u}→{to}" for u, to in view.plan))
    hand = hand_lines(view)
    if hand:
        out += ["手札:", *hand]
    return "\n".join(out)
