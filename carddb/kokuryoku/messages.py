"""The national-power game's card-set, deck-construction and pool messages in Japanese and
English, added to carddb/messages.py's table when carddb/kokuryoku is imported, the only
place that says them. Each names the field at fault and the rule it keeps: the fragments'
units (``[K-6.2a]``) and the variant's rules (``[KV-19]``) of
../shared/rules/kokuryoku-map.md; our own card-design bounds name none.
"""

from __future__ import annotations

from typing import Final

from carddb.messages import MESSAGES

KOKU_MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # a unit's numbers [KV-6][KV-7][KV-10][KV-16]
    "koku_morale": (
        "気力（morale: 乗せられる気力チップの最大数）は{least}～{most}です [KV-6]",
        "the morale ('morale': the most chips the unit may hold) is {least} to {most} [KV-6]",
    ),
    "koku_attack": (
        "攻撃力（attack）は{least}～{most}です（0: 攻撃しない） [KV-7]",
        "the attack ('attack') is {least} to {most} (0: it never attacks) [KV-7]",
    ),
    "koku_hits": (
        "攻撃回数（hits: 支払いとダメージに掛ける数）は{least}～{most}です [KV-7]",
        "the hits ('hits': what an attack's cost and damage are multiplied by) are {least} to "
        "{most} [KV-7]",
    ),
    "koku_hits_no_attack": (
        "攻撃力0のユニットは攻撃しません。攻撃回数（hits）は1のままにしてください [KV-7]",
        "a unit of attack 0 never attacks: leave its hits ('hits') at 1 [KV-7]",
    ),
    "koku_counter": (
        "反撃（counter: 反）は{least}～{most}です [KV-10]",
        "the counter ('counter') is {least} to {most} [KV-10]",
    ),
    "koku_support": (
        "支援（support: 手札の親が場の子に乗せる気力チップ）は{least}～{most}です [K-7.2b][KV-16]",
        "the support ('support': chips a parent in the hand gives its child on the field) is "
        "{least} to {most} [K-7.2b][KV-16]",
    ),
    "koku_support_no_child": (
        "支援（support）は子ユニット（child）を持つ親ユニットだけのものです [K-7.2b][KV-16]",
        "only a parent naming its child ('child') has a support ('support') [K-7.2b][KV-16]",
    ),
    # a unit's ranges [K-6.2][KV-2][KV-7]
    "koku_offset_off_map": (
        "({dc}, {dr}) はマップの外です。横（左右）は-{columns}～{columns}、縦（前後）は"
        "-{rows}～{rows}のマス数で書きます [KV-1][KV-2]",
        "({dc}, {dr}) leaves the map: columns (sideways) -{columns} to {columns}, rows "
        "(forward, back) -{rows} to {rows} [KV-1][KV-2]",
    ),
    "koku_offset_zero": (
        "(0, 0) はユニット自身のマスです。範囲に入れられません [KV-2]",
        "(0, 0) is the unit's own square: it is no part of a range [KV-2]",
    ),
    "koku_offset_repeated": (
        "({dc}, {dr}) が2回書かれています",
        "({dc}, {dr}) is written twice",
    ),
    "koku_offsets_many": (
        "マスは{most}個までです（3×4のマップにそれ以上はありません） [KV-1]",
        "at most {most} squares (the 3x4 map holds no more) [KV-1]",
    ),
    "koku_range_empty": (
        "攻撃力か反撃を持つユニットには攻撃範囲（range）が必要です。書かなければ上下左右"
        "4マスです [KV-7][KV-10]",
        "a unit with an attack or a counter needs an attack range ('range'); left out, it is "
        "the 4 orthogonal squares [KV-7][KV-10]",
    ),
    # a unit's class and the cards it names [KV-3][KV-15][KV-16]
    "koku_class": (
        "クラス（unit_class）は空にできません。土地と付与カードがクラスを名指しします "
        "[K-6.2a][KV-3][KV-17]",
        "the class ('unit_class') must not be empty: lands and attachments name classes "
        "[K-6.2a][KV-3][KV-17]",
    ),
    "koku_card_ref": (
        "{field} はカードIDです（KK1-003 のように英字、数字、「-」「_」「.」で{most}文字まで）",
        "'{field}' is a card id (letters, digits, '-', '_' and '.', at most {most} "
        "characters, like KK1-003)",
    ),
    "koku_ref_self": (
        "{field} がこのカード自身を指しています",
        "'{field}' names this very card",
    ),
    "koku_training_no_change": (
        "修練（training）はクラスチェンジ先（class_change）を持つユニットだけのものです "
        "[K-7.3][KV-15]",
        "only a unit with a class change ('class_change') has training ('training') [K-7.3][KV-15]",
    ),
    # lands and attachments [K-5.2][K-5.4][K-6.2a][K-7.4][KV-3][KV-17]
    "koku_bars_empty": (
        "土地には侵入できないクラス（bars）が1つ以上必要です [K-6.2a][KV-3]",
        "a land bars at least one class ('bars') [K-6.2a][KV-3]",
    ),
    "koku_class_blank": ("クラス名が空です", "a class name is empty"),
    "koku_class_repeated": (
        "クラス「{name}」が2回書かれています",
        "the class '{name}' is written twice",
    ),
    "koku_attack_bonus": (
        "攻撃力の修整（attack_bonus）は{least}～{most}です [KV-7][KV-17]",
        "the attack bonus ('attack_bonus') is {least} to {most} [KV-7][KV-17]",
    ),
    "koku_counter_bonus": (
        "反撃の修整（counter_bonus）は{least}～{most}です [KV-10][KV-17]",
        "the counter bonus ('counter_bonus') is {least} to {most} [KV-10][KV-17]",
    ),
    "koku_morale_bonus": (
        "気力の修整（morale_bonus: 乗せられるチップの最大数に加える）は{least}～{most}です "
        "[KV-6][KV-17]",
        "the morale bonus ('morale_bonus': added to the most chips the unit may hold) is "
        "{least} to {most} [KV-6][KV-17]",
    ),
    "koku_symbol": (
        "象徴（symbol: 自分のエンドフェイズに乗る気力チップ）は{least}～{most}です [K-7.4]",
        "the symbol ('symbol': chips at its owner's end phase) is {least} to {most} [K-7.4]",
    ),
    "koku_attachment_nothing": (
        "この付与カードは何もしません。修整（attack_bonus, counter_bonus, morale_bonus）、"
        "象徴（symbol）か無償攻撃（free）が必要です [K-5.4][KV-17]",
        "this attachment does nothing: it needs a bonus ('attack_bonus', 'counter_bonus', "
        "'morale_bonus'), a symbol ('symbol') or free attacks ('free') [K-5.4][KV-17]",
    ),
    # surprise cards [K-7.1][KV-8]
    "koku_surprise_timing": (
        "{effect} は攻撃の最中にだけ働きます。タイミング（timing）は attack_declared です [KV-8]",
        "'{effect}' works only during an attack: its timing ('timing') is attack_declared [KV-8]",
    ),
    "koku_surprise_amount": (
        "値（amount）は{least}～{most}です",
        "the 'amount' is {least} to {most}",
    ),
    "koku_needs_text": (
        "効果テキスト（text）がありません。カードの働きはすべてテキストに書きます",
        "the effect text ('text') is missing: a card's text says everything it does",
    ),
    # deck construction [KV-19]
    "koku_deck_size": (
        "デッキはちょうど{size}枚です（{count}枚あります）[KV-19]",
        "a deck is exactly {size} cards; it has {count} [KV-19]",
    ),
    "koku_deck_size_one": (
        "デッキはちょうど{size}枚です（{count}枚です）[KV-19]",
        "a deck is exactly {size} cards; it has {count} [KV-19]",
    ),
    "koku_copies": (
        "「{name}」が{count}枚あります（{lines}）。同名カードは{allowed}枚までです [KV-19]",
        "{count} copies of '{name}' ({lines}); at most {allowed} of a name [KV-19]",
    ),
    "koku_not_koku": (
        "「{name}」はこのゲーム（kokuryoku）のカードではありません（{lines}）",
        "'{name}' is not a card of this game, kokuryoku ({lines})",
    ),
}


def _add(table: dict[str, tuple[str, str]]) -> None:
    """Put the table into carddb/messages.py's; a key already there with other words is a
    mistake of ours, refused at import."""
    for key, pair in table.items():
        if MESSAGES.get(key, pair) != pair:
            raise ValueError(f"message key '{key}' is already used")
    MESSAGES.update(table)


_add(KOKU_MESSAGES)
