"""The console text the family's games share, drawn from a view only, in Japanese or
English: the viewer's hand (renderer/screen.py, with the family's card fields) and the battle
in progress (its initiative as decided: mc20th [10-3], deus [D-BAT-4a]; each
formation front first with the damage each unit would take: mc20th [10-2], deus [D-BAT-2a]).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.kernel.words import Phrase, Table
from renderer import screen
from renderer.draw import seat_label
from renderer.moncolle.cardtext import describe_card
from renderer.moncolle.formation import initiative_text

WORDS = Table("renderer.moncolle", "text.WORDS")


def say(key: str, lang: str, **params: object) -> str:
    return WORDS.say(key, lang, **params)


def hand_lines(view: Any, lang: str = "ja") -> list[str]:
    return screen.hand_lines(view, describe_card, lang)


def battle_lines(view: Any, steps: Mapping[str, Phrase], lang: str = "ja") -> list[str]:
    """The battle in a few lines; ``steps`` names the game's battle steps."""
    battle = view.battle
    if battle is None:
        return []
    names = steps.get(battle.step)
    out = [
        say(
            "battle",
            lang,
            area=battle.area,
            attacker=seat_label(battle.attacker),
            defender=seat_label(battle.defender),
            step=names.in_(lang) if names else battle.step,
        )
    ]
    if battle.rolls:
        values = " ".join(
            f"{seat_label(seat)} {initiative_text(battle, seat, lang)}"
            for seat in (battle.attacker, battle.defender)
        )
        out.append(say("initiative_line", lang, values=values))
    if battle.simultaneous:
        out.append(say("together", lang))
    elif battle.first >= 0:
        out.append(say("first", lang, seat=seat_label(battle.first)))
    for seat in (battle.attacker, battle.defender):
        order = battle.formation[seat]
        if order:
            text = " > ".join(f"#{u}({battle.incoming.get(u, 0)})" for u in order)
            out.append(say("formation", lang, seat=seat_label(seat), units=text))
    return out
