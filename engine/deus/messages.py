"""Deus's player-facing sentences beside the family's (engine/moncolle/messages.py): every
refusal key of its own rules in Japanese and English, and the names of its decisions; the
package registers them with the kernel's tables when imported.
"""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "no_such_faction": ("その勢力はありません。", "There is no such faction."),
    "faction_taken": (
        "「{faction}」はすでに選ばれています。[D-DECK-2d]",
        "{faction} has already been taken. [D-DECK-2d]",
    ),
    "not_your_faction": (
        "自分が選んだ勢力ではありません。",
        "That is not one of your factions.",
    ),
    "no_such_card_in_faction": (
        "「{faction}」にそのカードはありません。",
        "{faction} has no such card.",
    ),
    "card_already_included": (
        "そのカードはもうデッキに入っています。[D-DECK-3c]",
        "That card is already in your deck. [D-DECK-3c]",
    ),
    "faction_full": (
        "「{faction}」からはもう{count}枚選びました。[D-DECK-3c]",
        "You already chose {count} cards of {faction}. [D-DECK-3c]",
    ),
    "summoner_already_chosen": (
        "召喚術師はもう選んであります。[D-DECK-3e]",
        "You have already chosen your summoner. [D-DECK-3e]",
    ),
    "must_discard_down_deus": (
        "手札が上限をこえています。あと{count}枚破棄してください（上限{limit}枚）。[D-TURN-2-1]",
        "Your hand is over the limit: discard {count} more (limit {limit}). [D-TURN-2-1]",
    ),
    "no_such_area_deus": (
        "そのエリアはありません（A1～C3）。",
        "There is no such area (A1..C3).",
    ),
    "notation_area_deus": (
        "「{token}」はエリアではありません。A1～C3 で書いてください。",
        "'{token}' is not an area: use A1..C3.",
    ),
    "out_of_range_deus": (
        "#{card}（{move}）は {area} へ進軍できません：進軍範囲内の前線地形か自軍領土だけです。"
        "[D-ADV-b]",
        "#{card} ({move}) cannot go to {area}: only the front line or your own territory "
        "within its range. [D-ADV-b]",
    ),
    "battle_marker_closed": (
        "{area} には戦闘済マーカーがあり、誰もいないか敵軍の支配地形なので進軍できません。"
        "[D-ADV-e]",
        "{area} has a battle marker and is empty or enemy-held: no advance there this turn. "
        "[D-ADV-e]",
    ),
    "one_destination": (
        "誰もいない前線地形や敵軍の支配地形への進軍は、その1か所だけが進軍先です（{area}）。"
        "[D-ADV-d]",
        "An advance into an empty or enemy-held front-line area has that one destination "
        "({area}). [D-ADV-d]",
    ),
    "over_limit_deus": (
        "{area} の自軍ユニットの合計レベルが{limit}をこえます。[D-BOARD-1]",
        "Your units in {area} would total more than level {limit}. [D-BOARD-1]",
    ),
    "intercept_there_only": (
        "迎撃できるのは {area} だけです。[D-INT-0]",
        "You may intercept into {area} only. [D-INT-0]",
    ),
    "not_a_unit_in_hand": (
        "#{card} は手札のユニットカードではありません（トークンは召喚できません）。[D-TURN-4-C]",
        "#{card} is not a unit card in your hand (tokens cannot be summoned). [D-TURN-4-C]",
    ),
    "finish_rearrangement_first": (
        "先に入れ替えを実行するか取り消してください。",
        "Carry out or clear the rearrangement first.",
    ),
    "summon_own_territory": (
        "召喚できるのは自軍領土だけです（{area}）。[D-TURN-4-C]",
        "You may summon only into your own territory ({area}). [D-TURN-4-C]",
    ),
    "not_instant_deus": (
        "#{card} は即時召喚できるユニットカードではありません。[D-BAT-1b]",
        "#{card} is not a unit card that can be instant-summoned. [D-BAT-1b]",
    ),
    "rearrange_territory_only": (
        "#{card}: 入れ替えは自軍領土のユニットを自軍領土の中で動かすだけです。[D-TURN-4-D]",
        "#{card}: a rearrangement moves your own-territory units within your territory. "
        "[D-TURN-4-D]",
    ),
    "rearrange_same_area": (
        "#{card} はもうそのエリアにいます。",
        "#{card} is already in that area.",
    ),
    "must_attack": (
        "攻撃できるので、攻撃しなければなりません。[D-BAT-5-2]",
        "You can attack, so you must. [D-BAT-5-2]",
    ),
    "not_an_origin": (
        "{area} はこの戦闘の進軍元ではありません。[D-POST-C]",
        "{area} is not an area this battle's units came from. [D-POST-C]",
    ),
    "summoner_rituals_only": (
        "召喚術師が使えるのはメインフェイズの[儀式]だけです。[R15]",
        "A summoner uses only its [Ritual] in the main phase. [R15]",
    ),
    "summon_into_area": (
        "#{card} を召喚できるのは空きのある自軍領土のエリアだけです（{areas}）。[D-TURN-4-C]",
        "#{card} can be summoned only into an own-territory area with room ({areas}). [D-TURN-4-C]",
    ),
    "finish_plan_first": (
        "先に計画中の移動を宣言するか取り消してください。",
        "Declare or clear the planned moves first.",
    ),
}

DECISION_NAMES: Final[dict[str, tuple[str, str]]] = {
    "pick_faction": ("勢力の選択", "faction pick"),
    "build": ("デッキ構築", "deck building"),
    "effect_summon": ("効果で召喚するエリアの選択", "choosing where an effect summons"),
    "intercept": ("迎撃", "interception"),
    "quick": ("速攻タイミング", "quick timing"),
    "normal": ("普通タイミング", "normal timing"),
}
