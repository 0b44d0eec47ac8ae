"""Card-set errors in Japanese and English (docs/cardsets.md): where the problem is (file,
card, field), then what it is. carddb/messages.py merges this table into its own and says
every message; the English is what ``rokumon cards check`` prints and ``str()`` gives.

Field paths and the words of the file format (``targets2``, ``'reach'``) are quoted as the
file writes them, in both languages; the card game's words are the reader's (English:
docs/glossary.md), and a value the file must write in Japanese (an attribute) comes as a
parameter.
"""

from __future__ import annotations

from typing import Final

CARD_SET_MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # where
    "in_file": ("{source}: {problem}", "{source}: {problem}"),
    "in_card": ("{source}: カード {card}: {problem}", "{source}: card {card}: {problem}"),
    "in_field": ("{source}: 項目 {field}: {problem}", "{source}: field '{field}': {problem}"),
    "in_card_field": (
        "{source}: カード {card}: 項目 {field}: {problem}",
        "{source}: card {card}: field '{field}': {problem}",
    ),
    # the file and its [set] table
    "unreadable_file": ("読めません: {detail}", "cannot read: {detail}"),
    "not_valid": ("{format}として読めません: {detail}", "not valid {format}: {detail}"),
    "nested_too_deeply": (
        "表や配列の入れ子が深すぎて読めません",
        "tables or arrays are nested too deeply to read",
    ),
    "huge_digits": (
        "何千桁もある数があります。カードの数は1～2桁です",
        "a number has thousands of digits; numbers on cards have one or two",
    ),
    "not_a_table": ("ファイルの中身は表にしてください", "the file must hold a table"),
    "no_set_table": (
        "[set] の表（id, name, ruleset）がありません",
        "missing [set] table (id, name, ruleset)",
    ),
    "not_a_text": ("空でない文字列にしてください", "must be a non-empty string"),
    "no_cards": ("セットに [[card]] がありません", "the set has no [[card]] entries"),
    "too_many_cards": (
        "セットのカードが{count}枚あります。1セット{limit}枚までです",
        "the set has {count} cards; a set holds at most {limit}",
    ),
    "repeated_id": ("{other} と同じIDです", "repeats the id of {other}"),
    # a card's shape (msgspec decoding)
    "card_not_table": ("[[card]] はそれぞれ表にしてください", "each [[card]] must be a table"),
    "bad_kind": ("{kinds} のどれかにしてください", "must be one of {kinds}"),
    "required": ("必須です", "is required"),
    "unknown_field": ("このカード分類にはない項目です", "is not a field of this card kind"),
    "wrong_type": (
        "`{expected}` が必要なところに `{got}` があります",
        "Expected `{expected}`, got `{got}`",
    ),
    "not_one_of": ("「{value}」は {hint} のどれでもありません", "'{value}' is not one of {hint}"),
    "bad_enum": ("「{value}」は使えない値です", "Invalid enum value '{value}'"),
    "bad_value": ("「{value}」は使えない値です", "Invalid value '{value}'"),
    "unreadable_value": ("読めません: {detail}", "{detail}"),
    # a card's fields [4-1]..[4-5]
    "not_empty": ("空にはできません", "must not be empty"),
    "bad_id": (
        "英字、数字、「-」「_」「.」だけにしてください（RK1-001 のように）",
        "is letters, digits, '-', '_' and '.' only (like RK1-001)",
    ),
    "at_least": ("{least}以上にしてください", "must be {least} or more"),
    "printed_defence": ("印刷される防御力は1以上です", "a printed defence is at least 1"),
    "bad_spell_slot": (
        "「{slot}」は属性（{attributes}）でもSでもありません",
        "'{slot}' is not an attribute ({attributes}) or S",
    ),
    "bad_damage_modifier": (
        "ダメージ属性と1以上の値が必要です",
        "needs a damage attribute and an amount of 1 or more",
    ),
    "equipment_slot": (
        "装備品はIのアイテム枠に装備します [12-4-1]",
        "equipment is equipped in an I slot [12-4-1]",
    ),
    "equipment_item_slots": (
        "装備品はアイテム枠を追加できません",
        "equipment cannot grant item slots",
    ),
    "bonus_not_equipment": (
        "追加攻撃力・追加防御力・追加常備能力を持つのは装備品だけです [4-4]",
        "only equipment has bonuses or granted statics [4-4]",
    ),
    # English (carddb/english.py)
    "blank_english": (
        "空白だけにはできません。英語がなければ項目ごと省いてください",
        "must not be blank: leave the field out when there is no English",
    ),
    "japanese_in_english": (
        "英語の項目に日本語（かな・漢字・全角の記号）があります",
        "holds Japanese (kana, kanji or full-width marks): an _en field is English",
    ),
    # limits (carddb/bounds.py)
    "huge_number": ("数が大きすぎます", "is far too large a number"),
    "nested_deep": (
        "入れ子が{limit}段より深くなっています",
        "is nested more than {limit} levels deep",
    ),
    "out_of_range": ("{least}～{most}にしてください", "must be {least} to {most}"),
    "too_long": ("{limit}文字をこえています", "is longer than {limit} characters"),
    "too_many_entries": ("{limit}個をこえています", "has more than {limit} entries"),
    "then_too_deep": (
        "then の入れ子が{limit}段より深くなっています",
        "'then' is nested more than {limit} deep",
    ),
    # abilities (carddb/moncolle/abilitycheck.py, docs/effects.md)
    "same_mode": (
        "1枚のカードの2つのモードには別々のモード名が必要です [4-3]",
        "two modes of one card need different mode names [4-3]",
    ),
    "needs_trigger": (
        "[条件]の能力には〈発揮：…〉の発揮時期が必要です [11-2-4]",
        "a [Condition] ability needs its 'trigger' [11-2-4]",
    ),
    "trigger_not_condition": (
        "発揮時期を持つのは[条件]の能力だけです",
        "only a [Condition] ability has a 'trigger'",
    ),
    "cannot_tap": (
        "行動完了にできるのはユニット、装備品、召喚術師だけです [13-1]",
        "only a unit, equipment or a summoner can be tapped [13-1]",
    ),
    "declare_needs_cost": (
        "宣言型の能力には必ずコストがあります [13-2]",
        "a <Declare> ability always prints a cost [13-2]",
    ),
    "hand_timing": (
        "手札から使うカードのタイミングは[普通]か[対抗]です [4-3]",
        "a card used from the hand is [Normal] or [Response] [4-3]",
    ),
    "hand_icon": (
        "手札から使うカードには手札アイコンがあります [13-3]",
        "a card used from the hand has the <Hand> icon [13-3]",
    ),
    "target_groups": ("対象のグループは2つまでです", "at most two groups of targets"),
    "area_where": (
        "エリアの対象は 'placeable' か 'reach' だけです",
        "areas are 'placeable' or 'reach', only",
    ),
    "reach_after_units": (
        "'reach' はユニットの第1グループの次のグループです",
        "'reach' follows a first group of units",
    ),
    "no_targets": (
        "この能力には適用する対象がありません",
        "the ability has no targets to apply to",
    ),
    "no_second_group": (
        "この能力には2つめの対象グループがありません",
        "the ability has no second group of targets",
    ),
    "all_needs_among": (
        "'all' には、何のすべてかを示す 'among' が必要です",
        "'all' needs 'among' to say which things",
    ),
    "amount_form": (
        "「{text}」は 3、2D、1D+2 のような値ではありません",
        "'{text}' is not an amount like 3, 2D or 1D+2",
    ),
    "amount_dice": (
        "振るダイスは{limit}個（{limit}D）までです",
        "an amount rolls at most {limit} dice ({limit}D)",
    ),
    "amount_flat": ("加える数は{limit}までです", "an amount adds at most {limit}"),
    "cancel_link": (
        "キャンセルの対象は宣言（kind 'link'）です [16]",
        "a cancel targets a declaration (kind 'link') [16]",
    ),
    "dice_bonus_zero": ("ダイス修整が0では何も変わりません", "a dice bonus of 0 changes nothing"),
    "step_players": (
        "この手順はプレイヤー（controller, opponent）に適用します",
        "this step applies to players (controller, opponent)",
    ),
    "step_hand_cards": (
        "この手順は手札で対象にしたカードに適用します",
        "this step takes cards targeted in a hand",
    ),
    "equip_unit": (
        "equip には2つめの対象グループ（ユニット）が必要です",
        "equip needs a second target group: the unit",
    ),
    "field_only": (
        "地形の配置と特殊進軍は戦闘の外（Field）で行います",
        "terrain placement and special advance happen outside battles (Field)",
    ),
    "step_moves": (
        "この手順で動かすのはユニットかカードで、プレイヤーや宣言ではありません",
        "this step moves units or cards, not players or links",
    ),
    "step_then_area": (
        "この手順には {first} のグループ、次にエリア（{where}）のグループが必要です",
        "this step takes a {first} group, then an area ({where}) group",
    ),
    "deck_text": (
        "Deckのテキスト [11-1-1] はデッキに入れられる枚数だけを定めます",
        "a Deck text [11-1-1] states a deck limit, and only that",
    ),
    "always_owner": (
        "[常時]を持つのはユニット、地形、装備品です",
        "[Always] belongs to units, terrains and equipment",
    ),
    "always_period": (
        "[常時]の効果の有効時期は Battle か Field です [11-2-5]",
        "an [Always] effect is Battle or Field [11-2-5]",
    ),
    "always_plain": (
        "[常時]の効果には対象もコストもアイコンもありません。常に有効です",
        "an [Always] effect has no targets, cost or icon: it is always on",
    ),
    "always_steps": (
        "[常時]の効果は修整、付与、「死亡しない」の付与だけです",
        "an [Always] effect modifies, grants or gives 'cannot die', nothing more",
    ),
    "always_to": (
        "[常時]の効果の適用先は 'self' か 'all' です",
        "an [Always] effect applies to 'self' or 'all'",
    ),
    "terrain_not_self": (
        "地形はユニットではありません。'all' と 'among' を使ってください",
        "a terrain is not a unit: use 'all' with 'among'",
    ),
    # a server's pool (bot/service/library.py, docs/cardsets.md "Imported sets")
    "held_shipped": ("{id}（同梱のカード）", "{id} (a shipped card)"),
    "held_by_set": ("{id}（セット {set}）", "{id} (set {set})"),
    "id_taken": ("すでに {holder}が使っています", "is already used by {holder}"),
    "id_is_a_name": (
        "すでに {holder}の名前です。デッキリストでその名前を書いても、そのカードを指さなくなります",
        "is already the name of {holder}: a deck list writing that name would no longer mean "
        "that card",
    ),
    "name_taken": (
        "すでに {holder}の名前です。デッキリストで区別できません",
        "is already the name of {holder}: a deck list could not tell them apart",
    ),
    "name_is_an_id": (
        "{holder}のIDです。デッキリストでこの名前を書くと、そのカードを指します",
        "is the id of {holder}: a deck list writing this name would mean that card",
    ),
    "unknown_ruleset": (
        "ルール「{ruleset}」はありません（あるのは {known}）",
        "unknown ruleset '{ruleset}' (known: {known})",
    ),
    "sets_full": (
        "このサーバーのカードセットはすでに上限の{limit}個です",
        "this server holds {limit} card sets, the most it may",
    ),
}
