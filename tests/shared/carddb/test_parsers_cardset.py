"""Card-set files within documented maxima (issue 8 items 6 and 7): every number, text, list
and nesting depth is bounded when a set is loaded, the error names card and field, any input
ends in a CardSet or a CardSetError, and the engine rolls a bounded number of dice.
"""

from __future__ import annotations

import enum
import json
import re
import string
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carddb import CardSetError, load_text
from carddb.messages import MESSAGES
from engine.moncolle.abilities import Damage, Duration, Icon, Period, Timing, Trigger, parse_amount
from engine.moncolle.cards import CardDef
from engine.moncolle.effects import dice_of
from engine.moncolle.traits import Attribute, ItemSlot

MAX_CARDS_PER_SET, MAX_DICE = 300, 10  # documented in docs/cardsets.md "Limits"
HEAD = '[set]\nid = "X"\nname = "x"\nruleset = "mc20th"\n'
UNIT = """
[[card]]
id = "X-1"
kind = "unit"
name = "試しの番兵"
race = "人間"
attribute = "火"
level = 2
attack = 2
defence = 2
move = "歩行"
"""
SPELL = """
[[card]]
id = "X-2"
kind = "spell"
name = "試しの火花"
type = "攻撃魔法"
attribute = "火"
[[card.abilities]]
text = "対象の敵軍ユニット1体に【火炎：X】。"
targets = [{ side = "enemy" }]
effect = [{ do = "damage", amount = "3", attribute = "火炎" }]
"""
UNIT_AT = "bad.toml: card X-1 (試しの番兵): field "
SPELL_AT = "bad.toml: card X-2 (試しの火花): field "


def errors(text: str, fmt: str = "toml") -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(text, f"bad.{fmt}", fmt)
    return [str(e) for e in caught.value.errors]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("level = 2", "level = 21", UNIT_AT + "'level': must be 0 to 20"),
        ("level = 2", "level = 2\nhero_points = 51", UNIT_AT + "'hero_points': must be 0 to 50"),
        ("attack = 2", "attack = 1000000000", UNIT_AT + "'attack': must be -99 to 99"),
        ("defence = 2", "defence = 100", UNIT_AT + "'defence': must be 1 to 99"),
        (
            'race = "人間"',
            'race = "' + "人" * 41 + '"',
            UNIT_AT + "'race': is longer than 40 characters",
        ),
        (
            'name = "試しの番兵"',
            'name = "' + "兵" * 41 + '"',
            "bad.toml: card X-1 (" + "兵" * 39 + "…): field 'name': is longer than 40 characters",
        ),
        ('id = "X-1"', 'id = "X 1"', "bad.toml: card X 1 (試しの番兵): field 'id': is letters, "),
        (
            'move = "歩行"',
            'move = "歩行"\nstatics = { initiative = 21 }',
            UNIT_AT + "'statics.initiative': must be -20 to 20",
        ),
    ],
)
def test_unit_fields_above_their_maxima_are_refused(old: str, new: str, expected: str) -> None:
    found = errors(HEAD + UNIT.replace(old, new))
    assert len(found) == 1 and found[0].startswith(expected), found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('amount = "3"', 'amount = "1000000000D"', "an amount rolls at most 10 dice (10D)"),
        ('amount = "3"', 'amount = "11D"', "an amount rolls at most 10 dice (10D)"),
        ('amount = "3"', 'amount = "' + "9" * 5000 + '"', "an amount adds at most 99"),
        ('amount = "3"', 'amount = "1D+100"', "an amount adds at most 99"),
        ('amount = "3"', 'amount = "᧚"', "'᧚' is not an amount like 3, 2D or 1D+2"),
    ],
)
def test_damage_amounts_are_bounded(old: str, new: str, expected: str) -> None:
    assert errors(HEAD + SPELL.replace(old, new)) == [
        SPELL_AT + "'abilities[0].effect[0].amount': " + expected
    ]


@pytest.mark.parametrize(
    ("effect", "field", "problem"),
    [
        ('{ do = "modify", attack = 100 }', "effect[0].attack", "must be -99 to 99"),
        ('{ do = "draw", to = "controller", count = 21 }', "effect[0].count", "must be 1 to 20"),
        (
            '{ do = "dice_bonus", to = "controller", amount = 99 }',
            "effect[0].amount",
            "must be -20 to 20",
        ),
        (
            '{ do = "damage", amount = "1", then = [' * 5 + '{ do = "tap" }' + "] }" * 5,
            "effect[0].then[0].then[0].then[0].then[0].then",
            "'then' is nested more than 4 deep",
        ),
        (", ".join(['{ do = "tap" }'] * 11), "effect", "has more than 10 entries"),
    ],
)
def test_effect_fields_above_their_maxima_are_refused(
    effect: str, field: str, problem: str
) -> None:
    spell = SPELL.replace('{ do = "damage", amount = "3", attribute = "火炎" }', effect)
    found = errors(HEAD + spell)
    assert found == [f"{SPELL_AT}'abilities[0].{field}': {problem}"]


def test_texts_targets_and_ability_counts_are_bounded() -> None:
    long_text = SPELL.replace("【火炎：X】。", "【火炎：X】。" + "あ" * 500)
    assert errors(HEAD + long_text) == [
        SPELL_AT + "'abilities[0].text': is longer than 500 characters"
    ]
    wide = SPELL.replace('targets = [{ side = "enemy" }]', "targets = [{ count = 11 }]")
    assert errors(HEAD + wide) == [SPELL_AT + "'abilities[0].targets[0].count': must be 1 to 10"]
    ability = SPELL.split("[[card.abilities]]")[1]
    many = SPELL + ("[[card.abilities]]" + ability) * 8
    assert errors(HEAD + many) == [SPELL_AT + "'abilities': has more than 8 entries"]


def test_a_set_holds_at_most_300_cards() -> None:
    cards = "".join(UNIT.replace("X-1", f"X-{n}") for n in range(MAX_CARDS_PER_SET + 1))
    assert errors(HEAD + cards) == [
        "bad.toml: field 'card': the set has 301 cards; a set holds at most 300"
    ]
    cards = "".join(UNIT.replace("X-1", f"X-{n}") for n in range(MAX_CARDS_PER_SET))
    assert len(load_text(HEAD + cards, "ok.toml").cards) == MAX_CARDS_PER_SET


def test_ids_repeat_case_insensitively_within_a_set() -> None:
    assert errors(HEAD + UNIT + UNIT.replace("X-1", "x-1")) == [
        "bad.toml: card x-1 (試しの番兵): field 'id': repeats the id of X-1 (試しの番兵)"
    ]


def test_a_name_of_invisible_characters_only_is_empty() -> None:
    assert errors(HEAD + UNIT.replace("試しの番兵", "\u200b\u00ad")) == [
        "bad.toml: card X-1 (\u200b\u00ad): field 'name': must not be empty"
    ]


@pytest.mark.parametrize(
    ("text", "fmt", "problem"),
    [
        (HEAD + UNIT + "x = " + "[" * 1000 + "]" * 1000, "toml", "nested too deeply"),
        (HEAD + "x = " + "{a=" * 1000 + "1" + "}" * 1000, "toml", "nested too deeply"),
        ('{"set": {}, "card": [' + "[" * 100_000 + "]" * 100_000 + "]}", "json", "too deeply"),
        (HEAD + UNIT.replace("level = 2", "level = " + "9" * 4301), "toml", "thousands of digits"),
        ('{"set": {}, "card": [{"level": ' + "9" * 4301 + "}]}", "json", "thousands of digits"),
    ],
)
def test_documents_no_parser_can_read_are_card_set_errors(
    text: str, fmt: str, problem: str
) -> None:
    found = errors(text, fmt)
    assert len(found) == 1 and problem in found[0], found


def test_nesting_and_huge_numbers_inside_a_card_name_the_field() -> None:
    nested = UNIT.replace("level = 2", "level = 2\nextra = " + "[" * 100 + "]" * 100)
    found = errors(HEAD + nested)
    assert found[0].startswith(UNIT_AT + "'extra[0][0]") and "more than 24 levels" in found[0]
    hex_limit = UNIT.replace("level = 2", "level = 0x" + "f" * 5000)  # decoded: no digit limit
    assert errors(HEAD + hex_limit) == [UNIT_AT + "'level': is far too large a number"]


def test_the_engine_rolls_a_bounded_number_of_dice() -> None:
    """A card that never passed validation (an old stored match) cannot make a resolution
    roll one die after another without end: the amount is refused where dice are counted."""
    assert dice_of(Damage(amount=f"{MAX_DICE}D+2")) == MAX_DICE
    with pytest.raises(ValueError, match="at most 10 dice"):
        dice_of(Damage(amount="1000000000D"))
    with pytest.raises(ValueError, match="at most 10 dice"):
        parse_amount("9" * 5000 + "D")


# -- any input: a CardSet or a CardSetError ------------------------------------------------
BIG = "\x00big\x00"  # stands for an integer json.dumps cannot write (over 4300 digits)
KEYS = st.sampled_from(
    ["id", "name", "kind", "level", "attack", "defence", "move", "race", "attribute", "type",
     "limit", "abilities", "text", "effect", "do", "amount", "then", "targets", "count",
     "statics", "initiative", "printing", "cost", "spell", "when", "among"]
) | st.text(max_size=4)  # fmt: skip
SCALARS = (
    st.integers(min_value=-(2**70), max_value=2**70)
    | st.sampled_from([0, 1, 3, 99, 100, 10**20, BIG])
    | st.sampled_from(["unit", "spell", "terrain", "火", "歩行", "damage", "1D+2", "1000000000D"])
    | st.text(max_size=8)
    | st.booleans()
    | st.floats(allow_nan=False)
    | st.none()
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=12,
)
CARDS = st.fixed_dictionaries(
    {"id": st.sampled_from(["X-1", "x-1", "RK1-001", "X 1"]), "name": st.text(max_size=6)},
    optional={"kind": st.sampled_from(["unit", "spell", "item", "terrain", "summoner"])}
    | {key: VALUES for key in ("level", "attack", "defence", "abilities", "limit", "statics")},
)
HEADER = st.fixed_dictionaries({"id": st.text(max_size=4), "name": VALUES, "ruleset": VALUES})
DOCUMENTS = st.fixed_dictionaries(
    {"set": HEADER | VALUES, "card": st.lists(CARDS | VALUES, max_size=3) | VALUES}
)


def _json(document: object, depth: int) -> str:
    text = json.dumps(document, ensure_ascii=False).replace(json.dumps(BIG), "9" * 4301)
    return "[" * depth + text + "]" * depth


TOML_LINES = st.sampled_from(
    ["[[card]]", "[set]", 'id = "X-1"', 'name = "名"', 'kind = "unit"', "level = 2",
     "level = " + "9" * 4301, "limit = 0x" + "f" * 40, "x = " + "[" * 600 + "]" * 600,
     'effect = [{ do = "damage", amount = "99D" }]', "[[card.abilities]]", 'text = "t"',
     "abilities = [{ text = 't', effect = [{ do = 'draw', count = 1e400 }] }]"]
) | st.text(max_size=20)  # fmt: skip


@settings(max_examples=100)
@given(DOCUMENTS, st.sampled_from([0, 0, 1, 5000]))
def test_any_json_is_a_card_set_or_a_card_set_error(document: object, depth: int) -> None:
    try:
        loaded = load_text(_json(document, depth), "fuzz.json", "json")
    except CardSetError as refused:
        assert refused.errors and all(str(e).startswith("fuzz.json") for e in refused.errors)
        return
    assert loaded.cards


@settings(max_examples=100)
@given(st.lists(TOML_LINES, max_size=10))
def test_any_toml_is_a_card_set_or_a_card_set_error(lines: list[str]) -> None:
    try:
        loaded = load_text(HEAD + "\n".join(lines), "fuzz.toml")
    except CardSetError as refused:
        assert refused.errors and all(str(e).startswith("fuzz.toml") for e in refused.errors)
        return
    assert loaded.cards


# -- well-formed abilities (review finding 3) ------------------------------------------------
def test_a_step_naming_an_undeclared_target_group_is_an_error_of_the_set() -> None:
    """A cancel of the second group when only one group is declared was an IndexError."""
    cancel = SPELL.replace(
        'targets = [{ side = "enemy" }]', 'timing = "対抗"\ntargets = [{ kind = "link" }]'
    )
    cancel = cancel.replace(
        '{ do = "damage", amount = "3", attribute = "火炎" }', '{ do = "cancel", to = "targets2" }'
    )
    assert errors(HEAD + cancel) == [
        SPELL_AT + "'abilities[0].effect[0].to': the ability has no second group of targets",
        SPELL_AT + "'abilities[0].effect[0].to': a cancel targets a declaration (kind 'link') [16]",
    ]
    to_self = cancel.replace('to = "targets2"', 'to = "self"')
    assert errors(HEAD + to_self) == [
        SPELL_AT + "'abilities[0].effect[0].to': a cancel targets a declaration (kind 'link') [16]",
    ]


def _values(kind: type[enum.Enum]) -> st.SearchStrategy[str]:
    return st.sampled_from([member.value for member in kind])


def _tuple_of(values: st.SearchStrategy[Any]) -> st.SearchStrategy[list[Any]]:
    return st.lists(values, max_size=2)


ATTRIBUTES = _values(Attribute)
SELECTORS = st.fixed_dictionaries(
    {},
    optional={
        "kind": st.sampled_from(["unit", "player", "link", "card", "area"]),
        "side": st.sampled_from(["own", "enemy", "any"]),
        "where": st.sampled_from(
            ["battle", "field", "area", "hand", "discard", "deck", "placeable", "reach"]
        ),
        "attribute": _tuple_of(ATTRIBUTES),
        "card_kind": _tuple_of(st.sampled_from(["unit", "spell", "item", "terrain"])),
        "min_level": st.integers(0, 3),
        "max_level": st.integers(2, 99),
        "other_than_self": st.booleans(),
        "count": st.integers(0, 3),
        "up_to": st.booleans(),
    },
)
STATICS = st.fixed_dictionaries(
    {},
    optional={
        "initiative": st.integers(-2, 2),
        "charge": st.integers(0, 2),
        "item_slots": _tuple_of(_values(ItemSlot)),
        "spell_slots": _tuple_of(ATTRIBUTES | st.just("S")),
        "resist": _tuple_of(
            st.fixed_dictionaries({"attribute": st.just("冷気"), "amount": st.integers(0, 3)})
        ),
    },
)
UNTIL = {"until": _values(Duration)}
STEP_FIELDS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "damage": {
        "amount": st.sampled_from(["3", "2D", "1D+2", "0", "11D", "x"]),
        "attribute": st.sampled_from(["", "火炎", "ALL"]),
    },
    "lethal": {},
    "survive": UNTIL,
    "modify": {"attack": st.integers(-3, 3), "defence": st.integers(-3, 3), **UNTIL},
    "grant": {"statics": STATICS, **UNTIL},
    "cancel": {},
    "tap": {},
    "untap": {},
    "draw": {"count": st.integers(0, 3)},
    "discard": {"count": st.integers(1, 3)},
    "dice_bonus": {"amount": st.integers(-1, 1), **UNTIL},
    "move": {"zone": st.sampled_from(["hand", "discard", "deck_top", "deck_bottom", "removed"])},
    "summon": {},
    "equip": {},
    "unequip": {},
    "place_terrain": {},
    "advance": {},
    "deck_limit": {"copies": st.integers(0, 4)},
    "manual": {},
}


REFS = st.sampled_from(["targets", "targets2", "self", "controller", "opponent", "all"])


def _step(then: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.sampled_from(sorted(STEP_FIELDS)).flatmap(
        lambda do: st.fixed_dictionaries(
            {"do": st.just(do), "to": REFS},
            optional={
                "among": SELECTORS,
                "when": _tuple_of(SELECTORS),
                "then": then,
                **STEP_FIELDS[do],
            },
        )
    )


THEN = st.recursive(
    st.just([]), lambda then: st.lists(_step(then), min_size=1, max_size=2), max_leaves=4
)
STEPS = st.lists(_step(THEN), min_size=1, max_size=3)


COSTS = st.fixed_dictionaries(
    {},
    optional={
        "spell": _tuple_of(ATTRIBUTES),
        "item": _tuple_of(_values(ItemSlot)),
        "tap": st.booleans(),
        "discard": st.integers(0, 2),
        "deck": st.integers(0, 2),
    },
)
ABILITIES = st.fixed_dictionaries(
    {"text": st.just("試しの能力。")},
    optional={
        "period": _values(Period),
        "timing": _values(Timing),
        "icon": _values(Icon),
        "trigger": _values(Trigger),
        "mode": st.sampled_from(["", "A", "B"]),
        "cost": COSTS,
        "targets": st.lists(SELECTORS, max_size=3),
        "effect": STEPS,
    },
)
FACES: dict[str, dict[str, Any]] = {
    "summoner": {},
    "unit": {
        "race": "人間",
        "attribute": "火",
        "level": 2,
        "attack": 2,
        "defence": 2,
        "move": "歩行",
    },
    "spell": {"type": "攻撃魔法", "attribute": "火"},
    "item": {"type": "武器", "slot": "I", "item_class": "装備品"},
    "consumable": {"type": "薬", "slot": "II", "item_class": "消耗品"},
    "terrain": {"type": "平地", "limit": 3},
}
WELL_FORMED_CARDS = st.tuples(st.sampled_from(sorted(FACES)), st.lists(ABILITIES, max_size=3))


@settings(max_examples=300)
@given(st.lists(WELL_FORMED_CARDS, min_size=1, max_size=3))
def test_any_well_formed_ability_loads_or_is_a_card_set_error(
    faces: list[tuple[str, list[dict[str, Any]]]],
) -> None:
    """Abilities of the right shape, with any do/to/targets/then/when/cost/timing, reach the
    rule checks (carddb/moncolle/abilitycheck.py), which end in a CardSet or a CardSetError."""
    cards = []
    for number, (face, abilities) in enumerate(faces):
        kind = "item" if face == "consumable" else face
        card = {"id": f"W-{number}", "kind": kind, "name": f"試し{number}", **FACES[face]}
        cards.append({**card, "abilities": abilities})
        msgspec.convert(cards[-1], CardDef, strict=True)  # the strategy builds the right shape
    document = {"set": {"id": "W", "name": "w", "ruleset": "mc20th"}, "card": cards}
    try:
        loaded = load_text(json.dumps(document, ensure_ascii=False), "well.json", "json")
    except CardSetError as refused:
        assert refused.errors and all(
            str(e).startswith("well.json: card W-") for e in refused.errors
        )
        return
    assert len(loaded.cards) == len(cards)


@pytest.mark.parametrize("key", ["odd`key", "x - at `$.level`", "`"])
def test_an_unknown_field_is_named_whole_whatever_its_characters(key: str) -> None:
    """The field is read out of msgspec's message, which quotes the key: a key holding
    backticks or msgspec's own " - at `$" is still named as written."""
    found = errors(HEAD + UNIT.replace("level = 2", f"level = 2\n{json.dumps(key)} = 1"))
    assert found == [UNIT_AT + f"'{key}': is not a field of this card kind"]
    nested = UNIT.replace("level = 2", f"level = 2\nstatics = {{ {json.dumps(key)} = 1 }}")
    assert errors(HEAD + nested) == [UNIT_AT + f"'statics.{key}': is not a field of this card kind"]


# -- mc20th refuses what only モンコレDeus prints ----------------------------------------------
_TO_TOKENS = ('targets = [{ side = "enemy" }]', 'targets = [{ kind = "card", where = "tokens" }]')
_TO_RITUAL = (
    'targets = [{ side = "enemy" }]',
    'targets = [{ kind = "card", where = "hand", card_kind = ["ritual"] }]',
)
_MOVE = (
    'effect = [{ do = "damage", amount = "3", attribute = "火炎" }]',
    'effect = [{ do = "move" }]',
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '[[card]]\nid = "X-9"\nkind = "ritual"\nname = "試しの儀"\ntype = "祭儀"\n',
            "bad.toml: card X-9 (試しの儀): field 'kind': must be one of summoner, unit, spell, "
            "item, terrain",
        ),
        (UNIT + "token = true\n", UNIT_AT + "'token': token cards exist only in Deus"),
        (
            UNIT + "never_to_hand = true\n",
            UNIT_AT + "'never_to_hand': token cards exist only in Deus [D-CARD-TOK-1]",
        ),
        (
            UNIT + 'statics = { spell_slots = ["※"] }\n',
            UNIT_AT + "'statics.spell_slots': '※' is not an attribute (火風水聖土魔) or S",
        ),
        (
            SPELL.replace("targets =", 'timing = "速攻"\ntargets ='),
            SPELL_AT + "'abilities[0].timing': [速攻] is a Deus timing, not one of this ruleset "
            "[D-TIM-0]",
        ),
        (
            SPELL.replace("targets =", 'timing = "攻撃前"\ntargets ='),
            SPELL_AT + "'abilities[0].timing': [攻撃前] is a Deus timing",
        ),
        (
            SPELL.replace("targets =", "cost = { power = 1 }\ntargets ="),
            SPELL_AT + "'abilities[0].cost.power': a ★ (power counter) cost exists only in Deus "
            "[D-COST-1]",
        ),
        (
            SPELL.replace(*_TO_TOKENS).replace(*_MOVE),
            SPELL_AT + "'abilities[0].targets[0].where': the token area exists only in Deus",
        ),
        (
            SPELL.replace(*_TO_RITUAL).replace(*_MOVE),
            SPELL_AT + "'abilities[0].targets[0].card_kind': ritual spell cards exist only in Deus",
        ),
    ],
)
def test_an_mc20th_set_refuses_what_only_deus_prints(text: str, expected: str) -> None:
    """mc20th's schema keeps the 20th's words: Deus's ritual spells [D-CARD-RS-1], tokens
    [D-CARD-TOK-1], ※ slots [D-STAT-SP-1], 速攻/攻撃前 [D-TIM-0], ★ costs [D-COST-1] and token
    area [D-BOARD-8] are refused, each once."""
    found = errors(HEAD + text)
    assert len(found) == 1 and found[0].startswith(expected), found
    assert _ja(HEAD + text)[0]


# -- every card-set error in Japanese and English (review finding 12) ----------------------
def _ja(text: str, fmt: str = "toml") -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(text, f"bad.{fmt}", fmt)
    assert caught.value.message("en") == str(caught.value)
    return caught.value.message("ja").splitlines()


UNIT_JA = "bad.toml: カード X-1 (試しの番兵): 項目 "
SPELL_JA = "bad.toml: カード X-2 (試しの火花): 項目 "


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (HEAD + UNIT.replace("level = 2", "level = 21"), UNIT_JA + "level: 0～20にしてください"),
        (HEAD + UNIT.replace("level = 2", "level = -1"), UNIT_JA + "level: 0以上にしてください"),
        (
            HEAD + UNIT.replace("attack = 2", 'attack = "強"'),
            UNIT_JA + "attack: `int` が必要なところに `str` があります",
        ),
        (
            HEAD + UNIT.replace('move = "歩行"', 'move = "跳躍"'),
            UNIT_JA + "move: 「跳躍」は 歩行, 飛行, 長距離飛行 のどれでもありません",
        ),
        (
            HEAD + UNIT.replace("level = 2", "level = 2\npower = 9"),
            UNIT_JA + "power: このカード分類にはない項目です",
        ),
        (HEAD + UNIT.replace('race = "人間"\n', ""), UNIT_JA + "race: 必須です"),
        (
            HEAD + UNIT + UNIT.replace("X-1", "x-1"),
            "bad.toml: カード x-1 (試しの番兵): 項目 id: X-1 (試しの番兵) と同じIDです",
        ),
        (
            HEAD + SPELL.replace('amount = "3"', 'amount = "11D"'),
            SPELL_JA + "abilities[0].effect[0].amount: 振るダイスは10個（10D）までです",
        ),
        (
            HEAD + SPELL.replace('amount = "3"', 'amount = "3X"'),
            SPELL_JA
            + "abilities[0].effect[0].amount: 「3X」は 3、2D、1D+2 のような値ではありません",
        ),
        (
            HEAD + SPELL.replace('do = "damage"', 'do = "zap"'),
            SPELL_JA + "abilities[0].effect[0].do: 「zap」は使えない値です",
        ),
        (
            HEAD + SPELL.replace("【火炎：X】。", "あ" * 501),
            SPELL_JA + "abilities[0].text: 500文字をこえています",
        ),
        ("[set\n", "bad.toml: TOMLとして読めません: "),
        (
            '{"set": 1, "card": []}',
            "bad.json: 項目 set: [set] の表（id, name, ruleset）がありません",
        ),
    ],
)
def test_card_set_errors_are_said_in_japanese(text: str, expected: str) -> None:
    fmt = "json" if text.startswith("{") else "toml"
    assert _ja(text, fmt)[0].startswith(expected)


def test_every_card_set_message_has_both_languages_with_the_same_parameters() -> None:
    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    for key, phrase in MESSAGES.items():
        ja, en = phrase.in_("ja"), phrase.in_("en")
        assert ja and en and fields(ja) == fields(en), key
    sources = [*Path("carddb").glob("*.py"), Path("bot/service/library.py")]
    used = {k for p in sources for k in re.findall(r'said\(\s*"(\w+)"', p.read_text("utf-8"))}
    assert used and used <= MESSAGES.keys(), used - MESSAGES.keys()
