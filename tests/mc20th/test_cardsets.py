"""Card-set files: every shipped set loads; every error names file, card and field [4]."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from carddb import CardSetError, load_text, rulesets, shipped_sets
from carddb.cardset import load_file
from carddb.messages import Message, said
from carddb.rulesets import DeckRules
from carddb.schema import CardSchema
from carddb.text import normalise_name
from engine.kernel.cards import CardFace
from engine.moncolle.cards import ItemDef, MoveType, SpellDef, SummonerDef, TerrainDef, UnitDef

DATA = Path(__file__).resolve().parents[1] / "scenarios" / "sets"

HEAD = '[set]\nid = "X"\nname = "x"\nruleset = "mc20th"\n'
UNIT = """
[[card]]
id = "X-1"
kind = "unit"
name = "テスト兵"
race = "人間"
attribute = "火"
level = 2
attack = 2
defence = 2
move = "歩行"
"""


def errors(text: str) -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_text(text, "bad.toml")
    return [str(e) for e in caught.value.errors]


def test_every_shipped_set_loads_and_ids_are_unique() -> None:
    sets = shipped_sets("mc20th")
    assert sets
    ids = [c.id for s in sets for c in s.cards]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("ruleset", engine.registry.ids())
def test_no_shipped_name_is_the_id_of_another_card(ruleset: str) -> None:
    """A deck list tries ids first, so a name written like another card's id (spacing,
    width and case aside, as deck lists read names) would never find its own card; the
    shipped sets keep the rule imported sets are held to (docs/cardsets.md)."""
    cards = [c for s in shipped_sets(ruleset) for c in s.cards]
    by_id = {c.id.casefold(): c for c in cards}
    shadowed = [(c.id, c.name) for c in cards if by_id.get(normalise_name(c.name), c) is not c]
    assert shadowed == []


def test_starter_set_exercises_the_rules_it_must() -> None:
    cards = [c for s in shipped_sets("mc20th") for c in s.cards]
    units = [c for c in cards if isinstance(c, UnitDef)]
    assert {u.move for u in units} == set(MoveType)
    assert any(u.instant for u in units) and any(u.is_hero for u in units)
    assert all(
        any(getattr(u.statics, f) for u in units) for f in ("initiative", "charge", "defender")
    )
    limits = {c.limit for c in cards if isinstance(c, TerrainDef)}
    assert len(limits) >= 4
    equipment = [c for c in cards if isinstance(c, ItemDef) and c.is_equipment]
    assert any(e.defence_bonus < 0 for e in equipment)  # exercises [15-3]
    assert any(e.statics.initiative for e in equipment)


def test_all_five_kinds_and_their_printed_fields_load() -> None:
    cards = {c.id: c for c in load_file(DATA / "test_cards.toml").cards}
    summoner = cards["TST-002"]
    assert isinstance(summoner, SummonerDef) and summoner.arcana == "愚者"
    assert (
        summoner.abilities[0].timing.value == "儀式"
        and summoner.abilities[0].icon.value == "完了型"
    )
    assert isinstance(cards["TST-003"], SpellDef)
    consumable = cards["TST-004"]
    assert isinstance(consumable, ItemDef) and consumable.slot.value == "II"
    assert isinstance(cards["TST-005"], ItemDef) and cards["TST-005"].item_class.value == "錬金弾"


def test_wrong_type_names_file_card_and_field() -> None:
    assert errors(HEAD + UNIT.replace("attack = 2", 'attack = "強い"')) == [
        "bad.toml: card X-1 (テスト兵): field 'attack': Expected `int`, got `str`"
    ]


def test_bad_enum_lists_the_allowed_values() -> None:
    assert errors(HEAD + UNIT.replace('move = "歩行"', 'move = "跳躍"')) == [
        "bad.toml: card X-1 (テスト兵): field 'move': '跳躍' is not one of 歩行, 飛行, 長距離飛行"
    ]


def test_missing_and_unknown_fields() -> None:
    text = (
        HEAD
        + UNIT.replace('race = "人間"\n', "")
        + UNIT.replace("X-1", "X-2").replace("level = 2", "level = 2\npower = 9")
    )
    assert errors(text) == [
        "bad.toml: card X-1 (テスト兵): field 'race': is required",
        "bad.toml: card X-2 (テスト兵): field 'power': is not a field of this card kind",
    ]


def test_nested_field_paths_and_rule_checks() -> None:
    text = HEAD + UNIT.replace("defence = 2", 'defence = 0\nstatics = { spell_slots = ["光"] }')
    assert errors(text) == [
        "bad.toml: card X-1 (テスト兵): field 'defence': a printed defence is at least 1",
        "bad.toml: card X-1 (テスト兵): field 'statics.spell_slots': "
        "'光' is not an attribute (火風水聖土魔) or S",
    ]


def test_duplicate_ids_and_bad_header() -> None:
    text = '[set]\nid = "X"\nruleset = "mc20th"\n' + UNIT + UNIT
    assert errors(text) == [
        "bad.toml: field 'set.name': must be a non-empty string",
        "bad.toml: card X-1 (テスト兵): field 'id': repeats the id of X-1 (テスト兵)",
    ]


def test_equipment_uses_the_i_slot_and_only_equipment_has_bonuses() -> None:
    item = """
[[card]]
id = "X-3"
kind = "item"
name = "棒"
type = "武器"
slot = "II"
item_class = "装備品"
[[card]]
id = "X-4"
kind = "item"
name = "薬"
type = "薬"
slot = "II"
item_class = "消耗品"
attack_bonus = 1
"""
    assert errors(HEAD + item) == [
        "bad.toml: card X-3 (棒): field 'slot': equipment is equipped in an I slot [12-4-1]",
        "bad.toml: card X-4 (薬): field 'item_class': "
        "only equipment has bonuses or granted statics [4-4]",
    ]


def test_not_toml_at_all() -> None:
    assert errors("[set\n")[0].startswith("bad.toml: not valid TOML")


def test_json_sets_load_too() -> None:
    text = (
        '{"set": {"id": "J", "name": "j", "ruleset": "mc20th"}, "card": [{"id": "J-1", '
        '"kind": "terrain", "name": "平原", "type": "平地", "limit": 6}]}'
    )
    loaded = load_text(text, "j.json", "json")
    assert isinstance(loaded.cards[0], TerrainDef) and loaded.cards[0].limit == 6


def test_every_shipped_card_with_an_ability_has_a_scenario_of_its_own() -> None:
    """Each card's abilities are proven by a scenario named after it (tests/scenarios/cards),
    or, for a Deck text that only matters when building a deck, by a test named after it."""
    here = Path(__file__).resolve().parents[1]
    names = {p.name for p in (here / "scenarios" / "cards").glob("*.toml")}
    names |= {
        line.split("def ")[1]
        for p in here.rglob("test_*.py")
        for line in p.read_text().splitlines()
        if line.startswith("def test_rk")
    }
    cards = [c for s in shipped_sets("mc20th") for c in s.cards if c.abilities]
    assert cards
    prefixes = {c.id: c.id.lower().replace("-", "_") for c in cards}
    missing = [
        c.id
        for c in cards
        if not any(n.startswith((prefixes[c.id], "test_" + prefixes[c.id])) for n in names)
    ]
    assert missing == []


def test_ability_errors_name_the_card_and_the_field_path() -> None:
    """[11][11-1][11-2][13]: periods, timings and icons are validated, naming card and field."""
    abilities = """
[[card.abilities]]
text = "a"
timing = "条件"
effect = [{ do = "damage", amount = "2X" }]
[[card.abilities]]
text = "b"
timing = "常時"
targets = [{ side = "enemy" }]
effect = [{ do = "draw", to = "all", among = { side = "own" } }]
[[card.abilities]]
text = "c"
icon = "宣言型"
targets = [{ kind = "area", where = "battle" }]
effect = [{ do = "equip" }]
"""
    found = errors(HEAD + UNIT + abilities)
    card = "bad.toml: card X-1 (テスト兵): field "
    expected = [
        "'abilities[0].trigger': a [Condition] ability needs its 'trigger' [11-2-4]",
        "'abilities[0].effect[0].to': the ability has no targets to apply to",
        "'abilities[0].effect[0].amount': '2X' is not an amount like 3, 2D or 1D+2",
        "'abilities[1].effect[0].to': this step applies to players (controller, opponent)",
        "'abilities[1]': an [Always] effect has no targets, cost or icon: it is always on",
        "'abilities[1].effect[0]': an [Always] effect modifies, grants or gives 'cannot die', "
        "nothing more",
        "'abilities[2].cost': a <Declare> ability always prints a cost [13-2]",
        "'abilities[2].targets[0].where': areas are 'placeable' or 'reach', only",
        "'abilities[2].effect[0].to': this step takes cards targeted in a hand",
        "'abilities[2].effect[0].to': equip needs a second target group: the unit",
    ]
    for text in expected:
        assert card + text in found, found


def test_a_terrain_cannot_be_tapped() -> None:
    terrain = (
        '[[card]]\nid = "X-9"\nkind = "terrain"\nname = "崖"\ntype = "山岳"\nlimit = 4\n'
        '[[card.abilities]]\ntext = "t"\nperiod = "Field"\ntiming = "儀式"\nicon = "完了型"\n'
        'effect = [{ do = "draw", to = "controller" }]\n'
    )
    assert errors(HEAD + terrain) == [
        "bad.toml: card X-9 (崖): field 'abilities[0]': "
        "only a unit, equipment or a summoner can be tapped [13-1]"
    ]


class Entity(CardFace, frozen=True, tag="entity"):
    """A card kind of another game, with a field of its own."""

    id: str
    name: str
    power: int


def _entity_rules(card: Entity) -> list[tuple[str, Message]]:
    return [("power", said("at_least", least=1))] if card.power < 1 else []


@pytest.fixture
def other_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """A second ruleset's card data, registered for this test only."""
    schema = CardSchema(kinds=("entity",), card_type=Entity, problems=_entity_rules)
    mc20th = rulesets.get("mc20th")
    rules = DeckRules("other-game", schema, mc20th.validate, mc20th.build_setup)
    monkeypatch.setitem(rulesets._RULES._items, rules.id, rules)
    return rules.id


def test_a_set_is_read_with_the_card_schema_of_its_own_ruleset(other_game: str) -> None:
    head = f'[set]\nid = "O"\nname = "o"\nruleset = "{other_game}"\n'
    entity = '[[card]]\nid = "O-1"\nkind = "entity"\nname = "歩兵"\npower = 2\n'
    loaded = load_text(head + entity, "o.toml")
    assert loaded.cards == (Entity(id="O-1", name="歩兵", power=2),)
    with pytest.raises(CardSetError) as refused:
        load_text(head + UNIT + entity.replace("power = 2", "power = 0"), "o.toml")
    said_en = refused.value.message("en")
    assert "card X-1 (テスト兵): field 'kind': must be one of entity" in said_en  # not 'unit'
    assert "card O-1 (歩兵): field 'power': must be 1 or more" in said_en
    with pytest.raises(CardSetError) as refused:
        load_text(HEAD + entity, "m.toml")  # and mc20th's schema knows no entity
    assert "field 'kind': must be one of summoner, unit, spell, item, terrain" in str(refused.value)


def test_a_set_of_an_unknown_ruleset_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(CardSetError) as refused:
        load_text(HEAD.replace("mc20th", "chess") + UNIT, "c.toml")
    known = "(known: deus, grid, kokuryoku, mc20th)"
    assert f"field 'set.ruleset': unknown ruleset 'chess' {known}" in str(refused.value)
    assert "ルール「chess」はありません" in refused.value.message("ja")
