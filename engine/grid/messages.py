"""The grid game's player-facing sentences: every refusal key of its rules and its notation in
Japanese and English, and the names of its decisions; the package registers them with the
kernel's tables when imported. Each refusal names the rule it keeps.
"""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "grid_not_this_chance": (
        "今はその偶然の結果ではありません。",
        "That is not the chance step now.",
    ),
    "grid_bad_die": ("ダイスの目は1～6です（{value}）。", "A die shows 1-6 (not {value})."),
    "grid_bad_shuffle_key": ("シャッフルの値が範囲外です。", "That shuffle key is out of range."),
    "grid_not_in_deck": ("#{card} は山札にありません。", "#{card} is not in your deck."),
    "grid_not_a_base": (
        "#{card} は拠点カードではありません。[G-3.2]",
        "#{card} is not a base card. [G-3.2]",
    ),
    "grid_not_front_row": (
        "拠点は自分の前列（自分にいちばん近い行）に置きます。[G-4]",
        "A base goes on your front row (the row nearest you). [G-4]",
    ),
    "grid_square_taken": ("そのマスにはカードがあります。", "That square is taken."),
    "grid_not_in_hand": ("#{card} は手札にありません。", "#{card} is not in your hand."),
    "grid_cannot_pay": (
        "コスト{cost}を払えません（未使用のリソース{have}枚）。[G-8.2]",
        "You cannot pay cost {cost} ({have} upright resource card(s)). [G-8.2]",
    ),
    "grid_no_familia_base": (
        "バトルゾーンに「{familia}」の拠点がないので使えません。[G-11.2][G-R5]",
        "No {familia} base is on the battle zone, so it cannot be used. [G-11.2][G-R5]",
    ),
    "grid_wrong_kind": (
        "#{card} はその使い方ができないカードです。",
        "#{card} cannot be used that way.",
    ),
    "grid_wrong_target": (
        "#{card} はその対象を選ぶ呪文ではありません。[G-10.4]",
        "#{card} does not target that. [G-10.4]",
    ),
    "grid_not_an_entry_square": (
        "エンティティは拠点のある行の空きマスか、拠点の正面の空きマスに出します。[G-9.2][G-R4]",
        "An entity enters an empty square of a row holding your base, or the empty square "
        "in front of a base. [G-9.2][G-R4]",
    ),
    "grid_not_front_row_empty": (
        "拠点は自分の前列の空きマスに置きます。[G-11.1][G-R7]",
        "A base goes on an empty square of your front row. [G-11.1][G-R7]",
    ),
    "grid_no_such_square": ("そのマスはありません。", "There is no such square."),
    "grid_not_a_target": (
        "#{card} はこの呪文の対象にできません。[G-10.4]",
        "#{card} cannot be this spell's target. [G-10.4]",
    ),
    "grid_not_a_target_player": ("プレイヤーは P1 か P2 です。", "A player is P1 or P2."),
    "grid_bad_group": (
        "同時に動かすエンティティを重ならないように並べてください。",
        "Name each entity of a group move once.",
    ),
    "grid_not_your_entity": (
        "#{card} はバトルゾーンにある自分のエンティティではありません。",
        "#{card} is not your entity on the battle zone.",
    ),
    "grid_move_used": (
        "#{card} はこのターンもう移動したか、攻撃しました。[G-R10][G-FAQ-9]",
        "#{card} has already moved or attacked this turn. [G-R10][G-FAQ-9]",
    ),
    "grid_cannot_reach": (
        "#{card} は {at} へ移動できません。[G-6.2][G-R8][G-R9]",
        "#{card} cannot move to {at}. [G-6.2][G-R8][G-R9]",
    ),
    "grid_attack_used": (
        "#{card} はこのターンもう攻撃しました。[G-R10]",
        "#{card} has already attacked this turn. [G-R10]",
    ),
    "grid_not_in_range": (
        "#{card} は {at} を攻撃できません。[G-6.4][G-R11]",
        "#{card} cannot attack {at}. [G-6.4][G-R11]",
    ),
    "grid_unpick_first": (
        "選んでいるカードがあります。unpick してから終えてください。",
        "A card is picked: unpick it before you finish.",
    ),
    "grid_notation_group": (
        "同時に動かせるのは{limit}体までです。",
        "At most {limit} entities move together.",
    ),
}

DECISION_NAMES: Final[dict[str, tuple[str, str]]] = {
    "choose_base": ("拠点の選択", "choosing a base"),
    "place_base": ("拠点の配置", "placing a base"),
    "supply": ("補給フェイズ", "supply phase"),
    "use": ("使用フェイズ", "use phase"),
    "move": ("移動フェイズ", "move phase"),
}
