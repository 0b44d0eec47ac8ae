"""The ``legal`` list and the Act panel describe a piece on the field with the values the
board shows, not the printed ones (issue 21 item 6): an mc20th unit with a +2 modifier is
listed with its current attack [12-1..12-3][16], a kokuryoku unit holding a sword with the
attack its attachment gives it [K-5.4][KV-7], a grid entity with this turn's boost [G-R16].
Each is compared with the game's own view, the board's source.
"""

from __future__ import annotations

import re
from typing import Any

import grid_position as gp
import koku_position as kp
import msgspec

import engine
from bot.mc20th.scenario.position import build_position
from bot.presentation import present
from carddb import CardIndex
from engine.kernel.staged import Pick
from engine.moncolle import actions as a
from engine.moncolle.state import Modifier

FIELD: dict[str, Any] = {
    "active": "P1",
    "P1": {"hand": ["RK1-001*3"], "deck": ["RK1-001*5"]},
    "area": [{"at": "B2", "terrain": "古の城塞", "units": ["P1 溶岩の巨人#10"]}],
}


def test_mc20th_12_1_a_listed_unit_shows_its_current_attack(index: CardIndex) -> None:
    state, labels = build_position(FIELD, index, 1)
    unit = labels[10]
    printed = state.setup.catalog[state.setup.cards[unit].def_id]
    state = msgspec.structs.replace(state, modifiers=[Modifier(unit, attack=2, until="turn_end")])
    shown = next(u for area in engine.view(state, 0).areas for u in area.units if u.card.id == unit)
    assert shown.attack == printed.attack + 2
    names = present.card_names(state, 0)
    for lang, words in (("ja", "攻{}/防{}"), ("en", "ATK{}/DEF{}")):
        said = present.describe_action(state, names, a.AddMove(unit, 0), lang)
        assert words.format(shown.attack, shown.defence) in said, said


def test_kv_7_a_listed_kokuryoku_unit_shows_the_attack_its_sword_gives() -> None:
    position = kp.Position()
    unit = position.unit(0, "blademaster", "B1", chips=3, attach=("sword",))
    state = position.build(phase=kp.Phase.INVASION)
    shown = engine.view(state, 0).squares[kp.sq("B1")].unit
    assert shown is not None and shown.attack == 4  # printed 2, the sword +2
    said = present.describe_action(state, {unit: "剣の達人"}, Pick(unit), "ja")
    assert f"攻{shown.attack}×1" in said and f"反{shown.counter}" in said
    said = present.describe_action(state, {unit: "Blademaster"}, Pick(unit), "en")
    assert f"atk {shown.attack}×1" in said


def test_g_r16_a_listed_grid_entity_shows_this_turns_boost() -> None:
    state, _ = gp.start()
    card = next(c for c in state.zones[0].deck if state.setup.cards[c].def_id == "knight")
    state.zones[0].deck.remove(card)
    state.squares[gp.sq("B2")].append(card)
    state.boost[card] = 2
    square = engine.view(state, 0).squares[gp.sq("B2")]
    shown = next(e for e in square.entities if e.card.id == card)
    assert (shown.power, shown.boost) == (5, 2)
    said = present.describe_action(state, {card: "暁の騎士"}, Pick(card), "ja")
    assert re.search(rf"パワー{shown.power}\(\+2\)", said), said


def test_kv_15_kv_16_a_class_change_and_a_child_are_named_not_coded() -> None:
    """The card a class change turns into [KV-15] and a parent's child [KV-16] are written
    by their names in both languages: a view's catalog holds the cards its units name, so
    the console's hand and the hand picture's effect line can write them."""
    from renderer import layouts
    from renderer.kokuryoku.cards import describe_card

    position = kp.Position()
    position.hand(0, "seer", "elder")  # neither card they name is in sight
    state = position.build()
    view = engine.view(state, 0)
    for lang, into, heir in (
        ("ja", "大術師", "若き騎将"),
        ("en", "Archmage", "Young Rider General"),
    ):
        seer = describe_card(kp.CATALOG["seer"], lang, view)
        elder = describe_card(kp.CATALOG["elder"], lang, view)
        assert into in seer and "archmage" not in seer
        assert heir in elder and "heir" not in elder.replace(heir, "")
        hand = layouts.get("kokuryoku").hand(view, "t", None, lang)
        assert any(into in text for text in hand.texts if "→" in text)
        assert not any("archmage" in text for text in hand.texts)
