"""The grid game's card data (carddb/grid/, carddb/data/grid/): the shipped pool loads, keeps
its shape and uses every part of the effect language; every card's text says what its data
does; the schema refuses each broken card naming the field; deck lists keep [G-3.1][G-3.2]
[G-R2] in both languages; the match setup deals the lists in order; no input makes a set
or a list fail any other way than by its own error.

The ``grid`` deck rules are registered for this module only (``grid_rules``), as the
``rokumon.carddb`` entry point will register them.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from pathlib import Path

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
    shipped_cards,
    shipped_index,
    shipped_sets,
    starter_deck_text,
)
from carddb.cardset import load_file
from carddb.grid import RULES
from carddb.grid.messages import GRID_MESSAGES
from carddb.grid.schema import GRID_CARDS
from engine.grid.cards import (
    CARD_STEPS,
    Ability,
    BaseDef,
    CardDef,
    Do,
    EntityDef,
    Movement,
    Shape,
    SpellDef,
    Step,
    Target,
    Trigger,
)

DECKS = ("kouen_tsukikage", "suiju_hoshiyomi")
KEYWORDS = {Movement.ROOK: "飛車", Movement.BISHOP: "角", Movement.LANCE: "香車"}
KEYWORDS_EN = {Movement.ROOK: "Rook", Movement.BISHOP: "Bishop", Movement.LANCE: "Lance"}


@pytest.fixture(scope="module")
def cards() -> list[CardDef]:
    return shipped_cards("grid")


@pytest.fixture(scope="module")
def grid_index() -> CardIndex:
    return shipped_index("grid")


def abilities(card: CardDef) -> tuple[Ability, ...]:
    return () if isinstance(card, SpellDef) else card.abilities


def steps(card: CardDef) -> list[Step]:
    if isinstance(card, SpellDef):
        return list(card.steps)
    return [step for ability in card.abilities for step in ability.steps]


# -- the shipped pool [G-7.*][G-8.1] -------------------------------------------------------
def test_g_8_1_the_pool_is_four_familias_of_bases_entities_and_spells(
    cards: list[CardDef],
) -> None:
    """[G-8.1][G-7.4] Four set files, one familia each: 2 bases, 9 entities, 4 spells."""
    sets = shipped_sets("grid")
    assert [len(s.cards) for s in sets] == [15, 15, 15, 15]
    for card_set in sets:
        assert card_set.ruleset == "grid"
        assert len({c.familia for c in card_set.cards}) == 1
        kinds = Counter(type(c).__name__ for c in card_set.cards)
        assert kinds == {"BaseDef": 2, "EntityDef": 9, "SpellDef": 4}
        assert {c.movement for c in card_set.cards if isinstance(c, EntityDef)} == set(Movement)
    assert len({c.id.casefold() for c in cards}) == len({c.name for c in cards}) == 60


def test_every_shipped_card_keeps_the_grid_schema(cards: list[CardDef]) -> None:
    """[G-7.1][G-7.7][G-11.3] Loaded cards pass every rule and bound of carddb/grid."""
    assert cards
    assert all(GRID_CARDS.problems(c) == [] and GRID_CARDS.bounds(c) == [] for c in cards)


def test_g_11_3_bases_and_costs_fit_the_design(cards: list[CardDef]) -> None:
    """[G-11.3][G-8.2] Base lives 1..4 all appear; bases cost 2..4; costs mostly 1..5."""
    bases = [c for c in cards if isinstance(c, BaseDef)]
    assert {b.life for b in bases} == {1, 2, 3, 4}
    assert all(2 <= b.cost <= 4 for b in bases)
    assert sum(1 <= c.cost <= 5 for c in cards) >= len(cards) - 2


def test_the_pool_uses_every_part_of_the_effect_language(cards: list[CardDef]) -> None:
    """[G-10.4][G-R16][G-R17][G-R13][G-R11] Every spell target, every spell shape, every
    step, every trigger, mine on bases and entities, a negative boost, 多点 and 射程."""
    spells = [c for c in cards if isinstance(c, SpellDef)]
    assert {s.target for s in spells} == set(Target)
    assert {s.shape for s in spells if s.target is Target.SQUARE} == set(Shape)
    assert {step.do for c in cards for step in steps(c)} == set(Do)
    assert any(step.do is Do.BOOST and step.amount < 0 for c in cards for step in steps(c))
    assert {a.on for c in cards for a in abilities(c)} == set(Trigger)
    assert any(a.mine for c in cards if isinstance(c, BaseDef) for a in c.abilities)
    assert any(a.mine for c in cards if isinstance(c, EntityDef) for a in c.abilities)
    entities = [c for c in cards if isinstance(c, EntityDef)]
    assert any(e.hits == 2 for e in entities) and any(e.reach for e in entities)


def test_every_card_is_printed_in_english_too(cards: list[CardDef]) -> None:
    for card in cards:
        assert card.name_en and card.familia_en and card.flavor_en, card.id
        assert bool(card.text) == bool(card.text_en), card.id
        assert bool(card.race) == bool(card.race_en), card.id


# -- each text says what its data does [G-7.5] ----------------------------------------------
def _said(card: CardDef) -> dict[str, bool]:
    """What the data does, as the marks its text must then hold (and only then)."""
    do = {step.do for step in steps(card)}
    said: dict[str, bool] = {}
    if isinstance(card, EntityDef):
        for movement, word in KEYWORDS.items():
            said[f"【{word}】"] = said[f"[{KEYWORDS_EN[movement]}]"] = card.movement is movement
        for n in (2, 3):
            said[f"【多点{n}】"] = said[f"[Multi-hit {n}]"] = card.hits == n
        for n in (2, 3, 4):
            said[f"【射程{n}】"] = said[f"[Reach {n}]"] = card.reach == n
    for mark, en, step in (
        ("破壊する", r"(?i)destroy", Do.DESTROY),
        ("手札に戻す", r"(?i)return", Do.BOUNCE),
        ("持ち主の手札に加える", r"life cards into its owner's hand", Do.HIT),
        ("ライフカードとして加える", r"as (a )?life cards?", Do.MEND),
        ("枚引", r"(?i)draws?\b", Do.DRAW),
        ("墓地に置く", r"graveyard", Do.MILL),
        ("アンタップする", r"untap up to", Do.UNTAP),
    ):
        said[mark] = said[f"re:{en}"] = step in do
    for n in range(-9, 10):
        boosted = any(s.do is Do.BOOST and s.amount == n for s in steps(card))
        said[f"ターン終了時まで{n:+d}する"] = said[f"gets {n:+d} power"] = boosted
    for n in range(1, 10):
        most = any(s.most == n for s in steps(card))
        said[f"パワー{n}以下"] = said[f"power {n} or less"] = most
    for ja, en, trigger in (
        ("召喚したとき", r"(?i)summon", Trigger.SUMMON),
        ("出したとき", r"onto the battle zone", Trigger.PUT),
        ("使ったとき", r"\buse\b", Trigger.USE),
        ("自分のターン終了時、", r"At the end of your turn", Trigger.TURN_END),
    ):
        said[ja] = said[f"re:{en}"] = any(a.on is trigger for a in abilities(card))
    said["自分が"] = said["Whenever"] = any(a.mine for a in abilities(card))
    return {**said, **_areas(card)}


def _areas(card: CardDef) -> dict[str, bool]:
    if isinstance(card, SpellDef):
        targets = {
            Target.SQUARE: ("マスを1つ選ぶ", "Choose a square"),
            Target.ENTITY: ("エンティティ1体を選ぶ", r"Choose an? (friendly|enemy) entity"),
            Target.BASE: ("拠点1つを選ぶ", r"Choose (an enemy base|one of your bases)"),
            Target.PLAYER: ("プレイヤー1人を選ぶ", "Choose a player"),
        }
        chosen = card.target if card.shape is not Shape.ALL else None
        said = {ja: target is chosen for target, (ja, _) in targets.items()}
        said |= {f"re:{en}": target is chosen for target, (_, en) in targets.items()}
        shapes = {card.shape} if card.target is Target.SQUARE else set()
    else:
        said = {}
        shapes = {s.shape for s in steps(card) if s.do in CARD_STEPS}
    for shape, ja, en in (
        (Shape.AROUND, "周囲8マス", "8 squares around"),
        (Shape.ORTHOGONAL, "上下左右4マス", "4 squares orthogonally"),
        (Shape.DIAGONAL, "斜め4マス", "4 squares diagonal"),
        (Shape.FORWARD, "前方2マス", r"2 squares (ahead|in front)"),
        (Shape.COLUMN, "縦列", r"column"),
        (Shape.ROW, "横列", r"\brow\b"),
    ):
        said[ja] = said[f"re:{en}"] = shape in shapes
    return said


def test_g_7_5_every_text_says_what_its_card_does(cards: list[CardDef]) -> None:
    """[G-7.5] The engine runs the data: each keyword, step, amount, power limit, trigger,
    area and target shows in the Japanese and the English text exactly when the data has
    it."""
    wrong = []
    for card in cards:
        for mark, expected in _said(card).items():
            if mark.startswith("re:"):
                found = re.search(mark[3:], card.text_en) is not None
            else:
                found = mark in (card.text_en if mark.isascii() else card.text)
            if found != expected:
                wrong.append((card.id, mark, expected))
    assert wrong == []


def _amount_marks(step: Step) -> tuple[str, str] | None:
    """The Japanese words and the English pattern that say a step's amount."""
    n = step.amount
    one = n == 1
    return {
        Do.DRAW: (f"カードを{n}枚引", "draws? a card" if one else f"draws? {n} cards"),
        Do.MILL: (
            f"上から{n}枚を墓地に置く",
            "top card of .*deck into" if one else f"top {n} cards of .*deck into",
        ),
        Do.HIT: (f"ライフカードを{n}枚", f"{n} of (its|their) life cards"),
        Do.MEND: (
            f"上から{n}枚",
            "top card of your deck to" if one else f"top {n} cards of your deck to",
        ),
        Do.UNTAP: (f"{n}枚までアンタップ", f"untap up to {n}"),
    }.get(step.do)


def test_g_7_5_every_amount_shows_in_the_text(cards: list[CardDef]) -> None:
    """[G-7.5] How many cards a draw, mill, hit, mend or untap moves is in both texts."""
    wrong = [
        (card.id, marks)
        for card in cards
        for step in steps(card)
        if (marks := _amount_marks(step))
        and (marks[0] not in card.text or not re.search(marks[1], card.text_en))
    ]
    assert wrong == []
    assert sum(1 for c in cards for s in steps(c) if _amount_marks(s)) >= 15


def test_the_text_check_sees_a_wrong_text(cards: list[CardDef]) -> None:
    """A card whose data lost its step no longer matches its text."""
    card = next(c for c in cards if c.id == "GD1-012")
    assert isinstance(card, SpellDef)
    marks = _said(card)
    assert marks["破壊する"] and marks["パワー2以下"] and marks["上下左右4マス"]
    bounced = SpellDef(**{**_fields(card), "steps": (Step(do=Do.BOUNCE),)})
    assert not _said(bounced)["破壊する"] and not _said(bounced)["パワー2以下"]


def _fields(card: CardDef) -> dict[str, object]:
    return {f: getattr(card, f) for f in card.__struct_fields__}


# -- the schema refuses what is not a grid card ---------------------------------------------
HEAD = '[set]\nid = "T"\nname = "試し"\nruleset = "grid"\n'
ENTITY = """
[[card]]
id = "T-1"
kind = "grid-entity"
name = "試しの兵"
cost = 2
power = 2
familia = "試し"
text = "試し"
"""
SPELL = """
[[card]]
id = "T-2"
kind = "grid-spell"
name = "試しの術"
cost = 1
familia = "試し"
text = "試し"
target = "square"
steps = [{ do = "destroy" }]
"""
BASE = """
[[card]]
id = "T-3"
kind = "grid-base"
name = "試しの砦"
cost = 2
life = 2
familia = "試し"
text = "試し"
"""
ENTITY_AT = "bad.toml: card T-1 (試しの兵): field "
SPELL_AT = "bad.toml: card T-2 (試しの術): field "
BASE_AT = "bad.toml: card T-3 (試しの砦): field "


def ability(on: str, step: str, mine: bool = False) -> str:
    return f'[[card.abilities]]\non = "{on}"\nmine = {str(mine).lower()}\nsteps = [{step}]\n'


def spell(target: str, step: str, extra: str = "") -> str:
    body = SPELL.replace('target = "square"', f'target = "{target}"{extra}')
    return body.replace('steps = [{ do = "destroy" }]', f"steps = [{step}]")


REFUSALS = [
    # (card text, field, English problem)
    (ENTITY.replace("cost = 2", "cost = 11"), ENTITY_AT + "'cost'", "the cost ('cost') is 0 to"),
    (BASE.replace("cost = 2", "cost = -1"), BASE_AT + "'cost'", "the cost ('cost') is 0 to"),
    (ENTITY.replace('"試し"\ntext', '" "\ntext'), ENTITY_AT + "'familia'", "the familia"),
    (ENTITY.replace("power = 2", "power = 21"), ENTITY_AT + "'power'", "the power ('power')"),
    (ENTITY + "hits = 4\n", ENTITY_AT + "'hits'", "the hits ('hits': life cards"),
    (ENTITY + "hits = 0\n", ENTITY_AT + "'hits'", "the hits ('hits': life cards"),
    (ENTITY + "reach = 1\n", ENTITY_AT + "'reach'", "the reach ('reach') is 0 or 2 to 4"),
    (ENTITY + "reach = 5\n", ENTITY_AT + "'reach'", "the reach ('reach') is 0 or 2 to 4"),
    (ENTITY + "reach = 2\nhits = 2\n", ENTITY_AT + "'reach'", "an entity with a reach"),
    (BASE.replace("life = 2", "life = 0"), BASE_AT + "'life'", "the life ('life') is 1 to 9"),
    (BASE.replace("life = 2", "life = 10"), BASE_AT + "'life'", "the life ('life') is 1 to 9"),
    (
        ENTITY.replace('text = "試し"', 'movement = "香車"'),
        ENTITY_AT + "'text'",
        "the effect text ('text') is missing",
    ),
    (SPELL.replace('[{ do = "destroy" }]', "[]"), SPELL_AT + "'steps'", "a spell needs at least"),
    (
        spell("player", '{ do = "draw", who = "self" }'),
        SPELL_AT + "'steps'",
        "a spell of target 'player' needs a step acting on the chosen player",
    ),
    (
        spell("player", '{ do = "draw", who = "target" }, { do = "destroy" }'),
        SPELL_AT + "'steps[1].do'",
        "a spell of target 'player' acts on no card; 'destroy' is a card step",
    ),
    (
        spell("entity", '{ do = "destroy" }, { do = "draw", who = "target" }'),
        SPELL_AT + "'steps[1].who'",
        "only a spell of target 'player' has a chosen player",
    ),
    (
        spell("square", '{ do = "destroy" }, { do = "mill", who = "target" }'),
        SPELL_AT + "'steps[1].who'",
        "only a spell of target 'player' has a chosen player",
    ),
    (
        spell("base", '{ do = "hit" }, { do = "draw", who = "target" }'),
        SPELL_AT + "'steps[1].who'",
        "only a spell of target 'player' has a chosen player",
    ),
    (
        spell("entity", '{ do = "hit" }'),
        SPELL_AT + "'steps[0].do'",
        "a spell choosing an entity destroys, bounces or boosts it; 'hit' is a base step",
    ),
    (
        spell("base", '{ do = "bounce" }'),
        SPELL_AT + "'steps[0].do'",
        "a spell choosing a base hits or mends it; 'bounce' is an entity step",
    ),
    (
        spell("square", '{ do = "draw", who = "self" }'),
        SPELL_AT + "'steps'",
        "a spell of target 'square' needs a card step",
    ),
    (
        spell("square", '{ do = "boost", amount = 0 }'),
        SPELL_AT + "'steps[0].amount'",
        "a boost's 'amount' is -9 to 9, and not 0",
    ),
    (
        spell("square", '{ do = "boost", amount = -10 }'),
        SPELL_AT + "'steps[0].amount'",
        "a boost's 'amount' is -9 to 9, and not 0",
    ),
    (
        spell("square", '{ do = "destroy", amount = -1 }'),
        SPELL_AT + "'steps[0].amount'",
        "the 'amount' is 1 to 9 (only a boost may be negative)",
    ),
    (
        spell("player", '{ do = "draw", amount = 10, who = "target" }'),
        SPELL_AT + "'steps[0].amount'",
        "the 'amount' is 1 to 9",
    ),
    (
        spell("square", '{ do = "destroy", most = 21 }'),
        SPELL_AT + "'steps[0].most'",
        "the power limit ('most') is 0 to 20",
    ),
    (
        spell("square", '{ do = "destroy", shape = "row" }'),
        SPELL_AT + "'steps[0].shape'",
        "'shape' means nothing here",
    ),
    (
        spell("entity", '{ do = "destroy", most = 2 }'),
        SPELL_AT + "'steps[0].most'",
        "'most' means nothing here",
    ),
    (
        spell("player", '{ do = "mill", who = "target", side = "own" }'),
        SPELL_AT + "'steps[0].side'",
        "'side' means nothing here",
    ),
    (
        spell("square", '{ do = "destroy" }', '\nside = "own"'),
        SPELL_AT + "'side'",
        "a spell of target 'square' does not use 'side'",
    ),
    (
        spell("player", '{ do = "draw", who = "target" }', '\nshape = "all"'),
        SPELL_AT + "'shape'",
        "a spell of target 'player' does not use 'shape'",
    ),
    (
        ENTITY + ability("召喚", '{ do = "draw", who = "target" }'),
        ENTITY_AT + "'abilities[0].steps[0].who'",
        "an ability chooses no player",
    ),
    (
        ENTITY + ability("召喚", '{ do = "destroy", who = "opponent" }'),
        ENTITY_AT + "'abilities[0].steps[0].who'",
        "'who' means nothing here",
    ),
    (
        ENTITY + ability("召喚", '{ do = "draw", most = 3 }'),
        ENTITY_AT + "'abilities[0].steps[0].most'",
        "'most' means nothing here",
    ),
    (
        ENTITY + ability("召喚", '{ do = "hit", most = 2 }'),
        ENTITY_AT + "'abilities[0].steps[0].most'",
        "'most' means nothing here",
    ),
    (
        spell("square", '{ do = "mend", side = "own", most = 1 }'),
        SPELL_AT + "'steps[0].most'",
        "'most' means nothing here",
    ),
    (
        ENTITY + ability("召喚", '{ do = "mend", amount = 0 }'),
        ENTITY_AT + "'abilities[0].steps[0].amount'",
        "the 'amount' is 1 to 9",
    ),
    (
        ENTITY + ability("召喚", ""),
        ENTITY_AT + "'abilities[0].steps'",
        "an ability needs at least one step",
    ),
    (
        BASE + ability("ターン終了時", '{ do = "draw" }', mine=True),
        BASE_AT + "'abilities[0].mine'",
        "an end-of-turn ability has no 'mine'",
    ),
    (
        BASE + ability("召喚", '{ do = "draw" }'),
        BASE_AT + "'abilities[0].on'",
        "a base is never summoned",
    ),
    (
        ENTITY.replace('text = "試し"', 'text = "' + "あ" * 501 + '"'),
        ENTITY_AT + "'text'",
        "is longer than 500 characters",
    ),
    (
        spell("square", ", ".join(['{ do = "destroy" }'] * 11)),
        SPELL_AT + "'steps'",
        "has more than 10 entries",
    ),
    (ENTITY.replace('"grid-entity"', '"unit"'), ENTITY_AT + "'kind'", "must be one of grid-"),
    (ENTITY + 'movement = "桂馬"\n', ENTITY_AT + "'movement'", "Invalid enum value '桂馬'"),
    (ENTITY + 'race_en = "兵"\n', ENTITY_AT + "'race_en'", "holds Japanese"),
]


def refused(text: str, lang: str = "en") -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(text, "bad.toml")
    return [e.message(lang) for e in caught.value.errors]


def test_a_well_formed_grid_set_loads() -> None:
    """The templates the refusals break are themselves good cards."""
    loaded = load_text(HEAD + ENTITY + SPELL + BASE, "good.toml")
    assert [type(c) for c in loaded.cards] == [EntityDef, SpellDef, BaseDef]


@pytest.mark.parametrize(("text", "at", "problem"), REFUSALS)
def test_the_grid_schema_refuses_each_broken_card_naming_its_field(
    text: str, at: str, problem: str
) -> None:
    """[G-7.1][G-7.4][G-7.5][G-7.7][G-10.4][G-11.3][G-R11][G-R13][G-R17] Each rule of
    carddb/grid/schema.py, in English and in Japanese, at the field it is about."""
    found = refused(HEAD + text)
    assert any(e.startswith(f"{at}: {problem}") for e in found), found
    field = at.rsplit("'", 2)[1]
    japanese = refused(HEAD + text, "ja")
    assert any(f"項目 {field}: " in e for e in japanese), japanese


def test_grid_refusals_are_said_in_japanese() -> None:
    assert refused(HEAD + ENTITY + "reach = 1\n", "ja") == [
        "bad.toml: カード T-1 (試しの兵): 項目 reach: 射程（reach）は0か2～4です。"
        "周囲8マスにはどのエンティティも攻撃できます [G-R11]"
    ]
    assert refused(HEAD + spell("player", '{ do = "draw" }'), "ja") == [
        "bad.toml: カード T-2 (試しの術): 項目 steps: 対象が player の呪文には、選んだ"
        'プレイヤーに働く手順（who = "target"）が必要です [G-10.4]'
    ]


def test_every_grid_message_has_both_languages_with_the_same_parameters() -> None:
    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    assert GRID_MESSAGES
    for key, phrase in GRID_MESSAGES.items():
        ja, en = phrase.in_("ja"), phrase.in_("en")
        assert ja and en and fields(ja) == fields(en), key


# -- deck lists [G-3.1][G-3.2][G-R2] -----------------------------------------------------
def deck_errors(text: str, index: CardIndex, lang: str = "en") -> list[str]:
    with pytest.raises(DeckListError) as caught:
        load_deck(text, index, "grid")
    return [e.message(lang) for e in caught.value.errors]


def line_of(text: str, line: str) -> int:
    return next(n for n, written in enumerate(text.splitlines(), 1) if written == line)


@pytest.mark.parametrize("name", DECKS)
def test_g_3_1_the_starter_decks_are_valid(name: str, grid_index: CardIndex) -> None:
    """[G-3.1][G-3.2][G-R2][G-11.2] 40 cards of two familias, 4 or 5 bases of both, at
    most 4 of a name."""
    deck = load_deck(starter_deck_text("grid", name), grid_index, "grid")
    faces = [grid_index.by_id[c.casefold()] for c in deck.cards]
    assert not hasattr(deck, "summoner") and len(deck.cards) == 40
    assert max(Counter(f.name for f in faces).values()) <= 4
    familias = {f.familia for f in faces}
    bases = [f for f in faces if isinstance(f, BaseDef)]
    assert len(familias) == 2 and {b.familia for b in bases} == familias
    assert 4 <= len(bases) <= 5


def test_the_starter_decks_use_different_familias(grid_index: CardIndex) -> None:
    pairs = [
        {grid_index.by_id[c.casefold()].familia for c in deck.cards}
        for deck in (load_deck(starter_deck_text("grid", n), grid_index, "grid") for n in DECKS)
    ]
    assert not pairs[0] & pairs[1]


def test_g_3_1_a_deck_of_39_cards_is_refused(grid_index: CardIndex) -> None:
    """[G-3.1][G-R2] Exactly 40, bases counted."""
    text = starter_deck_text("grid", "kouen_tsukikage").replace("3 火の粉の従士", "2 火の粉の従士")
    assert deck_errors(text, grid_index) == [
        "a deck is exactly 40 cards, bases included; it has 39 [G-3.1][G-R2]"
    ]
    assert deck_errors(text, grid_index, "ja") == [
        "デッキは拠点カードを含めてちょうど40枚です（39枚あります）[G-3.1][G-R2]"
    ]


def test_g_3_1_a_deck_of_41_cards_is_refused(grid_index: CardIndex) -> None:
    """[G-3.1][G-R2] 41 is refused as well: the size is exact, not a minimum."""
    text = starter_deck_text("grid", "kouen_tsukikage") + "1 紅焔の騎士団長\n"
    assert deck_errors(text, grid_index) == [
        "a deck is exactly 40 cards, bases included; it has 41 [G-3.1][G-R2]"
    ]
    assert deck_errors(text, grid_index, "ja") == [
        "デッキは拠点カードを含めてちょうど40枚です（41枚あります）[G-3.1][G-R2]"
    ]


def test_g_3_1_five_copies_of_a_name_are_refused(grid_index: CardIndex) -> None:
    """[G-3.1][G-R2] At most 4 of a name, counted across lines (id and name alike)."""
    text = starter_deck_text("grid", "kouen_tsukikage")
    five = (
        text.replace("3 火の粉の従士", "3 火の粉の従士\n2 GD1-003")
        .replace("2 紅焔の旗手", "1 紅焔の旗手")
        .replace("2 炎翼の斥候", "1 炎翼の斥候")
    )
    first = line_of(five, "3 火の粉の従士")
    lines = f"lines {first}, {first + 1}"
    assert deck_errors(five, grid_index) == [
        f"line {first}: 5 copies of 'Ember Squire' ({lines}); at most 4 of a name, bases "
        "included [G-3.1][G-R2]"
    ]
    assert deck_errors(five, grid_index, "ja") == [
        f"{first}行目: 「火の粉の従士」が5枚あります（{first}、{first + 1}行目）。同名カードは"
        "拠点カードも4枚までです [G-3.1][G-R2]"
    ]


def test_g_r2_five_copies_of_a_base_are_refused(grid_index: CardIndex) -> None:
    """[G-R2] The base counts toward the 4-copy limit like any card."""
    text = starter_deck_text("grid", "kouen_tsukikage")
    five = text.replace("2 紅焔の砦", "5 紅焔の砦").replace("3 紅焔の槍騎兵", "")
    line = line_of(five, "5 紅焔の砦")
    assert deck_errors(five, grid_index) == [
        f"line {line}: 5 copies of 'Crimson Blaze Fort' (line {line}); at most 4 of a name, "
        "bases included [G-3.1][G-R2]"
    ]
    assert deck_errors(five, grid_index, "ja")[0].startswith(
        f"{line}行目: 「紅焔の砦」が5枚あります（{line}行目）。"
    )


def test_g_3_2_a_deck_without_a_base_is_refused(grid_index: CardIndex) -> None:
    """[G-3.2][G-R2] Setup chooses a base from the deck, so it needs one."""
    text = starter_deck_text("grid", "kouen_tsukikage")
    for base in ("2 紅焔の砦", "1 烽火の野営地", "1 月影の隠れ里", "1 霧隠れの社"):
        text = text.replace(base + "\n", "")
    text += "2 紅焔の騎士団長\n2 夜霧の頭領\n1 月影の大蝦蟇\n"
    assert deck_errors(text, grid_index) == [
        "the deck has no base card; setup places one chosen from the deck [G-3.2][G-R2]"
    ]
    assert deck_errors(text, grid_index, "ja") == [
        "拠点カードがありません。ゲーム準備でデッキから1枚選んで置きます [G-3.2][G-R2]"
    ]


def test_a_card_of_another_game_is_refused(grid_index: CardIndex) -> None:
    """Only grid cards make a grid deck, even from an index holding other games' cards."""
    mixed = CardIndex([*shipped_cards("grid"), *shipped_cards("mc20th")])
    text = starter_deck_text("grid", "kouen_tsukikage").replace("1 焔の加護", "1 火花の小鬼")
    line = line_of(text, "1 火花の小鬼")
    assert deck_errors(text, mixed) == [
        f"line {line}: 'Spark Imp' is not a card of this game, grid (line {line})"
    ]
    assert deck_errors(text, mixed, "ja") == [
        f"{line}行目: 「火花の小鬼」はこのゲーム（grid）のカードではありません（{line}行目）"
    ]


PARTS = st.sampled_from(
    ["1", "4", "5", "40", "x", " ", "#", "//", "GD1-001", "gd4-015", "GD2-0", "紅焔の砦",
     "火の粉の従士", "Starfall", "月影の隠れ里", "\u200b", "４"]
) | st.text(max_size=6)  # fmt: skip
LINES = st.lists(PARTS, max_size=5).map("".join)


@settings(max_examples=100)
@given(st.lists(LINES, max_size=8).map("\n".join) | st.text(max_size=120), st.booleans())
def test_validation_only_ever_refuses_with_a_deck_list_error(text: str, shipped: bool) -> None:
    """Any text, or a starter deck with lines added, is a Deck or a DeckListError naming
    lines of the text."""
    index = shipped_index("grid")
    if shipped:
        text = starter_deck_text("grid", "suiju_hoshiyomi") + text
    try:
        deck = load_deck(text, index, "grid")
    except DeckListError as refusal:
        assert refusal.errors and str(refusal) and refusal.message("ja")
        assert all(0 <= e.line <= max(1, len(text.splitlines())) for e in refusal.errors)
        return
    assert len(deck.cards) == 40


# -- the match setup -------------------------------------------------------------------------
def test_g_3_2_the_setup_deals_both_lists_in_order(grid_index: CardIndex) -> None:
    """[G-3.2][G-R3] Instances in deck-list order, P1's then P2's; the engine chooses the
    base and shuffles, so nothing is shuffled here."""
    first, second = (load_deck(starter_deck_text("grid", n), grid_index, "grid") for n in DECKS)
    setup = build_setup((first, second), grid_index, 5, "grid", ("あ", "B"))
    assert setup.ruleset == "grid" and setup.seed == 5 and setup.names == ("あ", "B")
    assert setup.decks == (tuple(range(40)), tuple(range(40, 80)))
    assert [c.def_id for c in setup.cards] == [*first.cards, *second.cards]
    assert [c.owner for c in setup.cards] == [0] * 40 + [1] * 40
    assert set(setup.catalog) == {*first.cards, *second.cards}
    assert all(setup.catalog[c.def_id].id == c.def_id for c in setup.cards)
    assert setup.cards[0].def_id == "GD1-001"  # the list opens with 2 紅焔の砦


def test_the_grid_rules_bring_decks_to_a_challenge() -> None:
    assert RULES.deck_at_challenge and RULES.options == () and RULES.cards is GRID_CARDS


# -- any input: a CardSet or a CardSetError ------------------------------------------------
GRID_LINES = st.sampled_from(
    ["[[card]]", '[set]\nid = "F"\nname = "f"\nruleset = "grid"', 'id = "F-1"',
     'name = "名"', 'kind = "grid-entity"', 'kind = "grid-spell"', 'kind = "grid-base"',
     "cost = 2", "power = 99", "life = 0", 'familia = "f"', 'movement = "飛車"', "reach = 3",
     "hits = 2", 'target = "player"', 'steps = [{ do = "draw", who = "target" }]',
     'steps = [{ do = "boost", amount = 0 }]', "[[card.abilities]]", 'on = "召喚"',
     "mine = true", "cost = " + "9" * 4301, "x = " + "[" * 600 + "]" * 600]
) | st.text(max_size=20)  # fmt: skip


@settings(max_examples=150)
@given(st.lists(GRID_LINES, max_size=12))
def test_any_grid_toml_is_a_card_set_or_a_card_set_error(lines: list[str]) -> None:
    text = '[set]\nid = "F"\nname = "f"\nruleset = "grid"\n' + "\n".join(lines)
    try:
        loaded = load_text(text, "fuzz.toml")
    except CardSetError as refusal:
        assert refusal.errors and all(str(e).startswith("fuzz.toml") for e in refusal.errors)
        assert refusal.message("ja")
        return
    assert loaded.ruleset == "grid"


@pytest.fixture(scope="module")
def fuzz_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("grid") / "fuzz.toml"


@settings(max_examples=100)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode), st.booleans())
def test_any_bytes_as_a_grid_set_file_are_a_card_set_error(
    fuzz_file: Path, data: bytes, headed: bool
) -> None:
    """Bytes that are no set at all (not UTF-8, not TOML, no cards) fail only with
    CardSetError."""
    head = b'[set]\nid = "F"\nname = "f"\nruleset = "grid"\n'
    fuzz_file.write_bytes(head + data if headed else data)
    with pytest.raises(CardSetError) as refusal:
        load_file(fuzz_file)
    assert refusal.value.errors and refusal.value.message("ja")
