"""Picture sizes are fixed or bounded in every position (issue 8 item 20, issue 10 item 5):
the board and the formation are always 960x720 and the hand at most 1600 tall, all readable
on a phone (11 px text at 400 px wide). The board draws every unit of any position the rules
allow; only crowds beyond them are counted ("+N"), as the formation's and the hand's lists
count what they have no room for.

Crowds (up to 500 units a side, a chain of 200, 200 cards in a hand) are made by editing a
real view, as the other picture tests do.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
import pytest
from picture_checks import readable_on_a_phone, units_drawn

import engine
from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.mc20th.view import LinkView, ResolvingView, TriggeredView, View
from engine.moncolle.events import Shown
from renderer.draw import Picture
from renderer.mc20th.board import render_board
from renderer.mc20th.formation import render_formation
from renderer.mc20th.hand import render_hand

WIDTH, HEIGHT, HAND_MAX = 960, 720, 1600
# a unit tile's level and attack/defence (a chain row's "L3 …" is not one)
STATS = re.compile(r"L\d+ -?\d+/-?\d+\+?|Lv\d+ (攻|A)-?\d+/(防|D)-?\d+")

BATTLE: dict[str, Any] = {
    "active": "P1",
    "P1": {"hand": ["天駆ける竜王", "RK1-001*9"], "deck": ["RK1-001*5"]},
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
STEPS = ["move #10 B3", "move #11 B3", "advance", "done", "done", "formation #11", "done"]
STEPS += ["formation #20", "formation #21", "done", "roll P1 6", "roll P2 1"]


@pytest.fixture(scope="module")
def battle(index: CardIndex) -> Any:
    state, labels = build_position(BATTLE, index, 1)
    for text in STEPS:
        text = re.sub(r"#(\d+)", lambda m: f"#{labels[int(m[1])]}", text)
        state, _ = engine.apply(state, engine.parse_action(state, text))
    return state


def crowd(view: View, side: int, elsewhere: int, chain: int, waiting: int, moves: int) -> View:
    """``view`` with ``side`` units a side in the battle and ``elsewhere`` in every other
    area (mixed owners, two pieces of equipment each), a chain of ``chain`` declarations,
    ``waiting`` [条件] effects and ``moves`` planned moves."""
    assert view.battle is not None
    sample = next(u for spot in view.areas for u in spot.units)
    gear = (Shown(9001, sample.card.def_id), Shown(9002, sample.card.def_id))
    made = iter(range(10_000, 20_000))

    def unit(owner: int) -> Any:
        card = Shown(next(made), sample.card.def_id)
        return msgspec.structs.replace(sample, card=card, owner=owner, equipment=gear)

    areas, order = [], ([], [])
    for spot in view.areas:
        if spot.label == view.battle.area:
            units = tuple(unit(seat) for seat in (0, 1) for _ in range(side))
            for each in units:
                order[each.owner].append(each.card.id)
        else:
            units = tuple(unit(n % 2) for n in range(elsewhere))
        areas.append(msgspec.structs.replace(spot, units=units))
    incoming = {card: 99 for card in order[0] + order[1]}
    battle = msgspec.structs.replace(
        view.battle, formation=(tuple(order[0]), tuple(order[1])), incoming=incoming
    )
    card = Shown(9003, sample.card.def_id)
    aims = tuple(f"#{target}" for target in order[1][:6])
    links = tuple(LinkView(n % 2, card if n else None, 0, aims, (), False) for n in range(chain))
    effects = tuple(TriggeredView(n % 2, card, 0, n % 3 == 0) for n in range(waiting))
    plan = tuple((areas[0].units[n % elsewhere].card.id, "B3") for n in range(moves))
    return msgspec.structs.replace(
        view,
        areas=tuple(areas),
        battle=battle,
        chain=links,
        triggers=effects,
        resolving=ResolvingView(0, card, True),
        plan=plan,
    )


def with_hand(view: View, count: int) -> View:
    hand = view.players[0].hand or ()
    cards = tuple(Shown(30_000 + n, hand[n % len(hand)].def_id) for n in range(count))
    player = msgspec.structs.replace(view.players[0], hand=cards, hand_count=count)
    return msgspec.structs.replace(view, players=(player, view.players[1]))


CAPTION = "P1 帰還: " + "岩肌の番兵#12→B2、" * 60


# the crowds the rules allow: an area holds at most 10 levels a side [17-4] and a deck's
# units [3] are some 40 on the whole board; every unit is drawn however they are spread
@pytest.mark.parametrize("size", [(10, 2, 6, 3, 5), (6, 3, 12, 6, 10), (3, 3, 0, 0, 0)])
@pytest.mark.parametrize("viewer", [engine.SPECTATOR, 1])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_board_draws_every_unit_a_legal_crowd_holds(
    battle: Any, size: Any, viewer: int, lang: str
) -> None:
    view = crowd(engine.view(battle, viewer), *size)
    picture = render_board(view, caption=CAPTION, lang=lang)
    assert (picture.width, picture.height) == (WIDTH, HEIGHT) and readable_on_a_phone(picture)
    assert units_drawn(picture, view) == sum(len(spot.units) for spot in view.areas)
    assert not [t for t in picture.texts if t.startswith("+") and t[1:].isdigit()]


@pytest.mark.parametrize("size", [(50, 12, 20, 15, 40), (500, 60, 200, 150, 400)])
def test_a_crowd_beyond_the_rules_keeps_the_size_and_counts_the_rest(
    battle: Any, size: Any
) -> None:
    view = crowd(engine.view(battle), *size)
    picture = render_board(view, caption=CAPTION)
    assert (picture.width, picture.height) == (WIDTH, HEIGHT) and readable_on_a_phone(picture)
    counted = sum(int(t[1:]) for t in picture.texts if t.startswith("+") and t[1:].isdigit())
    assert counted > 0
    assert units_drawn(picture, view) + counted == sum(len(spot.units) for spot in view.areas)


@pytest.mark.parametrize("size", [(50, 12, 20, 15, 40), (500, 60, 200, 150, 400)])
def test_the_formation_keeps_its_size_and_counts_what_does_not_fit(battle: Any, size: Any) -> None:
    picture = render_formation(crowd(engine.view(battle), *size))
    assert picture is not None
    assert (picture.width, picture.height) == (WIDTH, HEIGHT) and readable_on_a_phone(picture)
    side, chain, _waiting = size[0], size[2], size[3]
    rest = [t for t in picture.texts if t.startswith("ほか ") and t.endswith("）")]
    assert len(rest) == 2  # each side: how many more and how many of them would die
    hidden = int(rest[0].split()[1])
    assert rest[0] == f"ほか {hidden} 体（うち死亡 {hidden}）" and 0 < hidden < side
    assert f"L{chain} 攻撃" in picture.texts or any(
        t.startswith(f"L{chain} ") for t in picture.texts
    )  # the newest on top
    more = [t for t in picture.texts if re.fullmatch(r"ほか \d+ 件", t)]
    assert more and int(more[0].split()[1]) > 0
    drawn_rows = sum(bool(re.match(r"L\d+ ", t)) and not STATS.fullmatch(t) for t in picture.texts)
    assert drawn_rows + int(more[0].split()[1]) >= chain


@pytest.mark.parametrize("count", [6, 8, 9, 17, 60, 200])
def test_the_hand_stays_within_its_maximum(battle: Any, count: int) -> None:
    picture = render_hand(with_hand(engine.view(battle, 0), count), title="六門 #duel ターン3")
    assert picture.width == WIDTH and picture.height <= HAND_MAX and readable_on_a_phone(picture)
    shown = [t for t in picture.texts if re.fullmatch(r"#3\d{4}", t)]
    rest = [t for t in picture.texts if t.startswith("ほか")]
    if count <= 8:
        assert len(shown) == count and not rest
    if len(shown) < count:
        assert rest == [f"ほか {count - len(shown)} 枚（番号と名前はメッセージの一覧へ）"]
        assert len(shown) >= 8


def test_a_quiet_position_is_drawn_in_full(battle: Any) -> None:
    """Summaries only start where the picture has no room."""
    view = engine.view(battle)
    picture: Picture | None = render_formation(view)
    assert picture is not None and not [t for t in picture.texts if t.startswith("ほか")]
    board = render_board(view)
    assert units_drawn(board, view) == sum(len(spot.units) for spot in view.areas)
