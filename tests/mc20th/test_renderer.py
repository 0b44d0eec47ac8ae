"""Pillow pictures (renderer/): sizes, what is drawn, and above all what is never drawn.

Positions come from the scenario builder (docs/scenarios.md); every picture records the
strings it drew in ``Picture.texts``, so hidden information is checked by text.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from picture_checks import readable_on_a_phone, units_drawn
from PIL import Image

import engine
from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.moncolle.abilities import Icon, Period, Timing
from engine.moncolle.cards import (
    Ability,
    Attribute,
    CardDef,
    ItemDef,
    SpellDef,
    SummonerDef,
    UnitDef,
)
from engine.moncolle.events import Shown
from renderer.draw import Picture
from renderer.fonts import default_font_path
from renderer.mc20th.board import render_board
from renderer.mc20th.formation import render_formation
from renderer.mc20th.hand import render_hand
from renderer.moncolle.card import render_card

PNG = b"\x89PNG\r\n\x1a\n"

P1_HAND = ["天駆ける竜王#1", "氷河の巨人#2", "呪われた鎧#3", "地鳴りの重装兵#4", "水晶の鷲獅子#5"]
P1_HAND += ["風吹く丘陵#6", "疾風の外套#7"]
P2_HAND = ["蒼槍の守護者#8", "守りの護符#9"]
PROXY = "嵐雲のワイバーン"  # face down at C2; not anywhere else in the position
HQ_CARDS = ("古の城塞", "苔の森")

BUSY: dict[str, Any] = {
    "active": "P1",
    "turn": 7,
    "phase": "main",
    "P1": {"hand": P1_HAND, "deck": ["RK1-001*20"], "discard": ["RK1-003*3"], "hq": HQ_CARDS[0]},
    "P2": {"hand": P2_HAND, "deck": ["RK1-013*18"], "discard": ["RK1-002*2"], "hq": HQ_CARDS[1]},
    "area": [
        {
            "at": "B2",
            "terrain": "火山の裾野",
            "units": [
                "P1 火花の小鬼#10 tapped",
                "P1 旋風の踊り子#11",
                "P1 潮騒の小人#12 instant",
                "P1 霧の水精#13 tapped",
                "P1 赤銅の槍兵#14 equip=鋼の長剣",
                "P1 熾火の狼#15",
            ],
        },
        {"at": "A2", "terrain": "焦土の荒野", "units": ["P1 緋色の剣姫#16 equip=突撃の旗"]},
        {"at": "C2", "terrain": PROXY, "proxy": True, "owner": "P2", "units": ["P2 砂嵐の竜"]},
        {"at": "A3", "terrain": "静かな入り江", "owner": "P2", "units": ["P2 深淵の大蛸"]},
        {"at": "B3", "terrain": "風吹く丘陵", "owner": "P2", "units": ["P2 岩肌の番兵 tapped"]},
        {"at": "B1", "units": ["P1 泥沼の蛙人"] * 8},
    ],
}
BOARD_UNITS = ["火花の小鬼", "旋風の踊り子", "潮騒の小人", "霧の水精", "赤銅の槍兵", "熾火の狼"]
BOARD_UNITS += ["緋色の剣姫", "砂嵐の竜", "深淵の大蛸", "岩肌の番兵", "泥沼の蛙人"]

BATTLE: dict[str, Any] = {
    "active": "P1",
    "P1": {"hand": ["天駆ける竜王"], "deck": ["RK1-001*5"]},
    "area": [
        {"at": "B2", "terrain": "古の城塞", "units": ["P1 溶岩の巨人#10", "P1 紅蓮の騎兵#11"]},
        {
            "at": "B3",
            "terrain": "火山の裾野",
            "owner": "P2",
            "units": ["P2 岩肌の番兵#20", "P2 珊瑚の盾兵#21", "P2 潮騒の小人#22"],
        },
    ],
}


def do(state: Any, labels: dict[int, int], *actions: str) -> Any:
    for text in actions:
        text = re.sub(r"#(\d+)", lambda m: f"#{labels[int(m[1])]}", text)
        state, _ = engine.apply(state, engine.parse_action(state, text))
    return state


@pytest.fixture(scope="module")
def busy(index: CardIndex) -> tuple[Any, dict[int, int]]:
    state, labels = build_position(BUSY, index, 1)
    return do(state, labels, "move #11 B3", "move #15 B3"), labels


@pytest.fixture(scope="module")
def battle(index: CardIndex) -> tuple[Any, dict[int, int]]:
    state, labels = build_position(BATTLE, index, 1)
    steps = ["move #10 B3", "move #11 B3", "advance", "done", "done", "formation #11", "done"]
    steps += ["formation #20", "formation #21", "done", "roll P1 6", "roll P2 1"]
    return do(state, labels, *steps), labels


def drawn(picture: Picture) -> str:
    return "\n".join(picture.texts)


def check_png(picture: Picture) -> None:
    assert picture.png.startswith(PNG)
    with Image.open(io.BytesIO(picture.png)) as image:
        assert image.size == (picture.width, picture.height)


def names(specs: list[str]) -> list[str]:
    return [spec.split("#")[0] for spec in specs]


# -- board --------------------------------------------------------------------------------


def shows_name(picture: Picture, name: str) -> bool:
    """The name whole, or narrowed and cut to at least three characters and an ellipsis."""
    return any(
        t == name or (t.endswith("…") and len(t) >= 4 and name.startswith(t[:-1]))
        for t in picture.texts
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_board_is_a_fixed_landscape_png_readable_on_a_phone(
    busy: tuple[Any, dict[int, int]], lang: str
) -> None:
    picture = render_board(engine.view(busy[0], engine.SPECTATOR), lang=lang)
    check_png(picture)
    assert (picture.width, picture.height) == (960, 720)
    assert readable_on_a_phone(picture)
    assert len(picture.png) < 70 * 1024


def test_board_draws_areas_terrain_every_unit_counts_and_the_turn(
    busy: tuple[Any, dict[int, int]],
) -> None:
    state, _labels = busy
    view = engine.view(state, 0)
    picture = render_board(view, highlight=["B2"], caption="直前の行動X")
    text = drawn(picture)
    for label in (f"{col}{row}" for col in "ABC" for row in range(1, 5)):
        assert label in picture.texts
    for terrain in ("火山の裾野", "焦土の荒野", "風吹く丘陵", "静かな入り江"):
        assert shows_name(picture, terrain), terrain
    # every unit has its tile, the 8 in B1 too: nothing is summarised as "ほか N 体"
    assert units_drawn(picture, view) == sum(len(spot.units) for spot in view.areas) == 18
    assert "ほか" not in text
    for unit in BOARD_UNITS:
        assert shows_name(picture, unit), unit
    # each area's limit as used/limit: B2 holds P1's six units of total level 8 [17-4]
    assert "8/8" in picture.texts and "8/10" in picture.texts and "0/10" in picture.texts
    assert picture.texts.count("本陣") == 2 and "代理地形" in text and "空き地" in text
    assert "手札 7  山札 20  捨札 3" in text and "手札 2  山札 18  捨札 2" in text
    assert "ターン 7" in text and "メインフェイズ" in text and "直前の行動X" in picture.alt
    assert "即" in picture.texts
    plan = next(t for t in picture.texts if t.startswith("進軍予定"))  # the planned advance
    assert plan.startswith("進軍予定 旋風の踊り子 B2→B3、")
    assert "L2 4/2+" in picture.texts  # 赤銅の槍兵 with 鋼の長剣 (+2 attack), equipped
    assert "▲P1 の手番" in picture.texts and "あなた" in picture.texts


def test_board_limits_name_both_sides_in_a_shared_area(busy: tuple[Any, dict[int, int]]) -> None:
    """An area holding units of both sides (a battle) shows each side's total by its mark."""
    view = engine.view(busy[0], engine.SPECTATOR)
    b2 = next(a for a in view.areas if a.label == "B2")
    guest = msgspec.structs.replace(b2.units[0], owner=1, level=3)
    mixed = msgspec.structs.replace(b2, units=(*b2.units[1:], guest))
    view = msgspec.structs.replace(
        view, areas=tuple(mixed if a.label == "B2" else a for a in view.areas)
    )
    assert "▲7 ●3/8" in render_board(view).texts


def test_board_puts_the_viewers_side_nearest_at_the_left(
    busy: tuple[Any, dict[int, int]],
) -> None:
    def first_row(viewer: int) -> list[str]:
        texts = render_board(engine.view(busy[0], viewer)).texts
        return [t for t in texts if re.fullmatch("[ABC][1-4]", t)][:4]

    assert first_row(engine.SPECTATOR) == ["A1", "A2", "A3", "A4"]
    assert first_row(0) == ["A1", "A2", "A3", "A4"]
    assert first_row(1) == ["A4", "A3", "A2", "A1"]


@pytest.mark.parametrize("viewer", [engine.SPECTATOR, 0, 1])
def test_board_never_draws_hidden_cards(busy: tuple[Any, dict[int, int]], viewer: int) -> None:
    for lang in ("ja", "en"):
        picture = render_board(engine.view(busy[0], viewer), caption="x", lang=lang)
        text = drawn(picture) + picture.alt
        for hidden in [PROXY, *HQ_CARDS, *names(P1_HAND[:5]), *names(P2_HAND[:1])]:
            assert hidden not in text


def test_board_shows_whose_decision_and_the_result(index: CardIndex) -> None:
    state, labels = build_position({"active": "P1", "P1": {"deck": ["RK1-001*5"]}}, index, 1)
    picture = render_board(engine.view(state))
    assert "▲P1" in picture.texts and "次" in picture.texts
    assert "メインフェイズ" in drawn(picture)
    over = do(state, labels, "resign P2")
    assert "▲P1 の勝利（投了）" in render_board(engine.view(over)).texts
    assert "▲P1 wins (resignation)" in render_board(engine.view(over), lang="en").texts


def test_board_in_english_uses_english_words_and_card_names(
    busy: tuple[Any, dict[int, int]],
) -> None:
    picture = render_board(engine.view(busy[0], 0), lang="en")
    text = drawn(picture)
    for expected in ("Turn 7", "Main phase", "Next", "HQ", "Proxy", "Open ground", "you"):
        assert expected in text
    assert "Hand 7  Deck 20  Discard 3" in text
    assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text


def test_board_alt_text_says_what_it_shows(busy: tuple[Any, dict[int, int]]) -> None:
    picture = render_board(engine.view(busy[0], engine.SPECTATOR), caption="P1: 召喚")
    for expected in ("ターン 7", "メインフェイズ", "▲P1 P1: ユニット 15 体", "直前: P1: 召喚"):
        assert expected in picture.alt
    english = render_board(engine.view(busy[0], engine.SPECTATOR), lang="en").alt
    assert "Turn 7" in english and "●P2 P2: 3 units" in english


def test_board_names_summoners_and_removed_cards(busy: tuple[Any, dict[int, int]]) -> None:
    view = engine.view(busy[0], 0)
    summoner = SummonerDef(id="X-9", name="見習いの召喚術師", epithet="門前の徒弟")
    first = msgspec.structs.replace(
        view.players[0],
        summoner=Shown(900, "X-9"),
        removed=(Shown(901, "RK1-001"),),
        summoner_tapped=True,
    )
    view = msgspec.structs.replace(
        view, players=(first, view.players[1]), catalog={**view.catalog, "X-9": summoner}
    )
    picture = render_board(view)
    assert shows_name(picture, "見習いの召喚術師") and "✓" in picture.texts
    assert "手札 7  山札 20  捨札 3  除外 1" in picture.texts


# -- formation ----------------------------------------------------------------------------
def test_formation_is_none_outside_a_battle(busy: tuple[Any, dict[int, int]]) -> None:
    assert render_formation(engine.view(busy[0])) is None


def test_formation_shows_incoming_damage_and_who_dies(battle: tuple[Any, dict[int, int]]) -> None:
    view = engine.view(battle[0], engine.SPECTATOR)
    picture = render_formation(view)
    assert picture is not None
    check_png(picture)
    assert (picture.width, picture.height) == (960, 720) and readable_on_a_phone(picture)
    units = {u.card.id: u for spot in view.areas for u in spot.units}
    assert view.battle is not None and len(view.battle.incoming) == 5
    dying = [i for i, d in view.battle.incoming.items() if d >= units[i].defence]
    assert 0 < len(dying) < 5  # 溶岩の巨人 (defence 5) survives
    for unit_id, damage in view.battle.incoming.items():
        shown = f"{damage} 死亡" if unit_id in dying else str(damage)
        assert shown in picture.texts
    assert sum(t.endswith(" 死亡") for t in picture.texts) == len(dying)
    text = drawn(picture)
    for expected in (
        "戦闘 B3",
        "火山の裾野",
        "先攻 ▲P1",
        "イニシアチブ ダイス6+ユニット0=6",
        "イニシアチブ ダイス1+ユニット0=1",
        "溶岩の巨人",
        "攻撃されたら",
    ):
        assert expected in text
    assert "天駆ける竜王" not in text


def test_formation_states_the_initiative_as_decided_with_dice_effects(
    battle: tuple[Any, dict[int, int]],
) -> None:
    """[10-3][16]: a dice-result effect counts in the value; the picture keeps the values the
    initiative was decided by (as the log states them) even after the battle changed."""
    view = engine.view(battle[0])
    assert view.battle is not None and view.battle.decided == (6, 1)
    changed = msgspec.structs.replace(view.battle, bonus=(1, 0), initiative=(4, 0), decided=(7, 1))
    picture = render_formation(msgspec.structs.replace(view, battle=changed))
    assert picture is not None
    assert "イニシアチブ ダイス6+効果1+ユニット0=7" in picture.texts


def test_formation_shows_a_declared_attack_as_pending(index: CardIndex) -> None:
    """Once an attack is declared its attackers are tapped; the attacked side's damage is
    the declared attack's, shown as pending, not the 0 an untapped-only count would give."""
    state, labels = build_position(BATTLE, index, 1)
    steps = ["move #10 B3", "move #11 B3", "advance", "done", "done", "formation #11", "done"]
    steps += ["formation #20", "formation #21", "done", "roll P1 6", "roll P2 1", "attack"]
    state = do(state, labels, *steps)
    view = engine.view(state)
    assert view.battle is not None and view.battle.pending == (False, True)
    front = view.battle.formation[1][0]
    assert view.battle.incoming[front] > 0
    picture = render_formation(view)
    assert picture is not None and "被ダメージ（宣言済）" in picture.texts


def test_formation_names_a_simultaneous_attack(battle: tuple[Any, dict[int, int]]) -> None:
    view = engine.view(battle[0])
    assert view.battle is not None
    both = msgspec.structs.replace(view.battle, simultaneous=True, first=-1)
    picture = render_formation(msgspec.structs.replace(view, battle=both))
    assert picture is not None and "同時攻撃" in picture.texts
    english = render_formation(msgspec.structs.replace(view, battle=both), lang="en")
    assert english is not None and "Simultaneous" in english.texts


# -- hand ---------------------------------------------------------------------------------
def test_hand_shows_the_viewers_cards_only(busy: tuple[Any, dict[int, int]]) -> None:
    state, labels = busy
    title = "六門サーバー #対戦部屋 ターン7"
    picture = render_hand(engine.view(state, 0), title=title)
    check_png(picture)
    assert picture.width == 960 and picture.height <= 960 and readable_on_a_phone(picture)
    text = drawn(picture)
    assert title in text
    for spec in P1_HAND:
        name, label = spec.split("#")
        assert name in text and f"#{labels[int(label)]}" in picture.texts
        assert name in picture.alt
    for expected in (
        "ユニット",
        "地形",
        "アイテム",
        "リミット6",
        "装備品 攻+3/防-1",
        "Lv3(即時召喚)",
    ):
        assert expected in text
    assert "英雄3" in text and "長距離飛行" in text
    for hidden in [*names(P2_HAND), PROXY, *HQ_CARDS]:
        assert hidden not in text


def test_hand_shows_each_cards_ability_text(index: CardIndex) -> None:
    """Card text one tap away: a spell's tile carries its ability, period and timing first."""
    state, _labels = build_position(
        {"active": "P1", "P1": {"hand": ["火の粉の雨#1"], "deck": ["RK1-001*5"]}}, index, 1
    )
    face = face_named(index, "火の粉の雨")
    picture = render_hand(engine.view(state, 0), title="t")
    text = "".join(picture.texts)
    assert face.abilities and face.abilities[0].text[:10] in text
    english = "".join(render_hand(engine.view(state, 0), title="t", lang="en").texts)
    # English wraps between words: the spaces at the line ends are not drawn
    assert face.abilities[0].text_in("en")[:24].replace(" ", "") in english.replace(" ", "")


def test_hand_refuses_a_spectator(busy: tuple[Any, dict[int, int]]) -> None:
    with pytest.raises(ValueError):
        render_hand(engine.view(busy[0], engine.SPECTATOR), title="x")


# -- card ---------------------------------------------------------------------------------
def face_named(index: CardIndex, name: str) -> CardDef:
    found = index.find(name)
    assert found is not None and not isinstance(found, list)
    return found


def printed_values(face: Any) -> list[str]:
    """Every leaf value a card definition prints in Japanese (its id, kind tag and English
    fields aside)."""
    found: list[str] = []
    stack: list[Any] = [msgspec.to_builtins(face)]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            skip = ("id", "kind", "instant")
            stack += [v for k, v in item.items() if k not in skip and not k.endswith("_en")]
        elif isinstance(item, list | tuple):
            stack += item
        else:
            found.append(str(item))
    return found


@pytest.mark.parametrize("card", ["大地の賢者", "緋色の剣姫", "呪われた鎧", "疾風の外套"])
def test_card_draws_every_printed_field(index: CardIndex, card: str) -> None:
    face = face_named(index, card)
    assert isinstance(face, UnitDef | ItemDef)
    picture = render_card(face)
    check_png(picture)
    text = "".join(picture.texts)
    for value in printed_values(face):
        assert value.removeprefix("+") in text, value
    if isinstance(face, UnitDef):
        assert f"攻撃力{face.attack}" in text and f"防御力{face.defence}" in text
    else:
        assert f"追加攻撃力{face.attack_bonus:+d}" in text


def test_card_wraps_long_ability_text_and_marks_instant_units(index: CardIndex) -> None:
    long_text = "〈コスト：火〉対象のユニット1体に【火炎：2】。その後、" * 4
    spell = SpellDef(
        id="X-1",
        name="長い呪文",
        type="攻撃",
        attribute=Attribute.FIRE,
        abilities=(Ability(long_text, period=Period.BATTLE, timing=Timing.NORMAL, icon=Icon.HAND),),
    )
    picture = render_card(spell)
    assert long_text in "".join(picture.texts)
    assert all(len(line) < len(long_text) for line in picture.texts)
    instant = face_named(index, "火花の小鬼")
    assert "Lv1(即時召喚可)" in render_card(instant).texts


# -- fonts --------------------------------------------------------------------------------
def test_a_bad_font_override_raises_value_error(tmp_path: Path, index: CardIndex) -> None:
    face = face_named(index, "火花の小鬼")
    with pytest.raises(ValueError, match="not found"):
        render_card(face, font=tmp_path / "missing.otf")
    junk = tmp_path / "junk.otf"
    junk.write_bytes(b"not a font")
    with pytest.raises(ValueError, match="cannot be read"):
        render_card(face, font=junk)
    assert render_card(face, font=default_font_path()).texts == render_card(face).texts


def test_formation_lists_the_conditions_waiting_active_player_first(index: CardIndex) -> None:
    """[11-2-4]: the [条件] effects woken by an attack, in the order players are asked."""
    veterans: dict[str, Any] = {
        "active": "P1",
        "P1": {"deck": ["火花の小鬼*5"]},
        "P2": {"deck": ["潮騒の小人*5"]},
        "area": [
            {
                "at": "B2",
                "terrain": "古の城塞#40",
                "units": ["P1 鉄壁の老兵#10", "P1 鉄壁の老兵#11"],
            },
            {"at": "B3", "terrain": "古の城塞#41", "owner": "P2", "units": ["P2 鉄壁の老兵#20"]},
        ],
    }
    state, labels = build_position(veterans, index, 1)
    steps = ["move #10 B3", "move #11 B3", "advance", "done", "done", "done"]
    before = do(state, labels, *steps, "roll P1 1", "roll P2 6")
    state = do(before, labels, "attack")
    view = engine.view(state, engine.SPECTATOR)
    assert [(t.seat, t.card.id) for t in view.triggers] == [
        (0, labels[10]),
        (0, labels[11]),
        (1, labels[20]),
    ]
    picture = render_formation(view)
    plain = render_formation(engine.view(before, engine.SPECTATOR))
    assert picture is not None and plain is not None
    assert drawn(picture).count("[条件] 能力1 使用待ち") == 3
    assert "[条件] 能力1 使用待ち" not in drawn(plain)


def test_japanese_lines_never_start_with_closing_marks_nor_end_with_opening_ones() -> None:
    """禁則: a wrapped ability text keeps 〉】：and small kana off a line's start and 〈【 off its
    end, as Japanese print does."""
    from renderer.draw import NO_LINE_END, NO_LINE_START, Canvas

    canvas = Canvas(10, 10, None)
    text = "〈コスト：III〉対象のこの戦闘の敵軍ユニット1体に【火炎：1】。ッャュ" * 6
    for width in range(120, 480, 7):
        lines = canvas.wrap(text, 27, width)
        assert "".join(lines) == text
        assert not any(line[0] in NO_LINE_START for line in lines[1:] if line)
        assert not any(line[-1] in NO_LINE_END for line in lines[:-1] if line)
