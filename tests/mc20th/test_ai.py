"""The built-in players: the sensible player never loops on a declaration it withdrew."""

from __future__ import annotations

import random

import pytest

import engine
from bot.mc20th import ai
from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.moncolle import actions as a

CORRIDOR = {
    "active": "P1",
    "record": {"terrain_from_hand": True, "proxy_placed": True},
    "P1": {"hand": ["火花の小鬼#20"], "deck": ["火花の小鬼*5"]},
    "P2": {"hand": [], "deck": ["潮騒の小人*5"]},
    "area": [
        {"at": "B2", "terrain": "天翔ける回廊#40", "units": ["P1 熾火の狼#10"]},
        {"at": "C2", "terrain": "古の城塞#41"},
    ],
}


def test_a_withdrawn_declaration_is_not_started_again_that_turn(
    index: CardIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    """[11-2-3] A declaration the player had to withdraw is not declared again and again."""
    state, labels = build_position(CORRIDOR, index, 1)
    ritual = a.Use(labels[40], 0)
    player = ai.SensiblePlayer(random.Random(3))
    assert player.choose(state, 0) == ritual  # a [儀式] scores above ending the phase
    declaring, _ = engine.apply(state, ritual)
    # as if the declaration could not be finished: withdrawing is all that is left
    real = engine.legal_actions
    monkeypatch.setattr(
        ai.engine,
        "legal_actions",
        lambda s: [a.Withdraw()] if s.declaring is not None else real(s),
    )
    assert player.choose(declaring, 0) == a.Withdraw()
    back, _ = engine.apply(declaring, a.Withdraw())
    again = player.choose(back, 0)
    assert again != ritual and again in real(back)
