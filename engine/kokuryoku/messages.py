"""Kokuryoku's player-facing sentences: the refusal keys of the door and of surprise cards
here, each phase module's own (its ``MESSAGES``), and the names of the decisions, in
Japanese and English; the package registers them with the kernel's tables when imported.
"""

from __future__ import annotations

from typing import Final

from engine.kokuryoku import activation, attack, endphase, invasion, power, setup

OWN: Final[dict[str, tuple[str, str]]] = {
    "koku_not_a_player": ("プレイヤーは P1 か P2 です。", "A player is P1 or P2."),
    "koku_unpick_first": (
        "選んでいるカードがあります。unpick してから終えてください。",
        "A card is picked: unpick it before you finish.",
    ),
    "koku_not_in_hand": ("#{card} は手札にありません。", "#{card} is not in your hand."),
    "koku_not_a_surprise": (
        "#{card} はサプライズカードではありません。[K-7.1]",
        "#{card} is not a surprise card. [K-7.1]",
    ),
    "koku_wrong_timing": (
        "#{card} は今は使えません（使用タイミングが違います）。[K-7.1][KV-8]",
        "#{card} cannot be used now (its timing is another). [K-7.1][KV-8]",
    ),
    "koku_no_attack_now": (
        "攻撃中でないと使えません。[KV-8]",
        "It can be used only during an attack. [KV-8]",
    ),
    "koku_strike_is_attackers": (
        "#{card} は攻撃側だけが使えます。[KV-8]",
        "Only the attacker may use #{card}. [KV-8]",
    ),
    "koku_guard_is_defenders": (
        "#{card} は防御側だけが使えます。[KV-8]",
        "Only the defender may use #{card}. [KV-8]",
    ),
}

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    **OWN,
    **setup.MESSAGES,
    **power.MESSAGES,
    **activation.MESSAGES,
    **invasion.MESSAGES,
    **attack.MESSAGES,
    **endphase.MESSAGES,
}

DECISION_NAMES: Final[dict[str, tuple[str, str]]] = {
    "redraw": ("手札の引き直し", "redraw"),
    "power": ("国力フェイズ", "power phase"),
    "invasion": ("侵攻フェイズ", "invasion phase"),
    "surprise_window": ("サプライズの機会", "surprise window"),
    "end_start": ("エンドフェイズ開始時", "start of the end phase"),
    "end": ("エンドフェイズ", "end phase"),
    "hand_limit": ("手札の整理", "hand limit"),
}
