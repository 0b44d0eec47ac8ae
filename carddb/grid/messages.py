"""The grid game's card-set and deck-construction messages in Japanese and English, added to
carddb/messages.py's table when carddb/grid is imported, the only place that says them.
Each names the field at fault and the rule it keeps: the rulebook's ids (``[G-3.1]``) and
rulings (``[G-R2]``) of ../shared/rules/grid-map.md; our own card-design rules (the effect
language of engine/grid/cards.py, docs/cardsets.md "grid sets") name none.
"""

from __future__ import annotations

from typing import Final

from carddb.messages import MESSAGES

GRID_MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # a card's numbers [G-7.1][G-7.7][G-11.3][G-R11][G-R13]
    "grid_cost": (
        "コスト（cost）は{least}～{most}です [G-7.1][G-8.2]",
        "the cost ('cost') is {least} to {most} [G-7.1][G-8.2]",
    ),
    "grid_familia": (
        "ファミリア（familia）は空にできません。手札から使えるかどうかを決めます [G-7.4][G-11.2]",
        "the familia ('familia') must not be empty: it decides what can be used from the hand "
        "[G-7.4][G-11.2]",
    ),
    "grid_power": (
        "パワー（power）は{least}～{most}です [G-7.7]",
        "the power ('power') is {least} to {most} [G-7.7]",
    ),
    "grid_hits": (
        "多点（hits: 拠点への攻撃1回で減るライフカードの枚数）は{least}～{most}です [G-R13]",
        "the hits ('hits': life cards one attack takes from a base) are {least} to {most} [G-R13]",
    ),
    "grid_reach": (
        "射程（reach）は0か2～{most}です。周囲8マスにはどのエンティティも攻撃できます [G-R11]",
        "the reach ('reach') is 0 or 2 to {most}: every entity attacks its 8 neighbours "
        "already [G-R11]",
    ),
    "grid_reach_hits": (
        "射程（reach）を持つエンティティの多点（hits）は1です。遠くから拠点を何枚も削ることは"
        "できません",
        "an entity with a reach ('reach') has 1 hit ('hits'): no card takes several life cards "
        "from afar",
    ),
    "grid_life": (
        "ライフ（life）は{least}～{most}です [G-11.3][G-11.4]",
        "the life ('life') is {least} to {most} [G-11.3][G-11.4]",
    ),
    "grid_needs_text": (
        "効果テキスト（text）がありません。カードの動きはすべてテキストに書きます [G-7.5]",
        "the effect text ('text') is missing: a card's text says everything it does [G-7.5]",
    ),
    # steps of spells and abilities (engine/grid/cards.py)
    "grid_boost_amount": (
        "パワー修整の値（amount）は-{most}～{most}で、0ではありません",
        "a boost's 'amount' is -{most} to {most}, and not 0",
    ),
    "grid_amount": (
        "値（amount）は1～{most}です（マイナスにできるのは boost だけです）",
        "the 'amount' is 1 to {most} (only a boost may be negative)",
    ),
    "grid_most": (
        "パワー上限（most）は0～{most}です（0: パワーを問わない）",
        "the power limit ('most') is 0 to {most} (0: any power)",
    ),
    "grid_ignored": (
        "この手順では {field} は使われません。書かないでください",
        "'{field}' means nothing here: leave it out",
    ),
    "grid_spell_ignored": (
        "対象が {target} の呪文では {field} は使われません。書かないでください",
        "a spell of target '{target}' does not use '{field}': leave it out",
    ),
    "grid_spell_steps": (
        "呪文には手順（steps）が1つ以上必要です [G-10.1]",
        "a spell needs at least one step ('steps') [G-10.1]",
    ),
    "grid_ability_steps": (
        "能力には手順（steps）が1つ以上必要です",
        "an ability needs at least one step ('steps')",
    ),
    "grid_player_target": (
        '対象が player の呪文には、選んだプレイヤーに働く手順（who = "target"）が必要です [G-10.4]',
        "a spell of target 'player' needs a step acting on the chosen player "
        '(who = "target") [G-10.4]',
    ),
    "grid_player_card_step": (
        "対象が player の呪文はカードに働きません。{do} はカードの手順です [G-10.4]",
        "a spell of target 'player' acts on no card; '{do}' is a card step [G-10.4]",
    ),
    "grid_needs_card_step": (
        "対象が {target} の呪文には、選んだものに働くカードの手順が必要です [G-10.4]",
        "a spell of target '{target}' needs a card step acting on what it chose [G-10.4]",
    ),
    "grid_entity_step": (
        "エンティティを選ぶ呪文の手順は destroy、bounce、boost です。{do} は拠点の手順です",
        "a spell choosing an entity destroys, bounces or boosts it; '{do}' is a base step",
    ),
    "grid_base_step": (
        "拠点を選ぶ呪文の手順は hit と mend です。{do} はエンティティの手順です",
        "a spell choosing a base hits or mends it; '{do}' is an entity step",
    ),
    "grid_who_target_spell": (
        'who = "target"（選んだプレイヤー）を使えるのは対象が player の呪文だけです [G-10.4]',
        "only a spell of target 'player' has a chosen player (who = \"target\") [G-10.4]",
    ),
    "grid_who_target_ability": (
        "能力はプレイヤーを選びません。who は self、opponent、both です",
        "an ability chooses no player: 'who' is self, opponent or both",
    ),
    "grid_mine_turn_end": (
        "ターン終了時の能力に mine はありません。自分のターン終了時に誘発します [G-5.5]",
        "an end-of-turn ability has no 'mine': it fires at the end of its owner's turn [G-5.5]",
    ),
    "grid_base_summon": (
        "拠点は召喚されません。拠点の「召喚」の能力は mine = true（自分がエンティティを"
        "召喚したとき）です [G-FAQ-7][G-R17]",
        "a base is never summoned: a base's summon ability has mine = true (whenever you "
        "summon an entity) [G-FAQ-7][G-R17]",
    ),
    # deck construction [G-3.1][G-3.2][G-R2]
    "grid_deck_size": (
        "デッキは拠点カードを含めてちょうど{size}枚です（{count}枚あります）[G-3.1][G-R2]",
        "a deck is exactly {size} cards, bases included; it has {count} [G-3.1][G-R2]",
    ),
    "grid_deck_size_one": (
        "デッキは拠点カードを含めてちょうど{size}枚です（{count}枚です）[G-3.1][G-R2]",
        "a deck is exactly {size} cards, bases included; it has {count} [G-3.1][G-R2]",
    ),
    "grid_copies": (
        "「{name}」が{count}枚あります（{lines}）。同名カードは拠点カードも{allowed}枚まで"
        "です [G-3.1][G-R2]",
        "{count} copies of '{name}' ({lines}); at most {allowed} of a name, bases included "
        "[G-3.1][G-R2]",
    ),
    "grid_no_base": (
        "拠点カードがありません。ゲーム準備でデッキから1枚選んで置きます [G-3.2][G-R2]",
        "the deck has no base card; setup places one chosen from the deck [G-3.2][G-R2]",
    ),
    "grid_not_grid": (
        "「{name}」はこのゲーム（grid）のカードではありません（{lines}）",
        "'{name}' is not a card of this game, grid ({lines})",
    ),
}


def _add(table: dict[str, tuple[str, str]]) -> None:
    """Put the table into carddb/messages.py's; a key already there with other words is a
    mistake of ours, refused at import."""
    for key, pair in table.items():
        if MESSAGES.get(key, pair) != pair:
            raise ValueError(f"message key '{key}' is already used")
    MESSAGES.update(table)


_add(GRID_MESSAGES)
