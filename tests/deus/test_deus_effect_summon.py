"""A モンコレDeus effect that summons outside a battle: its player chooses the own-territory
area with room, as in the normal summon [D-TURN-4-C] (docs/rulings.md, Deus): asked only when
two or more areas have room, placed at once when one has, failing when none has; the effect's
resolution waits for the choice, so what follows the summon (``then``) comes after it; in a
battle the unit joins the battle instead [D-BAT-1a][R16].
"""

from __future__ import annotations

from deus_position import (
    CATALOG,
    OWN_TOKEN,
    Table,
    decision,
    legal,
    of_kind,
    play,
    refused,
    units_at,
)

from engine.deus.actions import SummonInto
from engine.deus.notation import format_action, parse
from engine.deus.summon import by_effect
from engine.moncolle.abilities import Ability, Draw, Period, SummonStep, Timing
from engine.moncolle.cards import RitualSpellDef

# a ritual spell that summons a token and, once it did, draws a card
CALL_AND_DRAW = RitualSpellDef(
    "calldraw",
    "影呼びの書",
    "儀式",
    abilities=(
        Ability(
            "[儀式] トークン1枚を召喚する。効果適用後、カードを1枚引く。 / Summon a token, "
            "then draw a card.",
            Period.FIELD,
            Timing.RITUAL,
            targets=(OWN_TOKEN,),
            effect=(SummonStep(then=(Draw(to="controller", count=1),)),),
        ),
    ),
)


def _summoned(events: list) -> list[str]:
    return [e.area for e in of_kind(events, "UnitSummoned")]  # type: ignore[attr-defined]


def test_d_turn_4_c_effect_summon_asks_for_an_own_territory_area_with_room() -> None:
    """deus [D-TURN-4-C][R16]: with B1 and C1 open and A1 full, a [儀式] summoning a token
    asks its player for B1 or C1 (A1, the front line and enemy territory refused); the unit
    goes where chosen; the other player is not asked."""
    t = Table(turn=3)
    t.unit(0, "A1", "giant")
    t.unit(0, "A1", "shield")  # 5 + 3: A1 full for a level-2 token
    t.unit(0, "C1", "ogre")
    shade = t.tokens(0, "shade")[0]
    call = t.hand(0, "shadecall")[0]
    state, events = play(t.build(), f"use #{call} 1", f"target #{shade}", "declare")
    assert decision(state) == "P1 effect_summon"
    assert legal(state) == [f"into #{shade} B1", f"into #{shade} C1"]
    assert _summoned(events) == [] and of_kind(events, "LinkResolved") == []  # waiting
    refused(state, f"into #{shade} A1", "summon_into_area")  # no room
    refused(state, f"into #{shade} B2", "summon_into_area")  # the front line
    refused(state, f"into #{shade} B3", "summon_into_area")  # enemy territory
    refused(state, f"into #{call} B1", "summon_into_area")  # not the card being summoned
    state, events = play(state, f"into #{shade} C1")
    assert _summoned(events) == ["C1"] and units_at(state, "C1")[-1] == shade
    assert of_kind(events, "LinkResolved") and state.placing == []
    assert decision(state) == "P1 main" and state.tokens[0] == []


def test_d_turn_4_c_effect_summon_with_one_area_of_room_is_placed_at_once() -> None:
    """deus [D-TURN-4-C]: only B1 has room, so nothing is asked; with none the summon fails
    and the token stays in its token area [R16]."""
    t = Table(turn=3)
    t.unit(0, "A1", "giant")
    t.unit(0, "A1", "shield")
    t.unit(0, "C1", "giant")
    t.unit(0, "C1", "shield")
    shade = t.tokens(0, "shade")[0]
    call = t.hand(0, "shadecall")[0]
    state, events = play(t.build(), f"use #{call} 1", f"target #{shade}", "declare")
    assert _summoned(events) == ["B1"] and decision(state) == "P1 main"

    t = Table(turn=3)
    for label in ("A1", "B1", "C1"):
        t.unit(0, label, "giant")
        t.unit(0, label, "shield")
    shade = t.tokens(0, "shade")[0]
    call = t.hand(0, "shadecall")[0]
    state, events = play(t.build(), f"use #{call} 1", f"target #{shade}", "declare")
    assert _summoned(events) == [] and state.tokens[0] == [shade]
    assert decision(state) == "P1 main"


def test_d_turn_4_c_what_follows_an_effect_summon_waits_for_the_area() -> None:
    """deus [D-TURN-4-C] and "効果適用後" [16]: the draw that follows the summon comes only
    after the player chose the area."""
    catalog = dict(CATALOG, calldraw=CALL_AND_DRAW)
    t = Table(turn=3, catalog=catalog)
    shade = t.tokens(0, "shade")[0]
    call = t.hand(0, "calldraw")[0]
    t.deck(0, filler=3)
    state, events = play(t.build(), f"use #{call} 1", f"target #{shade}", "declare")
    assert decision(state) == "P1 effect_summon" and of_kind(events, "CardsDrawn") == []
    assert legal(state) == [f"into #{shade} {x}" for x in ("A1", "B1", "C1")]
    state, events = play(state, f"into #{shade} A1")
    names = [type(e).__name__ for e in events]
    assert names.index("UnitSummoned") < names.index("CardsDrawn")
    assert len(state.players[0].hand) == 1 and decision(state) == "P1 main"


def test_d_turn_4_c_into_notation_round_trips() -> None:
    """deus [D-TURN-4-C]: ``into #12 B1`` is the choice's notation."""
    action = SummonInto(12, 1)
    assert format_action(action) == "into #12 B1" and parse("into #12 B1") == action


def test_d_turn_4_c_a_summon_counted_as_made_keeps_its_room() -> None:
    """deus [D-TURN-4-C][R16]: summons waiting for their areas keep room for each other. With
    room for one level-2 unit in A1 and one in B1, two tokens wait and a third summon fails
    at once (not later, after the effect counted it as made); the first choice leaves the
    second its area."""
    t = Table(turn=3)
    for label in ("A1", "B1"):
        t.unit(0, label, "ogre")
        t.unit(0, label, "pike")  # 4 + 2: room for 2 more levels
    t.unit(0, "C1", "giant")
    t.unit(0, "C1", "shield")
    first, second, third = t.tokens(0, "shade", "shade", "shade")
    state, events = t.build(), []
    assert by_effect(state, 0, first, events) and by_effect(state, 0, second, events)
    assert not by_effect(state, 0, third, events)
    assert state.placing == [first, second]
    assert legal(state) == [f"into #{first} A1", f"into #{first} B1"]
    state, events = play(state, f"into #{first} B1")
    assert _summoned(events) == ["B1", "A1"] and state.placing == []
