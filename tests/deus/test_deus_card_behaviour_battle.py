"""A test per shipped モンコレDeus card, battle half: every unit's [速攻], [攻撃前] and [対抗]
ability and every battle spell of carddb/data/deus/ is used through legal actions in a battle
of the shipped cards, and what its printed text says is checked [D-TIM-QUICK][D-TIM-PRE-1]
[D-TIM-CTR][D-BAT-3a][D-BAT-5-1][D-CHAIN-TGT-1][R11].

Each card's text is written out here by hand (``Text``), never read from the card data, so a
card whose data does not do what its text says fails here. The checks: ★ paid [R13][D-COL-3],
spell slots spent [D-STAT-SP-1][D-STAT-SP-3][D-COST-2], damage applied to the target or to
every enemy unit in this battle and deaths at one application >= defence [D-DMG-1][D-DMG-3a],
攻±/防± and granted イニシアチブ on exactly the units the text names, lasting until the battle
ends when no duration is printed [D-MISC-2c][D-STAT-INIT-1], 行動完了 [D-TAP-1], the dice
bonus in the initiative roll [D-BAT-4a], 「死亡しない」 [D-DMG-2], death by an effect, draws
and a discard paid as cost [D-COST-1], the battle spell discarded after [D-CARD-BS-1].
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest
from deus_position import (
    Table,
    after,
    decision,
    legal,
    of_kind,
    pass_chain,
    play,
    roll,
    shipped_catalog,
    to_normal,
    to_quick,
)

from engine.deus.state import MatchState
from engine.moncolle.cards import SpellDef, UnitDef
from engine.moncolle.events import DamageApplied, DiceModified, Event, UnitModified
from engine.moncolle.query import attack, defence, initiative
from engine.moncolle.usable import free_slots

CATALOG = shipped_catalog()
FILLER = "DX3-004"  # a vanilla unit card for decks and hands
ALLY = "DX2-010"  # 1/5, level 3, no slots, no ability: the user's companion in the battle
OTHER = "DX3-011"  # 4/6, level 4, イニシアチブ:-1: a second enemy unit
MARK = "DX3-004"  # 2/3: the enemy unit a text without damage is aimed at
KILLED_BY = {1: "DX3-013", 2: "DX5-004", 3: "DX6-014", 4: "DX6-009"}  # defence = the damage
PAYERS = {  # a vanilla-enough unit with the attribute's slot and a ※ (or two)
    "火": "DX1-007",
    "水": "DX2-005",
    "土": "DX3-006",
    "風": "DX4-007",
    "聖": "DX5-005",
    "魔": "DX6-006",
}


@dataclass(frozen=True)
class Text:
    """A card's printed battle text, as the card says it."""

    timing: str  # quick [速攻] | pre [攻撃前] | counter [対抗]
    power: int = 0  # コスト：★n
    slots: str = ""  # コスト：火 / 火火 …, paid from spell slots
    discard: int = 0  # コスト：手札を n 枚破棄
    to: str = "enemy"  # enemy | own (a target, or every one) | self | none
    every: bool = False  # この戦闘の…すべて, no target
    damage: int = 0
    attack: int = 0
    defence: int = 0
    initiative: int = 0  # 「イニシアチブ：n」を得る
    tap: bool = False  # 行動完了にする
    draw: int = 0
    dice: int = 0  # ダイスの出目 +n
    survive: bool = False  # 死亡しない
    lethal: bool = False  # 死亡する
    mark: str = ""  # the enemy unit aimed at, when the text needs a particular one


# fmt: off
UNIT_ABILITIES: dict[str, Text] = {
    "DX1-007": Text("pre", slots="火", damage=2),
    "DX1-009": Text("quick", power=1, to="self", attack=2),
    "DX1-015": Text("pre", power=1, every=True, damage=1),
    "DX2-006": Text("pre", slots="水", tap=True),
    "DX2-012": Text("counter", slots="水", to="own", defence=2),
    "DX2-015": Text("quick", power=1, damage=2),
    "DX3-006": Text("pre", slots="土", to="own", defence=2),
    "DX3-015": Text("counter", power=1, to="own", defence=3),
    "DX4-004": Text("quick", slots="風", damage=1),
    "DX4-011": Text("quick", power=1, every=True, damage=1),
    "DX5-005": Text("pre", slots="聖", to="own", defence=2),
    "DX5-011": Text("pre", power=1, to="own", every=True, attack=1),
    "DX5-013": Text("quick", slots="聖", to="own", every=True, defence=1),
    "DX6-012": Text("pre", slots="魔", defence=-2),
    "DX6-013": Text("quick", power=2, damage=3),
}
BATTLE_SPELLS: dict[str, Text] = {
    "DX1-016": Text("pre", slots="火", damage=3),
    "DX1-017": Text("quick", slots="火", damage=2),
    "DX1-018": Text("quick", slots="火", to="own", attack=2),
    "DX1-019": Text("counter", slots="火", damage=2),
    "DX1-020": Text("pre", slots="火火", every=True, damage=2),
    "DX2-016": Text("counter", slots="水", damage=1, attack=-1, mark=KILLED_BY[2]),  # then -1
    "DX2-017": Text("quick", slots="水水", tap=True),
    "DX2-018": Text("pre", slots="水", every=True, attack=-1),
    "DX2-019": Text("pre", slots="水", damage=3),
    "DX2-020": Text("counter", slots="水", power=1, damage=4),
    "DX3-016": Text("counter", slots="土", to="own", attack=1, defence=2),
    "DX3-017": Text("pre", slots="土土", every=True, damage=2),
    "DX3-018": Text("quick", slots="土", damage=2),
    "DX3-019": Text("quick", slots="土", to="own", every=True, defence=1),
    "DX3-020": Text("pre", slots="土", to="own", attack=2),
    "DX4-016": Text("quick", slots="風", to="own", initiative=2),
    "DX4-017": Text("pre", slots="風", damage=2),
    "DX4-018": Text("counter", slots="風", attack=-1, defence=-1),
    "DX4-019": Text("quick", slots="風", to="none", dice=1),
    "DX4-020": Text("pre", slots="風風", every=True, attack=-2),
    "DX5-016": Text("counter", slots="聖", to="own", survive=True),
    "DX5-017": Text("pre", slots="聖", damage=3),
    "DX5-018": Text("quick", slots="聖", attack=-2),
    "DX5-019": Text("quick", slots="聖", to="own", attack=1, defence=1),
    "DX5-020": Text("counter", slots="聖聖", to="own", every=True, defence=2),
    "DX6-016": Text("pre", slots="魔", damage=3),
    "DX6-017": Text("quick", slots="魔", defence=-1),
    "DX6-018": Text("counter", slots="魔", attack=-2),
    "DX6-019": Text("pre", slots="魔", discard=1, to="none", draw=2),
    "DX6-020": Text("pre", slots="魔魔", power=1, lethal=True),
}
# fmt: on
TEXTS = {**UNIT_ABILITIES, **BATTLE_SPELLS}


@dataclass
class Battle:
    """The battle a text is used in: P1's ``user`` (the unit whose ability it is, or the
    spell's payer) and ``ally`` advanced into B2 against P2's ``mark`` and ``other``."""

    state: MatchState
    card: int  # the card used: the user itself or the spell in P1's hand
    user: int
    ally: int
    mark: int
    other: int
    spare: int  # a card in P1's hand that a discard cost can take


def _mark(text: Text) -> str:
    return text.mark or KILLED_BY.get(text.damage, MARK)


def _battle(key: str, text: Text) -> Battle:
    """The position at the timing the text is used in, P1 to use it (turn 3, P1 advancing)."""
    t = Table(turn=3, catalog=CATALOG, filler=FILLER)
    spell = isinstance(CATALOG[key], SpellDef)
    user = t.unit(0, "B1", PAYERS[text.slots[0]] if spell else key)
    ally = t.unit(0, "B1", ALLY)
    mark = t.unit(1, "B2", _mark(text))
    other = t.unit(1, "B2", OTHER)
    card = t.hand(0, key)[0] if spell else user
    spare = t.hand(0, FILLER)[0]
    t.deck(0, filler=6)
    t.power = [text.power, 0]
    state = after(t.build(), f"move #{user} B2", f"move #{ally} B2", "advance")
    if text.timing == "quick":
        state = to_quick(state)
        assert decision(state) == "P1 quick"
    elif text.timing == "pre":
        state = to_normal(state, (6, 1))
        assert decision(state) == "P1 normal"
    else:  # a [対抗] answers P2's attack: P2 strikes first [D-TIM-CTR][D-CHAIN-RIGHT-2]
        state = after(to_normal(state, (1, 6)), "attack")
        assert decision(state) == "P1 chain"
    return Battle(state, card, user, ally, mark, other, spare)


def _declare(b: Battle, text: Text) -> tuple[MatchState, list[Event]]:
    """Use the text through legal actions: its target, its slots, its discard, declare (its
    costs are paid then: ★ [R13], the slots of its user [D-COST-2]); then everyone passes
    until the chain has resolved."""
    state = b.state
    free = len(free_slots(state, b.user))
    use = f"use #{b.card} 1"
    assert use in legal(state), legal(state)
    state, events = play(state, use)
    aimed = _aimed(b, text)
    aims = {x for x in legal(state) if x.startswith("target")}
    if text.every or text.to in ("self", "none"):
        assert not aims  # no target to choose
    else:  # one unit of the side the text names, either one (for a [対抗]: R11's own)
        side = (b.user, b.ally) if text.to == "own" else (b.mark, b.other)
        assert aims == {f"target #{u}" for u in side}
        state = after(state, f"target #{aimed[0]}")
    for n, slot in enumerate(text.slots):  # the attribute's own slot, then ※ [D-STAT-SP-3]
        pays = [x for x in legal(state) if x.startswith(f"pay #{b.user} ")]
        assert n > 0 or f"pay #{b.user} {slot}" in pays  # the printed attribute is asked
        state = after(state, next((x for x in pays if x.endswith(slot)), pays[-1]))
    for _ in range(text.discard):
        state = after(state, f"pay-card #{b.spare}")
    state, found = play(state, "declare")
    events += found
    assert state.power[0] == 0
    assert len(free_slots(state, b.user)) == free - len(text.slots)
    state, found = pass_chain(state)
    return state, events + found


def _aimed(b: Battle, text: Text) -> list[int]:
    """The units the text changes, from its wording."""
    if text.to == "none":
        return []
    if text.to == "self":
        return [b.user]
    if text.to == "own":
        return [b.user, b.ally] if text.every else [b.user]
    return [b.mark, b.other] if text.every else [b.mark]


def _changes(events: list[Event]) -> dict[int, tuple[int, int]]:
    total: Counter[tuple[int, str]] = Counter()
    for e in events:
        if isinstance(e, UnitModified):
            total[e.unit, "a"] += e.attack
            total[e.unit, "d"] += e.defence
    units = {u for u, _ in total}
    return {u: (total[u, "a"], total[u, "d"]) for u in units if total[u, "a"] or total[u, "d"]}


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_a_battle_text_does_what_it_says(key: str) -> None:
    """deus [D-TIM-QUICK][D-TIM-PRE-1][D-TIM-CTR][R13][D-COST-2][D-DMG-1][D-MISC-2c]: used at
    its timing through legal actions, the card pays what it prints and changes exactly the
    units its text names."""
    text = TEXTS[key]
    b = _battle(key, text)
    everyone = (b.user, b.ally, b.mark, b.other)
    before = {
        u: (attack(b.state, u), defence(b.state, u), initiative(b.state, u)) for u in everyone
    }
    hand = list(b.state.players[0].hand)
    state, events = _declare(b, text)
    aimed = _aimed(b, text)

    assert state.power[0] == 0  # exactly the printed ★, and never refunded [R13]
    if isinstance(CATALOG[key], SpellDef):
        assert b.card in state.players[0].discard  # a used battle spell is discarded
    if text.to == "self":
        assert of_kind(events, "AbilityUsed")[0].targets == ()  # type: ignore[attr-defined]

    hits = {
        e.unit: e for e in events if isinstance(e, DamageApplied) and e.unit in (b.mark, b.other)
    }
    if text.damage:
        assert {u: e.amount for u, e in hits.items()} == {u: text.damage for u in aimed}
        mark_defence = before[b.mark][1]
        assert hits[b.mark].died == (text.damage >= mark_defence)
        assert (b.mark in state.units) == (text.damage < mark_defence)  # [D-DMG-1]
        if text.every:
            assert not hits[b.other].died and b.other in state.units
    else:
        assert not hits

    changed = _changes(events)
    expected = {u: (text.attack, text.defence) for u in aimed if text.attack or text.defence}
    assert changed == expected
    assert all(e.until == "battle_end" for e in of_kind(events, "UnitModified"))  # type: ignore[attr-defined]
    if state.battle is not None:  # still in the battle: the values the engine fights with
        for unit, (a, d) in expected.items():
            if unit in state.units:
                assert (attack(state, unit), defence(state, unit)) == (
                    before[unit][0] + a,
                    before[unit][1] + d,
                )
    if text.initiative:
        (target,) = aimed
        assert initiative(state, target) == before[target][2] + text.initiative
        assert [e.granted for e in of_kind(events, "UnitModified")] == [True]  # type: ignore[attr-defined]
    if text.tap:
        assert state.units[b.mark].tapped and not state.units[b.other].tapped
    if text.lethal:
        assert b.mark not in state.units and b.mark in state.players[1].discard
        assert b.other in state.units
        assert [e.reason for e in of_kind(events, "UnitDestroyed")] == ["died"]  # type: ignore[attr-defined]
    if text.draw:
        drawn = [c.id for e in of_kind(events, "CardsDrawn") for c in e.cards]  # type: ignore[attr-defined]
        assert len(drawn) == text.draw
        assert sorted(state.players[0].hand) == sorted(
            [c for c in hand if c not in (b.card, b.spare)] + drawn
        )
    if text.discard:
        assert b.spare in state.players[0].discard
    if text.survive:
        (target,) = aimed
        (struck,) = [e for e in events if isinstance(e, DamageApplied) and e.unit == target]
        assert struck.amount >= before[target][1] and not struck.died  # [D-DMG-2]
        assert target in state.units
    if text.dice:
        dice = [(e.player, e.amount, e.until) for e in events if isinstance(e, DiceModified)]
        assert dice == [(0, text.dice, "battle_end")]  # この戦闘の間
        state, _ = roll(after(state, "done", "done"), 3, 3)
        assert state.battle is not None
        ours = initiative(state, b.user) + initiative(state, b.ally)
        theirs = initiative(state, b.mark) + initiative(state, b.other)
        assert state.battle.values == (3 + text.dice + ours, 3 + theirs)  # [D-BAT-4a]


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_the_text_is_not_used_at_another_timing(key: str) -> None:
    """deus [D-TIM-0][D-TIM-QUICK][D-TIM-PRE-1][D-TIM-CTR]: the card is not usable in the
    battle timing its text does not name (the 速攻 timing for [攻撃前]/[対抗], the normal
    timing for [速攻])."""
    text = TEXTS[key]
    other = Text("pre" if text.timing == "quick" else "quick", power=text.power, slots=text.slots)
    b = _battle(key, other)
    assert f"use #{b.card} 1" not in legal(b.state)


def test_every_battle_text_belongs_to_a_shipped_card_of_its_kind() -> None:
    """The tables above name shipped cards: units with an ability, and battle spells."""
    assert all(isinstance(CATALOG[k], UnitDef) and CATALOG[k].abilities for k in UNIT_ABILITIES)
    assert all(isinstance(CATALOG[k], SpellDef) for k in BATTLE_SPELLS)
    assert {k for k, c in CATALOG.items() if isinstance(c, SpellDef)} == set(BATTLE_SPELLS)
