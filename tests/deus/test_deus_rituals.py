"""モンコレDeus rituals, tokens and card kinds: a [儀式] comes from a ritual spell (discarded
after), the summoner (again while ★ lasts) or a unit card in the hand whose ability says
Field, never from a unit on the battlefield, only in the active player's main phase
[D-RIT-0..4][R14][R15]; tokens go to the token area instead of a discard, and the one that
says so instead of a hand; a token is summoned by effects only [D-CARD-TOK-1..5][R16]; the
five card kinds and a board with no terrain [D-CARD-0][D-BOARD-12].
"""

from __future__ import annotations

from deus_position import CATALOG, Table, after, decision, legal, of_kind, play, refused, units_at

from engine.deus.policy import POLICY
from engine.deus.view import view
from engine.moncolle.cards import RitualSpellDef, SpellDef, SummonerDef, UnitDef
from engine.moncolle.query import attack, defence


def test_ritual_spell_from_the_hand_is_discarded_after_it_takes_effect() -> None:
    """deus [D-RIT-2][D-RIT-1][D-CARD-RS-1][D-TIM-RIT][D-RIT-0][D-TERM-4][R13]: the active
    player pays the ritual spell's ★ and uses it from the hand as a main-phase action; its
    攻±/防± apply; it is discarded once it takes effect; nobody answers it."""
    t = Table(turn=3)
    unit = t.unit(0, "B1", "shield")
    blessing = t.hand(0, "blessing")[0]
    t.power = [1, 0]
    state = t.build()
    assert f"use #{blessing} 1" in legal(state)
    state, events = play(state, f"use #{blessing} 1", f"target #{unit}", "declare")
    assert [e.outcome for e in of_kind(events, "LinkResolved")] == ["applied"]  # type: ignore[attr-defined]
    assert (attack(state, unit), defence(state, unit)) == (4, 8)
    assert blessing in state.players[0].discard and blessing not in state.players[0].hand
    assert state.power == [0, 0] and state.effect_zone == [] and state.chain is None
    assert decision(state) == "P1 main"


def test_summoner_ritual_again_and_again_while_power_lasts() -> None:
    """deus [D-RIT-3][R15][D-TAP-1][D-ABIL-1]: the summoner's [儀式] may be used several times
    in one main phase while its ★ cost is paid; the summoner never becomes acted."""
    t = Table(turn=3)
    seer = t.summoner(0)
    t.deck(0, filler=5)
    t.power = [2, 0]
    state = after(t.build(), f"use #{seer} 1", "declare", f"use #{seer} 1", "declare")
    assert len(state.players[0].hand) == 2 and state.power == [0, 0]
    assert not state.players[0].summoner_tapped
    refused(state, f"use #{seer} 1", "cannot_use")


def test_unit_card_ritual_from_the_hand_shown_and_kept() -> None:
    """deus [D-RIT-4][R14][D-RIT-1]: a unit card in the hand whose [儀式] says Field is used
    from the hand, shown to both players, and stays in the hand; the same unit standing on
    the battlefield uses no [儀式]."""
    t = Table(turn=3)
    standing = t.unit(0, "B1", "caller")
    caller = t.hand(0, "caller")[0]
    t.deck(0, filler=3)
    t.power = [3, 0]
    state = t.build()
    assert f"use #{standing} 1" not in legal(state)
    refused(state, f"use #{standing} 1", "cannot_use")
    state = after(state, f"use #{caller} 1", "declare")
    assert caller in state.players[0].hand and len(state.players[0].hand) == 2
    seen = view(state, 1).players[0]
    assert [c.id for c in seen.revealed] == [caller] and seen.hand is None


def test_rituals_only_in_the_active_players_main_phase() -> None:
    """deus [D-RIT-0][D-TIM-RIT][D-PER-0][D-PER-F][D-PER-B]: a Field [儀式] is used in the
    main phase only, never in the summon phase nor during a battle; a Battle [攻撃前] is not
    usable outside a battle."""
    t = Table(turn=3)
    seer = t.summoner(0)
    sage = t.unit(0, "B1", "sage")
    t.unit(1, "B2", "shield")
    t.summoner(1)
    t.deck(0, filler=3)
    t.power = [3, 3]
    state = t.build()
    assert f"use #{seer} 1" in legal(state)
    refused(state, f"use #{sage} 1", "cannot_use")
    battle = after(state, f"move #{sage} B2", "advance", "done", "done")
    assert decision(battle) == "P1 quick"
    assert not any(x.startswith("use") for x in legal(battle))
    refused(battle, f"use #{seer} 1", "summoner_rituals_only")  # [R15]
    summon = after(state, "end-main")
    refused(summon, f"use #{seer} 1", "not_now")


def test_tokens_die_or_are_discarded_to_the_token_area() -> None:
    """deus [D-CARD-TOK-4][D-TERM-1][D-CARD-TOK-2][R16]: a token on the battlefield that dies,
    or one discarded from a hand, goes to its owner's token area, never a discard pile."""
    t = Table(turn=3)
    wisp = t.unit(1, "A3", "wisp")
    smite = t.hand(0, "smite")[0]
    held = t.hand(0, "wisp")[0]
    t.hand(0, *["pike"] * 6)
    t.power = [1, 0]
    state, events = play(t.build(), f"use #{smite} 1", f"target #{wisp}", "declare")
    assert [e.reason for e in of_kind(events, "UnitDestroyed")] == ["died"]  # type: ignore[attr-defined]
    assert wisp not in state.units and state.tokens[1] == [wisp]
    assert state.players[1].discard == []
    state = after(state, "end-main", "end-summon", f"discard #{held}")
    assert state.tokens[0] == [held] and held not in state.players[0].discard


def test_return_to_hand_sends_a_never_to_hand_token_to_the_token_area() -> None:
    """deus [D-CARD-TOK-5][R16][D-CARD-TOK-1]: an effect returning a unit to the hand takes
    an ordinary token to the hand, where it is a token card that cannot be summoned, and the
    token printed never to go to a hand to the token area."""
    t = Table(turn=3)
    shade = t.unit(0, "A1", "shade")
    wisp = t.unit(0, "C1", "wisp")
    r1, r2 = t.hand(0, "recall", "recall")
    state = after(t.build(), f"use #{r1} 1", f"target #{shade}", "declare")
    assert shade not in state.units and state.tokens[0] == [shade]
    assert shade not in state.players[0].hand
    state = after(state, f"use #{r2} 1", f"target #{wisp}", "declare")
    assert wisp in state.players[0].hand and state.tokens[0] == [shade]
    summon = after(state, "end-main")
    refused(summon, f"summon #{wisp} A1", "not_a_unit_in_hand")


def test_a_token_enters_play_by_an_effect_as_a_unit() -> None:
    """deus [D-CARD-TOK-1][D-CARD-TOK-3][D-BOARD-8][R16]: a [儀式] summons a token from the
    token area into one's territory, within the 8-level limit; on the battlefield it is a
    unit: it advances and counts for limits."""
    t = Table(turn=3)
    t.unit(0, "A1", "giant")
    t.unit(0, "A1", "shield")
    t.unit(0, "B1", "giant")
    t.unit(0, "C1", "ogre")
    t.unit(0, "C1", "ogre")
    shade = t.tokens(0, "shade")[0]
    call = t.hand(0, "shadecall")[0]
    state = t.build()
    seen = view(state, 1).players[0]
    assert [c.id for c in seen.tokens] == [shade]
    assert legal(state).count(f"target #{shade}") == 0
    state, events = play(state, f"use #{call} 1", f"target #{shade}", "declare")
    assert units_at(state, "B1")[-1] == shade and state.tokens[0] == []
    assert [e.area for e in of_kind(events, "UnitSummoned")] == ["B1"]  # type: ignore[attr-defined]
    state = after(state, f"move #{shade} B2", "advance")
    assert units_at(state, "B2") == [shade] and state.units[shade].tapped


def test_five_card_kinds_and_no_terrain_on_the_board() -> None:
    """deus [D-CARD-0][D-CARD-SUM][D-CARD-UNIT-9][D-CARD-UNIT-11][D-CARD-RS-2][D-BOARD-12]
    [D-STAT-0][D-ABIL-1]: summoners, units (tokens among them), battle spells and ritual
    spells with no attribute; no heroes; statics are イニシアチブ and スペル only; the board
    holds no terrain and no HQ, and nothing can be equipped or placed."""
    kinds = {type(c) for c in CATALOG.values()}
    assert kinds == {SummonerDef, UnitDef, SpellDef, RitualSpellDef}
    assert any(isinstance(c, UnitDef) and c.token for c in CATALOG.values())
    assert "attribute" not in RitualSpellDef.__struct_fields__
    for card in CATALOG.values():
        if isinstance(card, UnitDef):
            assert not card.is_hero and card.statics.item_slots == ()
            assert card.statics.charge == card.statics.defender == 0
    t = Table(turn=3)
    pike = t.unit(0, "B1", "pike")
    ember = t.hand(0, "ember")[0]
    state = t.build()
    assert all(a.terrain == -1 and a.hq_of == -1 for a in state.areas)
    assert POLICY.placeable_areas(state, 0) == []
    assert not POLICY.equip(state, 0, ember, pike, [])
    assert POLICY.area_limit(state, 4) == 8
