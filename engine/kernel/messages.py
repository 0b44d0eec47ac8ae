"""The kernel's message tables: every refusal and notation-error key in Japanese (the
default) and English, the names of decisions, and the printed words a refusal quotes. The
kernel's own keys are here; each ruleset registers its tables when its package is imported
(keys never clash).

Pure data plus one formatter, so the console and the Discord bot say the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

Pair = tuple[str, str]  # (Japanese, English)


@dataclass(frozen=True, slots=True)
class InBoth:
    """A parameter whose value has words in both languages (a name a card set gives in
    Japanese and English, such as a Deus faction's): said in the reader's."""

    ja: str
    en: str


KERNEL: Final[dict[str, Pair]] = {
    "match_over": ("この対戦はすでに終了しています。", "This match is already over."),
    "unknown_action": ("このルールにない行動です。", "That is not an action of this game."),
    "not_your_decision": ("今は{actor}が選ぶ番です。", "It is {actor}'s decision now."),
    "not_now": (
        "今はその行動はできません（現在の選択：{expected}）。",
        "You cannot do that now (current decision: {expected}).",
    ),
    "no_chance_now": ("今はダイスもシャッフルもありません。", "No die or shuffle is pending."),
    # two-step decisions (engine/kernel/staged.py)
    "pick_first": (
        "先に動かす駒を選んでください（pick #12）。",
        "Pick the piece to move first (pick #12).",
    ),
    "pick_no_moves": ("#{card} は今動かせません。", "#{card} has no move now."),
    "already_picked": (
        "#{card} を選んでいます。unpick で選び直せます。",
        "#{card} is picked; unpick to choose another piece.",
    ),
    "nothing_picked": ("選んでいる駒はありません。", "No piece is picked."),
    "not_the_picked_piece": (
        "選んでいるのは #{card} です。unpick で選び直せます。",
        "#{card} is the piece picked; unpick to choose another.",
    ),
    # the notation builder (engine/kernel/notation.py): what a typed action cannot be read as
    "notation_too_long": (
        "操作は{limit}文字までです。",
        "An action is at most {limit} characters.",
    ),
    "notation_empty": ("操作が空です。", "Empty action."),
    "notation_verb": (
        "「{verb}」という操作はありません。使える操作: {known}",
        "Unknown action '{verb}'. Known: {known}.",
    ),
    "notation_arguments": (
        "「{verb}」の引数は{count}個です: {usage}",
        "'{verb}' takes {count} argument(s): {usage}",
    ),
    "notation_ordinal": (
        "「{token}」は能力の番号（1、2、…）ではありません。",
        "'{token}' is not an ability number (1, 2, ...).",
    ),
    "notation_player": (
        "「{token}」はプレイヤーではありません。P1 か P2 です。",
        "'{token}' is not a player: use P1 or P2.",
    ),
    "notation_card": (
        "「{token}」は #12 のようなカードIDではありません。",
        "'{token}' is not a card id like #12.",
    ),
    "notation_number": ("「{token}」は数ではありません。", "'{token}' is not a number."),
    "notation_square": (
        "「{token}」はマスではありません。A1～{last} で書いてください"
        "（列A～{column}、行1～{rows}）。",
        "'{token}' is not a square: use A1..{last} (columns A-{column}, rows 1-{rows}).",
    ),
}

DECISIONS: Final[dict[str, Pair]] = {
    "over": ("終了", "over"),
    "chance": ("ダイス／シャッフル", "dice or shuffle"),
}

_MESSAGES: dict[str, Pair] = dict(KERNEL)
_DECISIONS: dict[str, Pair] = dict(DECISIONS)
_WORDS: dict[str, Pair] = {}
# the parameters whose value is a decision's kind or a printed word, said in the reader's
# language; every other one (a typed token, a card id, an area) is said as it is
_WORD_PARAMS: Final = ("expected", "actor", "move")


def register(
    messages: Mapping[str, Pair],
    decisions: Mapping[str, Pair] | None = None,
    words: Mapping[str, Pair] | None = None,
) -> None:
    """Add a ruleset's sentences, decision names and the printed words its refusals quote
    (a unit's advance type ...); a key said twice differently is a bug."""
    tables = ((_MESSAGES, messages), (_DECISIONS, decisions or {}), (_WORDS, words or {}))
    for table, found in tables:
        clashes = [k for k, v in found.items() if k in table and table[k] != v]
        if clashes:
            raise ValueError(f"message keys registered twice: {clashes[:5]}")
        table.update(found)


def tables() -> dict[str, dict[str, Pair]]:
    """Every registered table by name (a copy), for the test that each has both languages."""
    return {"messages": dict(_MESSAGES), "decisions": dict(_DECISIONS), "words": dict(_WORDS)}


def decision_name(kind: str, lang: str) -> str:
    pair = _DECISIONS.get(kind)
    return kind if pair is None else pair[0 if lang == "ja" else 1]


def render(key: str, lang: str, params: Mapping[str, object]) -> str:
    """The sentence for ``key`` in ``lang`` ("ja" or "en"); an unknown key is said as it is."""
    pair = _MESSAGES.get(key)
    if pair is None:
        return key
    values = {
        name: (value.ja if lang == "ja" else value.en) if isinstance(value, InBoth) else value
        for name, value in params.items()
    }
    for name in _WORD_PARAMS:
        value = values.get(name)
        if isinstance(value, str):
            word = _DECISIONS.get(value) or _WORDS.get(value)
            values[name] = value if word is None else word[0 if lang == "ja" else 1]
    return pair[0 if lang == "ja" else 1].format(**values)
