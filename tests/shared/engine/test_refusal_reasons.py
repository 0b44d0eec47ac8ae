"""Refusals that say why (issue 21 item 6): picking a grid card that cannot be paid names its
cost (grid [G-8.2]); picking a kokuryoku card whose power-phase step is over says the step
has passed (kokuryoku [KV-5]); a mc20th unit that cannot be put in the formation hears the
formation rule (mc20th [10-2-1]). Each is checked in the engine and as the console says it
to the player, in Japanese and in English.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from grid_position import Grid
from koku_position import Position

import engine
from bot.mc20th.scenario.position import start_position
from bot.tools.console import Console
from carddb import shipped_cards
from carddb.decklist import CardIndex
from engine.kernel.errors import Refusal
from engine.kernel.staged import Pick
from engine.kokuryoku.state import Step

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
REFUSED = {"ja": "できません: ", "en": "Not possible: "}


def refusal(state: Any, text: str) -> Refusal:
    found = engine.check(state, engine.parse_action(state, text))
    assert found is not None, f"{text} was not refused"
    return found


def console_says(state: Any, text: str, lang: str) -> list[str]:
    """The console's refusal lines when the deciding player types ``text``."""
    lines = iter([text])
    said: list[str] = []
    seat = engine.decision(state).actor
    Console(state, {seat}, lambda prompt: next(lines, None), said.append, lang, 1).run()
    return [line for line in said if line.startswith(REFUSED[lang])]


def assert_said(state: Any, text: str, key: str, words: dict[str, list[str]]) -> None:
    """``text`` is refused for ``key``, and the refusal, in the engine and at the console,
    holds ``words`` in each language."""
    found = refusal(state, text)
    assert found.key == key, found.message("en")
    for lang, expected in words.items():
        message = found.message(lang)
        assert all(word in message for word in expected), message
        assert console_says(state, text, lang) == [REFUSED[lang] + message]


def test_g_8_2_an_unaffordable_card_is_refused_for_its_cost() -> None:
    """grid [G-8.2]: the knight costs 3 and only 2 resource cards stand upright, so picking
    it says the cost, not a bare "no move"."""
    g = Grid(active=0)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "C5")
    knight = g.hand(0, "knight")[0]
    g.resources(0, 3, tapped=1)
    state = g.build()
    assert Pick(knight) not in engine.legal_actions(state)
    words = {"ja": ["コスト3", "2枚", "[G-8.2]"], "en": ["cost 3", "(2 upright", "[G-8.2]"]}
    assert_said(state, f"pick #{knight}", "grid_cannot_pay", words)


def test_g_8_2_an_affordable_card_is_still_picked() -> None:
    """grid [G-8.2]: with 3 upright resource cards the same knight is picked."""
    g = Grid(active=0)
    g.put(0, "fort", "B1")
    g.put(1, "camp", "C5")
    knight = g.hand(0, "knight")[0]
    g.resources(0, 3)
    state = g.build()
    assert Pick(knight) in engine.legal_actions(state)
    assert engine.check(state, Pick(knight)) is None


def test_kv_5_a_passed_power_step_is_refused_as_passed() -> None:
    """kokuryoku [KV-5][K-5.6]: in the support step a unit card in hand can no longer
    sortie; picking it says the sortie step is over, in the fixed order."""
    p = Position()
    card = p.hand(0, "recruit")[0]
    p.unit(0, "militia", "B1")
    p.unit(1, "militia", "B4")
    p.filler(0, 2)
    p.filler(1, 2)
    state = p.build(step=Step.SUPPORT)
    assert Pick(card) not in engine.legal_actions(state)
    words = {"ja": ["終わりました", "[KV-5]"], "en": ["step is over", "[KV-5]"]}
    assert_said(state, f"pick #{card}", "koku_power_step_passed", words)


def test_kv_5_a_piece_whose_moves_fail_differently_gets_the_generic_refusal() -> None:
    """kokuryoku [KV-5]: the other side's unit has no move of this player's at all; no rule
    is shared by its moves, so the refusal stays the generic one."""
    p = Position()
    p.unit(0, "militia", "B1")
    theirs = p.unit(1, "militia", "B4")
    p.filler(0, 2)
    p.filler(1, 2)
    state = p.build(step=Step.SORTIE)
    assert refusal(state, f"pick #{theirs}").key == "pick_no_moves"


@pytest.fixture
def formation() -> tuple[Any, dict[int, int]]:
    """mc20th [10-2]: the 10_2 scenario's battle at the attacker's formation, its three
    units #10, #11, #13 against P2's #20 and #21 (labels to card ids)."""
    data = tomllib.loads((SCENARIOS / "10_2_formation_attacker_then_defender.toml").read_text())
    index = CardIndex(shipped_cards("mc20th"))
    state, labels, _ = start_position(data["position"], index, 1)
    for text in ("move #10 B3", "move #11 B3", "move #13 B3", "advance", "done", "done"):
        state, _ = engine.apply(state, engine.parse_action(state, _ids(text, labels)))
    assert engine.decision(state).kind.value == "formation"
    return state, labels


def _ids(text: str, labels: dict[int, int]) -> str:
    """The notation with each ``#label`` turned into its card id."""
    return re.sub(r"#(\d+)", lambda m: f"#{labels[int(m.group(1))]}", text)


def test_10_2_1_a_placed_unit_and_the_last_unit_are_refused_with_the_formation_rule(
    formation: tuple[Any, dict[int, int]],
) -> None:
    """mc20th [10-2-1]: after ``formation #13`` and ``formation #11``, #13 keeps its place
    at the front and #10, the last unit left, takes the rearmost by itself; each refusal
    says so and cites the rule."""
    state, labels = formation
    for text in ("formation #13", "formation #11"):
        state, _ = engine.apply(state, engine.parse_action(state, _ids(text, labels)))
    placed = _ids("formation #13", labels)
    words = {"ja": ["前から1番目", "[10-2-1]"], "en": ["already in line (place 1", "[10-2-1]"]}
    assert_said(state, placed, "formation_already_placed", words)
    last = _ids("formation #10", labels)
    words = {"ja": ["最後のユニット", "[10-2-1]"], "en": ["last unit left", "[10-2-1]"]}
    assert_said(state, last, "formation_last_unit", words)


def test_10_2_1_a_unit_of_the_other_side_has_no_place_in_the_formation(
    formation: tuple[Any, dict[int, int]],
) -> None:
    """mc20th [10-2-1]: the formation is the side's own party; P2's #20 is refused so."""
    state, labels = formation
    words = {"ja": ["自軍ユニットではない", "[10-2-1]"], "en": ["not one of your units"]}
    assert_said(state, _ids("formation #20", labels), "formation_unit", words)
