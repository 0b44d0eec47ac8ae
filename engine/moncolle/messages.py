"""The Monster Collection family's player-facing sentences: every refusal and notation-error
key of its rules, in Japanese (the default) and English, the names of its decisions and its
cards' printed words; a ruleset of the family registers them with the kernel's message
tables (engine/kernel/messages.py), so the console and the Discord bot say the same thing.
"""

from __future__ import annotations

from typing import Final

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "not_this_chance": (
        "今はそのダイス／シャッフルの番ではありません。",
        "That is not the pending die roll or shuffle.",
    ),
    "bad_die": ("ダイスの目は1～6です（{value}）。", "A die shows 1 to 6, not {value}."),
    "bad_shuffle_key": ("シャッフルの値が範囲外です。", "That shuffle key is out of range."),
    "mulligan_not_allowed": (
        "マリガンできるのは、手札にユニットカードが1枚もないときに1度だけです。[8]",
        "You may mulligan only once, and only with no unit card in hand. [8]",
    ),
    "not_in_hand": ("#{card} は手札にありません。", "#{card} is not in your hand."),
    "must_discard_down": (
        "手札が上限をこえています。あと{count}枚破棄してください（上限{limit}枚）。[9-1]",
        "Your hand is over the limit: discard {count} more (limit {limit}). [9-1]",
    ),
    "no_such_player": ("そのプレイヤーはいません。", "There is no such player."),
    "no_resign_after_deck_out": (
        "双方の山札がなくなった後は投了できません。[17-3]",
        "You cannot resign once both decks are empty. [17-3]",
    ),
    "no_such_area": ("そのエリアはありません（A1～C4）。", "There is no such area (A1..C4)."),
    "terrain_on_hq": (
        "{area} は本陣です。本陣には地形を配置できません。[5-3]",
        "{area} is an HQ; no terrain may be placed there. [5-3]",
    ),
    "terrain_out_of_reach": (
        "{area} には配置できません：自軍配置地形か自軍支配地形のあるエリアと、"
        "その上下左右だけです。[9-2-1]",
        "You cannot place at {area}: only where your terrain or units are, or next to them "
        "(up, down, left, right). [9-2-1]",
    ),
    "not_a_terrain": ("#{card} は地形カードではありません。", "#{card} is not a terrain card."),
    "terrain_after_proxy": (
        "代理地形を配置したターンには、手札から地形を配置できません。[9-2-1]",
        "You placed proxy terrain this turn, so no terrain from your hand. [9-2-1]",
    ),
    "proxy_once_a_turn": (
        "代理地形は1ターンに1回だけです。[9-2-1]",
        "Proxy terrain only once a turn. [9-2-1]",
    ),
    "proxy_after_terrain": (
        "手札から地形を配置したターンには、代理地形を配置できません。[9-2-1]",
        "You placed terrain from your hand this turn, so no proxy terrain. [9-2-1]",
    ),
    "proxy_needs_deck": (
        "山札がないので代理地形を配置できません。",
        "Your deck is empty: no proxy terrain.",
    ),
    "no_terrain_there": (
        "{area} には地形がないので進軍できません。",
        "{area} holds no terrain: units cannot advance there.",
    ),
    "one_battle_per_advance": (
        "敵軍支配地形へ進軍するときは、進軍先は1か所だけです。[9-2-2]",
        "An advance into an enemy-held terrain has that single destination. [9-2-2]",
    ),
    "already_battled_there": (
        "{area} ではこのターンすでに戦闘が発生しています。[9-2-2]",
        "A battle already took place at {area} this turn. [9-2-2]",
    ),
    "hq_wiped_this_turn": (
        "双方が全滅した本陣 {area} へは、このターン進軍できません。[10-8-3]",
        "Both sides were wiped out at the HQ {area}: no advance there this turn. [10-8-3]",
    ),
    "not_your_unit": ("#{card} はあなたのユニットではありません。", "#{card} is not your unit."),
    "unit_tapped": (
        "#{card} は行動完了です。未行動のユニットだけが進軍できます。[9-2-2]",
        "#{card} has already acted; only untapped units advance. [9-2-2]",
    ),
    "already_planned": ("#{card} はすでに進軍に含まれています。", "#{card} is already moving."),
    "out_of_range": (
        "{area} は #{card} の進軍範囲（{move}）の外です。[9-2-2]",
        "{area} is outside #{card}'s advance range ({move}). [9-2-2]",
    ),
    "over_limit": (
        "{area} のリミット（{limit}）をこえます。",
        "That goes over the limit of {area} ({limit}).",
    ),
    "nothing_planned": ("進軍するユニットがまだありません。", "No unit is moving yet."),
    "finish_advance_first": (
        "先に進軍を宣言するか取り消してください。",
        "Declare or clear the advance first.",
    ),
    "not_a_unit": ("#{card} はユニットカードではありません。", "#{card} is not a unit card."),
    "not_instant": (
        "#{card} は即時召喚できません（レベルが即時召喚可能ではありません）。[10-1-2]",
        "#{card} cannot be instant-summoned (its level lacks the mark). [10-1-2]",
    ),
    "hero_points_short": (
        "英雄 #{card} の召喚には山札{points}枚が必要です。[4-2]",
        "Hero #{card} needs {points} cards in your deck. [4-2]",
    ),
    "hero_same_name": (
        "同名の英雄はすでに自軍にいます。[4-2]",
        "You already have a hero of that name on the battlefield. [4-2]",
    ),
    "not_equipment": ("#{card} は装備品ではありません。", "#{card} is not equipment."),
    "no_free_item_slot": (
        "#{card} には装備できるアイテム枠がありません。[12-4-1]",
        "#{card} has no free item slot for equipment. [12-4-1]",
    ),
    "discard_equipment_first": (
        "装備品の破棄は、召喚や装備より前の手順です。",
        "Discarding equipment comes before summoning or equipping.",
    ),
    "not_your_equipment": (
        "#{card} はここで破棄できる自軍の装備品ではありません。",
        "#{card} is not equipment of yours that can be discarded here.",
    ),
    "no_item_slot": (
        "#{card} は「アイテム」を持っていません。[9-2-3]",
        "#{card} has no item slot. [9-2-3]",
    ),
    "swap_same_terrain": (
        "持ち替えは、同じ地形にいる別々の自軍ユニットの間だけです。[9-2-3]",
        "Swap equipment only between two of your units on the same terrain. [9-2-3]",
    ),
    "swap_nothing": ("どちらも装備品を持っていません。", "Neither unit carries equipment."),
    "formation_unit": (
        "#{card} はこの戦闘の自軍ユニットではないので、隊列に並べられません。[10-2-1]",
        "#{card} is not one of your units in this battle, so it has no place in your "
        "formation. [10-2-1]",
    ),
    "formation_already_placed": (
        "#{card} はもう隊列の前から{place}番目に並べました。隊列は前から1体ずつ決めます。[10-2-1]",
        "#{card} is already in line (place {place} from the front): the formation is set front to "
        "back, one unit at a time. [10-2-1]",
    ),
    "formation_last_unit": (
        "#{card} は残った最後のユニットなので、自動的に隊列の最後列になります。[10-2-1]",
        "#{card} is the last unit left, so it takes the rearmost place by itself. [10-2-1]",
    ),
    "cannot_attack": ("今は攻撃できません。[10-9-3]", "No attack is possible now. [10-9-3]"),
    "not_returning": ("#{card} は戻るユニットではありません。", "#{card} is not returning."),
    "not_a_start_area": (
        "{area} は進軍を始めた地形ではありません。[10-8-2]",
        "{area} is not an area the advance started from. [10-8-2]",
    ),
    "cannot_use": (
        "#{card} は今は使えません（タイミング・コスト・対象を確かめてください）。",
        "#{card} cannot be used now (check its timing, cost and targets).",
    ),
    "bad_target": ("その対象は選べません。", "That is not a target you can choose."),
    "bad_payment": (
        "#{card} の {slot} ではこのコストを払えません。",
        "#{card}'s {slot} slot cannot pay this cost.",
    ),
    "bad_payment_card": ("#{card} はコストにできません。", "#{card} cannot pay this cost."),
    "declaration_incomplete": (
        "対象かコストがまだ決まっていません。",
        "Targets or costs are still to be chosen.",
    ),
    "not_appropriate": (
        "[対抗]の対象は、連鎖中に効果を使ったか対象になったユニットか、プレイヤーです。[10-10-3]",
        "A [Response] targets a unit that used or was targeted by an effect in this chain, "
        "or a player. [10-10-3]",
    ),
    "must_use_forced": (
        "[条件(強制)]の効果が残っています。先に使ってください。[11-2-4]",
        "A [Condition (forced)] effect is left: it must be used first. [11-2-4]",
    ),
    "not_manual_step": (
        "その手動処理はできません（対象と値を確かめてください）。",
        "That manual step is not possible (check its target and amount).",
    ),
    "limit_choice": (
        "#{card} は今破棄できません（即時召喚したユニットから破棄します）。[17-4]",
        "#{card} cannot be discarded now (instant-summoned units go first). [17-4]",
    ),
    # the action notation (NotationError): what a typed action cannot be read as
    "notation_manual": (
        "manual の後には手順、その対象と値を書きます。",
        "'manual' takes a primitive, then its target and an amount.",
    ),
    "notation_amount": (
        "「{token}」は 3 や -2 のような値ではありません。",
        "'{token}' is not an amount like 3 or -2.",
    ),
    "notation_target": (
        "「{token}」は対象ではありません。#12（ユニットかカード）、P1/P2、L1（宣言）、B2（エリア）"
        "で書いてください。",
        "'{token}' is not a target: #12 (a unit or card), P1/P2, L1 (a declaration), B2 (an area).",
    ),
    "notation_slot": (
        "「{token}」は枠ではありません。使えるのは {options} です。",
        "'{token}' is not a slot: {options}.",
    ),
    "notation_area": (
        "「{token}」はエリアではありません。A1～C4 で書いてください（列A～C、行1～4）。",
        "'{token}' is not an area: use A1..C4 (columns A-C, rows 1-4).",
    ),
}

DECISION_NAMES: Final[dict[str, tuple[str, str]]] = {
    "chance": ("ダイス／シャッフル", "dice or shuffle"),
    "mulligan": ("マリガン", "mulligan"),
    "hand_adjust": ("手札調整", "hand adjustment"),
    "main": ("メインフェイズ", "main phase"),
    "summon": ("通常召喚フェイズ", "normal summon phase"),
    "instant": ("即時召喚タイミング", "instant summon timing"),
    "formation": ("隊列変更タイミング", "formation"),
    "attack": ("攻撃", "attack"),
    "effects": ("普通タイミング", "normal timing"),
    "chain": ("対抗の権利", "the right to respond"),
    "declare": ("宣言", "declaring"),
    "trigger": ("[条件]の効果の使用", "[Condition] effects"),
    "manual": ("手動処理", "manual resolution"),
    "effect_discard": ("効果による手札の破棄", "discarding for an effect"),
    "return": ("帰還先の選択", "return"),
    "limit": ("リミット調整", "limit adjustment"),
    "over": ("終了", "over"),
}

# the printed words of the family's cards (engine/moncolle/traits.py, abilities.py), which set
# files write in Japanese, as an English reader is told them: in a refusal (an advance type)
# and on a card shown in English (renderer/cardtext.py)
WORDS: Final[dict[str, tuple[str, str]]] = {
    # attributes [2]
    "火": ("火", "Fire"),
    "風": ("風", "Wind"),
    "水": ("水", "Water"),
    "聖": ("聖", "Holy"),
    "土": ("土", "Earth"),
    "魔": ("魔", "Dark"),
    # advance types [9-2-2]
    "歩行": ("歩行", "Walk"),
    "飛行": ("飛行", "Fly"),
    "長距離飛行": ("長距離飛行", "Long fly"),
    # item classes [4-4]
    "装備品": ("装備品", "Equipment"),
    "消耗品": ("消耗品", "Consumable"),
    "錬金弾": ("錬金弾", "Alchemy bullet"),
    # timings [11-2]
    "普通": ("普通", "Normal"),
    "速攻": ("速攻", "Quick"),  # deus [D-TIM-QUICK]
    "攻撃前": ("攻撃前", "Pre-attack"),  # deus [D-TIM-PRE-1]
    "普通|対抗不可": ("普通|対抗不可", "Normal | no response"),
    "対抗": ("対抗", "Response"),
    "対抗:攻撃": ("対抗:攻撃", "Response: attack"),
    "儀式": ("儀式", "Ritual"),
    "条件": ("条件", "Condition"),
    "条件(強制)": ("条件(強制)", "Condition (forced)"),
    "常時": ("常時", "Always"),
    # icons [13]
    "完了型": ("完了型", "Tap"),
    "宣言型": ("宣言型", "Declare"),
    "手札": ("手札", "Hand"),
}
