"""The words of the family's battle picture (renderer/moncolle/formation.py), in Japanese and
English: its labels; each game names its own battle steps (mc20th [10-1..10-8], deus
[D-BAT-FLOW]).
"""

from __future__ import annotations

from renderer.words import pick

WORDS = {
    "initiative": ("イニシアチブ", "Initiative"),
    "die": ("ダイス{n}", "die {n}"),
    "effects": ("効果{n}", "effects {n}"),
    "units": ("ユニット{n}", "units {n}"),
    "together": ("同時攻撃", "Simultaneous"),
    "first": ("先攻 {seat}", "{seat} first"),
    "undecided": ("先攻 未定", "first: not rolled"),
    "attacker": ("進軍側", "attacker"),
    "defender": ("守備側", "defender"),
    "pending": ("被ダメージ（宣言済）", "declared damage"),
    "if_attacked": ("攻撃されたら", "if attacked"),
    "no_units": ("ユニットなし", "no units"),
    "more_units": ("ほか {n} 体", "{n} more"),
    "dying": ("（うち死亡 {n}）", " ({n} would die)"),
    "dies": ("死亡", "dies"),
    "chain_head": (
        "対抗連鎖（上から解決）・処理中の効果",
        "Counter chain (top resolves first), effects",
    ),
    "attack": ("攻撃", "Attack"),
    "attackers": ("攻撃するユニット: {units}", "attacking: {units}"),
    "manual": ("手動処理中", "resolving by hand"),
    "resolving": ("処理中", "resolving"),
    "forced": ("[条件(強制)] 能力{n} 使用待ち", "[Condition (forced)] ability {n} waiting"),
    "optional": ("[条件] 能力{n} 使用待ち", "[Condition] ability {n} waiting"),
    "more_rows": ("ほか {n} 件", "{n} more"),
    "cancelled": ("キャンセル", "cancelled"),
    "chain_alt": ("対抗連鎖 {n} 件", "counter chain of {n}"),
}


def say(key: str, lang: str, **params: object) -> str:
    return pick(WORDS, key, lang, **params)
