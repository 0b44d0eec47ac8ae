"""A test per shipped モンコレDeus card, field half: the summoners' [儀式], the ritual spells
and the unit cards' [儀式] used from the hand, through legal actions in the main phase
[D-RIT-0..4][D-TIM-RIT][R13][R14][R15]; every unit card's printed level, attack, defence, move
type, instant mark and statics as the engine plays them [D-TURN-4-C][D-BOARD-1][D-ADV-b]
[D-ADV-RANGE][D-BAT-1a][D-STAT-0][D-STAT-SP-1][D-STAT-INIT-1]; the two tokens
[D-CARD-TOK-1..5][R16]; and the data-driven check that every shipped card id has its test
here, in test_deus_card_behaviour_battle.py ([速攻]/[攻撃前]/[対抗], battle spells) or in
test_deus_card_behaviour_triggers.py ([条件], [常時]).

As there, each text is written out by hand from the card, never read from its effect data.
「ターン終了まで」 holds past the main phase and is gone when the turn ends [D-MISC-2c].
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
import test_deus_card_behaviour_battle as battle
import test_deus_card_behaviour_triggers as triggers
from deus_position import (
    Table,
    after,
    decision,
    end_turn,
    legal,
    of_kind,
    pass_chain,
    play,
    refused,
    shipped_catalog,
    to_normal,
    units_at,
)

from engine.deus.state import MatchState
from engine.moncolle.cards import MoveType, RitualSpellDef, SummonerDef, UnitDef
from engine.moncolle.events import DamageApplied, Event, UnitModified
from engine.moncolle.query import attack, defence, initiative
from engine.moncolle.usable import free_slots
from engine.moncolle.zones import unit_to_hand

CATALOG = shipped_catalog()
FILLER = battle.FILLER
BY_LEVEL = {1: "DX3-002", 2: "DX3-004", 3: "DX3-010", 4: "DX3-012"}  # vanilla 土 units
KILLED_BY = battle.KILLED_BY
SHADOW, WRAITH = "DX6-022", "DX6-023"  # the two tokens; the wraith never goes to a hand


def _table() -> Table:
    t = Table(turn=3, catalog=CATALOG, filler=FILLER)
    t.deck(0, filler=10)
    t.deck(1, filler=10)
    return t


def _hand(state: MatchState) -> list[int]:
    return list(state.players[0].hand)


def _values(state: MatchState, unit: int) -> tuple[int, int, int]:
    return attack(state, unit), defence(state, unit), initiative(state, unit)


def _changed(events: list[Event]) -> dict[int, tuple[int, int]]:
    """攻±/防± given, by unit."""
    found = {e.unit: (e.attack, e.defence) for e in events if isinstance(e, UnitModified)}
    return {u: change for u, change in found.items() if any(change)}


# -- [儀式]: summoners, ritual spells, unit cards from the hand [D-RIT-1..4] -----------------
@dataclass(frozen=True)
class Rite:
    """A Field [儀式] text, as the card says it."""

    power: int = 0
    to: str = "none"  # own | enemy (one target on the battlefield) | none
    every: bool = False  # 自軍ユニットすべて
    damage: int = 0
    attack: int = 0
    defence: int = 0
    initiative: int = 0
    draw: int = 0
    untap: bool = False
    token: bool = False  # 自分のトークン置き場のトークン1枚を召喚する
    recover: bool = False  # 捨札のユニットカード1枚を手札に移す


# fmt: off
RITES: dict[str, Rite] = {
    "DX1-001": Rite(power=2, to="enemy", damage=2),
    "DX2-001": Rite(power=2, draw=1),
    "DX3-001": Rite(power=1, to="own", defence=2),
    "DX4-001": Rite(power=2, to="own", untap=True),
    "DX5-001": Rite(power=1, to="own", attack=1, defence=1),
    "DX6-001": Rite(power=2, to="enemy", defence=-1),
    "DX1-021": Rite(power=1, to="own", every=True, attack=1),
    "DX2-021": Rite(power=1, draw=2),
    "DX3-021": Rite(power=1, to="own", every=True, defence=1),
    "DX4-021": Rite(power=1, to="own", every=True, initiative=1),
    "DX5-021": Rite(power=1, recover=True),
    "DX6-021": Rite(power=1, token=True),
    "DX1-012": Rite(draw=2),  # discards itself from the hand, then the rest
    "DX2-008": Rite(to="own", untap=True),
    "DX4-003": Rite(to="own", attack=2),
    "DX6-004": Rite(token=True),
}
# fmt: on


@pytest.mark.parametrize("key", sorted(RITES))
def test_a_field_ritual_does_what_it_says(key: str) -> None:
    """deus [D-RIT-0..4][D-TIM-RIT][R13][R14][R15][D-MISC-2c][D-CARD-TOK-1][D-DMG-1]: used in
    the main phase through legal actions: its ★ paid, its effect on exactly what it names,
    a ritual spell or a unit card discarded, a summoner kept."""
    rite, face = RITES[key], CATALOG[key]
    t = _table()
    own = t.unit(0, "A1", FILLER, tapped=rite.untap)
    own2 = t.unit(0, "C1", "DX5-004")
    foe = t.unit(1, "B3", KILLED_BY.get(rite.damage, FILLER))
    foe2 = t.unit(1, "A3", battle.OTHER)
    card = t.summoner(0, key) if isinstance(face, SummonerDef) else t.hand(0, key)[0]
    gone, spell = t.discard(0, FILLER, "DX1-016")
    lost = t.discard(1, FILLER)[0]  # in the other player's discard
    tokens, theirs = t.tokens(0, SHADOW, WRAITH), t.tokens(1, SHADOW)
    t.power = [rite.power, 0]
    state = t.build()
    units = (own, own2, foe, foe2)
    before = {u: _values(state, u) for u in units}
    hand = _hand(state)
    state, events = play(state, f"use #{card} 1")
    aims = [x for x in legal(state) if x.startswith("target")]
    aimed = {"own": [own, own2], "enemy": [foe, foe2]}.get(rite.to, [])
    if rite.token:
        assert aims == [f"target #{c}" for c in tokens]  # only one's own token area
        assert f"target #{theirs[0]}" not in aims
        state = after(state, f"target #{tokens[1]}")
    elif rite.recover:
        assert aims == [f"target #{gone}"]  # a unit card of one's own discard only
        assert f"target #{spell}" not in aims and f"target #{lost}" not in aims
        state = after(state, f"target #{gone}")
    elif rite.every or rite.to == "none":
        assert aims == []
    else:  # one target: any unit of that side on the battlefield, none of the other
        assert set(aims) == {f"target #{u}" for u in aimed}
        aimed = aimed[:1]
        state = after(state, f"target #{aimed[0]}")
    state, found = play(state, "declare")
    events += found
    if rite.token:  # A1, B1 and C1 have room: its player chooses the area [D-TURN-4-C]
        assert decision(state) == "P1 effect_summon"
        assert legal(state) == [f"into #{tokens[1]} {x}" for x in ("A1", "B1", "C1")]
        state, found = play(state, f"into #{tokens[1]} C1")
        events += found
    assert state.power[0] == 0 and decision(state) == "P1 main"
    if isinstance(face, SummonerDef):
        assert state.players[0].summoner == card and not state.players[0].summoner_tapped
    else:  # a ritual spell after it takes effect; a unit card by its own text [D-RIT-2]
        assert card in state.players[0].discard and card not in state.players[0].hand

    hits = {e.unit: e.amount for e in events if isinstance(e, DamageApplied)}
    assert hits == ({aimed[0]: rite.damage} if rite.damage else {})
    if rite.damage:
        assert aimed[0] not in state.units and foe2 in state.units
    change = (rite.attack, rite.defence)
    assert _changed(events) == {u: change for u in aimed if any(change)}
    assert all(e.until == "turn_end" for e in of_kind(events, "UnitModified"))  # type: ignore[attr-defined]
    after_rite = {u: _values(state, u) for u in units if u in state.units}
    for unit, now in after_rite.items():
        a, d, i = before[unit]
        if unit in aimed:
            a, d, i = a + rite.attack, d + rite.defence, i + rite.initiative
        assert now == (a, d, i)
    drawn = [c.id for e in of_kind(events, "CardsDrawn") for c in e.cards]  # type: ignore[attr-defined]
    assert len(drawn) == rite.draw
    kept = [c for c in hand if c != card] + drawn + ([gone] if rite.recover else [])
    assert sorted(_hand(state)) == sorted(kept)
    if rite.untap:
        assert not state.units[own].tapped
    if rite.token:
        assert tokens[1] in state.units and state.tokens[0] == [tokens[0]]
        assert state.tokens[1] == theirs
        # into the own-territory area its player chose (summon.by_effect) [D-TURN-4-C]
        assert [e.area for e in of_kind(events, "UnitSummoned")] == ["C1"]  # type: ignore[attr-defined]
    if rite.attack or rite.defence or rite.initiative:  # ターン終了まで
        state = after(state, "end-main")
        assert {u: _values(state, u) for u in after_rite} == after_rite  # past the phase
        state, _ = end_turn(state)
        assert {u: _values(state, u) for u in after_rite} == {u: before[u] for u in after_rite}


# -- every unit card as printed [D-CARD-UNIT-*][D-BOARD-1][D-ADV-b][D-BAT-1a][D-STAT-0] ------
UNITS = sorted(k for k, c in CATALOG.items() if isinstance(c, UnitDef) and not c.token)
REACH = {MoveType.WALK: {"A2", "B1"}, MoveType.FLY: {"A2", "B1", "B2"}}  # from A1 [D-ADV-RANGE]


def _fill(t: Table, label: str, levels: int) -> None:
    """Own vanilla units in the area, ``levels`` levels in all."""
    while levels:
        step = min(4, levels)
        t.unit(0, label, BY_LEVEL[step])
        levels -= step


@pytest.mark.parametrize("key", UNITS)
def test_a_unit_card_plays_as_printed(key: str) -> None:
    """deus [D-TURN-4-C][D-BOARD-1][D-CARD-UNIT-8][D-ADV-b][D-ADV-2][D-BAT-1a][D-STAT-SP-1]
    [D-STAT-INIT-1]: it is summoned where its level still fits under 8 and refused where it
    does not; it stands with its printed attack, defence, イニシアチブ and spell slots; from
    A1 it reaches what its move type reaches and advances; it may be instant-summoned into a
    battle exactly when it has the instant mark; without an ability, its attack is its attack
    damage."""
    face = CATALOG[key]
    assert isinstance(face, UnitDef)
    t = _table()
    card = t.hand(0, key)[0]
    _fill(t, "A1", 8 - face.level)
    _fill(t, "C1", 9 - face.level)
    state = after(t.build(), "end-main")
    refused(state, f"summon #{card} C1", "over_limit_deus")
    state = after(state, f"summon #{card} A1")
    assert card in units_at(state, "A1") and not state.units[card].tapped
    assert (attack(state, card), defence(state, card)) == (face.attack, face.defence)
    assert initiative(state, card) == face.statics.initiative
    assert free_slots(state, card) == list(face.statics.spell_slots)

    t = _table()
    unit = t.unit(0, "A1", key)
    state = t.build()
    assert {x.split()[-1] for x in legal(state) if x.startswith(f"move #{unit} ")} == REACH[
        face.move
    ]
    state = after(state, f"move #{unit} A2", "advance")
    assert units_at(state, "A2") == [unit] and state.units[unit].tapped

    t = _table()
    mover = t.unit(0, "B1", BY_LEVEL[1])
    card = t.hand(0, key)[0]
    t.unit(1, "B2", "DX2-010")  # 1/5
    state = after(t.build(), f"move #{mover} B2", "advance")
    assert decision(state) == "P1 instant"
    assert (f"instant #{card}" in legal(state)) == face.instant
    if face.abilities:
        return  # its texts are checked on their own
    t = _table()
    unit = t.unit(0, "B1", key)
    t.unit(1, "B2", "DX2-010")
    state = after(to_normal(after(t.build(), f"move #{unit} B2", "advance")), "attack")
    state, events = pass_chain(state)
    assert [e.damage for e in of_kind(events, "AttackDeclared")] == [face.attack]  # type: ignore[attr-defined]


# -- the tokens [D-CARD-TOK-1..5][R16] ------------------------------------------------------
@pytest.mark.parametrize(
    ("key", "stats", "reach"),
    [(SHADOW, (1, 1, 1), {"A1", "C1", "B2"}), (WRAITH, (2, 2, 1), {"A1", "C1", "A2", "B2", "C2"})],
)
def test_a_token_is_summoned_by_an_effect_as_its_printed_unit(
    key: str, stats: tuple[int, int, int], reach: set[str]
) -> None:
    """DX6-022 (level 1, 1/1, 歩行) and DX6-023 (level 2, 2/1, 飛行): summoned by DX6-021 from
    the token area, they stand with their printed values and reach; a dying token goes back
    to the token area, never to a discard; an effect putting it into the hand puts DX6-022
    there and DX6-023 (never to a hand) back to the token area [D-CARD-TOK-4][D-CARD-TOK-5]."""
    t = _table()
    token = t.tokens(0, key)[0]
    rite = t.hand(0, "DX6-021")[0]
    _fill(t, "A1", 8)
    _fill(t, "C1", 8)
    t.power = [1, 0]
    state = after(t.build(), f"use #{rite} 1", f"target #{token}", "declare")
    assert units_at(state, "B1") == [token] and state.tokens[0] == []
    assert (CATALOG[key].level, attack(state, token), defence(state, token)) == stats  # type: ignore[union-attr]
    assert {x.split()[-1] for x in legal(state) if x.startswith(f"move #{token} ")} == reach

    t = _table()
    theirs = t.unit(1, "B3", key)
    mine = t.unit(0, "A1", key)
    fire = t.summoner(0, "DX1-001")  # Field [儀式] ★2: 【火炎：2】 to an enemy unit
    t.power = [2, 0]
    state, events = play(t.build(), f"use #{fire} 1", f"target #{theirs}", "declare")
    assert [e.reason for e in of_kind(events, "UnitDestroyed")] == ["died"]  # type: ignore[attr-defined]
    assert state.tokens[1] == [theirs] and state.players[1].discard == []
    unit_to_hand(state, mine, events)  # no shipped text returns a unit to a hand
    if CATALOG[key].never_to_hand:  # type: ignore[union-attr]
        assert state.tokens[0] == [mine] and state.players[0].hand == []
    else:
        assert state.players[0].hand == [mine] and state.tokens[0] == []
        refused(after(state, "end-main"), f"summon #{mine} A1", "not_a_unit_in_hand")


# -- every shipped card has its test ---------------------------------------------------------
TOKENS = (SHADOW, WRAITH)


def test_every_shipped_card_id_has_a_test_of_what_it_prints() -> None:
    """Data-driven: each of the 128 shipped cards is named by a table above or in the battle
    and trigger modules (tables written by hand, so a new card fails here until it has its
    test); a card with an ability is in the table of its ability's kind; tables name only
    shipped cards of the right kind."""
    by_text = {
        "battle": set(battle.TEXTS),
        "rite": set(RITES),
        "trigger": set(triggers.TRIGGERED),
        "always": set(triggers.AURAS),
    }
    for name in set(triggers.TRIGGERED.values()):
        assert callable(getattr(triggers, name)), name
    texts = set().union(*by_text.values())
    assert sum(len(ids) for ids in by_text.values()) == len(texts)  # each card in one table
    with_text = {k for k, c in CATALOG.items() if c.abilities}
    assert texts == with_text
    assert all(len(CATALOG[k].abilities) == 1 for k in with_text)  # one table row = the card
    assert set(UNITS) | set(TOKENS) == {k for k, c in CATALOG.items() if isinstance(c, UnitDef)}
    assert all(CATALOG[k].token for k in TOKENS)  # type: ignore[union-attr]
    kinds = {
        SummonerDef: {k for k in RITES if isinstance(CATALOG[k], SummonerDef)},
        RitualSpellDef: {k for k in RITES if isinstance(CATALOG[k], RitualSpellDef)},
    }
    for kind, ids in kinds.items():
        assert ids == {k for k, c in CATALOG.items() if isinstance(c, kind)}
    covered = texts | set(UNITS) | set(TOKENS)
    assert covered == set(CATALOG) and len(CATALOG) == 128
