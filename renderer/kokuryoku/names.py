"""What kokuryoku's pictures and screens say, in Japanese or English: the turn and whose turn
it is (the turn marker [K-3.10]) apart from whose phase it is (a power phase in either turn
[K-4.3][K-4.5][KV-4]), the phases and steps of a turn [K-5.*][K-6.*][K-7.*], the redraw
[K-1.1][KV-19], who decides what, how a match ends [KV-12][KV-13][KV-14], the zones 戦場外
and 国外 [KV-18], the chip piles [KV-6], a unit's states [K-6.1][K-6.4], and how the map is
turned for each viewer [KV-1].

A viewer sees the map from their own side: the first player and spectators with row 1 at the
bottom, the second player with row 4 at the bottom and the columns turned too (C to A), half a
circle, so that a card's printed range, which turns half a circle for the second player
[KV-2], points on the map the way it points on the card.
"""

from __future__ import annotations

from typing import Any, Final

from engine.kernel.state import CHANCE, Result
from engine.kokuryoku.cards import CardDef, UnitDef
from renderer import pieces
from renderer.draw import seat_tag
from renderer.pieces import first_nearest
from renderer.words import (
    Pair,
    card_name,
    pick,
    result_words,
    said,
)

COLUMNS, ROWS = 3, 4

LABELS: Final[dict[str, Pair]] = {
    "board_alt": ("国力の盤面（3×4のマップ）", "Kokuryoku board (3x4 map)"),
    "turn": ("ターン{n}", "Turn {n}"),
    "turn_of": ("{seat}の手番", "{seat}'s turn"),
    "phase_of": ("{seat}の{phase}", "{seat}'s {phase}"),
    "next": ("次", "Next"),
    "you": ("あなた", "you"),
    "marker": ("手番", "turn marker"),
    "hand": ("手札 {n}", "Hand {n}"),
    "deck": ("山札 {n}", "Deck {n}"),
    "outside": ("戦場外 {n}", "Off-field {n}"),
    "abroad": ("国外 {n}", "Exiled {n}"),
    "unused": ("未使用 {n}", "Unused {n}"),
    "used": ("使用済 {n}", "Used {n}"),
    "on_units": ("ユニット上 {n}", "On units {n}"),
    "chips_alt": (
        "チップ 未使用{unused}・使用済{used}・ユニット上{on}",
        "chips: {unused} unused, {used} used, {on} on units",
    ),
    "sortie_alt": ("{seat}の出撃マス {squares}", "{seat}'s sortie squares {squares}"),
    "sortie_square": ("{seat}の出撃マス", "{seat} sortie square"),
    "waiting": ("待機", "Waiting"),
    "ready": ("行動可能", "Ready"),
    "acting": ("行動中", "Acting"),
    "moved": ("移動済", "moved"),
    "acted": ("行動済", "acted"),
    "attack": ("攻{n}", "ATK {n}"),
    "attack_hits": ("攻{n}×{hits}", "ATK {n}×{hits}"),
    "counter": ("反{n}", "CTR {n}"),
    "chips": ("チップ{n}/{of}", "chips {n}/{of}"),
    "land": ("{name}: {bars}不可", "{name}: no {bars}"),
    "bars": ("{classes}不可", "no {classes}"),
    "land_open": ("{name}", "{name}"),
    "land_alt": ("土地 {name}（{bars}は進入不可）", "land {name} (bars {bars})"),
    "land_open_alt": ("土地 {name}（進入制限なし）", "land {name} (no restriction)"),
    "equipped": ("装備 {names}", "holding {names}"),
    "more": ("ほか{n}枚", "+{n} more"),
    "picked": ("選択中: {name}", "Picked: {name}"),
    "empty_map": ("マップにユニットも土地もなし", "no unit or land on the map"),
    "last_alt": ("直前: {caption}", "last: {caption}"),
    "no_caption": ("（まだ行動なし）", "(nothing done yet)"),
    "dice": ("ダイス／シャッフル", "dice / shuffle"),
    "attack_now": (
        "攻撃中: {attacker} → {target}",
        "Attack: {attacker} → {target}",
    ),
}
PHASES: Final[dict[str, Pair]] = {
    "redraw": ("準備（引き直し）", "Setup (redraw)"),  # [K-1.1][KV-19]
    "power": ("国力フェイズ", "power phase"),  # [K-4.3][K-5.*]
    "invasion": ("侵攻フェイズ", "invasion phase"),  # [K-6.*]
    "window": ("侵攻フェイズ（サプライズの機会）", "invasion phase (surprise window)"),  # [KV-8]
    "end_start": ("エンドフェイズ（開始時）", "end phase (start)"),  # [K-7.1]
    "end": ("エンドフェイズ（世代交代・修練）", "end phase (generation change)"),  # [K-7.2]
    "hand_limit": ("エンドフェイズ（手札の整理）", "end phase (hand limit)"),  # [K-7.5]
}
DECISIONS: Final[dict[str, Pair]] = {
    "chance": ("ダイス／シャッフル", "dice / shuffle"),
    "redraw": ("引き直すか決める", "redraw or keep"),
    "power": ("出撃・土地・支援・付与", "sortie, land, support, attach"),
    "invasion": ("ユニットの移動と攻撃", "move and attack with units"),
    "surprise_window": ("サプライズカードを使うかパス", "use a surprise card or pass"),
    "end_start": ("開始時のサプライズカード", "start-of-end-phase surprise cards"),
    "end": ("世代交代・修練", "generation change, training"),
    "hand_limit": ("手札を7枚まで捨てる", "discard down to 7 cards"),
    "over": ("なし", "none"),
}
# how a match ends, by the engine's reason; an unknown one is said as it is
ENDINGS: Final[dict[str, Pair]] = {
    "sortie_square": (
        "敵の出撃マスで待機【変則KV-12】",
        "waited on an enemy sortie square [KV-12]",
    ),
    "no_units": (
        "侵攻フェイズ開始時に相手のユニットなし【変則KV-13】",
        "no enemy unit at the invasion [KV-13]",
    ),
    "deck_out": ("山札切れ【変則KV-14】", "deck out [KV-14]"),
    "resignation": ("投了", "resignation"),
}
KINDS: Final[dict[str, Pair]] = {
    "koku-unit": ("ユニット", "Unit"),
    "koku-land": ("土地", "Land"),
    "koku-weapon": ("武器", "Weapon"),
    "koku-magic": ("魔法", "Magic"),
    "koku-item": ("アイテム", "Item"),
    "koku-surprise": ("サプライズ", "Surprise"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def listing(lang: str) -> str:
    """Between names in a short list: ``鉄の槍・軍旗`` / ``Iron Spear, War Banner``."""
    return "・" if lang == "ja" else ", "


def bracket(text: str, lang: str) -> str:
    return f"（{text}）" if lang == "ja" else f" ({text})"


# -- cards ------------------------------------------------------------------------------------
def kind_name(face: CardDef, lang: str) -> str:
    return said(KINDS, str(type(face).__struct_config__.tag), lang)


def class_name(view: Any, unit_class: str, lang: str) -> str:
    """A class a land or attachment names, in English when a unit card of the view's catalog
    gives that class an English name (lands and attachments print the Japanese only)."""
    if lang != "en" or view is None:
        return unit_class
    for face in view.catalog.values():
        if isinstance(face, UnitDef) and face.unit_class == unit_class and face.class_en:
            return face.class_en
    return CLASSES_EN.get(unit_class, unit_class)


# the shipped pool's classes, for a land or attachment whose class no unit in view names
CLASSES_EN: Final[dict[str, str]] = {
    "剣士": "Swordsman",
    "騎兵": "Cavalry",
    "弓兵": "Archer",
    "魔道士": "Mage",
    "重騎士": "Armored Knight",
    "飛兵": "Flier",
}


def classes_text(view: Any, classes: tuple[str, ...], lang: str) -> str:
    return listing(lang).join(class_name(view, c, lang) for c in classes)


# -- whose turn, whose phase, who decides --------------------------------------------------
def phase_owner(view: Any) -> int:
    """Whose phase it is: the power phase's player in either turn [K-4.3], the active player
    for the invasion and end phases, nobody for the redraw (each redraws in turn [KV-19])."""
    if view.phase == "power":
        return int(view.power_seat)
    if view.phase == "redraw":
        return -1
    return int(view.active)


def turn_text(view: Any, lang: str) -> str:
    return word("turn", lang, n=view.turn) if view.turn > 0 else ""


def turn_of_text(view: Any, lang: str) -> str:
    """``▲P1の手番``: who holds the turn marker [K-3.10]; nothing before the first turn."""
    if view.turn <= 0 or view.active not in (0, 1):
        return ""
    return word("turn_of", lang, seat=seat_tag(view.active))


def phase_text(view: Any, lang: str) -> str:
    """``●P2の国力フェイズ``: the phase and its player, who need not hold the turn
    [K-3.10][K-4.3]."""
    phase = said(PHASES, view.phase, lang)
    seat = phase_owner(view)
    if seat not in (0, 1):
        return phase[:1].upper() + phase[1:]
    return word("phase_of", lang, seat=seat_tag(seat), phase=phase)


def state_line(view: Any, lang: str) -> str:
    """``ターン3 ▲P1の手番 ／ ●P2の国力フェイズ`` (the turn marker apart from the phase)."""
    parts = [turn_text(view, lang), turn_of_text(view, lang)]
    head = " ".join(part for part in parts if part)
    slash = " ／ " if lang == "ja" else " / "
    return f"{head}{slash}{phase_text(view, lang)}" if head else phase_text(view, lang)


def decision_text(view: Any, lang: str) -> str:
    """Who decides what now: ``●P2 出撃・土地・支援・付与``."""
    kind = said(DECISIONS, view.decision.kind, lang)
    actor = view.decision.actor
    if actor == CHANCE:
        return word("dice", lang)
    if actor not in (0, 1):
        return kind
    return f"{seat_tag(actor)} {kind}"


def result_text(result: Result, lang: str) -> str:
    return result_words(result, said(ENDINGS, result.reason, lang), lang)


# -- the map from the viewer's side [KV-1] ---------------------------------------------------
def bottom_is_first(view: Any) -> bool:
    """Whether row 1 (the first player's sortie row) is drawn at the bottom: for the first
    player, a spectator, and before the first player is known."""
    return first_nearest(view.viewer, view.first)


def near_seat(view: Any) -> int:
    """The seat whose sortie row is drawn at the bottom."""
    return pieces.near_seat(view.viewer, view.first)


def board_rows(view: Any) -> list[int]:
    """Map rows (0 = row 1) from the top of the picture down."""
    return list(range(ROWS - 1, -1, -1)) if bottom_is_first(view) else list(range(ROWS))


def board_columns(view: Any) -> list[int]:
    """Map columns (0 = A) from the left: turned for the second player, who sits across."""
    return list(range(COLUMNS)) if bottom_is_first(view) else list(range(COLUMNS - 1, -1, -1))


def find_unit(view: Any, card_id: int) -> tuple[Any, Any] | None:
    """(square, unit) of the unit with this card id on the map."""
    for square in view.squares:
        if square.unit is not None and square.unit.card.id == card_id:
            return square, square.unit
    return None


def picked_text(view: Any, lang: str) -> str:
    """The piece the viewer picked for a two-step move, with its square."""
    if view.picked < 0:
        return ""
    found = find_unit(view, view.picked)
    if found is not None:
        square, unit = found
        return word("picked", lang, name=f"{card_name(view, unit.card, lang)} {square.label}")
    hand = view.players[view.viewer].hand if view.viewer in (0, 1) else None
    for card in hand or ():
        if card.id == view.picked:
            return word("picked", lang, name=card_name(view, card, lang))
    return ""
