"""Deus's private hand picture: the family's (renderer/moncolle/hand.py), each card with its
Deus fields (renderer/deus/cards.py) and ability texts with their timings and ★ costs
[D-TIM-0][D-COST-1]; the player's power ★ beside the card count, since ★ pays for rituals and
abilities [D-BOARD-9][R13]; and the token area's tokens under the cards [D-BOARD-8][R16].
"""

from __future__ import annotations

from engine.deus.view import View
from renderer.deus.board import token_text
from renderer.deus.cards import describe_card
from renderer.deus.names import word
from renderer.draw import Picture
from renderer.fonts import FontPath
from renderer.moncolle import hand


def render_hand(view: View, *, title: str, font: FontPath = None, lang: str = "ja") -> Picture:
    """The hand of ``view.viewer``; ValueError when the viewer is not a player."""
    if view.viewer not in (0, 1):
        raise ValueError("only a player has a hand to show; this view is a spectator's")
    player = view.players[view.viewer]
    footer = [token_text(view, player, lang)] if player.tokens else []
    note = word("power", lang, n=player.power)
    return hand.render_hand(
        view,
        title=title,
        font=font,
        lang=lang,
        note=note,
        footer=footer,
        describe=describe_card,
    )
