"""Deus's battle picture: the family's (renderer/moncolle/formation.py) with Deus's battle
steps (instant summon, formation, 速攻, initiative, the normal timings, battle end, the returns
[D-BAT-FLOW][D-POST-C][D-POST-E]), the front line beside the battle's area [D-BAT-0], and an
interception tag when the battle came of one [D-INT-1]. Deus has no equipment, so no tile
shows any.

Whether a battle is an interception is read from the view's ``intercepted`` when it has one
(the engine's Deus view does not say it yet; the tag appears once it does).
"""

from __future__ import annotations

from typing import Any

from engine.deus.view import View
from engine.moncolle.view import BattleView
from renderer.deus.names import STEP_NAMES, word
from renderer.draw import RGB, Picture, seat_ink, seat_tag
from renderer.fonts import FontPath
from renderer.moncolle import formation


def is_interception(view: Any) -> bool:
    return bool(getattr(view, "intercepted", False)) and view.battle is not None


def _area_title(view: Any, spot: Any, lang: str) -> str:
    return word("front_line", lang)


def _tags(view: Any, battle: BattleView, lang: str) -> list[tuple[str, RGB]]:
    if not is_interception(view):
        return []
    text = f"{word('interception', lang)} {seat_tag(battle.defender)}"
    return [(text, seat_ink(battle.defender))]


STYLE = formation.Style(steps=STEP_NAMES, area_title=_area_title, tags=_tags)


def render_formation(view: View, *, font: FontPath = None, lang: str = "ja") -> Picture | None:
    """Both formations of the battle in ``view``; None when no battle is under way."""
    return formation.render_formation(view, STYLE, font=font, lang=lang)
