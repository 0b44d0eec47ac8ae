"""モンコレDeus's card data (carddb/deus/, carddb/data/deus/): the shipped pool keeps the shape
of the box (six factions of 1 summoner, 14 units, 5 battle spells and 1 ritual spell, tokens for
one faction [D-COMP-1]), the ★ rarities the beginner option needs [R17], Deus's vocabulary
[D-STAT-0][D-TIM-0][D-CARD-UNIT-8], automatic abilities and complete English; the Deus schema
refuses what Deus lacks; deck lists keep [D-DECK-0][D-DECK-3c..3e][R18]; the draft's setup.

The ``deus`` deck rules are registered for this module only (``deus_rules``), as the
``rokumon.carddb`` entry point will register them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carddb import (
    CardIndex,
    CardSetError,
    DeckListError,
    build_setup,
    load_deck,
    load_text,
    rulesets,
    shipped_cards,
    shipped_index,
    starter_deck_text,
)
from carddb.deus import RULES
from carddb.deus.pool import (
    PoolError,
    draft_setup,
    factions,
    options_of,
    shipped_pool,
    with_options,
)
from engine.deus.state import DeusSetup, Faction
from engine.moncolle.abilities import (
    Ability,
    Manual,
    MoveCard,
    Period,
    Step,
    SummonStep,
    Timing,
    Trigger,
)
from engine.moncolle.cards import (
    Attribute,
    CardDef,
    MoveType,
    Rarity,
    RitualSpellDef,
    SpellDef,
    SummonerDef,
    UnitDef,
)
from engine.moncolle.effects import is_automatic

ORDER = [Attribute(a) for a in "火水土風聖魔"]
DECKS = ("enkan_suifuu", "shinchou_yakage")


@pytest.fixture(scope="module", autouse=True)
def deus_rules() -> Iterator[None]:
    """The deus deck rules, registered while this module runs and removed after it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets._RULES._items, RULES.id, RULES)
        yield


@pytest.fixture(scope="module")
def cards() -> list[CardDef]:
    return shipped_cards("deus")


@pytest.fixture(scope="module")
def pool() -> tuple[Faction, ...]:
    return shipped_pool()


@pytest.fixture(scope="module")
def deus_index() -> CardIndex:
    return shipped_index("deus")


def by_id(cards: list[CardDef]) -> dict[str, CardDef]:
    return {card.id: card for card in cards}


def abilities(cards: list[CardDef]) -> Iterator[tuple[CardDef, Ability]]:
    return ((card, ability) for card in cards for ability in card.abilities)


def steps(ability: Ability) -> Iterator[Step]:
    stack = list(ability.effect)
    while stack:
        step = stack.pop()
        yield step
        stack += step.then


# -- the pool [D-COMP-1][D-DECK-1] ------------------------------------------------------------
def test_the_pool_is_six_factions_of_one_summoner_14_units_5_spells_and_a_ritual(
    cards: list[CardDef], pool: tuple[Faction, ...]
) -> None:
    """deus [D-COMP-1][D-ATTR-2]: one faction per attribute, in the book's order."""
    faces = by_id(cards)
    assert [f.attribute for f in pool] == ORDER
    assert len({f.name for f in pool}) == 6 and all(f.name_en for f in pool)
    for faction in pool:
        assert isinstance(faces[faction.summoner], SummonerDef)
        kinds = Counter(type(faces[c]).__name__ for c in faction.cards)
        assert kinds == {"UnitDef": 14, "SpellDef": 5, "RitualSpellDef": 1}, faction.name
        assert len(set(faction.cards)) == 20
        members = [faction.summoner, *faction.cards, *faction.tokens]
        assert {faces[c].printing.faction for c in members} == {faction.name}
    assert len(cards) == 6 * 21 + 2
    assert len({c.name for c in cards}) == len(cards)
    assert len({c.name_en for c in cards}) == len(cards)


def test_rarity_five_stars_per_faction_and_fifteen_for_the_beginner(
    cards: list[CardDef], pool: tuple[Faction, ...]
) -> None:
    """deus [D-DECK-3a][R17]: the summoner and 5 deck cards are ★; every other card is ▲ or
    ◆, so the beginner option's deck is 15 cards of each faction."""
    faces = by_id(cards)
    for faction in pool:
        assert faces[faction.summoner].printing.rarity is Rarity.RARE
        rarities = Counter(faces[c].printing.rarity for c in faction.cards)
        assert rarities[Rarity.RARE] == 5, faction.name
        assert rarities[Rarity.COMMON] + rarities[Rarity.UNCOMMON] == 15, faction.name
        beginner = [c for c in faction.cards if faces[c].printing.rarity is not Rarity.RARE]
        assert len(beginner) == 15


def test_one_faction_has_two_tokens_one_never_to_hand(
    cards: list[CardDef], pool: tuple[Faction, ...]
) -> None:
    """deus [D-COMP-1][D-CARD-TOK-1][D-CARD-TOK-5][R16]: tokens are units, outside the 21."""
    faces = by_id(cards)
    holders = [f for f in pool if f.tokens]
    assert [f.attribute for f in holders] == [Attribute.DARK]
    tokens = [faces[t] for t in holders[0].tokens]
    assert len(tokens) == 2 and all(isinstance(t, UnitDef) and t.token for t in tokens)
    assert sorted(t.never_to_hand for t in tokens if isinstance(t, UnitDef)) == [False, True]
    assert not set(holders[0].tokens) & set(holders[0].cards)
    others = [c for c in cards if isinstance(c, UnitDef) and (c.token or c.never_to_hand)]
    assert others == tokens


def test_units_print_only_what_deus_has(cards: list[CardDef], pool: tuple[Faction, ...]) -> None:
    """deus [D-CARD-UNIT-8][D-STAT-0][D-STAT-SP-1][D-BOARD-1][D-CARD-UNIT-11]."""
    faces = by_id(cards)
    units = [c for c in cards if isinstance(c, UnitDef)]
    assert all(1 <= u.level <= 4 for u in units)
    assert {u.move for u in units} == {MoveType.WALK, MoveType.FLY}
    assert all(u.hero_points == 0 for u in units)
    for unit in units:
        statics = unit.statics
        assert (statics.charge, statics.defender, statics.item_slots) == (0, 0, ())
        assert (statics.resist, statics.weak) == ((), ())
        assert set(statics.spell_slots) <= {a.value for a in Attribute} | {"※"}
    for faction in pool:  # several instant units per faction [R2]
        assert sum(getattr(faces[c], "instant", False) for c in faction.cards) >= 3


def test_every_ability_runs_by_itself_in_deus_timings_and_periods(cards: list[CardDef]) -> None:
    """docs/effects.md: no manual step, no empty effect; deus [D-PER-0][D-TIM-0][D-ABIL-1]."""
    deus_timings = {
        Timing.RITUAL,
        Timing.QUICK,
        Timing.PRE_ATTACK,
        Timing.COUNTER,
        Timing.CONDITION,
        Timing.CONDITION_FORCED,
        Timing.ALWAYS,
    }
    for card, ability in abilities(cards):
        assert ability.effect and is_automatic(ability), card.id
        assert not any(isinstance(step, Manual) for step in steps(ability)), card.id
        assert ability.timing in deus_timings and ability.period is not Period.DECK
        assert ability.trigger is not Trigger.INITIATIVE_START
        assert ability.icon.value == "" and not ability.cost.item
        if ability.timing is Timing.RITUAL:
            assert ability.period is Period.FIELD
        if isinstance(card, SummonerDef):  # [R15]
            assert ability.timing is Timing.RITUAL and ability.cost.power > 0, card.id
        if ability.timing is Timing.ALWAYS:  # [D-TIM-ALW-2]
            assert isinstance(card, UnitDef)


def test_every_deus_feature_is_used_somewhere(cards: list[CardDef]) -> None:
    """The pool uses each construct Deus adds, so the engine meets each in play."""
    units = [c for c in cards if isinstance(c, UnitDef)]
    found = {
        "quick spell": any(
            isinstance(c, SpellDef) and a.timing is Timing.QUICK for c, a in abilities(cards)
        ),
        "quick unit": any(a.timing is Timing.QUICK for c, a in abilities(units)),
        "pre-attack spell": any(
            isinstance(c, SpellDef) and a.timing is Timing.PRE_ATTACK for c, a in abilities(cards)
        ),
        "pre-attack unit": any(a.timing is Timing.PRE_ATTACK for c, a in abilities(units)),
        "counter spell": any(
            isinstance(c, SpellDef) and a.timing is Timing.COUNTER for c, a in abilities(cards)
        ),
        "power cost beyond summoners": any(
            a.cost.power and not isinstance(c, SummonerDef) for c, a in abilities(cards)
        ),
        "multi slot": any("※" in u.statics.spell_slots for u in units),
        "instant unit": any(u.instant for u in units),
        "initiative": any(u.statics.initiative for u in units),
        "always on a unit": any(a.timing is Timing.ALWAYS for c, a in abilities(units)),
    }
    assert [name for name, seen in found.items() if not seen] == []
    triggers = {a.trigger for _, a in abilities(cards)} - {Trigger.NONE}
    assert triggers == set(Trigger) - {Trigger.NONE, Trigger.INITIATIVE_START}


def test_a_unit_card_has_a_field_ritual_used_from_the_hand_that_discards_itself(
    cards: list[CardDef],
) -> None:
    """deus [D-RIT-4][R14]: the card's text moves it out of the hand."""
    from_hand = [
        card
        for card, ability in abilities([c for c in cards if isinstance(c, UnitDef)])
        if ability.timing is Timing.RITUAL
        and ability.period is Period.FIELD
        and isinstance(ability.effect[0], MoveCard)
        and (ability.effect[0].to, ability.effect[0].zone) == ("self", "discard")
        and ability.effect[0].then
    ]
    assert len(from_hand) >= 3


def test_ritual_spells_are_field_rituals_and_one_summons_a_token(
    cards: list[CardDef], pool: tuple[Faction, ...]
) -> None:
    """deus [D-CARD-RS-1][D-RIT-2][D-BOARD-8]: the token faction's ritual brings a token in."""
    rituals = [c for c in cards if isinstance(c, RitualSpellDef)]
    assert len(rituals) == 6
    assert all(
        a.timing is Timing.RITUAL and a.period is Period.FIELD for _, a in abilities(rituals)
    )
    token_faction = next(f for f in pool if f.tokens)
    summons = [
        card
        for card, ability in abilities(rituals)
        if any(isinstance(s, SummonStep) for s in steps(ability))
        and ability.targets[0].where == "tokens"
        and ability.targets[0].card_kind == ("unit",)
    ]
    assert [c.printing.faction for c in summons] == [token_faction.name]


def test_every_card_is_printed_in_english_too(cards: list[CardDef]) -> None:
    """docs/cardsets.md "English": every free text has its English, the ability keeping the
    printed period first."""
    for card in cards:
        printing = card.printing
        assert card.name_en and printing.faction_en and printing.flavor and printing.flavor_en
        if isinstance(card, UnitDef):
            assert card.race_en, card.id
        else:
            assert card.type_en, card.id
        if isinstance(card, SummonerDef):
            assert card.epithet and card.epithet_en and not card.arcana
        for ability in card.abilities:
            assert ability.text_en, card.id
            period = ability.text.split(" ")[0]
            assert period in ("Battle", "Field") and ability.text_en.startswith(period)
            assert period == ability.period.value, card.id


# -- the Deus schema refuses what Deus lacks ------------------------------------------------
HEAD = '[set]\nid = "Y"\nname = "y"\nruleset = "deus"\n'
PRINTING = 'printing = { faction = "試しの勢力" }\n'
UNIT = (
    '[[card]]\nid = "Y-1"\nkind = "unit"\nname = "試しの兵"\nrace = "人間"\nattribute = "火"\n'
    'level = 2\nattack = 2\ndefence = 2\nmove = "歩行"\n' + PRINTING
)
SUMMONER = '[[card]]\nid = "Y-2"\nkind = "summoner"\nname = "試しの術師"\n' + PRINTING
SPELL = (
    '[[card]]\nid = "Y-3"\nkind = "spell"\nname = "試しの火"\ntype = "攻撃"\nattribute = "火"\n'
    + PRINTING
)
RITUAL = '[[card]]\nid = "Y-4"\nkind = "ritual"\nname = "試しの儀"\ntype = "祭儀"\n' + PRINTING
DAMAGE = 'effect = [{ do = "damage", amount = "1" }]\ntargets = [{ side = "enemy" }]\n'


def ability(timing: str, period: str = "Battle", extra: str = DAMAGE) -> str:
    return f'[[card.abilities]]\ntext = "t"\nperiod = "{period}"\ntiming = "{timing}"\n{extra}'


def refused(text: str) -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(HEAD + text, "bad.toml")
    return [str(e) for e in caught.value.errors]


def test_a_well_formed_deus_set_loads() -> None:
    text = (
        UNIT.replace('move = "歩行"', 'move = "飛行"\nstatics = { spell_slots = ["火", "※", "S"] }')
        + ability("速攻")
        + SUMMONER
        + ability(
            "儀式", "Field", 'cost = { power = 2 }\neffect = [{ do = "draw", to = "controller" }]\n'
        )
        + SPELL
        + ability("普通")
        + RITUAL
        + ability("儀式", "Field", 'effect = [{ do = "draw", to = "controller" }]\n')
        + UNIT.replace('id = "Y-1"', 'id = "Y-5"').replace("試しの兵", "試しの影")
        + "token = true\nnever_to_hand = true\n"
    )
    loaded = load_text(HEAD + text, "good.toml")
    assert [type(c).__name__ for c in loaded.cards] == [
        "UnitDef",
        "SummonerDef",
        "SpellDef",
        "RitualSpellDef",
        "UnitDef",
    ]


DRAW = 'effect = [{ do = "draw", to = "controller" }]\n'
TERRAIN = (
    'targets = [{ kind = "card", where = "hand", card_kind = ["terrain"] }, '
    '{ kind = "area", where = "placeable" }]\neffect = [{ do = "place_terrain" }]\n'
)
OWN_TARGET = 'targets = [{ side = "own" }]\n'
ALL_DAMAGE = (
    'effect = [{ do = "damage", amount = "1", attribute = "ALL", to = "all", '
    'among = { side = "enemy" } }]\n'
)
ITEM = '[[card]]\nid = "Y-1"\nkind = "item"\nname = "試しの兵"\ntype = "剣"\nslot = "I"\n'
U, M, S, R = "Y-1 (試しの兵)", "Y-2 (試しの術師)", "Y-3 (試しの火)", "Y-4 (試しの儀)"
REFUSALS = [  # (card, its label, the field, the start of the message)
    (ITEM + 'item_class = "装備品"\n', U, "kind", "must be one of summoner, unit, spell, ritual"),
    (UNIT.replace("歩行", "長距離飛行"), U, "move", "the move type is Walk or Fly; there is no"),
    (UNIT + "statics = { charge = 1 }\n", U, "statics.charge", "the only static abilities are"),
    (UNIT + 'statics = { item_slots = ["I"] }\n', U, "statics.item_slots", "the only static"),
    (UNIT + "hero_points = 2\n", U, "hero_points", "Deus has no heroes"),
    (UNIT.replace("level = 2", "level = 9"), U, "level", "the level is at most 8"),
    (UNIT + 'statics = { spell_slots = ["X"] }\n', U, "statics.spell_slots", "'X' is not an"),
    (UNIT.replace(PRINTING, ""), U, "printing.faction", "a Deus card belongs to a faction"),
    (UNIT + "instant = true\ntoken = true\n", U, "instant", "a token enters play by effects"),
    (UNIT + "never_to_hand = true\n", U, "never_to_hand", "only a token can be kept"),
    (SUMMONER + ability("速攻"), M, "abilities[0].timing", "a summoner's abilities are Field"),
    (SUMMONER + 'arcana = "太陽"\n', M, "arcana", "a Deus summoner has no arcana"),
    (
        SUMMONER + ability("儀式", "Field", "cost = { tap = true }\n" + DRAW),
        M,
        "abilities[0].cost.tap",
        "a summoner is never tapped",
    ),
    (UNIT + ability("速攻", "Deck"), U, "abilities[0].period", "the period is Battle or Field"),
    (UNIT + ability("速攻", "Field"), U, "abilities[0].period", "a [速攻] effect is a Battle"),
    (UNIT + ability("儀式"), U, "abilities[0].period", "a [Ritual] is a Field effect"),
    (UNIT + ability("普通|対抗不可"), U, "abilities[0].timing", "the timings are Ritual, Quick"),
    (UNIT + ability("対抗:攻撃"), U, "abilities[0].timing", "the timings are Ritual, Quick"),
    (
        UNIT + ability("攻撃前", extra='icon = "完了型"\n' + DAMAGE),
        U,
        "abilities[0].icon",
        "Deus has no ability icons",
    ),
    (
        UNIT + ability("条件", extra='trigger = "initiative_start"\n' + DAMAGE),
        U,
        "abilities[0].trigger",
        "there is no [Condition] at the start of the initiative timing",
    ),
    (
        UNIT + ability("攻撃前", extra='cost = { item = ["II"] }\n' + DAMAGE),
        U,
        "abilities[0].cost.item",
        "Deus has no items",
    ),
    (
        UNIT + ability("攻撃前", extra="cost = { power = 21 }\n" + DAMAGE),
        U,
        "abilities[0].cost.power",
        "must be 0 to 20",
    ),
    (UNIT + ability("儀式", "Field", TERRAIN), U, "abilities[0].effect[0].do", "'place_terrain'"),
    (
        UNIT + ability("攻撃前", extra=OWN_TARGET + 'effect = [{ do = "unequip" }]\n'),
        U,
        "abilities[0].effect[0].do",
        "'unequip' is not a step of Deus",
    ),
    (
        UNIT
        + ability("攻撃前", extra='effect = [{ do = "move", to = "self", zone = "removed" }]\n'),
        U,
        "abilities[0].effect[0].zone",
        "Deus has no removed zone",
    ),
    (
        UNIT
        + ability("対抗", extra='targets = [{ kind = "link" }]\neffect = [{ do = "cancel" }]\n'),
        U,
        "abilities[0].effect[0].do",
        "Deus has no cancel",
    ),
    (
        UNIT + ability("攻撃前", extra=ALL_DAMAGE),
        U,
        "abilities[0].effect[0].attribute",
        "Deus has no ALL damage attribute",
    ),
    (
        UNIT
        + ability(
            "攻撃前", extra=OWN_TARGET + 'effect = [{ do = "grant", statics = { defender = 1 } }]\n'
        ),
        U,
        "abilities[0].effect[0].statics.defender",
        "the only static abilities are",
    ),
    (
        SPELL + ability("常時", extra='effect = [{ do = "modify", attack = 1, to = "self" }]\n'),
        S,
        "abilities[0].timing",
        "only unit cards have [Always] effects [D-TIM-ALW-2]",
    ),
    (SPELL + ability("儀式", "Field"), S, "abilities[0].timing", "a battle spell is [Quick]"),
    (RITUAL + ability("速攻"), R, "abilities[0].timing", "a ritual spell is a Field [Ritual]"),
]


@pytest.mark.parametrize(("text", "card", "field", "problem"), REFUSALS)
def test_the_deus_schema_refuses_what_deus_lacks(
    text: str, card: str, field: str, problem: str
) -> None:
    found = refused(text)
    expected = f"bad.toml: card {card}: field '{field}': {problem}"
    assert any(e.startswith(expected) for e in found), found


def test_deus_refusals_are_said_in_japanese() -> None:
    with pytest.raises(CardSetError) as caught:
        load_text(HEAD + UNIT.replace("歩行", "長距離飛行"), "bad.toml")
    assert caught.value.message("ja") == (
        "bad.toml: カード Y-1 (試しの兵): 項目 move: 進軍タイプは歩行か飛行です。"
        "長距離飛行はありません [D-CARD-UNIT-8]"
    )


# -- deck lists [D-DECK-0][D-DECK-3c..3e][R18] ----------------------------------------------
def deck_errors(text: str, index: CardIndex, lang: str = "en") -> list[str]:
    with pytest.raises(DeckListError) as caught:
        load_deck(text, index, "deus")
    return [e.message(lang) for e in caught.value.errors]


def line_of(text: str, name: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line == f"1 {name}")


@pytest.mark.parametrize("name", DECKS)
def test_the_shipped_decks_are_valid(name: str, deus_index: CardIndex) -> None:
    deck = load_deck(starter_deck_text("deus", name), deus_index, "deus")
    faces = [deus_index.by_id[c.casefold()] for c in deck.cards]
    assert deck.summoner is not None and len(deck.cards) == 30
    assert sorted(Counter(f.printing.faction for f in faces).values()) == [15, 15]
    summoner = deus_index.by_id[deck.summoner.casefold()]
    assert summoner.printing.faction in {f.printing.faction for f in faces}


def test_the_shipped_decks_use_different_faction_pairs(deus_index: CardIndex) -> None:
    pairs = [
        frozenset(
            deus_index.by_id[c.casefold()].printing.faction
            for c in load_deck(starter_deck_text("deus", name), deus_index, "deus").cards
        )
        for name in DECKS
    ]
    assert not pairs[0] & pairs[1]


def test_a_deck_needs_exactly_one_summoner(deus_index: CardIndex) -> None:
    text = starter_deck_text("deus", "enkan_suifuu")
    assert deck_errors(text.replace("1 焔環のアグナ\n", ""), deus_index) == [
        "the deck needs exactly 1 summoner card; it has 0 [D-DECK-3e]"
    ]
    two = text + "1 翠風のシルカ\n"
    assert deck_errors(two, deus_index) == [
        f"line {line_of(text, '焔環のアグナ')}: the deck needs exactly 1 summoner card; it has 2 "
        "[D-DECK-3e]"
    ]


def test_a_token_never_goes_into_a_deck(deus_index: CardIndex) -> None:
    text = starter_deck_text("deus", "shinchou_yakage") + "1 影の兵\n"
    last = len(text.splitlines())
    assert deck_errors(text, deus_index) == [
        f"line {last}: the token 'Shadow Soldier' never goes into a deck (line {last}) [D-DECK-3d]"
    ]
    assert deck_errors(text, deus_index, "ja") == [
        f"{last}行目: トークン「影の兵」はデッキに入りません（{last}行目）[D-DECK-3d]"
    ]


def test_a_deck_takes_exactly_two_factions_of_fifteen(deus_index: CardIndex) -> None:
    text = starter_deck_text("deus", "enkan_suifuu")
    third = text.replace("1 かまいたち\n", "1 落石\n")  # an earth card for a wind one
    assert deck_errors(third, deus_index) == [
        "a deck takes the cards of exactly 2 factions; it has 3: Flame Ring Warband, Jade Wind "
        "Wanderers, Bedrock Clan [D-DECK-0]"
    ]
    uneven = text.replace("1 かまいたち\n", "1 炎槍の若兵\n")  # 16 fire, 14 wind
    assert deck_errors(uneven, deus_index) == [
        "the deck has 16 cards of the faction 'Flame Ring Warband'; it needs exactly 15 "
        "[D-DECK-3c]",
        "the deck has 14 cards of the faction 'Jade Wind Wanderers'; it needs exactly 15 "
        "[D-DECK-3c]",
    ]
    assert deck_errors(uneven, deus_index, "ja")[0] == (
        "勢力「焔環の戦団」のカードが16枚あります。ちょうど15枚にしてください [D-DECK-3c]"
    )


def test_no_more_copies_than_the_half_deck_holds(deus_index: CardIndex) -> None:
    """deus [R18]: every shipped card is printed once in its half-deck."""
    text = starter_deck_text("deus", "enkan_suifuu")
    doubled = text.replace("1 火炎弾\n", "2 火炎弾\n").replace("1 業火\n", "")
    line = line_of(text, "火炎弾")
    assert deck_errors(doubled, deus_index) == [
        f"line {line}: 2 copies of 'Fire Bolt' (line {line}); its half-deck holds 1 [R18]"
    ]


def test_the_summoner_belongs_to_one_of_the_two_factions(deus_index: CardIndex) -> None:
    text = starter_deck_text("deus", "enkan_suifuu")
    line = line_of(text, "焔環のアグナ")
    assert deck_errors(text.replace("焔環のアグナ", "深潮のミルネ"), deus_index) == [
        f"line {line}: the summoner 'Mirne of the Deep Tide' belongs to neither of the deck's "
        "two factions [D-DECK-3e]"
    ]


PARTS = st.sampled_from(
    ["1", "2", "15", "x", " ", "#", "//", "DX1-001", "dx6-022", "DX4-0", "焔環のアグナ",
     "影の兵", "彷徨う亡霊", "火炎弾", "Fire Bolt", "深潮のミルネ", "\u200b", "３"]
) | st.text(max_size=6)  # fmt: skip
LINES = st.lists(PARTS, max_size=5).map("".join)


@settings(max_examples=100)
@given(st.lists(LINES, max_size=8).map("\n".join) | st.text(max_size=120), st.booleans())
def test_validation_only_ever_refuses_with_a_deck_list_error(text: str, shipped: bool) -> None:
    """Any text, or a shipped deck with lines added, is a Deck or a DeckListError naming
    lines of the text."""
    index = shipped_index("deus")
    if shipped:
        text = starter_deck_text("deus", "enkan_suifuu") + text
    try:
        deck = load_deck(text, index, "deus")
    except DeckListError as refused:
        assert refused.errors and str(refused) and refused.message("ja")
        assert all(0 <= e.line <= max(1, len(text.splitlines())) for e in refused.errors)
        return
    assert deck.summoner is not None and len(deck.cards) == 30


# -- the draft's setup -----------------------------------------------------------------------
def test_the_draft_setup_holds_the_whole_pool_and_no_card_yet(
    deus_index: CardIndex, cards: list[CardDef], pool: tuple[Faction, ...]
) -> None:
    """deus [D-DECK-1][D-DECK-2a][R17]; it travels as the engine's DeusSetup."""
    setup = draft_setup(deus_index, 7, ("A", "B"), beginner=True)
    assert (setup.ruleset, setup.seed, setup.names, setup.beginner) == ("deus", 7, ("A", "B"), True)
    assert list(setup.catalog) == sorted(c.id for c in cards)
    assert (setup.cards, setup.decks, setup.summoners) == ((), ((), ()), (-1, -1))
    assert setup.pool == pool
    again = msgspec.msgpack.decode(msgspec.msgpack.encode(setup), type=DeusSetup)
    assert again == setup and isinstance(again.catalog["DX1-021"], RitualSpellDef)
    decks = tuple(load_deck(starter_deck_text("deus", n), deus_index, "deus") for n in DECKS)
    built = build_setup((decks[0], decks[1]), deus_index, 7, "deus", ("A", "B"))
    assert built == draft_setup(deus_index, 7, ("A", "B"))
    assert options_of(built) == () and options_of(with_options(built, ("beginner",))) == (
        "beginner",
    )
    assert with_options(setup, ()) == msgspec.structs.replace(setup, beginner=False)


def test_a_pool_without_one_faction_per_attribute_is_refused(cards: list[CardDef]) -> None:
    faces = by_id(cards)
    water = msgspec.structs.replace(
        faces["DX1-005"], id="DX1-099", name="z", attribute=Attribute.WATER
    )
    recoloured = [
        msgspec.structs.replace(c, attribute=Attribute.WATER)
        if isinstance(c, UnitDef) and c.printing.faction == "焔環の戦団"
        else c
        for c in cards
    ]
    with pytest.raises(PoolError, match="one faction per attribute"):
        factions(recoloured)
    with pytest.raises(PoolError, match="summoners; it needs 1"):
        factions([c for c in cards if c.id != "DX3-001"])
    assert factions([*cards, water])[0].cards[-1] == "DX1-099"
