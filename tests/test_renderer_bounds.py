"""Picture sizes are bounded in every position (issue 8, item 20): every picture is 800 px
wide, and however crowded the position the board and the formation stay within 2,400 px
and the hand within 1,600 px (docs/discord.md); what does not fit is counted, not drawn.

Crowds beyond what the rules let one build (50 units a side, a chain of 20, 200 cards in a
hand) are made by editing a real view, as the other picture tests do.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
import pytest

import engine
from bot.mc20th.scenario.position import build_position
from carddb import CardIndex
from engine.mc20th.view import LinkView, ResolvingView, TriggeredView, View
from engine.moncolle.events import Shown
from renderer.draw import Picture
from renderer.mc20th.board import render_board
from renderer.mc20th.formation import render_formation
from renderer.mc20th.hand import render_hand

WIDTH, BOARD_MAX, FORMATION_MAX, HAND_MAX = 800, 2400, 2400, 1600

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


@pytest.mark.parametrize("size", [(50, 12, 20, 15, 40), (500, 60, 200, 150, 400)])
@pytest.mark.parametrize("viewer", [engine.SPECTATOR, 1])
def test_the_board_stays_within_its_maximum(battle: Any, size: Any, viewer: int) -> None:
    picture = render_board(crowd(engine.view(battle, viewer), *size), caption=CAPTION)
    assert picture.width == WIDTH and picture.height <= BOARD_MAX
    text = "\n".join(picture.texts)
    side = size[0]
    # the battle area shows both sides and counts the rest of each
    shown = sum(t.startswith("#1") and t[1:].isdigit() for t in picture.texts)
    assert 12 <= shown < 12 * 6  # every area shows some units, none all of them
    assert re.search(r"ほか P1 \d+体・P2 \d+体", text)
    hidden = [int(n) for n in re.findall(r"ほか P1 (\d+)体・P2 (\d+)体", text)[0]]
    assert hidden[0] == hidden[1] and hidden[0] < side
    assert sum(t.startswith("ほか P1") for t in picture.texts) == 12  # every crowded area
    # the planned advance: the moves that fit, then how many more
    plan = [t for t in picture.texts if "A1→B3" in t]
    more = re.search(r"ほか (\d+) 体$", plan[-1])
    assert more and sum(t.count("A1→B3") for t in plan) + int(more[1]) == size[4]


@pytest.mark.parametrize("size", [(50, 12, 20, 15, 40), (500, 60, 200, 150, 400)])
def test_the_formation_stays_within_its_maximum(battle: Any, size: Any) -> None:
    picture = render_formation(crowd(engine.view(battle), *size))
    assert picture is not None
    assert picture.width == WIDTH and picture.height <= FORMATION_MAX
    side, chain, waiting = size[0], size[2], size[3]
    assert picture.texts.count(f"ほか {side - 10} 体（うち死亡 {side - 10}）") == 2
    assert f"ほか L1～L{chain - 8}（先に宣言、後で解決）" in picture.texts
    assert f"L{chain}" in picture.texts and "L1" not in picture.texts  # the newest on top
    assert f"ほか {waiting + 1 - 6} 件" in picture.texts


@pytest.mark.parametrize("count", [16, 17, 60, 200])
def test_the_hand_stays_within_its_maximum(battle: Any, count: int) -> None:
    picture = render_hand(with_hand(engine.view(battle, 0), count), title="六門 #duel ターン3")
    assert picture.width == WIDTH and picture.height <= HAND_MAX
    tiles = [t for t in picture.texts if re.fullmatch(r"#3\d{4}", t)]
    assert len(tiles) == min(count, 16)
    rest = [t for t in picture.texts if t.startswith("ほか")]
    assert rest == (
        [f"ほか {count - 16} 枚（番号と名前はメッセージの一覧へ）"] if count > 16 else []
    )


def test_a_quiet_position_is_drawn_in_full(battle: Any) -> None:
    """Summaries only start where the maximum would be passed."""
    view = engine.view(battle)
    picture: Picture | None = render_formation(view)
    assert picture is not None and not [t for t in picture.texts if t.startswith("ほか")]
    board = render_board(view)
    assert not [t for t in board.texts if t.startswith("ほか")]
    assert board.height < BOARD_MAX // 2
