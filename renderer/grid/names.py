"""What the grid game's pictures and screens say, in Japanese or English: the words of the
board (turn, phases [G-5.1]-[G-5.5] and the setup [G-3.2][G-3.5], who decides, the zones
[G-2.2][G-2.3], bases and their life counts [G-11.3], the marks of used move and attack rights
[G-R10], a square's total power [G-9.9]), how a match ends [G-1.1][G-1.2][G-R14], and a card's
printed fields [G-7.1]-[G-7.8] with the values of its kind (movement keywords [G-6.2][G-R8],
what a spell targets and the area it covers [G-10.4][G-R16]).

Japanese is the printed card; English uses the card's ``*_en`` fields where the set gives them.
"""

from __future__ import annotations

from typing import Any, Final

from engine.grid.cards import BaseDef, CardDef, EntityDef, SpellDef
from engine.kernel.state import CHANCE, Result
from renderer import pieces
from renderer.draw import seat_tag
from renderer.words import Pair, pick, result_words, said

LABELS: Final[dict[str, Pair]] = {
    "board_alt": ("グリッドの盤面（バトルゾーン 4×5）", "Grid board (4x5 battle zone)"),
    "turn": ("ターン {n}", "Turn {n}"),
    "turn_of": ("{seat} の手番", "{seat}'s turn"),
    "next": ("次", "Next"),
    "dice": ("ダイス／シャッフル", "dice / shuffle"),
    "you": ("あなた", "you"),
    "hand": ("手札 {n}", "Hand {n}"),
    "deck": ("山札 {n}", "Deck {n}"),
    "graveyard": ("墓地 {n}", "Graveyard {n}"),
    "resources": ("リソース {n}", "Resources {n}"),
    "untapped": ("未タップ {n}", "untapped {n}"),
    "tapped": ("タップ {n}", "tapped {n}"),
    "base": ("拠点", "Base"),
    "life": ("ライフ {n}", "Life {n}"),
    "total": ("計{n}", "Sum {n}"),
    "total_alt": ("合計パワー{n}", "total power {n}"),
    "moved": ("移", "M"),
    "attacked": ("攻", "A"),
    "legend": ("移＝移動済 攻＝攻撃済", "M moved, A attacked"),
    "moved_alt": ("移動済", "moved"),
    "attacked_alt": ("攻撃済", "attacked"),
    "power": ("パワー{n}", "power {n}"),
    "boost": ("（{n}）", " ({n})"),
    "base_chosen": ("拠点選択済", "base chosen"),
    "choosing": ("拠点選択中", "choosing a base"),
    "chosen": ("選んだ拠点: {name}", "Your base: {name}"),
    "picked": ("選択中: {name}", "Picked: {name}"),
    "empty_board": ("バトルゾーンにカードなし", "no cards on the battle zone"),
    "square_base": ("{seat} の拠点 {name}、{life}", "{seat} base {name}, {life}"),
    "square_units": ("{seat} {units}", "{seat} {units}"),
    "square_count": ("{seat} {n}体", "{seat} {n} entities"),
    "last_alt": ("直前: {caption}", "last: {caption}"),
    "no_caption": ("（まだ行動なし）", "(nothing done yet)"),
}
PHASES: Final[dict[str, Pair]] = {
    "choose_base": ("準備（拠点の選択）", "Setup (choosing bases)"),
    "place_base": ("準備（拠点の配置）", "Setup (placing bases)"),
    "supply": ("補給フェイズ", "Supply phase"),
    "use": ("使用フェイズ", "Use phase"),
    "move": ("移動フェイズ", "Move phase"),
}
DECISIONS: Final[dict[str, Pair]] = {
    "chance": ("ダイス／シャッフル", "dice / shuffle"),
    "choose_base": ("拠点を選ぶ", "choose a base"),
    "place_base": ("拠点を置く", "place the base"),
    "supply": ("補給", "supply"),
    "use": ("カードの使用", "use cards"),
    "move": ("移動と攻撃", "move and attack"),
    "none": ("なし", "none"),
}
# how a match ends, by the engine's reason (engine/grid/rules.py ``settle``); an unknown
# one is said as it is
ENDINGS: Final[dict[str, Pair]] = {
    "bases_destroyed": ("拠点全滅", "all bases destroyed"),  # [G-1.1]
    "deck_out": ("山札切れ", "deck out"),  # [G-1.2][G-R14]
    "simultaneous": ("同時に敗北条件", "both lost at once"),  # [G-R14]: a draw
    "resignation": ("投了", "resignation"),
}
KINDS: Final[dict[str, Pair]] = {
    "grid-entity": ("エンティティ", "Entity"),
    "grid-spell": ("呪文", "Spell"),
    "grid-base": ("拠点", "Base"),
}
FIELDS: Final[dict[str, Pair]] = {
    "cost": ("コスト", "Cost"),
    "familia": ("ファミリア", "Familia"),
    "race": ("種族", "Race"),
    "power": ("パワー", "Power"),
    "movement": ("移動", "Movement"),
    "hits": ("多点", "Multi-hit"),
    "reach": ("射程", "Reach"),
    "life": ("ライフ", "Life"),
    "target": ("対象", "Target"),
    "area": ("範囲", "Area"),
    "side": ("効果を受ける側", "Affects"),
    "rarity": ("レアリティ", "Rarity"),
    "text": ("効果", "Effect"),
    "flavor": ("フレーバー", "Flavour"),
}
MOVEMENTS: Final[dict[str, Pair]] = {  # [G-6.2][G-R8]
    "王将": ("王将", "King"),
    "飛車": ("飛車", "Rook"),
    "角": ("角", "Bishop"),
    "香車": ("香車", "Lance"),
}
MOVES: Final[dict[str, Pair]] = {  # how each keyword moves [G-R8]
    "王将": ("周囲1マス", "1 square, any way"),
    "飛車": ("縦横に2マスまで", "up to 2 straight"),
    "角": ("斜めに2マスまで", "up to 2 diagonally"),
    "香車": ("前に2マスまで", "up to 2 forward"),
}
TARGETS: Final[dict[str, Pair]] = {  # [G-10.4]
    "square": ("マス", "a square"),
    "entity": ("エンティティ1体", "one entity"),
    "base": ("拠点1つ", "one base"),
    "player": ("プレイヤー1人", "one player"),
}
SHAPES: Final[dict[str, Pair]] = {  # [G-R16], laid out from the chosen square
    "square": ("そのマス", "the square"),
    "around": ("そのマスと周囲8マス", "the square and the 8 around"),
    "orthogonal": ("そのマスと上下左右", "the square and its 4 sides"),
    "diagonal": ("そのマスと斜め4マス", "the square and its 4 diagonals"),
    "forward": ("そのマスと前2マス", "the square and 2 ahead"),
    "column": ("その縦列", "its column"),
    "row": ("その横列", "its row"),
    "all": ("バトルゾーン全体", "the whole battle zone"),
}
SIDES: Final[dict[str, Pair]] = {
    "enemy": ("敵", "enemy"),
    "own": ("自分", "own"),
    "any": ("敵味方", "either side"),
}


def word(key: str, lang: str, **params: object) -> str:
    return pick(LABELS, key, lang, **params)


def phase_name(phase: str, lang: str) -> str:
    return said(PHASES, phase, lang)


def kind_name(face: CardDef, lang: str) -> str:
    tags = {EntityDef: "grid-entity", SpellDef: "grid-spell", BaseDef: "grid-base"}
    return said(KINDS, tags[type(face)], lang)


def field(key: str, lang: str) -> str:
    return said(FIELDS, key, lang)


def race_in(face: CardDef, lang: str) -> str:
    return face.race_en if lang == "en" and face.race_en else face.race


def flavor_in(face: CardDef, lang: str) -> str:
    return face.flavor_en if lang == "en" and face.flavor_en else face.flavor


def decision_text(view: Any, lang: str) -> str:
    """Who decides what now: ``▲P1 移動と攻撃``."""
    kind = said(DECISIONS, view.decision.kind, lang)
    actor = view.decision.actor
    if actor == CHANCE:
        return word("dice", lang)
    if actor < 0:
        return kind
    return f"{seat_tag(actor)} {kind}"


def result_text(result: Result, lang: str) -> str:
    return result_words(result, said(ENDINGS, result.reason, lang), lang)


def bottom_is_first(view: Any) -> bool:
    """Whether row 1 (the first player's front row [G-R1]) is drawn at the bottom: for the
    first player, a spectator, and before the first player is known; the second player sees
    their own front row (row 5) at the bottom, as Deus turns its board for its viewer."""
    return pieces.first_nearest(view.viewer, view.first)


def near_seat(view: Any) -> int:
    """The seat whose front row is drawn at the bottom."""
    return pieces.near_seat(view.viewer, view.first)


def board_rows(view: Any) -> list[int]:
    """Board rows (0 = row 1) from the top of the picture down."""
    return [4, 3, 2, 1, 0] if bottom_is_first(view) else [0, 1, 2, 3, 4]
