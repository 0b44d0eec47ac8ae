"""The national-power game's card data (carddb/kokuryoku/, carddb/data/kokuryoku/): the
shipped pool of two nations loads and holds every kind of card the variant uses; every
card's text says what its data does; the schema refuses each broken card naming the field;
the pool check finds a class change or a child that is not there; deck lists keep [KV-19]
in both languages; the match setup deals the lists in order; no input makes a set or a
list fail any other way than by its own error.

The ``kokuryoku`` deck rules are registered for this module only (``koku_rules``), as the
``rokumon.carddb`` entry point will register them.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import cast

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
    shipped_sets,
    starter_deck_text,
)
from carddb.cardset import load_file
from carddb.kokuryoku import RULES
from carddb.kokuryoku.decks import pool_problem
from carddb.kokuryoku.messages import KOKU_MESSAGES
from carddb.kokuryoku.schema import KOKU_CARDS
from carddb.text import has_japanese
from engine.kokuryoku.cards import (
    AttachmentDef,
    CardDef,
    ItemDef,
    LandDef,
    MagicDef,
    Surprise,
    SurpriseDef,
    Timing,
    UnitDef,
    WeaponDef,
)

DECKS = ("souryou", "kokuyou")
CLASSES = {"剣士", "騎兵", "弓兵", "魔道士", "重騎士", "飛兵"}


@pytest.fixture(scope="module", autouse=True)
def koku_rules() -> Iterator[None]:
    """The deck rules registered while this module runs; the entry points are loaded first,
    so undoing the patch leaves the registry as it was."""
    rulesets.ids()
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets._RULES._items, "kokuryoku", RULES)
        yield


@pytest.fixture(scope="module")
def cards() -> list[CardDef]:
    return cast(list[CardDef], shipped_cards("kokuryoku"))


@pytest.fixture(scope="module")
def koku_index() -> CardIndex:
    return shipped_index("kokuryoku")


def units(cards: list[CardDef]) -> list[UnitDef]:
    return [c for c in cards if isinstance(c, UnitDef)]


# -- the shipped pool ----------------------------------------------------------------------
def test_the_pool_is_two_nations_of_every_kind(cards: list[CardDef]) -> None:
    """[K-5.2][K-5.4][K-5.6][K-7.1] Two set files, one nation each, of 20 cards: units,
    lands, weapons, magic or items, and surprise cards; ids and names used once."""
    sets = shipped_sets("kokuryoku")
    assert [(s.id, len(s.cards)) for s in sets] == [("KK1", 20), ("KK2", 20)]
    for card_set in sets:
        assert card_set.ruleset == "kokuryoku" and card_set.name_en
        assert all(c.id.startswith(f"{card_set.id}-") for c in card_set.cards)
        kinds = Counter(type(c).__struct_config__.tag for c in card_set.cards)
        assert kinds["koku-unit"] == 11 and kinds["koku-land"] == 2
        assert kinds["koku-weapon"] >= 1 and kinds["koku-item"] == 1
        assert kinds["koku-surprise"] == 3
    assert len({c.id.casefold() for c in cards}) == len({c.name for c in cards}) == 40


def test_every_shipped_card_keeps_the_kokuryoku_schema(cards: list[CardDef]) -> None:
    """[KV-6][KV-7][KV-10][KV-2] Loaded cards pass every rule and bound of carddb/kokuryoku."""
    assert cards
    assert all(KOKU_CARDS.problems(c) == [] and KOKU_CARDS.bounds(c) == [] for c in cards)


def test_every_card_is_printed_in_english_too(cards: list[CardDef]) -> None:
    for card in cards:
        assert card.name_en and card.flavor and card.flavor_en and card.rarity, card.id
        assert bool(card.text) == bool(card.text_en), card.id
        if isinstance(card, UnitDef):
            assert card.class_en, card.id


def test_kv_2_kv_7_units_of_every_class_move_and_shoot_as_data(cards: list[CardDef]) -> None:
    """[KV-2][KV-7][KV-10][K-6.2] Six classes; cavalry and fliers move to more squares than
    the 4 orthogonal ones and reach 2 rows ahead, armor
    never steps back, archers shoot 2 squares straight ahead, counters from 0 to 3."""
    pool = units(cards)
    assert {u.unit_class for u in pool} == CLASSES
    by_class: dict[str, list[UnitDef]] = {}
    for unit in pool:
        by_class.setdefault(unit.unit_class, []).append(unit)
    for cls in ("騎兵", "飛兵"):
        assert all(len(u.move) > 4 for u in by_class[cls]), cls
        assert any((0, 2) in u.move for u in by_class[cls]), cls
    assert all(dr >= 0 for u in by_class["重騎士"] for _, dr in u.move)
    assert all((0, 2) in u.range for u in by_class["弓兵"])
    assert any((0, 1) not in u.range for u in by_class["弓兵"])  # one cannot shoot adjacent
    assert all(any(dr > 0 for _, dr in u.move) for u in pool)  # every unit can advance
    assert {u.counter for u in pool} == {0, 1, 2, 3}
    assert {u.hits for u in pool} == {1, 2}


def test_k_5_6b_kv_15_kv_16_every_keyword_is_in_both_nations(cards: list[CardDef]) -> None:
    """[K-5.6b][K-6.4a][KV-15][K-7.3][KV-16] Each nation has a 一般兵, 再移動 units, class
    changes into a unit of its own, a parent and child with support; one class change
    has 修練."""
    by_id = {c.id: c for c in cards}
    for nation in ("KK1", "KK2"):
        mine = [u for u in units(cards) if u.id.startswith(nation)]
        assert sum(u.generic for u in mine) == 1
        assert any(u.move_again for u in mine)
        changes = [u for u in mine if u.class_change]
        assert len(changes) == 2
        parents = [u for u in mine if u.child]
        assert len(parents) == 1 and parents[0].support > 0
        for unit in [*changes, *parents]:
            target = by_id[unit.class_change or unit.child]
            assert isinstance(target, UnitDef) and target.id.startswith(nation)
            assert target.unit_class == unit.unit_class and not target.generic
        assert all(by_id[u.class_change].morale > u.morale for u in changes)  # type: ignore[union-attr]
    assert sum(u.training for u in units(cards)) == 1


def test_kv_3_kv_17_k_7_4_lands_attachments_and_surprises(cards: list[CardDef]) -> None:
    """[KV-3][K-6.2a][KV-17][K-7.4][KV-7][K-7.1][KV-8] Lands bar cavalry (forests) and
    cavalry with armor (mountains); weapons, magic and items; a magic of free attacks; two
    legendary cards with 象徴; surprise cards of both timings and all four effects."""
    bars = {tuple(c.bars) for c in cards if isinstance(c, LandDef)}
    assert {("騎兵",), ("騎兵", "重騎士"), ("飛兵",), ("重騎士",)} == bars
    kinds = {type(c) for c in cards if isinstance(c, AttachmentDef)}
    assert kinds == {WeaponDef, MagicDef, ItemDef}
    assert any(isinstance(c, MagicDef) and c.free for c in cards)
    legendary = [c for c in cards if isinstance(c, AttachmentDef) and c.symbol]
    assert len(legendary) == 2 and {type(c) for c in legendary} == {WeaponDef, MagicDef}
    surprises = [c for c in cards if isinstance(c, SurpriseDef)]
    assert {s.timing for s in surprises} == set(Timing)
    assert {s.effect for s in surprises} == set(Surprise)


def test_every_class_named_is_a_class_of_the_pool_with_one_english_name(
    cards: list[CardDef],
) -> None:
    """[K-6.2a][KV-17] A land or an attachment names only classes units carry (the engine
    compares them as written); each class has one English name."""
    english = {(u.unit_class, u.class_en) for u in units(cards)}
    assert len(english) == len(CLASSES)
    named = {n for c in cards if isinstance(c, LandDef) for n in c.bars}
    named |= {n for c in cards if isinstance(c, AttachmentDef) for n in c.classes}
    assert named <= CLASSES


def test_kv_15_kv_16_the_pool_check_finds_a_missing_card(cards: list[CardDef]) -> None:
    """[KV-15][KV-16] The shipped pool names only its own units; a pool where a class change
    or a child is missing, or is not a unit, is said in both languages."""
    assert pool_problem(cards) is None and RULES.pool_problem(cards) is None
    without = [c for c in cards if c.id != "KK1-003"]
    problem = pool_problem(without)
    assert problem is not None
    japanese, english = problem.render("ja"), problem.render("en")
    assert "KK1-002" in japanese and "class_change" in japanese and "ユニットカード" in japanese
    assert "KK1-002" in english and "class_change" in english and "[KV-15]" in english
    orphan = [c for c in cards if c.id != "KK2-010"]
    assert "child" in str(pool_problem(orphan) or "")
    land = next(c for c in cards if isinstance(c, LandDef))
    not_a_unit = [msgspec.structs.replace(land, id=c.id) if c.id == "KK1-003" else c for c in cards]
    assert "KK1-002" in str(pool_problem(not_a_unit) or "")
    lowered = [
        msgspec.structs.replace(c, class_change="kk1-003") if c.id == "KK1-002" else c
        for c in cards
    ]
    assert pool_problem(lowered) is not None  # the engine matches the id as written


# -- each text says what its data does -------------------------------------------------------
def _unit_marks(card: UnitDef, by_id: dict[str, CardDef]) -> dict[str, bool]:
    said: dict[str, bool] = {}
    said["【一般兵】"] = said["[Generic]"] = card.generic
    said["【再移動】"] = said["[Move Again]"] = card.move_again
    said["【修練】"] = said["[Training]"] = card.training
    for n in (2, 3):
        said[f"【連撃{n}】"] = said[f"[Multi-strike {n}]"] = card.hits == n
    for n in range(1, 6):
        said[f"【支援{n}】"] = said[f"[Support {n}]"] = card.support == n
    said["【クラスチェンジ："] = said["[Class Change: "] = bool(card.class_change)
    said["【世代交代："] = said["[Generation Change: "] = bool(card.child)
    for field, ja, en in (
        ("class_change", "【クラスチェンジ：{}】", "[Class Change: {}]"),
        ("child", "【世代交代：{}】", "[Generation Change: {}]"),
    ):
        target = by_id.get(getattr(card, field))
        if target is not None:
            said[ja.format(target.name)] = said[en.format(target.name_en)] = True
            said[f"手札の「{target.name}」"] = True
    if card.support:
        child = by_id[card.child]
        said[f"場の「{child.name}」"] = said[f"on {child.name_en} on the field"] = True
    return said


def _attachment_marks(card: AttachmentDef, english: dict[str, str]) -> dict[str, bool]:
    said: dict[str, bool] = {}
    for n in (1, 2, 3):
        said[f"攻撃力+{n}"] = said[f"+{n} attack"] = card.attack_bonus == n
        said[f"反撃+{n}"] = said[f"+{n} counter"] = card.counter_bonus == n
        said[f"気力+{n}"] = said[f"+{n} morale"] = card.morale_bonus == n
        said[f"【象徴{n}】"] = said[f"[Symbol {n}]"] = card.symbol == n
    said["伝説の"] = said["re:(?i)legendary"] = bool(card.symbol)
    said["【無償】"] = said["[Free]"] = isinstance(card, MagicDef) and card.free
    said["にのみ付与できる"] = said["re:only\\."] = bool(card.classes)
    return {**said, **_class_marks(card.classes, english)}


def _class_marks(named: tuple[str, ...], english: dict[str, str]) -> dict[str, bool]:
    said: dict[str, bool] = {}
    for cls, en in english.items():
        said[cls] = said[f"re:\\b{en}\\b"] = cls in named
    return said


def _surprise_marks(card: SurpriseDef) -> dict[str, bool]:
    said: dict[str, bool] = {}
    attack = card.timing is Timing.ATTACK_DECLARED
    said["【攻撃宣言時】"] = said["[Attack Declared]"] = attack
    said["【エンドフェイズ開始時】"] = said["[End Phase Start]"] = not attack
    n = card.amount
    for effect, ja, en in (
        (Surprise.STRIKE, f"ダメージを+{n}する", f"deals {n} more damage"),
        (Surprise.GUARD, f"ダメージを-{n}する", f"deals {n} less damage"),
        (Surprise.RALLY, f"気力チップを{n}枚まで乗せる", f"up to {n} unused chips? on each"),
        (Surprise.DRAW, f"カードを{n}枚引く", f"Draw {n} cards?"),
    ):
        said[ja] = said[f"re:{en}"] = card.effect is effect
    return said


def _marks(card: CardDef, by_id: dict[str, CardDef], english: dict[str, str]) -> dict[str, bool]:
    """What the data does, as the marks its texts must then hold (and only then)."""
    if isinstance(card, UnitDef):
        return _unit_marks(card, by_id)
    if isinstance(card, LandDef):
        return _class_marks(card.bars, english)
    if isinstance(card, AttachmentDef):
        return _attachment_marks(card, english)
    assert isinstance(card, SurpriseDef)
    return _surprise_marks(card)


def _wrong_marks(
    card: CardDef, by_id: dict[str, CardDef], english: dict[str, str]
) -> list[tuple[str, str, bool]]:
    wrong = []
    for mark, expected in _marks(card, by_id, english).items():
        if mark.startswith("re:"):
            found = re.search(mark[3:], card.text_en) is not None
        else:
            found = mark in (card.text_en if mark.isascii() else card.text)
        if found != expected:
            wrong.append((card.id, mark, expected))
    return wrong


def test_every_text_says_what_its_card_does(cards: list[CardDef]) -> None:
    """[K-5.6b][K-6.4a][KV-15][K-7.3][KV-16][K-6.2a][KV-17][K-7.4][KV-7][K-7.1][KV-8] The
    engine runs the data: each keyword, class change or child by name, support, class,
    bonus, symbol, free attack, timing, effect and amount shows in the Japanese and the
    English text exactly when the data has it."""
    by_id = {c.id: c for c in cards}
    english = {u.unit_class: u.class_en for u in units(cards)}
    assert [w for card in cards for w in _wrong_marks(card, by_id, english)] == []
    keyworded = [u for u in units(cards) if u.text]
    assert len(keyworded) >= 12


def test_the_text_check_sees_a_wrong_text(cards: list[CardDef]) -> None:
    """A card whose data lost its keyword or changed its amount no longer matches its text."""
    by_id = {c.id: c for c in cards}
    english = {u.unit_class: u.class_en for u in units(cards)}
    rider = by_id["KK1-006"]
    assert isinstance(rider, UnitDef) and _wrong_marks(rider, by_id, english) == []
    assert _wrong_marks(msgspec.structs.replace(rider, move_again=False), by_id, english)
    forest = by_id["KK1-012"]
    assert isinstance(forest, LandDef)
    assert _wrong_marks(msgspec.structs.replace(forest, bars=("重騎士",)), by_id, english)
    report = by_id["KK2-020"]
    assert isinstance(report, SurpriseDef)
    assert _wrong_marks(msgspec.structs.replace(report, amount=3), by_id, english)


# -- the schema refuses what is not a kokuryoku card ----------------------------------------
HEAD = '[set]\nid = "T"\nname = "試し"\nruleset = "kokuryoku"\n'
UNIT = """
[[card]]
id = "T-1"
kind = "koku-unit"
name = "試しの兵"
unit_class = "剣士"
morale = 3
attack = 1
"""
LAND = """
[[card]]
id = "T-2"
kind = "koku-land"
name = "試しの森"
bars = ["騎兵"]
text = "試し"
"""
WEAPON = """
[[card]]
id = "T-3"
kind = "koku-weapon"
name = "試しの剣"
attack_bonus = 1
text = "試し"
"""
MAGIC = """
[[card]]
id = "T-4"
kind = "koku-magic"
name = "試しの書"
free = true
text = "試し"
"""
ITEM = """
[[card]]
id = "T-5"
kind = "koku-item"
name = "試しの旗"
morale_bonus = 1
text = "試し"
"""
SURPRISE = """
[[card]]
id = "T-6"
kind = "koku-surprise"
name = "試しの策"
timing = "attack_declared"
effect = "strike"
text = "試し"
"""
UNIT_AT = "bad.toml: card T-1 (試しの兵): field "
LAND_AT = "bad.toml: card T-2 (試しの森): field "
WEAPON_AT = "bad.toml: card T-3 (試しの剣): field "
MAGIC_AT = "bad.toml: card T-4 (試しの書): field "
ITEM_AT = "bad.toml: card T-5 (試しの旗): field "
SURPRISE_AT = "bad.toml: card T-6 (試しの策): field "
THIRTEEN = ", ".join(f"[{dc}, {dr}]" for dc in (-2, -1, 1, 2) for dr in (1, 2, 3)) + ", [0, 1]"

REFUSALS = [
    # (card text, field, English problem)
    (UNIT.replace("morale = 3", "morale = 0"), UNIT_AT + "'morale'", "the morale ('morale"),
    (UNIT.replace("morale = 3", "morale = 10"), UNIT_AT + "'morale'", "the morale ('morale"),
    (UNIT.replace("attack = 1", "attack = -1"), UNIT_AT + "'attack'", "the attack ('attack') is 0"),
    (UNIT.replace("attack = 1", "attack = 7"), UNIT_AT + "'attack'", "the attack ('attack') is 0"),
    (UNIT + "hits = 0\n", UNIT_AT + "'hits'", "the hits ('hits': what an attack's cost"),
    (UNIT + "hits = 4\n", UNIT_AT + "'hits'", "the hits ('hits': what an attack's cost"),
    (
        UNIT.replace("attack = 1", "attack = 0") + "hits = 2\n",
        UNIT_AT + "'hits'",
        "a unit of attack 0 never attacks",
    ),
    (UNIT + "counter = 5\n", UNIT_AT + "'counter'", "the counter ('counter') is 0 to 4"),
    (UNIT + "counter = -1\n", UNIT_AT + "'counter'", "the counter ('counter') is 0 to 4"),
    (
        UNIT + 'child = "T-9"\nsupport = 6\ntext = "試し"\n',
        UNIT_AT + "'support'",
        "the support ('support': chips a parent",
    ),
    (
        UNIT + 'support = 2\ntext = "試し"\n',
        UNIT_AT + "'support'",
        "only a parent naming its child",
    ),
    (UNIT + "move = [[3, 0]]\n", UNIT_AT + "'move[0]'", "(3, 0) leaves the map"),
    (UNIT + "move = [[0, 1], [0, 4]]\n", UNIT_AT + "'move[1]'", "(0, 4) leaves the map"),
    (UNIT + "range = [[-3, -1]]\n", UNIT_AT + "'range[0]'", "(-3, -1) leaves the map"),
    (UNIT + "range = [[0, -4]]\n", UNIT_AT + "'range[0]'", "(0, -4) leaves the map"),
    (UNIT + "move = [[0, 0]]\n", UNIT_AT + "'move[0]'", "(0, 0) is the unit's own square"),
    (UNIT + "range = [[0, 2], [0, 2]]\n", UNIT_AT + "'range[1]'", "(0, 2) is written twice"),
    (UNIT + f"move = [{THIRTEEN}]\n", UNIT_AT + "'move'", "at most 12 squares"),
    (UNIT + "range = []\n", UNIT_AT + "'range'", "a unit with an attack or a counter needs"),
    (
        UNIT.replace("attack = 1", "attack = 0") + "counter = 1\nrange = []\n",
        UNIT_AT + "'range'",
        "a unit with an attack or a counter needs",
    ),
    (
        UNIT.replace('unit_class = "剣士"', 'unit_class = " "'),
        UNIT_AT + "'unit_class'",
        "the class ('unit_class') must not be empty",
    ),
    (
        UNIT + 'class_change = "T 2"\ntext = "試し"\n',
        UNIT_AT + "'class_change'",
        "'class_change' is a card id",
    ),
    (
        UNIT + 'child = "' + "K" * 33 + '"\ntext = "試し"\n',
        UNIT_AT + "'child'",
        "'child' is a card id",
    ),
    (
        UNIT + 'class_change = "t-1"\ntext = "試し"\n',
        UNIT_AT + "'class_change'",
        "'class_change' names this very card",
    ),
    (
        UNIT + 'child = "T-1"\ntext = "試し"\n',
        UNIT_AT + "'child'",
        "'child' names this very card",
    ),
    (
        UNIT + 'training = true\ntext = "試し"\n',
        UNIT_AT + "'training'",
        "only a unit with a class change",
    ),
    (UNIT + "move_again = true\n", UNIT_AT + "'text'", "the effect text ('text') is missing"),
    (UNIT + "generic = true\n", UNIT_AT + "'text'", "the effect text ('text') is missing"),
    (UNIT + 'class_change = "T-2"\n', UNIT_AT + "'text'", "the effect text ('text') is missing"),
    (LAND.replace('["騎兵"]', "[]"), LAND_AT + "'bars'", "a land bars at least one class"),
    (LAND.replace('["騎兵"]', '["騎兵", ""]'), LAND_AT + "'bars[1]'", "a class name is empty"),
    (
        LAND.replace('["騎兵"]', '["騎兵", "騎兵"]'),
        LAND_AT + "'bars[1]'",
        "the class '騎兵' is written twice",
    ),
    (LAND.replace('text = "試し"', ""), LAND_AT + "'text'", "the effect text ('text')"),
    (
        WEAPON.replace("attack_bonus = 1", "attack_bonus = 4"),
        WEAPON_AT + "'attack_bonus'",
        "the attack bonus ('attack_bonus') is 0 to 3",
    ),
    (
        WEAPON + "counter_bonus = -1\n",
        WEAPON_AT + "'counter_bonus'",
        "the counter bonus ('counter_bonus') is 0 to 3",
    ),
    (
        ITEM.replace("= 1", "= 4"),
        ITEM_AT + "'morale_bonus'",
        "the morale bonus ('morale_bonus': added",
    ),
    (MAGIC + "symbol = 4\n", MAGIC_AT + "'symbol'", "the symbol ('symbol': chips at its"),
    (ITEM + "symbol = -1\n", ITEM_AT + "'symbol'", "the symbol ('symbol': chips at its"),
    (WEAPON + 'classes = ["剣士", " "]\n', WEAPON_AT + "'classes[1]'", "a class name is empty"),
    (WEAPON + "free = true\n", WEAPON_AT + "'free'", "is not a field of this card kind"),
    (ITEM + "free = true\n", ITEM_AT + "'free'", "is not a field of this card kind"),
    (MAGIC.replace('text = "試し"', ""), MAGIC_AT + "'text'", "the effect text ('text')"),
    (
        SURPRISE.replace("attack_declared", "end_phase_start"),
        SURPRISE_AT + "'timing'",
        "'strike' works only during an attack",
    ),
    (
        SURPRISE.replace("attack_declared", "end_phase_start").replace("strike", "guard"),
        SURPRISE_AT + "'timing'",
        "'guard' works only during an attack",
    ),
    (SURPRISE + "amount = 0\n", SURPRISE_AT + "'amount'", "the 'amount' is 1 to 5"),
    (SURPRISE + "amount = 6\n", SURPRISE_AT + "'amount'", "the 'amount' is 1 to 5"),
    (SURPRISE.replace('text = "試し"', ""), SURPRISE_AT + "'text'", "the effect text ('text')"),
    (
        SURPRISE.replace("attack_declared", "at_dawn"),
        SURPRISE_AT + "'timing'",
        "Invalid enum value 'at_dawn'",
    ),
    (
        LAND.replace('text = "試し"', 'text = "' + "あ" * 501 + '"'),
        LAND_AT + "'text'",
        "is longer than 500 characters",
    ),
    (
        WEAPON + "classes = [" + ", ".join(f'"c{i}"' for i in range(11)) + "]\n",
        WEAPON_AT + "'classes'",
        "has more than 10 entries",
    ),
    (UNIT.replace('"koku-unit"', '"unit"'), UNIT_AT + "'kind'", "must be one of koku-"),
    (UNIT + 'class_en = "剣士"\n', UNIT_AT + "'class_en'", "holds Japanese"),
]


def refused(text: str, lang: str = "en") -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(text, "bad.toml")
    return [e.message(lang) for e in caught.value.errors]


def test_a_well_formed_kokuryoku_set_loads() -> None:
    """The templates the refusals break are themselves good cards."""
    loaded = load_text(HEAD + UNIT + LAND + WEAPON + MAGIC + ITEM + SURPRISE, "good.toml")
    kinds = [type(c) for c in loaded.cards]
    assert kinds == [UnitDef, LandDef, WeaponDef, MagicDef, ItemDef, SurpriseDef]


@pytest.mark.parametrize(("text", "at", "problem"), REFUSALS)
def test_the_kokuryoku_schema_refuses_each_broken_card_naming_its_field(
    text: str, at: str, problem: str
) -> None:
    """[KV-1][KV-2][KV-3][KV-6][KV-7][KV-8][KV-10][KV-15][KV-16][KV-17][K-6.2a][K-7.1]
    [K-7.2b][K-7.3][K-7.4] Each rule of carddb/kokuryoku/schema.py, in English and in
    Japanese, at the field it is about."""
    found = refused(HEAD + text)
    assert any(e.startswith(f"{at}: {problem}") for e in found), found
    field = at.rsplit("'", 2)[1]
    japanese = refused(HEAD + text, "ja")
    assert any(f"項目 {field}: " in e for e in japanese), japanese


def test_a_repeated_key_is_a_toml_error() -> None:
    """A field written twice is the file's error, not a card's."""
    assert refused(HEAD + UNIT + 'unit_class = "剣士"\n')[0].startswith("bad.toml: not valid TOML")


def test_kv_17_an_attachment_that_gives_nothing_is_refused() -> None:
    """[K-5.4][KV-17] The engine runs the data: a card with no bonus, symbol or free attack
    would do nothing; said of the card as a whole."""
    text = HEAD + ITEM.replace("morale_bonus = 1", 'classes = ["剣士"]')
    assert refused(text) == [
        "bad.toml: card T-5 (試しの旗): this attachment does nothing: it needs a bonus "
        "('attack_bonus', 'counter_bonus', 'morale_bonus'), a symbol ('symbol') or free "
        "attacks ('free') [K-5.4][KV-17]"
    ]
    assert refused(text, "ja")[0].startswith("bad.toml: カード T-5 (試しの旗): この付与カード")
    assert load_text(HEAD + MAGIC, "free.toml").cards  # free attacks alone are something


def test_kokuryoku_refusals_are_said_in_japanese() -> None:
    assert refused(HEAD + UNIT + "move = [[0, 4]]\n", "ja") == [
        "bad.toml: カード T-1 (試しの兵): 項目 move[0]: (0, 4) はマップの外です。横（左右）は"
        "-2～2、縦（前後）は-3～3のマス数で書きます [KV-1][KV-2]"
    ]
    assert refused(HEAD + SURPRISE.replace("attack_declared", "end_phase_start"), "ja") == [
        "bad.toml: カード T-6 (試しの策): 項目 timing: strike は攻撃の最中にだけ働きます。"
        "タイミング（timing）は attack_declared です [KV-8]"
    ]


def test_every_kokuryoku_message_has_both_languages_with_the_same_parameters() -> None:
    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    assert KOKU_MESSAGES
    for key, phrase in KOKU_MESSAGES.items():
        ja, en = phrase.in_("ja"), phrase.in_("en")
        assert ja and en and fields(ja) == fields(en), key
        assert has_japanese(ja) and not has_japanese(en), key


# -- deck lists [KV-19] ----------------------------------------------------------------------
def deck_errors(text: str, index: CardIndex, lang: str = "en") -> list[str]:
    with pytest.raises(DeckListError) as caught:
        load_deck(text, index, "kokuryoku")
    return [e.message(lang) for e in caught.value.errors]


def line_of(text: str, line: str) -> int:
    return next(n for n, written in enumerate(text.splitlines(), 1) if written == line)


@pytest.mark.parametrize("name", DECKS)
def test_kv_19_the_starter_decks_are_valid(name: str, koku_index: CardIndex) -> None:
    """[KV-19][K-5.6][KV-15][KV-16] 45 cards of one nation, at most 3 of a name, at least 18
    units; every class change and child a deck's units name is in the deck."""
    deck = load_deck(starter_deck_text("kokuryoku", name), koku_index, "kokuryoku")
    faces = [koku_index.by_id[c.casefold()] for c in deck.cards]
    assert not hasattr(deck, "summoner") and len(deck.cards) == 45
    assert max(Counter(f.name for f in faces).values()) <= 3
    assert len({f.id.split("-")[0] for f in faces}) == 1
    held = [f for f in faces if isinstance(f, UnitDef)]
    assert len(held) >= 18
    ids = {f.id for f in faces}
    assert all(u.class_change in ids for u in held if u.class_change)
    assert all(u.child in ids for u in held if u.child)
    assert any(isinstance(f, LandDef) for f in faces)
    assert any(isinstance(f, SurpriseDef) for f in faces)
    assert any(isinstance(f, AttachmentDef) and f.symbol for f in faces)


def test_the_starter_decks_are_different_nations(koku_index: CardIndex) -> None:
    nations = [
        {c.split("-")[0] for c in load_deck(starter_deck_text("kokuryoku", n), koku_index,
                                            "kokuryoku").cards}
        for n in DECKS
    ]  # fmt: skip
    assert nations == [{"KK1"}, {"KK2"}]


def test_kv_19_a_deck_of_44_cards_is_refused(koku_index: CardIndex) -> None:
    """[KV-19] Exactly 45."""
    text = starter_deck_text("kokuryoku", "souryou").replace("3 蒼嶺の民兵", "2 蒼嶺の民兵")
    assert deck_errors(text, koku_index) == ["a deck is exactly 45 cards; it has 44 [KV-19]"]
    assert deck_errors(text, koku_index, "ja") == [
        "デッキはちょうど45枚です（44枚あります）[KV-19]"
    ]


def test_kv_19_a_deck_of_46_cards_is_refused(koku_index: CardIndex) -> None:
    """[KV-19] 46 is refused as well: the size is exact, not a minimum."""
    text = starter_deck_text("kokuryoku", "souryou") + "1 蒼嶺の老王\n"
    assert deck_errors(text, koku_index) == ["a deck is exactly 45 cards; it has 46 [KV-19]"]
    assert deck_errors(text, koku_index, "ja") == [
        "デッキはちょうど45枚です（46枚あります）[KV-19]"
    ]


def test_kv_19_a_deck_of_one_card_is_said_in_the_singular(koku_index: CardIndex) -> None:
    assert deck_errors("1 蒼嶺の老王", koku_index) == [
        "a deck is exactly 45 cards; it has 1 [KV-19]"
    ]
    assert deck_errors("1 蒼嶺の老王", koku_index, "ja") == [
        "デッキはちょうど45枚です（1枚です）[KV-19]"
    ]


def test_kv_19_four_copies_of_a_name_are_refused(koku_index: CardIndex) -> None:
    """[KV-19] At most 3 of a name, counted across lines (id and name alike), 一般兵 too."""
    text = starter_deck_text("kokuryoku", "souryou")
    four = text.replace("3 蒼嶺の民兵", "3 蒼嶺の民兵\n1 KK1-001").replace("1 蒼嶺の老王\n", "")
    first = line_of(four, "3 蒼嶺の民兵")
    lines = f"lines {first}, {first + 1}"
    assert deck_errors(four, koku_index) == [
        f"line {first}: 4 copies of 'Azure Peaks Militia' ({lines}); at most 3 of a name [KV-19]"
    ]
    assert deck_errors(four, koku_index, "ja") == [
        f"{first}行目: 「蒼嶺の民兵」が4枚あります（{first}、{first + 1}行目）。同名カードは"
        "3枚までです [KV-19]"
    ]


def test_kv_19_four_copies_on_one_line_are_refused(koku_index: CardIndex) -> None:
    text = starter_deck_text("kokuryoku", "kokuyou")
    four = text.replace("3 鉄壁の構え", "4 鉄壁の構え").replace("1 黒曜の軍旗\n", "")
    line = line_of(four, "4 鉄壁の構え")
    assert deck_errors(four, koku_index) == [
        f"line {line}: 4 copies of 'Iron Wall Stance' (line {line}); at most 3 of a name [KV-19]"
    ]


def test_a_card_of_another_game_is_refused(koku_index: CardIndex) -> None:
    """Only kokuryoku cards make a kokuryoku deck, even from an index holding grid cards."""
    mixed = CardIndex([*shipped_cards("kokuryoku"), *shipped_cards("grid")])
    text = starter_deck_text("kokuryoku", "souryou").replace("1 暁天の宝剣", "1 紅焔の砦")
    line = line_of(text, "1 紅焔の砦")
    assert deck_errors(text, mixed) == [
        f"line {line}: 'Crimson Blaze Fort' is not a card of this game, kokuryoku (line {line})"
    ]
    assert deck_errors(text, mixed, "ja") == [
        f"{line}行目: 「紅焔の砦」はこのゲーム（kokuryoku）のカードではありません（{line}行目）"
    ]


PARTS = st.sampled_from(
    ["1", "3", "4", "45", "x", " ", "#", "//", "KK1-001", "kk2-020", "KK1-0", "蒼嶺の民兵",
     "黒曜の弩兵", "Spy's Report", "深い森", "\u200b", "３"]
) | st.text(max_size=6)  # fmt: skip
LINES = st.lists(PARTS, max_size=5).map("".join)


@settings(max_examples=100)
@given(st.lists(LINES, max_size=8).map("\n".join) | st.text(max_size=120), st.booleans())
def test_validation_only_ever_refuses_with_a_deck_list_error(text: str, shipped: bool) -> None:
    """Any text, or a starter deck with lines added, is a Deck or a DeckListError naming
    lines of the text."""
    index = shipped_index("kokuryoku")
    if shipped:
        text = starter_deck_text("kokuryoku", "kokuyou") + text
    try:
        deck = load_deck(text, index, "kokuryoku")
    except DeckListError as refusal:
        assert refusal.errors and str(refusal) and refusal.message("ja")
        assert all(0 <= e.line <= max(1, len(text.splitlines())) for e in refusal.errors)
        return
    assert len(deck.cards) == 45


# -- the match setup -------------------------------------------------------------------------
def test_k_3_1_the_setup_deals_both_lists_in_order(koku_index: CardIndex) -> None:
    """[K-3.1][K-3.2] Instances in deck-list order, P1's then P2's; the engine shuffles
    each deck itself, so nothing is shuffled here."""
    first, second = (
        load_deck(starter_deck_text("kokuryoku", n), koku_index, "kokuryoku") for n in DECKS
    )
    setup = build_setup((first, second), koku_index, 5, "kokuryoku", ("あ", "B"))
    assert setup.ruleset == "kokuryoku" and setup.seed == 5 and setup.names == ("あ", "B")
    assert setup.decks == (tuple(range(45)), tuple(range(45, 90)))
    assert [c.def_id for c in setup.cards] == [*first.cards, *second.cards]
    assert [c.owner for c in setup.cards] == [0] * 45 + [1] * 45
    assert set(setup.catalog) == {*first.cards, *second.cards}
    assert all(setup.catalog[c.def_id].id == c.def_id for c in setup.cards)
    assert setup.cards[0].def_id == "KK1-001"  # the list opens with 3 蒼嶺の民兵


def test_the_kokuryoku_rules_bring_decks_to_a_challenge() -> None:
    assert RULES.id == "kokuryoku" and rulesets.get("kokuryoku") is RULES
    assert RULES.deck_at_challenge and RULES.options == () and RULES.cards is KOKU_CARDS


# -- any input: a CardSet or a CardSetError ------------------------------------------------
KOKU_LINES = st.sampled_from(
    ["[[card]]", '[set]\nid = "F"\nname = "f"\nruleset = "kokuryoku"', 'id = "F-1"',
     'name = "名"', 'kind = "koku-unit"', 'kind = "koku-land"', 'kind = "koku-magic"',
     'kind = "koku-surprise"', 'unit_class = "騎兵"', "morale = 3", "attack = 9", "hits = 2",
     "move = [[0, 1], [0, 9]]", "range = [[0, 0]]", "range = [[1]]", 'class_change = "F-1"',
     "training = true", "support = 2", 'bars = ["騎兵"]', "free = true", "symbol = 3",
     'timing = "end_phase_start"', 'effect = "guard"', "amount = 0", 'text = "t"',
     "morale = " + "9" * 4301, "x = " + "[" * 600 + "]" * 600]
) | st.text(max_size=20)  # fmt: skip


@settings(max_examples=150)
@given(st.lists(KOKU_LINES, max_size=12))
def test_any_kokuryoku_toml_is_a_card_set_or_a_card_set_error(lines: list[str]) -> None:
    text = '[set]\nid = "F"\nname = "f"\nruleset = "kokuryoku"\n' + "\n".join(lines)
    try:
        loaded = load_text(text, "fuzz.toml")
    except CardSetError as refusal:
        assert refusal.errors and all(str(e).startswith("fuzz.toml") for e in refusal.errors)
        assert refusal.message("ja")
        return
    assert loaded.ruleset == "kokuryoku"
    assert all(KOKU_CARDS.problems(c) == [] for c in loaded.cards)


@pytest.fixture(scope="module")
def fuzz_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("kokuryoku") / "fuzz.toml"


@settings(max_examples=100)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode), st.booleans())
def test_any_bytes_as_a_kokuryoku_set_file_are_a_card_set_error(
    fuzz_file: Path, data: bytes, headed: bool
) -> None:
    """Bytes that are no set at all (not UTF-8, not TOML, no cards) fail only with
    CardSetError."""
    head = b'[set]\nid = "F"\nname = "f"\nruleset = "kokuryoku"\n'
    fuzz_file.write_bytes(head + data if headed else data)
    with pytest.raises(CardSetError) as refusal:
        load_file(fuzz_file)
    assert refusal.value.errors and refusal.value.message("ja")
