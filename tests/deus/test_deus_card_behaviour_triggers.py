"""A test per shipped モンコレDeus card, automatic half: every [条件] and [条件(強制)] ability
of carddb/data/deus/ at the moment its 〈発揮：…〉 names (this unit summoned, a battle begins,
an attack is declared, the battle ends, the turn starts or ends, this unit dies), used through
legal actions or running by itself when forced [D-TIM-COND-1..5][D-PER-B][D-PER-F]; and every
Battle [常時] ability changing exactly the units it names while its unit stands in the battle
[D-TIM-ALW-1][D-TIM-ALW-2][R15].

Each text is written out here by hand from the card (see test_deus_card_behaviour_battle.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from deus_position import (
    Table,
    after,
    decision,
    end_turn,
    legal,
    of_kind,
    pass_chain,
    play,
    shipped_catalog,
    to_normal,
    to_quick,
)

from engine.deus.state import MatchState
from engine.moncolle.cards import UnitDef
from engine.moncolle.events import DamageApplied, Event, UnitModified
from engine.moncolle.query import attack, defence, initiative

CATALOG = shipped_catalog()
FILLER = "DX3-004"
TOUGH = "DX3-011"  # 4/6, イニシアチブ:-1


def _table() -> Table:
    t = Table(turn=3, catalog=CATALOG, filler=FILLER)
    t.deck(0, filler=10)
    t.deck(1, filler=10)
    return t


def _advance(t: Table, *movers: int) -> tuple[MatchState, list[Event]]:
    """P1's units in B1 advance into B2, where P2 stands: the battle begins."""
    return play(t.build(), *(f"move #{u} B2" for u in movers), "advance")


def _modified(events: list[Event]) -> dict[int, tuple[int, int]]:
    return {e.unit: (e.attack, e.defence) for e in events if isinstance(e, UnitModified)}


def _hits(events: list[Event]) -> dict[int, int]:
    return {e.unit: e.amount for e in events if isinstance(e, DamageApplied)}


def _drawn(events: list[Event]) -> int:
    return sum(len(e.cards) for e in of_kind(events, "CardsDrawn"))  # type: ignore[attr-defined]


# Each [条件] card's test, by name (the completeness check in test_deus_card_behaviour_field.py
# finds them here).
TRIGGERED: dict[str, str] = {
    "DX1-002": "test_dx1_002_on_death_deals_1_to_every_enemy_unit_in_the_battle",
    "DX2-002": "test_dx2_002_on_death_draws_a_card",
    "DX6-003": "test_dx6_003_on_death_pays_a_star_and_summons_a_token",
    "DX1-010": "test_dx1_010_gets_attack_1_when_a_battle_begins",
    "DX3-009": "test_dx3_009_deals_1_to_every_enemy_unit_when_a_battle_begins",
    "DX5-009": "test_dx5_009_gives_defence_1_to_every_own_unit_when_a_battle_begins",
    "DX3-007": "test_dx3_007_gets_defence_1_when_an_attack_is_declared_and_survives",
    "DX4-009": "test_dx4_009_draws_a_card_when_the_battle_ends",
    "DX1-014": "test_dx1_014_on_being_summoned_deals_1_to_an_enemy_unit_on_the_battlefield",
    "DX4-014": "test_dx4_014_on_being_summoned_draws_a_card",
    "DX2-011": "test_a_battle_summon_trigger_works_on_an_instant_summon_only",
    "DX5-003": "test_a_battle_summon_trigger_works_on_an_instant_summon_only",
    "DX2-014": "test_dx2_014_at_the_turn_start_gives_an_own_unit_defence_1_for_the_turn",
    "DX5-014": "test_dx5_014_at_the_turn_end_discards_a_card_to_draw_a_card",
}


# -- 〈発揮：このユニットの死亡時〉 ---------------------------------------------------------------
def _dies(key: str) -> tuple[MatchState, list[Event], int, list[int]]:
    """P1's unit advances into B2 and P2 strikes first and kills it."""
    t = _table()
    unit = t.unit(0, "B1", key)
    foes = [t.unit(1, "B2", "DX3-013"), t.unit(1, "B2", TOUGH)]  # 1/1 and 4/6
    t.tokens(0, "DX6-022")
    t.power = [1, 0]
    state = to_normal(_advance(t, unit)[0], (1, 6))
    state, events = play(state, "attack")
    state, found = pass_chain(state)
    assert unit not in state.units
    return state, events + found, unit, foes


def test_dx1_002_on_death_deals_1_to_every_enemy_unit_in_the_battle() -> None:
    """DX1-002 Battle [条件(強制)] 死亡時: この戦闘の敵軍ユニットすべてに【火炎：1】."""
    state, events, unit, (small, tough) = _dies("DX1-002")
    assert {u: a for u, a in _hits(events).items() if u != unit} == {small: 1, tough: 1}
    assert small not in state.units and tough in state.units


def test_dx2_002_on_death_draws_a_card() -> None:
    """DX2-002 Battle [条件(強制)] 死亡時: カードを1枚補充する."""
    state, events, _, _ = _dies("DX2-002")
    assert _drawn(events) == 1 and len(state.players[0].hand) == 1


def test_dx6_003_on_death_pays_a_star_and_summons_a_token() -> None:
    """DX6-003 Battle [条件] 死亡時〈コスト：★1〉: 自分のトークン置き場のトークン1枚を召喚する."""
    state, events, unit, _ = _dies("DX6-003")
    assert decision(state) == "P1 trigger" and f"use #{unit} 1" in legal(state)
    (token,) = state.tokens[0]
    state, found = play(state, f"use #{unit} 1", f"target #{token}", "declare")
    assert state.power[0] == 0 and token in state.units and state.tokens[0] == []
    assert [e.player for e in of_kind(events + found, "UnitSummoned")] == [0]  # type: ignore[attr-defined]


# -- 〈発揮：戦闘発生時〉〈発揮：攻撃宣言時〉〈発揮：戦闘終了時〉 --------------------------
def test_dx1_010_gets_attack_1_when_a_battle_begins() -> None:
    """DX1-010 Battle [条件(強制)] 戦闘発生時: このユニットの攻撃力+1 (by itself, for the
    battle only)."""
    t = _table()
    rider = t.unit(0, "B1", "DX1-010")
    ally = t.unit(0, "B1", "DX1-003")
    foe = t.unit(1, "B2", FILLER)
    state, events = _advance(t, rider, ally)
    assert _modified(events) == {rider: (1, 0)} and decision(state) == "P1 instant"
    assert (attack(state, rider), attack(state, ally), attack(state, foe)) == (4, 1, 2)
    state, events = play(to_normal(state), "attack")
    assert of_kind(events, "AttackAnnounced")
    state, events = pass_chain(state)
    assert of_kind(events, "AttackDeclared")[0].damage == 5  # type: ignore[attr-defined]


def test_dx3_009_deals_1_to_every_enemy_unit_when_a_battle_begins() -> None:
    """DX3-009 Battle [条件(強制)] 戦闘発生時: この戦闘の敵軍ユニットすべてに【地震：1】."""
    t = _table()
    unit = t.unit(0, "B1", "DX3-009")
    ally = t.unit(0, "B1", "DX3-013")
    small, tough = t.unit(1, "B2", "DX3-013"), t.unit(1, "B2", TOUGH)
    state, events = _advance(t, unit, ally)
    assert _hits(events) == {small: 1, tough: 1}
    assert small not in state.units and tough in state.units and ally in state.units


def test_dx5_009_gives_defence_1_to_every_own_unit_when_a_battle_begins() -> None:
    """DX5-009 Battle [条件(強制)] 戦闘発生時: この戦闘の自軍ユニットすべての防御力+1."""
    t = _table()
    unit = t.unit(0, "B1", "DX5-009")
    ally = t.unit(0, "B1", "DX3-002")
    away = t.unit(0, "A1", "DX3-002")  # on the battlefield, not in this battle
    foe = t.unit(1, "B2", FILLER)
    state, events = _advance(t, unit, ally)
    assert _modified(events) == {unit: (0, 1), ally: (0, 1)}
    assert (defence(state, unit), defence(state, ally), defence(state, away)) == (3, 3, 2)
    assert defence(state, foe) == 3


def test_dx3_007_gets_defence_1_when_an_attack_is_declared_and_survives() -> None:
    """DX3-007 (2/5) Battle [条件(強制)] 攻撃宣言時: このユニットの防御力+1: a 5-damage
    attack no longer kills it."""
    t = _table()
    wall = t.unit(0, "B1", "DX3-007")
    striker = t.unit(1, "B2", "DX3-012")  # attack 5
    state = to_normal(_advance(t, wall)[0], (1, 6))
    assert defence(state, wall) == 5
    state, events = play(state, "attack")
    assert _modified(events) == {wall: (0, 1)} and defence(state, wall) == 6
    state, events = pass_chain(state)
    assert [(e.unit, e.amount, e.died) for e in events if isinstance(e, DamageApplied)] == [
        (wall, 5, False)
    ]
    assert wall in state.units and striker in state.units


def test_dx4_009_draws_a_card_when_the_battle_ends() -> None:
    """DX4-009 Battle [条件(強制)] 戦闘終了時: カードを1枚補充する."""
    t = _table()
    unit = t.unit(0, "B1", "DX4-009")
    t.unit(1, "B2", "DX3-013")
    state = to_normal(_advance(t, unit)[0])
    state, events = play(state, "attack")
    assert _drawn(events) == 0
    state, events = pass_chain(state)
    assert of_kind(events, "BattleEnded") and state.battle is None
    assert _drawn(events) == 1 and len(state.players[0].hand) == 1


# -- 〈発揮：このユニットの召喚時〉 ---------------------------------------------------------------
def test_dx1_014_on_being_summoned_deals_1_to_an_enemy_unit_on_the_battlefield() -> None:
    """DX1-014 Field [条件] 召喚時: 対象の敵軍ユニット1体に【火炎：1】 (normal summon)."""
    t = _table()
    wyvern = t.hand(0, "DX1-014")[0]
    small, other = t.unit(1, "B3", "DX3-013"), t.unit(1, "C3", FILLER)
    mine = t.unit(0, "C1", "DX3-013")
    state = after(t.build(), "end-main", f"summon #{wyvern} A1")
    assert decision(state) == "P1 trigger" and f"use #{wyvern} 1" in legal(state)
    state = after(state, f"use #{wyvern} 1")
    aims = {x for x in legal(state) if x.startswith("target")}
    assert aims == {f"target #{small}", f"target #{other}"} and f"target #{mine}" not in aims
    state, events = play(state, f"target #{small}", "declare")
    assert _hits(events) == {small: 1} and small not in state.units
    assert decision(state) == "P1 summon"


def test_dx4_014_on_being_summoned_draws_a_card() -> None:
    """DX4-014 Field [条件] 召喚時: カードを1枚補充する (optional: it may be passed)."""
    t = _table()
    bird, bird2 = t.hand(0, "DX4-014", "DX4-014")
    state = after(t.build(), "end-main", f"summon #{bird} A1")
    assert legal(state) == [f"use #{bird} 1", "pass"]
    state, events = play(state, f"use #{bird} 1", "declare")
    assert _drawn(events) == 1 and len(state.players[0].hand) == 2
    state, events = play(state, f"summon #{bird2} C1", "pass")
    assert _drawn(events) == 0 and len(state.players[0].hand) == 1


@pytest.mark.parametrize(
    ("key", "side", "change"), [("DX2-011", "enemy", (-1, 0)), ("DX5-003", "own", (0, 1))]
)
def test_a_battle_summon_trigger_works_on_an_instant_summon_only(
    key: str, side: str, change: tuple[int, int]
) -> None:
    """DX2-011 Battle [条件] 召喚時: 対象の敵軍ユニット1体の攻撃力-1; DX5-003 Battle [条件]
    召喚時: 対象の自軍ユニット1体の防御力+1. Battle: instant-summoned into a battle it
    wakes; summoned in the summon phase, outside a battle, it does not [D-PER-B]."""
    t = _table()
    mover = t.unit(0, "B1", "DX3-010")
    card = t.hand(0, key)[0]
    foe = t.unit(1, "B2", FILLER)
    state = after(_advance(t, mover)[0], f"instant #{card}")
    assert decision(state) == "P1 trigger"
    target = foe if side == "enemy" else mover
    printed = (attack(state, target), defence(state, target))
    state, events = play(state, f"use #{card} 1", f"target #{target}", "declare")
    assert _modified(events) == {target: change}
    assert (attack(state, target), defence(state, target)) == (
        printed[0] + change[0],
        printed[1] + change[1],
    )
    assert of_kind(events, "UnitModified")[0].until == "battle_end"  # type: ignore[attr-defined]
    quiet = _table()
    again = quiet.hand(0, key)[0]
    quiet.unit(1, "B2", FILLER)
    state = after(quiet.build(), "end-main", f"summon #{again} A1")
    assert decision(state) == "P1 summon"


# -- 〈発揮：ターン開始時〉〈発揮：ターン終了時〉 --------------------------------------------------
def test_dx2_014_at_the_turn_start_gives_an_own_unit_defence_1_for_the_turn() -> None:
    """DX2-014 Field [条件] ターン開始時: 対象の自軍ユニット1体の防御力+1（ターン終了まで）."""
    t = _table()
    unit = t.unit(0, "A1", "DX2-014")
    ally = t.unit(0, "C1", FILLER)
    foe = t.unit(1, "B3", FILLER)
    state = t.build("turn")
    assert decision(state) == "P1 trigger" and f"use #{unit} 1" in legal(state)
    state = after(state, f"use #{unit} 1")
    aims = {x for x in legal(state) if x.startswith("target")}
    assert aims == {f"target #{unit}", f"target #{ally}"} and f"target #{foe}" not in aims
    state, events = play(state, f"target #{ally}", "declare")
    assert _modified(events) == {ally: (0, 1)}
    while decision(state) != "P1 main":  # the rest of the turn's start
        state = after(state, "refill" if "refill" in legal(state) else "pass")
    assert (defence(state, ally), defence(state, unit)) == (4, 4)
    state, _ = end_turn(after(state, "end-main"))
    assert defence(state, ally) == 3


def test_dx5_014_at_the_turn_end_discards_a_card_to_draw_a_card() -> None:
    """DX5-014 Field [条件] ターン終了時〈コスト：手札を1枚破棄〉: カードを1枚補充する."""
    t = _table()
    unit = t.unit(0, "A1", "DX5-014")
    spare, kept = t.hand(0, "DX1-016", "DX1-017")
    state = after(t.build(), "end-main", "end-summon", "refill")
    assert decision(state) == "P1 trigger" and legal(state) == [f"use #{unit} 1", "pass"]
    hand = list(state.players[0].hand)
    state = after(state, f"use #{unit} 1")
    assert {x for x in legal(state) if x.startswith("pay-card")} == {f"pay-card #{c}" for c in hand}
    state, events = play(state, f"pay-card #{spare}", "declare")
    ours = [e for e in of_kind(events, "CardsDrawn") if e.player == 0]  # type: ignore[attr-defined]
    drawn = [c.id for e in ours for c in e.cards]  # type: ignore[attr-defined]
    assert len(drawn) == 1 and spare in state.players[0].discard
    assert sorted(state.players[0].hand) == sorted([c for c in hand if c != spare] + drawn)
    assert kept in state.players[0].hand and state.active == 1


# -- Battle [常時] [D-TIM-ALW-1][D-TIM-ALW-2] ------------------------------------------------
@dataclass(frozen=True)
class Aura:
    """A Battle [常時] text: which units of this battle it changes, and how."""

    side: str  # own | enemy
    others: bool = False  # 他の
    attribute: str = ""  # the units' attribute, when the text names one
    attack: int = 0
    defence: int = 0
    initiative: int = 0  # 「イニシアチブ：n」を得る


AURAS: dict[str, Aura] = {
    "DX1-011": Aura("own", others=True, attack=1),
    "DX2-007": Aura("own", attribute="水", defence=1),
    "DX3-014": Aura("own", others=True, defence=1),
    "DX4-010": Aura("own", others=True, initiative=1),
    "DX5-010": Aura("own", others=True, attribute="聖", attack=1),
    "DX6-011": Aura("enemy", attack=-1),
}
KIN = {
    "火": "DX1-003",
    "水": "DX2-004",
    "土": "DX3-002",
    "風": "DX4-002",
    "聖": "DX5-002",
    "魔": "DX6-002",
}


@pytest.mark.parametrize("key", sorted(AURAS))
def test_an_always_text_changes_exactly_the_units_it_names_in_its_battle(key: str) -> None:
    """deus [D-TIM-ALW-1][D-TIM-ALW-2][D-PER-B][D-STAT-INIT-1]: with its unit and two allies
    (one of its attribute, one not) in B1 nothing changes; once they have advanced into the
    battle in B2, exactly the units the text names get its change."""
    aura, face = AURAS[key], CATALOG[key]
    assert isinstance(face, UnitDef)
    t = _table()
    unit = t.unit(0, "B1", key)
    kin = t.unit(0, "B1", KIN[face.attribute.value])
    stranger = t.unit(0, "B1", "DX4-015" if face.attribute.value != "土" else "DX5-002")
    foes = [t.unit(1, "B2", FILLER), t.unit(1, "B2", TOUGH)]
    everyone = (unit, kin, stranger, *foes)
    state = t.build()

    def values(s: MatchState) -> dict[int, tuple[int, int, int]]:
        return {u: (attack(s, u), defence(s, u), initiative(s, u)) for u in everyone}

    printed = values(state)
    for u, (a, d, _) in printed.items():  # not in a battle: the printed values [D-PER-B]
        face_u = CATALOG[state.setup.cards[u].def_id]
        assert isinstance(face_u, UnitDef) and (a, d) == (face_u.attack, face_u.defence)
    state = to_quick(
        after(state, f"move #{unit} B2", f"move #{kin} B2", f"move #{stranger} B2", "advance")
    )
    assert state.battle is not None

    def named(u: int) -> bool:
        if aura.side == "enemy":
            return u in foes
        if u in foes or (aura.others and u == unit):
            return False
        return (
            not aura.attribute
            or CATALOG[state.setup.cards[u].def_id].attribute.value == aura.attribute
        )

    change = (aura.attack, aura.defence, aura.initiative)
    expected = {
        u: tuple(p + c for p, c in zip(v, change, strict=True)) if named(u) else v
        for u, v in printed.items()
    }
    assert values(state) == expected
    assert any(named(u) for u in everyone) and not all(named(u) for u in everyone)
