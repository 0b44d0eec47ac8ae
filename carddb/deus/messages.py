"""モンコレDeus's card-set and deck-construction messages in Japanese and English, added to
carddb/messages.py's table (``add_messages``) when carddb/deus is imported, the only place
that says them. Each names the rule it keeps: Deus's ids (``[D-STAT-0]``) and rulings
(``[R15]``) of ../shared/rules/deus-map.md.
"""

from __future__ import annotations

from typing import Final

from carddb.moncolle.abilitycheck import add_messages

DEUS_MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # cards [D-CARD-*]
    "deus_no_arcana": (
        "モンコレDeusの召喚術師にアルカナはありません [D-CARD-SUM]",
        "a Deus summoner has no arcana [D-CARD-SUM]",
    ),
    "deus_no_heroes": (
        "モンコレDeusに英雄（英雄点）はありません [D-CARD-UNIT-11]",
        "Deus has no heroes (hero points) [D-CARD-UNIT-11]",
    ),
    "deus_move": (
        "進軍タイプは歩行か飛行です。長距離飛行はありません [D-CARD-UNIT-8]",
        "the move type is Walk or Fly; there is no Long fly [D-CARD-UNIT-8]",
    ),
    "deus_level": (
        "レベルは8以下です。エリアのリミットは8です [D-BOARD-1]",
        "the level is at most 8, an area's limit [D-BOARD-1]",
    ),
    "deus_statics": (
        "常備能力は「イニシアチブ」と「スペル」だけです [D-STAT-0]",
        "the only static abilities are initiative and spell slots [D-STAT-0]",
    ),
    "deus_bad_spell_slot": (
        "「{slot}」は属性（{attributes}）でも※でもありません [D-STAT-SP-1]",
        "'{slot}' is not an attribute ({attributes}) or ※ [D-STAT-SP-1]",
    ),
    "deus_faction": (
        "モンコレDeusのカードはどれかの勢力に属します（printing.faction） [D-CARD-0]",
        "a Deus card belongs to a faction (printing.faction) [D-CARD-0]",
    ),
    "deus_token_instant": (
        "トークンは効果でだけ戦場に出ます。即時召喚はできません [R16]",
        "a token enters play by effects only, never by instant summon [R16]",
    ),
    "deus_never_to_hand": (
        "手札に移らないのはトークンだけです [D-CARD-TOK-5]",
        "only a token can be kept from the hand [D-CARD-TOK-5]",
    ),
    # abilities [D-PER-*][D-TIM-*][D-ABIL-1][D-COST-*]
    "deus_period": (
        "有効時期は Battle か Field です。Deck はありません [D-PER-0]",
        "the period is Battle or Field; there is no Deck [D-PER-0]",
    ),
    "deus_no_icons": (
        "モンコレDeusに能力アイコン（完了型・宣言型・手札）はありません [D-ABIL-1]",
        "Deus has no ability icons (Tap, Declare, Hand) [D-ABIL-1]",
    ),
    "deus_timing": (
        "タイミングは[儀式][速攻][攻撃前][対抗][条件][条件(強制)][常時]です。"
        "[{timing}]はありません [D-TIM-0]",
        "the timings are Ritual, Quick, Pre-attack, Response, Condition, Condition (forced) "
        "and Always; "
        "there is no [{timing}] [D-TIM-0]",
    ),
    "deus_trigger": (
        "イニシアチブ決定タイミング開始時の[条件]はありません。[速攻]が代わります [D-BAT-3b]",
        "there is no [Condition] at the start of the initiative timing; [Quick] replaces it "
        "[D-BAT-3b]",
    ),
    "deus_ritual_field": (
        "[儀式]の有効時期は Field です [D-TIM-RIT]",
        "a [Ritual] is a Field effect [D-TIM-RIT]",
    ),
    "deus_battle_timing": (
        "[{timing}]の有効時期は Battle です [D-BAT-3a][D-BAT-5-1]",
        "a [{timing}] effect is a Battle effect [D-BAT-3a][D-BAT-5-1]",
    ),
    "deus_summoner_ritual": (
        "召喚術師の能力は Field の[儀式]だけです [D-RIT-3][R15]",
        "a summoner's abilities are Field [Ritual] ones only [D-RIT-3][R15]",
    ),
    "deus_summoner_untapped": (
        "召喚術師は行動完了になりません [D-TAP-1][R15]",
        "a summoner is never tapped [D-TAP-1][R15]",
    ),
    "deus_always_owner": (
        "[常時]を持つのはユニットカードだけです [D-TIM-ALW-2]",
        "only unit cards have [Always] effects [D-TIM-ALW-2]",
    ),
    "deus_spell_timing": (
        "戦闘スペルのタイミングは[速攻]、[攻撃前]（[普通]）か[対抗]です [D-TIM-0][D-BAT-5-N]",
        "a battle spell is [Quick], [Pre-attack] ([Normal]) or [Response] [D-TIM-0][D-BAT-5-N]",
    ),
    "deus_ritual_timing": (
        "儀式スペルのタイミングは Field の[儀式]です [D-RIT-2]",
        "a ritual spell is a Field [Ritual] [D-RIT-2]",
    ),
    "deus_no_items": (
        "モンコレDeusにアイテムはありません [D-CARD-0]",
        "Deus has no items [D-CARD-0]",
    ),
    "deus_no_terrain": (
        "モンコレDeusに地形カードはありません [D-BOARD-12]",
        "Deus has no terrain cards [D-BOARD-12]",
    ),
    "deus_step": (
        "「{step}」はモンコレDeusにない手順です（アイテム、地形、デッキ枚数）[D-CARD-0][D-PER-0]",
        "'{step}' is not a step of Deus (items, terrain, deck limits) [D-CARD-0][D-PER-0]",
    ),
    "deus_no_cancel": (
        "モンコレDeusに「キャンセル」はありません [D-TERM-6]",
        "Deus has no cancel [D-TERM-6]",
    ),
    "deus_no_removed": (
        "モンコレDeusに除外領域はありません [D-BOARD-12]",
        "Deus has no removed zone [D-BOARD-12]",
    ),
    "deus_no_all_damage": (
        "モンコレDeusに ALL のダメージ属性はありません [D-DMG-3c]",
        "Deus has no ALL damage attribute [D-DMG-3c]",
    ),
    # deck construction [D-DECK-0][D-DECK-3c..3e][R18]
    "deus_summoner_count": (
        "召喚術師カードがちょうど1枚必要です（{count}枚あります）[D-DECK-3e]",
        "the deck needs exactly 1 summoner card; it has {count} [D-DECK-3e]",
    ),
    "deus_no_tokens": (
        "トークン「{name}」はデッキに入りません（{lines}）[D-DECK-3d]",
        "the token '{name}' never goes into a deck ({lines}) [D-DECK-3d]",
    ),
    "deus_factions": (
        "デッキはちょうど2つの勢力のカードで作ります（{count}勢力あります: {names}）[D-DECK-0]",
        "a deck takes the cards of exactly 2 factions; it has {count}: {names} [D-DECK-0]",
    ),
    "deus_faction_size": (
        "勢力「{faction}」のカードが{count}枚あります。ちょうど{size}枚にしてください [D-DECK-3c]",
        "the deck has {count} cards of the faction '{faction}'; it needs exactly {size} "
        "[D-DECK-3c]",
    ),
    "deus_faction_size_one": (
        "勢力「{faction}」のカードが{count}枚です。ちょうど{size}枚にしてください [D-DECK-3c]",
        "the deck has {count} card of the faction '{faction}'; it needs exactly {size} [D-DECK-3c]",
    ),
    "deus_copies": (
        "「{name}」が{count}枚あります（{lines}）。ハーフデッキにあるのは{allowed}枚です [R18]",
        "{count} copies of '{name}' ({lines}); its half-deck holds {allowed} [R18]",
    ),
    "deus_summoner_faction": (
        "召喚術師「{name}」はデッキの2つの勢力のどちらのものでもありません [D-DECK-3e]",
        "the summoner '{name}' belongs to neither of the deck's two factions [D-DECK-3e]",
    ),
}

add_messages(DEUS_MESSAGES)
